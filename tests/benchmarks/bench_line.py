"""The best line after the scores: its time and length on the shared sets.

    python3 tests/benchmarks/bench_line.py [--count 100] [--sets end_easy,middle_easy,...]

For each set, ``--count`` positions of 12 discs or more spread over the file:
a fresh table, the position's score and best column (untimed, as the hints
have them before "Show the line"), then the whole line to the end of the game
(timed, CPU seconds of this process: the machine is shared).  Prints the
positions, the line lengths, and p50/p90/p99/max of the time.  Issue 34's
target: under 1 s for every position of 12 discs or more.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from shared_data import load_pons  # noqa: E402

from connect4.board import Board  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.line import best_line  # noqa: E402

SETS = "end_easy,middle_easy,middle_medium,begin_easy"


def quantile(sorted_values: list, q: float) -> float:
    """The ``q`` quantile of a sorted list (nearest rank)."""
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def bench_set(solver: Solver, name: str, count: int) -> str:
    """One row of the report: a sample of ``name``'s positions of 12 discs or more."""
    lines = [(m, s) for m, s in load_pons(name) if len(m) >= 12]
    step = max(1, len(lines) // count)
    times, lengths = [], []
    for moves, _ in lines[::step][:count]:
        board = Board.from_notation(moves)
        solver.reset()
        score, _ = solver.best_moves(board, first_only=True)
        start = time.process_time()
        line = best_line(solver, board, score=score)
        times.append(time.process_time() - start)
        lengths.append(len(line))
    times.sort()
    return ("%-14s %4d  plies %2d-%2d  p50 %.3f s  p90 %.3f s  p99 %.3f s  max %.3f s"
            % (name, len(times), min(lengths), max(lengths), quantile(times, 0.5),
               quantile(times, 0.9), quantile(times, 0.99), times[-1]))


def main(argv=None) -> int:
    """Print one row per set."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--sets", default=SETS)
    args = parser.parse_args(argv)
    solver = Solver()
    print("set           lines  line length  line time after the score (CPU)")
    for name in args.sets.split(","):
        print(bench_set(solver, name, args.count), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
