"""What the tests need on this machine: the npm runtimes, Python packages, a Chromium."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import ROOT

CHROMIUM = Path("/usr/bin/chromium")


def run(cmd, **kw) -> None:
    """Run a command, echoing it; raise ``CalledProcessError`` if it fails."""
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def ensure_node_modules() -> None:
    """Install the vendored browser runtimes from the committed lock file."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)


def ensure_test_dependencies() -> None:
    """pip-install the test requirements and make sure a Chromium exists.

    Debian's Chromium is used when present (``apt-get install chromium``, done
    here when running as root without it); otherwise Playwright's own browser,
    for a developer who ran ``playwright install chromium``.
    """
    run([sys.executable, "-m", "pip", "install", "-q", "-r", ROOT / "requirements.txt"])
    if CHROMIUM.exists():
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "chromium"], env=env)
    else:
        # Not root or not Debian: fall back to Playwright's browser download.
        subprocess.run([sys.executable, "-m", "playwright", "install", "chromium"])
