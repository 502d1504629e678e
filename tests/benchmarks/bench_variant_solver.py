"""Where perfect play ends: the exact solver from the empty board of every size up to 30 cells.

Per size, (a) the perfect level's first move (the score, then the first column that
keeps it: connect4.variants.search.Solver.best_move_steps) and (b) exact hints for
every column (move_scores_steps), seconds and nodes, a fresh solver (empty table)
each, pausing every 50 ms as the browser's worker does.  The same
tests/runtimes/variant_solver_timing.py runs in CPython and, with ``--pyodide``,
in Pyodide under Node.js (node_modules/pyodide: the page's full engine); the
ratio of the two is the factor docs/board-sizes.md applies.  Run:

    python3 tests/benchmarks/bench_variant_solver.py [--sizes 4x4,5x5] [--pyodide] [--skip-cpython]
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZES = "4x4,5x4,4x5,6x4,4x6,5x5,7x4,4x7,6x5,5x6"
FILES = ["connect4/__init__.py"] + ["connect4/%s.py" % m for m in (
    "errors", "bitboard", "variants/__init__", "variants/geometry", "variants/search")]


def script(sizes, node_limit) -> str:
    pairs = tuple(tuple(int(x) for x in s.split("x")) for s in sizes)
    head = "SIZES = %r\nNODE_LIMIT = %d\n" % (pairs, node_limit)
    return head + (ROOT / "tests/runtimes/variant_solver_timing.py").read_text()


def run(interp, text) -> list:
    """The printed lines of the timing script under ``interp``."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(text)
    try:
        if interp == "cpython":
            cmd = [sys.executable, f.name]
        else:
            cmd = [shutil.which("node"), "tests/runtimes/run.mjs", interp, f.name, *FILES]
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                              env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    finally:
        Path(f.name).unlink()
    if proc.returncode:
        raise SystemExit("%s failed: %s" % (interp, proc.stderr))
    return proc.stdout.splitlines()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default=SIZES)
    parser.add_argument("--pyodide", action="store_true", help="run it under Pyodide too")
    parser.add_argument("--skip-cpython", action="store_true")
    parser.add_argument("--nodes", type=int, default=30000000, help="node bound per search")
    args = parser.parse_args()
    text = script(args.sizes.split(","), args.nodes)
    interps = ([] if args.skip_cpython else ["cpython"]) + (["pyodide"] if args.pyodide else [])
    rows = {}
    for interp in interps:
        for line in run(interp, text):
            size, kind, seconds, nodes, result = line.split()
            rows.setdefault((size, kind), {})[interp] = (float(seconds), int(nodes), result)
    print("| board | what | nodes | " + " | ".join("%s s" % i for i in interps)
          + (" | Pyodide / CPython |" if len(interps) == 2 else " |") + " result |")
    print("|---" * (4 + len(interps) + (len(interps) == 2)) + "|")
    for (size, kind), got in rows.items():
        first = got[interps[0]]
        cells = ["%.2f" % got[i][0] for i in interps]
        if len(interps) == 2:
            cells.append("%.2f" % (got["pyodide"][0] / max(got["cpython"][0], 1e-6)))
        what = "first move" if kind == "first" else "every column"
        print("| %s | %s | %s | %s | %s |" % (size, what, "{:,}".format(first[1]),
                                              " | ".join(cells), first[2]))


if __name__ == "__main__":
    main()
