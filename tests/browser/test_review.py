"""The game review in the page: a finished game judged in the worker, every move's
verdict and the chart as the solver gives them, a point or a move clicked shows
that position; at 1280 and 390 px, over a reload, from a link, cancelled and
resumed, in the embed, from a match; and digits pressed before the board takes
clicks."""

import pytest
from site_helpers import column, embedded, position, wait_ready

from connect4.review.chart import chart_points, chart_text
from connect4.review.game import review
from connect4.review.verdicts import TURNING
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data

#: Red (a human) against level 5, who wins with move 12: blunders at moves
#: 7 (red), 8 (yellow) and 9 (red), mistakes at 10 and 11.  Twelve moves:
#: every position is in the 12-disc database, so the worker judges each well
#: within its bound whatever the machine's load.
GAME = "444446557617"
#: Engine boot, the database's 21 MB from the local server, and the review.
REVIEW_MS = 240000
DONE = "document.getElementById('review-status-text').textContent.startsWith('Every move judged')"
ROWS = """[...document.querySelectorAll('#review-moves button')].map(b =>
    [Number(b.dataset.ply), b.className, b.querySelector('.rv-verdict').textContent])"""
#: The chart's points and its turning points' rings, by the x they stand at.
CHART = """(() => {
  const svg = document.querySelector('#review-chart svg');
  const points = [...svg.querySelectorAll('circle.point')].map(c =>
      [Number(c.dataset.ply), c.getAttribute('class'), c.getAttribute('cx')]);
  const rings = [...svg.querySelectorAll('circle.mark')].map(c =>
      [c.getAttribute('class'), c.getAttribute('cx')]);
  const title = document.getElementById(svg.getAttribute('aria-labelledby')).textContent;
  const desc = document.getElementById(svg.getAttribute('aria-describedby')).textContent;
  return {role: svg.getAttribute('role'), title, desc, points, rings,
          width: svg.getBoundingClientRect().width};
})()"""


@pytest.fixture(scope="module")
def expected():
    """The records the command line's review gives (the same code, CPython)."""
    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    return review(GAME, Solver(hint_data=data))


def check_review(page, expected):
    """Every move's verdict in the list, every point and turning point in the chart."""
    rows = page.evaluate(ROWS)
    assert [r[0] for r in rows] == list(range(1, len(GAME) + 1))
    for (ply, cls, words), rec in zip(rows, expected):
        assert cls.split()[:2] == ["rv-move", rec["verdict"]], (ply, cls, rec)
        assert words.startswith(rec["verdict"])
    chart = page.evaluate(CHART)
    assert chart["role"] == "img" and chart["title"] == "Evaluation chart of the game"
    assert chart["desc"] == chart_text(expected)
    sides = [p["side"] for p in chart_points(expected)]
    assert [(p[0], p[1].split()[1]) for p in chart["points"]] == list(enumerate(sides, 1))
    turns = [r["ply"] for r in expected if r["verdict"] in TURNING]
    assert turns == [7, 8, 9, 10, 11]
    ringed = sorted(p[0] for p in chart["points"] for ring in chart["rings"] if ring[1] == p[2])
    assert ringed == turns
    assert [ring[0] for ring in chart["rings"]] == ["mark " + expected[t - 1]["verdict"]
                                                    for t in turns]
    return chart


def better(rec):
    return "".join(str(c) for c in rec["better"])


def test_a_finished_game_reviewed_then_shown_move_by_move_at_1280_and_390(context, server,
                                                                          expected):
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(server.url + "?pos=%s&red=human&yellow=level5" % GAME)
    wait_ready(page)
    assert page.is_visible("#result")
    page.get_by_role("button", name="Review the game").click()
    page.wait_for_selector("#review", state="visible")  # its panel is fetched on first use
    assert page.is_hidden(".actions")
    assert page.text_content("#review-about") == (
        "Red: Human. Yellow: Level 5 · Strong. Yellow wins.")
    page.wait_for_function(DONE, timeout=REVIEW_MS)
    assert page.text_content("#review-status-text") == "Every move judged."
    chart = check_review(page, expected)
    assert chart["width"] > 500   # beside the board, room for twelve points
    # a point clicked: the position after that move, the better columns outlined
    page.click('#review-chart circle.point[data-ply="7"]')
    assert position(page) == GAME[:7]
    assert page.get_attribute("#board", "data-better") == better(expected[6]) == "236"
    assert page.text_content("#review-move") == (
        "Move 7, red in column 5: blunder, a win became a loss (6 kept the win, 2 or 3 the "
        "draw).")
    assert page.locator("#board .col.better").count() == 3
    assert page.locator("#board .col.better.keeps").count() == 1
    assert page.text_content("#turn-text") == "Review: move 7 of 12"
    # nobody plays on the board under review
    assert column(page, 1).get_attribute("aria-disabled") == "true"
    column(page, 1).dispatch_event("click")
    assert position(page) == GAME[:7]
    # the arrow keys step, Home and End jump
    page.keyboard.press("ArrowLeft")
    assert position(page) == GAME[:6] and page.get_attribute("#board", "data-better") == ""
    page.keyboard.press("Home")
    assert position(page) == ""
    page.keyboard.press("End")
    assert position(page) == GAME
    page.keyboard.press("ArrowLeft")
    assert position(page) == GAME[:11]
    # kept over a reload, at once (no new search): the list, the chart, the move shown
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#review", state="visible")  # its panel is fetched on first use
    assert position(page) == GAME[:11]
    assert page.text_content("#review-status-text") == "Every move judged."
    check_review(page, expected)
    # a 390 px phone: the panel under the board, nothing wider than the screen
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("document.querySelector('#review-chart svg')"
                           ".getBoundingClientRect().width < 390")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    board = page.locator("#board").bounding_box()
    panel = page.locator("#review").bounding_box()
    assert panel["y"] >= board["y"] + board["height"] and panel["x"] + panel["width"] <= 390
    page.click('#review-chart circle.point[data-ply="10"]')
    assert position(page) == GAME[:10]
    assert page.get_attribute("#board", "data-better") == better(expected[9])
    page.click('#review-moves button[data-ply="8"]')
    assert position(page) == GAME[:8]
    assert page.get_attribute('#review-moves button[data-ply="8"]', "aria-current") == "step"
    # play on from move 10 (red, the human, to move): the rest is Redo's
    page.click('#review-moves button[data-ply="10"]')
    page.get_by_role("button", name="Play on from here").click()
    assert page.is_hidden("#review") and page.is_visible(".actions")
    assert position(page) == GAME[:10] and page.is_enabled("#redo")
    assert page.text_content("#turn-text") == "Red to move"
    page.click("#redo")
    assert position(page).startswith(GAME[:11])


def test_a_review_judged_without_the_data_is_judged_again_once_it_arrives(context, server,
                                                                         expected):
    """Issue 54: a review judged before the 12-disc database came (offline) kept its unsolved
    moves once it was in.  Saved that way and opened again: the page asks for the database
    and then for those moves, which it settles."""
    import json

    blind = [{"ply": i + 1, "column": int(c), "score": None, "kept": None, "verdict": "unsolved",
              "better": None, "keeps": []} for i, c in enumerate(GAME)]
    saved = {"v": 1, "moves": GAME, "about": "A game.", "records": blind, "selected": 12,
             "open": True, "node_bound": 300000, "no_data": True}
    context.add_init_script("try { if (localStorage.getItem('connect4.review.v1') === null) "
                            "localStorage.setItem('connect4.review.v1', %s); } catch (e) {}"
                            % json.dumps(json.dumps(saved)))
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    page.wait_for_selector("#review", state="visible")
    page.wait_for_function("document.getElementById('review-status-text').textContent"
                           " === 'Every move judged.'", timeout=REVIEW_MS)
    check_review(page, expected)


def test_a_link_opens_the_review_at_a_move_and_it_can_be_cancelled(context, server, expected):
    page = context.new_page()
    page.goto(server.url + "?pos=%s&red=human&yellow=level5&review=1&ply=9" % GAME)
    wait_ready(page)
    page.wait_for_selector("#review", state="visible")  # its panel is fetched on first use
    assert position(page) == GAME[:9]
    assert page.text_content("#review-move").startswith("Move 9, red in column 7")
    # the review's link is taken in; the address follows the game (the whole game)
    assert "review=" not in page.url and "pos=%s&" % GAME in page.url
    # while the engine and its database load, Cancel stops it; Resume goes on
    page.click("#review-cancel")
    page.wait_for_function("document.getElementById('review-status-text').textContent"
                           ".startsWith('Stopped: ')")
    assert page.text_content("#review-cancel") == "Resume"
    page.click("#review-cancel")
    assert page.text_content("#review-cancel") == "Cancel"
    page.wait_for_function(DONE, timeout=REVIEW_MS)
    check_review(page, expected)
    assert position(page) == GAME[:9]
    # the link of the move shown reopens it there
    share = page.get_attribute("#board", "data-share")
    assert share.endswith("pos=%s&red=human&yellow=level5&review=1&ply=9" % GAME), share
    page.click("#review-close")
    assert page.is_hidden("#review") and position(page) == GAME
    assert page.is_visible("#result")


def test_a_review_in_the_embed_fits_its_frame(browser, server, host_server, guard, expected):
    ctx, frame, f = embedded(browser, guard, host_server, server, "review.html",
                              '<iframe src="%s?embed=1&amp;pos=%s&amp;red=human&amp;'
                              'yellow=level5" width="420" height="560" title="Connect 4">'
                              '</iframe>' % (server.url, GAME))
    try:
        frame.get_by_role("button", name="Review the game").click()
        f.wait_for_function(DONE, timeout=REVIEW_MS)
        check_review(f, expected)
        box = f.evaluate("""() => {
            const r = (s) => document.querySelector(s).getBoundingClientRect();
            const d = document.documentElement;
            return {w: innerWidth, h: innerHeight, sw: d.scrollWidth, sh: d.scrollHeight,
                    board: r('#board').bottom, chart: r('#review-chart').bottom,
                    next: r('#review-next').right, cell: r('#board .col').width}; }""")
        assert box["sw"] <= box["w"] and box["sh"] <= box["h"], box
        assert box["chart"] <= box["h"] and box["next"] <= box["w"] and box["cell"] > 20, box
        frame.locator('#review-chart circle.point[data-ply="7"]').click()
        assert position(f) == GAME[:7]
        assert f.get_attribute("#board", "data-better") == "236"
    finally:
        ctx.close()


def test_a_match_game_opens_in_the_review(context, server):
    page = context.new_page()
    page.goto(server.url + "?red=human&yellow=human")
    wait_ready(page)
    page.click("#match-card summary")
    page.select_option("#match-a", "level1")
    page.select_option("#match-b", "level2")
    page.fill("#match-games", "1")
    page.select_option("#match-speed", "instant")
    page.wait_for_function("!document.getElementById('match-start').disabled", timeout=REVIEW_MS)
    page.click("#match-start")
    page.wait_for_selector("#match-review", state="visible", timeout=REVIEW_MS)
    moves = page.get_attribute("#match-board", "data-position")
    caption = page.text_content(".match-board-caption")
    page.click("#match-review")
    page.wait_for_selector("#review", state="visible")  # its panel is fetched on first use
    assert page.text_content("#review-about") == caption
    assert position(page) == moves
    assert page.locator("#review-moves button").count() == len(moves)
    page.click("#review-close")
    assert page.is_hidden("#review") and position(page) == ""


def test_a_digit_pressed_before_the_board_takes_clicks_plays(context, server):
    page = context.new_page()
    held = []
    page.route("**/static/boot.py", lambda route: held.append(route))  # the page's script
    with page.expect_request("**/static/boot.py"):
        page.goto(server.url + "?red=human&yellow=human", wait_until="domcontentloaded")
    page.wait_for_function("window.c4EarlyKeys !== undefined")
    while not held:  # the route's handler runs on Playwright's next message
        page.evaluate("0")
    # the board is drawn and its Python not started: its buttons take no click
    assert page.is_disabled('#board .col[data-col="3"]')
    page.keyboard.press("4")
    held[0].continue_()
    wait_ready(page)
    page.wait_for_function("document.getElementById('board').dataset.position === '4'")
    assert page.evaluate("document.activeElement.getAttribute('data-col')") == "3"
