"""Exact score of each of the 7 columns of a position, its threats, its best line and why.

The score of a column is the score, for the side to move, of playing there
(the convention of Pascal Pons' test sets: positive wins, 0 draws, negative
loses; a larger magnitude ends the game sooner); a full column has none.
The position is given as moves (``4453``) or, with ``--grid FILE`` (``-``
for stdin), as the six rows this command prints (top row first, X red,
O yellow, . empty): a move order that reaches it is then found.  A finished
game (four in a row, or a full board) is shown with its result, no scores.
--size 8x7, --variant five or --variant popout analyse a position of another
board or variant (connect4.commands.variantanalyze).
"""

import json
import sys

from connect4.board import Board, parse_position
from connect4.commands import fail
from connect4.commands.boardoptions import add_board_arguments, wants_variant
from connect4.errors import Connect4Error
from connect4.explain.bestplay import as_why
from connect4.explain.mistakes import losing_columns, position_steps, reason_for
from connect4.explain.why import explain
from connect4.position.grid import parse_grid
from connect4.position.reconstruct import moves_to_grid
from connect4.position.threats import threat_key, threats_of
from connect4.scores import describe_score
from connect4.search_driver import drive
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data
from connect4.solver.line import best_line

COLOURS = ("red", "yellow")


def add_arguments(parser):
    """Register the ``analyze`` options."""
    parser.add_argument("position", nargs="?",
                        help="moves in column notation, e.g. 4453 ('' = empty board)")
    parser.add_argument("--grid", metavar="FILE",
                        help="read the position as a grid of six rows from FILE ('-' = stdin)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--line", action="store_true",
                        help="also give the best line: the moves that keep the score on both sides")
    parser.add_argument("--why", action="store_true",
                        help="explain the result with Allis's rules (docs/rules.md), and why each losing "
                             "column loses")
    parser.add_argument("--no-book", action="store_true", help="do not use the opening book")
    parser.add_argument("--no-hint-data", action="store_true",
                        help="do not use the 12-disc database (bitbully-databases)")
    add_board_arguments(parser, "the position")


def _read_board(args) -> Board:
    """The position of the arguments: moves, or a grid whose move order is found."""
    if args.grid is None:
        if args.position is None:
            raise Connect4Error("give a position (moves such as 4453, '' for the empty board) "
                                "or --grid FILE")
        return parse_position(args.position)
    if args.position is not None:
        raise Connect4Error("give either moves or --grid, not both")
    try:
        if args.grid == "-":
            text = sys.stdin.read()
        else:
            with open(args.grid, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise Connect4Error("cannot read the grid %r: %s" % (args.grid, exc)) from None
    return Board(moves_to_grid(*parse_grid(text)))


def run(args):
    """Print the position's analysis; exit status 2 on a bad position or grid."""
    if wants_variant(args):
        # another board: connect4.variants' solver and levels; 7x6 loads none of it
        from connect4.commands import variantanalyze
        return variantanalyze.run(args)
    try:
        board = _read_board(args)
    except Connect4Error as exc:
        return fail(str(exc))
    threats = threats_of(board.current, board.mask, board.ply)
    if board.is_over():
        return _finished(board, threats, args.json)
    data, problem = (None, None) if args.no_hint_data else shared_hint_data()
    solver = Solver(book=not args.no_book, hint_data=data)
    for note in (solver.book_problem, problem):
        if note:
            print("note: %s" % note, file=sys.stderr)
    scores = _scores(solver, board, sys.stderr if sys.stderr.isatty() else None)
    line = None
    if args.line:
        line = best_line(solver, board, score=max(s for s in scores if s is not None))
    why = _why(solver, board, scores) if args.why else None
    if args.json:
        out = {"position": board.notation(), "to_move": COLOURS[board.turn], "scores": scores,
               "threats": threats}
        if line is not None:
            out["line"] = [c + 1 for c in line]
        if why is not None:
            out["why"] = why
        print(json.dumps(out))
        return 0
    print(board)
    print("%s to move" % COLOURS[board.turn])
    for col, score in enumerate(scores):
        print(_column_line(col, score, board.ply))
    print("threats: %s" % threat_key(threats))
    if line is not None:
        print("best line: %s" % " ".join(str(c + 1) for c in line))
    if why is not None:
        said = why["claim"] or ("%s, with best play" % why["bestplay"] if why.get("bestplay")
                                else "no explanation found")
        print("why: %s" % said)
        for sentence in why["text"]:
            print("  " + sentence)
        for col, reason in why["reasons"].items():
            print("column %s: %s" % (col, reason["text"]))
    return 0


def _why(solver: Solver, board: Board, scores: list) -> dict:
    """The explanation of the position and a reason for each column that changes the result (``--why``)."""
    best = max(s for s in scores if s is not None)
    why = explain(board.current, board.mask, board.ply, best)
    why.pop("plan", None)  # the page plays it out; the command line only says it
    if why["claim"] is None:  # no proof: the best-play account, labelled (connect4.explain.bestplay)
        got = drive(position_steps(solver, board, best))
        if got is not None:
            why = as_why(why, got)
    best_col, top, worse = losing_columns(scores)
    why["reasons"] = {}
    for col in worse:
        reason = reason_for(solver, board, col, -scores[col], (best_col, top))
        reason.pop("cells", None)
        why["reasons"][str(col + 1)] = reason
    return why


def _scores(solver: Solver, board: Board, progress) -> list:
    """The seven scores; on a terminal ``progress`` stream, how many columns are known so far."""
    steps = solver.analyze_steps(board)
    playable = len(board.legal_moves())
    known = set()
    while True:
        try:
            step = next(steps)
        except StopIteration as stop:
            if progress is not None and known:
                progress.write("\r\033[K")
                progress.flush()
            return stop.value
        if progress is not None and ("score" in step or "wdl" in step):
            if "score" in step:
                known.add(step["column"])
            progress.write("\rsolving: %d of %d columns exact" % (len(known), playable))
            progress.flush()


def _finished(board: Board, threats: dict, as_json: bool) -> int:
    """A finished game: its position and result, no scores."""
    result = board.result()
    if as_json:
        print(json.dumps({"position": board.notation(), "result": result, "threats": threats}))
        return 0
    print(board)
    print("draw: the board is full" if result == "draw" else "%s has won" % result)
    return 0


def _column_line(col: int, score, ply: int) -> str:
    if score is None:
        return "column %d: full" % (col + 1)
    return "column %d: %+d  %s" % (col + 1, score, describe_score(score, ply))
