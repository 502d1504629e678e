"""Browser benchmark: start-up, bytes, AI latency per level, main-thread gaps.

    python3 tests/benchmarks/bench_browser.py [--positions 15] [--runs 3]

Builds the site into a temporary folder, serves it on 127.0.0.1 and drives
Chromium (Debian's when installed) with every request off loopback aborted.
Prints:

- time from navigation to a clickable board (``c4ReadyAt``, set by main.py
  once the board is drawn and bound), cold (empty cache) and warm (reload);
  bytes downloaded up to then and up to the AI being ready; time until the
  AI worker is ready;
- AI move latency per ladder level, measured in the worker itself (the
  benchmark starts a second worker from ``static/ai-worker.js`` and times
  round trips of ``think`` requests on the same sample of positions);
- the longest main-thread gap while the AI thinks in the real page;
- with ``--perfect-games N``: the perfect player's move time over whole
  games as red (``--perfect-colour``: or yellow) against every other ladder
  level (N games each, played in
  CPython first; the worker then answers the positions where perfect moved,
  in game order, so its table is as warm as in a real game);

and saves screenshots (desktop, phone portrait and landscape) in
tests/artifacts/ with tests/browser/screenshots.py's ``screenshots()``.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from screenshots import screenshots  # noqa: E402  (tests/browser/screenshots.py)
from site_helpers import column, position, wait_ai, wait_position, wait_ready  # noqa: E402
from worker_driver import START_JS  # noqa: E402

from build import build_site  # noqa: E402
from connect4.board import Board  # noqa: E402
from connect4.players import ladder  # noqa: E402

GAPMETER = ROOT / "tests" / "browser" / "gapmeter.js"


def sample_positions(n, seed=2026, low=2, high=24):
    """``n`` positions from random games, ``low`` to ``high`` discs, game not over."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        b = Board()
        target = rng.randint(low, high)
        while b.ply < target and not b.is_over():
            b.play(rng.choice(b.legal_moves()))
        if not b.is_over() and not b.can_win_next():
            out.append(b.notation())
    return out


def pct(values, p):
    s = sorted(values)
    k = min(len(s) - 1, max(0, int(round(p / 100.0 * (len(s) - 1)))))
    return s[k]


class Bytes:
    """Bytes received per request (body + headers), split at a mark."""

    def __init__(self, ctx):
        self.total = 0
        self.count = 0
        ctx.on("requestfinished", self.on_finished)

    def on_finished(self, request):
        try:
            sizes = request.sizes()
        except Exception:
            return
        self.total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        self.count += 1


#: Bytes the document itself received up to the clickable board (the
#: navigation and its resources; the worker's downloads are in the worker's
#: own timeline and not counted here).
_PAGE_BYTES = """() => {
  const ready = window.c4ReadyAt;
  const entries = [...performance.getEntriesByType('navigation'),
                   ...performance.getEntriesByType('resource')];
  return entries.filter(e => e.responseEnd <= ready).reduce((n, e) => n + (e.transferSize || 0), 0);
}"""


def load_times(browser, url, runs):
    """[(cold ms, warm ms, cold bytes to clickable, bytes to AI ready, AI ready ms)]."""
    rows = []
    for _ in range(runs):
        guard = Guard()
        ctx = new_context(browser, guard, route=False)  # routing would disable the cache
        counter = Bytes(ctx)
        page = ctx.new_page()
        page.goto(url)
        wait_ready(page)
        cold = page.evaluate("window.c4ReadyAt")
        cold_bytes = page.evaluate(_PAGE_BYTES)
        wait_ai(page)
        ai_ready = page.evaluate("window.c4AiReadyAt")
        time.sleep(0.5)
        ai_bytes = counter.total
        mark = counter.total
        page.reload()
        wait_ready(page)
        warm = page.evaluate("window.c4ReadyAt")
        wait_ai(page)
        warm_ai = page.evaluate("window.c4AiReadyAt")
        time.sleep(0.5)
        warm_bytes = counter.total - mark
        # once more: by now the service worker (if the browser allows it) has
        # precached the site, so this visit should fetch nothing
        mark = counter.total
        page.reload()
        wait_ready(page)
        wait_ai(page)
        time.sleep(0.5)
        third_bytes = counter.total - mark
        rows.append((cold, warm, cold_bytes, ai_bytes, ai_ready, warm_ai, warm_bytes,
                     third_bytes))
        ctx.close()
        guard.check()
    return rows


_WORKER_JS = """
async (positions_and_specs) => {
  const boot = await (""" + START_JS + """)();
  const w = window.c4bench.worker;
  const ask = window.c4bench.ask;
  // a move still searching after LIMIT ms is cancelled and counted as a timeout
  const LIMIT = %d;
  const askTimed = async (req) => {
    let timer;
    const cut = new Promise(r => { timer = setTimeout(() => r(null), LIMIT); });
    const p = ask(req);
    const m = await Promise.race([p, cut]);
    clearTimeout(timer);
    if (m !== null) return m;
    w.postMessage(JSON.stringify({ op: 'cancel', id: 0, target: req.id }));
    await p;
    return { ok: false, error: 'timeout', timeout: true };
  };
  const out = {};
  let id = 1;
  for (const [spec, positions] of positions_and_specs) {
    out[spec] = [];
    // one move first so the player's tables and imports are warm
    await askTimed({ op: 'think', id: id++, pos: positions[0], spec, seed: 1 });
    for (const pos of positions) {
      const t = performance.now();
      const m = await askTimed({ op: 'think', id: id++, pos, spec, seed: 1 });
      const rt = performance.now() - t;
      out[spec].push([rt, m.ok ? m.result.time * 1000 : null, m.ok ? m.result.nodes : null,
                      m.ok ? m.result.depth : null, m.ok ? null : m.error]);
    }
  }
  w.terminate();
  return { boot, out };
}
"""


def ai_latency(browser, url, positions, limit_ms, levels=None, specs=None):
    """Round trips of ``think`` in a second worker: each ladder level (or
    ``specs``, ``[[spec, positions], ...]``) over the positions in order."""
    guard = Guard()
    ctx = new_context(browser, guard)
    page = ctx.new_page()
    page.goto(url + "?red=human&yellow=human")
    wait_ready(page)
    wait_ai(page)  # the page's own worker is idle from here on
    if specs is None:
        specs = [["level%d" % lv.number, positions] for lv in ladder.LEVELS
                 if levels is None or lv.number in levels]
    res = page.evaluate(_WORKER_JS % limit_ms, specs)
    ctx.close()
    return res


def perfect_game_positions(games, seed=1, colour=0, opening=""):
    """``{opponent spec: [positions where perfect moved]}`` over ``games``
    CPython games as ``colour`` (0 red, 1 yellow) against every other ladder
    level from the position ``opening`` (notation), in play order."""
    from connect4.players.registry import make_player

    out = {}
    for lv in ladder.LEVELS:
        if lv.spec.startswith("perfect"):
            continue
        out[lv.spec] = positions = []
        for g in range(games):
            board = Board.from_notation(opening)
            players = {colour: make_player("perfect", seed=seed + g),
                       1 - colour: make_player(lv.spec, seed=seed + g)}
            while not board.is_over():
                if board.turn == colour:
                    positions.append(board.notation())
                board.play(players[board.turn].choose(board).column)
    return out


def perfect_games(browser, url, args):
    """Print the perfect player's move times in the worker over whole games."""
    colour = ("red", "yellow").index(args.perfect_colour)
    games = perfect_game_positions(args.perfect_games, colour=colour,
                                   opening=args.perfect_opening)
    print("\n## The perfect player (%s) over whole games in the worker "
          "(%d games per level from %s; ms, round trip)"
          % (args.perfect_colour, args.perfect_games,
             "the position %s" % args.perfect_opening if args.perfect_opening
             else "the empty board"))
    res = ai_latency(browser, url, None, int(args.limit * 1000),
                     specs=[["perfect", sum(games.values(), [])]])
    data = res["out"]["perfect"]
    print("| opponent | moves | median | p95 | max (position) | timeouts | errors |")
    print("|---|---|---|---|---|---|---|")
    i = 0
    every = []
    for spec, positions in games.items():
        rows, i = data[i:i + len(positions)], i + len(positions)
        done = [(d[0], pos) for d, pos in zip(rows, positions) if d[4] is None]
        every += done
        rts = [t for t, _ in done] or [float("nan")]
        worst = max(done) if done else (float("nan"), "-")
        print("| %s | %d | %.0f | %.0f | %.0f (%s) | %d | %d |" % (
            spec, len(positions), statistics.median(rts), pct(rts, 95), worst[0],
            worst[1] or "empty", sum(1 for d in rows if d[4] == "timeout"),
            sum(1 for d in rows if d[4] and d[4] != "timeout")), flush=True)
    rts = [t for t, _ in every] or [float("nan")]
    print("| all | %d | %.0f | %.0f | %.0f | | |" % (
        len(every), statistics.median(rts), pct(rts, 95), max(rts)))


def gaps_while_thinking(browser, url, spec, moves=(4, 4, 3, 3, 5), window_ms=8000):
    """Longest 10 ms-timer gap while ``spec`` answers human moves (each watched
    for at most ``window_ms``; a longer search is cancelled)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    guard = Guard()
    ctx = new_context(browser, guard)
    page = ctx.new_page()
    page.add_init_script(path=str(GAPMETER))
    page.goto(url + "?red=human&yellow=" + spec)
    wait_ready(page)
    wait_ai(page)
    worst = 0.0
    longest_task = 0.0
    think = []
    for col in moves:
        n = len(position(page))
        column(page, col).click()
        t0 = page.evaluate("performance.now()")
        try:
            wait_position(page, "p.length === %d || document.getElementById('board').dataset.result"
                          % (n + 2), polling=250, timeout=window_ms)
            answered = True
        except PlaywrightTimeout:
            answered = False
        t1 = page.evaluate("performance.now()")
        think.append(t1 - t0)
        worst = max(worst, page.evaluate("(t) => window.__maxGap(t)", t0))
        longest_task = max(longest_task, page.evaluate("(t) => window.__maxLongTask(t)", t0))
        if not answered:
            page.click("#new-game")  # a search longer than the window: cancel it, stop here
            break
        if page.get_attribute("#board", "data-result"):
            break
    ctx.close()
    return worst, longest_task, think


def latency(browser, url, args, low, high, levels):
    """Print AI move latency per ladder level, timed in a second worker."""
    positions = sample_positions(args.positions, low=low, high=high)
    print("\n## AI move latency in the worker (%d positions, %d-%d discs; ms)"
          % (len(positions), low, high))
    res = ai_latency(browser, url, positions, int(args.limit * 1000), levels)
    print("worker boot %s ms" % res["boot"].get("boot_ms"))
    print("| level | spec | median | p95 | max | search median (worker clock) |"
          " timeouts (> %g s) | errors |" % args.limit)
    print("|---|---|---|---|---|---|---|---|")
    for lv in ladder.LEVELS:
        if levels is not None and lv.number not in levels:
            continue
        data = res["out"]["level%d" % lv.number]
        done = [d for d in data if d[4] is None]
        rts = [d[0] for d in done] or [float("nan")]
        inner = [d[1] for d in done] or [float("nan")]
        timeouts = sum(1 for d in data if d[4] == "timeout")
        errs = [d[4] for d in data if d[4] and d[4] != "timeout"]
        print("| %d %s | %s | %.0f | %.0f | %.0f | %.0f | %d | %d |" % (
            lv.number, lv.label, lv.spec, statistics.median(rts), pct(rts, 95), max(rts),
            statistics.median(inner), timeouts, len(errs)), flush=True)
        if errs:
            print("  first error: %s" % errs[0])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=15, help="positions per level")
    ap.add_argument("--runs", type=int, default=3, help="cold/warm load runs")
    ap.add_argument("--limit", type=float, default=20.0,
                    help="seconds a move may take before it is cancelled and counted as a timeout")
    ap.add_argument("--no-screenshots", action="store_true")
    ap.add_argument("--discs", default="2-24",
                    help="disc counts of the latency positions, LOW-HIGH (default 2-24)")
    ap.add_argument("--levels", default=None,
                    help="only these ladder levels for latency, e.g. 7 or 1,7 (default all)")
    ap.add_argument("--latency-only", action="store_true",
                    help="skip start-up, main-thread gaps and screenshots")
    ap.add_argument("--screenshots-only", action="store_true")
    ap.add_argument("--perfect-games", type=int, default=0, metavar="N",
                    help="only time the perfect player over N whole games per level")
    ap.add_argument("--perfect-colour", choices=("red", "yellow"), default="red",
                    help="the perfect player's colour in --perfect-games (default red)")
    ap.add_argument("--perfect-opening", default="", metavar="MOVES",
                    help="start the --perfect-games there (e.g. 4), not on the empty board")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = build_site(Path(tempfile.mkdtemp()) / "dist")
    server = Server(dist)
    url = server.url
    print("site %s, browser %s" % (dist, launch_options().get("executable_path", "playwright")))
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_options())
        if args.screenshots_only:
            for path in screenshots(browser, url):
                print(path.relative_to(ROOT))
            return 0
        if args.perfect_games:
            perfect_games(browser, url, args)
            return 0
        low, high = (int(x) for x in args.discs.split("-"))
        levels = None if args.levels is None else {int(x) for x in args.levels.split(",")}
        if args.latency_only:
            latency(browser, url, args, low, high, levels)
            return 0
        print("\n## Start-up (ms from navigation; bytes = body + headers received)")
        print("| run | clickable cold | clickable warm | AI ready cold | AI ready warm |"
              " page bytes to clickable | all bytes to AI ready (cold) | 2nd visit bytes |"
              " 3rd visit bytes |")
        print("|---|---|---|---|---|---|---|---|---|")
        rows = load_times(browser, url, args.runs)
        for i, (cold, warm, cb, ab, air, wair, wb, tb) in enumerate(rows):
            print("| %d | %.0f | %.0f | %.0f | %.0f | %s | %s | %s | %s |" % (
                i + 1, cold, warm, air, wair, "{:,}".format(cb), "{:,}".format(ab),
                "{:,}".format(wb), "{:,}".format(tb)))
        print("(2nd visit: the service worker installs and precaches in the background "
              "on the 1st, so the 2nd may still fetch; the 3rd should fetch nothing)")

        latency(browser, url, args, low, high, levels)

        print("\n## Longest main-thread gap while the AI thinks (10 ms timer; long tasks)")
        top = "level%d" % len(ladder.LEVELS)
        for spec in (top, "mcts:ms=3000"):
            worst, longest_task, think = gaps_while_thinking(browser, url, spec)
            print("%s: %d AI moves watched, %.0f ms of thinking, longest timer gap %.0f ms, "
                  "longest main-thread task %.0f ms (load average %.1f on %d cores)" % (
                      spec, len(think), sum(think), worst, longest_task, os.getloadavg()[0],
                      os.cpu_count()))

        if not args.no_screenshots:
            print("\n## Screenshots")
            for path in screenshots(browser, url):
                print(path.relative_to(ROOT))
        browser.close()
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
