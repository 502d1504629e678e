"""Screenshots of the built site: a game in progress against a level, hints shown.

    python3 tests/browser/screenshots.py --out docs/images

Builds the site into dist/ (what ``python3 build.py build`` does; ``--no-build``
takes dist/ as it is), serves it on 127.0.0.1 and drives headless Chromium
(Debian's /usr/bin/chromium when installed, else Playwright's own) with every
request off loopback aborted (tests/browser/harness.py).  Writes
``game-desktop.png`` (1280 px wide), ``game-phone.png`` (390 px, a phone
in portrait) and ``puzzles-desktop.png`` (the Puzzles mode), the pictures
README.md shows, reduced to a 256-colour palette when Pillow is installed.
``tests/benchmarks/bench_browser.py`` takes its own pictures
(tests/artifacts/) with :func:`screenshots`.

It needs Playwright (requirements.txt): run with the tests' environment,
``.venv/`` (made by ``python3 build.py test``; used by itself when the
Python running the script lacks Playwright), or any environment you have
activated that has it.
"""

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
for _p in (ROOT, HERE):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import (  # noqa: E402
    column,
    position,
    wait_ai,
    wait_full_engine,
    wait_position,
    wait_ready,
)

ARTIFACTS = ROOT / "tests" / "artifacts"
DOCS_IMAGES = ROOT / "docs" / "images"
#: name: (width, height, device scale factor, a phone?)
VIEWS = {
    "desktop": (1280, 800, 1, False),
    "phone-portrait": (390, 844, 2, True),
    "phone-landscape": (844, 390, 2, True),
}
#: The README's game: red (you) against level 5, eight discs in, red to move.
GAME = "?pos=43342157&red=human&yellow=level5"
#: Red's move before the picture: the level answers it, so "What the AI did"
#: has something to say, and the hints are those of the position after.
MOVE = 4
#: How long a hint may take (the full engine and the hint database load first).
HINT_TIMEOUT_MS = 180000


def open_view(browser, url, view, query, guard, coach=False):
    """A new context sized as ``view`` (a :data:`VIEWS` key) at ``url + query`` (``coach``: a
    new player's, the coach on)."""
    w, h, scale, phone = VIEWS[view]
    ctx = new_context(browser, guard, coach=coach, viewport={"width": w, "height": h},
                      device_scale_factor=scale, is_mobile=phone, has_touch=phone,
                      reduced_motion="reduce",
                      # the README's pictures: the dark theme (Playwright asks for light)
                      color_scheme="dark")
    page = ctx.new_page()
    page.goto(url + query)
    wait_ready(page)
    wait_ai(page)
    return ctx, page


def show_hints(page):
    """Turn the hints on and wait until every column has its exact score."""
    page.click("#hint")
    page.wait_for_function(
        "() => { const h = document.getElementById('hints');"
        " return h && !h.hidden && !h.querySelector('.hint.pending'); }",
        timeout=HINT_TIMEOUT_MS)


def play_and_wait_reply(page, col):
    """Drop red's disc in ``col`` (1-7) and wait for the AI's reply."""
    n = len(position(page) or "")
    column(page, col).click()
    wait_position(page, "p.length >= %d" % (n + 2))
    wait_ai(page)


def screenshots(browser, url, out=ARTIFACTS, views=tuple(VIEWS), win=True):
    """``page-<view>.png`` for each view (14 discs against level 5, hints
    shown), and with ``win`` the desktop page just after red's win
    (``page-desktop-win.png``), in ``out``; the paths written."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    for name in views:
        guard = Guard()
        ctx, page = open_view(browser, url, name, "?pos=44535267116322&red=human&yellow=level5",
                              guard)
        show_hints(page)
        path = out / ("page-%s.png" % name)
        page.screenshot(path=str(path))
        shots.append(path)
        if name == "desktop" and win:
            page.goto(url + "?pos=445566&red=human&yellow=human")
            wait_ready(page)
            column(page, 7).click()   # red completes 4-5-6-7 on the bottom row
            page.mouse.move(0, 0)
            path = out / "page-desktop-win.png"
            page.screenshot(path=str(path))
            shots.append(path)
        ctx.close()
        guard.check()
    return shots


def readme_pictures(browser, url, out=DOCS_IMAGES):
    """``game-desktop.png`` and ``game-phone.png`` in ``out``: red has just
    played against level 5, the level has answered, hints are on."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    for view, name in (("desktop", "game-desktop.png"), ("phone-portrait", "game-phone.png")):
        guard = Guard()
        ctx, page = open_view(browser, url, view, GAME, guard)
        play_and_wait_reply(page, MOVE)
        show_hints(page)
        page.mouse.move(0, 0)
        page.evaluate("window.scrollTo(0, 0)")
        path = out / name
        page.screenshot(path=str(path))
        ctx.close()
        guard.check()
        shrink(path)
        shots.append(path)
    shots.append(puzzle_picture(browser, url, out / "puzzles-desktop.png"))
    shots.append(puzzle_picture(browser, url, out / "puzzles-phone.png", "phone-portrait"))
    return shots + why_pictures(browser, url, out, ("desktop",))


#: The README's Why: yellow to move holds the draw, proven by four of Allis's rules after b5.
WHY_GAME = "?pos=52677675164321472411331752454&red=human&yellow=human"


def why_pictures(browser, url, out=DOCS_IMAGES, views=("desktop", "phone-portrait")):
    """``why.png`` (1280 px; the README's) and ``why-phone.png`` (390 px, the whole page): Why?
    beside the hints, the rules drawn on the board, the legend, the panel's sentences."""
    shots = []
    for view, name in (("desktop", "why.png"), ("phone-portrait", "why-phone.png")):
        if view not in views:
            continue
        guard = Guard()
        ctx, page = open_view(browser, url, view, WHY_GAME, guard)
        show_hints(page)
        page.click("#hint-why")
        page.wait_for_function("document.getElementById('why')?.dataset.state === 'shown'",
                               timeout=HINT_TIMEOUT_MS)
        shots.append(_keep(ctx, page, guard, Path(out) / name, view != "desktop"))
    return shots


#: The README's coach: red (you) against level 4; a1 lets yellow win in 2 (g2, then two threats).
COACH_GAME = "?pos=643444443633336657&red=human&yellow=level4"
COACH_MISTAKE = 1


def coach_pictures(browser, url, out=DOCS_IMAGES, views=("desktop", "phone-portrait")):
    """``coach.png`` (1280 px; the README's) and ``coach-phone.png`` (390 px, the whole page):
    the coach stops a mistake, the refutation's first move stepped on the board."""
    shots = []
    for view, name in (("desktop", "coach.png"), ("phone-portrait", "coach-phone.png")):
        if view not in views:
            continue
        guard = Guard()
        ctx, page = open_view(browser, url, view, COACH_GAME, guard, coach=True)
        wait_full_engine(page)
        column(page, COACH_MISTAKE).click()
        page.wait_for_function("document.body.dataset.coach === 'stopped' && "
                               "document.getElementById('coach-reason').textContent.length > 30",
                               timeout=HINT_TIMEOUT_MS)
        page.click("#coach-next")
        if view == "desktop":  # the card's choices under the board, in the picture
            page.set_viewport_size({"width": 1280, "height": 900})
        shots.append(_keep(ctx, page, guard, Path(out) / name, view != "desktop"))
    return shots


#: The trainer's state, read from the card's attributes (connect4/page/modes/opening/view.py).
TRAIN = "(d => d && (%s))(document.getElementById('train')?.dataset)"


def trainer_pictures(browser, url, out=DOCS_IMAGES, views=("desktop", "phone-portrait")):
    """``trainer.png`` (1280 px): ``?train=red``, column 1 answered with yellow's refutation
    on the board; ``trainer-phone.png`` (390 px, the whole page): 4 kept, yellow's reply,
    the alternatives open."""
    shots = []
    for view, name in (("desktop", "trainer.png"), ("phone-portrait", "trainer-phone.png")):
        if view not in views:
            continue
        guard = Guard()
        ctx, page = open_view(browser, url, view, "?train=red", guard)
        page.wait_for_function(TRAIN % "d.state === 'ready' && d.moves === ''", timeout=HINT_TIMEOUT_MS)
        page.wait_for_function("document.getElementById('train-status').textContent.includes('keep')",
                               timeout=HINT_TIMEOUT_MS)
        if view == "desktop":
            page.click("#board .col[data-col='0']")
            page.wait_for_function(TRAIN % "d.refutation.length > 0", timeout=HINT_TIMEOUT_MS)
            page.wait_for_function("document.getElementById('board').dataset.position === '1' + "
                                   "document.getElementById('train').dataset.refutation",
                                   timeout=HINT_TIMEOUT_MS)
        else:
            page.click("#board .col[data-col='3']")
            page.wait_for_function(TRAIN % "d.state === 'ready' && d.moves.length === 2",
                                   timeout=HINT_TIMEOUT_MS)
            page.click("#train-alts")
            page.wait_for_selector("#train-alternatives li")
        shots.append(_keep(ctx, page, guard, Path(out) / name, view != "desktop"))
    return shots


def storm_pictures(browser, url, out=DOCS_IMAGES):
    """``storm.png`` (1280 px) and ``storm-phone.png`` (390 px, the whole page): a Storm run after
    three solves and a miss (the clock, the score, the combo, the next prompt)."""
    from connect4.puzzles.record import load_set

    puzzles, shots = load_set(), []
    for view, name in (("desktop", "storm.png"), ("phone-portrait", "storm-phone.png")):
        guard = Guard()
        ctx, page = open_view(browser, url, view, "?puzzle=1", guard)
        page.click("#storm-open")
        for good in (True, True, True, False):
            page.wait_for_function("document.getElementById('storm')?.dataset.state === 'running'")
            p = puzzles[int(page.get_attribute("#storm", "data-puzzle")) - 1]
            wrong = [c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None]
            for col in p.solution[0::2] if good or not wrong else wrong[:1]:  # replies at once
                page.click("#board .col[data-col='%d']" % col)
            page.wait_for_function("document.getElementById('storm').dataset.puzzle != %d" % p.id)
        shots.append(_keep(ctx, page, guard, Path(out) / name, view != "desktop"))
    return shots


def _keep(ctx, page, guard, path, full):
    """The page's picture at ``path`` (``full``: the whole page), the context closed: ``path``."""
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=full)
    ctx.close()
    guard.check()
    shrink(path)
    return path


#: The README's puzzle (yellow to play and win, level 4, two moves), a wrong move answered.
PUZZLE = 4


def puzzle_picture(browser, url, path, view="desktop"):
    """The Puzzles mode (at 1280 px, or ``view``) after a wrong move: the prompt answers it."""
    from connect4.puzzles.record import load_set
    from connect4.scores import moves_to_end

    p = load_set()[PUZZLE - 1]
    wrong = max((c for c in range(7) if p.scores[0][c] is not None and p.scores[0][c] < 0),
                key=lambda c: moves_to_end(p.scores[0][c], len(p.position)))  # the slowest loss
    guard = Guard()
    ctx, page = open_view(browser, url, view, "?puzzle=%d" % PUZZLE, guard)
    state = "document.getElementById('puzzles').dataset.state === '%s'"
    page.wait_for_function(state % "ready")
    page.click("#board .col[data-col='%d']" % wrong)  # the puzzle is on the page's one board
    page.wait_for_function(state % "wrong")
    page.mouse.move(0, 0)
    page.screenshot(path=str(path))
    ctx.close()
    guard.check()
    shrink(path)
    return path


#: A player's rated games for the rating's pictures: (level, score), oldest first.
RATED = [(2, 1), (2, 1), (2, 0), (2, 1), (3, 0), (2, 1), (3, 1), (3, 0), (3, 1), (3, 1),
         (3, 0.5), (3, 1), (3, 1), (3, 0), (3, 1), (3, 1)]


def rating_pictures(browser, url, out=DOCS_IMAGES, views=("desktop", "phone-portrait")):
    """The Your score card with a rating, its chart and the next level (``rating-*.png``):
    the games of :data:`RATED` against the levels' committed ratings, put in storage."""
    import json

    from connect4.page.kernel import persist
    from connect4.page.modes.rating.rating import PlayerRating
    from connect4.site.builder import _players_data

    rating = PlayerRating()
    rating.set_levels_from(_players_data()["levels"])
    for level, score in RATED:
        rating.record(level, score, True)
    rating.unrated = 2
    saved = json.dumps({persist.RATING_KEY: json.dumps(rating.to_json()),
                        persist.GAME_KEY: json.dumps({"v": 1, "settings": {
                            "red": "human", "yellow": "level3"}, "moves": "", "redo": "",
                            "tally": {"level2": [5, 1, 0], "level3": [8, 3, 1]}})})
    paths = []
    for view in views:
        guard = Guard()
        ctx, page = open_view(browser, url, view, "", guard)
        page.evaluate("s => { for (const [k, v] of Object.entries(JSON.parse(s))) "
                      "localStorage.setItem(k, v); }", saved)
        page.reload()
        wait_ready(page)
        page.wait_for_selector('#rating[data-games="%d"]' % len(RATED), state="attached")
        card = page.locator("section:has(#rating)")
        card.scroll_into_view_if_needed()
        path = Path(out) / ("rating-%s.png" % ("desktop" if view == "desktop" else "phone"))
        card.screenshot(path=str(path))
        ctx.close()
        guard.check()
        shrink(path)
        paths.append(path)
    return paths


def shrink(path):
    """Rewrite the PNG with a 256-colour palette (Pillow, when installed)."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as im:
        small = im.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(DOCS_IMAGES.relative_to(ROOT)),
                    help="folder for the pictures (default docs/images)")
    ap.add_argument("--no-build", action="store_true",
                    help="serve dist/ as it is instead of building it first")
    ap.add_argument("--bench", action="store_true",
                    help="bench_browser's pictures instead (desktop, phone portrait and "
                    "landscape at 14 discs, and a won game)")
    ap.add_argument("--why", action="store_true", help="only the Why panel's pictures")
    ap.add_argument("--coach", action="store_true", help="only the coach's pictures")
    ap.add_argument("--rating", action="store_true", help="only the rating's pictures")
    ap.add_argument("--trainer", action="store_true", help="only the opening trainer's pictures")
    ap.add_argument("--storm", action="store_true", help="only Storm's pictures")
    args = ap.parse_args(argv)
    from connect4.site import environment

    try:
        from playwright.sync_api import sync_playwright  # noqa: F401 (is Playwright here?)
    except ImportError:
        python = environment.venv_python(environment.VENV)
        if not environment.in_virtualenv() and python.exists():   # the tests' .venv/
            return subprocess.call([str(python), __file__,
                                    *(sys.argv[1:] if argv is None else argv)])
        print("screenshots.py needs Playwright (requirements.txt): run python3 build.py test "
              "once (it makes .venv/), or activate an environment that has it", file=sys.stderr)
        return 2
    from build import DIST, build_site

    if not args.no_build:
        environment.ensure_node_modules()
        build_site(DIST)
    elif not (DIST / "index.html").exists():
        print("screenshots.py: %s has no site; run python3 build.py build" % DIST,
              file=sys.stderr)
        return 1
    take = (screenshots if args.bench else why_pictures if args.why
            else coach_pictures if args.coach else rating_pictures if args.rating
            else trainer_pictures if args.trainer else storm_pictures if args.storm
            else readme_pictures)
    return take_pictures(DIST, take, Path(args.out))


def take_pictures(dist: Path, take, out: Path) -> int:
    """Serve ``dist``, run ``take(browser, url, out)`` (it returns the pictures' paths) in one
    Chromium, and print each picture's path and size: every picture script's last step."""
    from playwright.sync_api import sync_playwright

    server = Server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            paths = take(browser, server.url, out)
            browser.close()
    finally:
        server.stop()
    for path in paths:
        print("%s, %d bytes" % (path, path.stat().st_size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
