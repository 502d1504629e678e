"""The static site: ``dist/`` built from the sources and the vendored runtimes.

Layout of the built site (every URL in it is relative, so the site works
from any folder of any static host, also under a sub-path)::

    index.html            the page, with preload links for its start-up chain (generated)
    sw.js                 service worker + precache manifest, generated (offline.py)
    manifest.webmanifest  web app manifest, generated (offline.py)
    pyscript.json         main-thread (MicroPython) config, generated
    static/               boot.py, main.py, bridge.js, worker.py, ai-worker.js, style.css,
                          icons, worker-files.json, players.json (generated),
                          page.rom(.gz) (generated: the main thread's Python as
                          bytecode in a ROMFS image, romfs.py), light-worker.bundle
                          (the light worker's, pagebundle.py), mode-puzzles.bundle
                          (a mode's Python, fetched when the mode is first opened: MODES)
    connect4/             the Python package (rules for the main thread,
                          everything for the worker) and its data files
    vendor/pyscript/      @pyscript/core's dist (no source maps, no editor/terminal)
    vendor/pyodide/       the five files Pyodide needs to start
    vendor/micropython/   micropython.mjs + micropython.wasm

The file lists of both Python environments are generated here from the
package on disk, so they are never kept by hand.
"""

import ast
import gzip
import hashlib
import json
import shutil
import tomllib
from pathlib import Path

import connect4
from connect4 import openings
from connect4.page.ai import router
from connect4.page.kernel import registry as page_modes
from connect4.page.modes.about import levelcards
from connect4.players import ladder, registry
from connect4.solver import Solver, hintdata

from . import ROOT, docpage, pagebundle, pagehtml, romfs
from .offline import SW_SOURCE, write_offline
from .pagebundle import PAGE_ROM

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
                 # the set goes to puzzles/ (install_puzzles), fetched when the mode opens
                 "connect4/puzzles/generate.py", "connect4/puzzles/verify.py",
                 "connect4/puzzles/themes.py", "connect4/puzzles/puzzles.txt",
                 # the teaching page's pictures and the explanations' checker: CPython tools
                 "connect4/explain/pictures.py", "connect4/explain/check.py")
#: Editor debris, never shipped.
_SKIP_SUFFIXES = {".pyc", ".pyo", ".orig", ".rej", ".swp", ".tmp"}

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
#: PyScript chunks only loaded once a <py-editor> or a terminal is used: the
#: page uses neither; leaving them out keeps ~0.7 MB out of every offline cache
#: (the small plugin chunks stay: pyscript.toml's ``plugins`` keeps them from loading).
_PYSCRIPT_UNUSED = ("codemirror", "xterm")

#: Modules of static/ that the page's main thread imports (beside main.py): the glue.
MAIN_THREAD_STATIC = ("ai_client", "startup", "keyboard", "addressbar", "effects")


def _mode(modules) -> list:
    """A mode's bundle: its ``connect4`` modules by name."""
    return [("connect4/%s.py" % m, "connect4/%s.py" % m) for m in modules]


def mode_modules(mode) -> tuple:
    """The modules of ``mode``'s bundle as the builder names them (``"coach/verdict"``,
    ``"coach/__init__"``): its record's, then its view's unless the view is in the image."""
    here = Path(connect4.__file__).parent
    names = [page_modes.dotted(mode, rel) for rel in mode.bundle]
    if mode.view and not mode.view_at_start:
        names.append(page_modes.dotted(mode, mode.view))
    out = []
    for name in names:
        rel = name.split(".", 1)[1].replace(".", "/")
        out.append(rel + "/__init__" if (here / rel).is_dir() else rel)
    return tuple(out)


def bundle_of(name: str) -> tuple:
    """The modules of the mode ``name``'s bundle (:func:`mode_modules`)."""
    return mode_modules(page_modes.named(name))


#: Modes whose Python is fetched when first opened, not on the first visit:
#: ``{name: [(repository path, page path)]}``, each written to
#: ``static/mode-<name>.bundle`` and left out of the page's bundle (every mode whose
#: record says it is fetched, with the modules it names: connect4.page.kernel.registry; the one
#: loader: static/effects.py).
MODES = {m.name: _mode(mode_modules(m)) for m in page_modes.MODES if m.fetched}
MODES["snapshot"] = _mode(("page/kernel/snapshot",))  # tests only (window.c4WantState)
#: The full engine's files it fetches on first use (static/ai-worker.js's load, by
#: connect4.worker.why.ready), not as it starts: worker-files.json's "lazy".
WORKER_LAZY = "connect4/explain/"
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


def _players_data(opening_keys=()) -> dict:
    """The AI choices the page offers, from the registry and the ladder (CPython).

    Written at build time so the main thread can show its menus at once,
    long before the worker that owns the players has booted.  The perfect
    level carries its opening table's keys (connect4.page.ai.router.openings_of).
    """
    levels = levelcards.attach(_plain(ladder.describe_ladder()), _ladder_figures())
    for lv in levels:
        if lv["spec"] == "perfect" and opening_keys:
            lv["openings"] = list(opening_keys)
    return {"levels": levels, "players": _plain(registry.describe_players())}


def main_bundle_modules(modes=None) -> list:
    """``[(repository path, page path)]`` of the main thread's Python in the
    page's image: the package's main-thread modules, then static/'s, main last;
    the modules of ``modes`` (default :data:`MODES`) are left to their own bundles."""
    lazy = {rel for mods in (MODES if modes is None else modes).values() for rel, _ in mods}
    mods = [("connect4/" + m, "connect4/" + m) for m in MAIN_THREAD_MODULES]
    mods += [("static/%s.py" % n, "%s.py" % n) for n in MAIN_THREAD_STATIC + ("main",)]
    return [m for m in mods if m[0] not in lazy]


def write_light_bundle(dist, table) -> int:
    """The light worker's Python (MicroPython bytecode, like the page's) and its
    light.json (the specs it plays; the perfect level's first moves as a table,
    connect4.openings) in one download: ``static/light-worker.bundle``."""
    levels = _plain(ladder.describe_ladder())
    light = {"specs": router.light_specs(levels),
             "openings": {"specs": router.opening_specs(levels),
                          "table": openings.to_data(table)}}
    binary, _ = pagebundle.find_mpy_cross()
    return pagebundle.write_bundle(dist / "static" / "light-worker.bundle",
                                   [(rel, rel) for rel in light_worker_files()],
                                   [("light.json", json.dumps(light).encode())], slim_source,
                                   binary)


#: @pyscript/core's Python package (the sources its core writes at every start).
PYSCRIPT_STDLIB = Path("node_modules") / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"


def _module_imports(source: str) -> set:
    """The modules a source imports when it is imported (not inside a function
    or class: those run only when called), ``from a import b`` giving ``a`` and ``a.b``."""
    found = set()

    def visit(nodes):
        for node in nodes:
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module)
                found.update("%s.%s" % (node.module, a.name) for a in node.names)
            elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(ast.iter_child_nodes(node))

    visit(ast.parse(source).body)
    return found


def pyscript_modules() -> list:
    """``[(repository path, page path)]`` of PyScript's Python package, for the
    page's image: imported from there as bytecode, not compiled from the source
    PyScript writes (static/mpy-page.js searches only the image for modules).

    Only the modules the page's Python imports (static/, the package's own
    ``__init__``, and what those import in turn): ``pyscript.web`` and
    ``pyscript.media`` are left out, 5.1 KB of a first visit's 102 KB.
    PyScript imports ``pyscript.web`` only inside ``when`` given an element,
    which the page never calls; tests/site/test_builder.py checks the page's
    imports are all there."""
    folder = ROOT / PYSCRIPT_STDLIB
    wanted, todo = set(), ["pyscript"]
    for path in sorted((ROOT / "static").glob("*.py")):
        todo.extend(_module_imports(path.read_text()))
    while todo:
        name = todo.pop()
        if not (name == "pyscript" or name.startswith("pyscript.")) or name in wanted:
            continue
        file = folder / ("__init__.py" if name == "pyscript" else name[9:].replace(".", "/") + ".py")
        if file.exists():
            wanted.add(name)
            todo.extend(_module_imports(file.read_text()))
    return [((PYSCRIPT_STDLIB / f.name).as_posix(), "pyscript/" + f.name)
            for f in sorted(folder.glob("*.py"))
            if ("pyscript" if f.stem == "__init__" else "pyscript." + f.stem) in wanted]


def write_page_bundles(dist, players_json: bytes, modes=None) -> dict:
    """The page's image (:data:`PAGE_ROM`, and gzipped), a ``static/mode-<name>.bundle``
    per mode, pyscript.json; returns the sizes (the image's compressed)."""
    dist = Path(dist)
    binary, why = pagebundle.find_mpy_cross()
    if why:
        print("build.py: the page's image carries Python source, not bytecode: %s" % why,
              flush=True)
    loader = [("connect4/bundle.py", "c4bundle.py")]  # static/mpy-page.js's overlay
    files = pagebundle.bundle_files(main_bundle_modules(modes) + loader + pyscript_modules(),
                                    [("players.json", players_json)], slim_source, binary)
    rom = romfs.image(files)
    (dist / PAGE_ROM).parent.mkdir(parents=True, exist_ok=True)
    (dist / PAGE_ROM).write_bytes(rom)
    packed = gzip.compress(rom, 9, mtime=0)  # no date in the header: same input, same bytes
    (dist / (PAGE_ROM + ".gz")).write_bytes(packed)
    sizes = {"page": len(packed)}
    for name, mods in sorted((MODES if modes is None else modes).items()):
        sizes[name] = pagebundle.write_bundle(dist / "static" / ("mode-%s.bundle" % name),
                                              list(mods), [], slim_source, binary)
    # Main thread: PyScript config from the TOML template.  Written as JSON:
    # PyScript parses JSON natively but fetches a TOML parser chunk for .toml
    # configs, one more request on the way to a clickable board.  No files:
    # the interpreter starts with the image mounted (static/mpy-page.js).
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    (dist / "pyscript.json").write_text(json.dumps(config, indent=1) + "\n")
    return sizes


def _ladder_figures() -> list:
    """Each level's figures from the ladder's last run (``connect4 ladder --levels-json``), or []."""
    path = ROOT / "connect4" / "data" / "ladder.json"
    if not path.exists():
        return []
    return json.loads(path.read_text()).get("levels", [])


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
    hash (fetched when the mode opens, precached by sw.js like every file of
    the site, so the mode opens offline; a new set never hides behind an old
    copy), and that name into index.html."""
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
    (dist / "index.html").write_text(pagehtml.page(dist, (ROOT / "index.html").read_text()))
    install_puzzles(dist)  # hook: puzzles
    # The page's own Python as files too (the page itself loads the image
    # below): without docstrings and comments, smaller in the offline cache.
    for rel in main_thread_python():
        (dist / rel).write_text(slim_source((ROOT / rel).read_text()))

    table = openings.build(Solver(table_size_log2=16, book=True).best_moves)
    players = _players_data(sorted(table))
    (dist / "static" / "players.json").write_text(json.dumps(players, indent=1) + "\n")
    write_page_bundles(dist, json.dumps(players).encode())

    # Worker: the whole package and its data, fetched by static/ai-worker.js.
    # URLs are relative to the site root; destinations to the worker's cwd.
    # The explanation's modules ("Why?", connect4.worker.why) come on first use: "lazy".
    worker = {"files": {"./" + rel: "./" + rel for rel in files if not rel.startswith(WORKER_LAZY)},
              "lazy": {"explain": {"./" + rel: "./" + rel for rel in files
                                   if rel.startswith(WORKER_LAZY)}}}
    worker["files"]["./static/worker.py"] = "./c4worker.py"
    worker["files"]["./static/worker_hints.py"] = "./c4hints.py"
    worker["files"]["./static/worker_data.py"] = "./c4data.py"
    # What the full engine downloads in all, for its progress bar: Pyodide's
    # files and the package (its fetches are counted as they stream in).
    worker["bytes"] = (sum((dist / "vendor" / "pyodide" / n).stat().st_size for n in PYODIDE_FILES)
                       + sum((dist / rel).stat().st_size for rel in worker["files"]))
    (dist / "static" / "worker-files.json").write_text(json.dumps(worker, indent=1) + "\n")

    write_light_bundle(dist, table)

    (dist / ".nojekyll").write_text("")
    hintdata.install_into(dist)  # on-demand data: never precached (offline.py)
    docpage.install(ROOT / "docs", dist)  # the Why panel's rules page: on demand too
    # Offline and install: web app manifest, then the service worker with the
    # precache manifest of everything above (keep it last: it hashes them all).
    write_offline(dist)
    total = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    print("built %s: %d files, %.1f MB" % (dist, sum(1 for p in dist.rglob("*") if p.is_file()),
                                            total / 1e6), flush=True)
    return dist
