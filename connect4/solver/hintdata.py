"""Known results for the hint display: Markus Thill's 12-disc database.

Every position with 12 discs where the side to move cannot win at once has
its exact result in ``book_12ply_distances.dat`` of the PyPI package
``bitbully-databases`` (MIT licence, Markus Thill; the notice is kept beside
the data as ``LICENSE-bitbully-databases.txt``).  With it, the solver's
search from any position with fewer than 12 discs stops at the 12-disc layer
(a leaf with an exact score), which makes every column of an opening exact
in well under a second instead of minutes or hours.

File format (as the package's own reader documents it): 5-byte records,
sorted by their first 4 bytes, a big-endian signed 32-bit Huffman code of
the position, then one signed byte, the score.  The code walks the columns
left to right, each bottom to top: ``10`` a stone of the player to move
(the first player: 12 discs), ``11`` one of the other player, ``0`` at the
column's end (also after a full column), then a final ``0``: 32 bits for 12
stones.  A position and its mirror image have the same result; the file
holds one of the two.  The score is ``100 - p`` when the side to move wins
at ply ``p`` from here (``-(100 - p)`` when it loses), 0 for a draw; this
module converts it to the solver's scores (:mod:`connect4.solver.search`).

Loading is a few slices of the raw bytes (C speed in CPython and Pyodide),
then lookups are a binary search (:func:`bisect.bisect_left`).
"""

import hashlib
import os
from array import array
from bisect import bisect_left
from pathlib import Path

from connect4.bitboard import CELLS, COLUMN_OF, H1, HEIGHT, WIDTH, popcount

#: Stones on the board of every position in the database.
PLY = 12
#: Size of one record: 4-byte code + 1-byte score.
RECORD = 5
#: Where ``build.py`` and the CLI look for the file (override: the
#: ``CONNECT4_HINT_DATA`` environment variable).
FILE_NAME = "book_12ply_distances.dat"
LICENSE_NAME = "LICENSE-bitbully-databases.txt"
#: The pinned package the file comes from.
PACKAGE = "bitbully-databases==0.0.2"
#: Records in that version's file (4,200,899 positions, 21,004,495 bytes).
EXPECTED_RECORDS = 4200899
#: SHA-256 of that file: a copy that differs (cut short, a byte changed) is
#: refused whole, since a changed score byte would pass every other check and
#: show a wrong hint (checked at every load: ~0.05 s in CPython).
SHA256 = "1e01874dbb9b296a96baa2f5483ae69333ac7009377b34b222f112d9d8e89704"


class HintDataError(ValueError):
    """The hint data file is missing, truncated or not the expected file."""


class HintDataDamaged(HintDataError):
    """The file is not the pinned one (its size or SHA-256 differs): its
    message says "damaged", which the page tells the player."""


def check_pinned(raw, source: str = "hint data") -> None:
    """Raise :class:`HintDataDamaged` unless ``raw`` is exactly the pinned file."""
    if len(raw) != EXPECTED_RECORDS * RECORD:
        raise HintDataDamaged("%s is damaged: %d bytes where the file has %d"
                              % (source, len(raw), EXPECTED_RECORDS * RECORD))
    if hashlib.sha256(raw).hexdigest() != SHA256:
        raise HintDataDamaged("%s is damaged: its SHA-256 checksum is not the pinned "
                              "file's" % source)


def _code(cur: int, mask: int) -> int:
    """The database's 32-bit code of a 12-disc position (unsigned)."""
    code = 0
    for col in range(WIDTH):
        base = col * H1
        for row in range(HEIGHT):
            b = 1 << (base + row)
            if not mask & b:
                break
            code = (code << 2) | (2 if cur & b else 3)
        code <<= 1  # end of the column
    return code << 1  # the final pad bit


def _mirror(bits: int) -> int:
    out = 0
    for col in range(WIDTH):
        out |= ((bits >> (col * H1)) & 0x7F) << ((WIDTH - 1 - col) * H1)
    return out


def _signed(code: int) -> int:
    return code - (1 << 32) if code & (1 << 31) else code


def to_solver_score(value: int, n: int = PLY) -> int:
    """The solver's score of a database ``value`` for a position of ``n`` discs.

    A win at ply ``p`` from here is the side to move's disc number
    ``(n + p + 1) // 2`` of the whole game: score ``22 - k``; a loss at ply
    ``p`` is the opponent's disc ``(n + p) // 2``: score ``k - 22``.
    """
    if value == 0:
        return 0
    p = 100 - abs(value)
    if value > 0:
        return (CELLS // 2 + 1) - (n + p + 1) // 2
    return (n + p) // 2 - (CELLS // 2 + 1)


class HintData:
    """The 12-disc database in memory: sorted codes and their scores."""

    def __init__(self, raw: bytes, source: str = "hint data"):
        if len(raw) % RECORD or not raw:
            raise HintDataError(
                "%s is not a 12-disc database: %d bytes is not a whole number of "
                "%d-byte records" % (source, len(raw), RECORD))
        count = len(raw) // RECORD
        # The codes' bytes go straight into the array, one byte lane at a
        # time: no packed copy beside it.  In the browser worker, whose
        # WebAssembly heap never shrinks, every transient copy of the 17 MB
        # of codes stays as heap for good.
        keys = array("i", [0]) * count
        lanes = memoryview(keys).cast("B")
        for i in range(4):
            lanes[i::4] = raw[i::RECORD]
        lanes.release()
        if array("i", [1]).tobytes()[0] == 1:  # little-endian machine
            keys.byteswap()
        self.keys = keys
        self.values = array("b")
        self.values.frombytes(raw[4::RECORD])
        self.source = source
        self._check_sorted()

    def _check_sorted(self) -> None:
        keys = self.keys
        n = len(keys)
        step = max(1, n // 4096)
        prev = None
        for i in range(0, n, step):
            k = keys[i]
            if prev is not None and k <= prev:
                raise HintDataError("%s is corrupt: its records are not sorted (record %d)"
                                    % (self.source, i))
            prev = k
        for v in self.values[::step]:
            if abs(v) > 100 or (v and abs(v) < 100 - (CELLS - PLY)):
                raise HintDataError("%s is corrupt: score %d out of range" % (self.source, v))

    def __len__(self) -> int:
        return len(self.keys)

    @classmethod
    def load(cls, path, pinned: bool = True) -> "HintData":
        """Read a database file; :class:`HintDataError` if it is missing or bad
        (with ``pinned``, :class:`HintDataDamaged` unless it is the pinned file)."""
        path = Path(path)
        try:
            raw = path.read_bytes()
        except OSError as exc:
            raise HintDataError("hint data file %s cannot be read: %s"
                                % (path, exc.strerror or exc)) from None
        if pinned:
            check_pinned(raw, "hint data file %s" % path)
        return cls(raw, str(path))

    def raw_value(self, cur: int, mask: int):
        """The stored value of a 12-disc position (or its mirror), or ``None``."""
        keys = self.keys
        for c, m in ((cur, mask), (_mirror(cur), _mirror(mask))):
            code = _signed(_code(c, m))
            i = bisect_left(keys, code)
            if i < len(keys) and keys[i] == code:
                return self.values[i]
        return None

    def get(self, cur: int, mask: int):
        """Exact solver score of a position with 12 discs, else ``None``.

        ``None`` too for a 12-disc position the file does not hold (one
        where the side to move wins at once, which the search never asks).
        """
        if popcount(mask) != PLY:
            return None
        v = self.raw_value(cur, mask)
        return None if v is None else to_solver_score(v)

    def upper_bound_after(self, cur: int, mask: int):
        """An upper bound on a move's value known from the 12-disc layer, or ``None``.

        ``(cur, mask)`` is the position after the move (13 discs, the
        opponent to move).  Taking any top disc of the mover off gives a
        12-disc position R in which that disc's column leads here, so this
        move's value can be no more than what R's best move is worth:
        the smallest score of those positions bounds it.  It is exact
        whenever the move is a best move of one of them, and it settles about
        half the moves of a 12-disc position as losses at once (2,335 moves
        of Pons' Begin sets: 1,137 bounded below 0).
        """
        if popcount(mask) != PLY + 1:
            return None
        mover = cur ^ mask
        bound = None
        for col in range(WIDTH):
            column = mask & COLUMN_OF[col]
            if not column:
                continue
            top = 1 << (column.bit_length() - 1)
            if not mover & top:
                continue
            # R: the mover to move again, in the database unless it wins at once
            v = self.get(mover ^ top, mask ^ top)
            if v is not None and (bound is None or v < bound):
                bound = v
        return bound


class Download:
    """The database's bytes as they arrive (the browser worker's fetch).

    One buffer of the announced size (``Content-Length``), each chunk copied
    into its place: the worker's WebAssembly heap, which never shrinks, then
    holds the file once while it comes rather than as chunks plus their join
    (a helper's heap with the database: 116 -> 73 MiB, with the leaner
    :class:`HintData` build).  A wrong or missing size still works: the
    buffer grows, or is cut to what came.
    """

    def __init__(self, total: int):
        self.raw = bytearray(max(0, int(total or 0)))
        self.loaded = 0

    def slot(self, n: int) -> memoryview:
        """Where the next ``n`` bytes go; release the view before the next call."""
        end = self.loaded + n
        if end > len(self.raw):
            self.raw.extend(bytes(end - len(self.raw)))
        view = memoryview(self.raw)[self.loaded:end]
        self.loaded = end
        return view

    def data(self, source: str = "hint data", pinned: bool = True) -> HintData:
        """The database from the bytes that came (:class:`HintDataError` if bad;
        with ``pinned``, :class:`HintDataDamaged` unless the pinned file came)."""
        raw, self.raw = self.raw, bytearray()
        del raw[self.loaded:]
        if pinned:
            check_pinned(raw, source)
        return HintData(raw, source)


def default_path():
    """The file the CLI uses: ``$CONNECT4_HINT_DATA``, else the installed package's."""
    env = os.environ.get("CONNECT4_HINT_DATA")
    if env:
        return Path(env)
    try:
        # the installed package's data: the command line only (never in the browser)
        from importlib.resources import files
        p = files("bitbully_databases").joinpath("assets/" + FILE_NAME)
        return Path(str(p))
    except ModuleNotFoundError:  # package not installed
        return None


def try_load(path=None):
    """``(HintData or None, why not or None)``: never raises, the search is the fallback."""
    if path is None:
        path = default_path()
        if path is None:
            return None, ("hint data not installed (pip install %s, or set "
                          "CONNECT4_HINT_DATA): openings are searched, which can take "
                          "minutes" % PACKAGE)
    try:
        return HintData.load(path), None
    except HintDataError as exc:
        return None, "%s; hints fall back to search" % exc


def combined_getter(book, data):
    """``(get, max_ply)`` for :func:`make_negamax`: the opening book's exact
    scores up to its depth and the database's at 12 discs."""
    if data is None:
        if book is not None and len(book):
            return book.get, book.max_ply
        return None, -1
    dget = data.get
    if book is None or not len(book):
        return dget, PLY
    bget = book.get
    bply = book.max_ply

    def get(cur, mask):
        v = bget(cur, mask)
        if v is None:
            v = dget(cur, mask)
        return v
    return get, max(PLY, bply)


#: ``(path, (HintData or None, problem))`` as last loaded by :func:`shared_hint_data`.
_shared = None


def shared_hint_data(path=None):
    """``(HintData or None, why not)``, loaded once per process and path.

    The function the command line (``analyze``, the terminal game's hint)
    calls: hints use the database when it is installed and say why not
    when it is missing or corrupt (the search is then the fallback).
    """
    global _shared
    if path is None:
        path = default_path()
    if _shared is None or _shared[0] != path:
        _shared = (path, try_load(path) if path is not None else try_load())
    return _shared[1]


#: Where the data goes in dist/ (fetched on demand, cached by sw.js, never precached).
DIST_DIR = "hints"


def _package_bytes():
    """``(database bytes, licence text)`` from the pinned package (build time only).

    The installed package if it is the pinned version, else the pinned wheel
    fetched with pip (the way build.py vendors the npm runtimes) into a cache.
    """
    # Build time only: the browser worker ships this module but never runs these.
    import zipfile
    try:
        from importlib.metadata import distribution  # build time only, as above

        # optional: else the pinned wheel is fetched below
        import bitbully_databases
        dist = distribution("bitbully-databases")
        if dist.version == PACKAGE.split("==")[1]:
            root = Path(bitbully_databases.__file__).parent
            lic = [f for f in dist.files if f.name == "LICENSE"]
            return ((root / "assets" / FILE_NAME).read_bytes(),
                    lic[0].locate().read_text() if lic else None)
    except ImportError:
        pass
    import subprocess  # build time only, as above
    import sys  # build time only, as above
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "connect4-build"
    cache.mkdir(parents=True, exist_ok=True)
    wheels = sorted(cache.glob("bitbully_databases-%s-*.whl" % PACKAGE.split("==")[1]))
    if not wheels:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q",
                        "-d", str(cache), PACKAGE], check=True)
        wheels = sorted(cache.glob("bitbully_databases-*.whl"))
    with zipfile.ZipFile(wheels[-1]) as z:
        names = z.namelist()
        lic = [n for n in names if n.endswith("/LICENSE")]
        return (z.read("bitbully_databases/assets/" + FILE_NAME),
                z.read(lic[0]).decode() if lic else None)


def install_into(dist) -> Path:
    """Build step: put the database and its licence notice into ``dist/hints/``.

    The file is checked (its size and SHA-256 against the pinned ones) before it is
    shipped.  Returns the data file's path.
    """
    import time  # build time only, as above

    t0 = time.perf_counter()
    raw, licence = _package_bytes()
    check_pinned(raw, PACKAGE)
    data = HintData(raw, PACKAGE)
    out = Path(dist) / DIST_DIR
    out.mkdir(parents=True, exist_ok=True)
    (out / FILE_NAME).write_bytes(raw)
    (out / LICENSE_NAME).write_text(
        "book_12ply_distances.dat comes unchanged from the PyPI package %s\n"
        "(https://github.com/MarkusThill/bitbully-databases).\n\n%s"
        % (PACKAGE, licence or "MIT License, Copyright (c) Markus Thill\n"))
    print("hints: %s, %.1f MB, %d positions (%.1f s)"
          % (out / FILE_NAME, len(raw) / 1e6, len(data), time.perf_counter() - t0), flush=True)
    return out / FILE_NAME
