"""Bitboard layout and the int-only primitives every search is built on.

A position is two plain ints, as in Pascal Pons' solver:

- ``mask``: every stone on the board;
- ``current``: the stones of the player to move.

Bit ``col * 7 + row`` is the cell in column ``col`` (0 = left) and row ``row``
(0 = bottom).  Each column owns 7 bits; the 7th (row 6) is a sentinel that is
never set, so shifting a line of stones never wraps into the next column::

    .  .  .  .  .  .  .    <- sentinel row 6
    5 12 19 26 33 40 47
    4 11 18 25 32 39 46
    3 10 17 24 31 38 45
    2  9 16 23 30 37 44
    1  8 15 22 29 36 43
    0  7 14 21 28 35 42

Playing a column is ``current ^= mask; mask |= mask + bottom(col)``: adding
the column's bottom bit to the mask carries into the lowest empty cell, and
after the swap ``current`` holds the stones of the new player to move.

``current + mask`` is a unique key of the position (it marks the height of
each column with a 1 above its stones).  This module must stay importable by
MicroPython: plain ints and functions only, no ``int.bit_count``.
"""

WIDTH = 7
HEIGHT = 6
H1 = HEIGHT + 1
CELLS = WIDTH * HEIGHT

RED = 0
YELLOW = 1
EMPTY = -1

#: One bit at the bottom of every column.
BOTTOM = 0
for _c in range(WIDTH):
    BOTTOM |= 1 << (_c * H1)
#: Every playable cell (no sentinel bits).
BOARD_MASK = BOTTOM * ((1 << HEIGHT) - 1)

#: Per column: its bottom cell, its top playable cell, all its playable cells.
BOTTOM_OF = [1 << (c * H1) for c in range(WIDTH)]
TOP_OF = [1 << (HEIGHT - 1 + c * H1) for c in range(WIDTH)]
COLUMN_OF = [((1 << HEIGHT) - 1) << (c * H1) for c in range(WIDTH)]

#: Columns from the centre outwards: the classic move-ordering prior.
CENTRE_ORDER = [3, 2, 4, 1, 5, 0, 6]


def bit(col, row):
    """The single-bit mask of cell (col, row)."""
    return 1 << (col * H1 + row)


def _line_masks():
    lines = []
    for col in range(WIDTH):
        for row in range(HEIGHT):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                end_c = col + 3 * dc
                end_r = row + 3 * dr
                if 0 <= end_c < WIDTH and 0 <= end_r < HEIGHT:
                    m = 0
                    for i in range(4):
                        m |= bit(col + i * dc, row + i * dr)
                    lines.append(m)
    return lines


#: The 69 four-cell lines of the board (24 horizontal, 21 vertical, 24 diagonal).
LINES = _line_masks()


def _byte_bits():
    # Each value's count from its half's: no string per value (bin(i).count("1")
    # took 3.2 ms of the page's start in MicroPython, this 0.3; x4 on a phone).
    table = bytearray(256)
    for i in range(1, 256):
        table[i] = table[i >> 1] + (i & 1)
    return bytes(table)


#: Set bits of every byte value, for :func:`_popcount_bytes`.
_BYTE_BITS = _byte_bits()


def _popcount_bytes(x):
    """Number of set bits of a non-negative int (MicroPython has no bit_count).

    A byte at a time from a table: at most 7 steps on a board, where clearing
    the lowest bit took one step per stone, each allocating on MicroPython's
    heap (the board does not fit its unboxed ints).
    """
    n = 0
    table = _BYTE_BITS
    while x:
        n += table[x & 255]
        x >>= 8
    return n


#: Number of set bits of a non-negative int: CPython's own ``int.bit_count``
#: where it exists (3.10+), else a byte table.
popcount = getattr(int, "bit_count", _popcount_bytes)


def has_four(stones, vertical=True):
    """True if ``stones`` contain four in a row in any direction (not counting a
    vertical one when ``vertical`` is false: Williams' v6 looks past them)."""
    # horizontal (shift by a column), the two diagonals, vertical.
    m = stones & (stones >> H1)
    if m & (m >> (2 * H1)):
        return True
    m = stones & (stones >> (H1 - 1))
    if m & (m >> (2 * (H1 - 1))):
        return True
    m = stones & (stones >> (H1 + 1))
    if m & (m >> (2 * (H1 + 1))):
        return True
    if not vertical:
        return False
    m = stones & (stones >> 1)
    return bool(m & (m >> 2))


def winning_cells(stones, mask, vertical=True):
    """Empty cells (reachable or not) where ``stones`` would complete a four
    (not counting vertical fours when ``vertical`` is false).

    The one four-detection kernel of the rules and the AIs; the solver's move
    ordering keeps an unrolled copy for speed (connect4.solver.ordering.winning_positions,
    tests/solver/test_ordering.py checks that both agree).
    """
    # vertical: three stacked stones below the cell
    r = (stones << 1) & (stones << 2) & (stones << 3) if vertical else 0
    for s in (H1, H1 - 1, H1 + 1):
        p = (stones << s) & (stones << (2 * s))
        r |= p & (stones << (3 * s))
        r |= p & (stones >> s)
        p = (stones >> s) & (stones >> (2 * s))
        r |= p & (stones << s)
        r |= p & (stones >> (3 * s))
    return r & (BOARD_MASK ^ mask)


def possible(mask):
    """The cells where a stone can be dropped now (one per non-full column)."""
    return (mask + BOTTOM) & BOARD_MASK


def can_play(mask, col):
    """True if column ``col`` is not full."""
    return not (mask & TOP_OF[col])


def move_bit(mask, col):
    """The cell a stone dropped into ``col`` lands on (column must not be full)."""
    return (mask + BOTTOM_OF[col]) & COLUMN_OF[col]


def is_winning_move(current, mask, col):
    """True if the player to move wins at once by playing ``col``."""
    return bool(winning_cells(current, mask) & possible(mask) & COLUMN_OF[col])


def play(current, mask, col):
    """Play ``col`` for the side to move; returns the new ``(current, mask)``."""
    return current ^ mask, mask | (mask + BOTTOM_OF[col])


def mirror(bits):
    """Mirror a bitboard (or a key) left to right, column by column."""
    r = 0
    for c in range(WIDTH):
        r |= ((bits >> (c * H1)) & 0x7F) << ((WIDTH - 1 - c) * H1)
    return r


def key(current, mask):
    """A unique int key of the position (fits in 49 bits)."""
    return current + mask


def canonical_key(current, mask):
    """The smaller of the key and its mirror image: one key per symmetric pair."""
    k = current + mask
    m = mirror(k)
    return k if k < m else m


def perft(current, mask, depth):
    """Number of move sequences of length ``depth`` from the position.

    A game that ends (win or full board) before ``depth`` contributes nothing
    beyond its end, as in chess perft; the last ply is counted in bulk.
    """
    if depth <= 0:
        return 1
    moves = possible(mask)
    if depth == 1:
        return popcount(moves)
    wins = winning_cells(current, mask)
    n = 0
    for col in range(WIDTH):
        mv = moves & COLUMN_OF[col]
        if mv and not (mv & wins):
            n += perft(current ^ mask, mask | mv, depth - 1)
    return n
