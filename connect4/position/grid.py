"""A board as text: six rows of ``X`` (red), ``O`` (yellow) and ``.`` (empty), top row first.

The format ``analyze`` prints (spaces between cells optional), so a player
can copy a board from the terminal, a book diagram or a screenshot into the
page's editor or ``analyze --grid``.  A grid is a pair of bitboards
``(red, yellow)`` in the layout of :mod:`connect4.bitboard`.

>>> red, yellow = parse_grid('''
... . . . . . . .
... . . . . . . .
... . . . . . . .
... . . . . . . .
... . . . O . . .
... . . X X . . .
... ''')
>>> grid_text(red, yellow).splitlines()[-1]
'. . X X . . .'
"""

from connect4.bitboard import HEIGHT, WIDTH, bit
from connect4.errors import Connect4Error, quote_input

#: The characters of a cell, as ``analyze`` prints them (either case is read).
MARKS = {"X": 0, "O": 1, ".": -1}
_FOOTER = "".join(str(c + 1) for c in range(WIDTH))


class GridError(Connect4Error):
    """A grid that is malformed or that no game can reach; the message names the problem."""


def parse_grid(text: str):
    """``(red, yellow)`` bitboards of a grid's text (gravity is not checked here).

    Blank lines and the column footer ``1 2 3 4 5 6 7`` are skipped.

    :raises GridError: not six rows of seven cells, or a character that is no cell.
    """
    if not isinstance(text, str):
        raise GridError("a grid is text: six rows of seven cells (X red, O yellow, . empty)")
    rows = []
    for line in text.splitlines():
        cells = "".join(line.split())
        if cells and cells != _FOOTER:
            rows.append(cells)
    if len(rows) != HEIGHT:
        raise GridError("the grid has %d row%s; it needs %d (top row first, X red, O yellow, "
                        ". empty)" % (len(rows), "" if len(rows) == 1 else "s", HEIGHT))
    red = yellow = 0
    for i, cells in enumerate(rows):
        where = "row %d from the top" % (i + 1)
        if len(cells) != WIDTH:
            raise GridError("%s has %d cells; it needs %d (%s)"
                            % (where, len(cells), WIDTH, quote_input(cells)))
        for col, ch in enumerate(cells):
            mark = MARKS.get(ch.upper())
            if mark is None:
                raise GridError("%s: %r is not a cell (X red, O yellow, . empty)" % (where, ch))
            if mark == 0:
                red |= bit(col, HEIGHT - 1 - i)
            elif mark == 1:
                yellow |= bit(col, HEIGHT - 1 - i)
    return red, yellow


def grid_text(red: int, yellow: int) -> str:
    """The six rows of a grid, top first, cells separated by spaces (no footer)."""
    rows = []
    for row in range(HEIGHT - 1, -1, -1):
        marks = []
        for col in range(WIDTH):
            b = bit(col, row)
            marks.append("X" if red & b else "O" if yellow & b else ".")
        rows.append(" ".join(marks))
    return "\n".join(rows)


def grid_of(current: int, mask: int, ply: int):
    """``(red, yellow)`` of a position's two ints (``current`` is the side to move's)."""
    other = current ^ mask
    return (other, current) if ply & 1 else (current, other)
