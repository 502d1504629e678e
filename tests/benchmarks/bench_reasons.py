"""A reason for every mistake: coverage by kind, contradictions, the checker, time; on games between levels.

    .venv/bin/python tests/benchmarks/bench_reasons.py [--games 50] [--seed reasons]
        [--cache FILE] [--pons 100] [--pons-all] [--pons-only] [--jobs 2] [--no-check] [--page N]

The corpus: ``--games`` games between levels 1-5 and levels 3-7 (every pair in
turn, colours alternating) from two random first moves, made with a fixed
seed (cached in ``--cache``).  Every move the exact review calls a mistake or a
blunder (:mod:`connect4.review.game`) is given its reason
(:func:`connect4.explain.reasons.reason_of`, with the solver's best line after
the move and after the best column), then checked
(:func:`connect4.explain.check.check_reason`, with the solver's exact scores).
Reported by discs on the board before the move: the share of each kind
(tactic, rules, line, none), the claims that contradict the exact score, the
checker's failures, the time per reason (the line's search apart).

``--pons N``: "Why?" on the first N of Test_L1_R1, R2 and R3: the share with a
proof (:func:`connect4.explain.why.explain`) and, of the rest, with a
best-play account (:func:`connect4.explain.bestplay.account`), and the
contradictions; ``--pons-all``: all 1000 of each of the six sets;
``--pons-only``: that part alone.

``--page N`` (alone): the first N mistakes' reasons (the best lines, then
the reason) timed in CPython and in Pyodide under Node.js, the page's
worker's interpreter (``npm ci`` first), the same code in both
(tests/runtimes/reason_timing.py), each in a process of its own: median and
worst, CPU and wall time.
"""

import argparse
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "runtimes")]

from reason_timing import timed  # noqa: E402 (tests/runtimes/: the same code in Pyodide, --page)

from connect4.bitboard import popcount  # noqa: E402
from connect4.board import Board, parse_position  # noqa: E402
from connect4.explain import bestplay  # noqa: E402
from connect4.explain.check import Failure, agrees, check_reason  # noqa: E402
from connect4.explain.why import explain  # noqa: E402
from connect4.players.ladder import LEVELS  # noqa: E402
from connect4.players.registry import make_player  # noqa: E402
from connect4.review.game import review_steps  # noqa: E402
from connect4.search_driver import drive  # noqa: E402
from connect4.site import pons  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.hintdata import default_path, shared_hint_data  # noqa: E402
from connect4.solver.line import best_line  # noqa: E402

KINDS = ("tactic", "rules", "line", "none")
ALL_SETS = ("Test_L1_R1", "Test_L1_R2", "Test_L1_R3", "Test_L2_R1", "Test_L2_R2", "Test_L3_R1")


def solver() -> Solver:
    """The solver with its book and the 12-disc database."""
    data, _ = shared_hint_data()
    return Solver(hint_data=data)


def board_of(current: int, mask: int) -> Board:
    """A board with these bits (its history is only its length: the solver needs no more)."""
    b = Board()
    b.current, b.mask, b.moves = current, mask, [0] * popcount(mask)
    return b


def play_game(s: Solver, levels: tuple, seeds: tuple, opening: list) -> str:
    """One game between two levels (level 7 with the 12-disc database: the same perfect play,
    without minutes of search in the opening); its moves."""
    players = []
    for level, seed in zip(levels, seeds):
        player = make_player(LEVELS[level - 1].spec, seed)
        if level == len(LEVELS):
            player._solver = s
        players.append(player)
    b = Board(opening)
    while not b.is_over():
        b.play(players[b.turn].choose(b).column)
    return b.notation()


def corpus(games: int, seed: str, cache: str) -> list:
    """``[{"moves", "records"}]``: the games and their exact reviews (made once, then read)."""
    if cache and os.path.exists(cache):
        with open(cache) as f:
            data = json.load(f)
        if data.get("seed") == seed and len(data["games"]) == games:
            return data["games"]
    pairs = [(a, b) for a in range(1, 6) for b in range(3, 8)]
    s = solver()
    out = []
    for i in range(games):
        a, b = pairs[(i // 2) % len(pairs)]
        rng = random.Random("%s:%d" % (seed, i))
        opening = [rng.randrange(7), rng.randrange(7)]
        red, yellow = (a, b) if i % 2 == 0 else (b, a)
        moves = play_game(s, (red, yellow), (rng.getrandbits(32), rng.getrandbits(32)), opening)
        s.reset()
        records = drive(review_steps(moves, s))
        out.append({"moves": moves, "red": red, "yellow": yellow, "records": records})
        print("game %d: level %d v %d, %d moves" % (i + 1, red, yellow, len(moves)), file=sys.stderr)
    if cache:
        with open(cache, "w") as f:
            json.dump({"seed": seed, "games": out}, f)
    return out


def mistakes(games: list) -> list:
    """``[(moves before, column 0-based, record)]`` of every mistake and blunder."""
    out = []
    for g in games:
        for r in g["records"]:
            if r["verdict"] in ("mistake", "blunder"):
                out.append((g["moves"][:r["ply"] - 1], r["column"] - 1, r))
    return out


def timing_row(before: str, col: int, record: dict) -> list:
    """What tests/runtimes/reason_timing.py's ``timed`` takes of one mistake, after the solver."""
    return [before, col, record["kept"], record["keeps"] or record["better"], record["score"]]


def one_reason(s: Solver, before: str, col: int, record: dict, do_check: bool) -> dict:
    """The reason of one mistake, timed (the best lines, then the reason given them) and checked."""
    b = parse_position(before)
    score_after = -record["kept"]
    reason, line_s, reason_s, _, _ = timed(s, *timing_row(before, col, record))
    out = {"discs": b.ply, "kind": reason["kind"], "text": reason["text"], "line_s": line_s,
           "reason_s": reason_s, "contradicts": False, "failure": None, "pos": before, "col": col + 1}
    if reason["claim"] and not agrees(reason["claim"], score_after, b.ply + 1):
        out["contradicts"] = True
    if do_check:
        try:
            check_reason(reason, b.current, b.mask, b.ply, col, lambda c, m: s.solve(board_of(c, m)))
        except Failure as exc:
            out["failure"] = str(exc)
    return out


def decides(text: str) -> str:
    """What a best-play reason's first sentence ends on (for the report)."""
    first = text.split(". ")[0]
    for words, what in (("makes four", "a four at once"), ("threats,", "two threats or more"),
                        ("odd threat", "an odd threat"), ("zugzwang from", "the zugzwang's rules"),
                        ("even threat", "an even threat"), ("even cells", "an even threat"),
                        ("no four left", "no four left"), ("board fills", "a full board")):
        if words in first:
            return what
    return "other"


def report(results: list) -> None:
    """The table by discs, the totals, the times."""
    print("| discs | mistakes | tactic | rules | line | none | with a reason | contradicted "
          "| checker failures |")
    print("|---|---|---|---|---|---|---|---|---|")
    bands = [(lo, lo + 5) for lo in range(0, 42, 6)] + [(0, 41)]
    for lo, hi in bands:
        rows = [r for r in results if lo <= r["discs"] <= hi]
        if not rows:
            continue
        n = len(rows)
        counts = [sum(1 for r in rows if r["kind"] == k) for k in KINDS]
        given = n - counts[3]
        print("| %s | %d | %s | %d (%d%%) | %d | %d |" % (
            "all" if (lo, hi) == (0, 41) else "%d-%d" % (lo, hi), n, " | ".join(str(c) for c in counts),
            given, round(100 * given / n), sum(r["contradicts"] for r in rows),
            sum(1 for r in rows if r["failure"])))
    for name in ("reason_s", "line_s"):
        times = sorted(r[name] for r in results)
        print("time per %s: median %.0f ms, worst %.0f ms" % (
            "reason" if name == "reason_s" else "best line (solver, both lines)",
            1000 * statistics.median(times), 1000 * times[-1]))
    ends = {}
    for r in results:
        if r["kind"] == "line":
            ends[decides(r["text"])] = ends.get(decides(r["text"]), 0) + 1
    ranked = sorted(ends.items(), key=lambda kv: -kv[1])
    print("best play decided by: " + ", ".join("%s %d" % kv for kv in ranked))
    for r in results:
        if r["failure"] or r["contradicts"]:
            print("FAILED %s then %d: %s (%s)" % (r["pos"], r["col"], r["failure"], r["text"]))


def page_run(found: list, first: int) -> None:
    """The first ``first`` mistakes' reasons timed in CPython and in Pyodide under Node.js (the
    page's worker's interpreter), each in a process of its own with the 12-disc database: the
    same code (tests/runtimes/reason_timing.py), the medians and the worst side by side."""
    rows = [timing_row(before, col, r) for before, col, r in found[:first]]
    data = str(default_path())
    script = ROOT / "tests" / "runtimes" / "reason_timing.py"
    # every module the reasons import (imported here first), the book and the database
    files = sorted({str(Path(m.__file__).relative_to(ROOT)) for name, m in sys.modules.items()
                    if name.startswith("connect4") and getattr(m, "__file__", None)})
    got = {}
    for interp in ("cpython", "pyodide"):
        head = "MISTAKES = %r\nDATA = %r\n" % (rows, data if interp == "cpython" else "/project" + data)
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(head + script.read_text())
        if interp == "cpython":
            cmd = [sys.executable, f.name]
        else:  # run.mjs copies each file to /project/<path>: an absolute path lands under /project
            cmd = ["node", str(ROOT / "tests" / "runtimes" / "run.mjs"), "pyodide", f.name, *files,
                   "connect4/data/book.bin", data]
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True,
                                env=dict(os.environ, PYTHONPATH=str(ROOT)))
        got[interp] = []
        for line in proc.stdout:
            got[interp].append(json.loads(line))
            print("%s: %d of %d" % (interp, len(got[interp]), len(rows)), file=sys.stderr, flush=True)
        if proc.wait():
            raise SystemExit("%s failed (status %d)" % (interp, proc.returncode))
        os.unlink(f.name)
    same = sum(a[0] == b[0] for a, b in zip(got["cpython"], got["pyodide"]))
    kinds = ", ".join("%s %d" % (k, sum(g[0] == k for g in got["cpython"])) for k in KINDS)
    discs = [len(row[0]) for row in rows]
    print()
    print("The first %d mistakes (%d-%d discs; %s), CPython and Pyodide (Node.js), each alone with the "
          "12-disc database (%d of %d reasons of the same kind):" % (
              len(rows), min(discs), max(discs), kinds, same, len(rows)))
    print()
    print("| runtime | clock | reason median ms | reason worst ms | best lines median ms "
          "| best lines worst ms | both median ms | both worst ms |")
    print("|---|---|---|---|---|---|---|---|")
    for interp, name in (("cpython", "CPython"), ("pyodide", "Pyodide")):
        for clock, li, ri in (("CPU", 3, 4), ("wall", 1, 2)):
            cells = []
            for times in ([g[ri] for g in got[interp]], [g[li] for g in got[interp]],
                          [g[li] + g[ri] for g in got[interp]]):
                times.sort()
                cells += ["%.0f" % (1000 * statistics.median(times)), "%.0f" % (1000 * times[-1])]
            print("| %s | %s | %s |" % (name, clock, " | ".join(cells)))


_SOLVER = None


def _why_one(row: tuple) -> tuple:
    """"Why?" on one Pons position: ``(proof, account, contradicted, seconds)``."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = solver()
    moves, score = row
    b = parse_position(moves)
    t0 = time.perf_counter()
    why = explain(b.current, b.mask, b.ply, score)
    if why["claim"]:
        return True, False, not agrees(why["claim"], score, b.ply), time.perf_counter() - t0
    line = best_line(_SOLVER, b, score=score)
    got = bestplay.account(b.current, b.mask, b.ply, line, score)
    bad = bool(got) and not agrees(got["claim"], score, b.ply)
    return False, bool(got), bad, time.perf_counter() - t0


def pons_run(first: int, sets=("Test_L1_R1", "Test_L1_R2", "Test_L1_R3"), jobs: int = 1) -> int:
    """"Why?" on the first ``first`` of ``sets`` (``jobs`` processes): proofs, best-play
    accounts, contradictions, a row a set as each ends; the contradictions' count."""
    folder = pons.locate()
    print()
    print("| set | positions | proof | best play | neither | contradicted | median ms | worst ms |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    total = 0
    for name in sets:
        rows = pons.load(name, folder)[:first]
        got = pool.map(_why_one, rows, chunksize=4) if pool else [_why_one(r) for r in rows]
        times = sorted(g[3] for g in got)
        proofs, accounts, bad = (sum(g[i] for g in got) for i in range(3))
        total += bad
        n = len(rows)
        print("| %s | %d | %d | %d | %d | %d | %.0f | %.0f |" % (
            name, n, proofs, accounts, n - proofs - accounts, bad, 1000 * statistics.median(times),
            1000 * times[-1]), flush=True)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", default="reasons")
    parser.add_argument("--cache", default="/tmp/bench_reasons_corpus.json")
    parser.add_argument("--no-check", action="store_true", help="skip the checker")
    parser.add_argument("--pons", type=int, default=0, help="also Why? on the first N of Test_L1_R1-R3")
    parser.add_argument("--pons-all", action="store_true",
                        help="Why? on all 1000 of each of the six sets (hours in CPython)")
    parser.add_argument("--pons-only", action="store_true", help="only the Why? part")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the Why? part")
    parser.add_argument("--page", type=int, default=0, metavar="N",
                        help="only: the first N mistakes' reasons timed in CPython and in Pyodide "
                        "(the page's worker)")
    args = parser.parse_args()
    sets = ALL_SETS if args.pons_all else ALL_SETS[:3]
    first = 1000 if args.pons_all else args.pons or 100
    if args.pons_only:
        return 1 if pons_run(first, sets, args.jobs) else 0
    s = solver()
    games = corpus(args.games, args.seed, args.cache)
    found = mistakes(games)
    if args.page:
        page_run(found, args.page)
        return 0
    print("## %d games, %d mistakes and blunders" % (len(games), len(found)))
    print()
    results = [one_reason(s, before, col, r, not args.no_check) for before, col, r in found]
    report(results)
    bad = pons_run(first, sets, args.jobs) if args.pons or args.pons_all else 0
    return 1 if bad or any(r["failure"] or r["contradicts"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
