"""Other boards in the real page: ``?size=8x7`` draws 8 columns of 7, a game won on it by clicks,
the saved game keeps its size over a reload, ``?size=3x99`` says why and shows 7x6, the AI
(level 1, in the full engine) answers on 6x5, a Pop Out pop; the mode's pictures."""

import json
import os

from harness import Guard
from screenshots import _keep, open_view
from shared_data import ROOT
from site_helpers import ENGINE_TIMEOUT_MS, position, wait_ready

#: The variants' bundle: one fetch after start-up.
OPEN_MS = 30000
STATE = "(d => d && (%s))(document.getElementById('vboard')?.dataset)"


def wait_board(page, expr, timeout=OPEN_MS):
    page.wait_for_function(STATE % expr, timeout=timeout)


def drop(page, col):
    """Click column ``col`` (1-based) of the mode's board and wait for the disc."""
    before = page.get_attribute("#vboard", "data-position")
    page.click("#vboard .col[data-col='%d']" % (col - 1))
    wait_board(page, "d.position !== %s" % json.dumps(before))


def people(page):
    """Both colours played by people (the menus)."""
    page.select_option("#boards-red", "human")
    page.select_option("#boards-yellow", "human")


def test_8x7_is_drawn_won_by_clicks_and_kept_over_a_reload(open_game, context):
    page = context.new_page()
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    open_game("?size=8x7", page)
    wait_board(page, "d.size === '8x7'")
    assert [u for u in fetched if u.endswith("static/mode-boards.bundle")]
    assert page.locator("#vboard .col").count() == 8
    assert page.locator("#vboard .col:first-child .cell").count() == 7
    assert page.is_hidden("#board")  # the 7x6 board is not shown beside it
    assert "First player (red) wins" in page.text_content("#boards-known")
    people(page)
    for col in (8, 1, 8, 1, 8, 1):
        drop(page, col)
    page.click("#vboard .col[data-col='7']")  # red's fourth disc in column 8
    wait_board(page, "d.result === 'red'")
    assert page.locator("#vboard .cell.win").count() == 4
    assert "Red wins with four in a row" in page.text_content("#boards-result")
    page.wait_for_function("location.search === '?size=8x7&moves=8181818'")
    page.goto(page.url.split("?")[0])  # a reload without the link: the saved game opens again
    wait_ready(page)
    wait_board(page, "d.size === '8x7' && d.position === '8181818'")
    assert page.locator("#vboard .col").count() == 8


def test_a_bad_size_says_why_and_shows_the_7x6_board(open_game, context):
    page = context.new_page()
    open_game("?size=3x99", page)
    page.wait_for_selector("#message:not([hidden])")
    assert "size 3x99: columns must be 4 to 10 and rows 4 to 8" in page.text_content("#message")
    page.wait_for_function("document.body.classList.contains('mode-game')")
    assert page.locator("#board .col").count() == 7 and page.is_visible("#board")
    assert position(page) == ""


def test_level_1_answers_on_6x5_from_the_full_engine(open_game, context):
    page = context.new_page()
    open_game("?size=6x5", page)
    wait_board(page, "d.size === '6x5'")
    page.select_option("#boards-red", "human")
    page.select_option("#boards-yellow", "level1")
    drop(page, 3)
    wait_board(page, "d.position.length === 2", timeout=ENGINE_TIMEOUT_MS)
    assert page.get_attribute("#vboard", "data-position")[0] == "3"
    assert "Red to move" in page.text_content("#turn-text")


def test_a_pop_out_pop(open_game, context):
    page = context.new_page()
    open_game("?variant=popout", page)
    wait_board(page, "d.size === '7x6'")
    people(page)
    assert page.is_disabled("#boards-pop-4")  # nothing of red's to pop yet
    drop(page, 4)
    drop(page, 4)
    assert "Pop Out" in page.text_content("#boards-rules")
    page.click("#boards-pop-4")  # red pops its own disc: yellow's falls to the bottom
    wait_board(page, "d.position === '44p4'")
    assert page.locator("#vboard .col[data-col='3'] .cell.yellow").count() == 1
    assert page.locator("#vboard .col[data-col='3'] .cell.red").count() == 0


def test_the_mode_fits_a_desktop_and_a_phone_and_its_pictures(browser, server, tmp_path):
    """The board and the card fit the width (no sideways scrolling) at 1280 and 390 px; the
    pictures go to docs/images with C4_PICTURES=1 (README.md shows one), else to a temporary folder."""
    out = ROOT / "docs" / "images" if os.environ.get("C4_PICTURES") == "1" else tmp_path
    for view, name in (("desktop", "boards-desktop.png"), ("phone-portrait", "boards-phone.png")):
        guard = Guard()
        ctx, page = open_view(browser, server.url, view, "?size=8x7&moves=4554", guard)
        wait_board(page, "d.size === '8x7' && d.position === '4554'")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        box = page.locator("#vboard").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"]
        _keep(ctx, page, guard, out / name, view != "desktop")


def test_an_embed_opens_the_board_its_link_names(context, server):
    page = context.new_page()
    page.set_viewport_size({"width": 480, "height": 640})
    page.goto(server.url + "?embed=1&size=8x7")
    wait_ready(page)
    wait_board(page, "d.size === '8x7'")
    assert page.locator("#vboard .col").count() == 8 and page.is_visible("#vboard")
    box = page.locator("#vboard").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 480 and box["y"] + box["height"] <= 640
    page.click("#menu-toggle")  # the card (players, size, rules) in the board's place
    assert page.is_visible("#boards-red") and page.is_hidden("#vboard")


def test_exact_hints_on_a_small_board_and_why_none_on_a_large_one(open_game, context):
    page = context.new_page()
    open_game("?size=5x4", page)
    wait_board(page, "d.size === '5x4'")
    people(page)
    page.click("#boards-hints")  # the full engine solves 5x4 at once: a draw at best
    page.wait_for_function("!document.querySelector('.vhints').hidden", timeout=ENGINE_TIMEOUT_MS)
    words = page.locator(".vhints .hint").all_text_contents()
    assert len(words) == 5 and "draw" in words and not [w for w in words if w.startswith("win")]
    page.select_option("#boards-width", "8")
    page.select_option("#boards-height", "7")
    wait_board(page, "d.size === '8x7'")
    assert "No exact hints on 8x7" in page.text_content("#boards-hint-note")
    assert page.is_hidden(".vhints")
