"""AI-vs-AI games played one after another in the page, with the worker's memory read.

Shared by tests/browser/test_soak.py (a short run in the suite) and
tests/benchmarks/soak_browser.py (100 games, figures printed).  Memory comes
from the page's own worker through a ``memory`` request (static/worker.py):
the WebAssembly heap (which only grows) and the number of objects Python's
collector tracks, both after a full collection.  The page itself reports its
JavaScript heap (Chromium's ``performance.memory``).

The games are measured in the full engine: open the page with no AI to play
and wait for it with ``site_helpers.wait_full_engine`` before the first game.
"""

import time

from faults import worker_memory
from site_helpers import wait_ai

#: Fast levels by default: the soak is about memory over many games, not strength.
DEFAULT_PAIRS = [("level1", "level2"), ("level2", "level3"), ("level3", "level1"),
                 ("level4", "level5"), ("level5", "level4"), ("level1", "level5")]


def js_heap(page):
    return page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : null")


def memory(page):
    m = worker_memory(page)
    m["page_js_heap"] = js_heap(page)
    return m


def play_games(page, games, pairs=DEFAULT_PAIRS, timeout=180000, on_game=None):
    """Play ``games`` AI-vs-AI games at instant speed; returns [(pair, result, moves, s)]."""
    out = []
    wait_ai(page)
    for i in range(games):
        red, yellow = pairs[i % len(pairs)]
        page.select_option("#red-player", red)
        page.select_option("#yellow-player", yellow)
        page.select_option("#speed", "instant")  # shown once two AIs play
        t0 = time.perf_counter()
        page.click("#new-game")
        if page.text_content("#pause") == "Resume":
            page.click("#pause")
        page.wait_for_function(
            "() => document.getElementById('board').dataset.result !== ''"
            " && document.getElementById('board').dataset.position !== ''",
            timeout=timeout, polling=100)
        row = ((red, yellow), page.get_attribute("#board", "data-result"),
               page.get_attribute("#board", "data-position"), time.perf_counter() - t0)
        out.append(row)
        if on_game:
            on_game(i, row)
    return out
