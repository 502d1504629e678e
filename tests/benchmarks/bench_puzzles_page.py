"""The Puzzles mode in the browser: a cold ``?puzzle=ID`` and a move's answer.

    python3 tests/benchmarks/bench_puzzles_page.py [--runs 5]

Builds the site into a temporary folder, serves it on 127.0.0.1 and drives
Chromium at the desktop size.  Prints, per run of a cold visit (a new
context: empty caches) to ``?puzzle=ID``: the board clickable (``c4ReadyAt``)
and the puzzle clickable (``c4PuzzleReadyAt``: the set fetched, parsed and
drawn), in ms from navigation; then the time a click on a column takes to be
answered (the move checked, the words and the board drawn, all inside the
click's handler: no search), for a right and a wrong move.
"""

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import wait_ready  # noqa: E402

from connect4.puzzles.record import load_set  # noqa: E402

CLICK_JS = """(col) => {
  const b = document.querySelector('#puzzle-board .col[data-col="' + col + '"]');
  const t = performance.now();
  b.click();
  return performance.now() - t;
}"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    from build import build_site

    p = next(q for q in load_set() if len(q.solution) >= 3)
    wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
    board_ms, puzzle_ms, right_ms, wrong_ms = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(build_site(Path(tmp) / "dist"))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(**launch_options())
                for _ in range(args.runs):
                    ctx = new_context(browser, Guard(), viewport={"width": 1280, "height": 800})
                    page = ctx.new_page()
                    page.goto(server.url + "?puzzle=%d" % p.id)
                    wait_ready(page)
                    page.wait_for_function("window.c4PuzzleReadyAt !== undefined")
                    board_ms.append(page.evaluate("window.c4ReadyAt"))
                    puzzle_ms.append(page.evaluate("window.c4PuzzleReadyAt"))
                    wrong_ms.append(page.evaluate(CLICK_JS, wrong))
                    page.wait_for_function("document.getElementById('puzzles').dataset.state"
                                           " === 'wrong'")
                    right_ms.append(page.evaluate(CLICK_JS, p.solution[0]))
                    ctx.close()
                browser.close()
        finally:
            server.stop()
    for name, values in (("board clickable", board_ms), ("puzzle clickable", puzzle_ms),
                         ("right move answered", right_ms), ("wrong move answered", wrong_ms)):
        print("%-20s median %7.1f ms, max %7.1f ms (%d cold runs, puzzle %d)" % (
            name, statistics.median(values), max(values), len(values), p.id))
    return 0


if __name__ == "__main__":
    sys.exit(main())
