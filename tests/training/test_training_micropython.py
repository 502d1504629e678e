"""The training modules under the page's MicroPython: the same output as CPython, line
for line (the bank, the schedule, the dashboard's table and charts)."""

import contextlib
import io
import runpy

from js_runtimes import run_in
from shared_data import ROOT

import connect4

SCRIPT = ROOT / "tests" / "runtimes" / "check_training_bank.py"
SET = ROOT / "tests" / "puzzles" / "trainer_set.txt"


def test_same_answers_under_micropython_as_in_cpython(monkeypatch):
    text = SET.read_text()
    proc = run_in("micropython", SCRIPT, connect4.MAIN_THREAD_MODULES, stdin=text)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(SCRIPT))
    assert proc.stdout.splitlines() == out.getvalue().splitlines()
    assert proc.stdout.rstrip().endswith("OK training")
    assert "20788 Tuesday ['m34412183808', 'm9'] 2 due today, next on Sunday" in proc.stdout
    assert 'role="img"' in proc.stdout and "refused a game record" in proc.stdout
