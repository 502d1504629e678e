# Runs under MicroPython (tests/runtimes/run.mjs): the training modules (the mistake
# bank, the schedule, the dashboard) give the same answers as in CPython
# (tests/training/test_training_micropython.py compares the printed lines;
# check_training.py runs the others).  A small puzzle set's text is passed on stdin, as the page fetches it.
import sys

from connect4.puzzles.progress import Progress
from connect4.puzzles.record import LazySet
from connect4.review.chart import markup
from connect4.training.bank import Bank, BankError, entry_puzzle, mistake_themes
from connect4.training.dashboard import (
    accuracy_points,
    accuracy_tree,
    rating_points,
    rating_tree,
    themes_table,
)
from connect4.training.schedule import Schedule, weekday

DAY = 20782

# The solver's review of 44443261 (tests/training/test_bank.py makes it): red
# blunders at move 5, yellow at move 8.
GAME = "44443261"
RECORDS = [
    {"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best", "better": [], "keeps": []},
    {"ply": 2, "column": 4, "score": -1, "kept": -1, "verdict": "best", "better": [], "keeps": []},
    {"ply": 3, "column": 4, "score": 1, "kept": 1, "verdict": "best", "better": [], "keeps": []},
    {"ply": 4, "column": 4, "score": -1, "kept": -1, "verdict": "best", "better": [], "keeps": []},
    {"ply": 5, "column": 3, "score": 1, "kept": -2, "verdict": "blunder", "better": [4],
     "keeps": [4]},
    {"ply": 6, "column": 2, "score": 2, "kept": 2, "verdict": "best", "better": [], "keeps": []},
    {"ply": 7, "column": 6, "score": -2, "kept": -2, "verdict": "best", "better": [], "keeps": []},
    {"ply": 8, "column": 1, "score": 2, "kept": -17, "verdict": "blunder", "better": [5],
     "keeps": [5]},
]


def mirrored(records):
    out = []
    for r in records:
        m = dict(r)
        m["column"] = 8 - r["column"]
        m["better"] = sorted([8 - c for c in r["better"]])
        m["keeps"] = sorted([8 - c for c in r["keeps"]])
        out.append(m)
    return out


def show(entry):
    return "%d %s %s %s %s g%d %s solves=%s kept=%s done=%s %d/%d" % (
        entry["key"], entry["position"], entry["side"], entry["goal"], entry["accept"],
        entry["games"], entry["themes"], entry["solves"], entry["kept"], entry["done"],
        entry["tries"], entry["misses"])


game = {"id": "g1", "day": DAY, "moves": GAME, "human": ["red", "yellow"], "records": RECORDS}
mirror = {"id": "g2", "day": DAY + 1, "moves": "".join(str(8 - int(c)) for c in GAME),
          "human": ["red", "yellow"], "records": mirrored(RECORDS)}
bank = Bank()
for record, day in ((game, DAY), (mirror, DAY + 1)):
    for e in bank.add_game(record, day):
        print("in", show(e))
red, yellow = [e["key"] for e in bank.entries()]
print(sorted(entry_puzzle(bank.get(yellow)).items()))
for key, right, day in ((red, True, DAY), (red, True, DAY), (red, True, DAY + 2),
                        (yellow, True, DAY), (yellow, False, DAY + 1), (yellow, True, DAY + 2)):
    print("answered", show(bank.answered(key, right, day)))
print("queue", [e["position"] for e in bank.queue(DAY + 2)])
print("keep", show(bank.keep(red)), show(bank.keep(red, False)))
try:
    bank.add_game(dict(game, moves="44x"), DAY)
except BankError as exc:
    print("refused", str(exc)[:60])
stored = bank.to_records()
stored[1]["key"] += 1
again = Bank.from_records(stored + [None, {"key": 1}])
print("stored", len(again), again.dropped, [show(e) for e in again.entries()])
print("themes", mistake_themes("112233", [4], "win", 18), mistake_themes("171727", [7], "win", 3),
      mistake_themes("2737", [4], "win", 18), mistake_themes("4444", [4], "win", 1))

schedule = Schedule()
print("off", schedule.answered("p1", False, DAY), schedule.summary(DAY))
schedule.on = True
for item, right, day in (("p1", False, DAY), ("m%d" % yellow, False, DAY), ("p1", True, DAY + 1),
                         ("p1", True, DAY + 4), ("p2", True, DAY), ("m9", True, DAY + 3)):
    print("schedule", item, right, day, sorted((schedule.answered(item, right, day) or {}).items()))
for day in range(DAY, DAY + 14, 3):
    print(day, weekday(day), schedule.due(day), schedule.summary(day))
print("queue due", [e["position"] for e in bank.queue(DAY + 1, schedule)])
back = Schedule.from_json(schedule.to_json())
print("json", back.on, sorted(back.items.items()) == sorted(schedule.items.items()),
      Schedule.from_json("{bad").on)

progress = Progress()
for i, (id, right, level) in enumerate(((1, True, 3), (3, False, 2), (4, True, 5), (2, True, 6))):
    progress.record(id, right, level, day=DAY + i // 2)
print("history", progress.history, sorted(progress.results().items()))
print("progress", Progress.from_json(progress.to_json()).history)
puzzles = LazySet(sys.stdin.read())
for row in themes_table(progress, puzzles, bank.entries()):
    print("row", row["theme"], row["name"], row["solved"], row["failed"], row["mistakes"])
points = rating_points(progress.history)
print(markup(rating_tree(points)))
games = [game, mirror, dict(game, day=DAY - 3, human=["yellow"]), dict(game, records=[])]
print(accuracy_points(games))
print(markup(accuracy_tree(accuracy_points(games))))
print("OK training")
