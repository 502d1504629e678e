"""A fixed-size transposition table: one preallocated ``array('q')``.

Memory is bounded and known up front: ``8 * size`` bytes, where ``size`` is
the first prime at or above ``2 ** size_log2`` (a prime spreads the
structured keys ``current + mask`` over the slots; a power of two would keep
only the low columns).  The default ``size_log2 = 21`` is 16 MiB, a sensible
share of a browser tab; the book builder uses more.

Entry layout (one signed 64-bit int per slot, 0 = empty)::

    bits 62..56  generation (1..127), so that clear() is O(1)
    bits 55..7   the position key current + mask (49 bits): no false hits
    bits  6..0   the bound, Pons' encoding (see below)

Bound encoding (Pascal Pons' "lower bound table", final version):

- ``1 .. 37``: an upper bound, ``value = score - MIN_SCORE + 1``;
- ``38 .. 74``: a lower bound, ``value = score + MAX_SCORE - 2 * MIN_SCORE + 2``.

A slot keeps the last position written to it (always-replace), which is what
Pons does too; a collision only costs a re-search, never a wrong answer.
"""

from array import array

from connect4.errors import SolverError

MIN_SCORE = -18
MAX_SCORE = 18
#: Values above this are lower bounds, at or below it upper bounds.
LOWER_BASE = MAX_SCORE - MIN_SCORE + 1
#: Key bits of the position (7 columns x 7 bits).
KEY_BITS = 49
VALUE_BITS = 7
GENERATIONS = 127


def next_prime(n: int) -> int:
    """The smallest prime >= ``n`` (trial division: called once per table)."""
    n = max(n, 2)
    while True:
        if n % 2 or n == 2:
            d = 3
            while d * d <= n:
                if n % d == 0:
                    break
                d += 2
            else:
                return n
        n += 1


def upper_value(score: int) -> int:
    """Encode "the score is at most ``score``"."""
    return score - MIN_SCORE + 1


def lower_value(score: int) -> int:
    """Encode "the score is at least ``score``"."""
    return score + MAX_SCORE - 2 * MIN_SCORE + 2


def decode(value: int):
    """``("lower"|"upper", score)`` of a stored bound value (for tests and tools)."""
    if value > LOWER_BASE:
        return "lower", value + 2 * MIN_SCORE - MAX_SCORE - 2
    return "upper", value + MIN_SCORE - 1


class TranspositionTable:
    """Fixed-size always-replace table of score bounds keyed by position.

    >>> t = TranspositionTable(size_log2=10)
    >>> t.put(12345, upper_value(3)); decode(t.get(12345))
    ('upper', 3)
    >>> t.clear(); t.get(12345)
    0
    """

    def __init__(self, size_log2: int = 21):
        if not 10 <= size_log2 <= 30:
            raise SolverError("table size_log2 %r: expected 10..30" % (size_log2,))
        self.size_log2 = size_log2
        self.size = next_prime(1 << size_log2)
        # repeat one zero: array("q", bytes(n)) would first build n bytes,
        # and a WebAssembly heap never shrinks (the worker with the perfect
        # player loaded measured 57.8 MiB that way, 40.8 MiB this way)
        self.entries = array("q", [0]) * self.size
        self.generation = 1

    @property
    def nbytes(self) -> int:
        """Bytes held by the table (its whole memory bound)."""
        return self.entries.itemsize * self.size

    @property
    def tag(self) -> int:
        """What the search adds to a key so that older generations never match."""
        return self.generation << KEY_BITS

    def clear(self) -> None:
        """Forget every entry: O(1) by a new generation, a real wipe every 127."""
        self.generation += 1
        if self.generation > GENERATIONS:
            # in place, a slice at a time: no second table, even for a moment
            chunk = array("q", [0]) * 65536
            entries = self.entries
            for start in range(0, self.size, 65536):
                end = min(start + 65536, self.size)
                entries[start:end] = chunk[:end - start]
            self.generation = 1

    def get(self, key: int) -> int:
        """The stored bound value of ``key`` (0 if absent)."""
        k = key + self.tag
        e = self.entries[k % self.size]
        return e & 127 if e >> VALUE_BITS == k else 0

    def put(self, key: int, value: int) -> None:
        """Store a bound value (1..74) for ``key``, replacing the slot."""
        k = key + self.tag
        self.entries[k % self.size] = (k << VALUE_BITS) | value
