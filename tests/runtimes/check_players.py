# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: every ladder
# level 1-6 plays the same moves for the same seed on a set of positions
# (tests/players/test_players_micropython.py compares the printed lines).  The
# positions come on stdin, one move string per line ("-" is the empty board).
import json
import sys

from connect4.board import parse_position
from connect4.players import ladder
from connect4.players.registry import make_player
from connect4.worker.stepserver import StepServer

positions = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
for level in ladder.LEVELS[:6]:
    for seed in (0, 123456789):
        # one player for every position, as in a game: its tables and its
        # random stream carry over from move to move
        player = make_player("level%d" % level.number, seed)
        cols = [player.choose(parse_position(p.strip("-"))).column for p in positions]
        print("level%d seed%d %s" % (level.number, seed, "".join([str(c) for c in cols])))
# the light worker's way: JSON requests, searched in slices
server = StepServer()
cols = []
for level in range(1, 7):
    server.submit(json.dumps({"op": "think", "id": level, "pos": "4", "spec": "level%d" % level,
                              "seed": 5}))
    out = []
    while not out:
        out = server.step()
    cols.append(str(json.loads(out[0])["result"]["column"]))
print("stepserver", "".join(cols))
print("OK players")
