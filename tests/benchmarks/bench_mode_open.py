"""The first opening of each mode fetched on demand, on a throttled phone (issue 33).

Nothing of the review, the match, the puzzles or the position tools is on a
first visit: each is fetched the first time it is opened
(``static/mode-<name>.bundle``; static/lazy_panels.py, static/lazy_puzzles.py,
static/startup.py's load_modes).  The issue asks that this first opening
stay under a second on the phone profile.  For each mode, a new browser
context loads a cold page (phone profile: CPU 4x slower, 10 Mbit/s, 40 ms),
waits until the board takes clicks and a moment more (a reader looks before
opening a mode), clicks the mode's button and notes, in page time, from the
click event to the mode shown (checked every animation frame).

Run: ``python3 tests/benchmarks/bench_mode_open.py [--runs 3]`` (builds this
worktree into a temporary folder; Chromium as bench_first_visit.py finds it).
"""

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_first_visit as visit  # noqa: E402  (its server, profiles and build)

#: (mode, the page's query, what to click, what shows the mode open, must it be visible)
MODES = [
    ("review", "?pos=4453&red=human&yellow=human", "#review-open", "#review", True),
    ("match", "?red=human&yellow=human", "#match-card summary", "#match-start", False),
    ("puzzles", "?red=human&yellow=human", "#puzzles-open", "#puzzles[data-state=ready]", False),
    ("threats", "?pos=4453&red=human&yellow=human", "#threats", "#threats[aria-pressed=true]",
     False),
]
#: After the click: the first animation frame at which the selector matches (and shows).
WATCH = """([sel, visible]) => { window.__opened = null;
  document.addEventListener("click", () => {
    window.__clicked = performance.now();
    const look = () => {
      const e = document.querySelector(sel);
      if (e && (!visible || e.offsetParent !== null)) window.__opened = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, { capture: true, once: true }); }"""


def first_opening(browser, base, query, click, sel, visible):
    """Seconds from the click to the mode shown, on a cold phone visit."""
    ctx, page = visit.context(browser, True)
    try:
        page.goto(base + "/index.html" + query)
        page.wait_for_function(visit.CLICKABLE, timeout=180000)
        page.wait_for_timeout(1500)  # the reader looks at the page first
        page.evaluate(WATCH, [sel, visible])
        page.click(click)
        page.wait_for_function("window.__opened !== null", timeout=60000)
        return page.evaluate("(window.__opened - window.__clicked) / 1000")
    finally:
        ctx.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--chromium", default="/usr/bin/chromium" if Path("/usr/bin/chromium").exists()
                    else None)
    a = ap.parse_args(argv)
    times = {m[0]: [] for m in MODES}
    with tempfile.TemporaryDirectory() as tmp:
        site = visit.build_this(tmp)
        httpd, base, _ = visit.serve(site)
        try:
            with sync_playwright() as p:
                kw = {"args": visit.ARGS}
                if a.chromium:
                    kw["executable_path"] = a.chromium
                browser = p.chromium.launch(**kw)
                for run in range(a.runs):
                    for name, query, click, sel, visible in MODES:
                        t = first_opening(browser, base, query, click, sel, visible)
                        times[name].append(t)
                        print("run %d %-8s first opening %.2f s" % (run + 1, name, t), flush=True)
                browser.close()
        finally:
            httpd.shutdown()
    print("\nmode     | first opening, phone profile (s) | median")
    for name, ts in times.items():
        print("%-8s | %s | %.2f" % (name, " ".join("%.2f" % t for t in ts), statistics.median(ts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
