"""Verify the whole shipped puzzle set with the solver: prints how many and how long.

    .venv/bin/python tests/benchmarks/bench_puzzles.py [--every N] [--jobs N]

Each puzzle is checked by :func:`connect4.puzzles.verify.check` (every stored
score, every only move, every reply's best defence, where the line stops,
the themes) with the solver, its opening book and the 12-disc database; then
no two positions are the same or mirror images.  Exit status 1 if any fails.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from connect4.puzzles import verify  # noqa: E402
from connect4.puzzles.record import data_path, load_set  # noqa: E402
from connect4.solver.api import hint_solver  # noqa: E402

_solver = []


def _check(p):
    """``(seconds, id, problems)`` of one puzzle, with this process's solver."""
    if not _solver:
        _solver.append(hint_solver()[0])
    t = time.perf_counter()
    problems = verify.check(p, _solver[0])
    return time.perf_counter() - t, p.id, problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="check every Nth puzzle only")
    parser.add_argument("--jobs", type=int, default=1, help="processes sharing the puzzles")
    args = parser.parse_args()
    puzzles = load_set()
    problem = hint_solver()[1]
    if problem:
        print("note: %s" % problem)
    start = time.perf_counter()
    bad = 0
    slowest = (0.0, None)
    checked = puzzles[::args.every]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_check, checked, chunksize=8)
    else:
        results = [_check(p) for p in checked]
    for spent, pid, problems in results:
        slowest = max(slowest, (spent, pid))
        if problems:
            bad += 1
            print("puzzle %d: %s" % (pid, "; ".join(problems)))
    dups = verify.duplicates(puzzles)
    for a, b in dups:
        print("puzzles %d and %d: the same position or mirror images" % (a, b))
    elapsed = time.perf_counter() - start
    size = Path(data_path()).stat().st_size
    print("checked %d of %d puzzles (%d bytes) in %.1f s with %d process(es) (slowest %.2f s, "
          "puzzle %s): %d failed, %d duplicates" % (len(checked), len(puzzles), size, elapsed,
                                                    args.jobs, slowest[0], slowest[1], bad,
                                                    len(dups)))
    return 1 if bad or dups else 0


if __name__ == "__main__":
    sys.exit(main())
