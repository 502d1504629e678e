"""Many files in one: the page's Python arrives in a single download.

A phone on a 40 ms link paid a round trip per module when the page fetched
its ~40 Python files one by one (issue 33); build.py packs them (compiled
MicroPython bytecode, ``.mpy``, plus players.json) into one file and the
page unpacks it into its file system before the first import.  Runs in
CPython (the build, the tests) and MicroPython (the page), so it uses only
what both have.

Format: ``MAGIC``, then per file: the path's length (2 bytes, little-endian),
the path (UTF-8, relative, ``/``-separated), the data's length (4 bytes),
the data.

>>> blob = pack([("a/b.py", b"x = 1\\n"), ("c.json", b"{}")])
>>> [(name, bytes(data)) for name, data in unpack(blob)]
[('a/b.py', b'x = 1\\n'), ('c.json', b'{}')]
"""

import os

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


def _makedirs(path):
    parts = path.split("/")[:-1]
    for i in range(1, len(parts) + 1):
        folder = "/".join(parts[:i])
        if folder:
            try:
                os.mkdir(folder)
            except OSError:
                pass  # exists (MicroPython has no exist_ok)


def install(path, root=""):
    """Write every file of the bundle at ``path`` under ``root`` (the
    current folder by default); returns how many files were written."""
    with open(path, "rb") as f:
        return install_blob(f.read(), root)


def install_blob(blob, root=""):
    """Write every file of the bundle ``blob`` (bytes, e.g. a mode's bundle the
    page fetched when the mode was first opened) under ``root``; returns how many."""
    files = unpack(blob)
    prefix = root.rstrip("/") + "/" if root else ""
    for name, data in files:
        _makedirs(prefix + name)
        with open(prefix + name, "wb") as f:
            f.write(data)
    return len(files)
