"""Solve positions read from standard input, one per line.

Each line is a position in column notation (``4453``); anything after the
first field (such as the expected score in the shared test sets) is ignored,
unless ``--check`` is given, which compares it with the answer.  Blank lines
are skipped.  For each position, prints ``POSITION SCORE`` (score of the side
to move, the convention of Pascal Pons' test sets; ``--weak`` prints only its
sign).  A bad line gets a message on stderr naming the line; the other lines
are still answered, and the exit status is 1 if any line was bad (3 if a
``--check`` mismatched).
"""

import sys
import time

from connect4.board import parse_position
from connect4.commands import fail
from connect4.commands.boardoptions import add_7x6_only_arguments, other_board_message
from connect4.errors import Connect4Error
from connect4.solver import Solver

#: Why solve takes no other board.
SOLVE_7X6 = ("its solver, opening book and 12-disc database are 7x6's (a position of "
             "another board: analyze MOVES --size WxH)")


def add_arguments(parser):
    """Register the ``solve`` options."""
    parser.add_argument("--weak", action="store_true",
                        help="print only the sign of the score (win 1 / draw 0 / loss -1)")
    parser.add_argument("--no-book", action="store_true", help="do not use the opening book")
    parser.add_argument("--stats", action="store_true",
                        help="also print nodes searched and seconds per position")
    parser.add_argument("--check", action="store_true",
                        help="lines carry the expected score as second field; report mismatches")
    add_7x6_only_arguments(parser, SOLVE_7X6)


def _expected(fields, lineno):
    if len(fields) < 2:
        raise Connect4Error("line %d: --check needs an expected score after the position" % lineno)
    try:
        return int(fields[1])
    except ValueError:
        raise Connect4Error("line %d: expected score %r is not an integer"
                            % (lineno, fields[1])) from None


def run(args):
    """Answer every line of stdin; return 0, 1 (bad lines) or 3 (check mismatches)."""
    message = other_board_message(args, "solve", SOLVE_7X6)
    if message:
        return fail(message)
    solver = Solver(book=not args.no_book)
    bad = mismatched = 0
    for lineno, line in enumerate(sys.stdin, 1):
        fields = line.split()
        if not fields:
            continue
        try:
            board = parse_position(fields[0])
            expected = _expected(fields, lineno) if args.check else None
            start = time.perf_counter()
            score = solver.solve(board, weak=args.weak)
            elapsed = time.perf_counter() - start
        except Connect4Error as exc:
            bad += 1
            msg = str(exc)
            if not msg.startswith("line "):
                msg = "line %d: %s" % (lineno, msg)
            print(msg, file=sys.stderr, flush=True)
            continue
        out = "%s %d" % (fields[0], score)
        if args.stats:
            out += " %d %.6f" % (solver.nodes, elapsed)
        print(out, flush=True)
        if expected is not None:
            if args.weak:
                expected = (expected > 0) - (expected < 0)
            if expected != score:
                mismatched += 1
                print("line %d: %s scored %d, expected %d" % (lineno, fields[0], score, expected),
                      file=sys.stderr, flush=True)
    if solver.book_problem and not args.no_book:
        # Last, so that line messages keep their place; the answers are exact anyway.
        print("note: %s" % solver.book_problem, file=sys.stderr, flush=True)
    if bad:
        return 1
    return 3 if mismatched else 0
