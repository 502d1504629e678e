"""The Puzzles mode in the page: the set fetched only when the mode opens, a puzzle
solved by clicks with the replies played after a pause, a wrong move answered and
taken back, progress over a reload, the daily puzzle, a link in the embed, and a
review's mistakes practised."""

import json

import pytest
from site_helpers import wait_ai, wait_ready

from connect4.puzzles.mistakes import game_mistakes
from connect4.puzzles.progress import daily_id
from connect4.puzzles.record import load_set
from connect4.puzzles.trainer import prompt, wrong_words

#: The set fetched, parsed and a puzzle drawn: one request of ~60 KB after start-up.
OPEN_MS = 30000
STATE = "document.getElementById('puzzles').dataset.state"


@pytest.fixture(scope="module")
def puzzles():
    return load_set()


def wait_state(page, *states, timeout=OPEN_MS):
    page.wait_for_function("[%s].includes(%s)" % (",".join(json.dumps(s) for s in states), STATE),
                           timeout=timeout)


def click(page, col):
    page.click("#board .col[data-col='%d']" % col)  # the page's one board shows the puzzle


def discs(page):
    return page.evaluate("document.querySelectorAll('#board .cell.red, "
                         "#board .cell.yellow').length")


def multi_step(puzzles):
    return next(p for p in puzzles if len(p.solution) >= 3)


def test_the_set_is_fetched_only_when_the_mode_opens_and_solved_by_clicks(open_game, puzzles):
    page = open_game()
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/puzzles/" in r.url else None)
    wait_ai(page)  # the start-up is over (the workers too): none of its requests was the set
    assert asked == []
    p = multi_step(puzzles)
    page.click("#puzzles-open")
    wait_state(page, "ready")
    assert len(asked) == 1 and asked[0].endswith(".txt")
    # nothing of the game underneath: its players, moves and AI card are hidden
    assert page.is_hidden("#side-panel") and page.is_hidden(".actions")
    # open the multi-step puzzle by its link query from here
    page.goto(page.url.split("?")[0] + "?puzzle=%d" % p.id)
    wait_ready(page)
    wait_state(page, "ready")
    assert page.text_content("#puzzle-status") == prompt(p)
    # issue 42 (13, 14): the address stays the puzzle's, the header is the puzzle's task
    assert page.url.endswith("?puzzle=%d" % p.id)
    assert page.text_content("#turn-text") == prompt(p)
    # issue 42 (1): the board reads like the game's to a screen reader
    tree = page.locator("#board").aria_snapshot()
    assert "Column %d:" % (p.solution[0] + 1) in tree and ("red" in tree or "yellow" in tree)
    assert page.get_attribute("#puzzle-disc", "class") == "chip " + ("red", "yellow")[p.side]
    n = len(p.position)
    assert discs(page) == n
    for i in range(0, len(p.solution), 2):
        click(page, p.solution[i])
        if i + 1 < len(p.solution):
            wait_state(page, "replying")
            assert page.text_content("#puzzle-status").startswith("Right.")
            wait_state(page, "ready")
            assert discs(page) == n + i + 2
    wait_state(page, "solved")
    assert page.text_content("#puzzle-status").startswith("Solved")
    assert page.text_content("#puzzle-progress").startswith("1 solved")


def test_a_wrong_move_is_answered_and_taken_back_and_progress_survives_a_reload(open_game,
                                                                                 puzzles):
    p = puzzles[0]
    page = open_game("?puzzle=1")
    wait_state(page, "ready")
    wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
    click(page, wrong)
    wait_state(page, "wrong")
    words = wrong_words(p.scores[0][wrong], p.side, len(p.position), p.goal)
    status = page.text_content("#puzzle-status")
    assert "Try again" in status and words[1:] in status
    assert discs(page) == len(p.position)
    page.click("#puzzle-hint")
    assert page.get_attribute("#board .col.hinted", "data-col") == str(p.solution[0])
    page.click("#puzzle-solution")
    wait_state(page, "solved")
    assert discs(page) == len(p.position) + len(p.solution)
    assert page.text_content("#puzzle-progress").startswith("0 solved")
    # a first-try solve counts; it is still there after a reload
    page.goto(page.url.split("?")[0] + "?puzzle=%d" % puzzles[1].id)
    wait_state(page, "ready")
    for i in range(0, len(puzzles[1].solution), 2):
        wait_state(page, "ready")
        page.keyboard.press(str(puzzles[1].solution[i] + 1))
    wait_state(page, "solved")
    page.click("#puzzle-next")
    wait_state(page, "ready")
    shown = page.get_attribute("#puzzles", "data-puzzle")
    assert shown not in ("", str(puzzles[1].id))
    # a reload (no link) reopens the mode on the same puzzle, the progress kept
    page.goto(page.url.split("?")[0])
    wait_ready(page)
    wait_state(page, "ready")
    assert page.get_attribute("#puzzles", "data-puzzle") == shown
    assert page.text_content("#puzzle-progress").startswith("1 solved · streak 1")
    # closed, it stays closed over a reload
    page.click("#puzzles-close")
    page.wait_for_url("**/?pos=*")  # the game's address again (written at most 120 ms later)
    page.reload()
    wait_ready(page)
    assert page.is_hidden("#puzzles") and page.is_visible("#board")


def test_the_daily_puzzle_is_the_dates(open_game, puzzles):
    page = open_game()
    page.click("#puzzles-open")
    wait_state(page, "ready")
    page.click("#puzzle-daily")
    today = page.evaluate("(() => { const d = new Date(); return [d.getFullYear(), "
                          "d.getMonth() + 1, d.getDate()]; })()")
    want = daily_id("%04d-%02d-%02d" % tuple(today), len(puzzles))
    page.wait_for_function("document.getElementById('puzzles').dataset.puzzle === '%d'" % want)
    assert "(today's)" in page.text_content("#puzzle-about")


def test_a_puzzle_link_in_the_embed_at_phone_width(browser, server, guard, puzzles):
    from harness import new_context
    ctx = new_context(browser, guard, viewport={"width": 390, "height": 800})
    try:
        page = ctx.new_page()
        p = puzzles[2]
        page.goto(server.url + "?embed=1&puzzle=%d" % p.id)
        wait_ready(page)
        wait_state(page, "ready")
        assert page.text_content("#puzzle-status") == prompt(p)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390
        # issue 42 (11): the link opens a tab, never the whole site in the blog's frame
        assert page.get_attribute("#puzzle-link", "target") == "_blank"
        click(page, p.solution[0])
        wait_state(page, "replying", "solved")
    finally:
        ctx.close()


def test_a_failed_load_says_so_in_words_and_retry_works(open_game, guard):
    # issue 42 (2, 12): a stuck panel after a failed load, and "((<JsProxy 11>, ...))"
    page = open_game()
    page.route("**/puzzles/set-*.txt", lambda route: route.abort())
    page.click("#puzzles-open")
    wait_state(page, "error")
    assert page.text_content("#puzzle-status") == (
        "This part of the page could not be loaded (Failed to fetch). "
        "Check the connection and try again.")
    page.unroute("**/puzzles/set-*.txt")
    page.click("#puzzles-close")
    page.click("#puzzles-open")
    page.click("#puzzle-retry")
    wait_state(page, "ready")
    assert page.is_enabled("#puzzle-hint") and page.is_enabled("#puzzle-solution")
    # the browser's own line for the refused request (the page logs only a warning)
    guard.errors = [e for e in guard.errors if "net::ERR_FAILED" not in e]


def test_a_review_link_wins_over_the_puzzles_remembered(open_game):
    # issue 41: after a few puzzles, a review link showed "Review: move 15 of 15"
    # above the last puzzle, and "Practise your mistakes" could not be clicked
    page = open_game("?puzzle=2")
    wait_state(page, "ready")
    page.goto(page.url.split("?")[0] + "?red=human&yellow=human&review=1&pos=355546653431463")
    wait_ready(page)
    page.wait_for_selector("#review:not([hidden])")
    assert page.is_hidden("#puzzles")
    assert page.text_content("#turn-text").startswith("Review")


#: Red (a human) against level 5 (tests/browser/test_review.py's game): red's
#: blunders at moves 7 and 9 and mistake at 11 are red's to practise.
REVIEW_GAME = "444446557617"
REVIEW_MS = 240000


def test_practise_the_mistakes_of_a_review(context, server):
    from connect4.review.game import review
    from connect4.solver import Solver
    from connect4.solver.hintdata import shared_hint_data

    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    want = game_mistakes(REVIEW_GAME, review(REVIEW_GAME, Solver(hint_data=data)), ("red",))
    assert want and all(m["side"] == "red" for m in want)
    page = context.new_page()
    page.goto(server.url + "?pos=%s&red=human&yellow=level5" % REVIEW_GAME)
    wait_ready(page)
    page.get_by_role("button", name="Review the game").click()
    page.wait_for_function("document.getElementById('review-status-text').textContent"
                           ".startsWith('Every move judged')", timeout=REVIEW_MS)
    page.click("#review-practise")
    wait_state(page, "ready")
    for i, m in enumerate(want):
        assert page.text_content("#puzzle-about").startswith("Your mistake at move %d" % m["ply"])
        assert discs(page) == m["ply"] - 1
        wrong = next(c for c in range(7) if c + 1 not in m["accept"]
                     and page.get_attribute("#board .col[data-col='%d']" % c,
                                            "aria-disabled") == "false")
        click(page, wrong)
        wait_state(page, "wrong")
        assert page.text_content("#puzzle-status") == (
            "That does not keep the %s. Try again" % m["goal"])
        click(page, m["accept"][-1] - 1)
        wait_state(page, "solved")
        if i + 1 < len(want):
            page.click("#puzzle-next")
            wait_state(page, "ready")


def test_the_mode_works_offline_once_opened(browser, site_dir, tmp_path, guard, puzzles):
    import shutil

    from harness import Server, new_context
    from test_offline import OFFLINE_NOISE, wait_offline

    own = tmp_path / "site"
    shutil.copytree(site_dir, own)
    server = Server(own)
    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(server.url)
        wait_ready(page)
        wait_offline(page)
        page.click("#puzzles-open")
        wait_state(page, "ready")
        server.stop()
        page.goto(server.url + "?puzzle=%d" % puzzles[1].id)
        wait_ready(page)
        wait_state(page, "ready")
        assert page.text_content("#puzzle-status") == prompt(puzzles[1])
    finally:
        ctx.close()
        guard.errors = [e for e in guard.errors if not any(k in e for k in OFFLINE_NOISE)]
        try:
            server.stop()
        except Exception:
            pass
