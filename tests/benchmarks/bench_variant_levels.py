"""Time per move of the levels on large boards: level 6 and the strongest level (level 7 where
perfect is not exact), in CPython, over seeded games between them.

Each size plays ``--games`` games of level 6 against level 7, colours alternating, from
random two-move openings (connect4.variants.match), and times every move of both
(process time, one core).  Run:

    python3 tests/benchmarks/bench_variant_levels.py [--sizes 10x8,9x6/5] [--games 2]
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.rng import Rng  # noqa: E402
from connect4.variants.game import VariantGame  # noqa: E402
from connect4.variants.geometry import Geometry  # noqa: E402
from connect4.variants.match import opening  # noqa: E402
from connect4.variants.notation import parse_size  # noqa: E402
from connect4.variants.players import make_variant_player  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10x8,9x6/5,8x7,7x6/popout",
                        help="sizes, /5 for five in a row, /popout for Pop Out")
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    print("| board | level | moves | mean s/move | slowest s | mean nodes |")
    print("|---|---|---|---|---|---|")
    for item in args.sizes.split(","):
        size, _, variant = item.partition("/")
        g = Geometry(*parse_size(size), 5 if variant == "5" else 4)
        popout = variant == "popout"
        times = {"level6": [], "perfect": []}
        nodes = {"level6": [], "perfect": []}
        rng = Rng("bench-%s" % item)
        for i in range(args.games):
            players = {"level6": make_variant_player("level6", g, popout, seed=i),
                       "perfect": make_variant_player("perfect", g, popout, seed=i)}
            order = ("level6", "perfect") if i % 2 == 0 else ("perfect", "level6")
            game = VariantGame(g, popout)
            for move in opening(g, popout, 2, rng):
                game.play(move)
            while not game.is_over() and game.ply < 200:
                spec = order[game.turn]
                t = time.process_time()
                result = players[spec].choose(game)
                times[spec].append(time.process_time() - t)
                nodes[spec].append(result.nodes)
                game.play(result.column)
        name = g.name + (" five" if g.connect == 5 else "") + (" Pop Out" if popout else "")
        for spec in ("level6", "perfect"):
            t = times[spec]
            print("| %s | %s | %d | %.3f | %.3f | %d |" % (
                name, "6" if spec == "level6" else "7 (strongest)", len(t), sum(t) / len(t),
                max(t), sum(nodes[spec]) // len(t)), flush=True)


if __name__ == "__main__":
    main()
