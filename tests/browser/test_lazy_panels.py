"""static/lazy_panels.py: the review's and the match's panels fetched on first use.

Nothing of them on a first visit (test_first_visit.py checks the requests);
here: a failed fetch says so in plain words and leaves the game as it was,
and the next try loads the panel; a review open before a reload comes back
with its panel fetched at start.
"""

from harness import Guard, new_context
from site_helpers import column, position, wait_position, wait_ready

GAME = "444446557617"


def test_a_panel_that_cannot_be_fetched_says_so_and_the_next_try_opens_it(browser, server):
    guard = Guard()
    ctx = new_context(browser, guard, service_workers="block")
    failing = {"review": True}
    ctx.route("**/static/mode-review.bundle",
              lambda route: route.abort() if failing["review"] else route.continue_())
    try:
        page = ctx.new_page()
        page.goto(server.url + "?pos=4453&red=human&yellow=human")
        wait_ready(page)
        page.click("#review-open")
        page.wait_for_function("/could not be loaded/.test(document.getElementById('message')"
                               ".textContent)")
        said = page.text_content("#message")
        assert "Check the connection and try again." in said and "JsProxy" not in said
        assert page.is_hidden("#review")
        column(page, 1).click()  # the game goes on
        wait_position(page, "p === '44531'")
        failing["review"] = False
        page.click("#review-open")
        page.wait_for_selector("#review", state="visible")
        assert position(page) == "44531"
    finally:
        ctx.close()
    # a failed fetch is the connection's, not the page's: a warning, no error but the
    # browser's own line for the refused request
    assert [e for e in guard.errors if "Failed to load resource" not in e] == []


def test_a_review_open_at_a_reload_comes_back_with_its_panel(open_game):
    page = open_game("?pos=%s&red=human&yellow=human" % GAME)
    page.click("#review-game")  # the game is over: the result's button
    page.wait_for_selector("#review", state="visible")
    page.keyboard.press("Home")
    wait_position(page, "p === ''")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#review", state="visible")
    assert position(page) == ""


def test_the_match_panel_is_built_when_its_card_first_opens(open_game):
    page = open_game("?red=human&yellow=human")
    assert page.locator("#match-start").count() == 0
    page.click("#match-card summary")
    page.wait_for_selector("#match-start", state="attached")
    page.click("#match-card summary")  # closed and opened again: one panel
    page.click("#match-card summary")
    assert page.locator("#match-start").count() == 1
