"""Exact score of each of the 7 columns of a position.

The score of a column is the score, for the side to move, of playing there
(the convention of Pascal Pons' test sets: positive wins, 0 draws, negative
loses; a larger magnitude ends the game sooner); a full column has none.
"""

import json
import sys

from connect4.commands import fail
from connect4.errors import Connect4Error
from connect4.board import parse_position
from connect4.scores import describe_score


def add_arguments(parser):
    """Register the ``analyze`` options."""
    parser.add_argument("position", help="moves in column notation, e.g. 4453 ('' = empty board)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--no-book", action="store_true", help="do not use the opening book")


def run(args):
    """Print the per-column scores; exit status 2 on a bad position."""
    from connect4.solver import Solver

    try:
        board = parse_position(args.position)
        solver = Solver(book=not args.no_book)
        scores = solver.analyze(board)
    except Connect4Error as exc:
        return fail(str(exc))
    if solver.book_problem:
        print("note: %s" % solver.book_problem, file=sys.stderr)
    if args.json:
        print(json.dumps({
            "position": board.notation(),
            "to_move": "red" if board.turn == 0 else "yellow",
            "scores": scores,
        }))
        return 0
    print(board)
    print("%s to move" % ("red" if board.turn == 0 else "yellow"))
    for col, score in enumerate(scores):
        if score is None:
            print("column %d: full" % (col + 1))
        else:
            print("column %d: %+d  %s" % (col + 1, score, describe_score(score, board.ply)))
    return 0
