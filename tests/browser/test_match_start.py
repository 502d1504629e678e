"""The match's Start button follows the AI's readiness however early the panel
was opened (issue 31: it stayed disabled for the visit when the panel was built
before the AI was ready); a match then plays from it."""

from faults import HOLD_READY
from site_helpers import AI_TIMEOUT_MS, wait_ai, wait_ready

START_ENABLED = "!document.getElementById('match-start').disabled"


def test_start_is_enabled_once_the_ai_is_ready_when_the_panel_opened_before(context, server):
    page = context.new_page()
    page.add_init_script(HOLD_READY)  # no worker says "ready" until released
    page.goto(server.url + "?red=human&yellow=human")
    wait_ready(page)
    page.click("#match-card summary")
    page.wait_for_selector("#match-start")
    assert page.is_disabled("#match-start")
    assert not page.is_visible("#ai-status.ready")
    page.evaluate("window.c4ReleaseWorkers()")
    wait_ai(page)
    page.wait_for_function(START_ENABLED)  # with the AI's readiness, nothing else
    page.select_option("#match-a", "level1")
    page.select_option("#match-b", "level2")
    page.fill("#match-games", "1")
    page.click("#match-start")
    page.wait_for_function("document.body.dataset.match === 'over'", timeout=AI_TIMEOUT_MS)
    assert page.text_content("#match-summary").startswith("Finished: 1 game")
    page.wait_for_function(START_ENABLED)
