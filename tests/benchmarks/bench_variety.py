#!/usr/bin/env python3
"""Variety: how many distinct games each level plays against the same human moves.

    python tests/benchmarks/bench_variety.py                 # every level, 20 games each way
    python tests/benchmarks/bench_variety.py --games 20 --levels 1 2 7

The "human" is a fixed list of columns (``--human``, 1-based): at each of its
turns it plays the next column of the list that is not full, the list read
round and round, so its moves change only when the AI's do.  Each level
plays ``--games`` games against it with the game seeds 0, 1, ..., once with
the human as red and once as yellow.  A level that chose its moves without
the seed would play one game every time; one that memorising cannot beat
plays ``--games`` different games.  Prints, per level, the distinct games,
the distinct first replies, and the human's results (W-L-D).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from connect4.board import Board  # noqa: E402
from connect4.players.base import run_to_end  # noqa: E402
from connect4.players.ladder import LEVELS  # noqa: E402
from connect4.players.registry import make_player  # noqa: E402

#: A beginner's game plan: the centre, then around it (1-based columns).
HUMAN = "4435261774352616"


def human_column(board, plan, turn):
    """The plan's next column that is not full, from the plan's ``turn``-th entry on."""
    legal = set(board.legal_moves())
    for k in range(len(plan)):
        col = int(plan[(turn + k) % len(plan)]) - 1
        if col in legal:
            return col
    raise AssertionError("no legal column")


def play(spec, seed, human_colour, plan):
    """One game of ``spec`` (seeded) against the plan; ``(moves, result)``."""
    ai = make_player(spec, seed)
    board = Board()
    turn = 0
    while not board.is_over():
        if board.turn == human_colour:
            col = human_column(board, plan, turn)
            turn += 1
        else:
            col = run_to_end(ai.think(board)).column
        board.play(col)
    return "".join(str(c + 1) for c in board.moves), board.result()


def measure(spec, games, human_colour, plan):
    """``(distinct games, distinct first AI moves, human W-L-D)`` over seeds 0..games-1."""
    seen, firsts, wld = set(), set(), [0, 0, 0]
    colour = ("red", "yellow")[human_colour]
    for seed in range(games):
        moves, result = play(spec, seed, human_colour, plan)
        seen.add(moves)
        firsts.add(moves[1 - human_colour])
        wld[2 if result == "draw" else (0 if result == colour else 1)] += 1
    return len(seen), len(firsts), wld


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--levels", type=int, nargs="*", default=[lv.number for lv in LEVELS])
    parser.add_argument("--spec", action="append", metavar="SPEC",
                        help="measure these specs instead of the levels (repeatable)")
    parser.add_argument("--human", default=HUMAN, help="the human's columns, 1-based (default %s)"
                        % HUMAN)
    args = parser.parse_args(argv)
    print("%d games per level and colour against the human plan %s (game seeds 0-%d)"
          % (args.games, args.human, args.games - 1))
    print("| level | spec | human red: distinct games, first replies, human W-L-D "
          "| human yellow: distinct games, first moves, human W-L-D |")
    print("|---|---|---|---|")
    rows = ([("spec %d" % (i + 1), s) for i, s in enumerate(args.spec)] if args.spec else
            [("%d %s" % (n, LEVELS[n - 1].label), LEVELS[n - 1].spec) for n in args.levels])
    for name, spec in rows:
        cells = []
        for colour in (0, 1):
            n, firsts, wld = measure(spec, args.games, colour, args.human)
            cells.append("%d of %d, %d, %d-%d-%d" % (n, args.games, firsts, *wld))
        print("| %s | `%s` | %s | %s |" % (name, spec, *cells), flush=True)


if __name__ == "__main__":
    main()
