"""How big would a table of the middle game's slow hints be?  Random positions timed (issue 52).

    python3 tests/benchmarks/bench_table_size.py [--discs 13,14] [--count 150] [--seed 52]

Issue 52 proposes a compact table of the hard positions of 13 and 14 discs.
A table must answer any game, so what matters is how many of *all* positions
of a disc count have a slow hint, not of the positions games between levels
reach (``bench_midgame.py``).  This draws ``--count`` positions of each
``--discs`` by uniformly random legal moves (a game over before that is drawn
again; seeded), scores every column as the page's hints do (``Solver.analyze``,
the 12-disc database loaded, a cold table per position; CPU seconds) and
prints how many take more than 0.3 s and 1 s.  With ``bitbully`` installed
(C++, PyPI, AGPL-3.0: ``pip install bitbully==0.0.79``; not a requirement
of the project) it also times ``BitBully(None).score_all_moves`` on each,
with its node count beside ours, and projects the CPU hours of a table
holding every hint of that many discs: the positions of the disc count
(OEIS A212693) times its mean seconds.
"""

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from connect4.board import Board  # noqa: E402
from connect4.solver.api import hint_solver  # noqa: E402

#: Positions of 7x6 Connect 4 with this many discs (OEIS A212693).
POSITIONS = {12: 12_236_101, 13: 30_929_111, 14: 75_437_595}


def random_positions(discs: int, count: int, seed: int) -> list:
    """``count`` distinct positions of ``discs`` discs, not over, by random legal moves."""
    rng = random.Random(seed * 100 + discs)
    seen, out = set(), []
    while len(out) < count:
        board = Board()
        for _ in range(discs):
            if board.is_over():
                break
            board.play(rng.choice(board.legal_moves()))
        text = board.notation()
        if board.ply == discs and not board.is_over() and text not in seen:
            seen.add(text)
            out.append(text)
    return out


def pct(values, p):
    """The ``p``-th percentile of ``values`` (nearest rank)."""
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def ours(positions):
    """``[(CPU seconds, nodes)]`` of every column scored, a cold table each."""
    solver, problem = hint_solver()
    if problem:
        sys.exit("the 12-disc database is needed (python3 build.py build): " + problem)
    out = []
    for text in positions:
        solver.reset()
        t = time.process_time()
        solver.analyze(Board.from_notation(text))
        out.append((time.process_time() - t, solver.nodes))
    return out


def theirs(positions):
    """The same with bitbully's C++ solver, no book, a cleared table each; None without it."""
    try:
        import bitbully  # noqa: PLC0415 - optional, for this estimate only (AGPL, not a requirement)
    except ImportError:
        return None
    agent = bitbully.BitBully(None)
    out = []
    for text in positions:
        agent.reset_transposition_table()
        agent.reset_node_counter()
        board = bitbully.Board.from_moves([int(c) - 1 for c in text])
        t = time.process_time()
        agent.score_all_moves(board)
        out.append((time.process_time() - t, agent.get_node_counter()))
    return out


def summary(name, rows):
    """One line: seconds and nodes, mean / p50 / p95 / worst, and how many are slow."""
    secs = [s for s, _ in rows]
    nodes = [n for _, n in rows]
    return ("%-8s seconds mean %.3f p50 %.3f p95 %.3f worst %.2f; over 0.3 s %d, over 1 s %d"
            " of %d; nodes mean %d p95 %d" % (
                name, sum(secs) / len(secs), pct(secs, 50), pct(secs, 95), max(secs),
                sum(s > 0.3 for s in secs), sum(s > 1 for s in secs), len(secs),
                sum(nodes) / len(nodes), pct(nodes, 95)))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--discs", default="13,14", help="disc counts, comma-separated")
    ap.add_argument("--count", type=int, default=150, help="positions of each")
    ap.add_argument("--seed", type=int, default=52)
    ap.add_argument("--json", action="store_true", help="also every position's figures")
    args = ap.parse_args(argv)
    for discs in (int(d) for d in args.discs.split(",")):
        positions = random_positions(discs, args.count, args.seed)
        mine = ours(positions)
        print("%d discs, %d random positions (seed %d)" % (discs, len(positions), args.seed))
        print("  " + summary("ours", mine))
        bb = theirs(positions)
        if bb is None:
            print("  bitbully: not installed (pip install bitbully==0.0.79), no projection")
        else:
            print("  " + summary("bitbully", bb))
            mean = sum(s for s, _ in bb) / len(bb)
            if discs in POSITIONS:
                print("  every hint of %d discs by bitbully: %s positions x %.3f s = %.0f CPU hours"
                      % (discs, format(POSITIONS[discs], ","), mean,
                         POSITIONS[discs] * mean / 3600))
        if args.json:
            for i, text in enumerate(positions):
                print(json.dumps({"pos": text, "ours": mine[i], "bitbully": bb and bb[i]}))


if __name__ == "__main__":
    main()
