"""Pictures of an opening mistake explained by best play (issue 53): the coach's card and Why? in the review.

    python3 build.py build && python3 tests/browser/reason_pictures.py [--out docs/images] [--coach]
        [--delays N]

Serves dist/ as it is (tests/browser/screenshots.py's helpers) and writes
``reasons-coach.png`` (1280 px) and ``reasons-coach-phone.png`` (390 px): a new
player's first move, column 1, stopped by the coach with its best-play
reason, its line stepped to its proven end (the deciding threat and the rules
marked); ``reasons-review.png`` and ``reasons-review-phone.png``: the same
blunder in a reviewed game's Why?, the best line stepped to its proven end
with its rules marked.  Prints each card's words, how long the reason took
after the verdict (page time) and what the card said meanwhile; ``--delays N``
takes no picture and times that N times, a new player each.
"""

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

from harness import Guard  # noqa: E402
from screenshots import DOCS_IMAGES, _keep, column, open_view, shrink, take_pictures, wait_full_engine  # noqa: E402
from site_helpers import COACH_WATCH_JS, position, wait_position  # noqa: E402

#: A game between levels whose first move (red, column 1) turns red's win into a loss.
GAME = "1324156411223324437552"
WAIT_MS = 300000
VIEWS = (("desktop", ""), ("phone-portrait", "-phone"))


def stop_and_time(page):
    """Column 1 played once the full engine is in: ``(s to the verdict, s from it to the reason,
    [what the reason's line said meanwhile])``, in the page's time."""
    wait_full_engine(page)
    page.evaluate(COACH_WATCH_JS)
    column(page, 1).click()
    page.wait_for_function("document.body.dataset.coach === 'stopped'", timeout=WAIT_MS)
    page.wait_for_function("document.getElementById('coach-reason').textContent.includes('best play')",
                           timeout=WAIT_MS)
    seen = page.evaluate("window.c4CoachSeen")
    stop = next(t for t, phase, _ in seen if phase == "stopped")
    said = next(t for t, _, words in seen if "best play" in words)
    meanwhile = sorted({words for t, phase, words in seen if phase == "stopped" and t < said})
    return (stop - seen[0][0]) / 1000, (said - stop) / 1000, meanwhile


def delays(browser, url, runs):
    """The coach's reason after its verdict, ``runs`` times (a new player each: the worker cold)."""
    got = []
    for i in range(runs):
        guard = Guard()
        ctx, page = open_view(browser, url, "desktop", "?red=human&yellow=level3", guard, coach=True)
        got.append(stop_and_time(page))
        ctx.close()
        guard.check()
        print("run %d: the verdict in %.1f s, the reason %.1f s after it; meanwhile %r" % (
            (i + 1,) + got[-1]), flush=True)
    after = sorted(g[1] for g in got)
    print("the reason after the verdict: median %.1f s, worst %.1f s (%d runs)" % (
        statistics.median(after), after[-1], runs))
    return []


def coach(browser, url, out, view, suffix):
    """The coach stops a new player's column 1 and gives the best-play reason."""
    guard = Guard()
    ctx, page = open_view(browser, url, view, "?red=human&yellow=level3", guard, coach=True)
    verdict, reason, meanwhile = stop_and_time(page)
    print("%s coach: the verdict in %.1f s, the reason %.1f s after it; meanwhile the card said %r" % (
        view, verdict, reason, meanwhile))
    print("  " + page.text_content("#coach-lead") + " " + page.text_content("#coach-reason"))
    while not page.is_disabled("#coach-next"):  # the best line to its proven end
        n = len(position(page))
        page.click("#coach-next")
        wait_position(page, "p.length === %d" % (n + 1))
    print("  " + page.text_content(".coach-step"))
    return _down_to(ctx, page, guard, out / ("reasons-coach%s.png" % suffix), "#coach-card",
                    view != "desktop")


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
    return _down_to(ctx, page, guard, path, "#why", True)


def _down_to(ctx, page, guard, path, card, phone):
    """The page's picture at ``path`` from its top to the bottom of ``card`` (the desktop's window
    made that tall, at least 800 px; a phone's whole page cut there), the context closed."""
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    box = page.locator(card).bounding_box()
    bottom = int(box["y"] + box["height"] + 8)
    if phone:
        page.screenshot(path=str(path), full_page=True, clip={"x": 0, "y": 0, "width": 390, "height": bottom})
    else:
        page.set_viewport_size({"width": 1280, "height": max(800, bottom)})
        page.screenshot(path=str(path))
    ctx.close()
    guard.check()
    shrink(path)
    return path


def pictures(browser, url: str, out: Path, coach_only=False) -> list:
    """The coach's and the review's pictures (``coach_only``: the coach's), desktop then phone."""
    paths = []
    for view, suffix in VIEWS:
        paths.append(coach(browser, url, out, view, suffix))
        if not coach_only:
            paths.append(review(browser, url, out, view, suffix))
    return paths


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(DOCS_IMAGES))
    ap.add_argument("--coach", action="store_true", help="only the coach's pictures")
    ap.add_argument("--delays", type=int, default=0, help="no pictures: time the coach's reason N times")
    args = ap.parse_args()
    dist = HERE.parents[1] / "dist"
    if not (dist / "index.html").exists():
        print("reason_pictures.py: build the site first (python3 build.py build)", file=sys.stderr)
        return 1
    if args.delays:
        return take_pictures(dist, lambda browser, url, out: delays(browser, url, args.delays), None)
    return take_pictures(dist, lambda browser, url, out: pictures(browser, url, out, args.coach),
                         Path(args.out))


if __name__ == "__main__":
    sys.exit(main())
