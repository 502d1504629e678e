"""Bad links, corrupted storage, an AI that cannot start or crashes: the game goes on.

Faults are injected with tests/browser/faults.py (a rewritten worker.py
served by Playwright and a postMessage from an injected script; no URL can
reach them).  Service workers are blocked in the contexts that rewrite
files, so that every request meets Playwright's routes.
"""


import gzip

import pytest
from faults import CAPTURE_WORKERS, arm, inject_faults
from harness import Guard, new_context
from site_helpers import (
    ENGINE_TIMEOUT_MS,
    column,
    position,
    wait_ai,
    wait_full_engine,
    wait_position,
    wait_ready,
)

from connect4.page.ai.workerwatch import WATCHDOG_EVERY_MS, WATCHDOG_SILENT_MS
from connect4.page.modes.game.pagetext import WAITING_FULL

KEY = "connect4.v1"

#: (query, words the message must contain or None for no message, position, red, yellow)
BAD_LINKS = [
    ("?pos=44x3&red=human&yellow=human", "is not a column", "", "human", "human"),
    ("?pos=1111111&red=human&yellow=human", "already full", "", "human", "human"),
    ("?pos=12121212&red=human&yellow=human", "already won", "", "human", "human"),
    ("?pos=" + "4" * 43 + "&red=human&yellow=human", "at most 42", "", "human", "human"),
    ("?pos=%EF%BC%94&red=human&yellow=human", "is not a column", "", "human", "human"),
    ("?pos=1212121&red=human&yellow=human", None, "1212121", "human", "human"),  # won: shown
    ("?pos=44&pos=55&red=human&yellow=human", "twice", "44", "human", "human"),
    ("?pos=&red=human&yellow=human", None, "", "human", "human"),
    ("?red=human&yellow=level99", "no level 99", "", "human", None),
    ("?red=chess&yellow=human", "no player 'chess'", "", None, "human"),
    ("?red=&yellow=human", "a player must be", "", None, "human"),
    ("?red=human&red=level2&yellow=human", "twice", "", "human", "human"),
    ("?red=%3Cb%3E&yellow=human", "not allowed", "", None, "human"),
    ("?red=human&yellow=" + "x" * 81, "too long", "", "human", None),
    ("?red=human&yellow=human&" + "z=1&" * 600, "too long", "", None, None),
    ("?embed=1&embed=0&red=human&yellow=human", None, "", "human", "human"),
    ("?embed=%3Cscript%3E&red=human&yellow=human&pos=4", None, "4", "human", "human"),
    ("?embed=&red=human&yellow=human&pos=44a", "is not a column", "", "human", "human"),
]


def test_bad_links_say_why_and_the_board_still_plays(open_game):
    page = None
    for query, words, pos, red, yellow in BAD_LINKS:
        page = open_game(query, page=page)
        q = query[:80]
        msg = page.text_content("#message") if page.is_visible("#message") else ""
        if words is None:
            assert msg == "", (q, msg)
        else:
            assert words in msg, (q, msg)
        assert position(page) == pos, q
        if red is not None:
            assert page.input_value("#red-player") == red, q
        if yellow is not None:
            assert page.input_value("#yellow-player") == yellow, q
        # the address shows the game, never the bad link (issue 32: it follows the game)
        shown = page.evaluate("[...new URLSearchParams(location.search)].filter("
                              "([k]) => ['pos', 'red', 'yellow'].includes(k))")
        assert all(v == {"pos": pos, "red": red or v, "yellow": yellow or v}[k]
                   for k, v in shown), (q, shown)
        if red == yellow == "human" and not page.get_attribute("#board", "data-result"):
            free = next(c for c in (4, 3, 5, 2, 6, 1, 7) if column(page, c).is_enabled())
            column(page, free).click()
            assert position(page) == pos + str(free), q
        page.evaluate("localStorage.clear()")


#: The nastiest links of issue 54's property tests (tests/page/test_links_property.py), a fixed
#: sample: (query, the mode shown, words of the message or of the mode's status, position).
NASTY_LINKS = [
    ("?pos=4453&red=human&yellow=human", "game", None, "4453"),
    ("?puzzle=%C2%B2", "puzzles", "No puzzle", None),  # CPython's str.isdigit took it: int() raised
    ("?pos=44&review=1&ply=%C2%B2", "review", None, "44"),
    ("?race=abc&time=%C2%B2&solved=1", "game", "is not seconds with one decimal", "44"),
    ("?train=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "game", "trainer side", "44"),
    ("?size=99x99&variant=popout&moves=1", "game", "columns must be 4 to 10", "44"),
    ("?train=red&race=abc&size=8x7&puzzle=5&pos=4", "opening", None, None),  # the first mode taken
    ("?mix=%E2%80%AE%3Cb%3E&embed=%00&time=1", "game", "The link's mix", None),
    ("?pos=44&pos=55&red=level2&red=%3Cscript%3E&yellow=human", "game", "twice", None),
    ("?from=embed&pos=1111111&red=human&yellow=human", "game", "already full", ""),
    ("?" + "puzzle=5&" * 250, "game", "too long", ""),
]


def test_the_nastiest_links_in_one_browser_then_a_reopened_game_gets_its_reply(open_game):
    """One browser kept between the links, as a player's: each link opens what it asks
    or says why, and no console error (the guard).  Then issue 54's sequence: a hostile
    red player leaves the saved game with yellow to move; ``?yellow=perfect&yellow=bogus``
    reopens it with the perfect level to move beyond the light worker's opening table,
    whose reply needs the full engine: the page says its move waits for the engine (it
    said "AI thinking…" while the 14 MB loaded) and the reply comes."""
    page = None
    for query, mode, words, pos in NASTY_LINKS:
        page = open_game(query, page=page)
        q = query[:60]
        page.wait_for_function("(m) => document.body.classList.contains('mode-' + m)", arg=mode)
        if mode == "puzzles":
            page.wait_for_function("(w) => document.getElementById('puzzle-status')"
                                   ".textContent.includes(w)", arg=words)
        elif words is not None:
            page.wait_for_selector("#message:not([hidden])")
            assert words in page.text_content("#message"), (q, page.text_content("#message"))
        if pos is not None:
            assert position(page) == pos, q
    page = open_game("?pos=141311&red=human&yellow=human", page=page)
    page = open_game("?red=<script>alert(2)</script>", page=page)
    assert "not allowed" in page.text_content("#message")
    column(page, 1).click()
    wait_position(page, "p === '1413111'")  # the saved game: yellow (a human still) to move
    page = open_game("?yellow=perfect&yellow=bogus", page=page)
    assert "twice" in page.text_content("#message")
    assert position(page) == "1413111"
    # the move was asked as the page started: the status says what it waits for
    page.wait_for_function("(w) => document.getElementById('ai-status').textContent === w",
                           arg=WAITING_FULL)
    wait_position(page, "p.length === 8", timeout=ENGINE_TIMEOUT_MS)
    wait_ai(page)
    assert page.text_content("#ai-status") == "AI ready."


#: Raw strings put under the game's storage key (or next to it).
BAD_STORAGE = [
    "not json",
    "{",
    "",
    "null",
    "[1, 2, 3]",
    '"a string"',
    "1e999",
    '{"v": 99, "moves": "44"}',
    '{"v": 1, "settings": {"red": "human", "yellow": "level2"}, "moves": "44x"}',
    '{"v": 1, "settings": {"red": "<img src=x>", "yellow": "human"}}',
    '{"v": 1, "settings": {"red": "human", "yellow": "human"}, "moves": "1212121212"}',
    '{"v": 1, "settings": {}, "tally": {"level1": [-1, 0, 0]}}',
    '{"v": 1, "settings": {}, "moves": "' + "4" * 5000 + '"}',
    '{"v": 1, "settings": {"speed": {"nested": [[[[[]]]]]}}}',
    "\udcff\u0000\u202e",
]


def test_corrupted_storage_is_reset_with_a_notice_once(open_game):
    page = open_game("?red=human&yellow=human")
    for raw in BAD_STORAGE:
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, raw])
        page.reload()
        wait_ready(page)
        msg = page.text_content("#message")
        assert "Your saved game could not be read and was reset" in msg, (raw, msg)
        # the reset state was saved at once: the next visit is clean (no loop)
        page.reload()
        wait_ready(page)
        assert not page.is_visible("#message"), raw
        column(page, 4).click()
        assert position(page) == "4"
        page.click("#new-game")
    # someone else's data next to ours is left alone and does not matter
    page.evaluate("localStorage.setItem('other-app', '{broken')")
    page.reload()
    wait_ready(page)
    assert not page.is_visible("#message")
    assert page.evaluate("localStorage.getItem('other-app')") == "{broken"


def test_a_bad_link_after_a_game_gives_the_empty_board_and_says_why(open_game):
    page = open_game("?red=human&yellow=human&pos=4453")
    page.goto(page.url.split("?")[0] + "?pos=44x")
    wait_ready(page)
    # a bad shared position gives the empty board it promises, and says why
    assert position(page) == "" and "is not a column" in page.text_content("#message")


@pytest.mark.parametrize("blocked", [None, "mpy-worker.js", "worker-start.js"],
                         ids=["light-worker-plays", "no-light-worker", "no-worker-starter"])
def test_ai_that_cannot_start_leaves_human_play_working(browser, server, blocked):
    """Offline without a cache: every Pyodide request fails.  The light worker
    (MicroPython) still plays levels 1-6 and the line under the AI status
    says what is missing; without it too, the status says the AI could not
    start and humans play on."""
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    ctx.route("**/vendor/pyodide/**", lambda route: route.abort("internetdisconnected"))
    light = blocked is None
    if blocked:
        ctx.route("**/static/" + blocked, lambda route: route.abort("internetdisconnected"))
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=level2")
        wait_ready(page)
        if light:
            wait_ai(page)
            column(page, 4).click()
            wait_position(page, "p.length === 2")
            # idle after that reply, the full engine is tried, and fails
            page.wait_for_selector("#engine-load:not([hidden])", state="attached", timeout=60000)
            page.wait_for_function("/could not start/.test(document.getElementById('engine-load')"
                                   ".textContent)", timeout=60000)
            text = page.text_content("#engine-load")
            assert text.startswith("The full engine could not start: ")
            assert "Levels 1-6 still play" in text
            assert page.text_content("#ai-status") == "AI ready."
            page.click("#new-game")
            page.click("#resign-yes")  # asked first (issue 32)
        else:
            page.wait_for_selector("#ai-status.error", state="attached", timeout=60000)
            status = page.text_content("#ai-status")
            assert status.startswith("The AI could not start: ")
            assert "You can still play human against human." in status
        page.select_option("#yellow-player", "human")
        for ch in "4453":
            column(page, int(ch)).click()
        assert position(page) == "4453"
        page.click("#undo")
        assert position(page) == "445"
    finally:
        ctx.close()
    # The only errors are the aborted downloads themselves.
    rest = [e for e in guard.errors if "net::ERR_INTERNET_DISCONNECTED" not in e
            and "Failed to load resource" not in e]
    assert rest == [] and guard.offsite == []


def test_the_network_cut_while_the_engine_downloads_is_said_not_thrown(browser, server):
    """The cross-mode monkey's uncaught "Failed to fetch" (issue 54): the network cut while
    the full engine downloads, after its script and Pyodide's module came.  loadPyodide's
    downloads (the lock file, the standard library, the wasm) fail; they were uncaught
    errors in the page and the engine never said it failed.  Now the line under the AI status
    says its files could not be downloaded, and the page plays on."""
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    ctx.route("**/vendor/pyodide/*.{json,zip,wasm}",
              lambda route: route.abort("internetdisconnected"))
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=level2")
        wait_ready(page)
        wait_ai(page)
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        try:  # idle after that reply, the full engine is started, and fails
            page.wait_for_function("/could not start/.test(document.getElementById('engine-load')"
                                   "?.textContent)", timeout=60000)
        except Exception as e:
            raise AssertionError("the engine's failure was not said (%s); errors in the page: "
                                 "%r" % (str(e)[:80], guard.errors)) from None
        text = page.text_content("#engine-load")
        assert text.startswith("The full engine could not start: its files could not be "
                               "downloaded (Failed to fetch). Check the connection"), text
        assert page.text_content("#ai-status") == "AI ready."
        column(page, 3).click()  # level 2 still answers
        wait_position(page, "p.length === 4")
    finally:
        ctx.close()
    rest = [e for e in guard.errors if "net::ERR_INTERNET_DISCONNECTED" not in e
            and "Failed to load resource" not in e]
    assert rest == [] and guard.offsite == []


@pytest.mark.parametrize("fault", ["missing", "damaged", "not-an-image"])
def test_a_page_whose_python_cannot_start_says_why(browser, server, fault):
    """The page's image (static/page.rom.gz) missing or damaged: no Python runs to
    say so, so static/mpy-page.js shows index.html's sentence with the reason."""
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    body = {"missing": None, "damaged": b"\x1f\x8b" + b"\x00" * 64,
            "not-an-image": gzip.compress(b"some other file" * 20)}[fault]
    ctx.route("**/static/page.rom.gz", lambda route: route.fulfill(status=404, body="gone")
              if body is None else route.fulfill(status=200, body=body))
    why = {"missing": "static/page.rom.gz: HTTP 404", "damaged": "static/page.rom.gz is damaged",
           "not-an-image": "static/page.rom.gz is not the page's file system image"}[fault]
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=level2")
        page.wait_for_selector("#boot-failed:not([hidden])", timeout=60000)
        text = page.text_content("#boot-failed")
        assert text.startswith("The game could not start (" + why) and "Reload" in text
        assert page.is_disabled('#board .col[data-col="3"]')
    finally:
        ctx.close()
    assert any(why in e for e in guard.errors), guard.errors  # and in the console


def _faulty_game(browser, server, clock=False):
    """``(guard, context, page)``: human vs level 1 with the AI ready, worker
    faults injectable (``arm``) and every worker created recorded; with ``clock``
    the page's timers run on Playwright's clock (``page.clock``), which a test moves on.

    Service workers are blocked so that the rewritten worker.py is what loads.
    """
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    try:
        inject_faults(ctx)
        ctx.add_init_script(CAPTURE_WORKERS)
        page = ctx.new_page()
        if clock:
            page.clock.install()  # time flows as usual until a test runs it on
        page.goto(server.url + "?red=human&yellow=level1")
        wait_ready(page)
        wait_ai(page)
        # The faults are in the full engine (Pyodide): wait until it has taken
        # over from the light worker (window.__c4workers: [light, full]).
        wait_full_engine(page, timeout=90000)
    except BaseException:
        ctx.close()
        raise
    return guard, ctx, page


def test_worker_crashes_are_reported_replaced_and_the_game_goes_on(browser, server):
    """Three kinds of crash, each replaced; the fourth crash gives up (no loop)."""
    guard, ctx, page = _faulty_game(browser, server)
    try:
        expected = ""
        for i, mode in enumerate(("raise", "crash", "kill")):
            arm(page, mode)
            col = 4 if i % 2 == 0 else 3
            column(page, col).click()
            expected += str(col)
            page.wait_for_function("(n) => window.__c4workers.length === n", arg=i + 3,
                                   timeout=30000)
            msg = page.text_content("#message")
            assert "injected fault (%s)" % mode in msg and "was restarted" in msg, msg
            if i == 0:
                # the match panel opened while the new engine boots: its Start
                # follows the engine's readiness (issue 31's race)
                page.click("#match-card summary")
                if not page.is_visible("#ai-status.ready"):
                    assert page.is_disabled("#match-start")
            # the new worker answers the same position: the game goes on
            wait_position(page, "p.length === %d" % (len(expected) + 1))
            if i == 0:
                page.wait_for_function("!document.getElementById('match-start').disabled")
            assert position(page).startswith(expected)
            expected = position(page)
            assert page.evaluate("window.__c4workers.length") == i + 3
        arm(page, "raise")
        column(page, 4).click()
        page.wait_for_selector("#ai-status.error", state="attached", timeout=30000)
        status = page.text_content("#ai-status")
        assert "was not restarted again" in status and "injected fault (raise)" in status
        assert page.evaluate("window.__c4workers.length") == 5  # light + 4 full: no fifth engine
        assert position(page) == expected + "4"
        page.select_option("#yellow-player", "human")
        column(page, 5).click()
        assert position(page) == expected + "45"
        assert not page.evaluate("document.body.classList.contains('thinking')")
    finally:
        ctx.close()
    # The killed worker's uncaught error may be echoed to the console; nothing else.
    rest = [e for e in guard.errors if "injected fault" not in e]
    assert rest == [] and guard.offsite == []


def test_a_hung_worker_is_noticed_and_replaced(browser, server):
    """A search that never yields: the page's watchdog hears nothing for 20 s
    (pings go unanswered), replaces the worker, and the AI moves."""
    guard, ctx, page = _faulty_game(browser, server, clock=True)
    try:
        arm(page, "hang")
        column(page, 4).click()
        page.wait_for_function("document.body.classList.contains('thinking')")
        # the page's 20 s of silence in a moment: its watchdog reads the page's clock
        page.clock.run_for(WATCHDOG_SILENT_MS + 2 * WATCHDOG_EVERY_MS)
        page.wait_for_function("() => window.__c4workers.length === 3", timeout=60000)
        assert "stopped answering" in page.text_content("#message")
        wait_position(page, "p.length === 2")
        assert position(page).startswith("4")
    finally:
        ctx.close()
    assert guard.errors == [] and guard.offsite == []
