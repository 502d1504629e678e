"""Review benchmark: time to review a whole game, CPython (the worker to come).

    python3 tests/benchmarks/bench_review.py [--ladder 20] [--random 20] [--bound 5]
                                             [--orders backward,forward] [--check]

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

:func:`measure` takes any callable that reviews one game, so the browser
worker's figures can join these through the same table: a callable that
sends the game to the worker (see ``bench_hints.py`` and
``worker_driver.py``) and returns its records.
"""

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.board import Board  # noqa: E402
from connect4.arena import play_game  # noqa: E402
from connect4.notation import moves_name  # noqa: E402
from connect4.players import ladder  # noqa: E402
from connect4.review import Bound, review_steps  # noqa: E402
from connect4.search_driver import drive  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.api import hint_solver  # noqa: E402

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
            t = r["times"]
            print("| %s | %s | %d | %d | %.2f s | %.2f s | %.2f s | %.2f s | %d | %s |" % (
                name, order, len(games), r["moves"], pct(t, 50), pct(t, 95), max(t),
                max(r["slowest"]), r["unsolved"], r["wrong"] if check else "-"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
