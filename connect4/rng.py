"""A small seeded random number generator with the same stream everywhere.

``random.Random`` exists in CPython and Pyodide but not in MicroPython (whose
``random`` module has a different generator and no instances), so an AI
seeded the same way would play different moves depending on the interpreter
that runs it.  ``Rng`` is SplitMix64 (Steele, Lea and Flood, 2014) on
integers masked to 64 bits: only ``+ * ^ >> &`` and ``%``, which give the same
results in CPython, Pyodide and MicroPython (whose big integers are exact).
It offers the part of ``random.Random``'s interface the players use.
"""

from connect4.errors import RngArgumentError

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_FNV_OFFSET = 0xCBF29CE484222325
_FNV_PRIME = 0x100000001B3
_TWO_POW_53 = 9007199254740992.0


def _seed_state(seed):
    """The 64-bit starting state for an int or str seed (str via FNV-1a)."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        # as random.Random, a negative seed gives the stream of its absolute value
        return abs(seed) & _MASK
    if isinstance(seed, str):
        h = _FNV_OFFSET
        for byte in seed.encode("utf-8"):
            h = ((h ^ byte) * _FNV_PRIME) & _MASK
        return h
    raise TypeError("Rng seed must be an int or a str, not %r" % (seed,))


class Rng:
    """Seeded generator: ``Rng(seed)`` gives the same numbers on every interpreter.

    ``seed`` is an int or a str (``None`` means 0, so that a player built
    without a seed is still reproducible).
    """

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed=0):
        """Restart the stream from ``seed``."""
        self._state = _seed_state(0 if seed is None else seed)

    def getstate(self):
        """The internal state, for ``setstate``."""
        return self._state

    def setstate(self, state):
        """Resume the stream from a state returned by ``getstate``."""
        self._state = state & _MASK

    def next64(self):
        """The next 64-bit unsigned integer of the stream (SplitMix64)."""
        self._state = s = (self._state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def getrandbits(self, k):
        """A non-negative integer of ``k`` random bits (0 <= k <= 64)."""
        if not 0 <= k <= 64:
            raise RngArgumentError("getrandbits needs 0 <= k <= 64, got %r" % (k,))
        return self.next64() >> (64 - k)

    def random(self):
        """A float uniformly in [0.0, 1.0), with 53 random bits."""
        return (self.next64() >> 11) / _TWO_POW_53

    def uniform(self, a, b):
        """A float between ``a`` and ``b`` (as ``random.uniform``)."""
        return a + (b - a) * self.random()

    def _below(self, n):
        """An integer uniformly in [0, n) for 0 < n <= 2**64, without modulo bias."""
        if n > 1 << 64:
            raise RngArgumentError("Rng draws from ranges of at most 2**64 values, not %r" % (n,))
        # reject the top partial block of the 2**64 values so every residue is equally likely
        limit = (1 << 64) - (1 << 64) % n
        x = self.next64()
        while x >= limit:
            x = self.next64()
        return x % n

    def randrange(self, start, stop=None, step=1):
        """A random element of ``range(start, stop, step)`` (as ``random.randrange``)."""
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise RngArgumentError("randrange step must not be zero")
        count = (stop - start + step - (1 if step > 0 else -1)) // step
        if count <= 0:
            raise RngArgumentError("empty range for randrange(%r, %r, %r)" % (start, stop, step))
        return start + step * self._below(count)

    def randint(self, a, b):
        """A random integer N with a <= N <= b."""
        return self.randrange(a, b + 1)

    def choice(self, seq):
        """A random element of the non-empty sequence ``seq``."""
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self._below(len(seq))]

    def shuffle(self, items):
        """Shuffle the list ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self._below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, population, k):
        """``k`` distinct elements of ``population``, in random order."""
        pool = list(population)
        if not 0 <= k <= len(pool):
            raise RngArgumentError("sample larger than population or negative")
        for i in range(k):
            j = i + self._below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
