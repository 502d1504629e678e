"""The player's rating in the page: a rated game changes it, a game with a take-back counts
apart, and both survive a reload (connect4/page/modes/rating/rating.py, the Your score card)."""

from site_helpers import column, position, wait_ai, wait_position, wait_ready

from connect4.page.modes.rating.ratingslot import START


def resign(page):
    page.click("#new-game")
    page.wait_for_selector("#resign-ask", state="visible")
    page.click("#resign-yes")
    wait_position(page, "p === ''")


def test_the_rating_survives_a_reload(open_game):
    page = open_game("?red=human&yellow=level1")
    assert page.get_attribute("#rating", "data-games") == "0"
    assert page.text_content("#rating-summary").startswith("No rated game yet")
    assert page.is_hidden("#rating-chart")
    wait_ai(page)
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    resign(page)  # a rated loss against level 1
    page.wait_for_selector('#rating[data-games="1"]', state="attached")
    rated = int(page.get_attribute("#rating", "data-rating"))
    assert rated < START[0]
    assert page.text_content("#rating-summary").startswith("Your rating: %d ± " % rated)
    assert page.locator("#rating-chart svg.rating-chart polyline").count() == 1
    # a game with a take-back: counted in the score, not in the rating
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    page.click("#undo")
    wait_position(page, "p === ''")
    column(page, 3).click()
    wait_position(page, "p.length === 2")
    resign(page)
    page.wait_for_selector("#rating-unrated:not([hidden])", state="attached")
    assert page.text_content("#rating-unrated").startswith("1 game with a take-back")
    assert page.get_attribute("#rating", "data-games") == "1"
    assert page.locator("#tally-body tr td").all_text_contents() == ["0", "2", "0"]
    page.reload()
    wait_ready(page)
    page.wait_for_selector('#rating[data-games="1"]', state="attached")  # its bundle, fetched
    assert int(page.get_attribute("#rating", "data-rating")) == rated
    assert page.is_visible("#rating-unrated") and page.is_visible("#rating-chart svg")
    assert page.text_content("#rating-next") == "Level 1 is rated nearest yours: try it."
    assert position(page) == ""
