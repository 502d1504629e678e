"""The opening trainer in the real page: ``?train=red``, a wrong first move answered with its
refutation on the board and taken back, the centre kept, yellow's reply, the line kept across a
reload; a bad side's link."""

import json

from site_helpers import column, position, wait_ready

#: The trainer's values come from the full engine (Pyodide may still be loading).
TRAIN_MS = 150000
STATE = "document.getElementById('train') && document.getElementById('train').dataset"


def wait_train(page, expr, timeout=TRAIN_MS):
    page.wait_for_function("(d => d && (%s))(%s)" % (expr, STATE), timeout=timeout)


def test_a_wrong_first_move_for_red_is_refuted_then_taken_back(open_game, context):
    page = context.new_page()
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    open_game("?train=red", page)
    wait_train(page, "d.state === 'ready' && d.moves === ''")
    assert [u for u in fetched if u.endswith("static/mode-opening.bundle")]
    # the trainer's stylesheet keys on the mode's name (body.mode-opening): the game's panel goes
    assert page.evaluate("getComputedStyle(document.querySelector('.panel')).display") == "none"
    wait_train(page, "document.getElementById('train-status').textContent.includes('keep the win')")
    column(page, 1).click()  # column 1: only the centre keeps red's win
    wait_train(page, "d.feedback === 'wrong' && d.refutation.length > 0")
    refutation = page.get_attribute("#train", "data-refutation")
    assert "lets yellow win" in page.text_content("#train-status")
    # the refutation is stepped on the board after the wrong disc ...
    page.wait_for_function("document.getElementById('board').dataset.position === %s"
                           % json.dumps("1" + refutation), timeout=TRAIN_MS)
    # ... then both are taken back: the player tries again
    wait_train(page, "d.state === 'ready' && d.moves === ''")
    assert position(page) == ""
    page.keyboard.press("4")  # the centre by keyboard: kept, and yellow answers
    wait_train(page, "d.moves.length === 2")
    moves = page.get_attribute("#train", "data-moves")
    assert moves[0] == "4"
    assert "?train=red" in page.url
    # a reload goes on with the line: the same two discs, red to play (they were lost)
    page.reload()
    wait_ready(page)
    wait_train(page, "d.state === 'ready' && d.moves === %s" % json.dumps(moves))
    assert position(page) == moves


def test_a_bad_side_says_so_and_shows_the_game(open_game, context):
    page = context.new_page()
    open_game("?train=blue", page)
    wait_ready(page)
    page.wait_for_selector("#message:not([hidden])")
    assert "not red or yellow" in page.text_content("#message")
    assert page.evaluate("document.body.classList.contains('mode-opening')") is False
