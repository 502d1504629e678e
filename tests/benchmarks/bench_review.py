"""Review benchmark: time to review a whole game, in CPython and in Pyodide.

    python3 tests/benchmarks/bench_review.py [--ladder 20] [--random 20] [--bound 5]
                                             [--orders backward,forward] [--check]
                                             [--pyodide]

Two samples of whole games (the issue's): ``--ladder`` games between two
ladder levels drawn at random (seeded; level 7 is the perfect player, so
some games are one-sided), played with the ladder's own players, and
``--random`` games of random moves (seeded).  Each game is reviewed the way
the command line and the worker do it: one solver with the opening book
and the 12-disc database, its table cleared before each game and shared by
the game's positions, every position searched within ``--bound`` seconds
per move (a position past it is unsolved: the bound hits are counted).
Times are CPU seconds of this process (the machine is shared), per game:
median, p95, max, and the slowest single move.  ``--orders`` compares
solving from the last position back to the first with the other way.
``--check`` solves every position again with an independent solver (no
book, its own table) and counts the scores that differ.

``--pyodide`` also reviews every game in Pyodide, the browser worker's
interpreter, run by Node.js (``tests/runtimes/run.mjs``; ``npm ci`` first):
the worker's speed without its page, in Node's CPU seconds, the 12-disc
database loaded from the installed package.  :func:`measure` takes any
callable that reviews one game, so the worker's own figures can join these
through the same table: a callable that sends the game to the worker (see
``bench_hints.py`` and ``worker_driver.py``) once it has a review request.
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.arena import play_game  # noqa: E402
from connect4.board import Board  # noqa: E402
from connect4.notation import moves_name  # noqa: E402
from connect4.players import ladder  # noqa: E402
from connect4.review import Bound, review_steps  # noqa: E402
from connect4.search_driver import drive  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.api import hint_solver  # noqa: E402
from connect4.solver.book import DEFAULT_PATH as BOOK_PATH  # noqa: E402
from connect4.solver.hintdata import default_path  # noqa: E402

#: How often a bounded review looks at the clock (the worker's slice).
SLICE = 0.05


def pct(values, p):
    """The ``p``-th percentile by the nearest rank (the other benchmarks' rule)."""
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def ladder_games(count, seed=27):
    """``count`` games between two different levels, drawn at random."""
    rng = random.Random(seed)
    games = []
    for k in range(count):
        red, yellow = rng.sample(ladder.LEVELS, 2)
        game = play_game(red.spec, yellow.spec, red_seed=seed + k, yellow_seed=seed + 100 + k)
        games.append(("%d-%d" % (red.number, yellow.number), moves_name(game["moves"])))
    return games


def random_games(count, seed=27):
    """``count`` games of random moves from the empty board to the end."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        board = Board()
        while not board.is_over():
            board.play(rng.choice(board.legal_moves()))
        games.append(("random", board.notation()))
    return games


def unsolved_positions(records) -> int:
    """Positions the review could not solve within its bound (each move's
    position before it, and the one after the last move)."""
    missing = sum(1 for r in records if r["score"] is None)
    return missing + (1 if records and records[-1]["kept"] is None else 0)


def cpython_reviewer(solver, bound_seconds, backward=True):
    """A callable reviewing one game in this process: ``moves -> (records,
    CPU seconds, slowest move's CPU seconds)``."""
    def review_one(moves):
        solver.reset()
        bound = Bound(seconds=bound_seconds, clock=time.process_time) if bound_seconds else None
        steps = review_steps(moves, solver, bound, SLICE if bound else None, backward=backward)
        marks = [time.process_time()]

        def on_step(step):
            if "move" in step:
                marks.append(time.process_time())
        records = drive(steps, on_step)
        marks.append(time.process_time())
        slowest = max(b - a for a, b in zip(marks, marks[1:]))
        return records, marks[-1] - marks[0], slowest
    return review_one


#: Run inside Pyodide: review each game of GAMES with the database at DATA,
#: print ``[moves, records, seconds, slowest move]`` a line.
_PYODIDE_SCRIPT = """
import json, sys
sys.path.insert(0, "/project")
from connect4.review import Bound, review_steps
from connect4.search_driver import drive
from connect4.solver.api import Solver
from connect4.solver.hintdata import HintData
import js  # Node's process: its CPU time, as this machine is shared

def cpu():
    return js.process.cpuUsage().user / 1e6

solver = Solver(hint_data=HintData.load("/project" + %(data)r))
for moves in json.load(open("/project" + %(games)r)):
    solver.reset()
    bound = Bound(seconds=%(bound)r, clock=cpu) if %(bound)r else None
    marks = [cpu()]
    def on_step(step):
        if "move" in step:
            marks.append(cpu())
    records = drive(review_steps(moves, solver, bound, %(slice)r if bound else None,
                                 backward=%(backward)r), on_step)
    marks.append(cpu())
    slowest = max(b - a for a, b in zip(marks, marks[1:]))
    print(json.dumps([moves, records, marks[-1] - marks[0], slowest]), flush=True)
"""


def pyodide_reviewer(games, bound_seconds, backward=True):
    """Review ``games`` in Pyodide under Node.js at once; returns a callable
    for :func:`measure` that gives each game's answer (Node's CPU seconds)."""
    # the modules a review imports, found by importing them here
    files = sorted({str(Path(m.__file__).relative_to(ROOT)) for name, m in sys.modules.items()
                    if name.startswith("connect4") and getattr(m, "__file__", None)})
    work = Path(tempfile.mkdtemp())
    (work / "games.json").write_text(json.dumps([m for _, m in games]))
    data = str(default_path())
    script = work / "review.py"
    script.write_text(_PYODIDE_SCRIPT % {"data": data, "games": str(work / "games.json"),
                                         "bound": bound_seconds, "slice": SLICE,
                                         "backward": backward})
    # run.mjs copies each file to /project/<path>: absolute paths land under /project too
    proc = subprocess.run(["node", str(ROOT / "tests" / "runtimes" / "run.mjs"), "pyodide",
                           str(script), *files, str(BOOK_PATH.relative_to(ROOT)), data,
                           str(work / "games.json")],
                          cwd=ROOT, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError("Pyodide run failed: %s" % proc.stderr[-2000:])
    answers = {}
    for line in proc.stdout.splitlines():
        moves, records, seconds, slowest = json.loads(line)
        answers[moves] = (records, seconds, slowest)
    return answers.__getitem__


def measure(games, review_one, check=None):
    """Review every ``(label, moves)`` game with ``review_one``; returns
    ``{"times", "slowest", "moves", "unsolved", "wrong"}``.

    ``check(moves, records)``, if given, returns how many scores are wrong.
    """
    out = {"times": [], "slowest": [], "moves": 0, "unsolved": 0, "wrong": 0}
    for _, moves in games:
        records, seconds, slowest = review_one(moves)
        out["times"].append(seconds)
        out["slowest"].append(slowest)
        out["moves"] += len(records)
        out["unsolved"] += unsolved_positions(records)
        if check is not None:
            out["wrong"] += check(moves, records)
    return out


def reference_check(data):
    """``check`` for :func:`measure`: every score against an independent
    solver (no book, its own table; the database only below 13 discs)."""
    reference = Solver(book=False, hint_data=data)

    def check(moves, records):
        reference.reset()
        wrong = 0
        for r in reversed(records):
            if r["score"] is not None and reference.solve(moves[:r["ply"] - 1]) != r["score"]:
                wrong += 1
        return wrong
    return check


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ladder", type=int, default=20, help="ladder games (default 20)")
    ap.add_argument("--random", type=int, default=20, help="random games (default 20)")
    ap.add_argument("--bound", type=float, default=5.0,
                    help="CPU seconds per move before a position is unsolved (0: none)")
    ap.add_argument("--orders", default="backward,forward")
    ap.add_argument("--check", action="store_true", help="check every score independently")
    ap.add_argument("--pyodide", action="store_true",
                    help="also review in Pyodide under Node.js (the worker's interpreter)")
    args = ap.parse_args(argv)
    solver, problem = hint_solver()
    if problem:
        print("note:", problem)
    sets = {"ladder": ladder_games(args.ladder), "random": random_games(args.random)}
    for name, games in sets.items():
        lengths = sorted(len(m) for _, m in games)
        print("%s: %d games, %d-%d moves (median %d)" % (name, len(games), lengths[0],
                                                          lengths[-1], pct(lengths, 50)))
    print("\nCPython, CPU seconds to review a whole game (bound %s per move):"
          % ("%g s" % args.bound if args.bound else "none"))
    print("| set | order | games | moves | p50 | p95 | max | slowest move | bound hits "
          "| checked wrong |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    check = reference_check(solver.hint_data) if args.check else None
    for order in args.orders.split(","):
        review_one = cpython_reviewer(solver, args.bound, backward=order == "backward")
        for name, games in sets.items():
            r = measure(games, review_one, check)
            print(row(name, order, games, r, check), flush=True)
    if not args.pyodide:
        return 0
    print("\nPyodide under Node.js, CPU seconds to review a whole game (bound %s per "
          "move); checked: the same records as CPython:" % ("%g s" % args.bound if args.bound
                                                            else "none"))
    print("| set | order | games | moves | p50 | p95 | max | slowest move | bound hits "
          "| checked wrong |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for order in args.orders.split(","):
        backward = order == "backward"
        for name, games in sets.items():
            review_one = pyodide_reviewer(games, args.bound, backward)
            cp = cpython_reviewer(solver, 0, backward)

            def wrong(moves, records, cp=cp):
                return sum(1 for a, b in zip(records, cp(moves)[0]) if not agrees(a, b))
            print(row(name, order, games, measure(games, review_one, wrong), True), flush=True)
    return 0


def agrees(record, full):
    """True if ``record`` says what ``full`` (no bound) says, as far as it knows."""
    if record["verdict"] == "unsolved":
        return record["score"] in (None, full["score"]) and record["kept"] in (None, full["kept"])
    if record["better"] is None:  # the bound ran out while looking for better columns
        return dict(record, better=full["better"], keeps=full["keeps"]) == full
    return record == full


def row(name, order, games, r, checked):
    """A line of the figures' table."""
    t = r["times"]
    return "| %s | %s | %d | %d | %.2f s | %.2f s | %.2f s | %.2f s | %d | %s |" % (
        name, order, len(games), r["moves"], pct(t, 50), pct(t, 95), max(t),
        max(r["slowest"]), r["unsolved"], r["wrong"] if checked else "-")


if __name__ == "__main__":
    sys.exit(main())
