"""How long "Why?" takes from the click to the explanation drawn, in the built site (desktop profile).

    python3 tests/benchmarks/bench_why_click.py [--runs 3]

Serves dist/ (``python3 build.py build`` first), opens a position with the hints on,
waits for the full engine, then clicks Why? and waits for ``#why[data-state=shown]``
(the page's own signal): the first click fetches the panel's bundle (page) and the
explanation's modules (worker); the next ones, on other positions, only ask.  Prints
each figure in ms and the machine's load.
"""

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "browser")]

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import wait_full_engine, wait_ready  # noqa: E402

#: Positions from Pons' Test_L3_R1 with their exact scores (a static proof, a tree, a win).
POSITIONS = [("52677675164321472411331752454", 0), ("7172212567451542223676134464437761515", 0),
             ("427566236745127177115664464254", 2), ("3575316255751336464276636772271112", -3)]

CLICK_JS = """async () => {
  const t0 = performance.now();
  document.getElementById('hint-why').click();
  while (document.getElementById('why')?.dataset.state !== 'shown') {
    await new Promise((r) => requestAnimationFrame(r));
  }
  return performance.now() - t0;
}"""


def one_run(browser, url):
    guard = Guard()
    ctx = new_context(browser, guard, viewport={"width": 1280, "height": 800})
    page = ctx.new_page()
    figures = []
    for i, (pos, _) in enumerate(POSITIONS):
        page.goto(url + "?red=human&yellow=human&pos=" + pos) if i == 0 else page.evaluate(
            "document.getElementById('why-close').click()")
        if i == 0:
            wait_ready(page)
            wait_full_engine(page)
            page.click("#hint")
        else:  # the next position, typed in the position box
            page.fill("#code-text", pos)
            page.click("#code-open")
        page.wait_for_selector("#hint-why:not([hidden]):not([disabled])", timeout=120000)
        page.wait_for_function("!document.querySelector('#hints .hint.pending')", timeout=120000)
        figures.append(page.evaluate(CLICK_JS))
        shown = page.get_attribute("#board", "data-position")
        assert shown.startswith(pos) and page.locator(".why-claim").count() == 1, (shown, pos)
    ctx.close()
    guard.check()
    return figures


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    server = Server(ROOT / "dist")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            for run in range(args.runs):
                ms = one_run(browser, server.url)
                print("run %d: first click %.0f ms (bundle + worker modules), then %s ms; load %.2f"
                      % (run + 1, ms[0], " ".join("%.0f" % m for m in ms[1:]), os.getloadavg()[0]))
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
