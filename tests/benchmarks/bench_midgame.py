"""Middle-game hint benchmark (issue 52): every column scored, 12 to 16 discs.

    python3 tests/benchmarks/bench_midgame.py [--per 20] [--old COMMIT] [--discs 12-16]
                                              [--seed 52] [--limit SECONDS]
                                              [--browser --in-game ... --slow 4]

Positions: games between the ladder's levels 1-5 (every ordered pair, the
players seeded from ``--seed``), each position of ``--discs`` discs that is
not over, deduplicated, then ``--per`` of each disc count spread over that
list (the same list for every commit: the games are played once, here).

Each position is scored the way the page's hints are: ``Solver.analyze_steps``
(the same :class:`~connect4.solver.hintplan.HintPlan` and
``Solver.task_steps`` the worker's ``hint`` request runs), the 12-disc
database loaded, the table cleared before each position (a cold table: the
page's is often warm from the position before, so this is the harder case).
Reported per disc count: median / 90th / 95th percentile / worst of the
seconds (CPU: ``time.process_time``) to every column's win/draw/loss and to
every exact score, and of the nodes.  The target (issue 52): exact within
0.3 s for 95% and 1 s at worst, in CPython.

``--browser`` then runs this tree's positions in the page's own hint worker
(Pyodide in Chromium, the built site, database fetched first; through
``bench_hints.browser_run``): wall seconds to every column's win/draw/loss
and to all exact, the worker alone (helpers 0) and as the machine gets them
(auto), its table warm from the position before as in a game, and its
scores compared with CPython's.

``--browser --in-game [--ponder S] [--every 2] [--helpers 0|N[@S]|auto]`` runs them
in the worker in game order, waiting S seconds after each earlier hint (the
worker ponders meanwhile), wall seconds; alone (the default) or with
helpers as ``bench_hints.py --helpers`` counts them (``auto``: as the page);
with ``--every 2`` each game in a fresh worker that plays its AI's moves,
with and without the AI's forecast replies (tests/benchmarks/midgame_browser.py).

``--in-game`` times each position as a player with hints on meets it: the
solver's table is cleared, then the hints of every earlier position of its
game from 10 discs (``--warm-from``) are run (not timed), as the page asks them at each
position and its hint worker keeps one table through a game; then the
position's own hint is timed.  Without it every hint starts cold.  With
``--ponder SECONDS`` each of those earlier hints is followed by that much
CPU time of pondering (:mod:`connect4.solver.ponder`, as the worker does
while the player thinks), and a position pondered to the end is answered
from it, as the worker answers it.  ``--every 2`` asks only every second
earlier hint, the player's turns against an AI (whose reply comes before a
hint is asked on its turn); with ``--ponder`` the AI, the game's own player
replayed from its seed, forecasts its reply to each move (``Player.forecast``)
and that position is pondered first, unless ``--no-forecast``.

``--old COMMIT`` runs the same positions with that commit's ``connect4``
too (``git archive`` into a temporary folder), interleaved position by
position with this tree's, each in a subprocess of its own; the two must
give the same seven scores (a difference is printed and fails the run).
"""

import argparse
import inspect
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import slow_cpu

ROOT = Path(__file__).resolve().parents[2]
#: ``--in-game``: the hints a game asked before a position, from this many discs.
WARM_FROM = 10


def pct(values, p):
    """The ``p``-th percentile (nearest rank) of ``values``."""
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def make_positions(per, low, high, seed, ais=None):
    """``per`` positions of each disc count in ``low..high`` from seeded games between levels
    1-5; ``ais`` (a dict) gets each position's AI, the player not to move there, as
    ``"LEVEL@SEED"``: against it a person asks the hint, and its replies are forecast."""
    sys.path.insert(0, str(ROOT))
    from connect4.board import Board
    from connect4.players import ladder
    from connect4.players.registry import make_player

    levels = [lv for lv in ladder.LEVELS if lv.number <= 5]
    by_discs = {n: [] for n in range(low, high + 1)}
    seen = set()
    game = 0
    while any(len(v) < per * 3 for v in by_discs.values()) and game < 400:
        for a in levels:
            for b in levels:
                if a is b:
                    continue
                players = [make_player(a.spec, seed + game), make_player(b.spec, seed + game + 1)]
                who = ["%d@%d" % (a.number, seed + game), "%d@%d" % (b.number, seed + game + 1)]
                game += 1
                board = Board()
                while board.ply <= high and not board.is_over():
                    pos = board.notation()
                    if board.ply >= low and pos not in seen:
                        seen.add(pos)
                        by_discs[board.ply].append(pos)
                        if ais is not None:
                            ais[pos] = who[1 - board.turn]
                    board.play(players[board.turn].choose(board).column)
    rng = random.Random(seed)
    out = []
    for n in range(low, high + 1):
        pool = by_discs[n]
        out.extend(sorted(rng.sample(pool, min(per, len(pool))), key=pool.index))
    return out


# -- the subprocess: one tree's connect4, positions on stdin ------------------
def serve(tree):
    """Score each position read from stdin with ``tree``'s solver; one JSON line each."""
    sys.path.insert(0, str(tree))
    from connect4.board import Board
    from connect4.solver.api import Solver
    from connect4.solver.hintdata import try_load

    data, problem = try_load()
    if data is None:
        raise SystemExit("hint data: %s" % problem)
    solver = Solver(hint_data=data)
    print(json.dumps({"ready": str(tree)}), flush=True)
    for line in sys.stdin:
        pos, _, mode = line.strip().partition(" ")
        board = Board.from_notation(pos)
        playable = sum(board.can_play(c) for c in range(7))
        solver.reset()
        pondered = None
        if mode.startswith("in-game"):
            _, think, every, ai, warm = (mode + "::::").split(":")[:5]
            think, every, warm = float(think or 0), int(every or 1), int(warm or WARM_FROM)
            if think:  # a tree from before pondering has no such module
                from connect4.solver.ponder import Ponder
            ponder = Ponder() if think else None
            replies = think and "replies" in inspect.signature(Ponder.after).parameters
            ai = replay_ai(ai) if think and every == 2 and ai and "forecast" in \
                inspect.signature(Ponder.after).parameters else None
            # the game's hints so far, from 10 discs (below, the database answers at once) or warm;
            # the AI plays its moves from the start, so its forecasts see its dice as in the game
            for n in range(0 if ai else warm, len(pos)):
                if ai is not None and (len(pos) - n) % 2:
                    column = ai.choose(Board.from_notation(pos[:n])).column
                    assert column == int(pos[n]) - 1, (pos, n, column)
                if n < warm or (len(pos) - n) % every:
                    continue  # the AI's turn: no hint asked
                earlier = pos[:n]
                scores = ponder.get(earlier) if ponder else None
                if scores is None:
                    scores = solver.analyze(Board.from_notation(earlier))
                if ponder:
                    if ai is not None:  # its reply to each move forecast, and pondered first
                        ponder.after(earlier, scores, True, ai.forecast)
                    elif replies:  # against an AI: only the positions after its replies
                        ponder.after(earlier, scores, every == 2)
                    else:  # an older tree: both levels
                        ponder.after(earlier, scores)
                    until = time.process_time() + think
                    for _ in ponder.steps(solver, 0.05):
                        if time.process_time() > until:
                            break
            pondered = ponder.get(pos) if ponder else None
            solver.nodes = 0
        seen = set()
        wdl_at = None
        t0 = time.process_time()
        if pondered is not None:  # answered at once, as the worker does
            print(json.dumps({"pos": pos, "wdl": 0.0, "exact": 0.0, "nodes": 0,
                              "scores": pondered}), flush=True)
            continue
        gen = solver.analyze_steps(board)
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                scores = stop.value
                break
            if "score" in step or "wdl" in step:
                seen.add(step["column"])
                if wdl_at is None and len(seen) == playable:
                    wdl_at = time.process_time() - t0
        exact = time.process_time() - t0
        print(json.dumps({"pos": pos, "wdl": exact if wdl_at is None else wdl_at,
                          "exact": exact, "nodes": solver.nodes, "scores": scores}), flush=True)


def ai_spec(ai):
    """``(spec, seed)`` of ``"LEVEL@SEED"`` (:func:`make_positions`' AI of a position)."""
    from connect4.players import ladder  # the tree's own, once serve() has put it first

    level, seed = (int(x) for x in ai.split("@"))
    return ladder.LEVELS[level - 1].spec, seed


def replay_ai(ai):
    """A fresh player of ``"LEVEL@SEED"``, its dice from that seed."""
    from connect4.players.registry import make_player  # the tree's own, as ai_spec's

    return make_player(*ai_spec(ai))


class Runner:
    """A ``serve`` subprocess for one tree."""

    def __init__(self, tree, label):
        self.label = label
        self.proc = subprocess.Popen([sys.executable, __file__, "--serve", str(tree)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        ready = json.loads(self.proc.stdout.readline())
        assert "ready" in ready, ready

    def run(self, pos, mode=""):
        self.proc.stdin.write("%s %s\n" % (pos, mode))
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def ab_fields(text):
    """``--ab FIELD=JSON`` as ``{field: value}``: argparse's ``type``, so that a bad value stops
    the run at once, not after the CPython part's minutes."""
    field, sep, value = text.partition("=")
    try:
        if not (field and sep):
            raise ValueError("no FIELD=")
        return {field: json.loads(value)}
    except ValueError as e:
        raise argparse.ArgumentTypeError("%r: expected FIELD=JSON (%s)" % (text, e)) from None


def old_tree(commit, into):
    """``commit``'s files unpacked into ``into`` (``git archive``)."""
    archive = subprocess.run(["git", "archive", commit, "connect4"], cwd=ROOT,
                             capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def report(label, results):
    """The per-disc-count table of one tree's results."""
    print("\n### %s\n" % label)
    print("| discs | positions | exact p50 | p90 | p95 | worst | W/D/L p95 | worst "
          "| nodes p50 | p95 | worst |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    groups = {}
    for r in results:
        groups.setdefault(len(r["pos"]), []).append(r)
    groups["all"] = results
    for n, rs in groups.items():
        ex = [r["exact"] for r in rs]
        wd = [r["wdl"] for r in rs]
        nd = [r["nodes"] for r in rs]
        print("| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %d | %d | %d |" % (
            n, len(rs), pct(ex, 50), pct(ex, 90), pct(ex, 95), max(ex),
            pct(wd, 95), max(wd), pct(nd, 50), pct(nd, 95), max(nd)))
    ex = [r["exact"] for r in results]
    within = sum(t <= 0.3 for t in ex)
    print("\nexact within 0.3 s: %d / %d (%.0f%%); worst %.2f s (%s)" % (
        within, len(ex), 100 * within / len(ex), max(ex),
        max(results, key=lambda r: r["exact"])["pos"]))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per", type=int, default=20, help="positions per disc count")
    ap.add_argument("--discs", default="12-16")
    ap.add_argument("--seed", type=int, default=52)
    ap.add_argument("--old", help="also run this commit, interleaved")
    ap.add_argument("--serve", help=argparse.SUPPRESS)
    ap.add_argument("--positions", help="only these positions (comma-separated)")
    ap.add_argument("--browser", action="store_true", help="also in the page's hint worker")
    ap.add_argument("--in-game", action="store_true",
                    help="each hint after its game's earlier hints, the table kept")
    ap.add_argument("--ponder", type=float, default=0.0,
                    help="--in-game: seconds of pondering after each earlier hint")
    ap.add_argument("--every", type=int, default=1, choices=(1, 2),
                    help="--in-game: every earlier position's hint (1) or every second's (2)")
    ap.add_argument("--no-forecast", action="store_true",
                    help="--in-game --every 2 --ponder: the AI's replies centre first, not forecast")
    ap.add_argument("--helpers", default="0",
                    help="--browser --in-game: the worker's helpers, COUNT[@SECONDS] or auto")
    ap.add_argument("--forecast-only", action="store_true",
                    help="--browser --in-game --every 2: only with the AI's forecast replies")
    ap.add_argument("--warm-from", type=int, default=WARM_FROM,
                    help="--in-game: the game's hints from this many discs (an --old tree: 10)")
    ap.add_argument("--ab", metavar="FIELD=JSON", type=ab_fields,
                    help="--browser --in-game: each game also with this field in every hint "
                         "request (e.g. helpers_after=3), side by side in the same run")
    ap.add_argument("--slow", type=float, metavar="FACTOR",
                    help="--browser --in-game: every browser thread FACTOR times slower (a "
                         "phone profile that reaches the workers; root, cgroup v1)")
    args = ap.parse_args(argv)
    if args.slow and (why := slow_cpu.problem()):
        ap.error("--slow: " + why)
    if args.serve:
        return serve(args.serve)
    low, high = (int(x) for x in args.discs.split("-"))
    t = time.perf_counter()
    ais = {}
    if args.positions:
        positions = args.positions.split(",")
    else:
        positions = make_positions(args.per, low, high, args.seed, ais)
    if args.no_forecast:
        ais = {}
    print("%d positions (%d-%d discs, seed %d) in %.1f s" % (
        len(positions), low, high, args.seed, time.perf_counter() - t), flush=True)
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                          capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "connect4"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    label = "this tree (%s%s)" % (head, " + changes" if dirty else "")
    if args.in_game:
        label += ", in game" + (", pondering %g s" % args.ponder if args.ponder else "") + (
            ", hints on every second move" if args.every == 2 else "")
    with tempfile.TemporaryDirectory() as tmp:
        runners = [Runner(ROOT, label)]
        if args.old:
            runners.insert(0, Runner(old_tree(args.old, Path(tmp)), "old (%s)%s" % (
                args.old, ", in game" if args.in_game else "")))
        results = {r.label: [] for r in runners}
        bad = []
        for i, pos in enumerate(positions):
            answers = []
            # alternate who goes first: neither tree always runs on a warmer machine
            order = runners if i % 2 == 0 else runners[::-1]
            for runner in order:
                res = runner.run(pos, ("in-game:%g:%d:%s:%d" % (
                    args.ponder, args.every, ais.get(pos, ""), args.warm_from)) if args.in_game else "")
                results[runner.label].append(res)
                answers.append(res["scores"])
            if any(a != answers[0] for a in answers):
                bad.append((pos, answers))
            if os.environ.get("BENCH_VERBOSE"):
                print(pos, [(r.label, results[r.label][-1]["exact"]) for r in runners],
                      flush=True)
        for runner in runners:
            runner.close()
    for runner in runners:
        report(runner.label, results[runner.label])
    if args.old:
        old, new = (results[r.label] for r in runners)
        print("\nsum of exact seconds: old %.1f, new %.1f; nodes old %d, new %d" % (
            sum(r["exact"] for r in old), sum(r["exact"] for r in new),
            sum(r["nodes"] for r in old), sum(r["nodes"] for r in new)))
    for pos, answers in bad:
        print("DIFFERENT SCORES at %s: %s" % (pos, answers))
    if args.browser:  # the page's worker: its own module (Playwright, the built site)
        import midgame_browser

        if args.in_game:
            bad += midgame_browser.in_game(positions, results[label], args.ponder, args.every,
                                           args.helpers, {p: ai_spec(a) for p, a in ais.items()},
                                           report, args.warm_from, not args.forecast_only,
                                           args.ab, args.slow)
        else:
            bad += midgame_browser.cold(positions, results[label], report)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
