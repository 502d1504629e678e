"""Many files in one: a mode's Python, or the light worker's, in a single download.

A phone on a 40 ms link paid a round trip per module when the page fetched
its ~40 Python files one by one (issue 33); build.py packs a set of them
(compiled MicroPython bytecode, ``.mpy``, plus data such as light.json) into
one file, installed before its first import (its modules served from memory,
:class:`BundleFS`; data written as files).  The page's own start-up Python
comes another way, as a ROMFS image MicroPython mounts as it starts
(static/mpy-page.js); the modes the page fetches later and the light worker
(static/mpy-worker.js) use this.  Runs in CPython (the build, the tests) and
MicroPython (the page), so it uses only what both have.

Format: ``MAGIC``, then per file: the path's length (2 bytes, little-endian),
the path (UTF-8, relative, ``/``-separated), the data's length (4 bytes),
the data.

>>> blob = pack([("a/b.py", b"x = 1\\n"), ("c.json", b"{}")])
>>> [(name, bytes(data)) for name, data in unpack(blob)]
[('a/b.py', b'x = 1\\n'), ('c.json', b'{}')]
"""

import io
import os
import sys

MAGIC = b"C4PB1\n"


def pack(files):
    """One bundle (bytes) of ``files``, ``[(path, bytes)]`` in the given order."""
    out = [MAGIC]
    for name, data in files:
        raw = name.encode()
        if not raw or raw.startswith(b"/") or b".." in raw.split(b"/") or len(raw) > 0xFFFF:
            raise ValueError("bad path in a bundle: %r" % name)
        out += [len(raw).to_bytes(2, "little"), raw, len(data).to_bytes(4, "little"), bytes(data)]
    return b"".join(out)


def unpack(blob):
    """``[(path, data)]`` of a bundle, in order (``data`` is a memoryview slice).

    :raises ValueError: not a bundle, or cut short.
    """
    view = memoryview(blob)
    if bytes(view[:len(MAGIC)]) != MAGIC:
        raise ValueError("not a bundle of the page's files")
    at, end, out = len(MAGIC), len(view), []
    while at < end:
        n = int.from_bytes(bytes(view[at:at + 2]), "little")
        name = bytes(view[at + 2:at + 2 + n]).decode()
        at += 2 + n
        size = int.from_bytes(bytes(view[at:at + 4]), "little")
        at += 4
        if at + size > end:
            raise ValueError("the bundle is cut short at %s" % name)
        out.append((name, view[at:at + size]))
        at += size
    return out


def _makedirs(path, made):
    parts = path.split("/")[:-1]
    for i in range(1, len(parts) + 1):
        folder = "/".join(parts[:i])
        if folder and folder not in made:
            made.add(folder)
            try:
                os.mkdir(folder)
            except OSError:
                pass  # exists (MicroPython has no exist_ok)


#: Where the bundles' modules are served from memory under MicroPython.
MOUNT = "/c4bundle"
_MODULE_SUFFIXES = (".py", ".mpy")
_S_IFDIR, _S_IFREG, _ENOENT, _EROFS = 0x4000, 0x8000, 2, 30


class BundleFS:
    """A read-only file system of the bundles' modules, held in memory, for
    MicroPython's ``os.mount``: imports read the bytecode from here.

    Why not files: in the browser's MicroPython every file system call that
    fails (each folder made again, each new file, each path an import tries
    before the one that exists) is a JavaScript exception with its stack
    trace; writing and importing the page's ~60 modules raised ~270 of them,
    about 80 ms of the phone's start (issue 33).  A miss here is a Python
    ``OSError``.
    """

    def __init__(self, base=None):
        self.files = {}
        self.dirs = {""}
        #: A folder (the page's image, ``/rom``) whose files show through where
        #: this one has none: its package folders and a mode's added later are
        #: one folder to the importer (a package has one ``__path__``).
        self.base = base

    def _below(self, key):
        return self.base + "/" + key if key else self.base

    def add(self, name, data):
        """The module file ``name`` (relative, ``/``-separated) with ``data``."""
        self.files[name] = bytes(data)
        parts = name.split("/")
        for i in range(1, len(parts)):
            self.dirs.add("/".join(parts[:i]))

    # -- what MicroPython's VFS layer calls ---------------------------------------
    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        pass

    def stat(self, path):
        key = path.strip("/")
        if key in self.files:
            return (_S_IFREG, 0, 0, 0, 0, 0, len(self.files[key]), 0, 0, 0)
        if key in self.dirs:
            return (_S_IFDIR, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        if self.base:
            return os.stat(self._below(key))  # a miss is the base's own OSError
        raise OSError(_ENOENT)

    def open(self, path, mode):
        if "w" in mode or "a" in mode or "+" in mode:
            raise OSError(_EROFS)
        data = self.files.get(path.strip("/"))
        if data is None:
            if self.base:
                return open(self._below(path.strip("/")), mode)
            raise OSError(_ENOENT)
        return io.BytesIO(data) if "b" in mode else io.StringIO(data.decode())

    def ilistdir(self, path):
        key = path.strip("/")
        prefix = key + "/" if key else ""
        seen = set()
        for name in list(self.files) + list(self.dirs):
            if name.startswith(prefix) and name != key:
                first = name[len(prefix):].split("/")[0]
                if first and first not in seen:
                    seen.add(first)
                    kind = _S_IFDIR if (prefix + first) in self.dirs else _S_IFREG
                    yield (first, kind, 0)
        if self.base:
            try:
                below = os.listdir(self._below(key))
            except OSError:  # no such folder in the base
                below = []
            for name in below:
                if name not in seen:
                    seen.add(name)
                    yield (name, os.stat(self._below(prefix + name))[0] & 0xF000, 0)

    def chdir(self, path):
        pass

    def getcwd(self):
        return "/"

    def statvfs(self, path):
        return (0,) * 10


_mounted = None


def _memory_fs():
    """The mounted :class:`BundleFS` (first on ``sys.path``), or None where there
    is no ``os.mount`` (CPython: the build and the tests write files instead)."""
    global _mounted
    if _mounted is None and hasattr(os, "mount"):
        fs = BundleFS()
        os.mount(fs, MOUNT)
        sys.path.insert(0, MOUNT)
        _mounted = fs
    return _mounted


def overlay(base):
    """The page's start (static/mpy-page.js): mount a :class:`BundleFS` over the
    folder ``base`` (the page's image, mounted by MicroPython at ``/rom``) at
    :data:`MOUNT`, the only folder searched for modules from now on, so that
    the modes' bundles installed later join the image's packages."""
    global _mounted
    fs = BundleFS(base)
    os.mount(fs, MOUNT)
    sys.path[:] = [MOUNT, ".frozen"]
    _mounted = fs
    return fs


def install(path, root=""):
    """Install the bundle at ``path`` (see :func:`install_blob`); returns how
    many files it held."""
    with open(path, "rb") as f:
        return install_blob(f.read(), root)


def install_blob(blob, root=""):
    """Install the bundle ``blob`` (bytes, e.g. a mode's bundle the page fetched
    when the mode was first opened); returns how many files it held.

    Under MicroPython its modules are served from memory (:class:`BundleFS`,
    mounted once at :data:`MOUNT`, first on ``sys.path``) and its other files
    (players.json, light.json) are written under ``root`` (the current folder
    by default); elsewhere every file is written under ``root``."""
    files = unpack(blob)
    memory = _memory_fs()
    prefix = root.rstrip("/") + "/" if root else ""
    made = set()
    for name, data in files:
        if memory is not None and name.endswith(_MODULE_SUFFIXES):
            memory.add(name, data)
            continue
        _makedirs(prefix + name, made)
        with open(prefix + name, "wb") as f:
            f.write(data)
    return len(files)
