# Times perft with the variants engine beside connect4.bitboard's, and seeded random games;
# runs unchanged in CPython, Pyodide and MicroPython (tests/benchmarks/bench_variants.py
# drives all three and sets CASES and GAMES before this text).
import time

from connect4 import bitboard as bb
from connect4.board import Board
from connect4.rng import Rng
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry

try:
    clock = time.perf_counter

    def since(t0):
        return (clock() - t0) * 1000
except AttributeError:  # MicroPython
    clock = time.ticks_ms

    def since(t0):
        return time.ticks_diff(time.ticks_ms(), t0)


def best_of(repeats, fn, *args):
    """The count and the fastest of ``repeats`` runs of ``fn(*args)`` in ms (the machine
    is shared)."""
    best = None
    for _ in range(repeats):
        t0 = clock()
        n = fn(*args)
        ms = since(t0)
        best = ms if best is None or ms < best else best
    return n, best


def games(geometry, popout, n):
    """Plies of ``n`` seeded random games to their end (``geometry`` None: connect4.board)."""
    plies = 0
    for seed in range(n):
        rng = Rng(seed)
        game = Board() if geometry is None else VariantGame(geometry, popout)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        plies += game.ply
    return plies


for name, w, h, k, depth in CASES:  # noqa: F821  (set by the caller)
    perft = bb.perft if name == "bitboard" else Geometry(w, h, k).perft
    n, ms = best_of(REPEATS, perft, 0, 0, depth)  # noqa: F821
    print("PERFT %s %dx%d k%d d%d %d %.1f" % (name, w, h, k, depth, n, ms))
for name, w, h, k, popout in GAMES:  # noqa: F821
    g = None if name == "board" else Geometry(w, h, k)
    n, ms = best_of(REPEATS, games, g, popout, GAME_COUNT)  # noqa: F821
    print("GAMES %s %dx%d k%d popout=%d %d %.1f" % (name, w, h, k, popout, n, ms))
