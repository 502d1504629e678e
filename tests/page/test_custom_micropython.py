"""The custom opponent's, counters' and match panel's modules under the page's
MicroPython: the same output as CPython, line for line."""

import contextlib
import io
import json
import runpy

from js_runtimes import run_in
from shared_data import ROOT

import connect4
from connect4.players.registry import describe_players

SCRIPT = ROOT / "tests" / "runtimes" / "check_custom.py"


def test_same_answers_under_micropython_as_in_cpython(monkeypatch):
    players = json.dumps(describe_players())
    proc = run_in("micropython", SCRIPT, connect4.MAIN_THREAD_MODULES, stdin=players)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(players))
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(SCRIPT))
    assert proc.stdout.splitlines() == out.getvalue().splitlines()
    assert proc.stdout.rstrip().endswith("OK custom")
