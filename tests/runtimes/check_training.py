# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: the training modules give
# the same answers on both (tests/training/test_race.py compares the printed lines).  The
# puzzle set's text is passed on stdin, as the page fetches it.
import sys

from connect4.puzzles.progress import Progress
from connect4.puzzles.record import LazySet
from connect4.training import carry, mixes, race, storm

puzzles = LazySet(sys.stdin.read())
for seed in ("friday7", "a", "zzzzzzzzzzzzzzzz", "0123456789", "Race42"):
    print("race", seed, race.race_ids(seed, puzzles))
for dice in (0, 1, 123456789, 2 ** 30 - 1):
    print("new", dice, race.new_seed(dice))
print("storm", storm.storm_order(puzzles, "s1"))
run = race.RaceRun(puzzles, "friday7")
for i in range(10):
    a = run.current_attempt()
    col = a.accepted()[0] if i % 3 else (a.accepted()[0] + 1) % 7
    while run.click(col, 1000 + 7123 * i)["outcome"] == "continue":
        col = run.current_attempt().accepted()[0]
print("result", run.result_query(), run.failed)
mix = mixes.parse("ZT.2-5")
print("mix", mix.param(), mix.label(), mix.count(puzzles), mix.next_id(puzzles, Progress(), 600))
text = carry.build({"connect4.a": "1", "b": "2"}, {"bank": [], "games": []}, "2026-11-27")
print("carry", carry.read(text)[0], carry.file_name("2026-11-27"))
# what a strict JSON parser refuses is refused on both (MicroPython's json took the colon)
# (a fixed text: the two json.dumps order an object's members differently)
text = ('{"app": "connect4", "kind": "progress", "version": 1, "exported": "2026-11-27", '
        '"storage": {"connect4.coach.v1": "1", "connect4.puzzles": "{}"}, '
        '"records": {"bank": [], "games": []}}')
print("carry", sorted(carry.read(text)[0].items()), sorted(carry.read(text)[1].items()))
for bad in ("{", '{"app": "connect4", "kind": "progress", "version": 2}', "[]",
            text.replace('"1",', '"1",:'), text.replace("[]", "[NaN]", 1), text[:-1] + ",}",
            text.replace(": ", ": [" * 40, 1), text.replace('"2026', '"\\q2026'),
            text.replace('"}', '"\t}', 1), text.replace("1,", "01,", 1),
            text.replace("[]", "[1e999]", 1), text.encode() + b"\xff"):
    try:
        carry.read(bad)
    except carry.ImportRefused as exc:
        print("refused", exc.kind, str(exc))
    else:
        print("accepted", bad)
print("OK training")
