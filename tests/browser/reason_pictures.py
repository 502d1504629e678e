"""Pictures of an opening mistake explained by best play (issue 53): the coach's card and Why? in the review.

    python3 build.py build && python3 tests/browser/reason_pictures.py [--out docs/images]

Serves dist/ as it is (tests/browser/screenshots.py's helpers) and writes
``reasons-coach.png`` (1280 px) and ``reasons-coach-phone.png`` (390 px): a new
player's first move, column 1, stopped by the coach with its best-play
reason; ``reasons-review.png`` and ``reasons-review-phone.png``: the same
blunder in a reviewed game's Why?, the best line stepped to its proven end
with its rules marked.  Prints each card's words and how long the reason
took after the verdict.
"""

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

from harness import Guard  # noqa: E402
from screenshots import DOCS_IMAGES, _keep, column, open_view, shrink, take_pictures, wait_full_engine  # noqa: E402

#: A game between levels whose first move (red, column 1) turns red's win into a loss.
GAME = "1324156411223324437552"
WAIT_MS = 300000
VIEWS = (("desktop", ""), ("phone-portrait", "-phone"))


def coach(browser, url, out, view, suffix):
    """The coach stops a new player's column 1 and gives the best-play reason."""
    guard = Guard()
    ctx, page = open_view(browser, url, view, "?red=human&yellow=level3", guard, coach=True)
    wait_full_engine(page)
    t0 = time.time()
    column(page, 1).click()
    page.wait_for_function("document.body.dataset.coach === 'stopped'", timeout=WAIT_MS)
    t1 = time.time()
    page.wait_for_function("document.getElementById('coach-reason').textContent.includes('best play')",
                           timeout=WAIT_MS)
    print("%s coach: the verdict in %.1f s, the reason %.1f s after it" % (view, t1 - t0, time.time() - t1))
    print("  " + page.text_content("#coach-lead") + " " + page.text_content("#coach-reason"))
    if view == "desktop":
        page.set_viewport_size({"width": 1280, "height": 900})
    return _keep(ctx, page, guard, out / ("reasons-coach%s.png" % suffix), view != "desktop")


def review(browser, url, out, view, suffix):
    """Why? on the reviewed game's first move: its reason, the position's best-play account."""
    guard = Guard()
    ctx, page = open_view(browser, url, view, "?pos=%s&red=human&yellow=human&review=1&ply=1" % GAME,
                          guard)
    page.wait_for_selector("#review-why:not([hidden])", timeout=WAIT_MS)
    page.click("#review-why")
    page.wait_for_function("document.getElementById('why')?.dataset.state === 'shown'", timeout=WAIT_MS)
    print("%s review: %s" % (view, page.text_content(".why-reasons")))
    path = out / ("reasons-review%s.png" % suffix)
    if view == "desktop":
        page.set_viewport_size({"width": 1280, "height": 1000})
        return _keep(ctx, page, guard, path, False)
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    bottom = page.locator("#why").bounding_box()
    page.screenshot(path=str(path), full_page=True,
                    clip={"x": 0, "y": 0, "width": 390, "height": bottom["y"] + bottom["height"] + 8})
    ctx.close()
    guard.check()
    shrink(path)
    return path


def pictures(browser, url: str, out: Path) -> list:
    """The coach's and the review's pictures, desktop then phone."""
    paths = []
    for view, suffix in VIEWS:
        paths += [coach(browser, url, out, view, suffix), review(browser, url, out, view, suffix)]
    return paths


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(DOCS_IMAGES))
    args = ap.parse_args()
    dist = HERE.parents[1] / "dist"
    if not (dist / "index.html").exists():
        print("reason_pictures.py: build the site first (python3 build.py build)", file=sys.stderr)
        return 1
    return take_pictures(dist, pictures, Path(args.out))


if __name__ == "__main__":
    sys.exit(main())
