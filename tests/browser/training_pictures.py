"""The Your training card's pictures for the README: docs/images/training.png and training-phone.png.

A player with a history is put in the browser's storage first: eight games between
the ladder's levels 2 and 4 on eight days, each reviewed by the solver (the human
red, their mistakes in the bank, as the background review would have left them), a
puzzle progress over those days, repetition on.  Then the card is opened and drawn.

Run: ``python3 tests/browser/training_pictures.py [--out docs/images] [--no-build]``
(it needs the tests' ``.venv/``; the site is built first unless ``--no-build``).
"""

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from harness import Guard  # noqa: E402
from screenshots import DOCS_IMAGES, _keep, open_view, take_pictures  # noqa: E402
from site_helpers import wait_ready  # noqa: E402

from connect4.arena import play_game  # noqa: E402
from connect4.puzzles.progress import Progress  # noqa: E402
from connect4.puzzles.record import load_set  # noqa: E402
from connect4.review.game import review  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.solver.hintdata import shared_hint_data  # noqa: E402
from connect4.training.bank import Bank  # noqa: E402
from connect4.training.schedule import Schedule  # noqa: E402

#: The first day of the history (2026-11-16) and how many games, one a day.
FIRST_DAY, GAMES = 20773, 8
#: Storing the records: static/idb.js's replace, from the page's own origin.
REPLACE_JS = """([records, storage]) => import("./static/idb.js").then((m) => m.replace(records, storage))"""


def history():
    """``(records, storage)``: the stored games and bank, and the localStorage parts."""
    data, problem = shared_hint_data()
    if data is None:
        raise SystemExit("training_pictures.py needs the 12-disc database: %s" % problem)
    solver, bank, games = Solver(table_size_log2=20, hint_data=data), Bank(), []
    for i in range(GAMES):
        game = play_game("level%d" % (2 + i % 3), "level3", i, 100 + i)
        moves = "".join(str(c + 1) for c in game["moves"])
        rec = {"id": "%013d-%d" % (1763251200000 + i * 86400000, i), "day": FIRST_DAY + i,
               "moves": moves, "red": "human", "yellow": "level3", "human": ["red"],
               "result": game["result"], "reviewed": len(moves), "records": review(moves, solver)}
        bank.add_game(rec, rec["day"])
        rec["banked"] = True
        games.append(rec)
    puzzles, progress = load_set(), Progress()
    for i, p in enumerate(puzzles[:40]):
        progress.record(p.id, i % 4 != 3, p.level, FIRST_DAY + i // 5)
    schedule = Schedule()
    schedule.on = True
    for e in bank.entries()[:5]:
        schedule.answered("m%d" % e["key"], False, FIRST_DAY + GAMES - 1)
    storage = {"connect4.puzzles": progress.to_json(),
               "connect4.training.v1": json.dumps({"schedule": json.loads(schedule.to_json()),
                                                   "mix": "tz.2-5"})}
    return {"bank": bank.to_records(), "games": games}, storage


def training_pictures(browser, url, out=DOCS_IMAGES):
    """``training.png`` (the card, 1280 px) and ``training-phone.png`` (390 px)."""
    records, storage = history()
    shots = []
    for view, name in (("desktop", "training.png"), ("phone-portrait", "training-phone.png")):
        guard = Guard()
        ctx, page = open_view(browser, url, view, "", guard)
        page.evaluate(REPLACE_JS, [json.dumps(records), json.dumps(storage)])
        page.reload()
        wait_ready(page)
        page.click("#training-card summary")
        page.wait_for_selector('#training-card[data-state="ready"]', state="attached")
        page.wait_for_selector("#training-themes td", state="attached")
        page.wait_for_selector(".training-chart svg", state="attached")
        card = page.locator("#training-card")
        card.scroll_into_view_if_needed()
        path = Path(out) / name
        card.screenshot(path=str(path))
        shots.append(_keep(ctx, page, guard, Path("/tmp") / ("page-" + name), view != "desktop"))
        shots[-1] = path
    return shots


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(DOCS_IMAGES), help="folder for the pictures")
    ap.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = ap.parse_args(argv)
    from build import DIST, build_site
    from connect4.site import environment

    if not args.no_build:
        environment.ensure_node_modules()
        build_site(DIST)
    return take_pictures(DIST, training_pictures, Path(args.out))


if __name__ == "__main__":
    sys.exit(main())
