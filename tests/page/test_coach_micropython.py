"""The coach's verdicts, words and card text give CPython's answers under MicroPython (main thread)."""

import subprocess
import sys

from js_runtimes import run_in
from shared_data import ROOT

import connect4
from connect4.site.builder import bundle_of

MODULES = connect4.MAIN_THREAD_MODULES + bundle_of("coach")
SCRIPT = """
from connect4.coach import verdict
from connect4.page.modes.coach import coaching, coachmode, coachtext, STOPPED
print(verdict.judge(15, -13, 10), verdict.judge(-2, -8, 11), verdict.judge(0, -3, 11))
print(verdict.words("win-lost", 15, 0, 10), verdict.words("faster", -2, -8, 10))
s = verdict.summary([{"kind": "kept"}] * 6 + [{"kind": "win-lost", "played": 0},
                    {"kind": "faster", "played": -9}, {"kind": "unjudged"}])
print(verdict.summary_text(s), coachtext.coach_key("T", "BODY", False))


class State:
    pass


state = State()
state.coach = coachmode.CoachState(True)
state.mode = "game"
c = state.coach
c.phase, c.move, c.step = STOPPED, {"pos": "121212", "col": 2}, 1
c.result = {"pos": "121212", "col": 2, "best": 18, "played": -18, "best_col": 0,
            "kind": "win-lost", "reason": "r", "line": [1]}
print(coachtext.lead(state), coachtext.reason(state), coachtext.step_text(state),
      coaching.shown_moves(state))
c.result["reason"] = "This lets yellow win in 1: it gives up the cell above, c2."
print(coachtext.reason(state), coachmode.moves_words([1, 3, 5]))
# issue 53: a best-play reason's line is stepped, its deciding threats marked (Why?'s marks)
c.result["why"] = {"kind": "line", "claim": "yellow wins", "line": [4, 3], "cells": ["c4", "e2"],
                   "proof": [{"rule": "claimeven", "cells": ["c3", "c4"]}]}
c.step = 0
print(coachtext.step_text(state), c.line(), coachtext.marks(state))
c.step = 2
print(coachtext.step_text(state), coaching.shown_moves(state), coachtext.marks(state))
"""


def test_micropython_gives_cpythons_answers(tmp_path):
    script = tmp_path / "coach.py"
    script.write_text(SCRIPT)
    mp = run_in("micropython", script, MODULES)
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True,
                        env={"PYTHONPATH": str(ROOT)})
    assert cp.returncode == 0, cp.stderr
    assert mp.stdout == cp.stdout and "That lets yellow hold the draw" in cp.stdout
    assert "It gives up the cell above, c2. moves 1, 3 and 5" in cp.stdout
    assert "threats at c4 and e2 decide, and the rules marked hold. 121212343" in cp.stdout
