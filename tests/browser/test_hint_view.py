"""The beginner's view of the hints in the page: good / risky / losing in words,
marks and colours for a first-time player, the exact numbers one click away, and
the choice remembered."""

from harness import new_context
from site_helpers import wait_ai, wait_ready

from connect4.page.modes.hints.hintwords import MARKS, verdicts
from connect4.scores import describe_score
from connect4.solver.api import Solver

POS = "4444443322"  # red to move; every column solved in seconds


def _cells(page):
    return page.evaluate("""() => [...document.querySelectorAll('#hints .hint')].map(
        e => [e.className, e.textContent.trim(), e.getAttribute('aria-label')])""")


def test_a_first_time_player_sees_good_risky_losing_then_can_switch(browser, server, guard):
    ctx = new_context(browser, guard, beginner_hints=True)
    try:
        page = ctx.new_page()
        page.goto(server.url + "?pos=%s&red=human&yellow=human" % POS)
        wait_ready(page)
        wait_ai(page)
        page.click("#hint")
        page.wait_for_function("""document.querySelectorAll('#hints .hint.simple').length
            && !document.querySelector('#hints .hint.pending')""", timeout=120000)
        scores = Solver(book=False).analyze(POS)
        marks = verdicts(scores, (), None, len(POS))
        cells = _cells(page)
        for (cls, text, label), mark, s in zip(cells, marks, scores):
            if mark == "full":
                assert text == "full"
                continue
            assert cls == "hint simple " + mark
            assert text == MARKS[mark] + mark          # a shape and a word, not colour alone
            assert label.startswith("Column ") and mark in label
            assert describe_score(s, len(POS)) not in text   # no distances for a beginner
        assert page.get_attribute("#hint-style", "aria-pressed") == "false"
        assert "✓ good" in page.text_content("#hint-key")
        page.click("#hint-style")   # the exact numbers
        page.wait_for_function("!document.querySelector('#hints .hint.simple')")
        texts = [t.strip() for t in page.locator("#hints .hint").all_text_contents()]
        assert texts == ["full" if s is None else describe_score(s, len(POS)) for s in scores]
        assert page.get_attribute("#hint-style", "aria-pressed") == "true"
        page.reload()   # remembered
        wait_ready(page)
        if page.get_attribute("#hint", "aria-pressed") != "true":
            page.click("#hint")
        page.wait_for_function("""document.querySelector('#hint-style')
            && document.querySelector('#hint-style').getAttribute('aria-pressed') === 'true'""",
                               timeout=120000)
        assert not page.query_selector("#hints .hint.simple")
    finally:
        ctx.close()
