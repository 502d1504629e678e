"""Run Python under the browser's interpreters (MicroPython, Pyodide) in Node.js.

Both come from node_modules/ (``npm ci``, done by ``python3 build.py test``);
tests/runtimes/run.mjs copies the chosen connect4 modules into the
interpreter's file system and runs a script.
"""

import contextlib
import io
import os
import runpy
import shutil
import subprocess
import sys

from shared_data import ROOT

RUNNER = ROOT / "tests" / "runtimes" / "run.mjs"


def run_in(interp, script, modules, stdin=None, timeout=120, romfs=None):
    """Run ``script`` (a path) under ``interp`` with ``connect4/<module>.py`` files
    (and, for MicroPython, the ROMFS image at the path ``romfs`` mounted at /rom).

    Fails (never skips) when Node.js or the runtimes are missing: a test of
    the main thread's code that silently did not run would prove nothing.
    """
    node = shutil.which("node")
    assert node, "Node.js is needed to run the browser's interpreters (see README)"
    assert (ROOT / "node_modules" / "@micropython").exists(), "run `npm ci` first"
    files = ["connect4/__init__.py"] + ["connect4/%s.py" % m for m in modules]
    env = dict(os.environ, C4_ROMFS=str(romfs)) if romfs else None
    return subprocess.run([node, str(RUNNER), interp, str(script), *files], cwd=ROOT, env=env,
                          input=stdin, capture_output=True, text=True, timeout=timeout)


def micropython_and_cpython(script, stdin=None, modules=None):
    """``(MicroPython's lines, CPython's lines)``: ``script`` run under the page's MicroPython
    with every main-thread module (or ``modules``), then in this process with the same
    ``stdin``; MicroPython must exit cleanly (its stderr in the message)."""
    import connect4  # (the modules the page's MicroPython is given)

    proc = run_in("micropython", script, modules or connect4.MAIN_THREAD_MODULES, stdin=stdin)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out, saved = io.StringIO(), sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with contextlib.redirect_stdout(out):
            runpy.run_path(str(script))
    finally:
        sys.stdin = saved
    return proc.stdout.splitlines(), out.getvalue().splitlines()
