"""The perfect player's first moves as a small table: its reply before the full engine loads.

The perfect level needs the solver and its 1.2 MB opening book, which only
the full engine (Pyodide, ~14 MB) runs.  On a first visit that engine is
still loading when the player makes the first move, so the perfect level's
first replies come from this table instead: for every position of fewer
than ``PLIES`` discs where the perfect player is to move on its own lines
(its earlier moves best, the opponent's anything), the exact score and the
columns that keep it, exactly as :meth:`connect4.solver.Solver.best_moves`
gives them (written by build.py, CPython; read by the light worker and the
page's router, MicroPython).  A position and its mirror image share an
entry, stored under the smaller key.

Before 7 discs nobody can have four in a row, so the table never has to
see a win coming: the solver's columns are exact, and a win missed is
impossible.
"""

from connect4.bitboard import WIDTH, canonical_key
from connect4.board import Board

#: Positions with fewer discs than this are in the table: the perfect
#: player's first three moves as red (plies 0, 2, 4) or as yellow (1, 3, 5).
PLIES = 6


def _key(board):
    return board.current + board.mask


def lookup(table, board):
    """``(score, best columns)`` of ``board`` from ``table``, or ``None`` if absent.

    ``table`` maps a canonical key to ``(score, columns)`` in that key's orientation.
    """
    k = _key(board)
    entry = table.get(canonical_key(board.current, board.mask))
    if entry is None:
        return None
    score, cols = entry
    if k != canonical_key(board.current, board.mask):
        cols = sorted(WIDTH - 1 - c for c in cols)
    return score, list(cols)


def has(table, board):
    """True if the table answers ``board`` (by key: the page's router only needs that)."""
    return canonical_key(board.current, board.mask) in table


def build(best_moves, plies=PLIES):
    """The table (CPython, at build time): ``best_moves(board) -> (score, columns)``
    for each position on the perfect player's lines, as either colour."""
    table = {}

    def walk(board, side):
        if board.ply >= plies or board.is_over():
            return
        if board.ply % 2 == side:
            k = canonical_key(board.current, board.mask)
            if k not in table:
                score, cols = best_moves(board)
                if k != _key(board):
                    cols = [WIDTH - 1 - c for c in cols]
                table[k] = (score, sorted(cols))
            nexts = lookup(table, board)[1]
        else:
            nexts = board.legal_moves()
        for col in nexts:
            child = board.copy()
            child.play(col)
            walk(child, side)

    for side in (0, 1):
        walk(Board(), side)
    return table


def to_data(table):
    """The table as JSON-able data: ``{"key": [score, "columns"]}``, sorted by key."""
    return {str(k): [score, "".join(str(c) for c in cols)]
            for k, (score, cols) in sorted(table.items())}


def from_data(data):
    """The table from :func:`to_data`'s form (``{}`` for ``None``)."""
    return {int(k): (score, [int(c) for c in cols]) for k, (score, cols) in (data or {}).items()}

