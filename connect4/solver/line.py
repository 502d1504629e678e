"""The best line: the moves that keep a position's exact score on both sides.

Behind a score such as "loss in 15" stands a line of play: the winner's
fastest win against the loser's longest resistance (or a draw both keep).
From the position, each move of the line is the first column, in the
solver's own order, whose child keeps the exact score; the child's score is
then known (minus the parent's), so every later step costs only the
null-window probes of :func:`connect4.solver.search.best_moves_steps`, with
the solver's table warm from the scores.

>>> from connect4.board import Board
>>> from connect4.solver import Solver
>>> best_line(Solver(table_size_log2=16, book=False), Board.from_notation("445566"))
[2]
"""

from connect4.board import Board
from connect4.errors import GameOverError
from connect4.search_driver import drive
from connect4.solver.search import best_moves_steps

#: The fewest plies a line shows when the game lasts that long (issue 34).
LINE_PLIES = 12


def best_line_steps(solver, board: Board, plies=None, score=None, slice_seconds=None):
    """Generator: the best line from ``board`` as 0-based columns (its return value).

    ``plies`` caps its length (``None``: to the end of the game); ``score``
    is the position's exact score when already known (the hints'), else it
    is solved first.  Yields like :meth:`Solver.best_moves_steps` (every
    ``slice_seconds`` inside a probe), so a worker can stop between steps,
    and ``{"line": [...]}``, the line so far, after each move found.

    :raises GameOverError: the game is already won or drawn.
    """
    b = board.copy()
    if b.is_over():
        raise GameOverError("no line after the end of the game (%s)" % (b.result(),))
    if score is None:
        score, first = yield from solver.best_moves_steps(b, first_only=True,
                                                          slice_seconds=slice_seconds)
        col = first[0]
    else:
        col = None
    negamax, nodes, arm = solver._negamax()
    line = []
    while True:
        if col is None:
            col = yield from _first_best(solver, b, score, (negamax, arm), slice_seconds)
        wins = b.is_winning_move(col)
        b.push(col)
        line.append(col)
        yield {"line": list(line)}  # the line so far: an early position's steps take seconds
        if wins or b.is_full() or (plies is not None and len(line) >= plies):
            return line
        score = -score  # the best move keeps the score: the child's is its negation
        col = None


def _first_best(solver, b: Board, score: int, search, slice_seconds):
    """Generator: the first column (the book's, else the solver's order) that keeps ``score``."""
    if solver.book is not None:
        in_book = solver.book.best_columns(b.current, b.mask)
        if in_book:
            return in_book[0]
    negamax, arm = search
    cols = yield from best_moves_steps(negamax, b.current, b.mask, b.ply, score, True,
                                       solver._book_score, arm, slice_seconds)
    return cols[0]


def best_line(solver, board: Board, plies=None, score=None) -> list:
    """The best line from ``board`` (0-based columns): see :func:`best_line_steps`."""
    return drive(best_line_steps(solver, board, plies, score))
