"""What a first visit weighs, and what the full engine needs of Pyodide's standard library.

1. The standard library: runs the full engine's work (static/worker.py's
   imports, every ladder level, a hint, a short match) under Pyodide in
   Node.js, lists the standard-library modules then loaded, and prints their
   share of the shipped python_stdlib.zip (``loadPyodide`` accepts another
   ``stdLibURL``: this is what a trimmed one could save).
2. Compression: each file the first visit and the full engine download, raw
   and gzipped (GitHub Pages gzips text types and, reported, WebAssembly;
   not ``.zip`` nor ``.bin``): what a reader downloads there.

Run: ``python3 tests/benchmarks/bench_weight.py [DIST]`` (DIST: a built site,
default ``dist``).
"""

import gzip
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.site.builder import package_files  # noqa: E402

EXERCISE = r'''
import sys
sys.path.insert(0, "/project/static")
import worker
from connect4.board import parse_position
from connect4.players.registry import make_player
from connect4.solver import Solver
from connect4.worker.match import MatchSession
for level in range(1, 8):
    make_player("level%d" % level, 1).choose(parse_position("4453"))
Solver().analyze(parse_position("444444332233"))
m = MatchSession("level1", "level2", 2, seed=1)
while not m.run_for(0.05):
    pass
for name, mod in sorted(sys.modules.items()):
    f = getattr(mod, "__file__", None) or ""
    if "/lib/python3" in f:
        print("STDLIB", f.split("/lib/python3", 1)[1].split("/", 1)[1])
'''

#: Types GitHub Pages serves gzipped (text, and reported for application/wasm).
GZIPPED = (".html", ".css", ".js", ".mjs", ".json", ".py", ".svg", ".webmanifest", ".wasm")


def stdlib_used():
    """Paths (inside python_stdlib.zip) of the stdlib modules the engine loaded."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(EXERCISE)
    files = package_files() + ["static/worker.py"]
    proc = subprocess.run([shutil.which("node"), "tests/runtimes/run.mjs", "pyodide", f.name, *files],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    if proc.returncode:
        raise SystemExit(proc.stderr[-2000:])
    return sorted(line.split(" ", 1)[1] for line in proc.stdout.splitlines()
                  if line.startswith("STDLIB "))


def stdlib_report(dist):
    z = zipfile.ZipFile(dist / "vendor/pyodide/python_stdlib.zip")
    infos = {i.filename: i for i in z.infolist()}
    used = stdlib_used()
    need = set()
    for path in used:
        need.add(path)
        parts = path.split("/")
        for i in range(1, len(parts)):  # the packages' folders and __init__ files
            need.add("/".join(parts[:i]) + "/")
    have = [infos[p] for p in sorted(need) if p in infos]
    missing = [p for p in used if p not in infos]
    total = sum(i.compress_size for i in infos.values())
    part = sum(i.compress_size for i in have)
    print("python_stdlib.zip: %d entries, %.2f MB (compressed inside the zip)"
          % (len(infos), total / 1e6))
    print("loaded by the full engine: %d modules, %.2f MB of it (%.0f%%)"
          % (len(used), part / 1e6, 100 * part / total))
    if missing:
        print("not in the zip (frozen or built in):", ", ".join(missing[:10]))
    heavy = sorted(have, key=lambda i: -i.compress_size)[:8]
    print("largest needed:", ", ".join("%s %.0f KB" % (i.filename, i.compress_size / 1e3)
                                        for i in heavy))


def compression_report(dist):
    rows = []
    for rel in ("vendor/micropython/micropython.wasm", "vendor/micropython/micropython.mjs",
                "static/light-worker.bundle", "vendor/pyodide/pyodide.asm.wasm",
                "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/python_stdlib.zip",
                "vendor/pyodide/pyodide-lock.json", "connect4/data/book.bin"):
        data = (dist / rel).read_bytes()
        gz = len(gzip.compress(data, 6)) if rel.endswith(GZIPPED) else len(data)
        rows.append((rel, len(data), gz))
    print("%-40s %10s %14s" % ("file", "raw MB", "on Pages MB"))
    for rel, raw, gz in rows:
        print("%-40s %10.2f %14.2f" % (rel, raw / 1e6, gz / 1e6))


def main():
    dist = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist").resolve()
    compression_report(dist)
    stdlib_report(dist)


if __name__ == "__main__":
    main()
