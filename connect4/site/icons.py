"""The app icons: which PNGs the site has, and their rasteriser.

``static/icon-*.png`` are drawn by ``python3 build.py icons`` from the same
geometry as ``static/icon.svg`` (no image library needed) and committed:
drawing them in pure Python takes seconds and they never change, so the
build only copies them.  The rasteriser stays so that a change of colour or
size can be redrawn, and ``tests/site/test_build.py`` checks that the committed
files are what it draws.
"""

import struct
import zlib
from pathlib import Path

from . import ROOT

BOARD = (0x1f, 0x57, 0xd6)
HOLE = (0x0c, 0x14, 0x26)
RED = (0xe8, 0x38, 0x4f)
YELLOW = (0xff, 0xc9, 0x3c)

#: (file name, size in px, maskable).  Maskable icons fill the whole square
#: and keep the drawing inside the central safe circle (radius 40%).
ICONS = (("icon-192.png", 192, False), ("icon-512.png", 512, False),
         ("icon-maskable-512.png", 512, True), ("icon-180.png", 180, True))


def _disc_colour(i: int, j: int) -> tuple:
    """Colour of the disc in grid column ``i``, row ``j`` (0-2, top to bottom), as in icon.svg."""
    if (i, j) == (1, 1):
        return YELLOW
    if (i, j) in ((0, 2), (1, 2)):
        return RED
    return HOLE


def icon_png(size: int, maskable: bool = False) -> bytes:
    """The icon as PNG bytes: a blue board with a 3x3 grid of holes and discs.

    Drawn in the 64-unit space of ``static/icon.svg`` (rounded square,
    discs of radius 7 at 16/32/48) with analytic anti-aliasing.
    """
    unit = 64.0 / size            # icon units per pixel
    scale = 0.8 if maskable else 1.0
    rows = []
    for py in range(size):
        row = bytearray([0])      # PNG filter byte: none
        y = (py + 0.5) * unit
        for px in range(size):
            x = (px + 0.5) * unit
            # background: rounded square (or the full square when maskable)
            if maskable:
                a_bg = 1.0
            else:
                dx = max(14 - x, 0, x - 50)
                dy = max(14 - y, 0, y - 50)
                d = (dx * dx + dy * dy) ** 0.5
                a_bg = min(1.0, max(0.0, (14 - d) / unit + 0.5))
            # the nearest disc, in the (possibly shrunk) drawing
            u = 32 + (x - 32) / scale
            v = 32 + (y - 32) / scale
            i = min(2, max(0, int(round((u - 16) / 16))))
            j = min(2, max(0, int(round((v - 16) / 16))))
            du, dv = u - (16 + 16 * i), v - (16 + 16 * j)
            dist = (du * du + dv * dv) ** 0.5 * scale
            a_disc = min(1.0, max(0.0, (7 * scale - dist) / unit + 0.5))
            c = _disc_colour(i, j)
            r = BOARD[0] + (c[0] - BOARD[0]) * a_disc
            g = BOARD[1] + (c[1] - BOARD[1]) * a_disc
            b = BOARD[2] + (c[2] - BOARD[2]) * a_disc
            row += bytes((int(r + 0.5), int(g + 0.5), int(b + 0.5), int(a_bg * 255 + 0.5)))
        rows.append(bytes(row))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)   # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def write_icons(folder: Path = ROOT / "static") -> None:
    """Draw the PNG icons into ``folder`` (the sources' static/, committed)."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in ICONS:
        (out / name).write_bytes(icon_png(size, maskable))
        print("wrote", out / name)
