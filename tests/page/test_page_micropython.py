"""The page logic that static/main.py calls, under the page's MicroPython:
the same output as CPython, line for line."""

import contextlib
import io
import runpy

from js_runtimes import run_in
from shared_data import ROOT

import connect4

SCRIPT = ROOT / "tests" / "runtimes" / "check_page.py"


def test_same_answers_under_micropython_as_in_cpython():
    proc = run_in("micropython", SCRIPT, connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(SCRIPT))
    assert proc.stdout.splitlines() == out.getvalue().splitlines()
    assert proc.stdout.rstrip().endswith("OK page")
