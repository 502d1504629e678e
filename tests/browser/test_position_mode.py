"""The Threats toggle, the position editor and the best line, clicked in the real page."""

import re

from site_helpers import column, position, wait_full_engine, wait_position, wait_ready

FLAT = "?red=human&yellow=human&pos=445566"
MARKS = ".threat-marks [role=listitem]"


def labels(page):
    return page.locator(MARKS).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_nothing_of_the_mode_loads_until_it_is_used(open_game, context):
    page = context.new_page()
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    open_game("?red=human&yellow=human", page)
    assert not [u for u in fetched if "position" in u]
    # the bundle is asked by the click's effects, its request seen after the button is drawn
    with page.expect_request(lambda r: r.url.endswith("static/mode-position.bundle")):
        page.click("#threats")
    page.wait_for_selector("#threats[aria-pressed=true]")


def test_threats_toggle_marks_the_board_follows_moves_and_is_remembered(open_game):
    page = open_game(FLAT)
    assert page.get_attribute("#threats", "aria-pressed") == "false"
    page.click("#threats")
    page.wait_for_selector("#threats[aria-pressed=true]")
    page.wait_for_selector(MARKS)
    assert labels(page) == ["c1: red threat, odd row", "g1: red threat, odd row",
                            "c2: yellow threat, even row", "g2: yellow threat, even row"]
    assert page.get_by_role("listitem", name="c1: red threat, odd row").count() == 1
    assert page.text_content("#threat-key") == (
        "Red has odd threats at c1 and g1; yellow has even threats at c2 and g2.")
    column(page, 3).click()  # red takes its threat c1: four in a row, no threat is left
    wait_position(page, "p === '4455663'")
    page.wait_for_function("document.querySelectorAll('%s').length === 0" % MARKS)
    assert page.text_content("#threat-key") == "The game is over: no threat is left to play."
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelectorAll('%s').length === 4" % MARKS)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#threats[aria-pressed=true]")  # remembered
    page.wait_for_selector(MARKS)
    page.click("#threats")
    page.wait_for_selector("#threats[aria-pressed=false]")
    assert page.locator(MARKS).count() == 0 and page.is_hidden("#threat-key")


def test_a_second_click_while_the_mode_loads_turns_threats_off_for_good(open_game):
    page = open_game(FLAT)
    page.evaluate("document.getElementById('threats').click(); "
                  "document.getElementById('threats').click()")  # the second before the bundle
    page.wait_for_selector("#threat-key", state="attached")  # the mode's view is built
    page.wait_for_selector("#threats[aria-pressed=false]")
    assert page.locator(MARKS).count() == 0 and page.is_hidden("#threat-key")
    page.click("#threats")
    page.wait_for_function("document.querySelectorAll('%s').length === 4" % MARKS)


def test_an_unreadable_grid_in_the_box_shows_its_own_reason(open_game):
    page = open_game("?red=human&yellow=human")
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    box = page.get_by_role("textbox", name=re.compile("Grid"))
    box.fill(".......\n" * 5 + "XX.X...\n")
    page.get_by_role("button", name="Play from here").click()
    alert = page.locator("#setup [role=alert]")
    page.wait_for_function("document.querySelector('#setup [role=alert]').textContent"
                           ".startsWith('No game reaches')")
    box.fill("XX\n")  # the old reason must not stay while this grid sits in the box
    page.wait_for_function("document.querySelector('#setup [role=alert]').textContent"
                           ".startsWith('This grid cannot be read')")
    assert box.input_value() == "XX\n" and alert.is_visible()


def test_editor_paste_then_play_from_here(open_game):
    page = open_game("?red=human&yellow=human&pos=4")
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    box = page.get_by_role("textbox", name=re.compile("Grid"))
    box.fill(".......\n.......\n.......\n...X...\n...O...\n..OXX..\n")
    page.get_by_role("button", name="Play from here").click()
    wait_position(page, "p === '43544'")
    assert page.is_hidden("#setup")
    page.wait_for_function("document.getElementById('board').dataset.share.includes('pos=43544')")


def test_editor_clicks_cycle_cells(open_game):
    page = open_game("?red=human&yellow=human")
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    page.get_by_role("button", name="d1: empty").click()  # -> red
    page.get_by_role("button", name="d2: empty").click()  # -> red
    page.get_by_role("button", name="d2: red").click()  # -> yellow
    page.get_by_role("button", name="c1: empty").click()  # -> red
    assert page.get_by_role("button", name="d2: yellow").count() == 1
    # a reload opens the editor again with the cells as they were (it showed the game)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#setup:not([hidden])")
    page.get_by_role("button", name="d2: yellow").wait_for()
    assert page.get_by_role("button", name="c1: red").count() == 1
    page.get_by_role("button", name="Play from here").click()
    wait_position(page, "p === '443'")
    page.reload()  # played: the game comes back, not the editor
    wait_ready(page)
    assert position(page) == "443" and page.is_hidden("#setup")


def test_an_unreachable_grid_gets_an_alert_and_the_game_is_untouched(open_game):
    page = open_game("?red=human&yellow=human&pos=44")
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    page.get_by_role("textbox", name=re.compile("Grid")).fill(".......\n" * 5 + "XX.X...\n")
    page.get_by_role("button", name="Play from here").click()
    alert = page.locator("#setup [role=alert]")
    alert.wait_for(state="visible")
    assert "red has 3 discs and yellow 0 discs" in alert.text_content()
    assert position(page) == "44"
    page.get_by_role("button", name="Cancel").click()
    assert page.is_hidden("#setup") and position(page) == "44"


def test_stepping_through_the_best_line(open_game):
    page = open_game("?red=human&yellow=human&pos=4453")
    wait_full_engine(page)
    page.click("#hint")
    page.wait_for_function("!document.querySelector('#hints .hint.pending')", timeout=60000)
    page.click("#line-show")
    line = page.get_by_role("list", name="Best line")
    page.wait_for_function("document.querySelectorAll('.line-moves li').length >= 12",
                           timeout=60000)
    moves = [t.strip() for t in line.locator("li").all_text_contents()]
    page.get_by_role("button", name="Forward").click()
    wait_position(page, "p === '4453%s'" % moves[0])
    page.get_by_role("button", name="Forward").click()
    wait_position(page, "p === '4453%s'" % "".join(moves[:2]))
    # no move while the board shows the line (its columns say so, and a click is refused)
    assert column(page, 1).get_attribute("aria-disabled") == "true"
    page.evaluate("document.querySelector('#board .col[data-col=\"0\"]').click()")
    assert position(page) == "4453%s" % "".join(moves[:2])
    page.get_by_role("button", name="Back").click()
    wait_position(page, "p === '4453%s'" % moves[0])
    page.get_by_role("button", name="Return to the game").click()
    wait_position(page, "p === '4453'")


def test_a_mistake_in_the_review_shows_the_best_line_beside_the_moves_played(open_game):
    # a middle-game position (Pons' set) where red wins; its 26th disc (column 1) lets
    # yellow win at once in column 6: a blunder
    game = "5554224333234511764415115" + "16"
    page = open_game("?red=human&yellow=human&pos=%s&review=1&ply=26" % game)
    page.wait_for_function("document.getElementById('review-status-text').textContent"
                           ".startsWith('Every move judged')", timeout=240000)
    page.wait_for_function("[...document.querySelectorAll('.review-line')].some("
                           "p => /^Best line from before move 26:( \\d)+\\.$/.test(p.textContent))",
                           timeout=120000)
    texts = page.locator(".review-line").all_text_contents()
    assert texts[1] == "Played: 1 6."
    best = texts[0].split(": ")[1].rstrip(".").split()
    assert best[0] != "1" and len(best) >= 2


def test_the_editor_cell_under_the_pointer_keeps_its_colour(open_game):
    """Issue 42: a click turned d1 red, and while the pointer stayed on it the
    button's hover painted it like an empty hole; now a ring marks the hover."""
    page = open_game("?red=human&yellow=human")
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    look = """(name) => { const b = [...document.querySelectorAll('.setup-cell')]
        .find(e => e.getAttribute('aria-label') === name);
        const cs = getComputedStyle(b);
        return [b.matches(':hover'), cs.backgroundColor, cs.outlineStyle + ' ' + cs.outlineColor]; }"""
    red, yellow = page.evaluate("""() => { const p = document.createElement('p');
        document.body.append(p); const out = ['--red', '--yellow'].map(v => {
        p.style.color = 'var(' + v + ')'; return getComputedStyle(p).color; });
        p.remove(); return out; }""")
    page.get_by_role("button", name="d1: empty").click()  # -> red, the pointer stays on it
    hover, background, ring = page.evaluate(look, "d1: red")
    assert hover and background == red, (hover, background, red)
    assert ring == "solid rgb(255, 255, 255)"
    page.get_by_role("button", name="d1: red").click()  # -> yellow
    hover, background, ring = page.evaluate(look, "d1: yellow")
    assert hover and background == yellow, (hover, background, yellow)
    page.mouse.move(0, 0)
    hover, background, ring = page.evaluate(look, "d1: yellow")
    assert not hover and background == yellow and ring.startswith("none"), (hover, ring)


def test_the_editors_cells_take_a_finger_on_a_phone_and_fit_its_card(open_game):
    # they were 0.62 of the board's cell everywhere: 25 px on a 360 px phone
    page = open_game("?pos=4453&red=human&yellow=human")
    page.set_viewport_size({"width": 360, "height": 740})
    page.click("#setup-open")
    page.wait_for_selector("#setup:not([hidden])")
    grid, cell, card = page.evaluate("""['.setup-grid', '.setup-cell', '#setup'].map(
        (s) => document.querySelector(s).getBoundingClientRect().toJSON())""")
    assert cell["width"] >= 35
    assert card["left"] < grid["left"] and grid["right"] < card["right"]
