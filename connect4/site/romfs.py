"""MicroPython's read-only file system image (ROMFS): the page's Python in one file
that the interpreter mounts at ``/rom`` as it starts.

The vendored MicroPython takes such an image in ``loadMicroPython({romfs})``
(static/mpy-page.js) and imports from it natively: no Python-level file
system (connect4.bundle's BundleFS) to install first, and a path an import
tries in vain is no JavaScript exception (issue 33).

The format, as MicroPython 1.25+ reads it (extmod/vfs_rom.c) and its own
writer (mpremote's ``romfs.VfsRomWriter``) writes it: the header
``d2 cd 31``, the length of the rest, then records.  A record is its kind, the
length of its payload, the payload; a folder's payload is its name and its
records, a file's its name and one record of its data.  Numbers are unsigned,
7 bits a byte, most significant first, the top bit set on all but the last.
Written here because the build uses the standard library only (``python3
build.py serve`` needs nothing but Python and npm) and mpremote is a device
tool with serial-port dependencies; tests/site/test_romfs.py mounts what this
writes in the vendored MicroPython.

>>> read(image([("b/c.py", b"x = 1\\n"), ("a.json", b"{}")]))
[('a.json', b'{}'), ('b/c.py', b'x = 1\\n')]
"""

HEADER = b"\xd2\xcd\x31"
_DATA, _FOLDER, _FILE = 2, 4, 5


def _number(value: int) -> bytes:
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.insert(0, 0x80 | (value & 0x7F))
        value >>= 7
    return bytes(out)


def _record(kind: int, payload: bytes) -> bytes:
    return _number(kind) + _number(len(payload)) + payload


def _named(name: str) -> bytes:
    raw = name.encode("ascii")
    return _number(len(raw)) + raw


def _folder(tree: dict) -> bytes:
    out = []
    for name in sorted(tree):
        item = tree[name]
        if isinstance(item, dict):
            out.append(_record(_FOLDER, _named(name) + _folder(item)))
        else:
            out.append(_record(_FILE, _named(name) + _record(_DATA, bytes(item))))
    return b"".join(out)


def image(files) -> bytes:
    """The image of ``files``, ``[(relative path, bytes)]`` (``/``-separated,
    ASCII names), folders sorted by name: the same files give the same bytes.

    :raises ValueError: an absolute, empty or ``..`` path, or a path that is
        both a file and a folder.
    """
    tree = {}
    for path, data in files:
        parts = path.split("/")
        if not path or path.startswith("/") or "" in parts or ".." in parts:
            raise ValueError("bad path in a ROMFS image: %r" % path)
        node = tree
        for part in parts[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ValueError("%s is a file and a folder" % part)
        if isinstance(node.get(parts[-1]), dict):
            raise ValueError("%s is a file and a folder" % path)
        node[parts[-1]] = data
    body = _folder(tree)
    size = _number(len(body))
    if (len(HEADER) + len(size) + len(body)) % 2:
        size = b"\x80" + size  # an even length (a leading zero digit), as mpremote pads
    return HEADER + size + body


def _read_number(data: bytes, at: int) -> tuple:
    value = 0
    while True:
        byte = data[at]
        at += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, at


def _read_records(data: bytes, at: int, end: int, prefix: str, out: list) -> None:
    while at < end:
        kind, at = _read_number(data, at)
        size, at = _read_number(data, at)
        stop = at + size
        if kind in (_FOLDER, _FILE):
            length, p = _read_number(data, at)
            name = prefix + data[p:p + length].decode("ascii")
            p += length
            if kind == _FOLDER:
                _read_records(data, p, stop, name + "/", out)
            else:
                inner, p = _read_number(data, p)
                n, p = _read_number(data, p)
                if inner != _DATA:
                    raise ValueError("%s: data of kind %d, not written here" % (name, inner))
                out.append((name, data[p:p + n]))
        at = stop


def read(data: bytes) -> list:
    """``[(path, bytes)]`` of an image :func:`image` wrote, in its order (for the tests).

    :raises ValueError: not a ROMFS image.
    """
    data = bytes(data)
    if data[:len(HEADER)] != HEADER:
        raise ValueError("not a ROMFS image")
    size, at = _read_number(data, len(HEADER))
    if at + size != len(data):
        raise ValueError("the ROMFS image is cut short or too long")
    out = []
    _read_records(data, at, at + size, "", out)
    return out
