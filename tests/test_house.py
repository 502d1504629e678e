"""The house's shape: a small top level in connect4/, no file too long to read, the page
layer importing only what it may."""

import ast
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Longest file the project keeps (issue 25): past it, a module holds more than one concept.
MAX_LINES = 400
#: The page's and the workers' browser glue (static/*.py) is shorter still: it only
#: wires events and draws; what decides belongs in connect4/ (docs/page-loop.md).
MAX_STATIC_LINES = 300
#: Kept files that are data, not text to read.
_NOT_TEXT = (".png", ".bin", ".ico", ".json")
#: Reports a command writes whole (``python3 -m connect4 reproduce``): their
#: length follows the texts' tables; the modules that write them are held to the limit.
_GENERATED = {"REPRODUCTION.md",
              # the puzzle set: data, one puzzle a line (``python3 -m connect4 puzzles --generate``)
              "connect4/puzzles/puzzles.txt"}


def _tracked():
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [f for f in out.stdout.decode().split("\0") if f and (ROOT / f).is_file()]


def test_connect4_has_at_most_twelve_modules_at_its_top_level():
    top = sorted(p.name for p in (ROOT / "connect4").glob("*.py"))
    assert len(top) <= 12, top


def test_no_file_is_over_the_line_limit():
    long = []
    for f in _tracked():
        if f.endswith(_NOT_TEXT) or f == "package-lock.json" or f in _GENERATED:
            continue
        n = len((ROOT / f).read_bytes().splitlines())
        if n > MAX_LINES:
            long.append("%s: %d lines" % (f, n))
    assert not long, long


def test_no_static_script_is_over_its_limit():
    long = ["%s: %d lines" % (p.name, n) for p in sorted((ROOT / "static").glob("*.py"))
            if (n := len(p.read_bytes().splitlines())) > MAX_STATIC_LINES]
    assert not long, long


def test_no_picture_lies_at_the_root():
    assert not sorted(ROOT.glob("*.png"))


def test_every_module_says_what_it_owns_in_its_first_line():
    missing = []
    for p in sorted((ROOT / "connect4").rglob("*.py")):
        doc = ast.get_docstring(ast.parse(p.read_text()))
        if not doc or not doc.splitlines()[0].strip():
            missing.append(str(p.relative_to(ROOT)))
    assert not missing, missing


@pytest.mark.parametrize("path", sorted((ROOT / "connect4" / "page").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT / "connect4" / "page")))
def test_the_page_controller_never_imports_the_browser(path):
    tree = ast.parse(path.read_text())
    names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import)
             for a in n.names}
    names |= {n.module.split(".")[0] for n in ast.walk(tree)
              if isinstance(n, ast.ImportFrom) and n.module}
    assert not names & {"js", "pyscript", "pyodide"}, path


def test_no_two_test_modules_share_a_name():
    """pytest imports test files by their base name (rootdir's sys.path, no
    __init__.py): two of the same name stop the whole run at collection."""
    seen = {}
    for p in sorted((ROOT / "tests").rglob("test_*.py")):
        seen.setdefault(p.name, []).append(str(p.relative_to(ROOT)))
    assert {n: ps for n, ps in seen.items() if len(ps) > 1} == {}


def test_no_browser_test_waits_on_an_async_predicate():
    """``wait_for_function`` does not await a promise: an async predicate passes at once, and
    the test reads the page before it is ready (site_helpers.wait_async polls one instead)."""
    pattern = re.compile(r"wait_for_function\(\s*[rf]?[\"']{1,3}\s*async\b")
    found = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tests").rglob("*.py"))
             if pattern.search(p.read_text())]
    assert not found, found
