"""Verify the whole shipped puzzle set with the solver: prints how many and how long.

    .venv/bin/python tests/benchmarks/bench_puzzles.py [--every N]

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="check every Nth puzzle only")
    args = parser.parse_args()
    puzzles = load_set()
    solver, problem = hint_solver()
    if problem:
        print("note: %s" % problem)
    start = time.perf_counter()
    bad = 0
    slowest = (0.0, None)
    checked = puzzles[::args.every]
    for p in checked:
        t = time.perf_counter()
        problems = verify.check(p, solver)
        spent = time.perf_counter() - t
        slowest = max(slowest, (spent, p.id))
        if problems:
            bad += 1
            print("puzzle %d: %s" % (p.id, "; ".join(problems)))
    dups = verify.duplicates(puzzles)
    for a, b in dups:
        print("puzzles %d and %d: the same position or mirror images" % (a, b))
    elapsed = time.perf_counter() - start
    size = Path(data_path()).stat().st_size
    print("checked %d of %d puzzles (%d bytes) in %.1f s (%.3f s each; slowest %.2f s, puzzle %s): "
          "%d failed, %d duplicates" % (len(checked), len(puzzles), size, elapsed,
                                         elapsed / max(1, len(checked)), slowest[0], slowest[1],
                                         bad, len(dups)))
    return 1 if bad or dups else 0


if __name__ == "__main__":
    sys.exit(main())
