"""connect4.page.kernel.lazymodes: when a mode's Python is fetched at start."""

import pytest
from loop_helpers import page, run

from connect4.page.kernel import lazymodes, registry
from connect4.page.kernel.record import CARD, Mode
from connect4.page.modes.puzzles import puzzlerun
from connect4.puzzles.progress import Progress


def test_the_key_is_the_puzzles_own():
    assert lazymodes.PUZZLES_KEY == puzzlerun.STORAGE_KEY


def test_a_link_to_a_puzzle_loads_the_mode_at_start():
    assert lazymodes.puzzles_at_start({"puzzle": "12"}, None)
    assert lazymodes.puzzles_at_start({"puzzle": "nonsense"}, None)  # the mode says it is unknown


def test_the_mode_open_before_a_reload_loads_it_again():
    p = Progress()
    p.last, p.open = 7, True
    assert lazymodes.puzzles_at_start({}, p.to_json())
    p.open = False
    assert not lazymodes.puzzles_at_start({}, p.to_json())
    p.open, p.last = True, 0  # open but no puzzle yet: nothing to reopen
    assert not lazymodes.puzzles_at_start({}, p.to_json())


def test_no_link_and_no_progress_waits_for_the_reader():
    assert not lazymodes.puzzles_at_start({}, None)
    assert not lazymodes.puzzles_at_start({"pos": "44"}, "")


def test_damaged_progress_does_not_load_the_mode():
    for text in ("{", "[1, 2]", '{"open": true, "last": "x"}', "null"):
        assert not lazymodes.puzzles_at_start({}, text)


def test_the_bundle_and_the_message():
    assert lazymodes.bundle_url("puzzles") == "static/mode-puzzles.bundle"
    text = lazymodes.load_failed("HTTP 404")
    assert "HTTP 404" in text and "try again" in text and ".." not in text


def test_a_failed_fetch_is_said_in_its_own_words():
    """A JavaScript error reaches MicroPython as (object, name, message)."""
    words = lazymodes.failure_words(("<JsProxy 153>", "TypeError", "Failed to fetch"))
    assert words == "Failed to fetch"
    assert "JsProxy" not in lazymodes.load_failed(words)
    assert lazymodes.failure_words((ValueError("cut short"),)) == "cut short"


class TestNeeds:
    """A bundle that needs another: the needed one first, then it; a failure of the needed
    one fails it too."""

    @pytest.fixture(autouse=True)
    def after(self, monkeypatch):
        """A mode ``after`` whose bundle needs the bundle ``first``."""
        self.said = []
        mode = Mode("after", CARD, view="after_ui", needs="first",
                    failed=lambda s, o, why: self.said.append(why))
        monkeypatch.setitem(registry.BY_NAME, "after", mode)

    def test_the_needed_bundle_is_fetched_first_then_the_one_asked(self):
        state = page()
        out = run(lambda s, o: lazymodes.fetch(s, o, "after"), state)
        assert [e for e in out.effects if e[0] == "fetch"] == [("fetch", "first")]
        assert state.loads["after"] == lazymodes.LOADING
        out = run(lambda s, o: lazymodes.loaded(s, o, "first"), state)
        assert [e for e in out.effects if e[0] == "fetch"] == [("fetch", "after")]
        assert state.loads == {"first": lazymodes.READY, "after": lazymodes.LOADING}

    def test_once_the_needed_one_is_in_the_bundle_is_fetched_at_once(self):
        state = page()
        state.loads["first"] = lazymodes.READY
        out = run(lambda s, o: lazymodes.fetch(s, o, "after"), state)
        assert [e for e in out.effects if e[0] == "fetch"] == [("fetch", "after")]

    def test_a_failed_needed_bundle_fails_the_waiting_one_with_its_hook(self):
        said = self.said
        state = page()
        run(lambda s, o: lazymodes.fetch(s, o, "after"), state)
        run(lambda s, o: lazymodes.failed(s, o, "first", "offline"), state)
        assert state.loads["after"] == lazymodes.FAILED and len(said) == 1
        assert "offline" in said[0]
        out = run(lambda s, o: lazymodes.fetch(s, o, "after"), state)  # the reader's retry
        assert [e for e in out.effects if e[0] == "fetch"] == [("fetch", "first")]
