"""The "Why?" panel's words and marks give CPython's answers under MicroPython (the page's main thread)."""

import subprocess
import sys

from js_runtimes import run_in
from shared_data import ROOT

import connect4
from connect4.site.builder import bundle_of

MODULES = connect4.MAIN_THREAD_MODULES + bundle_of("why")
SCRIPT = """
from connect4.page.modes.why import playout, whymode, whytext
rules = [{"rule": "claimeven", "cells": ["e5", "e6"]}, {"rule": "baseinverse", "cells": ["d6", "f4"]},
         {"rule": "before", "cells": ["e6", "c4"]}, {"rule": "specialbefore", "cells": ["a1"]}]
print(whytext.marks(rules, "yellow", "a1"))
print(whytext.legend(rules, "yellow"), whytext.branch_line(1, 3), whytext.reason_line(2, "it loses"),
      whytext.reason_line([0, 4], "x"), whytext.turn_line(None, False, "", "red wins"))
w = whymode.WhyState()
w.pos, w.result = "4453", {"why": {"side": "red", "claim": "red wins", "branches": [
    {"moves": [2, 3], "rules": rules, "text": "x"}]}, "reasons": {"3": "b", "1": "a", "5": "b"}}
w.focus = 3
print(playout.board(w).notation(), playout.marks(w) == rules, playout.reasons(w), playout.user_turn(w),
      repr(playout.play_note(w)))
w.playing, w.moves = True, "3"
print(playout.board(w).notation(), playout.user_turn(w), playout.playout_words(w))
"""


def test_micropython_gives_cpythons_answers(tmp_path):
    script = tmp_path / "why.py"
    script.write_text(SCRIPT)
    mp = run_in("micropython", script, MODULES)
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True,
                        env={"PYTHONPATH": str(ROOT)})
    assert cp.returncode == 0, cp.stderr
    assert mp.stdout == cp.stdout and "Claimeven e5 e6" in cp.stdout
