"""The opening book: exact scores of early positions, loaded without numpy.

A position and its mirror image have the same score, so each pair is stored
once under its canonical key (the smaller of the key ``current + mask`` and
its mirror; see :func:`connect4.bitboard.canonical_key`).

Byte format of ``book.bin`` (all integers little-endian)::

    offset  size       field
    0       4          magic b"C4BK"
    4       1          format version (2; version 1 files have no leaf bits)
    5       1          max_ply: most discs of any stored position
    6       1          coverage flags (version 2): bit 7 set means bits 0 and
                       1 say whether the lines cover red's and yellow's
                       opening (covers_opening with OPENING_PLIES), found
                       when the file was written; 0: not recorded
    7       1          yellow's coverage by red's first move (version 2):
                       bit 7 set means bit c (c = 0..3) says whether the
                       lines cover yellow's opening after red's first
                       move in column c (and its mirror 6 - c), i.e.
                       covers_line([c]); 0: not recorded
    8       4          count: number of positions
    12      4          reserved (0)
    16      8 * count  canonical keys, unsigned 64-bit, strictly ascending
    16+8c   count      scores, signed 8-bit, same order (side to move's score)
    16+9c   (c+7)//8   leaf bits, same order (bit i & 7 of byte i >> 3)

A *leaf* is a position where the perfect player's lines end because the
solver alone answers it fast (the builder's ``--easy-nodes``): no best
child is stored for it and nothing below it.

Lookup is a binary search (``bisect``) over an ``array('q')`` built straight
from the bytes: loading costs one memory copy, no per-entry objects, which
keeps the browser worker's start fast and its memory at 9 bytes a position.
"""

import sys
from array import array
from bisect import bisect_left
from pathlib import Path
from typing import NamedTuple

from connect4.bitboard import BOTTOM, WIDTH, can_play, canonical_key, is_winning_move, mirror, play, popcount
from connect4.errors import BookFormatError
from connect4.solver.search import can_win_next

MAGIC = b"C4BK"
VERSION = 2
HEADER_SIZE = 16
#: The perfect player's opening is "covered" when the book answers all its
#: moves before this many discs: from 16-disc positions on, the solver's
#: move takes 0.3 s at p95 in CPython (tests/benchmarks/bench_solver.py), so
#: only the moves before need the book.
OPENING_PLIES = 16
#: Where the committed book lives inside the package.
DEFAULT_PATH = Path(__file__).resolve().parent.parent / "data" / "book.bin"


def position_ply(key: int) -> int:
    """Number of discs of the position with key ``current + mask``.

    Per column the key is ``stones + (2 ** height - 1)``; adding the bottom
    bit turns that into ``stones + 2 ** height`` (no carry between columns),
    whose bit length is ``height + 1``.
    """
    key += BOTTOM
    ply = 0
    for c in range(7):
        col = (key >> (7 * c)) & 0x7F
        ply += col.bit_length() - 1
    return ply


class BookHeader(NamedTuple):
    """The fields of a book file's 16-byte header (see the format above)."""

    version: int
    max_ply: int
    count: int
    #: side (0 red, 1 yellow) -> covers_opening(side), where recorded
    covers: dict
    #: red's first column (0..3, mirror shared) -> covers_line([column]), where recorded
    covers_after: dict

    @property
    def size(self) -> int:
        """The file's length in bytes that this header announces."""
        return HEADER_SIZE + 9 * self.count + ((self.count + 7) >> 3 if self.version >= 2 else 0)

    @classmethod
    def parse(cls, data: bytes) -> "BookHeader":
        """The header at the start of ``data``.

        :raises BookFormatError: wrong magic or version, or too short.
        """
        if len(data) < HEADER_SIZE or data[:4] != MAGIC:
            raise BookFormatError("not an opening book: bad magic %r" % (bytes(data[:4]),))
        version = data[4]
        if version not in (1, VERSION):
            raise BookFormatError("opening book version %d: expected 1 or %d" % (version, VERSION))
        flags = data[6] if version >= 2 else 0
        after = data[7] if version >= 2 else 0
        return cls(version, data[5], int.from_bytes(data[8:12], "little"),
                   {0: bool(flags & 1), 1: bool(flags & 2)} if flags & 0x80 else {},
                   {c: bool(after >> c & 1) for c in range(4)} if after & 0x80 else {})

    @classmethod
    def read(cls, path=None) -> "BookHeader":
        """The header of a book file (default: the committed one), reading
        16 bytes, not the positions; checks the file's length too.

        :raises OSError: missing or unreadable file.
        :raises BookFormatError: not a book, or truncated.
        """
        path = Path(path or DEFAULT_PATH)
        with path.open("rb") as f:
            header = cls.parse(f.read(HEADER_SIZE))
            header.check_length(f.seek(0, 2))
        return header

    def check_length(self, length: int) -> None:
        """:raises BookFormatError: ``length`` is not the file's announced :attr:`size`."""
        if length != self.size:
            raise BookFormatError("opening book of %d positions should be %d bytes, got %d"
                                  % (self.count, self.size, length))


class OpeningBook:
    """Read-only map from a position to its exact score.

    >>> book = OpeningBook.from_entries({3: 1})   # not a real position key
    >>> book.get_key(3), book.get_key(4), len(book)
    (1, None, 1)
    """

    def __init__(self, keys: array, scores: array, max_ply: int, leaf_bits: bytes = None):
        self.keys = keys
        self.scores = scores
        self.max_ply = max_ply
        #: one bit per position (key order): the lines end there
        self.leaf_bits = leaf_bits if leaf_bits is not None else bytes((len(keys) + 7) >> 3)
        #: side -> covers_opening(side) with the default plies, once known
        #: (the walk takes seconds on a full book; the file records it)
        self._covers = {}
        #: red's first column (0..3) -> covers_line([column]), once known
        self._covers_after = {}

    # -- construction ---------------------------------------------------
    @classmethod
    def from_entries(cls, entries: dict, leaves=()) -> "OpeningBook":
        """A book from ``{canonical_key: score}`` and the keys of its leaves
        (each must have a score)."""
        items = sorted(entries.items())
        keys = array("q", [k for k, _ in items])
        scores = array("b", [s for _, s in items])
        max_ply = max((position_ply(k) for k in keys), default=-1)
        bits = bytearray((len(keys) + 7) >> 3)
        for leaf in leaves:
            i = bisect_left(keys, leaf)
            if i == len(keys) or keys[i] != leaf:
                raise BookFormatError("leaf %d has no score" % leaf)
            bits[i >> 3] |= 1 << (i & 7)
        return cls(keys, scores, max_ply, bytes(bits))

    @classmethod
    def from_bytes(cls, data: bytes) -> "OpeningBook":
        """Parse the byte format above.

        :raises BookFormatError: wrong magic, version or length.
        """
        header = BookHeader.parse(data)
        header.check_length(len(data))
        count = header.count
        keys = array("q")
        # slices of a memoryview: no temporary copy of the keys (a
        # WebAssembly heap keeps its peak size for good)
        view = memoryview(data)
        keys.frombytes(view[HEADER_SIZE:HEADER_SIZE + 8 * count])
        scores = array("b")
        scores.frombytes(view[HEADER_SIZE + 8 * count:HEADER_SIZE + 9 * count])
        if sys.byteorder == "big":
            keys.byteswap()
        bits = bytes(view[HEADER_SIZE + 9 * count:]) if header.version >= 2 else None
        book = cls(keys, scores, header.max_ply if count else -1, bits)
        book._covers = dict(header.covers)
        book._covers_after = dict(header.covers_after)
        return book

    @classmethod
    def load(cls, path=None) -> "OpeningBook":
        """Read a book file (default: the committed ``connect4/data/book.bin``)."""
        return cls.from_bytes(Path(path or DEFAULT_PATH).read_bytes())

    @classmethod
    def try_load(cls, path=None):
        """``(book, None)``, or ``(None, why)`` if the file is missing or unreadable.

        For the default book: a solver without it still answers every
        position, only slower on early ones, and callers say so with ``why``.
        """
        path = Path(path or DEFAULT_PATH)
        try:
            book = cls.from_bytes(path.read_bytes())
            if len(book) and (min(book.scores) < -21 or max(book.scores) > 21
                              or min(book.keys) < 0 or max(book.keys) >= 1 << 63):
                raise BookFormatError("scores or keys out of range")
            return book, None
        except FileNotFoundError:
            why = "the opening book %s is missing" % path.name
        except (OSError, BookFormatError) as exc:
            why = "the opening book %s is unreadable (%s)" % (path.name, exc)
        return None, why + "; solving without it, early positions take longer"

    def to_bytes(self) -> bytes:
        """The byte format above."""
        keys = array("q", self.keys)
        if sys.byteorder == "big":
            keys.byteswap()
        flags = 0x80 | self.covers_opening(0) | self.covers_opening(1) << 1
        after = 0x80 | sum(self.covers_yellow_after(c) << c for c in range(4))
        header = (MAGIC + bytes([VERSION, max(self.max_ply, 0), flags, after])
                  + len(self.keys).to_bytes(4, "little") + bytes(4))
        return header + keys.tobytes() + self.scores.tobytes() + bytes(self.leaf_bits)

    # -- lookup -----------------------------------------------------------
    def __len__(self) -> int:
        return len(self.keys)

    def get_key(self, canonical: int):
        """The score stored under a canonical key, or ``None``."""
        keys = self.keys
        i = bisect_left(keys, canonical)
        if i < len(keys) and keys[i] == canonical:
            return self.scores[i]
        return None

    def get(self, current: int, mask: int):
        """The exact score of a position (side to move), or ``None`` if absent."""
        k = current + mask
        m = mirror(k)
        return self.get_key(k if k < m else m)

    def is_leaf(self, current: int, mask: int) -> bool:
        """True if the book's lines end at this position (the solver answers it fast)."""
        k = canonical_key(current, mask)
        i = bisect_left(self.keys, k)
        return (i < len(self.keys) and self.keys[i] == k
                and bool(self.leaf_bits[i >> 3] >> (i & 7) & 1))

    def items(self):
        """``(canonical_key, score)`` pairs in key order."""
        return zip(self.keys, self.scores)

    def leaves(self) -> list:
        """Canonical keys of the leaves, in key order."""
        bits = self.leaf_bits
        return [k for i, k in enumerate(self.keys) if bits[i >> 3] >> (i & 7) & 1]

    def best_columns(self, current: int, mask: int) -> list:
        """Columns the book proves best in a position (side to move), or ``[]``.

        A column is proved best when the position's score is stored and so
        is its child's, with the opposite sign: the book's own lines.  An
        immediate win is best when the stored score says so.
        """
        score = self.get(current, mask)
        if score is None:
            return []
        n = popcount(mask)
        out = []
        for col in range(WIDTH):
            if not can_play(mask, col):
                continue
            if is_winning_move(current, mask, col):
                if score == (43 - n) // 2:
                    out.append(col)
            elif self.get(*play(current, mask, col)) == -score:
                out.append(col)
        return out

    def covers_opening(self, side: int = None, plies: int = None) -> bool:
        """True if the book answers every move of the perfect player before
        ``plies`` discs (default :data:`OPENING_PLIES`) along its lines.

        ``side`` 0 walks the perfect player as red (from the empty board),
        1 as yellow (after each first move of red), ``None`` both: at every
        position of its lines the book must prove a best column
        (:meth:`best_columns`), and the walk follows each such column and
        every reply of the opponent, or the position must be a leaf (the
        solver alone answers it fast; the line ends).  Stops at the first
        gap, so a partial book answers at once.  With the default ``plies``
        the answer is the one recorded in the file's header (the walk takes
        seconds on a full book, and the browser worker asks at start).
        """
        if plies is None or plies == OPENING_PLIES:
            if side is None:
                return self.covers_opening(0) and self.covers_opening(1)
            if side not in self._covers:
                self._covers[side] = self._walk(side, OPENING_PLIES)
            return self._covers[side]
        return self._walk(side, plies)

    def _walk(self, side, plies: int) -> bool:
        """The walk of :meth:`covers_opening`, uncached."""
        starts = []
        if side in (None, 0):
            starts.append((0, 0))
        if side in (None, 1):
            starts.extend(play(0, 0, c) for c in range(WIDTH))
        return self._walk_from(starts, plies)

    def covers_line(self, moves, plies: int = None) -> bool:
        """True if the book answers every move of the perfect player before
        ``plies`` discs (default :data:`OPENING_PLIES`) along its lines from
        the position after ``moves`` (0-based columns; the player is the
        side to move there).  ``covers_line([3])``: as yellow after red's
        first move in the centre, whatever the other first moves."""
        cur = mask = 0
        for col in moves:
            cur, mask = play(cur, mask, col)
        return self._walk_from([(cur, mask)], OPENING_PLIES if plies is None else plies)

    def covers_yellow_after(self, first: int) -> bool:
        """:meth:`covers_line` ``([first])`` with the default plies: the book
        answers yellow's opening after red's first move in column ``first``
        (0-based; a column and its mirror share the answer, which the
        file's header records)."""
        first = min(first, WIDTH - 1 - first)
        if first not in self._covers_after:
            if self._covers.get(1):  # the whole of yellow's opening is covered
                self._covers_after[first] = True
            else:
                self._covers_after[first] = self.covers_line([first])
        return self._covers_after[first]

    def _walk_from(self, starts, plies: int) -> bool:
        """Walk the lines from ``(current, mask)`` positions (see :meth:`covers_opening`)."""
        seen = set()
        stack = list(starts)
        while stack:
            cur, mask = stack.pop()
            k = cur + mask
            if k in seen or popcount(mask) >= plies or can_win_next(cur, mask):
                continue
            seen.add(k)
            if self.is_leaf(cur, mask):
                continue
            cols = self.best_columns(cur, mask)
            if not cols:
                return False
            for col in cols:  # the player may pick any of them
                c1, m1 = play(cur, mask, col)
                for reply in range(WIDTH):
                    if can_play(m1, reply) and not is_winning_move(c1, m1, reply):
                        stack.append(play(c1, m1, reply))
        return True

