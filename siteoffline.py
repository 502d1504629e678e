"""Offline, installable, embeddable: the parts of the built site that make it so.

Called by ``sitebuild.build_site`` once everything else is in ``dist/``
(standard library only, like the rest of the build).  It writes:

- (not at build time) ``static/icon-*.png``, the app icons: drawn by
  ``python3 siteoffline.py icons`` from the same geometry as
  ``static/icon.svg`` (no image library needed) and committed, because
  drawing them in pure Python takes seconds and they never change;
- ``manifest.webmanifest``: the web app manifest (relative ``start_url`` and
  ``scope``, so it installs from any folder or sub-path);
- ``sw.js``: the service worker, ``offline/sw.js`` with the precache
  manifest (every file of the site and the SHA-256 of its content) and the
  build's version (a hash of that manifest) put in front.  A new build with
  any changed byte gives a new ``sw.js``: the browser installs it beside the
  old one, in a cache named after the new version, and the old cache is
  deleted once the new version takes over (see ``offline/sw.js``).

``sw.js`` must sit at the site's root: a service worker controls only the
URLs under its own folder, and GitHub Pages cannot send the
``Service-Worker-Allowed`` header that would lift that.

:func:`embed_snippet` is the one-line ``<iframe>`` that ``build.py build
--base-url URL`` prints.
"""

import hashlib
import html
import json
import struct
import zlib
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent
SW_SOURCE = ROOT / "offline" / "sw.js"

#: Files of dist/ never precached: the service worker itself (the browser
#: fetches it on its own terms) and GitHub Pages' marker.
NOT_PRECACHED = {"sw.js", ".nojekyll"}

NAME = "Connect 4"
DESCRIPTION = ("Connect 4 against AIs from beginner to perfect play, written in "
               "Python and running in your browser, online or off.")
THEME = "#0f1a2e"      # the page's background (static/style.css --bg)
BOARD = (0x1f, 0x57, 0xd6)
HOLE = (0x0c, 0x14, 0x26)
RED = (0xe8, 0x38, 0x4f)
YELLOW = (0xff, 0xc9, 0x3c)

#: (file name, size in px, maskable).  Maskable icons fill the whole square
#: and keep the drawing inside the central safe circle (radius 40%).
ICONS = (("icon-192.png", 192, False), ("icon-512.png", 512, False),
         ("icon-maskable-512.png", 512, True), ("icon-180.png", 180, True))


# -- icons ------------------------------------------------------------------------
def _disc_colour(i, j):
    """Colour of the disc in grid column ``i``, row ``j`` (0-2, top to bottom), as in icon.svg."""
    if (i, j) == (1, 1):
        return YELLOW
    if (i, j) in ((0, 2), (1, 2)):
        return RED
    return HOLE


def icon_png(size, maskable=False):
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


def write_icons(folder=ROOT / "static"):
    """Draw the PNG icons into ``folder`` (the sources' static/, committed)."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in ICONS:
        (out / name).write_bytes(icon_png(size, maskable))
        print("wrote", out / name)


# -- web app manifest -------------------------------------------------------------
def web_manifest():
    """The web app manifest as a dict; every URL relative to the manifest (the site root).

    No ``id``: it would resolve against the origin, so two copies of the site
    on one origin (/connect4/, /connect4-beta/) would be one app; without it
    the app's identity is its start_url, the folder it was built for.
    """
    icons = [{"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]
    for name, size, maskable in ICONS:
        if size == 180:
            continue   # apple-touch-icon only (index.html)
        icons.append({"src": "static/" + name, "sizes": "%dx%d" % (size, size),
                      "type": "image/png", "purpose": "maskable" if maskable else "any"})
    return {
        "name": NAME,
        "short_name": NAME,
        "description": DESCRIPTION,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": THEME,
        "theme_color": THEME,
        "categories": ["games"],
        "icons": icons,
    }


# -- precache manifest and service worker ------------------------------------------
def precache_manifest(dist):
    """``{relative path: sha256 hex}`` of every file of ``dist`` the service worker caches."""
    dist = Path(dist)
    files = {}
    for p in sorted(dist.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(dist).as_posix()
        if rel in NOT_PRECACHED:
            continue
        files[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return files


def build_version(files):
    """The build's version: a hash of the precache manifest (paths and contents)."""
    text = json.dumps(files, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def write_service_worker(dist):
    """Write ``dist/sw.js`` for the files now in ``dist``; return ``(version, files)``."""
    files = precache_manifest(dist)
    version = build_version(files)
    head = ("// Generated by siteoffline.py from offline/sw.js: do not edit dist/sw.js.\n"
            "const VERSION = %s;\nconst FILES = %s;\n\n"
            % (json.dumps(version), json.dumps(files, indent=1, sort_keys=True)))
    (Path(dist) / "sw.js").write_text(head + SW_SOURCE.read_text())
    return version, files


def write_offline(dist):
    """The web app manifest, then the service worker (last: it hashes everything)."""
    dist = Path(dist)
    (dist / "manifest.webmanifest").write_text(json.dumps(web_manifest(), indent=1) + "\n")
    version, files = write_service_worker(dist)
    size = sum((dist / f).stat().st_size for f in files)
    print("offline: sw.js precaches %d files, %.1f MB, version %s"
          % (len(files), size / 1e6, version), flush=True)
    return version


# -- embedding ------------------------------------------------------------------------
def embed_snippet(base_url, query="embed=1&red=human&yellow=level3", width=480, height=640):
    """The one-line ``<iframe>`` that embeds the deployed game at ``base_url``.

    >>> embed_snippet("https://user.github.io/connect4")  # doctest: +NORMALIZE_WHITESPACE
    '<iframe src="https://user.github.io/connect4/?embed=1&amp;red=human&amp;yellow=level3"
     title="Connect 4" width="480" height="640" style="border:0;max-width:100%"
     allow="clipboard-write" loading="lazy"></iframe>'
    """
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("--base-url must be an http(s) URL such as "
                         "https://user.github.io/connect4/, not %r" % base_url)
    if parts.query or parts.fragment:
        raise ValueError("--base-url must not have a query or fragment: %r" % base_url)
    url = base_url.rstrip("/") + "/"
    src = url + ("?" + query if query else "")
    return ('<iframe src="%s" title="%s" width="%d" height="%d" style="border:0;max-width:100%%" '
            'allow="clipboard-write" loading="lazy"></iframe>'
            % (html.escape(src), NAME, width, height))


if __name__ == "__main__":
    import sys

    if sys.argv[1:] != ["icons"]:
        sys.exit("usage: python3 siteoffline.py icons    # redraw static/icon-*.png")
    write_icons()
