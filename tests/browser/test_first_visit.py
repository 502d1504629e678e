"""A light first visit (#19): the MicroPython worker answers levels 1-6 before
Pyodide loads, the full engine takes over without losing a request, and an
idle embed loads neither Pyodide nor the offline precache."""

import os
import re
from pathlib import Path

from harness import Guard, new_context
from site_helpers import (
    column,
    play_first_move,
    position,
    wait_ai,
    wait_full_engine,
    wait_position,
    wait_ready,
)

from connect4.board import Board
from connect4.site import pagehtml

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
        play_first_move(page, server.url + "?red=human&yellow=level6")
        # the full engine started (if it has yet) only after that reply
        assert page.evaluate("window.c4FullStartAt === undefined || "
                             "window.c4FullStartAt > window.__replyAt")
        assert any(u.endswith("/static/light-worker.bundle") for u in seen)
        # idle after the first reply: the full engine loads, with its progress shown
        page.wait_for_selector("#engine-load:not([hidden])", state="attached", timeout=30000)
        assert "Loading the full engine" in page.text_content("#engine-load")
        wait_full_engine(page)
        page.wait_for_selector("#engine-load[hidden]", state="attached", timeout=10000)
        # it plays on
        column(page, 4).click()
        wait_position(page, "p.length === 4")
        # a new visit asking for the perfect level: its first move comes from
        # the light worker's opening table, and the full engine, which its
        # later moves need, starts at once
        page.goto(server.url + "?pos=&red=human&yellow=level7")  # not the saved game
        wait_ready(page)
        wait_ai(page)
        column(page, 4).click()
        page.wait_for_function("window.c4FullStartAt !== undefined", timeout=10000)
        wait_position(page, "p.length === 2", timeout=150000)
        assert "opening book" in page.text_content("#stats")
    finally:
        ctx.close()


def test_the_perfect_level_answers_from_the_opening_table_before_pyodide(browser, server, guard):
    """The perfect level's first reply needs no Pyodide: with the full engine's
    files held back, it answers column 4 with column 4 (its only best move)."""
    ctx = new_context(browser, guard, service_workers="block")
    held = []
    ctx.route("**/vendor/pyodide/**", lambda route: held.append(route))
    try:
        page = ctx.new_page()
        play_first_move(page, server.url + "?red=human&yellow=level7")
        assert position(page) == "44"
        assert page.evaluate("window.c4AiReadyAt") is None
        for route in held:
            route.abort()
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
        page.wait_for_timeout(3000)  # signal-free: proving that nothing loads while idle
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


#: Screenshots for the people who look at them (not compared by the test).
SHOTS = os.environ.get("C4_SHOTS")


def _shot(page, name):
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / name), full_page=True)


def test_when_the_full_engine_cannot_load_waiting_hints_and_matches_are_told_why(browser, server):
    """Pyodide's files answer 404 only once the player has asked for hints
    and a match (both need the full engine): while it loads the hint lines say
    so (not "Downloading the hint database: 0%"); when it fails, the match
    panel and the hint lines say why, nothing stays pending, and the game
    against level 2 (the light worker's) goes on."""
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    held = []
    ctx.route("**/vendor/pyodide/**", lambda route: held.append(route))
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=level2")
        wait_ready(page)
        wait_ai(page)
        page.click("#hint")
        page.wait_for_function("window.c4FullStartAt !== undefined", timeout=10000)
        page.wait_for_function("/Hints need the full engine first: loading it/"
                               ".test(document.getElementById('hint-data').textContent)",
                               timeout=30000)
        assert page.text_content("#hint-note") == (
            "Solving every column exactly once the full engine has loaded…")
        page.click("#match-card summary")
        page.click("#match-start")
        _shot(page, "engine-loading-%d.png" % page.viewport_size["width"])
        # now the engine's files are missing
        ctx.unroute("**/vendor/pyodide/**")
        ctx.route("**/vendor/pyodide/**", lambda route: route.fulfill(status=404, body="gone"))
        for route in held:
            route.fulfill(status=404, body="gone")
        page.wait_for_function("/could not run/.test(document.getElementById('match-body')"
                               ".textContent)", timeout=60000)
        why = "the full engine (perfect play, hints, matches) could not start"
        assert "The match could not run: " + why in page.text_content("#match-body")
        assert page.get_attribute("body", "data-match") != "running"
        assert page.text_content("#hint-note").startswith("No hints: " + why)
        assert page.is_hidden("#hint-data")  # the note says it once
        # a hint search already asked fails with the reason; none is asked after
        assert page.text_content("#message") in ("", None) or (
            "Hints failed: " + why in page.text_content("#message"))
        assert page.text_content("#engine-load").startswith("The full engine could not start")
        _shot(page, "engine-failed-%d.png" % page.viewport_size["width"])
        # the reason names a URL: at a phone's width it wraps, no sideways scroll
        page.set_viewport_size({"width": 390, "height": 844})
        widest = page.evaluate("Math.max(document.documentElement.scrollWidth, ...[...document"
                               ".querySelectorAll('body *')].map(e => e.getBoundingClientRect()"
                               ".right))")
        assert widest <= 390
        # the game is intact: level 2 still answers, hints stay quiet
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        page.wait_for_function(
            "document.getElementById('hint-note').textContent.startsWith('No hints: ')")
        assert (page.text_content("#message") or "").count("Hints failed") <= 1  # not asked again
    finally:
        ctx.close()
    rest = [e for e in guard.errors if "404" not in e and "Failed to load resource" not in e]
    assert rest == [] and guard.offsite == []


def test_every_preloaded_file_is_fetched_once_and_used(browser, server, guard):
    """index.html's preload links (connect4/site/pagehtml.py) name files the
    start-up uses: each fetched once (a preload of the wrong mode would be
    fetched again, and Chromium warns of a preload left unused)."""
    ctx = new_context(browser, guard, route=False, service_workers="block")
    seen = _requests(ctx)
    warnings = []
    try:
        page = ctx.new_page()
        page.on("console", lambda m: "preload" in m.text and warnings.append(m.text))
        page.goto(server.url + "?red=human&yellow=level3")
        wait_ready(page)
        wait_ai(page)
        hrefs = page.eval_on_selector_all("link[rel=preload], link[rel=modulepreload]",
                                          "links => links.map(l => l.href)")
        assert len(hrefs) >= 8
        # the page's own fetches (its resource timing: the workers' fetches of
        # bundle.py and their data are on their own timelines)
        page_fetches = page.evaluate(
            "performance.getEntriesByType('resource').map(e => e.name)")
        for href in hrefs:
            # once: a preload the page did not use (another URL, another mode) is fetched
            # twice; but the light worker (static/mpy-worker.js, a module worker) imports
            # micropython.mjs into its own module map, which shares nothing with the
            # page's preload, and Chromium 150 lists that import on the page's timeline
            own = 1 + href.endswith("/micropython.mjs")
            assert page_fetches.count(href) == own, href
        assert seen.count(server.url.rstrip("/") + "/static/page.rom.gz") == 1
        # nor any of PyScript's plugins turned off (for MicroPython and Pyodide alike)
        off = [p[1:] for p in pagehtml.plugins_off()]
        assert off and not [u for u in seen if any("/vendor/pyscript/%s-" % p in u for p in off)]
        assert not [u for u in seen if u.endswith("/static/page.rom")]  # only without DecompressionStream
        assert warnings == []
    finally:
        ctx.close()


def test_the_match_start_button_waits_for_a_worker_and_then_enables(browser, server, guard):
    """The board takes clicks before the light worker is ready (issue 33): a
    match panel opened then shows Start disabled, and enabled once it is."""
    ctx = new_context(browser, guard, service_workers="block")
    held = []
    ctx.route("**/static/light-worker.bundle", lambda route: held.append(route))
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=human")
        wait_ready(page)
        page.click("#match-card summary")
        page.wait_for_selector("#match-start", state="attached")
        assert page.is_disabled("#match-start")
        while not held:  # the route's handler runs on Playwright's next message
            page.evaluate("0")
        held[0].continue_()
        page.wait_for_function("!document.getElementById('match-start').disabled",
                               timeout=60000)
    finally:
        ctx.close()


def test_the_modes_are_fetched_only_when_first_opened(browser, server, guard):
    """Nothing of the puzzles or the position tools on a first visit (issue 33):
    their Python comes when the reader opens them, once."""
    ctx = new_context(browser, guard, route=False, service_workers="block")
    seen = _requests(ctx)
    try:
        page = ctx.new_page()
        play_first_move(page, server.url + "?red=human&yellow=level3")
        lazy = ("mode-puzzles.bundle", "/puzzles/", "mode-position.bundle", "mode-review.bundle",
                "mode-match.bundle")
        assert [u for u in seen if any(m in u for m in lazy)] == []
        page.click("#puzzles-open")
        page.wait_for_selector("#puzzles[data-state=ready]", timeout=60000)
        assert "to play" in page.text_content("#puzzle-status")
        page.click("#puzzles-close")
        page.click("#puzzles-open")
        page.wait_for_selector("#puzzles[data-state=ready]", timeout=60000)
        assert len([u for u in seen if u.endswith("/static/mode-puzzles.bundle")]) == 1
    finally:
        ctx.close()
