"""Review benchmark in the browser worker: time to judge every move of a whole game.

    python3 tests/benchmarks/bench_review_worker.py [--games 20] [--nodes N] [--check]

Two sets of ``--games`` whole games each (the issue's sample):

- ``ladder``: games between the ladder's levels 1-6, every pair in turn
  (level 1 against 2, 1 against 3, ..., 5 against 6, then again), colours
  alternating, each player seeded by the game's number;
- ``random``: random play to the end (seed 27).

Each game is reviewed the way the page asks for it: one ``review`` request
per game to a second worker started from the built site's
``static/ai-worker.js`` (tests/benchmarks/worker_driver.py), the 12-disc
database fetched first, the worker's own solver (its table warm from the
games before, as in a visit), the bound per move the page uses
(:data:`connect4.worker.review.BOUND_NODES`, positions) unless ``--nodes`` says
otherwise, the better columns of every move that is not best (slower
ones included).  Printed per set: seconds
per whole game (median, p95, max), the slowest single move (the time
between two of its progress messages), the moves that hit the bound (not
solved, or a mistake whose better columns were not all searched in
time).  ``--check`` also reviews every game in CPython (fresh solver, no
bound): the games whose records are the same, and the moves the worker
judged (not past its bound) whose record differs (0).

The issue's goal: a ladder game in median <= 2 s and p95 <= 5 s.
"""

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from worker_driver import START_JS  # noqa: E402

from connect4.board import Board  # noqa: E402
from connect4.players import ladder  # noqa: E402
from connect4.players.registry import make_player  # noqa: E402
from connect4.worker.review import BOUND_NODES  # noqa: E402


def pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def ladder_games(n, seed=1):
    """``n`` whole games between the ladder's levels 1-6, as notation."""
    levels = [lv for lv in ladder.LEVELS if lv.number <= 6]
    pairs = [(a, b) for i, a in enumerate(levels) for b in levels[i + 1:]]
    games = []
    for g in range(n):
        a, b = pairs[g % len(pairs)]
        players = [make_player(a.spec, seed + g), make_player(b.spec, seed + g)]
        if g % 2:
            players.reverse()
        board = Board()
        while not board.is_over():
            board.play(players[board.turn].choose(board).column)
        games.append(board.notation())
    return games


def random_games(n, seed=27):
    rng = random.Random(seed)
    games = []
    for _ in range(n):
        board = Board()
        while not board.is_over():
            board.play(rng.choice([c for c in range(7) if board.can_play(c)]))
        games.append(board.notation())
    return games


_WORKER_JS = """
async ([sets, bound]) => {
  await (""" + START_JS + """)();
  const ask = window.c4bench.ask;
  let id = 1;
  const t0 = performance.now();
  const loaded = await ask({ op: 'hint-data', id: id++ });
  const loadMs = performance.now() - t0;
  const out = {};
  for (const [name, games] of sets) {
    out[name] = [];
    for (const pos of games) {
      const req = { op: 'review', id: id++, pos };
      if (bound !== null) req.nodes = bound;
      const t = performance.now();
      let last = t, slowest = 0;
      const m = await ask(req, () => {
        const now = performance.now();
        slowest = Math.max(slowest, now - last);
        last = now;
      });
      const ms = performance.now() - t;
      out[name].push({ pos, ms, slowest, ok: m.ok, error: m.ok ? null : m.error,
                       records: m.ok ? m.result.records : null,
                       unsolved: m.ok ? m.result.unsolved : null });
    }
  }
  window.c4bench.worker.terminate();
  return { loaded, loadMs, out };
}
"""


def worker_run(sets, bound):
    from harness import Guard, Server, launch_options, new_context
    from playwright.sync_api import sync_playwright
    from site_helpers import wait_ready

    from build import build_site

    dist = build_site(Path(tempfile.mkdtemp()) / "dist")
    server = Server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            ctx = new_context(browser, Guard())
            page = ctx.new_page()
            page.set_default_timeout(0)
            page.goto(server.url + "?red=human&yellow=human")
            wait_ready(page)
            res = page.evaluate(_WORKER_JS, [list(sets.items()), bound])
            browser.close()
    finally:
        server.stop()
    return res


def cpython_records(games):
    from connect4.review.game import review
    from connect4.solver.api import hint_solver
    out = []
    for pos in games:
        solver, problem = hint_solver(table_size_log2=20)
        if problem:
            raise SystemExit(problem)
        out.append(review(pos, solver))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--nodes", type=int, default=None,
                    help="positions per move (default: the page's, %d)" % BOUND_NODES)
    ap.add_argument("--check", action="store_true",
                    help="compare every record with a CPython review without a bound")
    args = ap.parse_args(argv)
    sets = {"ladder": ladder_games(args.games), "random": random_games(args.games)}
    bound = BOUND_NODES if args.nodes is None else args.nodes
    res = worker_run(sets, args.nodes)
    print("Review of whole games in the browser worker (Pyodide), bound %d positions a move; "
          "12-disc database loaded in %.1f s" % (bound, res["loadMs"] / 1000))
    print("| set | games | moves | game p50 | p95 | max | slowest move | moves past the bound "
          "| errors |%s" % (" games as CPython | judged moves unlike CPython's |" if args.check
                    else ""))
    print("|---|---|---|---|---|---|---|---|---|%s" % ("---|---|" if args.check else ""))
    for name, games in sets.items():
        rows = res["out"][name]
        secs = [r["ms"] / 1000 for r in rows]
        errors = [r["error"] for r in rows if not r["ok"]]
        line = "| %s | %d | %d | %.2f s | %.2f s | %.2f s | %.2f s | %d | %d |" % (
            name, len(games), sum(len(g) for g in games), pct(secs, 50), pct(secs, 95),
            max(secs), max(r["slowest"] for r in rows) / 1000,
            sum(1 for r in rows for m in r["records"] or []
                if m["verdict"] == "unsolved" or m["better"] is None), len(errors))
        if args.check:
            want = cpython_records(games)
            same = sum(1 for r, w in zip(rows, want) if r["records"] == w)
            unlike = sum(1 for r, w in zip(rows, want) for a, b in zip(r["records"] or [], w)
                         if a["verdict"] != "unsolved" and a["better"] is not None
                         and a != b)
            line += " %d / %d | %d |" % (same, len(games), unlike)
        print(line, flush=True)
        for e in errors[:3]:
            print("  error:", e)
        slow = sorted(rows, key=lambda r: -r["ms"])[:2]
        print("  slowest games: %s" % "; ".join("%s (%.2f s)" % (r["pos"], r["ms"] / 1000)
                                               for r in slow))
    return 0


if __name__ == "__main__":
    sys.exit(main())
