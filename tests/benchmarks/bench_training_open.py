"""How long Your training, Your mistakes and Storm take to open on a throttled phone (issue 45).

The issue's target: each opens within 1 s on the phone profile after the mode's first
load.  For each run a new browser context (empty cache, no service worker) loads the
page on the phone profile of tests/benchmarks/bench_first_visit.py (CPU 4x slower,
10 Mbit/s, 40 ms), with a player's history stored first (tests/browser/
training_pictures.py's: eight reviewed games, their mistakes in the bank, a puzzle
progress).  It times, from the click to the page's signal:

- ``card``: the Your training card, until its records are read and drawn
  (``#training-card[data-state=ready]``), ``first`` with its bundles fetched (the
  Puzzles mode's, the training's, the set), ``again`` after a reload (from the cache);
- ``mistakes``: Practise your mistakes, until the first mistake is on the board
  (``#puzzles[data-state=ready]``);
- ``storm``: Storm from the Puzzles card, until its first puzzle runs
  (``#storm[data-state=running]``), ``first`` and ``again`` as the card.

Run: ``python3 tests/benchmarks/bench_training_open.py [--runs 3] [--no-build]``.
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT)]

from bench_first_visit import context, load  # noqa: E402
from harness import Server, launch_options  # noqa: E402
from training_pictures import REPLACE_JS, history  # noqa: E402

#: The page's signals (tests/browser/test_training_card.py, test_storm_page.py).
CARD_READY = '#training-card[data-state="ready"]'
PUZZLE_READY = '#puzzles[data-state="ready"]'
STORM_RUNNING = '#storm[data-state="running"]'
READY = "body[data-ready]"


def timed(page, click, signal):
    """Seconds from ``click`` (a selector) to ``signal`` (a selector attached)."""
    t0 = time.perf_counter()
    page.click(click)
    page.wait_for_selector(signal, state="attached", timeout=120000)
    return time.perf_counter() - t0


def one_run(browser, url, stored):
    ctx, page = context(browser, True)
    try:
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=120000)
        page.evaluate(REPLACE_JS, stored)
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=120000)
        out = {"card first": timed(page, "#training-card summary", CARD_READY),
               "mistakes": timed(page, "#training-mistakes", PUZZLE_READY)}
        page.click("#puzzles-close")
        page.click("#puzzles-open")
        page.wait_for_selector(PUZZLE_READY, state="attached", timeout=120000)
        out["storm first"] = timed(page, "#storm-open", STORM_RUNNING)
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=120000)
        out["card again"] = timed(page, "#training-card summary", CARD_READY)
        page.click("#puzzles-open")
        page.wait_for_selector(PUZZLE_READY, state="attached", timeout=120000)
        out["storm again"] = timed(page, "#storm-open", STORM_RUNNING)
        return out
    finally:
        ctx.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    from build import DIST, build_site

    if not args.no_build:
        build_site(DIST)
    records, storage = history()
    stored = [json.dumps(records), json.dumps(storage)]
    server = Server(DIST)
    rows = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            for i in range(args.runs):
                row = one_run(browser, server.url, stored)
                rows.append(row)
                print("run %d (load %.1f): %s" % (i + 1, load(), ", ".join(
                    "%s %.2f s" % kv for kv in row.items())), flush=True)
            browser.close()
    finally:
        server.stop()
    print("\n| opening (phone profile) | median s | worst s |\n|---|---|---|")
    for name in rows[0]:
        values = [r[name] for r in rows]
        print("| %s | %.2f | %.2f |" % (name, statistics.median(values), max(values)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
