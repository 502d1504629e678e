"""A move order that reaches a grid, or the reason no game can reach it.

The search runs backwards: the last mover's colour alternates with the
number of discs, so it takes off one of that colour's top discs at a time
until the board is empty, and remembers the positions it has already found
to be dead ends (a position is its set of cells: the colours are the grid's).
A four in a row may only be the last move's: that disc is taken off first,
and no earlier position has a four (taking discs off never makes one).
Runs in MicroPython too (the page's editor): plain ints, no recursion.

>>> from connect4.position.grid import parse_grid
>>> moves_to_grid(*parse_grid('''
... . . . . . . .
... . . . . . . .
... . . . . . . .
... . . . X . . .
... . . . O . . .
... . . O X X . .
... '''))
[3, 2, 4, 3, 3]
"""

from connect4.bitboard import BOARD_MASK, BOTTOM_OF, COLUMN_OF, H1, LINES, WIDTH, popcount
from connect4.position.grid import GridError
from connect4.position.threats import cell_name, cells_of

COLOURS = ("red", "yellow")


def _col_row(cell: int):
    """``(col, row)`` of a one-bit board (MicroPython's ints have no ``bit_length``)."""
    col = row = 0
    while cell >> H1:
        cell >>= H1
        col += 1
    while cell > 1:
        cell >>= 1
        row += 1
    return col, row


def _floating(red: int, yellow: int):
    """The first disc (column order) with an empty cell under it, as ``(disc, hole)`` names."""
    mask = red | yellow
    for col in range(WIDTH):
        column = mask & COLUMN_OF[col]
        if (column + BOTTOM_OF[col]) & column:
            hole = (column + BOTTOM_OF[col]) & COLUMN_OF[col] & ~column
            low = hole & -hole
            above = column & ~(low - 1)
            return cell_name(*_col_row(above & -above)), cell_name(*_col_row(low))
    return None


def _fours(stones: int) -> list:
    return [line for line in LINES if stones & line == line]


def _line_name(line: int) -> str:
    names = cells_of(line)
    return "%s-%s" % (names[0], names[-1])


def _discs(n: int) -> str:
    """``"1 disc"``, ``"3 discs"``: a count of discs in words."""
    return "%d disc%s" % (n, "" if n == 1 else "s")


def tops(mask: int) -> int:
    """The top disc of every non-empty column."""
    return mask & ~(mask >> 1) & BOARD_MASK


def check_grid(red: int, yellow: int) -> int:
    """The cells the last move may have been played on; raises when no game reaches the grid
    for a reason that needs no search (gravity, counts, fours).

    :raises GridError: naming the problem.
    """
    if red & yellow:
        raise GridError("a cell holds both a red and a yellow disc")
    hole = _floating(red, yellow)
    if hole:
        raise GridError("the disc at %s floats over an empty cell (%s)" % hole)
    nr, ny = popcount(red), popcount(yellow)
    if nr != ny and nr != ny + 1:
        raise GridError("red has %s and yellow %s: red plays first, so red has as many "
                        "discs as yellow or one more" % (_discs(nr), _discs(ny)))
    mask = red | yellow
    last = red if nr > ny else yellow
    red_fours, yellow_fours = _fours(red), _fours(yellow)
    if red_fours and yellow_fours:
        raise GridError("both players have four in a row (red %s, yellow %s): the game ends "
                        "at the first four" % (_line_name(red_fours[0]), _line_name(yellow_fours[0])))
    fours = red_fours or yellow_fours
    if not fours:
        return tops(mask) & last
    winner = 0 if red_fours else 1
    stones = red if winner == 0 else yellow
    if stones != last:
        raise GridError("%s has four in a row (%s) but %s moved after it: the game ends at the "
                        "four" % (COLOURS[winner], _line_name(fours[0]), COLOURS[1 - winner]))
    common = stones
    for line in fours:
        common &= line
    if not common:
        raise GridError("%s has two fours in a row (%s and %s) that no single move could "
                        "complete" % (COLOURS[winner], _line_name(fours[0]), _line_name(fours[-1])))
    if not common & tops(mask):
        raise GridError("%s's four in a row (%s) has discs on top of it, played after it: the "
                        "game ends at the four" % (COLOURS[winner], _line_name(fours[0])))
    return common & tops(mask)


def _order(cells: int, mask: int, red: int) -> list:
    """The cell bits to try taking off, best last (the search pops them): a disc whose
    removal uncovers the other colour gives the next step a choice."""
    firsts, seconds = [], []
    while cells:
        low = cells & -cells
        cells ^= low
        below = low >> 1
        if below & mask and bool(below & red) != bool(low & red):
            firsts.append(low)
        else:
            seconds.append(low)
    return seconds + firsts


def moves_to_grid(red: int, yellow: int) -> list:
    """0-based columns of a game that reaches the grid ``(red, yellow)`` exactly, with no
    four in a row before its last move.

    :raises GridError: naming why no game reaches the grid.
    """
    first = check_grid(red, yellow)
    mask = red | yellow
    n = popcount(mask)
    if n == 0:
        return []
    dead = set()
    taken = []  # the bits taken off so far, last move first
    stack = [_order(first, mask, red)]
    while stack:
        options = stack[-1]
        if not options:
            stack.pop()
            if taken:
                bit_ = taken.pop()
                dead.add(mask)
                mask |= bit_
                n += 1
            continue
        bit_ = options.pop()
        mask ^= bit_
        n -= 1
        taken.append(bit_)
        if n == 0:
            return [_col_row(b)[0] for b in reversed(taken)]
        if mask in dead:
            taken.pop()
            mask |= bit_
            n += 1
            continue
        own = red if n & 1 else yellow  # the colour of the move that made this position
        stack.append(_order(tops(mask) & own, mask, red))
    raise GridError("no order of moves reaches this grid: the discs of some column cannot "
                    "alternate with the others")

