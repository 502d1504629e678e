"""Storm and the race in the real page: a Storm run ended by real wrong clicks lists its failures
(and replays them), ``?race=SEED`` opens the same first puzzle in two browsers, a race played
to its end gives its result as a link, a friend's result is shown to beat."""

import json

import pytest
from harness import new_context
from site_helpers import wait_ready

from connect4.board import Board
from connect4.puzzles.record import LazySet, data_path, load_set
from connect4.training import race

#: The bundle, the Puzzles mode's and the set fetched: a few requests after start-up.
OPEN_MS = 30000
CARD = "(d => d && (%s))(document.getElementById('storm')?.dataset)"


@pytest.fixture(scope="module")
def puzzles():
    return load_set()


def wait_card(page, expr, timeout=OPEN_MS):
    page.wait_for_function(CARD % expr, timeout=timeout)


def card(page, name):
    return page.get_attribute("#storm", "data-" + name)


def miss(page, puzzles):
    """A wrong (playable) column in the current puzzle clicked, then the next puzzle or the end:
    the puzzle's id, or None when its one free column is the answer (solved: no miss there)."""
    pid = card(page, "puzzle")
    p = puzzles[int(pid) - 1]
    board = Board(p.moves)
    wrong = [c for c in range(7) if board.can_play(c) and c != p.solution[0]]
    for n, col in enumerate(wrong[:1] or p.solution[0::2]):  # right moves: the reply at once
        page.click("#board .col[data-col='%d']" % col)
        wait_card(page, "d.puzzle !== %s || d.state === 'over' || document.getElementById('board')"
                  ".dataset.position.length === %d" % (json.dumps(pid), len(p.position) + 2 * n + 2))
    return int(pid) if wrong else None


def test_a_storm_run_ended_by_misses_lists_its_failures(open_game, puzzles):
    page = open_game()
    page.click("#puzzles-open")
    page.wait_for_function("document.getElementById('puzzles').dataset.state === 'ready'",
                           timeout=OPEN_MS)
    page.click("#storm-open")
    wait_card(page, "d.state === 'running' && d.kind === 'storm'")
    assert page.evaluate("document.body.classList.contains('mode-storm')")
    # Storm's stylesheet is in before its card shows (static/effects.py waits for it): the
    # game's buttons are hidden at once, never shown unstyled for a moment
    assert page.is_hidden(".actions")
    assert page.is_hidden("#puzzles")
    first = puzzles[int(card(page, "puzzle")) - 1]
    assert first.level == 1 and page.get_attribute("#board", "data-position") == first.position
    assert page.text_content("#storm-clock") == "3:00"  # the clock waits for the first move
    played = []
    while card(page, "state") == "running":
        played.append(miss(page, puzzles))
        assert len(played) <= 30  # each miss takes 10 s of the 180 (a solve adds 3)
    missed = [pid for pid in played if pid is not None]
    solved = len(played) - len(missed)
    # 18 misses take the 180 s, each solve gives 3 s back; fewer misses when the real clock
    # ran meanwhile (a loaded machine)
    assert 10 <= len(missed) <= 18 + solved and card(page, "failed") == ",".join(map(str, missed))
    assert page.text_content("#storm-clock") == "0:00"
    assert page.text_content("#storm-result").startswith("Score %d (%d played)" % (solved, len(played)))
    items = page.locator("#storm-failed li a")
    assert items.count() == len(missed)
    assert items.first.get_attribute("href") == "?puzzle=%d" % missed[0]
    assert page.is_visible("#storm-replay") and page.is_hidden("#storm-link")
    saved = json.loads(page.evaluate("localStorage.getItem('connect4.storm.v1')"))
    assert saved["best"] == solved and saved["runs"] == 1
    # the failures again, as a Storm run of them in order
    page.click("#storm-replay")
    wait_card(page, "d.state === 'running' && d.puzzle === %s" % json.dumps(str(missed[0])))
    p = puzzles[missed[0] - 1]
    page.keyboard.press(str(p.solution[0] + 1))  # by keyboard: right, the reply at once
    wait_card(page, "d.feedback === 'right' || d.feedback === 'solved'")
    page.keyboard.press("Escape")
    page.wait_for_function("document.body.classList.contains('mode-game')")
    assert page.is_hidden("#storm")


def test_a_race_link_opens_the_same_first_puzzle_in_two_browsers(browser, server, guard, puzzles):
    with open(data_path()) as f:  # the set the page fetches (build.py copies it)
        ids = race.race_ids("friday7", LazySet(f.read()))
    pages = []
    for query in ("?race=Friday7", "?race=friday7&time=83.4&solved=10"):
        ctx = new_context(browser, guard)
        page = ctx.new_page()
        page.goto(server.url + query)
        wait_ready(page)
        wait_card(page, "d.state === 'running' && d.kind === 'race'")
        pages.append((ctx, page))
    (a, one), (b, two) = pages
    assert card(one, "puzzle") == card(two, "puzzle") == str(ids[0])
    assert one.url.endswith("?race=friday7")
    assert two.text_content(".storm-friend") == "Your friend solved 10 in 83.4 s: beat it."
    assert one.is_hidden(".storm-friend")
    # the race to its end: every puzzle missed, the result as a link
    played = [miss(two, puzzles) or ids[i] for i in range(len(ids))]
    assert played == ids and card(two, "state") == "over"
    link = two.input_value("#storm-link")
    assert link.startswith(server.url) and "?race=friday7&time=" in link and "&solved=" in link
    assert "Your friend's 10 in 83.4 s stands." in two.text_content("#storm-result")
    assert two.text_content("#storm-again") == "New race"
    # issue 51: the turn chip said "Race" beside a red disc; now the truth, and no disc
    assert two.text_content("#turn-text") == "The race is over"
    assert two.is_hidden("#turn .turn-disc")
    a.close()
    b.close()


def test_a_bad_race_link_says_so_and_shows_the_game(open_game):
    page = open_game("?race=no-way")
    page.wait_for_selector("#message:not([hidden])", timeout=OPEN_MS)
    assert "may hold only letters and digits" in page.text_content("#message")
    assert page.evaluate("document.body.classList.contains('mode-game')")


def test_storm_and_race_buttons_wait_for_the_puzzles_mode(open_game):
    page = open_game()
    assert page.is_hidden("#storm-open")  # in the Puzzles card: hidden with it
    page.click("#puzzles-open")
    page.wait_for_function("document.getElementById('puzzles').dataset.state === 'ready'",
                           timeout=OPEN_MS)
    assert page.is_visible("#storm-open") and page.is_visible("#race-open")
    page.click("#race-open")
    wait_card(page, "d.state === 'running' && d.kind === 'race'")
    # the address follows the state after bridge.js's debounce: wait for it, not the card
    page.wait_for_function("location.search.startsWith('?race=')", timeout=OPEN_MS)
    seed = page.url.split("?race=")[1]
    assert len(seed) == race.NEW_SEED_LENGTH and set(seed) <= set(race.NEW_SEED_CHARS)
    assert page.text_content("#storm-title") == "Race " + seed
