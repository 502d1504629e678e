"""The "Why?" panel clicked in the real page: beside the hints, in the review, after a wrong
puzzle move; the rules drawn on the board, the lines, Play it out, and nothing of it on a first visit."""

import json

from site_helpers import column, position, wait_full_engine, wait_position, wait_ready

#: Yellow to move holds the draw (score 0): a static proof after b5 with four rules.
DRAWN = "52677675164321472411331752454"
LINK = "?red=human&yellow=human&pos=" + DRAWN
#: The review's game: move 1 (red, column 1) turns red's win into a loss (a ladder game).
GAME = "1324156411223324437552"
#: The explanation and its reasons: the worker's Pyodide may still be loading.
WHY_MS = 150000
MARKS = ".why-marks [role=listitem]"
STATE = "document.getElementById('why') && document.getElementById('why').dataset.state"


def wait_state(page, *states, timeout=WHY_MS):
    page.wait_for_function("[%s].includes(%s)" % (",".join(json.dumps(s) for s in states), STATE),
                           timeout=timeout)


def hints_on(page):
    page.click("#hint")
    page.wait_for_selector("#hint[aria-pressed=true]")
    page.wait_for_selector("#hint-why:not([hidden]):not([disabled])", timeout=WHY_MS)


def test_nothing_of_why_loads_until_asked_then_the_rules_are_drawn(open_game, context):
    page = context.new_page()
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    open_game(LINK, page)
    wait_full_engine(page)
    assert not [u for u in fetched if "mode-why" in u or "/explain/" in u or "why.css" in u]
    hints_on(page)
    page.get_by_role("button", name="Why?").click()
    wait_state(page, "shown")
    assert [u for u in fetched if u.endswith("static/mode-why.bundle")]
    assert [u for u in fetched if "/connect4/explain/why.py" in u]  # the worker's, on first use
    # the board is the branch's: yellow b5 (column 2) played, the rules drawn where they hold
    assert position(page) == DRAWN + "2"
    labels = page.locator(MARKS).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert "e5: yellow's Claimeven" in labels and "d6: yellow's Baseinverse" in labels
    assert page.locator("#board .why-mark.rule-before").count() == 2
    legend = page.text_content("#why-legend")
    assert "Claimeven e5 e6" in legend and "Baseinverse d6 f4, a6 b6" in legend
    text = page.text_content("#why")
    assert "Yellow holds at least the draw" in text and "What the nine rules mean" in text
    assert page.get_attribute("#board", "data-why") == "before claimeven baseinverse baseinverse"
    # the rules' teaching page is the site's own (docs/rules.md as HTML, fetched when opened)
    assert page.evaluate("fetch(document.querySelector('.why-rules').href).then(r => r.ok)")
    # Escape closes: the board is the game's again, the focus back on Why?
    page.keyboard.press("Escape")
    wait_state(page, "closed")
    assert position(page) == DRAWN and page.locator(MARKS).count() == 0
    assert page.evaluate("document.activeElement.id") == "hint-why"


def test_play_it_out_plays_the_plan_against_the_reader(open_game):
    page = open_game(LINK)
    hints_on(page)
    page.click("#hint-why")
    wait_state(page, "shown")
    page.click("#why-play")
    # yellow (the plan) moves first, then it is the reader's (red) turn
    wait_position(page, "p.length === %d" % (len(DRAWN) + 1), timeout=WHY_MS)
    wait_state(page, "playing")
    page.wait_for_function("document.querySelector('.why-play-text').textContent"
                           ".startsWith('Your move')", timeout=WHY_MS)
    assert page.locator(MARKS).count() == 0
    start = position(page)
    free = next(c for c in range(1, 8) if start.count(str(c)) < 6)
    column(page, free).click()
    # the plan answers (or says it has nothing to say, or the game ends)
    wait_position(page, "p.length === %d" % (len(start) + 2), timeout=WHY_MS)
    assert position(page).startswith(start + str(free))
    page.click("#why-back")
    wait_state(page, "shown")
    assert position(page) == DRAWN + "2"
    page.click("#why-close")
    wait_state(page, "closed")
    assert position(page) == DRAWN


def test_why_in_the_review_gives_the_mistakes_reason(open_game):
    # issue 53: an opening mistake (move 1, column a) gets the best-play reason
    page = open_game("?pos=%s&red=human&yellow=human&review=1&ply=1" % GAME)
    page.wait_for_selector("#review", state="visible")
    page.wait_for_selector("#review-why:not([hidden])", timeout=WHY_MS)
    page.click("#review-why")
    wait_state(page, "shown", "failed")
    assert page.text_content(".why-lead") == "Move 1 (1), a blunder."
    reasons = page.locator(".why-reasons li").all_text_contents()
    assert reasons and reasons[0].startswith("Column 1: With best play yellow gets ")
    assert "Playing d instead keeps your win" in reasons[0]
    # no proof of the empty board: its best-play account, labelled, and why Play it out is off
    assert "Red wins with best play." in page.text_content(".why-claim")
    assert page.text_content(".why-play-text").startswith("Play it out needs a proof")
    shown = position(page)
    assert len(shown) > 10 and page.locator(MARKS).count() > 0  # the line's end, its rules marked
    # a resize redraws the review's chart, and the board stays the panel's
    page.set_viewport_size({"width": 1100, "height": 800})
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert position(page) == shown
    page.click("#review-close")  # leaving the review closes the panel
    wait_state(page, "closed")


def test_a_phone_width_page_shows_the_panel_under_the_board(browser, server, guard):
    from harness import new_context
    ctx = new_context(browser, guard, viewport={"width": 390, "height": 844})
    try:
        page = ctx.new_page()
        page.goto(server.url + LINK)
        wait_ready(page)
        hints_on(page)
        page.click("#hint-why")
        wait_state(page, "shown")
        box = page.locator("#why").bounding_box()
        board = page.locator("#board").bounding_box()
        assert box["y"] > board["y"] and box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()


def test_why_after_a_wrong_puzzle_move_in_the_embed_at_phone_width(browser, server, guard):
    from harness import new_context

    from connect4.puzzles.record import load_set

    p = load_set()[0]
    wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
    ctx = new_context(browser, guard, viewport={"width": 390, "height": 700})
    try:
        page = ctx.new_page()
        page.goto(server.url + "?embed=1&puzzle=1")
        wait_ready(page)
        page.wait_for_function("document.getElementById('puzzles').dataset.state === 'ready'",
                               timeout=WHY_MS)
        assert page.is_hidden("#puzzle-why")
        page.click("#board .col[data-col='%d']" % wrong)
        page.wait_for_selector("#puzzle-why:visible", timeout=WHY_MS)
        page.focus("#puzzle-why")
        page.keyboard.press("Enter")  # keyboard reachable
        wait_state(page, "shown")
        assert page.text_content(".why-lead") == "Your move %d." % (wrong + 1)
        assert position(page) .startswith(p.position)
        assert page.is_visible("#why") and page.evaluate(
            "document.documentElement.scrollWidth") <= 390
        page.click("#why-close")
        wait_state(page, "closed")
        assert position(page) == p.position
        page.wait_for_function("document.activeElement.id === 'puzzle-why'")
    finally:
        ctx.close()
