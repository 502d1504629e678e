"""Helpers the browser tests share: waiting for the page, reading the board."""

import re

#: How long a page may take to become clickable, and the worker to boot.
PAGE_TIMEOUT_MS = 30000
AI_TIMEOUT_MS = 90000
#: How long the full engine (Pyodide) may take to load behind the light worker.
ENGINE_TIMEOUT_MS = 120000
#: How long a page may take to load with the server stopped (the service worker's copy).
OFFLINE_TIMEOUT_MS = 150000
#: A player that thinks for seconds whatever the position (Monte Carlo, 3 s).
LONG_THINKER = "mcts:ms=3000"

#: Run before a move the coach judges: ``window.c4CoachSeen`` records ``[page ms, body[data-coach],
#: #coach-reason's words]`` at each change (the verdict first, then the reason: issue 53).
COACH_WATCH_JS = """() => {
  const seen = window.c4CoachSeen = [[performance.now(), '', '']];
  const note = () => {
    const r = document.getElementById('coach-reason');
    const now = [document.body.dataset.coach || '', r ? r.textContent : ''];
    const last = seen[seen.length - 1];
    if (now[0] !== last[1] || now[1] !== last[2]) seen.push([performance.now(), now[0], now[1]]);
  };
  new MutationObserver(note).observe(document.body, {attributes: true, childList: true, subtree: true,
                                                     characterData: true});
}"""

def wait_ready(page_or_frame, timeout=PAGE_TIMEOUT_MS):
    page_or_frame.wait_for_selector("body[data-ready]", state="attached", timeout=timeout)

def worker_page(context, server, timeout=120000):
    """A ready page of two human players, for a test that drives a worker of its own
    (tests/benchmarks/worker_driver.py's START_JS); ``timeout`` for its slow steps."""
    page = context.new_page()
    page.set_default_timeout(timeout)
    page.goto(server.url + "?red=human&yellow=human")
    wait_ready(page)
    return page


def wait_ai(page_or_frame, timeout=AI_TIMEOUT_MS):
    page_or_frame.wait_for_selector("#ai-status.ready", state="attached", timeout=timeout)

def wait_full_engine(page_or_frame, timeout=ENGINE_TIMEOUT_MS):
    """Wait until the full engine (Pyodide) has loaded and taken over from the
    light worker (static/ai_client.py notes ``window.c4AiReadyAt`` then), and
    the AI status shows ready.

    The light worker answers the first moves while Pyodide loads; a page with
    an AI to move keeps it busy, so a test about the full engine either waits
    here or opens the page with nobody to move (Pyodide then loads on its own
    timer).
    """
    page_or_frame.wait_for_function("window.c4AiReadyAt !== undefined", timeout=timeout)
    wait_ai(page_or_frame)

def position(page_or_frame):
    return page_or_frame.get_attribute("#board", "data-position")

def result(page_or_frame):
    return page_or_frame.get_attribute("#board", "data-result")

def wait_position(page_or_frame, predicate_js, timeout=AI_TIMEOUT_MS, polling="raf"):
    """Wait until ``predicate_js`` (a JS expression over ``p``, the position) holds."""
    page_or_frame.wait_for_function(
        "() => { const p = document.getElementById('board').dataset.position; return %s; }"
        % predicate_js, timeout=timeout, polling=polling)

def wait_async(page_or_frame, predicate_js, timeout=AI_TIMEOUT_MS):
    """Wait until the async JS function ``predicate_js`` resolves truthy, polled in the page.

    ``wait_for_function`` does not await a promise: an async predicate's promise is truthy at
    once, so that wait returns before anything happened (a CI failure, 2026-11-27).
    """
    page_or_frame.evaluate(
        """async ([timeout, text]) => {
            const until = performance.now() + timeout;
            while (!(await (%s)())) {
                if (performance.now() > until) throw new Error("timed out waiting for " + text);
                await new Promise((r) => setTimeout(r, 50));
            }
        }""" % predicate_js, [timeout, predicate_js[:80]])

def column(page_or_frame, n):
    """The button of column ``n`` (1-7), found by its accessible name
    ("Column 4: red, yellow; 4 free")."""
    return page_or_frame.get_by_role("button", name=re.compile(r"^Column %d(:|$)" % n))

def play_first_move(page, url):
    """A visit to ``url``: the page and its AI ready, column 4 played, the AI's reply drawn."""
    page.goto(url)
    wait_ready(page)
    wait_ai(page)
    column(page, 4).click()
    wait_position(page, "p.length === 2")

def set_players(page, red, yellow):
    page.select_option("#red-player", red)
    page.select_option("#yellow-player", yellow)

def reset_page(page):
    """Undo what a test left on a shared page, through its own controls, and
    wait until the page says it is done: a match stopped, the review closed,
    every panel closed, nothing paused, hints off, a new human-vs-human game."""
    if page.get_attribute("body", "data-match") in ("running", "paused"):
        page.click("#match-stop")
        page.wait_for_function("document.body.dataset.match === 'over'", timeout=AI_TIMEOUT_MS)
    if page.evaluate("document.body.classList.contains('reviewing')"):
        page.click("#review-close")
    page.evaluate("document.querySelectorAll('details[open]').forEach(d => { d.open = false; })")
    for button in ("#pause", "#hint"):
        if page.get_attribute(button, "aria-pressed") == "true":
            page.click(button)
    set_players(page, "human", "human")
    page.click("#new-game")
    page.wait_for_function("""() => document.getElementById('board').dataset.position === ''
        && !document.body.classList.contains('thinking')""", timeout=PAGE_TIMEOUT_MS)


def embedded(browser, guard, host_server, server, name, body):
    """``(context, frame locator, frame)``: a host page ``name`` on the second
    origin whose ``body`` holds one iframe of the game, loaded and ready."""
    from harness import new_context  # the harness imports playwright: browser tests only

    (host_server.dir / name).write_text(
        "<!doctype html><title>A blog</title><link rel=\"icon\" href=\"data:,\">%s\n" % body)
    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(host_server.url + name)
        frame = page.frame_locator("iframe")
        f = game_frame(page, server.url)
        wait_ready(f)
    except BaseException:
        ctx.close()
        raise
    return ctx, frame, f


def game_frame(page, url):
    """The iframe's frame once it has navigated to the game (``url``)."""
    frame = page.wait_for_selector("iframe").content_frame()
    frame.wait_for_url(url + "**")
    return frame
