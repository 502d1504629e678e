"""The documentation: a short README that opens with the two commands and shows the
game, links that lead somewhere, the layout page listing every module, the
README's Python example still true."""

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
#: README.md's hard limit (issue 25: "at most ~200 lines").
README_MAX_LINES = 220
#: The screenshots README.md shows (tests/browser/screenshots.py writes them).
SCREENSHOTS = ("docs/images/game-desktop.png", "docs/images/game-phone.png",
               "docs/images/puzzles-desktop.png")
#: [text](target) and <img src="target">; the target up to a space or ')'.
_LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<img\s[^>]*src=\"([^\"]+)\"")
_FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def _links(path):
    """Relative link targets of a markdown file (outside code fences and spans)."""
    text = _FENCE.sub("", path.read_text())
    text = re.sub(r"`[^`\n]*`", "", text)
    for m in _LINK.finditer(text):
        target = m.group(1) or m.group(2)
        if not re.match(r"[a-z][a-z0-9+.-]*:", target):   # http:, mailto:, ...
            yield target


def _anchors(path):
    """GitHub's ids of a markdown file's headings."""
    ids = set()
    for line in _FENCE.sub("", path.read_text()).splitlines():
        m = re.match(r"#{1,6}\s+(.*)", line)
        if m:
            title = m.group(1).strip().lower()
            ids.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return ids


def test_readme_is_short():
    n = len(README.read_text().splitlines())
    assert n <= README_MAX_LINES, "README.md has %d lines (at most %d)" % (n, README_MAX_LINES)


def test_readme_opens_with_the_two_commands():
    first = README.read_text().splitlines()[:2]
    assert first[0].split("#")[0].split() == ["python3", "build.py", "serve"]
    assert first[1].split("#")[0].split() == ["python3", "build.py", "test"]


@pytest.mark.parametrize("name", SCREENSHOTS)
def test_readme_shows_the_game(name):
    assert name in README.read_text()
    size = (ROOT / name).stat().st_size
    assert size < 200_000, "%s is %d bytes" % (name, size)


@pytest.mark.parametrize("path", [README] + DOCS, ids=lambda p: p.name)
def test_every_relative_link_points_to_a_file(path):
    broken = []
    for target in _links(path):
        file, _, anchor = target.partition("#")
        dest = (path.parent / file).resolve() if file else path
        if not dest.is_file():
            broken.append(target)
        elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
            broken.append(target + " (no such heading)")
    assert not broken, broken


def test_the_docs_pages_are_linked_from_the_readme():
    linked = {(README.parent / t.partition("#")[0]).resolve() for t in _links(README)}
    assert not [p.name for p in DOCS if p.resolve() not in linked]


def test_the_layout_page_lists_every_module():
    # layout.md, and the page's half in layout-page.md (each within the line limit)
    text = "\n".join((ROOT / "docs" / n).read_text() for n in ("layout.md", "layout-page.md"))
    missing = []
    for folder in ("connect4", "static"):
        for p in sorted((ROOT / folder).rglob("*.py")):
            section = "`%s/`" % p.parent.relative_to(ROOT).as_posix()
            block = text.split("## " + section, 1)
            if len(block) < 2 or ("| `%s` |" % p.name) not in block[1].split("\n## ")[0]:
                missing.append(p.relative_to(ROOT).as_posix())
    assert not missing, missing


def test_the_readme_python_example_runs():
    blocks = re.findall(r"^```python\n(.*?)^```", README.read_text(), re.S | re.M)
    assert blocks
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(blocks):
        test = doctest.DocTestParser().get_doctest(block, {}, "README.md[%d]" % i, str(README), 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted and not result.failed


#: A file name or path in backticks: no spaces, a '/' or a file extension.
_CODE_PATH = re.compile(r"`([\w.-]*/[\w./-]*"
                        r"|[\w-]+\.(?:py|md|json|toml|html|js|mjs|css|bin|png|svg|txt|dat))`")
#: Paths the docs name that are made by the build, the tests or the user, not tracked:
#: each with the code that makes it.
GENERATED = {
    ".cache/pons/": "connect4/site/pons.py",            # the downloaded benchmark positions
    "tests/artifacts/": "tests/browser/screenshots.py",  # pictures of the page
    ".venv/": "connect4/site/environment.py",           # the tests' own environment
    ".venv/bin/python": "connect4/site/environment.py",
    "hints/": "connect4/solver/hintdata.py",            # dist/hints/, the hint data
    "/usr/bin/chromium": "connect4/site/browser.py",    # Debian's Chromium
    "static/mode-position.bundle": "connect4/site/builder.py",
    "static/mode-review.bundle": "connect4/site/builder.py",
    "static/mode-why.bundle": "connect4/site/builder.py",
    "static/mode-coach.bundle": "connect4/site/builder.py",
    "static/mode-opening.bundle": "connect4/site/builder.py",
    "static/mode-storm.bundle": "connect4/site/builder.py",
    "static/mode-match.bundle": "connect4/site/builder.py",
    "static/mode-training.bundle": "connect4/site/builder.py",
    "static/mode-backreview.bundle": "connect4/site/builder.py",
    "static/mode-about.bundle": "connect4/site/builder.py",
    "static/mode-boards.bundle": "connect4/site/builder.py",
    "static/page.css": "connect4/site/pagehtml.py",
    ".cache/mpy-cross/": "connect4/site/environment.py",   # build.py's own mpy-cross
    "static/page.rom": "connect4/site/builder.py",
    "/rom": "static/mpy-page.js",                        # where MicroPython mounts it
    "static/light-worker.bundle": "connect4/site/builder.py",
    "static/mode-puzzles.bundle": "connect4/site/builder.py",
    "pyscript.json": "connect4/site/builder.py",
    "micropython.mjs": "connect4/site/builder.py",     # vendored from npm by build.py
    "players.json": "connect4/site/builder.py",
    "LICENSE-bitbully-databases.txt": "connect4/solver/hintdata.py",
    "pyodide.asm.mjs": "connect4/site/builder.py",      # vendored from npm by build.py
    "/connect4/": "tests/browser/test_subpath.py",      # a URL path, not a file
}


def _tracked_names():
    """Every tracked path, each of its trailing parts and its folders ('a/b/c.py' gives
    'c.py', 'b/c.py', 'a/b/c.py', 'a/', 'a/b/', 'b/')."""
    import subprocess

    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    names = set()
    for f in files:
        parts = f.split("/")
        for i in range(len(parts)):
            names.add("/".join(parts[i:]))
            for j in range(i + 1, len(parts)):
                names.add("/".join(parts[i:j]) + "/")
    return names


@pytest.mark.parametrize("path", [README, *DOCS], ids=lambda p: p.name)
def test_every_path_in_backticks_exists(path):
    names = _tracked_names()
    missing = []
    for m in _CODE_PATH.finditer(path.read_text()):
        name = m.group(1)
        if name.startswith("../shared/"):
            continue        # beside the project root, not in a user's clone
        if name.startswith("dist/"):
            name = name[len("dist/"):]   # the built site holds the tracked files
        if name.strip("./") and name not in names and name not in GENERATED:
            missing.append(name)
    assert not missing, "%s names paths that do not exist: %s" % (path.name, sorted(set(missing)))


def test_the_generated_paths_are_made_where_the_docs_say():
    from connect4.site.builder import MODES  # the mode bundles: one per key, by its name

    for name, maker in GENERATED.items():
        mode = re.fullmatch(r"static/mode-(\w+)\.bundle", name)
        if mode:
            assert mode.group(1) in MODES, name
            continue
        assert name.strip("/").split("/")[0 if name.startswith(".") else -1] in (
            (ROOT / maker).read_text()), (name, maker)
