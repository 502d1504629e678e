"""A board's size and line length, and the int-only bitboard primitives of Connect-k on it.

The layout is :mod:`connect4.bitboard`'s with ``height + 1`` bits per column
instead of 7: a position is two plain ints, ``mask`` (every disc) and
``current`` (the discs of the player to move); bit ``col * (height + 1) + row``
is the cell in column ``col`` (0 = left) and row ``row`` (0 = bottom), and
each column's top bit (row ``height``) is a sentinel that is never set, so a
shifted line never wraps into the next column.  On 8x7 (8 bits a column)::

    .  .  .  .  .  .  .  .    <- sentinel row 7
    6 14 22 30 38 46 54 62
    ...
    1  9 17 25 33 41 49 57
    0  8 16 24 32 40 48 56

A line runs in four directions, each a shift: 1 (vertical), ``height + 1``
(horizontal), ``height`` and ``height + 2`` (the two diagonals).  ``k`` in a
row is found by doubling runs: a run of ``n + m`` (``m <= n``) starts where a
run of ``n`` starts and another starts ``m`` cells on, so four takes two
shifts and five three.  ``current + mask`` is a unique key of the position.

The bounds, 4 to 10 columns and 4 to 8 rows with ``connect`` 4 or 5, are the
issue's (every size whose result is known or asked for; five in a row is
the 9x6 board's); a position then needs ``width * (height + 1) <= 90`` bits.
Both interpreters keep such ints exact.  MicroPython holds only 31-bit ints
unboxed, so 7x6's 49 bits already live on its heap, and longer ints cost it
no more: measured (tests/benchmarks/bench_variants.py, MicroPython in Node.js)
perft takes about 7 us a node on 7x6 (49 bits), 8 on 8x7 (64) and 10 on 10x8
(90), 1 us per column each: the columns to loop over, not the bits, set the
cost.  Widths past 10 would need two characters a column in the notation
(:mod:`connect4.variants.notation`).  Importable by MicroPython: plain ints,
no ``int.bit_count``.

>>> g = Geometry(8, 7)
>>> g.name, g.bits
('8x7', 64)
>>> cur, mask = 0, 0
>>> for col in (0, 1, 0, 1, 0, 1):
...     cur, mask = g.play(cur, mask, col)
>>> g.is_winning_move(cur, mask, 0), g.has_line(cur ^ mask)
(True, False)
"""

from connect4.bitboard import popcount
from connect4.errors import Connect4Error

#: The sizes every part of the engine holds (see the module's docstring).
MIN_WIDTH, MAX_WIDTH = 4, 10
MIN_HEIGHT, MAX_HEIGHT = 4, 8
#: The line lengths: Connect 4, and five in a row (the 9x6 board's).
CONNECTS = (4, 5)

__all__ = ["Geometry", "SizeError", "popcount", "check_size"]


class SizeError(Connect4Error):
    """A board size or line length outside the bounds the engine holds."""


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def check_size(width, height, connect=4) -> None:
    """Refuse a size or line length outside the bounds, quoting it.

    :raises SizeError: e.g. ``size 3x99: columns must be 4 to 10 and rows 4 to 8``.
    """
    if not (_is_int(width) and _is_int(height)
            and MIN_WIDTH <= width <= MAX_WIDTH and MIN_HEIGHT <= height <= MAX_HEIGHT):
        raise SizeError("size %sx%s: columns must be %d to %d and rows %d to %d"
                        % (_shown(width), _shown(height), MIN_WIDTH, MAX_WIDTH,
                           MIN_HEIGHT, MAX_HEIGHT))
    if not (_is_int(connect) and connect in CONNECTS):
        raise SizeError("connect %s: a line must be 4 or 5 in a row" % (_shown(connect),))


def _shown(x) -> str:
    # an int as it is, anything else as its repr cut short (a hostile value can be long)
    text = str(x) if _is_int(x) else repr(x)
    return text if len(text) <= 20 else text[:20] + "..."


class Geometry:
    """One board size and line length: its masks and its rules on ``(current, mask)``.

    Read-only after construction; every method is a pure function of plain ints.
    """

    def __init__(self, width, height, connect=4):
        check_size(width, height, connect)
        self.width = width
        self.height = height
        self.connect = connect
        h1 = height + 1
        self.h1 = h1
        self.cells = width * height
        self.bits = width * h1
        self.name = "%dx%d" % (width, height)
        #: The four directions' shifts: vertical, horizontal, the two diagonals.
        self.shifts = (1, h1, height, h1 + 1)
        column = (1 << height) - 1
        #: Per column: its bottom cell, its top playable cell, all its playable cells.
        self.bottom_of = [1 << (c * h1) for c in range(width)]
        self.top_of = [1 << (height - 1 + c * h1) for c in range(width)]
        self.column_of = [column << (c * h1) for c in range(width)]
        bottom = 0
        for b in self.bottom_of:
            bottom |= b
        #: One bit at the bottom of every column; every playable cell (no sentinels).
        self.bottom = bottom
        self.board = bottom * column
        #: Columns from the centre outwards, the left one first at equal distance.
        self.centre_order = sorted(range(width), key=lambda c: (abs(2 * c - width + 1), c))
        # has_line's doubling steps per direction (see the module's docstring)
        steps = []
        n = 1
        while n < connect:
            m = min(n, connect - n)
            steps.append(m)
            n += m
        self._runs = [[m * s for m in steps] for s in self.shifts]

    def __repr__(self):
        return "Geometry(%d, %d, %d)" % (self.width, self.height, self.connect)

    def __eq__(self, other):
        return (isinstance(other, Geometry) and self.width == other.width
                and self.height == other.height and self.connect == other.connect)

    def __hash__(self):
        return hash((self.width, self.height, self.connect))

    # -- cells ------------------------------------------------------------
    def bit(self, col, row) -> int:
        """The single-bit mask of cell (col, row)."""
        return 1 << (col * self.h1 + row)

    def cell_of(self, b) -> tuple:
        """The (col, row) of a single-bit mask (the inverse of :meth:`bit`)."""
        i = 0
        while b > 1:
            b >>= 1
            i += 1
        return divmod(i, self.h1)

    def height_of(self, mask, col) -> int:
        """The number of discs in column ``col``."""
        return popcount(mask & self.column_of[col])

    # -- moves ------------------------------------------------------------
    def can_play(self, mask, col) -> bool:
        """True if column ``col`` is not full."""
        return not (mask & self.top_of[col])

    def possible(self, mask) -> int:
        """The cells where a disc can be dropped now (one per non-full column)."""
        return (mask + self.bottom) & self.board

    def move_bit(self, mask, col) -> int:
        """The cell a disc dropped into ``col`` lands on (the column must not be full)."""
        return (mask + self.bottom_of[col]) & self.column_of[col]

    def play(self, current, mask, col) -> tuple:
        """Drop a disc of the side to move into ``col``; the new ``(current, mask)``."""
        return current ^ mask, mask | (mask + self.bottom_of[col])

    def can_pop(self, current, mask, col) -> bool:
        """True if the side to move has a disc at the bottom of ``col`` (Pop Out)."""
        return bool(current & self.bottom_of[col])

    def pop(self, current, mask, col) -> tuple:
        """Pop the bottom disc of ``col`` (the mover's: see :meth:`can_pop`): the discs
        above fall one row; the new ``(current, mask)``, the other side to move."""
        c = self.column_of[col]
        col_mask = mask & c
        col_mine = current & c
        # a right shift moves the column down one row; its bottom bit leaves the column
        mask = (mask ^ col_mask) | ((col_mask >> 1) & c)
        mine = (current ^ col_mine) | ((col_mine >> 1) & c)
        return mine ^ mask, mask

    # -- lines --------------------------------------------------------------
    def has_line(self, stones) -> bool:
        """True if ``stones`` hold ``connect`` in a row in any direction."""
        for run in self._runs:
            r = stones
            for t in run:
                r &= r >> t
            if r:
                return True
        return False

    def line_cells(self, stones) -> int:
        """Every cell of every line of ``connect`` (or more) in a row of ``stones``."""
        cells = 0
        for s, run in zip(self.shifts, self._runs):
            r = stones
            for t in run:
                r &= r >> t
            # r marks each line's first cell: spread it over the line
            for i in range(self.connect):
                cells |= r << (i * s)
        return cells

    def winning_cells(self, stones, mask) -> int:
        """Empty cells (reachable or not) where ``stones`` would complete a line; a
        vertical one from the discs below the cell only (in a position, all above is empty)."""
        # l<j>: cells with j of stones just before them in the direction; r<j>: just after
        if self.connect == 4:
            # vertical: only discs below an empty cell (above it is empty)
            r = (stones << 1) & (stones << 2) & (stones << 3)
            for s in self.shifts[1:]:
                l1 = stones << s
                l2 = l1 & (stones << (2 * s))
                r1 = stones >> s
                r2 = r1 & (stones >> (2 * s))
                r |= (l2 & ((stones << (3 * s)) | r1)) | (r2 & ((stones >> (3 * s)) | l1))
        else:  # five: unrolled too (a loop over k costs perft a third more in CPython)
            r = (stones << 1) & (stones << 2) & (stones << 3) & (stones << 4)
            for s in self.shifts[1:]:
                l1 = stones << s
                l2 = l1 & (stones << (2 * s))
                l3 = l2 & (stones << (3 * s))
                r1 = stones >> s
                r2 = r1 & (stones >> (2 * s))
                r3 = r2 & (stones >> (3 * s))
                r |= ((l3 & ((stones << (4 * s)) | r1)) | (r3 & ((stones >> (4 * s)) | l1))
                      | (l2 & r2))
        return r & (self.board ^ mask)

    def is_winning_move(self, current, mask, col) -> bool:
        """True if the side to move wins at once by dropping into ``col``."""
        return bool(self.winning_cells(current, mask) & self.possible(mask)
                    & self.column_of[col])

    # -- keys -----------------------------------------------------------------
    def key(self, current, mask) -> int:
        """A unique int key of the position (fits in :attr:`bits` bits)."""
        return current + mask

    def mirror(self, bits) -> int:
        """Mirror a bitboard (or a key) left to right, column by column."""
        h1 = self.h1
        whole = (1 << h1) - 1
        last = self.width - 1
        r = 0
        for c in range(self.width):
            r |= ((bits >> (c * h1)) & whole) << ((last - c) * h1)
        return r

    def canonical_key(self, current, mask) -> int:
        """The smaller of the key and its mirror image: one key per symmetric pair."""
        k = current + mask
        m = self.mirror(k)
        return k if k < m else m

    def perft(self, current, mask, depth) -> int:
        """Number of drop sequences of length ``depth`` from the position, as
        :func:`connect4.bitboard.perft` counts them (a won game stops)."""
        if depth <= 0:
            return 1
        moves = self.possible(mask)
        if depth == 1:
            return popcount(moves)
        wins = self.winning_cells(current, mask)
        n = 0
        for c in self.column_of:
            mv = moves & c
            if mv and not (mv & wins):
                n += self.perft(current ^ mask, mask | mv, depth - 1)
        return n
