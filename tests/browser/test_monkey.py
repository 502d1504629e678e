"""A monkey in the real page: random clicks, keys, undo/redo, new games and
player changes with the AI running (the actions: tests/browser/monkey.js).

Checked after every action: the position on #board matches the move list
and the discs drawn; the page is never "thinking" at one position for long;
no console error or page error (the Guard).  At the end the AI still
answers.  The count is sized to under a minute on the 2-core test machine
(2,000: 44 s alone; 3,000 had grown to 75-111 s beside the suite's other
browser tests); ``C4_MONKEY_ACTIONS`` / ``C4_MONKEY_SEED`` change it.  The ``perfect``
level is left out while the opening book does not cover the openings
(see ``slow_levels``).
"""

import os
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from site_helpers import column, position, wait_ai, wait_position

from connect4.board import parse_position

MONKEY = (Path(__file__).with_name("monkey.js")).read_text()
ACTIONS = int(os.environ.get("C4_MONKEY_ACTIONS", "2000"))
SEED = int(os.environ.get("C4_MONKEY_SEED", "20261122"))
#: Hints toggled on and off too.  Before the page asked hints only for a
#: position that stayed put (300 ms), this left the worker 30 s behind: one
#: hint search slice per position clicked through.  ``C4_MONKEY_HINTS=0``
#: leaves them out.
HINTS = os.environ.get("C4_MONKEY_HINTS", "1") == "1"


def slow_levels(site_dir):
    """Levels the monkey leaves out: ``perfect`` takes minutes per early move
    while the opening book does not cover the openings: slow, not stuck."""
    import json

    data = json.loads((Path(site_dir) / "static" / "players.json").read_text())
    return ["level%d" % lv["level"] for lv in data["levels"] if lv["spec"].startswith("perfect")]


def test_monkey(open_game, site_dir):
    page = open_game("?red=human&yellow=level1")
    wait_ai(page)
    try:
        summary = page.evaluate(MONKEY, {"seed": SEED, "actions": ACTIONS, "maxThinkMs": 45000,
                                         "maxDelayMs": 20, "skipPlayers": slow_levels(site_dir),
                                         "hints": HINTS})
    except PlaywrightError as e:
        if "context was destroyed" not in str(e):
            raise
        # the page was left (once: a Back from its first entry, test_keys_address.py): where to
        raise AssertionError("the monkey's page went to %s (history length %s)"
                             % (page.url, page.evaluate("history.length"))) from e
    print("\nmonkey: %d actions (seed %d) in %.1f s, %d distinct positions, %d AI moves "
          "seen, longest think at one position %d ms; %r"
          % (ACTIONS, SEED, summary["ms"] / 1000, len(summary["positions"]),
             summary["aiMoves"], summary["longestThinkMs"], summary["counts"]))
    assert sum(summary["counts"].values()) == ACTIONS
    for pos in summary["positions"]:
        parse_position(pos)  # every position shown was a legal one
    assert summary["aiMoves"] > 0, "the AI never moved during the run"
    # Afterwards: still a working game, and the AI still answers.
    page.select_option("#red-player", "human")
    page.select_option("#yellow-player", "level1")
    page.click("#new-game")
    if page.is_visible("#resign-ask"):  # the monkey's game resigns: asked first
        page.click("#resign-yes")
    assert position(page) == ""
    column(page, 4).click()
    wait_position(page, "p.length === 2", timeout=60000)
    assert not page.evaluate("document.body.classList.contains('thinking')")


#: The cross-mode monkey's short run (tests/browser/monkey_modes.py; the long runs:
#: tests/benchmarks/bench_monkey.py).
CROSS_ACTIONS = int(os.environ.get("C4_CROSS_ACTIONS", "120"))
CROSS_SEED = int(os.environ.get("C4_CROSS_SEED", "20261128"))
#: Every kind of action, the network cut included (left out until the full engine's boot
#: said a download cut offline instead of throwing it: issue 54, test_reliability.py's
#: test_the_network_cut_while_the_engine_downloads_is_said_not_thrown).
SHORT_KINDS = ("click", "key", "settle", "link", "reload", "restart", "offline", "kill")


def test_monkey_across_every_mode(context, server, guard, site_dir):
    """Seeded random clicks on whatever the page shows, keys, links opened in the middle of
    a mode, reloads, the full engine's worker killed, the network cut and back; after each,
    the invariants read from the page's state (window.c4State): one mode, its board drawn,
    no request, timer or slice of a mode not shown, the game kept by a reload, no error."""
    from monkey_modes import Monkey, slow_options

    monkey = Monkey(context, server.url, guard, CROSS_SEED, skip=slow_options(site_dir),
                    kinds=SHORT_KINDS)
    report = monkey.run(CROSS_ACTIONS)
    print("\ncross-mode monkey: " + report.line())
    assert not report.failures, "\n".join(report.failures)
    assert report.actions == CROSS_ACTIONS
    assert len(report.modes) >= 3, "the monkey stayed in too few modes: %r" % report.modes
