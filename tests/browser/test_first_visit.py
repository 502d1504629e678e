"""A light first visit (#19): the MicroPython worker answers levels 1-6 before
Pyodide loads, the full engine takes over without losing a request, and an
idle embed loads neither Pyodide nor the offline precache."""

import re

from connect4.board import Board
from harness import new_context
from site_helpers import column, position, wait_ai, wait_full_engine, wait_position, wait_ready

PYODIDE = re.compile(r"/vendor/pyodide/")
#: Notes when the board first shows two discs (the AI's first reply), in page time.
REPLY_CLOCK = """
document.addEventListener("DOMContentLoaded", () => {
  const board = document.getElementById("board");
  new MutationObserver(() => {
    if (window.__replyAt === undefined && (board.dataset.position || "").length >= 2) {
      window.__replyAt = performance.now();
    }
  }).observe(board, { attributes: true, attributeFilter: ["data-position"] });
});
"""


def _requests(ctx):
    seen = []
    ctx.on("request", lambda req: seen.append(req.url))
    return seen


def test_level_six_answers_before_pyodide_then_the_full_engine_takes_over(browser, server, guard):
    ctx = new_context(browser, guard, service_workers="block")
    seen = _requests(ctx)
    try:
        page = ctx.new_page()
        page.add_init_script(REPLY_CLOCK)
        page.goto(server.url + "?red=human&yellow=level6")
        wait_ready(page)
        wait_ai(page)
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        # the full engine started (if it has yet) only after that reply
        assert page.evaluate("window.c4FullStartAt === undefined || "
                             "window.c4FullStartAt > window.__replyAt")
        assert any(u.endswith("/static/light-worker.json") for u in seen)
        # idle after the first reply: the full engine loads, with its progress shown
        page.wait_for_selector("#engine-load:not([hidden])", state="attached", timeout=30000)
        assert "Loading the full engine" in page.text_content("#engine-load")
        wait_full_engine(page)
        page.wait_for_selector("#engine-load[hidden]", state="attached", timeout=10000)
        # it plays on
        column(page, 4).click()
        wait_position(page, "p.length === 4")
        # a new visit asking for the perfect level (the full engine's only)
        # starts the engine at once and gets its move
        page.goto(server.url + "?pos=&red=human&yellow=level7")  # not the saved game
        wait_ready(page)
        column(page, 4).click()
        page.wait_for_function("window.c4FullStartAt !== undefined", timeout=10000)
        wait_position(page, "p.length === 2", timeout=150000)  # from the opening book
    finally:
        ctx.close()


def test_the_hand_over_mid_game_loses_no_request(browser, server, guard):
    """AI against AI with hints on: the full engine starts at once (hints need
    it) while the light worker plays the first moves; the game must go on
    through the hand-over to its end, every move asked answered once (a lost
    request would stall it, a doubled one would fail the position check)."""
    ctx = new_context(browser, guard, service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=level2&yellow=level5")
        wait_ready(page)
        page.select_option("#speed", "slow")
        page.click("#hint")
        wait_full_engine(page)
        at_hand_over = position(page)
        assert page.evaluate("document.getElementById('board').dataset.result") == "", \
            "the game ended before the hand-over: nothing tested"
        assert len(at_hand_over) >= 1  # the light worker moved first
        page.select_option("#speed", "instant")
        page.wait_for_function("document.getElementById('board').dataset.result !== ''",
                               timeout=120000)
        moves = position(page)
        assert moves.startswith(at_hand_over) and len(moves) > len(at_hand_over)
        assert Board.from_notation(moves).is_over()
    finally:
        ctx.close()


def test_an_idle_embed_loads_no_engine_and_no_precache_until_the_reader_plays(browser, server,
                                                                              guard):
    ctx = new_context(browser, guard)
    seen = _requests(ctx)
    try:
        page = ctx.new_page()
        page.goto(server.url + "?embed=1&red=human&yellow=level3")
        wait_ready(page)
        wait_ai(page)
        page.wait_for_timeout(3000)
        assert not [u for u in seen if PYODIDE.search(u)]
        assert page.get_attribute("html", "data-offline") == "waiting"
        assert page.evaluate("navigator.serviceWorker.controller") is None
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        # the reader played: the engine loads once idle, then the precache
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=150000)
        assert [u for u in seen if PYODIDE.search(u)]
    finally:
        ctx.close()
