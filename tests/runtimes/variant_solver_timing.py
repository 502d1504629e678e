# Runs under CPython and Pyodide (tests/benchmarks/bench_variant_solver.py prepends SIZES,
# MAX_SECONDS): the exact solver from the empty board of each size, (a) the perfect level's
# first move (the score, then the first column keeping it), (b) every column's exact score.
# One line each: "size kind seconds nodes result".  A fresh solver (an empty table) each time.
import time

from connect4.variants.geometry import Geometry
from connect4.variants.search import Solver

_clock = getattr(time, "perf_counter", None) or time.time


def run(gen):
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


for w, h in SIZES:  # noqa: F821 (prepended by the benchmark)
    g = Geometry(w, h)
    for kind in ("first", "hints"):
        s = Solver(g, now=_clock)
        s.node_limit = NODE_LIMIT  # noqa: F821
        t = _clock()
        if kind == "first":
            got = run(s.best_move_steps(0, 0, 0, g.centre_order, slice_seconds=0.05))
        else:
            got = run(s.move_scores_steps(0, 0, 0, slice_seconds=0.05))
            got = None if got is None else ",".join("%d" % got[c] for c in range(w))
        print("%s %s %.3f %d %s" % (g.name, kind, _clock() - t, s.nodes,
                                    str(got).replace(" ", "")))
