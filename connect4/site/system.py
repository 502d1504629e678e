"""Commands and system packages: run a command, and install with consent only.

Nothing is installed system-wide unless the user said so (``build.py test
--install-missing``, or yes at a prompt on a terminal) or the run is CI's
(``CI=true``).  Otherwise the caller prints what is missing and the command
that gets it.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

#: The flag of ``build.py test`` that consents to installing what is missing.
CONSENT_FLAG = "--install-missing"


class SetupError(Exception):
    """Something this machine lacks and build.py may not or cannot install; the message says how."""


def run(cmd, **kw) -> None:
    """Run a command, echoing it; raise ``CalledProcessError`` if it fails."""
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def in_ci(env=None) -> bool:
    """True in a CI run (GitHub Actions and most others set ``CI=true``)."""
    env = os.environ if env is None else env
    return env.get("CI", "").lower() in ("true", "1", "yes")


def consent(what: str, command: str, given: bool, env=None, ask=None) -> bool:
    """May ``command`` (which installs ``what``) run?  Yes if ``given``, in CI, or asked and answered.

    ``ask`` (default: ``input`` when stdin is a terminal) gets the question.
    """
    if given or in_ci(env):
        return True
    if ask is None:
        if not sys.stdin.isatty():
            return False
        ask = input
    try:
        answer = ask("%s is missing. Install it now with `%s`? [y/N] " % (what, command))
    except EOFError:
        return False
    return answer.strip().lower() in ("y", "yes")


def is_debian_like(os_release: Path = Path("/etc/os-release")) -> bool:
    """True on Debian itself (not Ubuntu, whose ``chromium`` package is a snap stub)."""
    try:
        fields = dict(line.split("=", 1) for line in os_release.read_text().splitlines()
                      if "=" in line)
    except OSError:
        return False
    return fields.get("ID", "").strip('"') == "debian" and shutil.which("apt-get") is not None


def apt_command(packages) -> list:
    """``apt-get install`` of ``packages``, through sudo when not root."""
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    return prefix + ["apt-get", "install", "-y", "-q", *packages]


def apt_install(packages) -> None:
    """Install Debian packages (the caller has consent)."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    run(prefix + ["apt-get", "update", "-q"], env=env)
    run(apt_command(packages), env=env)
