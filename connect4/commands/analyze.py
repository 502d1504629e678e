"""Exact score of each of the 7 columns of a position.

The score of a column is the score, for the side to move, of playing there
(the convention of Pascal Pons' test sets: positive wins, 0 draws, negative
loses; a larger magnitude ends the game sooner); a full column has none.
"""

import json
import sys

from connect4.board import parse_position
from connect4.commands import fail
from connect4.errors import Connect4Error
from connect4.scores import WDL_WORDS, describe_score
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data


def add_arguments(parser):
    """Register the ``analyze`` options."""
    parser.add_argument("position", help="moves in column notation, e.g. 4453 ('' = empty board)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--no-book", action="store_true", help="do not use the opening book")
    parser.add_argument("--no-hint-data", action="store_true",
                        help="do not use the 12-disc database (bitbully-databases)")


def run(args):
    """Print the per-column scores; exit status 2 on a bad position."""
    try:
        board = parse_position(args.position)
    except Connect4Error as exc:
        return fail(str(exc))
    data, problem = (None, None) if args.no_hint_data else shared_hint_data()
    solver = Solver(book=not args.no_book, hint_data=data)
    steps = solver.analyze_steps(board)
    try:
        step = next(steps)  # checks the position first: a finished game prints nothing else
    except Connect4Error as exc:
        return fail(str(exc))
    for note in (solver.book_problem, problem):
        if note:
            print("note: %s" % note, file=sys.stderr)
    if not args.json:
        print(board)
        print("%s to move" % ("red" if board.turn == 0 else "yellow"))
    while True:
        if "score" in step and not args.json:
            # each column as soon as it is known (not in column order)
            print(_column_line(step["column"], step["score"], board.ply), flush=True)
        elif "wdl" in step and not args.json:
            # win/draw/loss first (about half the work), the distance later
            print("column %d: %s (how soon: still solving)"
                  % (step["column"] + 1, WDL_WORDS[step["wdl"]]), flush=True)
        try:
            step = next(steps)
        except StopIteration as stop:
            scores = stop.value
            break
    if args.json:
        print(json.dumps({
            "position": board.notation(),
            "to_move": "red" if board.turn == 0 else "yellow",
            "scores": scores,
        }))
        return 0
    print("all columns:")
    for col, score in enumerate(scores):
        print(_column_line(col, score, board.ply))
    return 0


def _column_line(col: int, score, ply: int) -> str:
    if score is None:
        return "column %d: full" % (col + 1)
    return "column %d: %+d  %s" % (col + 1, score, describe_score(score, ply))
