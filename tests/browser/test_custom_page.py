"""Custom AIs, per-move counters, matches and the About panel in the page.

Each family is chosen through the page's own controls with settings other
than its defaults; the worker's answer names the player it built (the
``data-player`` of "What the AI did"), which must be that spec, and the
counters must be the family's.  A match of 20 games in the page must give
the same W-L-D as the arena for the same seed.
"""

import re

import mainthread
import pytest
from site_helpers import column, position, wait_full_engine, wait_position, wait_ready

from connect4.arena import run_match
from connect4.board import Board
from connect4.page.modes.match.significance import chance_words, significant
from connect4.players.registry import make_player, normalise_spec


def choose_custom(page, colour, family, settings):
    """Pick a custom AI for ``colour`` with the page's controls; ``settings``
    maps a setting to the text to enter (a menu's value or a field's)."""
    page.select_option("#%s-player" % colour, "custom")
    page.select_option("#%s-custom-family" % colour, family)
    for name, value in settings.items():
        field = "#%s-custom-%s" % (colour, name)
        if page.eval_on_selector(field, "e => e.tagName") == "SELECT":
            page.select_option(field, value)
        else:
            page.fill(field, value)
            page.dispatch_event(field, "change")


FAMILIES = [
    ("random", {}, "random", r"^It picked a column at random\.$"),
    ("weights", {"version": "3", "depth": "2"}, "weights:version=3,depth=2",
     r"^It counted wins and losses on [\d,]+ boards, {depth} moves ahead, in .+\.$"),
    ("minimax", {"depth": "3"}, "minimax:depth=3",
     r"^It searched [\d,]+ positions, {depth} moves ahead, in .+\.$"),
    ("threats", {"depth": "5"}, "threats:depth=5",
     r"^It searched [\d,]+ positions, {depth} moves ahead, in .+\.$"),
    ("lines", {"depth": "2", "noise": "3.5"}, "lines:depth=2,noise=3.5",
     r"^It searched [\d,]+ positions, {depth} moves ahead, in .+\.$"),
    ("mcts", {"playouts": "200", "ms": "500"}, "mcts:ms=500,playouts=200",
     r"^It simulated 200 games in .+\.$"),
    ("perfect", {"tie": "1"}, "perfect:tie=1",
     r"^It played from the opening book: no search needed\. With perfect play: .+\.$"),
]


@pytest.mark.parametrize("family, settings, spec, counters", FAMILIES,
                         ids=[f[0] for f in FAMILIES])
def test_each_family_plays_with_the_chosen_settings(ai_page, family, settings, spec, counters):
    page = ai_page
    page.select_option("#red-player", "human")
    choose_custom(page, "yellow", family, settings)
    page.click("#new-game")
    assert page.input_value("#yellow-player") == spec
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    stats = page.locator("#stats")
    # the worker built exactly this player
    assert stats.get_attribute("data-player") == normalise_spec(spec)
    text = stats.text_content()
    head, _, rest = text.partition(" played column ")
    assert head.startswith("Yellow (")
    # how far it looks is the player's own figure (Gibson's depth counts after the
    # root move, for one): the same player in CPython says it
    depth = make_player(spec, 1).choose(Board.from_notation("4")).depth
    assert re.match(counters.replace("{depth}", str(depth)), rest.split(". ", 1)[1]), text
    # one figure never twice (today's "351 positions, depth 4. alpha-beta depth 4, 351 nodes")
    counted = rest.split(". ", 1)[1].rpartition(" in ")[0]  # the figures before the time
    numbers = re.findall(r"\d[\d,]*", counted)
    assert len(numbers) == len(set(numbers)), text


def test_the_chooser_explains_and_refuses_bad_values(ai_page):
    page = ai_page
    choose_custom(page, "yellow", "lines", {"depth": "2"})
    assert "Depth" in page.text_content("#yellow-custom")
    help_text = page.text_content("#yellow-custom-noise-help")
    assert help_text.startswith("Random error added to every rating")
    page.fill("#yellow-custom-noise", "500")
    page.dispatch_event("#yellow-custom-noise", "change")
    assert "Randomness must be a number from 0 to 100." in page.text_content("#yellow-custom")
    assert page.get_attribute("#yellow-custom-noise", "aria-invalid") == "true"
    assert page.input_value("#yellow-player") == "lines:depth=2"  # unchanged


def test_counters_add_up_simulated_games_and_show_values_over_the_columns(ai_page):
    page = ai_page
    page.select_option("#red-player", "human")
    choose_custom(page, "yellow", "mcts", {"playouts": "300"})
    page.click("#new-game")
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    column(page, 4).click()
    wait_position(page, "p.length === 4")
    assert "It simulated 300 games in " in page.text_content("#stats")
    assert "(600 so far this game)" in page.text_content("#stats")
    if page.get_attribute("#values-toggle", "aria-pressed") != "true":
        page.click("#values-toggle")
    cells = page.locator("#ai-values li").all_text_contents()
    assert len(cells) == 7 and all(c.endswith("%") for c in cells), cells
    assert page.locator("#ai-values li.best").count() == 1
    assert "simulated games won" in page.text_content("#ai-values-note")
    page.click("#values-toggle")
    assert page.is_hidden("#ai-values")


def test_a_link_with_a_custom_ai_reproduces_it_and_a_reload_keeps_it(ai_page):
    page = ai_page
    base = page.url.split("?")[0]
    page.goto(base + "?pos=44&red=human&yellow=lines:depth%3D2,noise%3D3.5")
    page.wait_for_selector("#ai-status.ready", state="attached", timeout=90000)
    assert position(page) == "44"
    assert page.input_value("#yellow-player") == "lines:depth=2,noise=3.5"
    assert page.input_value("#yellow-custom-family") == "lines"
    assert page.input_value("#yellow-custom-depth") == "2"
    assert page.input_value("#yellow-custom-noise") == "3.5"
    assert "Open lines (Gibson): depth 2, randomness 3.5" in page.text_content(
        "#yellow-player")
    column(page, 3).click()
    wait_position(page, "p.length === 4")
    assert page.get_attribute("#stats", "data-player") == "lines:depth=2,noise=3.5"
    # the page's own link carries it
    page.click("#copy-link")
    link = page.input_value("#link-text")
    assert "yellow=lines:depth%3D2,noise%3D3.5" in link
    # the link's parameters are dropped from the address: a reload is the saved game
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=30000)
    assert page.input_value("#yellow-player") == "lines:depth=2,noise=3.5"
    assert page.input_value("#yellow-custom-noise") == "3.5"
    # and the copied link opens the same game elsewhere
    page.goto(link)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=30000)
    assert page.input_value("#yellow-player") == "lines:depth=2,noise=3.5"


def test_a_link_with_bad_custom_settings_says_so(ai_page):
    page = ai_page
    base = page.url.split("?")[0]
    page.goto(base + "?red=human&yellow=minimax:depth%3D12")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=30000)
    assert ("The link's yellow player was ignored: Moves ahead must be a whole number from 1 "
            "to 8." in page.text_content("#message"))
    assert page.input_value("#yellow-player") != "minimax:depth=12"


def run_page_match(page, a, b, games, seed, alternate=True, speed="instant", openings=0):
    if not page.evaluate("document.querySelector('#match-card details').open"):
        page.click("#match-card summary")  # (a test before may have left it open)
    for side, spec in (("a", a), ("b", b)):
        page.select_option("#match-" + side, spec)
    page.fill("#match-games", str(games))
    page.fill("#match-seed", str(seed))
    page.select_option("#match-colours", "alternate" if alternate else "fixed")
    page.select_option("#match-speed", speed)
    page.select_option("#match-openings", str(openings))
    page.click("#match-start")


def table(page):
    return [page.locator("#match-table tbody tr").nth(i).locator("td").all_text_contents()
            for i in range(2)]


def test_a_20_game_match_gives_the_arenas_figures(ai_page):
    page = ai_page
    page.wait_for_selector("#ai-status.ready", state="attached", timeout=90000)
    run_page_match(page, "level3", "level2", 20, 7)
    page.wait_for_function("document.body.dataset.match === 'over'", timeout=120000)
    cli = run_match("level3", "level2", 20, seed=7, alternate=True)
    rows = table(page)
    for side in (0, 1):
        red, yellow = cli.by_colour[side]
        assert rows[side][:3] == ["%d-%d-%d" % cli.wld(side), "%d-%d-%d" % tuple(red),
                                  "%d-%d-%d" % tuple(yellow)]
    summary = page.text_content("#match-summary")
    assert summary.startswith("Finished: 20 games.")
    lead = cli.leader()
    if lead is not None:
        assert "won %d%% of the %d decisive games" % (
            int(cli.win_rate(lead) * 100 + 0.5), cli.decisive) in summary
    from connect4.arena import p_is
    assert p_is(cli.p_value()) in summary
    text = page.input_value("#match-text")
    assert "python3 -m connect4 arena %s %s --games 20 --seed 7 --alternate" % (
        normalise_spec("level3"), normalise_spec("level2")) in text
    assert "--games 20 --seed 7 --alternate" in page.text_content("#match-command")
    # a reload keeps the set-up and the last result
    rows = table(page)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=30000)
    page.click("#match-card summary")
    page.wait_for_function("document.querySelectorAll('#match-table tbody td').length === 8 && "
                           "document.querySelector('#match-table tbody td').textContent !== ''")
    assert table(page) == rows
    assert page.input_value("#match-games") == "20" and page.input_value("#match-seed") == "7"
    assert page.input_value("#match-a") == "level3" and page.input_value("#match-b") == "level2"
    assert page.input_value("#match-text") == text


def test_a_long_match_pauses_resumes_stops_and_the_page_stays_responsive(ai_page):
    page = ai_page
    page.reload()
    page.wait_for_selector("#ai-status.ready", state="attached", timeout=90000)
    # the match runs in the full engine: measured once it has loaded (its
    # loading is measured by tests/browser/test_first_visit.py)
    wait_full_engine(page, timeout=90000)
    mainthread.start(page)
    run_page_match(page, "level5", "level4", 1000, 3, speed="fast")
    page.wait_for_function(
        "document.querySelector('#match-progress').value >= 2", timeout=60000)
    page.click("#match-pause")
    page.wait_for_function("document.body.dataset.match === 'paused'")
    # the worker's own report says it paused: from then on no game is played
    page.wait_for_function(
        "document.getElementById('match-summary').textContent.startsWith('Paused after')")
    played = page.evaluate("document.querySelector('#match-progress').value")
    page.wait_for_timeout(800)  # signal-free: proving that no game is played while paused
    assert page.evaluate("document.querySelector('#match-progress').value") == played
    assert page.text_content("#match-summary").startswith("Paused after %d of 1000" % played)
    assert page.text_content("#match-pause") == "Resume"
    page.click("#match-pause")
    page.wait_for_function(
        "document.querySelector('#match-progress').value > %d" % played, timeout=60000)
    assert page.is_visible("#match-board")
    assert re.match(r"Game \d+: ", page.text_content(".match-board-caption"))
    page.click("#match-stop")
    page.wait_for_function("document.body.dataset.match === 'over'", timeout=30000)
    tasks = mainthread.stop(page)
    done = page.evaluate("document.querySelector('#match-progress').value")
    assert page.text_content("#match-summary").startswith("Stopped after %d of 1000" % done)
    text = page.input_value("#match-text")
    assert text.startswith("Stopped after %d of 1000 games." % done)
    cli = run_match("level5", "level4", done, seed=3, alternate=True)
    assert table(page)[0][0] == "%d-%d-%d" % cli.wld(0)
    print("during the match: %s" % tasks.summary())
    # the page's own work per task, in CPU time: on a machine loaded beyond its
    # cores a task's wall time also counts the time the renderer waited
    assert len(tasks.tasks) > 100
    assert tasks.longest_cpu().cpu_ms < 50
    # the game beside the panel still plays
    page.select_option("#red-player", "human")
    page.select_option("#yellow-player", "level1")
    page.click("#new-game")
    column(page, 4).click()
    wait_position(page, "p.length === 2")


def test_a_reload_mid_match_keeps_the_games_played(ai_page):
    """A running match's games were lost on a reload (an empty panel); now the next visit
    shows them stopped there, the same figures as the command line's for those games, and
    Go on plays the rest of the same match."""
    page = ai_page
    wait_full_engine(page, timeout=90000)
    run_page_match(page, "level3", "level2", 1000, 5, speed="fast")
    page.wait_for_function("document.querySelector('#match-progress').value >= 3", timeout=60000)
    page.reload()
    wait_ready(page)
    if not page.evaluate("document.querySelector('#match-card details').open"):
        page.click("#match-card summary")
    page.wait_for_function("(e => e && e.textContent.startsWith('Stopped after'))"
                           "(document.getElementById('match-summary'))")
    played = int(re.match(r"Stopped after (\d+) of 1000 games\.",
                          page.text_content("#match-summary")).group(1))
    assert played >= 3
    cli = run_match("level3", "level2", played, seed=5, alternate=True)
    assert table(page)[0][0] == "%d-%d-%d" % cli.wld(0)
    page.click("#match-copy")
    text = page.input_value("#match-text")
    assert "The page was left before the match's end." in text
    assert text.endswith("--games %d --seed 5 --alternate" % played)
    # and it goes on from the next game: the whole is the command line's match
    names = page.locator("#match-table tbody th").all_text_contents()
    page.click("#match-resume")
    assert page.text_content("#match-summary").startswith(
        "Going on from game %d of 1000" % (played + 1))
    page.wait_for_function("document.querySelector('#match-progress').value >= %d" % (played + 2),
                           timeout=60000)
    page.click("#match-stop")
    page.wait_for_function("document.body.dataset.match === 'over'", timeout=30000)
    done = page.evaluate("document.querySelector('#match-progress').value")
    cli = run_match("level3", "level2", done, seed=5, alternate=True)
    assert [row[:3] for row in table(page)] == [
        ["%d-%d-%d" % cli.wld(side)] + ["%d-%d-%d" % tuple(r) for r in cli.by_colour[side]]
        for side in (0, 1)]
    assert page.locator("#match-table tbody th").all_text_contents() == names  # not the specs
    assert not page.is_visible("#match-resume")  # stopped with Stop: over
    page.click("#match-copy")
    assert "Games 1-%d were played before the page was reloaded" % played in page.input_value(
        "#match-text")


def test_about_names_every_write_up(ai_page):
    page = ai_page
    page.click("#about-ais summary")
    page.wait_for_selector("#about-body h3")
    text = page.text_content("#about-body")
    for words in ("Teddy Williams", "Coleman et al.", "Cardenas et al.", "Gibson", "2016 post",
                  "Moves ahead, 1 to 8 (usually 4)", "Randomness, 0 to 100"):
        assert words in text
    assert page.locator("#about-body h3").count() == 7 + 7  # the levels' cards, the families
    cards = page.locator("#about-body h3.level-card")
    assert cards.count() == 7 and cards.nth(6).text_content() == "Level 7: Perfect · unbeaten"
    assert cards.nth(3).text_content().startswith("Level 4: Club · about ")  # ladder --ratings
    # each card says how strong its level measured (connect4/data/ladder.json)
    assert text.count("% of its decisive games against level ") == 6
    assert "against random moves" in text


def test_a_match_with_random_openings_says_how_sure_its_result_is(ai_page):
    page = ai_page
    page.wait_for_selector("#ai-status.ready", state="attached", timeout=90000)
    run_page_match(page, "level4", "level1", 12, 5, openings=2)
    page.wait_for_function("document.body.dataset.match === 'over'", timeout=120000)
    cli = run_match("level4", "level1", 12, seed=5, alternate=True, opening_plies=2)
    assert table(page)[0][:1] == ["%d-%d-%d" % cli.wld(0)]
    summary = page.text_content("#match-summary")
    p = cli.p_value()
    assert cli.leader() == 0 and significant(p)  # level 4 sees the threats level 1 misses
    assert summary.endswith(" is stronger, %s that this is luck." % chance_words(p)), summary
    assert page.text_content("#match-command").endswith("--alternate --opening-plies 2")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=30000)
    page.click("#match-card summary")
    page.wait_for_selector("#match-openings")
    assert page.input_value("#match-openings") == "2"
