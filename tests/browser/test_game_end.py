"""The end of a game in the page: the result panel, Play again, resigning, the score."""

from site_helpers import column, position, result, wait_ai

#: Red (human) wins with column 1: red 1, 1, 1 against yellow 2, 2, 2.
RED_TO_WIN = "121212"
#: Yellow has four in column 2 (red 1, 3, 1, 7).
YELLOW_WON = "12321272"


def test_you_win_panel_keyboard_reachable_and_play_again(open_game):
    page = open_game("?pos=%s&red=human&yellow=level1" % RED_TO_WIN)
    level = page.text_content("#yellow-player option:checked")
    page.keyboard.press("1")
    page.wait_for_selector("#result", state="visible")
    assert page.text_content("#result-title") == "You win"
    assert page.text_content("#result-detail") == (
        "Red made four in a row in column 1, rows 1 to 4 (7 moves).")
    assert page.get_attribute("#result", "role") == "status"
    assert page.text_content("#announce").startswith("Red plays column 1. You win. Red made")
    assert "win" in page.get_attribute("#result", "class")
    assert page.locator("#tally-body tr").count() == 1
    assert page.text_content("#tally-body tr th") == level
    # from the column just played, Tab reaches Play again
    for _ in range(10):
        if page.evaluate("document.activeElement.id") == "play-again":
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "play-again"
    page.keyboard.press("Enter")
    assert position(page) == ""
    assert page.is_hidden("#result")
    assert page.text_content("#turn-text") == "Red to move"


def test_the_ai_wins_panel_and_swap_colours_and_play_again(open_game):
    page = open_game("?pos=%s&red=human&yellow=level1" % YELLOW_WON)
    level = page.text_content("#yellow-player option:checked")
    assert page.is_visible("#result")   # opened over: nothing is falling
    assert page.text_content("#result-title") == "%s wins" % level
    assert "loss" in page.get_attribute("#result", "class")
    assert page.text_content("#result-detail") == (
        "Yellow made four in a row in column 2, rows 1 to 4 (8 moves).")
    assert page.text_content("#swap-again") == "Swap colours and play again"
    page.click("#swap-again")
    assert page.input_value("#red-player") == "level1"
    assert page.input_value("#yellow-player") == "human"
    assert page.is_hidden("#result")
    wait_ai(page)
    page.wait_for_function("document.getElementById('board').dataset.position.length === 1")


def test_human_vs_human_and_draw_headlines(open_game):
    page = open_game("?pos=%s&red=human&yellow=human" % YELLOW_WON)
    assert page.text_content("#result-title") == "Yellow wins"
    drawn = "547125662261271266215743771576315353334444"
    page = open_game("?pos=%s&red=human&yellow=human" % drawn)
    assert result(page) == "Draw"
    assert page.text_content("#result-title") == "Draw"
    assert "draw" in page.get_attribute("#result", "class")


def test_new_game_in_a_game_against_an_ai_is_a_resignation(open_game):
    page = open_game("?red=human&yellow=level1")
    level = page.text_content("#yellow-player option:checked")
    assert page.text_content("#tally-empty") == (
        "Your games against %s are counted here once they end." % level)
    assert page.text_content("#new-game") == "New game"   # nothing played yet: no loss
    column(page, 4).click()
    assert page.text_content("#new-game") == "New game (resign)"
    assert page.get_attribute("#new-game", "title") == "Starting again now counts as a loss."
    page.click("#new-game")          # asks first, in the page (issue 32)
    page.wait_for_selector("#resign-ask", state="visible")
    assert page.text_content("#resign-text") == (
        "Resign this game? It counts as a loss against %s." % level)
    assert position(page) != "" and page.locator("#tally-body tr").count() == 0
    page.click("#resign-no")         # keep playing: nothing counted
    assert page.is_hidden("#resign-ask") and page.locator("#tally-body tr").count() == 0
    page.dblclick("#new-game")       # a double click asks, never resigns
    assert page.is_visible("#resign-ask") and position(page) != ""
    page.click("#resign-yes")
    assert position(page) == ""
    assert page.is_hidden("#resign-ask")
    row = page.locator("#tally-body tr")
    assert row.count() == 1
    assert row.locator("td").all_text_contents() == ["0", "1", "0"]
    assert page.text_content("#new-game") == "New game"


def test_human_vs_human_new_game_and_score_line(open_game):
    page = open_game("?red=human&yellow=human")
    assert page.text_content("#tally-empty") == "Play a human against an AI to start a score."
    column(page, 4).click()
    assert page.text_content("#new-game") == "New game"
    page.click("#new-game")
    assert page.locator("#tally-body tr").count() == 0
