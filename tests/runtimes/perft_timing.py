# Times perft from the empty board; runs unchanged in CPython, Pyodide and
# MicroPython (tests/benchmarks/bench_perft.py drives all three).
import time

from connect4 import bitboard as bb

try:
    clock = time.perf_counter
except AttributeError:  # MicroPython
    clock = None

for depth in DEPTHS:  # noqa: F821  (set by the caller)
    if clock:
        t0 = clock()
        n = bb.perft(0, 0, depth)
        ms = (clock() - t0) * 1000
    else:
        t0 = time.ticks_ms()
        n = bb.perft(0, 0, depth)
        ms = time.ticks_diff(time.ticks_ms(), t0)
    print("PERFT %d %d %.1f" % (depth, n, ms))
