"""The explanations measured on Pascal Pons' sets: coverage, contradictions, time and the checker.

    .venv/bin/python tests/benchmarks/bench_why.py [--first N] [--sets L2_R1,L2_R2,L1_R3]
        [--static] [--check] [--jobs 2]

For every position: :func:`connect4.explain.why.explain` with the set's exact
score, and without it (``--blind``: the claim must still agree).  A position is
*explained* when the claim is not null and agrees with the exact score; a
claim that contradicts it is counted (and must be 0).  ``--static``: the static
rules alone (no tree), the figure to set beside rpachauri/connect4's 32 of
the issue's 300.  ``--check``: every explanation played by the checker
(:mod:`connect4.explain.check`): every reply at 10 empty cells or fewer, else
10 random games and, from 24 discs on, the solver's strongest reply.
Prints one table per run: per set, split by who wins, and by discs.
"""

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from connect4.board import Board  # noqa: E402
from connect4.explain import static  # noqa: E402
from connect4.explain.check import Failure, check  # noqa: E402
from connect4.explain.why import explain  # noqa: E402
from connect4.site import pons  # noqa: E402

SOLVER = []


def agrees(claim: str, score: int, ply: int) -> bool:
    """True if ``claim`` agrees with the exact ``score`` (for the side to move)."""
    red = score if ply % 2 == 0 else -score
    return {"red wins": red > 0, "yellow wins": red < 0,
            "red draws at least": red >= 0, "yellow draws at least": red <= 0}[claim]


def exact(claim: str, score: int, ply: int) -> bool:
    """True if ``claim`` says the whole result (a win for the winner, a draw for a draw)."""
    red = score if ply % 2 == 0 else -score
    if red == 0:
        return claim.endswith("draws at least")
    return claim == ("red wins" if red > 0 else "yellow wins")


def _strongest(root: str):
    def attack(current, mask, ply, moves):
        from connect4.solver import Solver  # a process's own solver, made on first use
        if not SOLVER:
            SOLVER.append(Solver())
        board = Board.from_notation(root + "".join(str(c + 1) for c in moves))
        return SOLVER[0].best_moves(board, first_only=True)[1][0]
    return attack


def one(job):
    """Measure one position: ``(set, discs, wins, claim, agrees, exact, ms, checked, failure)``."""
    name, moves, score, static_only, do_check, blind = job
    board = Board.from_notation(moves)
    start = time.perf_counter()
    if static_only:
        proof = static.prove(board.current, board.mask, board.ply)
        claim = proof.claim if proof else None
        why = None
    else:
        why = explain(board.current, board.mask, board.ply, None if blind else score)
        claim = why["claim"]
    ms = (time.perf_counter() - start) * 1000
    checked, failure = 0, None
    if do_check and why and claim:
        try:
            checked = check(why, board.current, board.mask, board.ply,
                            strongest=_strongest(moves) if board.ply >= 24 else None, randoms=10)
        except Failure as exc:
            failure = "%s %d: %s" % (moves, score, exc)
    return (name, board.ply, score > 0, claim, bool(claim) and agrees(claim, score, board.ply),
            bool(claim) and exact(claim, score, board.ply), ms, checked, failure)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=0, help="the first N positions of each set (0: all)")
    parser.add_argument("--sets", default="Test_L2_R1,Test_L2_R2,Test_L1_R3,Test_L3_R1")
    parser.add_argument("--static", action="store_true", help="the static rules alone")
    parser.add_argument("--check", action="store_true", help="play every explanation with the checker")
    parser.add_argument("--blind", action="store_true", help="explain without the exact score")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    folder = pons.locate()
    jobs = []
    for name in args.sets.split(","):
        rows = pons.load(name, folder)
        for moves, score in rows[:args.first or None]:
            jobs.append((name, moves, score, args.static, args.check, args.blind))
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        results = pool.map(one, jobs, chunksize=4)
    report(results, args, time.perf_counter() - start)
    return 1 if any(not r[4] and r[3] for r in results) or any(r[8] for r in results) else 0


def report(results: list, args, seconds: float) -> None:
    """Print the tables."""
    what = "static rules only" if args.static else "rules and trees" + (" (blind)" if args.blind else "")
    print("## %s, first %s of each set, %.0f s with %d jobs" % (
        what, args.first or "all", seconds, args.jobs))
    print()
    print("| set | positions | explained | side to move wins | cannot win | exact result | contradicted |")
    print("|---|---|---|---|---|---|---|")
    for name in args.sets.split(","):
        rows = [r for r in results if r[0] == name]
        win = [r for r in rows if r[2]]
        lose = [r for r in rows if not r[2]]
        print("| %s | %d | %d | %d of %d | %d of %d | %d | %d |" % (
            name, len(rows), sum(r[4] for r in rows), sum(r[4] for r in win), len(win),
            sum(r[4] for r in lose), len(lose), sum(r[5] for r in rows),
            sum(1 for r in rows if r[3] and not r[4])))
    print()
    print("| discs | positions | explained | cannot win: explained |")
    print("|---|---|---|---|")
    for low in range(0, 42, 6):
        rows = [r for r in results if low <= r[1] < low + 6]
        if rows:
            lose = [r for r in rows if not r[2]]
            print("| %d-%d | %d | %d | %d of %d |" % (low, low + 5, len(rows), sum(r[4] for r in rows),
                                                    sum(r[4] for r in lose), len(lose)))
    times = sorted(r[6] for r in results)
    print()
    print("time per position: median %.1f ms, 90th percentile %.1f ms, worst %.1f ms" % (
        times[len(times) // 2], times[len(times) * 9 // 10], times[-1]))
    if args.check:
        games = sum(r[7] for r in results)
        failures = [r[8] for r in results if r[8]]
        print("checker: %d explanations played, %d games, %d failures" % (
            sum(1 for r in results if r[7]), games, len(failures)))
        for f in failures[:20]:
            print("  FAIL", f)


if __name__ == "__main__":
    sys.exit(main())
