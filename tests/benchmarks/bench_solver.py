"""Solver benchmark: our CPython solver next to Pons' C++ solver on the shared sets.

    python3 tests/benchmarks/bench_solver.py [--middle-medium 100] [--begin-easy 200]
        [--begin 6] [--games 6] [--start-ply 16]

Prints, per test set, the positions solved, mean time and mean nodes per
position (table cleared before each, as in the C++ figures), the C++
figures measured on these machines (shared README) and the ratios.  Times are
CPU seconds of this process (``time.process_time``): the machines are
shared, and wall time measures the neighbours as much as the solver.

For Begin-Medium and Begin-Hard a bounded sample (``--begin`` lines spread
over each file) is solved with a 60 s cap (CPU) per line, with and without the
opening book, and the number answered within 1 s and within 60 s is printed.

Last, the perfect player's move times over games: ``--games`` games per
opponent, starting from a random opening of ``--start-ply`` plies (the book
covers the plies before that only where it has been built; see the
closing note of the solver issue), reported as p50/p95/max.
"""

import argparse
import random
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from shared_data import load_pons  # noqa: E402

from connect4.board import Board  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.book import DEFAULT_PATH, OpeningBook  # noqa: E402

#: Pons' C++ solver on these machines: (mean seconds, mean nodes) per position.
CPP = {
    "end_easy": (12.4e-6, 51),
    "middle_easy": (82e-6, 449),
    "middle_medium": (7.4e-3, 39808),
    "begin_easy": (538e-6, 3296),
    "begin_medium": (220e-3, 1187923),
    "begin_hard": (11.8, 53562443),
}
TITLES = {
    "end_easy": "End-Easy", "middle_easy": "Middle-Easy", "middle_medium": "Middle-Medium",
    "begin_easy": "Begin-Easy", "begin_medium": "Begin-Medium", "begin_hard": "Begin-Hard",
}


def spread(rows, count):
    """``count`` lines spread evenly over the file (all if count >= len)."""
    if count >= len(rows):
        return rows
    step = len(rows) / count
    return [rows[int(i * step)] for i in range(count)]


def fmt_time(s):
    if s < 1e-3:
        return "%.1f us" % (s * 1e6)
    if s < 1:
        return "%.2f ms" % (s * 1e3)
    return "%.2f s" % s


def bench_set(name, count):
    """Solve a set (or a spread sample); returns (n, mean s, mean nodes)."""
    rows = spread(load_pons(name), count)
    solver = Solver(book=False)
    total_t = total_n = 0
    for moves, score in rows:
        board = Board.from_notation(moves)
        solver.reset()
        t = time.process_time()
        got = solver.solve(board)
        total_t += time.process_time() - t
        total_n += solver.nodes
        if got != score:
            raise SystemExit("WRONG: %s scored %d, expected %d" % (moves, got, score))
    return len(rows), total_t / len(rows), total_n / len(rows)


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def bench_capped(name, count, book, cap=60.0):
    """Solve a sample with a cap per line: counts within 1 s and within ``cap``."""
    rows = spread(load_pons(name), count)
    solver = Solver(book=book)
    within1 = within_cap = 0
    times = []
    # the cap counts this process's CPU time (a virtual timer): on a shared
    # machine wall time would charge the neighbours' work to the solver
    signal.signal(signal.SIGVTALRM, _alarm)
    for moves, score in rows:
        board = Board.from_notation(moves)
        solver.reset()
        t = time.process_time()
        signal.setitimer(signal.ITIMER_VIRTUAL, cap)
        try:
            got = solver.solve(board)
        except _Timeout:
            times.append(None)
            continue
        finally:
            signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        dt = time.process_time() - t
        if got != score:
            raise SystemExit("WRONG: %s scored %d, expected %d" % (moves, got, score))
        times.append(dt)
        within_cap += 1
        within1 += dt <= 1.0
    return len(rows), within1, within_cap, times


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    i = min(len(values) - 1, max(0, int(round(p / 100.0 * (len(values) - 1)))))
    return values[i]


def bench_games(games, start_ply, opponents, seed=1, colours="both", opening=None):
    """Perfect player's CPU time per move over games against each opponent.

    ``colours``: ``both`` (red in even games, yellow in odd ones), ``red`` or
    ``yellow``.  ``opening`` (notation): every game starts there instead of
    at a random ``start_ply``-disc opening.  Returns ``{spec: (times, results, plies)}``, ``plies[i]``
    the discs on the board at the move that took ``times[i]``.
    """
    from connect4.players.perfect import PerfectPlayer
    from connect4.players.registry import make_player

    out = {}
    for spec in opponents:
        times = []
        plies = []
        results = {"won": 0, "drawn": 0, "lost": 0, "start_won": 0, "converted": 0,
                   "turned": 0, "punished": 0}
        for g in range(games):
            rng = random.Random(seed * 1000 + g)
            board = Board.from_notation(opening or "")
            while opening is None and board.ply < start_ply:
                board.play(rng.choice(board.legal_moves()))
                if board.is_over() or board.can_win_next():
                    board = Board()  # an opening that already decides: redraw
            me = {"red": 0, "yellow": 1}.get(colours, g % 2)
            players = {me: PerfectPlayer(seed=g), 1 - me: make_player(spec, seed=g)}
            verdicts = []  # the sign of the perfect player's exact score, each turn
            while not board.is_over():
                t = time.process_time()
                r = players[board.turn].choose(board)
                if board.turn == me:
                    times.append(time.process_time() - t)
                    plies.append(board.ply)
                    best = max(x for x in r.scores if x is not None)
                    verdicts.append((best > 0) - (best < 0))
                board.play(r.column)
            w = board.winner()
            results["drawn" if w is None else "won" if w == me else "lost"] += 1
            if verdicts and verdicts[0] > 0:
                results["start_won"] += 1
                results["converted"] += w == me
            elif verdicts and max(verdicts) > 0:  # the opponent erred into a loss
                results["turned"] += 1
                results["punished"] += w == me
        out[spec] = (times, results, plies)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--end-easy", type=int, default=1000)
    ap.add_argument("--middle-easy", type=int, default=1000)
    ap.add_argument("--middle-medium", type=int, default=100)
    ap.add_argument("--begin-easy", type=int, default=200)
    ap.add_argument("--begin", type=int, default=6, help="Begin-Medium/Hard lines per set")
    ap.add_argument("--cap", type=float, default=60.0, help="seconds per Begin line")
    ap.add_argument("--games", type=int, default=6, help="games per opponent")
    ap.add_argument("--start-ply", type=int, default=16)
    ap.add_argument("--opening", default=None, metavar="MOVES",
                    help="start every game at this position (e.g. 4) instead of a random "
                         "--start-ply opening")
    ap.add_argument("--colours", choices=("both", "red", "yellow"), default="both",
                    help="the perfect player's colour: both (alternating), red or yellow")
    ap.add_argument("--opponents", default="random;minimax:depth=2;threats:depth=4",
                    help="player specs separated by ';' (a spec has commas itself)")
    args = ap.parse_args(argv)

    print("CPython %s; times are CPU time per position, table cleared before each"
          % sys.version.split()[0])
    print("%-14s %6s %11s %11s %11s %11s %7s %7s" % (
        "set", "lines", "mean time", "C++ time", "mean nodes", "C++ nodes",
        "t ratio", "n ratio"))
    for name, count in (("end_easy", args.end_easy), ("middle_easy", args.middle_easy),
                        ("middle_medium", args.middle_medium),
                        ("begin_easy", args.begin_easy)):
        if count <= 0:
            continue
        n, t, nodes = bench_set(name, count)
        ct, cn = CPP[name]
        print("%-14s %6d %11s %11s %11.1f %11d %6.1fx %6.2fx" % (
            TITLES[name], n, fmt_time(t), fmt_time(ct), nodes, cn, t / ct, nodes / cn),
            flush=True)

    book = OpeningBook.load(DEFAULT_PATH) if DEFAULT_PATH.exists() else None
    print()
    print("Begin sets, a sample of %d lines each (spread over the file), CPU time, "
          "cap %.0f s per line; book: %s" % (
              args.begin, args.cap,
              "%d positions, max ply %d" % (len(book), book.max_ply) if book else "none"))
    for name in ("begin_medium", "begin_hard"):
        for label, b in (("no book", False), ("book", book)):
            if args.begin <= 0 or b is None:
                continue  # no book file: the book rows would repeat the first
            n, w1, wcap, times = bench_capped(name, args.begin, b, args.cap)
            done = [t for t in times if t is not None]
            print("%-13s %-8s %d lines: %d within 1 s, %d within %.0f s (median of solved %s)"
                  % (TITLES[name], label, n, w1, wcap, args.cap,
                     fmt_time(statistics.median(done)) if done else "-"), flush=True)

    if args.games > 0:
        print()
        print("Perfect player (%s), CPU time per move, %d games per opponent from %s; "
              "book: %s" % (
                  "colours alternate" if args.colours == "both" else "as " + args.colours,
                  args.games, "random %d-ply openings" % args.start_ply if args.opening is None
                  else "the position %r" % args.opening,
                  "%d positions" % len(book) if book else "none"))
        all_times = []
        for spec, (times, res, plies) in bench_games(
                args.games, args.start_ply, args.opponents.split(";"),
                colours=args.colours, opening=args.opening).items():
            all_times += times
            print("  vs %-20s moves %4d  p50 %9s  p95 %9s  max %9s (at %d discs)   won %d drawn "
                  "%d lost %d; won at start %d, converted %d; opponent erred into a loss %d, "
                  "punished %d"
                  % (spec, len(times), fmt_time(percentile(times, 50)),
                     fmt_time(percentile(times, 95)), fmt_time(max(times)),
                     plies[times.index(max(times))],
                     res["won"], res["drawn"], res["lost"], res["start_won"],
                     res["converted"], res["turned"], res["punished"]), flush=True)
        print("  all%-21s moves %4d  p50 %9s  p95 %9s  max %9s" % (
            "", len(all_times), fmt_time(percentile(all_times, 50)),
            fmt_time(percentile(all_times, 95)), fmt_time(max(all_times))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
