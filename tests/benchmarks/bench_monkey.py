"""The cross-mode monkey's long runs (issue 54): ten runs of 3,000 actions each.

Each run is a fresh browser context on the built site, driven by
tests/browser/monkey_modes.py (the short run is in tests/browser/test_monkey.py):
seeded clicks on whatever the page shows, keys, links opened in the middle of a
mode, reloads, the full engine's worker killed, the network cut and back, with the
invariants checked from the page's state after every action.  A run goes on past a
broken invariant and counts them; each run prints its actions, invariant failures,
console errors and time, and the first failures with the actions before them.

Run: ``python3 tests/benchmarks/bench_monkey.py [--runs 10] [--actions 3000]
[--seed 1] [--hogs 2] [--site dist]`` (without ``--site`` it builds this worktree
into a temporary folder).  ``--hogs N`` starts N CPU-bound processes beside the
runs, as the browser tests must bear, and stops them at the end.
"""

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from monkey_modes import Monkey, slow_options  # noqa: E402


def one_run(browser, url, site, seed, actions, every=0):
    """One run in a fresh context: its report (monkey_modes.Report)."""
    guard = Guard()
    ctx = new_context(browser, guard)
    try:
        monkey = Monkey(ctx, url, guard, seed, skip=slow_options(site), stop_at_first=False)
        try:
            shown = [0]

            def progress(r):  # the line so far and the failures new since the last one
                print("  ... %s" % r.line(), flush=True)
                for f in r.failures[shown[0]:]:
                    print("     ", f.replace("\n", "\n      "), flush=True)
                shown[0] = len(r.failures)

            return monkey.run(actions, every=every, progress=progress)
        except Exception as e:  # the page stopped answering: counted, the next run goes on
            report = monkey.report
            report.failures.append("run stopped at action %d: %s: %s"
                                   % (report.actions, type(e).__name__, str(e)[:300]))
            return report
    finally:
        # a fault route's fetch still in flight must not raise into the next run's context
        ctx.unroute_all(behavior="ignoreErrors")
        ctx.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--actions", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1, help="the first run's seed (then +1)")
    ap.add_argument("--hogs", type=int, default=0, help="CPU-bound processes beside the runs")
    ap.add_argument("--every", type=int, default=500, help="a progress line every N actions")
    ap.add_argument("--site", help="a built site (default: build this worktree)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    if args.site:
        site = Path(args.site)
    else:
        from build import build_site
        site = build_site(Path(tempfile.mkdtemp()) / "dist")
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(args.hogs)]
    server = Server(site)
    total = {"actions": 0, "failures": 0, "errors": 0, "seconds": 0.0}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            for i in range(args.runs):
                t0 = time.monotonic()
                r = one_run(browser, server.url, site, args.seed + i, args.actions,
                            args.every)
                print("run %d: %s (wall %.1f s)" % (i + 1, r.line(), time.monotonic() - t0),
                      flush=True)
                for f in r.failures[:5]:
                    print("   ", f.replace("\n", "\n    "), flush=True)
                total["actions"] += r.actions
                total["failures"] += len(r.failures)
                total["errors"] += len(r.errors)
                total["seconds"] += r.seconds
            browser.close()
    finally:
        server.stop()
        for h in hogs:
            h.kill()
    print("all: %d runs, %d actions, %d invariant failures, %d console errors, %.0f s "
          "(%d CPU hogs beside)" % (args.runs, total["actions"], total["failures"],
                                    total["errors"], total["seconds"], args.hogs))


if __name__ == "__main__":
    main()
