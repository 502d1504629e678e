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

The bounds need nothing of the search: :func:`upper` and :func:`lower` are
the tests, on the solver's bitboards (``cur``: the mover's discs, ``mask``:
every disc, :mod:`connect4.bitboard`'s layout).
"""

from connect4.bitboard import BOARD_MASK, BOTTOM, has_four

#: Every column's cells of rows 2, 4 and 6 (bits 1, 3 and 5 from its bottom).
EVEN_ROWS = BOTTOM * 0b101010
#: Every column's cells of rows 1, 3 and 5.
ODD_ROWS = BOTTOM * 0b010101


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
