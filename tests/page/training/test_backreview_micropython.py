"""The background review's flow gives CPython's answers under MicroPython (the page's main thread):
a game finished, stored, asked, its judged moves kept and put, DONE, a damaged record said."""

import json
import subprocess
import sys

from js_runtimes import run_in
from shared_data import ROOT
from test_backreview import LOST, worker

import connect4

SCRIPT = """
import json
from connect4.page.modes.game import gamemode
from connect4.page.kernel import lazymodes, loop
from connect4.page.ai.aistate import AiState
from connect4.page.modes.game.game import Game
from connect4.page.ai.router import Router
from connect4.page.modes.game.settings import Settings
from connect4.page.modes.backreview import backreview, backwatch

router = Router(lambda: 0.0, [])
router.full_started()
router.full_ready()
state = loop.PageState(Game(Settings("human", "human")), AiState(router),
                       today=lambda: (20000, 1728000000000), dice=lambda: 7)
done = []
backwatch.reviewed = lambda state, out, rec: done.append(rec)
loop.run(state, lazymodes.loaded, backwatch.BUNDLE)
for c in MOVES:
    out = loop.run(state, gamemode.play, int(c) - 1)
print(json.dumps([json.loads(e[2]) for e in out.of("db-put")]))
req = [r for r in out.posts if r.get("background")][0]
print(json.dumps(req))
for msg in MESSAGES:
    msg["id"] = req["id"]
    out = loop.run(state, loop.reply, msg)
print(json.dumps([done, backreview.reviewed_count(state)]))
loop.run(state, backreview.loaded, [{"id": "x"}, "junk"])
print(json.dumps(state.messages.items()))
"""


def test_micropython_gives_cpythons_answers(tmp_path):
    messages = worker({"op": "review", "id": 1, "pos": LOST, "slice": 1024})
    script = tmp_path / "backreview.py"
    script.write_text("import json\nMOVES = %r\nMESSAGES = json.loads(%r)\n" % (
        LOST, json.dumps(messages)) + SCRIPT)
    mp = run_in("micropython", script, connect4.MAIN_THREAD_MODULES)
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True,
                        env={"PYTHONPATH": str(ROOT)})
    assert cp.returncode == 0, cp.stderr
    # (the same objects: MicroPython's dicts keep their keys in another order)
    got, want = ([json.loads(line) for line in p.stdout.splitlines()] for p in (mp, cp))
    assert got == want and want[2][1] == 1 and want[2][0][0]["reviewed"] == len(LOST)
    assert want[3] == ["2 of your stored games could not be read and are left out (no moves)."]
