#!/usr/bin/env python3
"""Build, serve and test the Connect 4 site; build the opening book.

    python3 build.py            # build the static site into dist/
    python3 build.py build --base-url https://user.github.io/connect4/
                                # build, and print the one-line <iframe> embed for that URL
    python3 build.py serve      # build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       # install what the tests need, build, run pytest
    python3 build.py book ...   # build/extend the opening book (see --help)
    python3 build.py icons      # redraw static/icon-*.png (committed)

Only the standard library (and connect4's import-free ``__init__``) is
imported at the top: ``serve`` must work on a machine that has nothing but
Python and Node.js.  The site builder and the offline parts live here too
(tests import them from ``build``), one file as the project's layout asks.

Site
----
Build the static site (``dist/``) from the sources and the vendored runtimes.

Imported by ``build.py``; standard library only, so ``python3 build.py serve``
works on a machine with nothing but Python and npm.

Layout of the built site (every URL in it is relative, so the site works
from any folder of any static host, also under a sub-path)::

    index.html            the page
    sw.js                 service worker + precache manifest, generated (see Offline)
    manifest.webmanifest  web app manifest, generated (see Offline)
    pyscript.json         main-thread (MicroPython) config, generated
    static/               main.py, bridge.js, worker.py, ai-worker.js, style.css, icons,
                          worker-files.json (generated), players.json (generated)
    connect4/             the Python package (rules for the main thread,
                          everything for the worker) and its data files
    vendor/pyscript/      @pyscript/core's dist (no source maps, no editor/terminal)
    vendor/pyodide/       the five files Pyodide needs to start
    vendor/micropython/   micropython.mjs + micropython.wasm

The file lists of both Python environments are generated here from the
package on disk, so they are never kept by hand.

Offline
-------
Offline, installable, embeddable: the parts of the built site that make it so.

Called by ``build_site`` once everything else is in ``dist/``
(standard library only, like the rest of the build).  It writes:

- (not at build time) ``static/icon-*.png``, the app icons: drawn by
  ``python3 build.py icons`` from the same geometry as
  ``static/icon.svg`` (no image library needed) and committed, because
  drawing them in pure Python takes seconds and they never change;
- ``manifest.webmanifest``: the web app manifest (relative ``start_url`` and
  ``scope``, so it installs from any folder or sub-path);
- ``sw.js``: the service worker, ``static/sw.js`` with the precache
  manifest (every file of the site and the SHA-256 of its content) and the
  build's version (a hash of that manifest) put in front.  A new build with
  any changed byte gives a new ``sw.js``: the browser installs it beside the
  old one, in a cache named after the new version, and the old cache is
  deleted once the new version takes over (see ``static/sw.js``).

``sw.js`` must sit at the site's root: a service worker controls only the
URLs under its own folder, and GitHub Pages cannot send the
``Service-Worker-Allowed`` header that would lift that.

:func:`embed_snippet` is the one-line ``<iframe>`` that ``build.py build
--base-url URL`` prints.
"""

import argparse
import hashlib
import html
import json
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import zlib
from pathlib import Path
from urllib.parse import urlsplit

import connect4  # only its import-free __init__: the list of main-thread modules

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")



# == site ==========================================================================
NODE = ROOT / "node_modules"
PACKAGE = ROOT / "connect4"

#: Files the page's main thread (MicroPython) imports: the rules and the
#: controller, as listed once in connect4.MAIN_THREAD_MODULES (which the
#: MicroPython tests read too).  The AIs and the solver only run in the worker.
MAIN_THREAD_MODULES = ("__init__.py",) + tuple(
    m + ".py" for m in connect4.MAIN_THREAD_MODULES)
#: Package files that are not shipped: caches and editor debris.
_SKIP_PARTS = {"__pycache__", ".pytest_cache"}
_SKIP_SUFFIXES = {".pyc", ".pyo", ".orig", ".rej", ".swp", ".tmp"}

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
#: PyScript chunks only loaded once a <py-editor> or a terminal is used: the
#: page uses neither; leaving them out keeps ~0.7 MB out of every offline cache
#: (the small py-editor/py-terminal/py-game chunks are imported at start-up).
_PYSCRIPT_UNUSED = ("codemirror", "xterm")

#: Modules of static/ that the page's main thread imports (beside main.py).
MAIN_THREAD_STATIC = ("custom_ui", "match_ui")
STATIC_SUFFIXES = {".py", ".js", ".css", ".svg", ".png", ".ico", ".webmanifest", ".json"}


def package_files():
    """Relative paths (posix) of every file of the connect4 package to ship, sorted."""
    out = []
    for p in sorted(PACKAGE.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(ROOT)
        if _SKIP_PARTS.intersection(rel.parts) or p.suffix in _SKIP_SUFFIXES:
            continue
        if p.name.startswith("."):
            continue
        out.append(rel.as_posix())
    return out


def _copy(src, dst):
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _copy_vendor(dist):
    core = NODE / "@pyscript" / "core" / "dist"
    for f in sorted(core.iterdir()):
        if f.suffix not in (".js", ".css") or f.name.startswith(_PYSCRIPT_UNUSED):
            continue
        _copy(f, dist / "vendor" / "pyscript" / f.name)
    for name in PYODIDE_FILES:
        _copy(NODE / "pyodide" / name, dist / "vendor" / "pyodide" / name)
    mp = NODE / "@micropython" / "micropython-webassembly-pyscript"
    for name in MICROPYTHON_FILES:
        _copy(mp / name, dist / "vendor" / "micropython" / name)


def _players_data():
    """The AI choices the page offers, from the registry and the ladder (CPython).

    Written at build time so the main thread can show its menus at once,
    long before the worker that owns the players has booted.
    """
    import sys

    sys.path.insert(0, str(ROOT))
    from connect4.players import ladder, registry

    return {"levels": _plain(ladder.describe_ladder()),
            "players": _plain(registry.describe_players())}


def _plain(x):
    """``x`` as JSON-able plain data (tuples to lists, objects to their dict)."""
    if isinstance(x, dict):
        return {str(k): _plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    if hasattr(x, "__dict__"):
        return _plain(vars(x))
    return str(x)


def build_site(dist):
    """Write the whole site into ``dist`` (removed first, so nothing stale stays)."""
    dist = Path(dist)
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    _copy_vendor(dist)

    files = package_files()
    for rel in files:
        _copy(ROOT / rel, dist / rel)
    for f in sorted((ROOT / "static").rglob("*")):
        if f == SW_SOURCE:
            continue  # the service worker template: written to dist/sw.js below
        if f.is_file() and f.suffix in STATIC_SUFFIXES and "__pycache__" not in f.parts:
            _copy(f, dist / f.relative_to(ROOT))
    _copy(ROOT / "index.html", dist / "index.html")

    # Main thread: PyScript config from the TOML template plus the file table.
    # Written as JSON: PyScript parses JSON natively but fetches a TOML parser
    # chunk for .toml configs, one more request on the way to a clickable board.
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    main_files = {"./connect4/" + m: "./connect4/" + m for m in MAIN_THREAD_MODULES}
    main_files["./static/players.json"] = "./players.json"
    # the page's own modules beside main.py (DOM code that main.py imports)
    for name in MAIN_THREAD_STATIC:
        main_files["./static/%s.py" % name] = "./%s.py" % name
    config["files"] = main_files
    (dist / "pyscript.json").write_text(json.dumps(config, indent=1) + "\n")

    # Worker: the whole package and its data, fetched by static/ai-worker.js.
    # URLs are relative to the site root; destinations to the worker's cwd.
    worker = {"files": {"./" + rel: "./" + rel for rel in files}}
    worker["files"]["./static/worker.py"] = "./c4worker.py"
    (dist / "static" / "worker-files.json").write_text(json.dumps(worker, indent=1) + "\n")

    (dist / "static" / "players.json").write_text(json.dumps(_players_data(), indent=1) + "\n")
    (dist / ".nojekyll").write_text("")
    # Offline and install: web app manifest, then the service worker with the
    # precache manifest of everything above (see "Offline" below; keep it last).
    write_offline(dist)
    total = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    print("built %s: %d files, %.1f MB" % (dist, sum(1 for p in dist.rglob("*") if p.is_file()),
                                            total / 1e6), flush=True)
    return dist


#: Content types set explicitly: module scripts and wasm streaming need the
#: right ones, and a fresh machine's mimetypes database may lack .mjs.
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
    ".bin": "application/octet-stream",
    "": "application/octet-stream",
}


def make_handler(directory, quiet=False, headers=None):
    """A ``SimpleHTTPRequestHandler`` class serving ``directory``.

    ``headers`` (name -> value) are added to every response, e.g. a
    Content-Security-Policy in a test.  Responses say ``no-cache`` so a
    rebuilt site is seen at once (the browser still revalidates with ETags
    it does not get here; that is fine for a local server).
    """
    import http.server

    extra = dict(headers or {})

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                              **CONTENT_TYPES)

        def __init__(self, *args, **kw):
            super().__init__(*args, directory=str(directory), **kw)

        def end_headers(self):
            self.send_header("Cache-Control", "no-cache")
            for k, v in extra.items():
                self.send_header(k, v)
            super().end_headers()

        def log_message(self, fmt, *args):
            if not quiet:
                super().log_message(fmt, *args)

    return Handler


# == offline, install, embed ========================================================
SW_SOURCE = ROOT / "static" / "sw.js"

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
    head = ("// Generated by build.py from static/sw.js: do not edit dist/sw.js.\n"
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


# == commands ======================================================================
def run(cmd, **kw):
    """Run a command, echoing it; exit with its status if it fails."""
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def ensure_node_modules():
    """Install the vendored browser runtimes from the committed lock file."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)


def ensure_test_dependencies():
    """pip-install the test requirements and make sure a Chromium exists.

    Debian's Chromium is used when present (``apt-get install chromium``, done
    here when running as root without it); otherwise Playwright's own browser,
    for a developer who ran ``playwright install chromium``.
    """
    run([sys.executable, "-m", "pip", "install", "-q", "-r", ROOT / "requirements.txt"])
    if CHROMIUM.exists():
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "chromium"], env=env)
    else:
        # Not root or not Debian: fall back to Playwright's browser download.
        subprocess.run([sys.executable, "-m", "playwright", "install", "chromium"])


def cmd_build(args):
    """Build the static site into dist/; with --base-url, print the embed snippet."""
    base_url = getattr(args, "base_url", None)
    snippet = None
    if base_url:
        try:
            snippet = embed_snippet(base_url)
        except ValueError as e:
            print("build.py: %s" % e, file=sys.stderr)
            return 2
    ensure_node_modules()
    build_site(DIST)
    if snippet:
        print("\nEmbed the game in any page (a blog post, another site) with this one line:\n\n"
              + snippet + "\n\nSettings go in its query: red= and yellow= are human or levelN "
              "(level1 is the weakest; red moves first), e.g. ?embed=1&red=level5&yellow=human.",
              flush=True)
    return 0


def cmd_serve(args):
    """Build, then serve dist/ on localhost."""
    cmd_build(args)
    import http.server

    with http.server.ThreadingHTTPServer((args.host, args.port), make_handler(DIST)) as httpd:
        print("serving http://%s:%d/ (Ctrl-C to stop; embed view: ?embed=1)"
              % (args.host, args.port), flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


def cmd_test(args):
    """Install what the tests need, build the site, run the whole suite."""
    ensure_test_dependencies()
    cmd_build(args)
    return subprocess.call([sys.executable, "-m", "pytest", *args.pytest_args], cwd=ROOT)


def cmd_book(args):
    """Build or extend the opening book with the project's own solver."""
    from connect4.solver.bookbuild import main as book_main

    return book_main(args.book_args)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("build", help="build the static site into dist/")
    p.add_argument("--base-url", metavar="URL",
                   help="where the site will be deployed (e.g. https://user.github.io/connect4/): "
                        "print the one-line <iframe> that embeds the game from there")
    p = sub.add_parser("serve", help="build and serve the site on localhost")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p = sub.add_parser("test", help="install test dependencies, build, run pytest")
    p.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    sub.add_parser("icons", help="redraw the committed PNG icons in static/")
    p = sub.add_parser("book", help="build or extend the opening book", add_help=False)
    p.add_argument("book_args", nargs=argparse.REMAINDER)
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["book"]:
        # argparse's REMAINDER rejects a leading option ("book --max-ply 8"):
        # hand everything after "book" to the book builder untouched.
        return cmd_book(argparse.Namespace(book_args=argv[1:]))
    args = parser.parse_args(argv)
    handlers = {
        None: cmd_build,
        "build": cmd_build,
        "serve": cmd_serve,
        "test": cmd_test,
        "book": cmd_book,
        "icons": lambda args: write_icons() or 0,
    }
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
