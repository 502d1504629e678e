"""The community's move notation: 1-based columns played from the empty board.

``"4453"`` is red in column 4, yellow in column 4, red in column 5, yellow
in column 3.  The empty string is the empty board.  This is the
format of the shared benchmark sets, the command line and the ``?pos=`` link.
This module turns strings into columns and back; the checked replay of a
position is :func:`connect4.board.parse_position` (``Board.from_notation``),
so that the board depends on the notation and never the other way round.
Importable by MicroPython.

>>> parse_moves("4453")
[3, 3, 4, 2]
>>> moves_name([3, 3, 4, 2])
'4453'
"""

from connect4.bitboard import CELLS, WIDTH
from connect4.errors import NotationError, quote_input


def parse_moves(text):
    """The 0-based columns of a notation string, checking only its characters.

    Surrounding whitespace is ignored.

    :raises NotationError: not a string, a character that is not 1-7, or more
        moves than a game can have (42).
    """
    if not isinstance(text, str):
        raise NotationError("invalid position %r: expected a string of digits 1-7" % (text,))
    s = text.strip()
    if len(s) > CELLS:
        raise NotationError(
            "invalid position %s: %d moves, but a game has at most %d"
            % (quote_input(s), len(s), CELLS)
        )
    cols = []
    for i, ch in enumerate(s):
        if ch < "1" or ch > "7":
            raise NotationError(
                "invalid position %s: character %d (%r) is not a column 1-7"
                % (quote_input(s), i + 1, ch)
            )
        cols.append(ord(ch) - 49)
    return cols


def moves_name(cols):
    """The notation string of a sequence of 0-based columns."""
    for c in cols:
        if not isinstance(c, int) or not 0 <= c < WIDTH:
            raise NotationError("invalid column %r: columns are 0-6" % (c,))
    return "".join([chr(49 + c) for c in cols])
