"""The ladder's levels 1-6 under MicroPython (the interpreter of the AI worker
that answers first, tests/runtimes/run.mjs runs it in Node.js): the same
moves for the same seed as in CPython, position for position, played
directly and through the light worker's connect4.worker.stepserver."""

import contextlib
import io
import runpy
import sys

from js_runtimes import run_in
from player_positions import random_positions, tactical_positions
from shared_data import ROOT

import connect4

SCRIPT = ROOT / "tests" / "runtimes" / "check_players.py"


def _positions():
    wins, blocks = tactical_positions(2, seed=19)
    boards = [b.notation() for b in random_positions(8, seed=19, max_ply=30) + wins + blocks]
    return ["-", "4"] + boards


def test_ladder_levels_play_the_same_moves_under_micropython():
    stdin = "\n".join(_positions()) + "\n"
    proc = run_in("micropython", SCRIPT, connect4.LIGHT_WORKER_MODULES, stdin=stdin, timeout=300)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out = io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out):
            runpy.run_path(str(SCRIPT))
    finally:
        sys.stdin = old_stdin
    expected = out.getvalue().splitlines()
    assert len(expected) == 6 * 2 + 2 and expected[-1] == "OK players"
    assert proc.stdout.splitlines() == expected
