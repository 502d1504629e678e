# Runs under CPython and Pyodide (tests/benchmarks/bench_variant_yields.py prepends SOURCES, the
# project's files to run, and CASES): the levels' searches on other boards stepped as the
# worker steps them, the worst gap between two yields in nodes and in ms.  Per case, two runs of
# the same seeded positions: "worker" with the player's own clock (what the worker sees: a
# cancel gets in at a yield), "search" with a clock always due (every yield the search makes).
# The times: CPU time (CPython's process time, Node's process.cpuUsage).  One line each:
# "board|level|run|moves|worst_nodes|worst_ms|total_s".
import os
import sys
import tempfile
import time

_root = tempfile.mkdtemp()
for _path, _text in SOURCES.items():  # noqa: F821 (prepended by the benchmark)
    os.makedirs(os.path.join(_root, os.path.dirname(_path)), exist_ok=True)
    with open(os.path.join(_root, _path), "w") as _f:
        _f.write(_text)
sys.path.insert(0, _root)

from connect4.rng import Rng  # noqa: E402
from connect4.variants.game import VariantGame  # noqa: E402
from connect4.variants.geometry import Geometry  # noqa: E402
from connect4.variants.players import make_variant_player  # noqa: E402


def _node_cpu():
    usage = js.process.cpuUsage()  # Node.js: microseconds of CPU (Pyodide's process_time is wall)
    return (usage.user + usage.system) / 1e6


# CPU time (a loaded machine's waits for a core left out): CPython's process time, Node's
if sys.platform == "emscripten":
    import js

    _clock = _node_cpu
else:
    _clock = time.process_time


class _Always:
    """A clock whose every reading is a second later: the player's ``due()`` always true."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 1.0
        return self.t


def positions(g, popout, count, seed):
    rng = Rng(seed)
    out = []
    while len(out) < count:
        game = VariantGame(g, popout)
        for _ in range(2 + int(rng.random() * 16)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            out.append(game)
    return out


for w, h, k, popout, spec, count in CASES:  # noqa: F821
    g = Geometry(w, h, k)
    name = "%s%s%s" % (g.name, " five" if k == 5 else "", " Pop Out" if popout else "")
    games = positions(g, popout, count, "gaps-%s" % name)
    for run in ("worker", "search"):
        worst_nodes = worst_s = 0
        start = _clock()
        for i, game in enumerate(games):
            player = make_variant_player(spec, g, popout, seed=i)
            if run == "search":
                player.now = _Always()
            steps = player.think(game)
            last_t, last_n = _clock(), 0
            try:
                while True:
                    next(steps)
                    t, n = _clock(), player.search.nodes
                    worst_s, worst_nodes = max(worst_s, t - last_t), max(worst_nodes, n - last_n)
                    last_t, last_n = t, n
            except StopIteration:
                t, n = _clock(), player.search.nodes
                worst_s, worst_nodes = max(worst_s, t - last_t), max(worst_nodes, n - last_n)
        print("%s|%s|%s|%d|%d|%.1f|%.2f" % (name, spec, run, len(games), worst_nodes,
                                            worst_s * 1000, _clock() - start), flush=True)
