"""The main thread's rules modules run under MicroPython exactly as in CPython.

Runs the vendored MicroPython (the one PyScript uses on the page) under
Node.js; ``python3 build.py test`` installs it with ``npm ci``.
"""

import json

import pytest
from js_runtimes import run_in

import connect4


def run_micropython(script, modules):
    return run_in("micropython", script, modules)


def test_rules_pass_under_micropython():
    proc = run_micropython("tests/runtimes/check_rules.py", connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "OK perft5=16807" in proc.stdout


def test_a_failure_under_micropython_is_reported(tmp_path):
    # the runner must not swallow errors, or the test above could never fail
    script = tmp_path / "fails.py"
    script.write_text("from connect4.board import Board\nBoard().play(9)\n")
    proc = run_micropython(str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode != 0
    assert "IllegalMoveError" in proc.stderr


@pytest.mark.parametrize("module", connect4.MAIN_THREAD_MODULES)
def test_each_main_thread_module_imports_alone(module, tmp_path):
    script = tmp_path / "imports.py"
    dotted = module.replace("/", ".").replace(".__init__", "")
    script.write_text("import connect4.%s\nprint('imported')\n" % dotted)
    proc = run_micropython(str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr


#: The page's start-up restore (connect4.page.kernel.persist.restore) on the page's own
#: runtime: its JSON errors and dicts differ from CPython's (messages, key order).
RESTORE = '''
import json
from connect4.page.kernel import loop, persist
from connect4.page.modes.game.game import Game

class Store:
    def __init__(self, d):
        self.d = d
    def get(self, key):
        return self.d.get(key)

state = loop.PageState(Game(), None)
warnings = persist.restore(state, Store({k: "{junk" for k in persist.keys(False)}), "p.txt")
print(json.dumps([warnings, state.messages.items(), state.mode, state.show_values]))
saved_state = loop.PageState(Game(), None)
saved_state.review.start("445")
saved_state.threats = saved_state.show_values = True
saved_state.match.setup_text = "games=2"
saved = persist.parts(saved_state)
state = loop.PageState(Game(), None)
warnings = persist.restore(state, Store(saved), "p.txt")

def same(a, b):
    # MicroPython's dicts keep no order: the rating's JSON comes back in another
    try:
        return json.loads(a) == json.loads(b)
    except ValueError:  # the hints' style is a word
        return a == b

got = persist.parts(state)
print(json.dumps([warnings, state.mode, sorted(got) == sorted(saved),
                  [k for k in saved if not same(got[k], saved[k])]]))
'''


def test_restore_runs_under_micropython(tmp_path):
    script = tmp_path / "restore.py"
    script.write_text(RESTORE)
    proc = run_micropython(str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr
    damaged, round_trip = [json.loads(line) for line in proc.stdout.split("\n") if line[:1] == "["]
    [warning], messages, mode, values = damaged
    assert warning.startswith("the saved counters setting is unreadable: ") and values is False
    assert messages[0].startswith("Your saved review could not be read (") and mode == "game"
    assert messages[1:] == ["Your saved rating could not be read and starts again."]
    assert round_trip == [[], "review", True, []]
