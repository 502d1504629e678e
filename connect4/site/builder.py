"""The static site: ``dist/`` built from the sources and the vendored runtimes.

Layout of the built site (every URL in it is relative, so the site works
from any folder of any static host, also under a sub-path)::

    index.html            the page
    sw.js                 service worker + precache manifest, generated (offline.py)
    manifest.webmanifest  web app manifest, generated (offline.py)
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
"""

import ast
import hashlib
import json
import shutil
import tomllib
from pathlib import Path

import connect4
from connect4.page import handover
from connect4.players import ladder, registry
from connect4.solver import hintdata

from . import ROOT
from .offline import SW_SOURCE, write_offline

NODE = ROOT / "node_modules"
PACKAGE = ROOT / "connect4"

#: Files the page's main thread (MicroPython) imports: the rules and the
#: controller, as listed once in connect4.MAIN_THREAD_MODULES (which the
#: MicroPython tests read too).  The AIs and the solver only run in the worker.
MAIN_THREAD_MODULES = ("__init__.py",) + tuple(
    m + ".py" for m in connect4.MAIN_THREAD_MODULES)
#: Package folders that are not shipped: caches, this build tooling
#: (connect4/site/), and the command line (``python3 -m connect4``: its
#: commands, the write-ups' experiments, the terminal's text), which only ever
#: run in CPython on the developer's side; no module of the page or the
#: workers imports them (tests/site/test_build.py checks that the site plays).
_SKIP_PARTS = {"__pycache__", ".pytest_cache"}
_SKIP_FOLDERS = (Path(__file__).resolve().parent.relative_to(ROOT).as_posix() + "/",
                 "connect4/commands/", "connect4/reproduce/",
                 "connect4/__main__.py",
                 # hook: puzzles: the generator and its checks run in CPython only;
                 # the set goes to puzzles/ on demand (install_puzzles)
                 "connect4/puzzles/generate.py", "connect4/puzzles/verify.py",
                 "connect4/puzzles/themes.py", "connect4/puzzles/puzzles.txt")
#: Editor debris, never shipped.
_SKIP_SUFFIXES = {".pyc", ".pyo", ".orig", ".rej", ".swp", ".tmp"}

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
#: PyScript chunks only loaded once a <py-editor> or a terminal is used: the
#: page uses neither; leaving them out keeps ~0.7 MB out of every offline cache
#: (the small py-editor/py-terminal/py-game chunks are imported at start-up).
_PYSCRIPT_UNUSED = ("codemirror", "xterm")

#: Modules of static/ that the page's main thread imports (beside main.py).
MAIN_THREAD_STATIC = ("dom", "custom_ui", "match_ui", "ai_client", "startup", "view_board",
                      "view_panels", "review_ui", "puzzles_ui")  # hook: puzzles
STATIC_SUFFIXES = {".py", ".js", ".css", ".svg", ".png", ".ico", ".webmanifest", ".json"}


def package_files() -> list:
    """Relative paths (posix) of every file of the connect4 package to ship, sorted."""
    out = []
    for p in sorted(PACKAGE.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(ROOT)
        if _SKIP_PARTS.intersection(rel.parts) or p.suffix in _SKIP_SUFFIXES:
            continue
        if p.name.startswith(".") or rel.as_posix().startswith(_SKIP_FOLDERS):
            continue
        out.append(rel.as_posix())
    return out


def light_worker_files() -> list:
    """The package files the light AI worker runs (connect4.LIGHT_WORKER_MODULES)."""
    return ["connect4/__init__.py"] + ["connect4/%s.py" % m for m in connect4.LIGHT_WORKER_MODULES]


def main_thread_python() -> list:
    """The Python files the page's main thread fetches (pyscript.json's and main.py)."""
    return (["connect4/" + m for m in MAIN_THREAD_MODULES]
            + ["static/%s.py" % n for n in MAIN_THREAD_STATIC + ("main",)])


def slim_source(source: str) -> str:
    """Python source without docstrings and comments (the same code, re-printed
    by ``ast.unparse``): the light worker's bundle, which a blog reader who
    never plays downloads too, shrinks from 110 to about 55 KB."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass()]
    # one space per block level instead of four (ast.unparse writes every
    # string on one line, so only indentation starts a line with spaces)
    lines = []
    for line in ast.unparse(tree).split("\n"):
        code = line.lstrip(" ")
        lines.append(" " * ((len(line) - len(code)) // 4) + code)
    out = "\n".join(lines) + "\n"
    if ast.dump(ast.parse(out)) != ast.dump(tree):  # the same program, or no build
        raise ValueError("slimming changed the program")
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


def _players_data() -> dict:
    """The AI choices the page offers, from the registry and the ladder (CPython).

    Written at build time so the main thread can show its menus at once,
    long before the worker that owns the players has booted.
    """
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


def install_puzzles(dist) -> str:
    """The puzzle set into ``dist/puzzles/`` under a name that is its content's
    hash (fetched when the mode opens, cached by sw.js on demand, so a new set
    never hides behind an old copy), and that name into index.html."""
    # hook: puzzles
    data = (PACKAGE / "puzzles" / "puzzles.txt").read_bytes()
    rel = "puzzles/set-%s.txt" % hashlib.sha256(data).hexdigest()[:12]
    (dist / rel).parent.mkdir(parents=True, exist_ok=True)
    (dist / rel).write_bytes(data)
    page = dist / "index.html"
    page.write_text(page.read_text().replace('data-src="puzzles/set.txt"', 'data-src="%s"' % rel))
    return rel


def build_site(dist) -> Path:
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
    install_puzzles(dist)  # hook: puzzles
    # The page's own Python (MicroPython, main thread) is what every visit,
    # and an idle blog embed, downloads and compiles before the board is
    # clickable: shipped without docstrings and comments (slim_source).
    for rel in main_thread_python():
        (dist / rel).write_text(slim_source((ROOT / rel).read_text()))

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
    worker["files"]["./static/worker_hints.py"] = "./c4hints.py"
    # What the full engine downloads in all, for its progress bar: Pyodide's
    # files and the package (its fetches are counted as they stream in).
    worker["bytes"] = (sum((dist / "vendor" / "pyodide" / n).stat().st_size for n in PYODIDE_FILES)
                       + sum((dist / rel).stat().st_size for rel in worker["files"]))
    (dist / "static" / "worker-files.json").write_text(json.dumps(worker, indent=1) + "\n")

    # The light worker (MicroPython): its modules' text in one file, one request.
    light = {"specs": handover.light_specs(_plain(ladder.describe_ladder())),
             "files": {rel: slim_source((ROOT / rel).read_text()) for rel in light_worker_files()}}
    (dist / "static" / "light-worker.json").write_text(json.dumps(light) + "\n")

    (dist / "static" / "players.json").write_text(json.dumps(_players_data(), indent=1) + "\n")
    (dist / ".nojekyll").write_text("")
    hintdata.install_into(dist)  # on-demand data: never precached (offline.py)
    # Offline and install: web app manifest, then the service worker with the
    # precache manifest of everything above (keep it last: it hashes them all).
    write_offline(dist)
    total = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    print("built %s: %d files, %.1f MB" % (dist, sum(1 for p in dist.rglob("*") if p.is_file()),
                                            total / 1e6), flush=True)
    return dist
