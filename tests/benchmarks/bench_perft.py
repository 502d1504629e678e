"""perft from the empty board in CPython, Pyodide and MicroPython, side by side.

The same connect4/bitboard.py runs in all three: CPython here, Pyodide (the
browser worker's interpreter) and MicroPython (the page's main thread) under
Node.js from node_modules/.  Run: ``python tests/benchmarks/bench_perft.py``.
"""

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4 import MAIN_THREAD_MODULES  # noqa: E402
from connect4 import bitboard as bb

DEPTHS = (7, 8)


def in_node(interp, depths):
    """{depth: (count, ms)} measured by the interpreter running under Node.js."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write("DEPTHS = %r\n" % (depths,))
        f.write((ROOT / "tests/runtimes/perft_timing.py").read_text())
    files = ["connect4/__init__.py"] + ["connect4/%s.py" % m for m in MAIN_THREAD_MODULES]
    proc = subprocess.run([shutil.which("node"), "tests/runtimes/run.mjs", interp, f.name, *files],
                          cwd=ROOT, capture_output=True, text=True)
    Path(f.name).unlink()
    if proc.returncode:
        raise SystemExit("%s failed: %s" % (interp, proc.stderr))
    out = {}
    for line in proc.stdout.splitlines():
        if line.startswith("PERFT"):
            _, d, n, ms = line.split()
            out[int(d)] = (int(n), float(ms))
    return out


def main():
    rows = {}
    cpython = {}
    for d in DEPTHS:
        t0 = time.perf_counter()
        n = bb.perft(0, 0, d)
        cpython[d] = (n, (time.perf_counter() - t0) * 1000)
    rows["CPython %d.%d" % sys.version_info[:2]] = cpython
    rows["Pyodide (Node.js)"] = in_node("pyodide", DEPTHS)
    rows["MicroPython (Node.js)"] = in_node("micropython", DEPTHS)
    print("perft from the empty board (ms; count in brackets)")
    print("%-24s" % "interpreter" + "".join("%22s" % ("perft(%d)" % d) for d in DEPTHS))
    base = cpython
    for name, res in rows.items():
        cells = []
        for d in DEPTHS:
            n, ms = res[d]
            ratio = ms / base[d][1]
            cells.append("%22s" % ("%.0f (%d) x%.1f" % (ms, n, ratio)))
        print("%-24s" % name + "".join(cells))
    counts = {res[d][0] for res in rows.values() for d in DEPTHS[-1:]}
    assert len(counts) == 1, "interpreters disagree on perft: %s" % counts


if __name__ == "__main__":
    main()
