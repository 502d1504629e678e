"""The general engine's cost, measured: perft and random games with connect4.variants beside
connect4.bitboard / connect4.board on 7x6, and on other sizes, in CPython, Pyodide and MicroPython.

The same tests/runtimes/variants_timing.py runs in all three (Pyodide and MicroPython
under Node.js from node_modules/); each figure is the fastest of a few runs.  Run:
``python3 tests/benchmarks/bench_variants.py [--quick]``.
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4 import MAIN_THREAD_MODULES  # noqa: E402
from connect4.variants.geometry import Geometry  # noqa: E402

#: (engine, width, height, connect, depth): 7x6 with both engines, then other sizes.
CASES = (("bitboard", 7, 6, 4, 6), ("variants", 7, 6, 4, 6),
         ("bitboard", 7, 6, 4, 7), ("variants", 7, 6, 4, 7),
         ("variants", 4, 4, 4, 8), ("variants", 6, 5, 4, 6), ("variants", 8, 7, 4, 6),
         ("variants", 9, 6, 5, 6), ("variants", 10, 8, 4, 6))
#: (engine, width, height, connect, popout): seeded random games to their end.
GAMES = (("board", 7, 6, 4, 0), ("variants", 7, 6, 4, 0), ("variants", 7, 6, 4, 1),
         ("variants", 10, 8, 4, 0), ("variants", 9, 6, 5, 0))


def script(cases, games, count, repeats) -> str:
    head = "CASES = %r\nGAMES = %r\nGAME_COUNT = %d\nREPEATS = %d\n" % (cases, games, count,
                                                                        repeats)
    return head + (ROOT / "tests/runtimes/variants_timing.py").read_text()


def run(interp, text) -> list:
    """The printed lines of the timing script under ``interp`` (CPython here)."""
    if interp == "cpython":
        proc = subprocess.run([sys.executable, "-c", text], cwd=ROOT, capture_output=True,
                              text=True, env={"PYTHONPATH": str(ROOT)})
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(text)
        files = ["connect4/__init__.py"] + ["connect4/%s.py" % m for m in MAIN_THREAD_MODULES]
        proc = subprocess.run([shutil.which("node"), "tests/runtimes/run.mjs", interp, f.name,
                               *files], cwd=ROOT, capture_output=True, text=True)
        Path(f.name).unlink()
    if proc.returncode:
        raise SystemExit("%s failed: %s" % (interp, proc.stderr))
    return proc.stdout.splitlines()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="one run each, 50 games, no depth 7 (about 10 s)")
    quick = parser.parse_args().quick
    cases = tuple(c for c in CASES if not quick or c[4] <= 6)
    text = script(cases, GAMES, 50 if quick else 200, 1 if quick else 3)
    rows = {}
    for interp in ("cpython", "pyodide", "micropython"):
        rows[interp] = [line.split() for line in run(interp, text)]
    counts = {tuple(r[:-1]) for lines in rows.values() for r in lines}
    assert len(counts) == len(cases) + len(GAMES), "interpreters disagree: %s" % sorted(counts)
    print("fastest of %d runs, ms (count)" % (1 if quick else 3))
    print("%-38s" % "case" + "".join("%18s" % i for i in rows))
    for i, first in enumerate(rows["cpython"]):
        cells = ["%18s" % ("%s (%s)" % (rows[k][i][-1], first[-2])) for k in rows]
        print("%-38s" % " ".join(first[1:-2]) + "".join(cells))
    # per searched node (perft's inner nodes: it counts the last ply in bulk), to set sizes side
    # by side: the count of inner nodes is the sum of the shallower perfts
    print("\nmicroseconds per inner node")
    for i, case in enumerate(cases):
        g = Geometry(*case[1:4])
        inner = sum(g.perft(0, 0, d) for d in range(case[4]))
        print("%-38s" % " ".join(rows["cpython"][i][1:-2]) + "".join(
            "%18.2f" % (float(rows[k][i][-1]) * 1000 / inner) for k in rows))
    # the general engine beside the 7x6 one, per interpreter
    for interp, lines in rows.items():
        ms = {" ".join(r[1:-2]): float(r[-1]) for r in lines}
        ratios = []
        for depth in sorted({c[4] for c in cases if c[0] == "bitboard"}):
            key = "%%s 7x6 k4 d%d" % depth
            ratios.append("perft(%d) x%.2f" % (depth, ms[key % "variants"] / ms[key % "bitboard"]))
        game = ms["variants 7x6 k4 popout=0"] / ms["board 7x6 k4 popout=0"]
        print("%-12s variants / 7x6 engine: %s, random games x%.2f" % (interp, ", ".join(ratios),
                                                                        game))


if __name__ == "__main__":
    main()
