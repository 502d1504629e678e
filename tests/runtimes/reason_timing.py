# Times a mistake's reason as tests/benchmarks/bench_reasons.py does: the solver's two best lines
# (after the move, after the best column), then connect4.explain.reasons.reason_of given them.
# Runs unchanged in CPython and in Pyodide under Node.js (the page's worker's interpreter):
# bench_reasons.py imports timed() in CPython, and for ``--page N`` runs this file in both with
# MISTAKES (``[[moves before, column 0-based, kept, [columns that keep], score]]``) and DATA (the
# 12-disc database's path) prepended; one JSON line a mistake:
# ``[kind, line wall s, reason wall s, line CPU s, reason CPU s]``.
import json
import sys
import time

from connect4.board import parse_position
from connect4.explain.reasons import reason_of
from connect4.solver import Solver
from connect4.solver.hintdata import HintData
from connect4.solver.line import best_line

if sys.platform == "emscripten":
    import js  # Node's process: its CPU time, as in tests/benchmarks/bench_review.py

    def cpu():
        return js.process.cpuUsage().user / 1e6
else:
    cpu = time.process_time


def timed(s, before: str, col: int, kept: int, keeps: list, score: int) -> tuple:
    """``(reason_of's object, line wall s, reason wall s, line CPU s, reason CPU s)`` of playing
    ``col`` (0-based) after ``before``: ``kept`` the review's score of the move (its player's),
    ``keeps`` the 1-based columns that keep the result, ``score`` the best column's."""
    b = parse_position(before)
    after = b.copy()
    after.push(col)
    score_after = -kept
    t0, c0 = time.perf_counter(), cpu()
    line = None if after.is_over() else best_line(s, after, score=score_after)
    keeps = sorted(keeps, key=lambda c: abs(c - 4))
    best = None
    if keeps:
        bc = keeps[0] - 1
        alt = b.copy()
        alt.push(bc)
        got = score if alt.is_over() else -s.solve(alt)  # "keeps": the result, not the score
        best = (bc, got, [] if alt.is_over() else best_line(s, alt, score=-got))
    t1, c1 = time.perf_counter(), cpu()
    reason = reason_of(b.current, b.mask, b.ply, col, score_after, line=line, best=best)
    return reason, t1 - t0, time.perf_counter() - t1, c1 - c0, cpu() - c1


if __name__ == "__main__" and "MISTAKES" in globals():
    solver = Solver(hint_data=HintData.load(DATA))  # noqa: F821 (prepended by the benchmark)
    for row in MISTAKES:  # noqa: F821
        reason, *times = timed(solver, *row)
        print(json.dumps([reason["kind"]] + [round(t, 4) for t in times]), flush=True)
