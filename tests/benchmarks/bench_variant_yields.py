"""How soon a cancel reaches the levels on other boards: the worst gap between two yields of a
level's search, in nodes and in ms, in CPython and (``--pyodide``) in Pyodide under Node.js, for
the working tree and (``--before REV``) a revision, side by side.

The worker steps a search and lets a cancel in at each yield (static/worker.py, ``_drive``), so
the worst gap is the worst wait for a cancel.  Per case, seeded positions of random games
(tests/runtimes/variant_yield_gaps.py), two runs: "worker" (the yields the worker sees, the
player's clock thinning them to one per 50 ms) and "search" (every yield the search makes, a
clock always due).  Times are CPU time (CPython's process time, Node's ``process.cpuUsage``
under Pyodide), so that a shared machine's waits for a core are left out.  Run:

    python3 tests/benchmarks/bench_variant_yields.py [--pyodide] [--before REV] [--count 6]
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: (width, height, connect, popout, level, positions)
CASES = ((10, 8, 4, False, "perfect", 6), (9, 6, 5, False, "perfect", 6),
         (7, 6, 4, True, "perfect", 6), (10, 8, 4, False, "level6", 6))


def sources(rev) -> dict:
    """``{path: text}`` of the package's Python files at ``rev`` (``None``: the working tree)."""
    if rev is None:
        return {str(p.relative_to(ROOT)): p.read_text()
                for p in sorted((ROOT / "connect4").rglob("*.py"))}
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, "connect4/"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    return {n: subprocess.run(["git", "show", "%s:%s" % (rev, n)], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout for n in names if n.endswith(".py")}


def run(interp, rev, cases) -> dict:
    """``{(board, level, run): (worst nodes, worst ms)}`` under ``interp`` for ``rev``."""
    wanted = {k: v for k, v in sources(rev).items()
              if k.startswith(("connect4/variants/", "connect4/players/__init__",
                               "connect4/players/base")) or k.count("/") == 1}
    text = "SOURCES = %r\nCASES = %r\n" % (wanted, cases)
    text += (ROOT / "tests/runtimes/variant_yield_gaps.py").read_text()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(text)
    try:
        if interp == "cpython":
            cmd = [sys.executable, f.name]
        else:
            cmd = [shutil.which("node"), "tests/runtimes/run.mjs", interp, f.name]
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                              env={"PATH": "/usr/bin:/bin"})
    finally:
        Path(f.name).unlink()
    if proc.returncode:
        raise SystemExit("%s failed: %s" % (interp, proc.stderr[-2000:]))
    out = {}
    for line in proc.stdout.splitlines():
        board, level, what, _moves, nodes, ms, _total = line.split("|")
        out[(board, level, what)] = (int(nodes), float(ms))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pyodide", action="store_true", help="run it under Pyodide too")
    parser.add_argument("--before", help="a revision to compare (e.g. main)")
    parser.add_argument("--count", type=int, help="positions per case (default 6)")
    args = parser.parse_args()
    cases = tuple(c[:5] + (args.count or c[5],) for c in CASES)
    columns = []
    for interp in ["cpython"] + (["pyodide"] if args.pyodide else []):
        for rev in ([args.before] if args.before else []) + [None]:
            label = "%s %s" % ("CPython" if interp == "cpython" else "Pyodide", rev or "now")
            columns.append((label, run(interp, rev, cases)))
            print("ran:", label, file=sys.stderr, flush=True)
    print("| board | level | yields | " + " | ".join(
        "%s: nodes | ms" % label for label, _ in columns) + " |")
    print("|---|---|---|" + "---|---|" * len(columns))
    for key in columns[0][1]:
        board, level, what = key
        cells = ["{:,} | {:.0f}".format(*got[key]) for _, got in columns]
        print("| %s | %s | %s | %s |" % (board, "7 (strongest)" if level == "perfect" else level[5:],
                                         what, " | ".join(cells)))


if __name__ == "__main__":
    main()
