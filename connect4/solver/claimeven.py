"""Allis' claimeven as a bound on the score, for the solver's search.

When every column has an even number of empty cells, the player *not* to move
can answer each move on top of it, in the same column, to the end: it then
gets every empty cell of rows 2, 4 and 6, its opponent every empty cell of
rows 1, 3 and 5 (L. V. Allis, *A knowledge-based approach of connect-four*,
1988, the rule "claimeven").  So if the mover's discs with rows 1, 3 and 5
hold no four, the mover cannot win (score <= 0), and if besides the other's
discs with rows 2, 4 and 6 hold one, it loses (score <= -1).  With exactly
one column of odd empty cells, the mover plays there first and then answers
every move: the same test the other way round bounds its score from below.

Most of a middle-game hint's nodes are zugzwang endings of 27-38 discs,
where this decides at once what the search found move by move: on the
middle-game benchmark, 14% fewer nodes (docs/solver-and-hints.md).

The bounds need nothing of the search: :func:`upper` and :func:`lower` are
the tests, on the solver's bitboards (``cur``: the mover's discs, ``mask``:
every disc, :mod:`connect4.bitboard`'s layout).
"""

from connect4.bitboard import BOARD_MASK, BOTTOM, H1

#: Every column's cells of rows 2, 4 and 6 (bits 1, 3 and 5 from its bottom).
EVEN_ROWS = BOTTOM * 0b101010
#: Every column's cells of rows 1, 3 and 5.
ODD_ROWS = BOTTOM * 0b010101


def _four(s: int) -> bool:
    # connect4.bitboard.has_four, inlined: this runs at a quarter of the search's nodes
    m = s & (s >> H1)
    if m & (m >> 2 * H1):
        return True
    m = s & (s >> (H1 - 1))
    if m & (m >> 2 * (H1 - 1)):
        return True
    m = s & (s >> (H1 + 1))
    if m & (m >> 2 * (H1 + 1)):
        return True
    m = s & (s >> 1)
    return bool(m & (m >> 2))


def odd_columns(mask: int) -> int:
    """The next empty cell of every column with an odd number of empty cells
    (a full column has none: 0 is even)."""
    return (mask + BOTTOM) & EVEN_ROWS


def upper(cur: int, mask: int):
    """When no column has an odd number of empty cells: 0 if the mover cannot
    win, -1 if it loses, else ``None`` (the rule does not decide)."""
    free = BOARD_MASK & ~mask
    if _four(cur | (free & ODD_ROWS)):
        return None
    return -1 if _four((cur ^ mask) | (free & EVEN_ROWS)) else 0


def lower(cur: int, mask: int, odd: int):
    """When ``odd`` (:func:`odd_columns`) is one cell: the mover plays it, then
    answers every move; 0 if the other cannot win then, 1 if the mover wins,
    else ``None``."""
    free = BOARD_MASK & ~(mask | odd)
    if _four((cur ^ mask) | (free & ODD_ROWS)):
        return None
    return 1 if _four(cur | odd | (free & EVEN_ROWS)) else 0
