#!/usr/bin/env python3
"""Time per move of every ladder level (or of given specs) in CPython.

    python tests/benchmarks/bench_players.py              # every ladder level
    python tests/benchmarks/bench_players.py minimax:depth=6 mcts:playouts=2000

Each player chooses a move in the same positions: ``--positions`` boards
taken from games of two seeded ``minimax:depth=3`` players after a random
two-ply opening, spread over the whole game (ply 0 to ~34).  Prints median,
95th percentile and max milliseconds per move, and the median nodes.  The
browser's Pyodide worker runs the same code about 2.3x slower.
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from connect4.arena import percentile  # noqa: E402
from connect4.board import Board  # noqa: E402
from connect4.players.ladder import LEVELS  # noqa: E402
from connect4.players.registry import make_player, normalise_spec  # noqa: E402


def positions(count, seed):
    """``count`` unfinished positions from realistic games, early to late."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = Board()
        for _ in range(2):
            board.play(rng.choice(board.legal_moves()))
        players = (make_player("minimax:depth=3", rng.randrange(1 << 30)),
                   make_player("minimax:depth=3", rng.randrange(1 << 30)))
        game = []
        while not board.is_over():
            game.append(board.copy())
            board.play(players[board.turn].choose(board).column)
        # one position every few plies of each game keeps every phase present
        out.extend(game[rng.randrange(3)::4])
    return out[:count]


def bench(spec, boards):
    """(milliseconds per move, nodes per move) of one spec over the boards."""
    player = make_player(spec, seed=1)
    times, nodes = [], []
    for b in boards:
        t0 = time.perf_counter()
        r = player.choose(b)
        times.append((time.perf_counter() - t0) * 1000)
        nodes.append(r.nodes)
    return times, nodes


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="*", help="player specs (default: every ladder level)")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.specs:
        rows = [("-", "-", normalise_spec(s)) for s in args.specs]
    else:
        rows = [(lv.number, lv.label, normalise_spec(lv.spec)) for lv in LEVELS]
    boards = positions(args.positions, args.seed)
    print("CPython %s, %d positions (ply %d..%d)" % (
        sys.version.split()[0], len(boards), min(b.ply for b in boards), max(b.ply for b in boards)))
    print()
    print("| Level | Label | Spec | Median ms | p95 ms | Max ms | Median nodes |")
    print("|---|---|---|---|---|---|---|")
    for level, label, spec in rows:
        if spec.startswith("perfect") and not make_player(spec).solver.covers_opening():
            # without a book of the openings the early positions are full solves (hours each)
            print("| %s | %s | `%s` | opening book incomplete: not timed | | | |" % (level, label, spec))
            continue
        times, nodes = bench(spec, boards)
        print("| %s | %s | `%s` | %.1f | %.1f | %.1f | %d |" % (
            level, label, spec, statistics.median(times), percentile(times, 95), max(times),
            statistics.median(nodes)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
