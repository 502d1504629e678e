"""The ladder on other boards: each level against the one below (1v2 ... 6v7), p-values, times.

Each pair plays ``--games`` games (connect4.variants.match.variant_match: colours
alternating, pairs of games from one seeded random opening of ``--plies`` moves);
the p-value is the one-sided binomial test of the upper level's wins among the
decisive games (connect4.arena.binomial_p_value, the 7x6 ladder's), and a level
beats the one below when p <= 0.05.  Prints a markdown table for docs/board-sizes.md
("The ladder on other boards").  One process, one core.  Run, e.g.:

    python3 tests/benchmarks/ladder_variants.py --size 8x7 --games 40
    python3 tests/benchmarks/ladder_variants.py --size 9x6 --connect 5 --games 30
    python3 tests/benchmarks/ladder_variants.py --size 7x6 --popout --games 30
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.arena import binomial_p_value  # noqa: E402
from connect4.variants.geometry import Geometry  # noqa: E402
from connect4.variants.levels import level_label  # noqa: E402
from connect4.variants.match import variant_match  # noqa: E402
from connect4.variants.notation import parse_size  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="8x7")
    parser.add_argument("--connect", type=int, default=4)
    parser.add_argument("--popout", action="store_true")
    parser.add_argument("--games", type=int, default=40, help="games per pair (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=2, help="random opening moves")
    parser.add_argument("--pairs", default="1-2,2-3,3-4,4-5,5-6,6-7",
                        help="the pairs of levels, lower-upper, comma separated")
    args = parser.parse_args()
    g = Geometry(*parse_size(args.size), args.connect)
    name = "%s%s%s" % (g.name, " five in a row" if args.connect == 5 else "",
                       " Pop Out" if args.popout else "")
    print("%s, %d games a pair, %d random opening moves, seed %d" % (name, args.games,
                                                                    args.plies, args.seed))
    print("| upper vs lower | games | W / D / L (upper's) | p | s/game |")
    print("|---|---|---|---|---|")
    for pair in args.pairs.split(","):
        low, high = (int(x) for x in pair.split("-"))
        spec = lambda n: "perfect" if n == 7 else "level%d" % n  # noqa: E731
        t = time.process_time()
        w, d, losses = variant_match(spec(high), spec(low), g, args.popout, args.games,
                                     args.seed, args.plies)
        p = binomial_p_value(w, w + losses)
        label = level_label(spec(high), g, args.popout).split(" · ")[0]
        print("| %s vs %d | %d | %d / %d / %d | %s | %.2f |" % (
            label, low, args.games, w, d, losses, ("%.2g" % p) + ("" if p <= 0.05 else " (no)"),
            (time.process_time() - t) / args.games), flush=True)


if __name__ == "__main__":
    main()
