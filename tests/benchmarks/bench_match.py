"""Browser benchmark: a match in the page's match panel against the command line.

    python3 tests/benchmarks/bench_match.py [--a level2] [--b level1] [--games 1000]
                                            [--seed 1] [--board instant]

Builds the site, opens it in Chromium (every request off loopback aborted),
plays the match in the panel and prints: its wall time in the page, the
same match's time in CPython (``connect4.arena.run_match``, one process),
whether the page's W-L-D per colour equals the command line's, and the
page's main thread while it ran: the longest task (Long Tasks API) and the
longest gap of a 10 ms timer.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import wait_ai, wait_ready  # noqa: E402

from build import build_site  # noqa: E402
from connect4.arena import run_match  # noqa: E402

GAPMETER = ROOT / "tests" / "browser" / "gapmeter.js"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", default="level2", help="a level (levelN)")
    ap.add_argument("--b", default="level1", help="a level (levelN)")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--board", default="instant",
                    choices=["slow", "normal", "fast", "instant", "off"])
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    t = time.perf_counter()
    cli = run_match(args.a, args.b, args.games, seed=args.seed, alternate=True)
    cli_s = time.perf_counter() - t
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site(Path(tmp) / "dist")
        server = Server(site)
        guard = Guard()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(**launch_options())
                ctx = new_context(browser, guard)
                page = ctx.new_page()
                page.add_init_script(path=str(GAPMETER))
                page.goto(server.url)
                wait_ready(page)
                wait_ai(page)
                page.click("#match-card summary")
                for side, spec in (("a", args.a), ("b", args.b)):
                    page.select_option("#match-" + side, spec)
                page.fill("#match-games", str(args.games))
                page.fill("#match-seed", str(args.seed))
                page.select_option("#match-colours", "alternate")
                page.select_option("#match-speed", args.board)
                t0 = page.evaluate("performance.now()")
                page.click("#match-start")
                page.wait_for_function("document.body.dataset.match === 'over'",
                                       timeout=3600 * 1000, polling=500)
                t1 = page.evaluate("performance.now()")
                rows = [page.locator("#match-table tbody tr").nth(i).locator("td")
                        .all_text_contents() for i in range(2)]
                longest = page.evaluate("(t) => window.__maxLongTask(t)", t0)
                gap = page.evaluate("(t) => window.__maxGap(t)", t0)
                browser.close()
        finally:
            server.stop()
    same = all(rows[s][:3] == ["%d-%d-%d" % cli.wld(s), "%d-%d-%d" % tuple(cli.by_colour[s][0]),
                               "%d-%d-%d" % tuple(cli.by_colour[s][1])] for s in (0, 1))
    print("%s vs %s, %d games, seed %d, alternating, board %s" % (
        args.a, args.b, args.games, args.seed, args.board))
    print("page: %.1f s in the worker; CPython arena: %.1f s" % ((t1 - t0) / 1000, cli_s))
    print("W-L-D page %s / %s; command line %s / %s: %s" % (
        rows[0][0], rows[1][0], "%d-%d-%d" % cli.wld(0), "%d-%d-%d" % cli.wld(1),
        "the same" if same else "DIFFERENT"))
    print("main thread during the match: longest task %.0f ms, longest 10 ms-timer gap %.0f ms"
          % (longest, gap))
    guard.check()
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
