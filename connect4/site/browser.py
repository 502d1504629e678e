"""A Chromium for the browser tests: Debian's, or Playwright's own.

``tests/browser/harness.py`` launches ``/usr/bin/chromium`` when it exists and
Playwright's own Chromium otherwise; this module checks that one of them is
there before the tests start, and installs one only with consent (see
:mod:`.system`).
"""

import shlex
import subprocess
import sys
from pathlib import Path

from . import system

CHROMIUM = Path("/usr/bin/chromium")

_LAUNCH = ("from playwright.sync_api import sync_playwright\n"
           "with sync_playwright() as p:\n"
           "    p.chromium.launch(headless=True).close()\n")


def playwright_chromium_works(python: str = sys.executable) -> bool:
    """Can Playwright (in ``python``'s environment) launch its own headless Chromium?"""
    try:
        return subprocess.run([python, "-c", _LAUNCH], capture_output=True,
                              timeout=120).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def wants_browser(pytest_args) -> bool:
    """Would pytest with these arguments run browser tests?

    Not when a ``-m`` expression says ``not browser``, nor when test paths are
    given and none is under ``tests/browser``.
    """
    args = list(pytest_args)
    paths = []
    for i, a in enumerate(args):
        expr = None
        if a == "-m" and i + 1 < len(args):
            expr = args[i + 1]
        elif a.startswith("-m") and len(a) > 2:
            expr = a[2:].lstrip("=")
        if expr is not None and "not browser" in expr:
            return False
        if not a.startswith("-") and (i == 0 or args[i - 1] not in ("-m", "-k", "-p", "-o")):
            paths.append(a)
    return not paths or any("browser" in p for p in paths)


def install_command(python: str = sys.executable, ci: bool = False) -> list:
    """The command that installs a Chromium here: Debian's package, else Playwright's."""
    if system.is_debian_like():
        return system.apt_command(["chromium"])
    # --with-deps installs the libraries Chromium needs (apt, through sudo): CI only.
    return [python, "-m", "playwright", "install", *(["--with-deps"] if ci else []), "chromium"]


def missing_message(python: str) -> str:
    """What to do when no Chromium is found."""
    return ("build.py test: the browser tests need a Chromium; there is neither %s nor "
            "Playwright's own. Get one with either of:\n"
            "    sudo apt-get install chromium                 # Debian\n"
            "    %s -m playwright install chromium   # Playwright's own, any system\n"
            "or let build.py install it: python3 build.py test %s\n"
            "or leave the browser tests out: python3 build.py test -m \"not browser\""
            % (CHROMIUM, shlex.quote(python), system.CONSENT_FLAG))


def ensure_chromium(consented: bool, python: str = sys.executable) -> str | None:
    """None when a Chromium is ready (installed now if consented); else the message to print."""
    if CHROMIUM.exists() or playwright_chromium_works(python):
        return None
    cmd = install_command(python, ci=system.in_ci())
    if not system.consent("Chromium (for the browser tests)", shlex.join(cmd), consented):
        return missing_message(python)
    if cmd[0] != python:
        system.apt_install(["chromium"])
    else:
        system.run(cmd)
    if CHROMIUM.exists() or playwright_chromium_works(python):
        return None
    return "build.py test: installed a Chromium, but it does not start.\n" + missing_message(python)
