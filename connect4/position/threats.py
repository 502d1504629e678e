"""Threats (Allis): the empty cells where a player would complete four in a row.

A threat need not be playable now: a cell high in a column is a threat as
long as the cells below it are still to be filled.  Rows count from 1 at the
bottom, so a threat is *odd* (rows 1, 3, 5) or *even* (2, 4, 6): the first
player (red) wants odd threats, the second (yellow) even ones, because
zugzwang at the end of a game hands each of them those rows.  Cells are
named like a chess board: column letter a-g, row 1-6 (``d3``).

>>> from connect4.board import Board
>>> b = Board.from_notation("445566")
>>> threats_of(b.current, b.mask, b.ply)
{'red': ['c1', 'g1'], 'yellow': ['c2', 'g2']}
>>> threat_key(threats_of(b.current, b.mask, b.ply))
'Red has odd threats at c1 and g1; yellow has even threats at c2 and g2.'
"""

from connect4.bitboard import BOARD_MASK, H1, HEIGHT, winning_cells

COLUMN_LETTERS = "abcdefg"
#: Whose threats, in the order the key and the JSON give them.
PLAYERS = ("red", "yellow")


def cell_name(col: int, row: int) -> str:
    """``"d3"`` for column 3 (0-based) and row 2 (0-based, from the bottom)."""
    return COLUMN_LETTERS[col] + str(row + 1)


def parse_cell(name: str):
    """``(col, row)``, both 0-based, of a cell name such as ``"d3"``; ``None`` if it is not one."""
    if len(name) != 2 or name[0] not in COLUMN_LETTERS or not "1" <= name[1] <= str(HEIGHT):
        return None
    return COLUMN_LETTERS.index(name[0]), ord(name[1]) - 49


def is_odd_row(name: str) -> bool:
    """True for a cell of row 1, 3 or 5 (counted from the bottom)."""
    return int(name[1]) % 2 == 1


def cells_of(bits: int) -> list:
    """The names of the set cells of a bitboard, sorted (column, then row)."""
    out = []
    col = 0
    bits &= BOARD_MASK
    while bits:
        column = bits & 0x7F
        row = 0
        while column:
            if column & 1:
                out.append(COLUMN_LETTERS[col] + str(row + 1))
            column >>= 1
            row += 1
        bits >>= H1
        col += 1
    return out


def threat_bits(current: int, mask: int, ply: int):
    """``(red's threat cells, yellow's)`` as bitboards, from the position's two ints."""
    mover = current
    other = current ^ mask
    if ply & 1:
        mover, other = other, mover  # yellow to move: current holds yellow's discs
    return winning_cells(mover, mask), winning_cells(other, mask)


def threats_of(current: int, mask: int, ply: int) -> dict:
    """``{"red": [cells], "yellow": [cells]}``: each player's threats, sorted names."""
    red, yellow = threat_bits(current, mask, ply)
    return {"red": cells_of(red), "yellow": cells_of(yellow)}


def _join(names: list) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _one_player(player: str, names: list) -> str:
    odd = [n for n in names if is_odd_row(n)]
    even = [n for n in names if not is_odd_row(n)]
    parts = []
    for kind, group in (("odd", odd), ("even", even)):
        if group:
            article = "an %s threat" % kind if len(group) == 1 else "%s threats" % kind
            parts.append("%s at %s" % (article, _join(group)))
    if not parts:
        return "%s has none" % player
    return "%s has %s" % (player, " and ".join(parts))


def threat_key(threats: dict) -> str:
    """One sentence a beginner reads under the board, e.g.
    ``"Red has an odd threat at d3; yellow has none."``."""
    text = "; ".join(_one_player(p, threats[p]) for p in PLAYERS)
    return text[0].upper() + text[1:] + "."


def threat_label(player: str, name: str) -> str:
    """The accessible name of a marked cell: ``"d3: red threat, odd row"``."""
    return "%s: %s threat, %s row" % (name, player, "odd" if is_odd_row(name) else "even")

