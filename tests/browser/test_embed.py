"""The game inside a cross-origin iframe whose browser refuses it storage.

The host page is served from 127.0.0.2, the game from 127.0.0.1: two sites,
so the frame is third-party and Debian's Chromium refuses it IndexedDB,
localStorage and service workers.  The AI must still play there (this is
why the worker is a plain module worker, see static/ai-worker.js) and the
tally falls back to memory, saying so.  Nothing is logged as an error there:
not even PyScript's refused IndexedDB open (guarded in static/offline.js).
"""

import re

import pytest
from harness import new_context
from site_helpers import column, embedded, game_frame, position, result, wait_ai, wait_position, wait_ready

from connect4.board import Board


def test_ai_plays_a_full_game_in_a_third_party_iframe(browser, server, host_server, guard):
    ctx, frame, f = embedded(browser, guard, host_server, server, "host.html",
                              "<h1>My blog</h1>\n"
                              '<iframe id="game" src="%s?red=human&amp;yellow=level1" width="900" '
                              'height="700" title="Connect 4"></iframe>' % server.url)
    try:
        denied = f.evaluate("""() => new Promise(r => { try { const q = indexedDB.open('probe');
            q.onsuccess = () => r(false); q.onerror = () => r(true); } catch (e) { r(true); } })""")
        assert denied, "this browser gives third-party frames storage: the test proves less"
        assert f.is_visible("#storage-note")
        assert "this visit only" in f.text_content("#storage-note")
        wait_ai(f)
        while not result(f):
            board = Board.from_notation(position(f))
            col = next(c for c in (3, 2, 4, 1, 5, 0, 6) if board.can_play(c))
            column(frame, col + 1).click()
            if result(f):
                break
            wait_position(f, "p.length === %d || document.getElementById('board').dataset.result"
                          % (board.ply + 2))
        assert result(f) in ("Red wins", "Yellow wins", "Draw")
        assert f.locator("#tally-body tr").count() == 1
    finally:
        ctx.close()


def test_embed_view_from_the_snippet_build_py_prints(browser, server, host_server, guard):
    """The one-line snippet, with the AI moving first: compact view sized to its frame,
    a whole game played in it, the service worker refused quietly."""
    from build import embed_snippet

    snippet = embed_snippet(server.url, query="embed=1&red=level1&yellow=human",
                            width=420, height=560)
    assert "\n" not in snippet
    ctx, frame, f = embedded(browser, guard, host_server, server, "snippet.html",
                              "<p>Play a game:</p>\n%s" % snippet)
    try:
        assert f.evaluate("document.documentElement.classList.contains('embed')")
        for chrome in ("h1", "#moves", "#stats"):
            assert not f.is_visible(chrome), chrome
        assert f.is_visible(".embed-open")
        # The turn line, the board and its buttons fit in the frame: no scrolling.
        box = f.evaluate("""() => {
            const r = (s) => document.querySelector(s).getBoundingClientRect();
            return {w: innerWidth, h: innerHeight, turn: r('#turn').top,
                    right: r('#board').right, bottom: r('.actions').bottom,
                    cell: r('#board .col').width}; }""")
        assert (box["w"], box["h"]) == (420, 560)
        assert box["turn"] >= 0 and box["bottom"] <= box["h"] and box["right"] <= box["w"], box
        assert box["cell"] > 40, box
        wait_ai(f)
        f.wait_for_selector("html[data-offline=refused]", state="attached", timeout=10000)
        while True:
            wait_position(f, "p.length % 2 === 1 || document.getElementById('board').dataset.result")
            if result(f):
                break
            board = Board.from_notation(position(f))
            col = next(c for c in (3, 2, 4, 1, 5, 0, 6) if board.can_play(c))
            column(frame, col + 1).click()
            wait_position(f, "p.length === %d || document.getElementById('board').dataset.result"
                          % (board.ply + 2))
        assert result(f) in ("Red wins", "Yellow wins", "Draw")
        assert f.locator("#tally-body tr").count() == 1
    finally:
        ctx.close()


#: Everything visible outside the window, outside the scrolling menu panel.
OUTSIDE = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || e.closest('[hidden]') || e.closest('.panel')) continue;
    if (getComputedStyle(e).display === 'none' || e.offsetParent === null) continue;
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
      out.push(e.tagName + '#' + e.id + '.' + e.className);
  }
  const d = document.documentElement;
  return {out: out.slice(0, 5), sw: d.scrollWidth, sh: d.scrollHeight, w: W, h: H,
          cell: document.querySelector('#board .cell').getBoundingClientRect().width};
}"""


def _fits(page, min_cell):
    box = page.evaluate(OUTSIDE)
    assert box["out"] == [] and box["sw"] <= box["w"] and box["sh"] <= box["h"], box
    assert box["cell"] >= min_cell, box


def test_embed_fits_480x640_and_300_wide_without_scrolling(context, server):
    """The compact view in every state (start, hints, the result, a message,
    the menu) at 480x640, 300x400 and 320x560: nothing clipped, no scrolling."""
    page = context.new_page()
    for w, h, min_cell in ((480, 640, 50), (300, 400, 28), (320, 560, 30)):
        page.set_viewport_size({"width": w, "height": h})
        page.goto(server.url + "?embed=1&pos=121212&red=human&yellow=human")
        wait_ready(page)
        _fits(page, min_cell)
        page.click("#hint")                         # the hint row (waits for the AI)
        _fits(page, min_cell - 6)
        page.click("#hint")
        page.keyboard.press("1")                   # red wins: the result line
        page.wait_for_selector("#result", state="visible")
        _fits(page, min_cell - 8)
        page.click("#menu-toggle")                 # players and score instead of the board
        assert page.is_visible("#red-player") and page.is_hidden("#board")
        assert page.get_attribute("#menu-toggle", "aria-expanded") == "true"
        _fits(page, 0)
        page.click("#menu-toggle")
        assert page.is_visible("#board") and page.is_hidden("#red-player")
        page.goto(server.url + "?embed=1&pos=44x&red=human&yellow=human")  # a message
        wait_ready(page)
        assert page.is_visible("#message")
        _fits(page, min_cell - 8)


def test_full_game_link_carries_the_players_and_asks_before_replacing(context, server):
    page = context.new_page()
    page.goto(server.url + "?red=human&yellow=human")   # the reader's own game on the site
    wait_ready(page)
    column(page, 4).click()
    column(page, 4).click()
    embed = context.new_page()
    embed.goto(server.url + "?embed=1&pos=1&red=human&yellow=level2")
    wait_ready(embed)
    embed.focus(".embed-open")
    href = embed.get_attribute(".embed-open", "href")
    # yellow (level 2) is to move in the embed: the light worker may have
    # answered before the link is read, and the link follows the game
    assert re.fullmatch(r"\./\?pos=1[1-7]?&red=human&yellow=level2&from=embed", href), href
    page.goto(server.url + href[2:])
    wait_ready(page)
    # the saved game stays until the reader answers
    assert position(page) == "44"
    assert "2 moves played" in page.text_content("#link-ask")
    page.click("#link-ask >> text=Keep my game")
    assert position(page) == "44" and page.is_hidden("#link-ask")
    assert "from=" not in page.url and page.url.endswith("?pos=44&red=human&yellow=human")
    assert page.input_value("#yellow-player") == "human"
    page.goto(server.url + href[2:])
    wait_ready(page)
    page.click("#link-ask >> text=Open the embedded game")
    # the embed's game: red's 1, then yellow (level 2) to move, which the
    # light worker may answer before the next line reads the board
    assert position(page) in ("1", *("1%d" % c for c in range(1, 8)))
    assert page.input_value("#yellow-player") == "level2"
    # no game in progress: the link opens at once
    page.click("#new-game")
    page.goto(server.url + href[2:])
    wait_ready(page)
    assert page.is_hidden("#link-ask")
    assert position(page) in ("1", *("1%d" % c for c in range(1, 8)))


#: The frame's scroll size, the card's box, and what of the card is outside it or the frame.
CARD_FITS = """(sel) => {
  const card = document.querySelector(sel), c = card.getBoundingClientRect(), out = [];
  for (const e of card.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || e.closest('[hidden]') || getComputedStyle(e).display === 'none') continue;
    if (r.left < c.left - 0.5 || r.top < c.top - 0.5 || r.right > c.right + 0.5 || r.bottom > c.bottom + 0.5)
      out.push(e.tagName + '#' + e.id + '.' + e.className + ' ' + [r.top, r.bottom].map(Math.round));
  }
  // the puzzle is on the page's one board (issue 41): its cells' size
  const d = document.documentElement, cell = document.querySelector('#board .cell');
  return {spill: out.slice(0, 5), top: c.top, bottom: c.bottom, right: c.right, w: innerWidth,
          h: innerHeight, sw: d.scrollWidth, sh: d.scrollHeight,
          cell: cell ? cell.getBoundingClientRect().width : null};
}"""


def _card_fits(f, sel, min_cell=0):
    box = f.evaluate(CARD_FITS, sel)
    assert box["spill"] == [] and box["sw"] <= box["w"] and box["sh"] <= box["h"], box
    assert box["top"] >= 0 and box["bottom"] <= box["h"] + 0.5 and box["right"] <= box["w"] + 0.5, box
    assert box["cell"] is None or box["cell"] >= min_cell, box
    return box


def test_the_puzzles_mode_fits_the_embed_without_scrolling(browser, server, host_server, guard):
    """Issue 42: at 480x640 "Daily puzzle" was cut and the progress and the
    link were below the frame; at 300x640 the puzzle's details spilled out of
    their card.  The whole mode, in each state, inside its card and the frame."""
    from connect4.puzzles.record import load_set

    p = max(load_set(), key=lambda q: (len(q.themes), -q.id))  # the longest details
    wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
    for w, h, min_cell in ((480, 640, 46), (300, 640, 30)):
        ctx, frame, f = embedded(
            browser, guard, host_server, server, "puzzle-%d.html" % w,
            '<iframe src="%s?embed=1&amp;puzzle=%d" width="%d" height="%d" title="Connect 4" '
            'style="border:0"></iframe>' % (server.url, p.id, w, h))
        try:
            f.wait_for_selector("#puzzles[data-state=ready]", state="attached", timeout=60000)
            assert f.is_visible("#puzzle-daily") and f.is_visible("#puzzle-link")
            _card_fits(f, "#puzzles", min_cell)
            frame.locator("#menu-toggle").click()   # players and score in the mode's place
            assert f.is_visible("#red-player") and f.is_hidden("#puzzles")
            assert f.is_hidden("#board")  # the menu in the mode's place, as for the game
            assert f.evaluate("document.documentElement.scrollWidth <= innerWidth && "
                              "document.documentElement.scrollHeight <= innerHeight")
            frame.locator("#menu-toggle").click()
            frame.locator("#board .col[data-col='%d']" % wrong).click()
            f.wait_for_selector("#puzzles[data-state=wrong]", state="attached", timeout=30000)
            _card_fits(f, "#puzzles", min_cell)           # "That lets red win in 7. Try again"
            frame.locator("#puzzle-solution").click()
            f.wait_for_selector("#puzzles[data-state=solved]", state="attached", timeout=30000)
            _card_fits(f, "#puzzles", min_cell)
        finally:
            ctx.close()


def test_back_to_the_game_leaves_the_review_status_its_width_in_a_narrow_embed(
        browser, server, host_server, guard):
    """Issue 42: in a 300 px embed's review, "Back to the game" stretched to
    183x171 px and squeezed the status into 82 px.  A short game is judged in seconds (19
    moves took 20 s a width); measured with the long words a longer game's review can end
    with, set and laid out in one task, before the page draws its own again."""
    game = "73453452"
    long_status = ("Every move judged; 3 could not be solved within 200,000 positions "
                   "searched each.")
    for w, h in ((300, 640), (480, 640)):
        ctx, frame, f = embedded(
            browser, guard, host_server, server, "review-%d.html" % w,
            '<iframe src="%s?embed=1&amp;pos=%s&amp;review=1&amp;red=human&amp;yellow=human" '
            'width="%d" height="%d" title="Connect 4" style="border:0"></iframe>'
            % (server.url, game, w, h))
        try:
            f.wait_for_function("document.getElementById('review-status-text').textContent"
                                ".startsWith('Every move judged')", timeout=240000)
            size = f.evaluate("""(words) => {
                document.getElementById('review-status-text').textContent = words;
                const r = (s) => document.querySelector(s).getBoundingClientRect();
                const b = r('#review-close'), t = r('.review-status'), v = r('#review');
                return {button: [b.width, b.height], text: [t.width, t.height],
                        review: v.width}; }""", long_status)
            assert size["text"][1] > 48, size  # the words take more than one line
            assert size["button"][1] <= 48, size                  # one line, not stretched
            # the status's line gets the width
            assert size["text"][0] >= 0.55 * size["review"], size
        finally:
            ctx.close()


#: The embed's modes (issue 51): each link's query, what says the mode is ready, its board, and
#: whether the turn chip's words fit whole (a puzzle's prompt, "Yellow to play and win", is cut
#: at 300 px: its card under the board says it in full).
EMBED_MODES = (
    ("red=human&amp;yellow=human", "true", "#board", True),
    ("puzzle=5", "document.getElementById('puzzles').dataset.state === 'ready'", "#board", False),
    ("train=red", "document.getElementById('train')?.dataset.state === 'ready'", "#board", True),
    ("race=ABC123", "document.getElementById('storm')?.dataset.state === 'running'", "#board", False),
    ("size=8x7", "document.getElementById('vboard')?.dataset.position === ''", "#vboard", True),
    ("size=7x6&amp;variant=popout", "document.getElementById('vboard')?.dataset.position === ''",
     "#vboard", True),
)

#: The board's box, its cells' (the smallest, and any outside the board), the turn chip's
#: box and whether its words are cut; and what a click changes (the board, the mode's card).
BOARD_BOX = """(sel) => {
  const box = (e) => { const r = e.getBoundingClientRect();
                       return [r.left, r.top, r.right, r.bottom].map(Math.round); };
  const board = document.querySelector(sel), b = box(board), out = [];
  let cell = Infinity;
  for (const c of board.querySelectorAll('.cell')) {
    const r = box(c);
    cell = Math.min(cell, r[2] - r[0], r[3] - r[1]);
    if (r[0] < b[0] || r[1] < b[1] || r[2] > b[2] || r[3] > b[3]) out.push(r);
  }
  const t = document.getElementById('turn-text'), card = document.querySelector(
    '#train:not([hidden]), #storm:not([hidden]), #puzzles:not([hidden])');
  return {w: innerWidth, h: innerHeight, board: b, cell, out: out.slice(0, 3),
          turn: box(document.getElementById('turn')), cut: t.scrollWidth > t.clientWidth + 1,
          words: t.textContent, sw: document.documentElement.scrollWidth,
          state: JSON.stringify([board.dataset.position, card && card.dataset.state,
                                 card && card.dataset.feedback, card && card.dataset.moves])};
}"""


@pytest.mark.parametrize("w,min_cell", ((480, 40), (300, 28)))
def test_each_embed_mode_has_its_board_full_width_and_playable(browser, server, host_server, guard,
                                                                w, min_cell):
    """Issue 51: in a 480x640 or 300x640 frame the opening trainer's and the race's board
    shrank to a 62 px sliver at x = -23 (its cells 0x0, the turn chip at x = -90): the mode's
    card was placed in a grid area the embed's grid lacked.  Each mode of the embed, in a
    blog's iframe: the board inside the frame and most of its width, its cells whole, the
    turn chip inside the frame (its words whole where they can be), a click on a column taken."""
    ctx = new_context(browser, guard)
    try:
        for n, (query, ready, board, whole) in enumerate(EMBED_MODES):
            name = "mode-%d-%d.html" % (w, n)
            (host_server.dir / name).write_text(
                '<!doctype html><title>A blog</title><link rel="icon" href="data:,">'
                '<p>Play:</p><iframe src="%s?embed=1&amp;%s" width="%d" height="640" '
                'title="Connect 4" style="border:0"></iframe>\n' % (server.url, query, w))
            page = ctx.new_page()
            page.goto(host_server.url + name)
            f = game_frame(page, server.url)
            wait_ready(f)
            f.wait_for_function(ready, timeout=60000)
            box = f.evaluate(BOARD_BOX, board)
            left, top, right, bottom = box["board"]
            assert 0 <= left and right <= box["w"] and 0 <= top and bottom <= box["h"], (query, box)
            assert right - left >= 0.75 * box["w"] and box["sw"] <= box["w"], (query, box)
            assert box["cell"] >= min_cell and box["out"] == [], (query, box)
            t = box["turn"]
            assert 0 <= t[0] and t[2] <= box["w"] and 0 <= t[1] and t[3] <= box["h"], (query, box)
            # the Pop Out's chip read "Red to move..." at 300 px: what matters fits, whole
            assert not (whole and box["cut"]), (query, box)
            before = box["state"]
            page.frame_locator("iframe").locator(
                board + " .col:not([aria-disabled=true]):not([disabled])").nth(0).click()
            f.wait_for_function("([sel, before]) => (%s)(sel).state !== before" % BOARD_BOX,
                                arg=[board, before], timeout=30000)
            page.close()
    finally:
        ctx.close()
