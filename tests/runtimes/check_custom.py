# Runs under MicroPython (tests/runtimes/run.mjs): the custom-opponent, counters
# and match-panel modules give the same answers as in CPython
# (tests/page/test_custom_micropython.py compares the printed lines).  The players
# data is passed on stdin, as the page reads players.json.
import json
import sys

from connect4.page.ai.custom import check_custom, custom_name, families, normalise_custom
from connect4.page.ai.figures import PlayoutTotals, column_values, move_counters, short_number, time_text
from connect4.page.modes.about.abouttext import about_paragraphs
from connect4.page.modes.match.matchtext import (
    MatchReplay,
    arena_command,
    parse_games,
    summary_text,
    table_rows,
)

players = json.loads(sys.stdin.read())


def show(values):
    """Column values printed the same way in both (dict order and reprs differ)."""
    if values is None:
        return "None"
    return values["caption"] + " | " + ";".join([t + "/" + c for t, c in values["cells"]])


for fam in families(players):
    print(fam.name, fam.title, [(s.name, s.label, s.options is not None) for s in fam.settings])
for title, text in about_paragraphs(players):
    print(title, len(text), text[:60])
for spec in ("minimax:depth=6", "lines:noise=2.0,depth=1", "mcts:playouts=500", "perfect:tie=1",
             "weights:depth=2,version=3", "random"):
    print(spec, normalise_custom(spec, players), custom_name(spec, players))
for spec in ("minimax:depth=9", "lines:noise=nan", "nobody", "mcts:ms=x"):
    print(spec, check_custom(spec, players))
stats = {"player": "minimax:depth=4", "nodes": 12345, "depth": 4, "time": 0.0123,
         "score_kind": "heuristic", "scores": [-50.0, -3.46, 1000000, None, -999998, 2.0, 117649]}
print(move_counters(stats), show(column_values(stats)))
mc = {"player": "mcts", "playouts": 800, "nodes": 800, "time": 1.234, "score_kind": "winrate",
      "column": 2, "scores": [0.5, 0.25, 0.625, None, 0.1, 0.9, 0.333]}
t = PlayoutTotals()
t.add(1, 0, mc)
print(move_counters(mc, t.add(1, 0, mc)), show(column_values(mc)))
ex = {"player": "perfect", "nodes": 0, "time": 0.001, "score_kind": "exact", "ply": 4,
      "scores": [None, None, -2, None, None, -2, -2]}
print(move_counters(ex), show(column_values(ex)))
w = {"player": "weights:version=1", "info": "block now", "nodes": 14, "depth": 1, "time": 0}
print(move_counters(w), [short_number(v) for v in (12, -3.46, 117649, -1234567, 4.0)],
      [time_text(x) for x in (0.0001, 0.0123, 1.234, 12.6)])
print(arena_command("a", "b", 20, 1, True, 0), parse_games(" 20 "))
prog = {"played": 3, "games": 20, "paused": True, "table": {"decisive": 3, "leader": 0,
        "p_text": "0.125", "sides": [
            {"spec": "a", "wld": [3, 0, 0], "as_red": [2, 0, 0], "as_yellow": [1, 0, 0], "win_rate": 1.0},
            {"spec": "b", "wld": [0, 3, 0], "as_red": [0, 1, 0], "as_yellow": [0, 2, 0], "win_rate": 0.0}]}}
print(table_rows(prog, ("A", "B")), summary_text(prog, ("A", "B")))
r = MatchReplay(100)
r.update({"current": {"index": 0, "moves": "44", "a_is_red": True}, "finished": []}, 0)
r.update({"current": {"index": 3, "moves": "12", "a_is_red": False}, "finished": [
    {"index": 0, "moves": "4455667", "result": "red", "a_is_red": True}]}, 50)
print(r.frame(450), r.frame(801), r.index, r.frame(1001))
print("OK custom")
