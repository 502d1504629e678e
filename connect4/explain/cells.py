"""Cells and groups as the rules see them: bits of the bitboard, Allis's odd and even rows.

A cell is one bit of :mod:`connect4.bitboard` (``col * 7 + row``, row 0 at
the bottom).  Allis counts rows from 1, so his *odd* rows (1, 3, 5) are our
rows 0, 2, 4 and his *even* rows (2, 4, 6) our rows 1, 3, 5.  A *group* is
one of the 69 four-cell lines; a group is still open for a side while the
other side has no disc in it.  Pure int arithmetic: runs in MicroPython.
"""

from connect4.bitboard import BOARD_MASK, BOTTOM, COLUMN_OF, H1, HEIGHT, LINES, WIDTH

#: Allis's even rows (2, 4, 6), as a mask of every such cell.
EVEN = 0
for _c in range(WIDTH):
    for _r in range(1, HEIGHT, 2):
        EVEN |= 1 << (_c * H1 + _r)
ODD = BOARD_MASK ^ EVEN
#: The top row: no cell above it.
TOP = BOTTOM << (HEIGHT - 1)
COLUMN_LETTERS = "abcdefg"


def column_of(cell: int) -> int:
    """The 0-based column of a one-bit cell."""
    return (cell.bit_length() - 1) // H1


def row_of(cell: int) -> int:
    """The 0-based row (0 = bottom) of a one-bit cell."""
    return (cell.bit_length() - 1) % H1


def name(cell: int) -> str:
    """``"d3"``: the cell's column letter and its row counted from 1."""
    return COLUMN_LETTERS[column_of(cell)] + str(row_of(cell) + 1)


def parse(text: str) -> int:
    """The one-bit cell named ``text`` (``"d3"``); 0 if it names none."""
    if len(text) != 2 or text[0] not in COLUMN_LETTERS or not "1" <= text[1] <= str(HEIGHT):
        return 0
    return 1 << (COLUMN_LETTERS.index(text[0]) * H1 + ord(text[1]) - 49)


def bits(mask: int) -> list:
    """The one-bit cells of ``mask``, lowest bit first (column a bottom up, then b...)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def names(mask: int) -> list:
    """The names of the cells of ``mask``, in board order."""
    return [name(c) for c in bits(mask)]


def above_in_column(cell: int) -> int:
    """Every cell strictly above ``cell`` in its column."""
    return COLUMN_OF[column_of(cell)] & ~((cell << 1) - 1)


def columns(mask: int) -> dict:
    """``{column: the cells of mask in it}`` for the columns mask touches."""
    out = {}
    for col in range(WIDTH):
        part = mask & COLUMN_OF[col]
        if part:
            out[col] = part
    return out


def open_groups(theirs: int) -> list:
    """The groups still open for a side: the lines with none of ``theirs`` (the other side's discs)."""
    return [line for line in LINES if not line & theirs]


def is_vertical(group: int) -> bool:
    """True for a group of four cells in one column."""
    low = group & -group
    return group == low * 15
