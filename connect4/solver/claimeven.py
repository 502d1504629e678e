"""Allis' claimeven as a bound on the score, for the solver's search.

When every column has an even number of empty cells, the player *not* to move
can answer each move on top of it, in the same column, to the end: it then
gets every empty cell of rows 2, 4 and 6, its opponent every empty cell of
rows 1, 3 and 5 (L. V. Allis, *A knowledge-based approach of connect-four*,
1988, the rule "claimeven").  So if the mover's discs with rows 1, 3 and 5
hold no four, the mover cannot win (score <= 0), and if besides the other's
discs with rows 2, 4 and 6 hold one, it loses (score <= -1).  With two odd
columns the other answers a move on one on the other (Allis' "baseinverse"),
and with one the mover plays it first and is then the one who answers: the
same tests, bounds from above and from below.

Most of a middle-game hint's nodes are zugzwang endings of 27-38 discs,
where these decide at once what the search found move by move: on the
middle-game benchmark, 20% fewer nodes and 10% less time
(docs/solver-and-hints.md).

Where the mover can still make a four that way, Allis' aftereven may
refute it: a four of the other's whose one empty cell is among those it
takes (an even threat) is complete once that cell is filled, so a four of
the mover's that needs a cell above it in the same column comes too late.
If every four the mover could make is refuted so, the other wins
(:func:`after_upper`, :func:`after_lower`; afterevens of one empty cell
only, where the test is a few masks: those of two or more cells, which
Allis allows too, cost a loop over the fours for 2% fewer nodes more).

The bounds need nothing of the search: :func:`upper` and :func:`lower` are
the tests, on the solver's bitboards (``cur``: the mover's discs, ``mask``:
every disc, :mod:`connect4.bitboard`'s layout).
"""

from connect4.bitboard import BOARD_MASK, BOTTOM, COLUMN_OF, H1, HEIGHT, WIDTH, has_four
from connect4.solver.ordering import winning_positions

#: Every column's cells of rows 2, 4 and 6 (bits 1, 3 and 5 from its bottom).
EVEN_ROWS = BOTTOM * 0b101010
#: Every column's cells of rows 1, 3 and 5.
ODD_ROWS = BOTTOM * 0b010101
#: Each cell's bit -> every cell above it in its column.
_ABOVE = {1 << (c * H1 + r): COLUMN_OF[c] & ~((2 << (c * H1 + r)) - 1)
          for c in range(WIDTH) for r in range(HEIGHT)}


def odd_columns(mask: int) -> int:
    """The next empty cell of every column with an odd number of empty cells
    (a full column has none: 0 is even)."""
    return (mask + BOTTOM) & EVEN_ROWS


def upper(cur: int, mask: int, odd: int):
    """With no column of odd empty cells, or two (``odd``: :func:`odd_columns`, an even
    number of discs on the board): 0 if the mover cannot win, -1 if it loses, else ``None``.

    The other answers every move on top of it; with two odd columns, a move on the next
    cell of one of them on the next cell of the other (Allis' baseinverse), after which
    every column is even again.  So the mover owns at most its discs, the empty cells of
    rows 1, 3 and 5 and one of those two cells, whichever it chooses."""
    if odd:
        one = odd & -odd
        two = odd ^ one
        if two & (two - 1):  # four or six odd columns: not tried
            return None
    else:
        one = two = 0
    free = BOARD_MASK & ~mask
    mine = cur | (free & ODD_ROWS)
    if has_four(mine | one) or has_four(mine | two):
        return None
    theirs = (cur ^ mask) | (free & EVEN_ROWS)
    return -1 if has_four(theirs ^ one) and has_four(theirs ^ two) else 0


def lower(cur: int, mask: int, odd: int):
    """With one column of odd empty cells (``odd``, an odd number of discs): the mover plays
    its next cell, and then the other is in :func:`upper`'s place; 0 if the mover cannot
    lose that way, 1 if it wins, else ``None``.  (Three odd columns, the mover choosing one
    and then answering on the pair, cut 3% more nodes for no time: dropped.)"""
    if odd & (odd - 1):
        return None
    high = upper(cur ^ mask, mask | odd, 0)
    return None if high is None else -high


def _above(cells: int) -> int:
    """Every cell above one of ``cells`` in its column."""
    out = 0
    while cells:
        low = cells & -cells
        out |= _ABOVE[low]
        cells ^= low
    return out


def after_upper(cur: int, mask: int, odd: int):
    """Where :func:`upper` found a four the mover can still make (none or two odd columns):
    -1 if each such four has a cell above one of the other's even threats, else ``None``.

    An even threat is an empty cell the other takes (a row 2, 4 or 6 cell; with two odd
    columns, the one of the pair the mover leaves) that completes a four of its discs:
    that four is complete once the cell is filled, before any cell above it is."""
    if odd:
        one = odd & -odd
        two = odd ^ one
        if two & (two - 1):
            return None
    else:
        one = two = 0
    threats = winning_positions(cur ^ mask, mask) & EVEN_ROWS
    if not threats & ~one:
        return None
    mine = cur | (BOARD_MASK & ~mask & ODD_ROWS)
    if has_four((mine | one) & ~_above(threats & ~one)):
        return None
    if odd and (not threats & ~two or has_four((mine | two) & ~_above(threats & ~two))):
        return None
    return -1


def after_lower(cur: int, mask: int, odd: int):
    """Where :func:`lower` found a four the other can still make (one odd column): the mover
    plays it, then :func:`after_upper` for the other; 1 if the mover wins, else ``None``."""
    if odd & (odd - 1):
        return None
    return None if after_upper(cur ^ mask, mask | odd, 0) is None else 1
