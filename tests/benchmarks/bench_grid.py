"""Grid -> move order: the worst time over random grids, in CPython and MicroPython.

    python3 tests/benchmarks/bench_grid.py [--grids 400] [--seed 34]

Reachable grids: random games stopped at a random ply, a quarter of them
played to the end (won or full boards).  Unreachable-looking grids: random
heights (a third of them full), the discs coloured at random with red's
count equal to yellow's or one more, so that gravity and the counts pass and
the fours and the search decide.  Prints the worst and median time of each
kind, and what the second kind's grids were refused for.  Issue 34's target:
under 1 s for any reachable grid.  ``--micropython`` also runs the reachable
sample in the page's interpreter (under Node.js).
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import connect4  # noqa: E402
from connect4.board import Board  # noqa: E402
from connect4.errors import Connect4Error  # noqa: E402
from connect4.position.grid import grid_of  # noqa: E402
from connect4.position.reconstruct import moves_to_grid  # noqa: E402


def reachable(rng: random.Random, count: int) -> list:
    """``count`` grids of random games (a quarter to the end)."""
    out = []
    for _ in range(count):
        b = Board()
        stop = 42 if rng.random() < 0.25 else rng.randint(0, 42)
        while b.ply < stop and not b.is_over():
            b.push(rng.choice(b.legal_moves()))
        out.append(grid_of(b.current, b.mask, b.ply))
    return out


def random_grids(rng: random.Random, count: int) -> list:
    """``count`` grids with gravity and counts right, colours at random."""
    out = []
    for i in range(count):
        heights = [6] * 7 if i % 3 == 0 else [rng.randint(0, 6) for _ in range(7)]
        n = sum(heights)
        colours = [0] * ((n + 1) // 2) + [1] * (n // 2)
        rng.shuffle(colours)
        red = yellow = 0
        k = 0
        for col, h in enumerate(heights):
            for row in range(h):
                if colours[k] == 0:
                    red |= 1 << (col * 7 + row)
                else:
                    yellow |= 1 << (col * 7 + row)
                k += 1
        out.append((red, yellow))
    return out


def timed(grids: list):
    """``(times, refusals by the first words of their message)``."""
    times, refused = [], {}
    for red, yellow in grids:
        start = time.perf_counter()
        try:
            moves_to_grid(red, yellow)
        except Connect4Error as exc:
            why = " ".join(str(exc).replace("'s", "").split()[1:4])
            refused[why] = refused.get(why, 0) + 1
        times.append(time.perf_counter() - start)
    return times, refused


def main(argv=None) -> int:
    """Print the worst and median times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grids", type=int, default=400)
    parser.add_argument("--seed", type=int, default=34)
    parser.add_argument("--micropython", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    for name, grids in (("reachable", reachable(rng, args.grids)),
                        ("random", random_grids(rng, args.grids))):
        times, refused = timed(grids)
        print("%-10s %4d grids  worst %.1f ms  median %.2f ms  refused: %s"
              % (name, len(grids), 1000 * max(times), 1000 * statistics.median(times),
                 ", ".join("%s %d" % kv for kv in sorted(refused.items())) or "none"))
    if args.micropython:
        from js_runtimes import run_in  # the runtimes' helpers: only with --micropython

        from connect4.site.builder import bundle_of  # the builder (and its data): likewise
        proc = run_in("micropython", "tests/runtimes/check_position.py",
                      connect4.MAIN_THREAD_MODULES + bundle_of("position"))
        print("micropython (200 random games):", proc.stdout.splitlines()[-1], proc.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
