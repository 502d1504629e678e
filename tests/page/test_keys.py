"""The board's keys wherever the focus is not in a form control; undo and redo keys (issue 32, 5)."""

import pytest

from connect4.page.kernel import keys


class TestBoardKeys:
    def test_arrows_from_a_button_go_back_to_the_board(self):
        assert keys.key_action("ArrowRight", None, "BUTTON") == (keys.FOCUS, 3)
        assert keys.key_action("ArrowRight", None, "BUTTON", last=6) == (keys.FOCUS, 6)
        assert keys.key_action("ArrowLeft", None, "SUMMARY", last=0) == (keys.FOCUS, 0)

    def test_enter_with_nothing_focused_plays_the_last_column(self):
        assert keys.key_action("Enter", None, "BODY", last=2) == (keys.PLAY, 2)
        assert keys.key_action("Enter", None, "BODY") == (keys.FOCUS, 3)  # picks one first

    def test_enter_on_a_focused_button_stays_the_buttons(self):
        # a keyboard user who tabbed to Undo means Undo
        assert keys.key_action("Enter", None, "BUTTON", last=2) is None
        assert keys.key_action(" ", None, "BODY", last=2) is None  # Space scrolls

    @pytest.mark.parametrize("tag", ["INPUT", "SELECT", "TEXTAREA"])
    def test_form_controls_keep_their_keys(self, tag):
        for key in ("4", "ArrowLeft", "Enter", "Home"):
            assert keys.key_action(key, None, tag, last=1) is None
        assert keys.shortcut("z", tag, True, False) is None


class TestShortcuts:
    @pytest.mark.parametrize("key, ctrl, shift, want", [
        ("z", True, False, keys.UNDO), ("Z", True, True, keys.REDO), ("z", True, True, keys.REDO),
        ("y", True, False, keys.REDO), ("u", False, False, keys.UNDO), ("U", False, False, keys.UNDO),
        ("y", True, True, None), ("z", False, False, None), ("u", True, False, None),
        ("c", True, False, None), ("u", False, True, None)])
    def test_undo_and_redo(self, key, ctrl, shift, want):
        assert keys.shortcut(key, "BODY", ctrl, shift) == want
        assert keys.shortcut(key, "BUTTON", ctrl, shift) == want

    def test_alt_is_the_browsers(self):
        assert keys.shortcut("z", "BODY", True, False, alt=True) is None


class TestReturnFocus:
    def test_a_mouse_click_on_a_game_button_returns_the_focus(self):
        assert keys.returns_focus("redo", 1) and keys.returns_focus("new-game", 2)

    def test_a_keyboard_click_or_another_control_keeps_it(self):
        assert not keys.returns_focus("redo", 0)  # Enter or Space on the button
        assert not keys.returns_focus("copy-link", 1)  # its box takes the focus
        assert not keys.returns_focus("review-open", 1)


def test_early_keys_still_play_only_digits():
    assert keys.early_actions([["Enter", "BODY", False], ["4", "BODY", False]]) == [(keys.PLAY, 3)]
