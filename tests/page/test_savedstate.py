"""Saves (connect4.page.modes.game.savedstate): a game round-trips through JSON, a bad save
changes nothing."""

import json

import pytest
from game_helpers import answer, human_vs

from connect4.errors import Connect4Error
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.savedstate import read_state


class TestSaving:
    def test_round_trip_through_json(self):
        g = human_vs("level4")
        g.play(3)
        answer(g, 3)
        g.play(4)
        answer(g, 2)
        g.undo()
        g.tally = {"level4": [2, 1, 0]}
        g.settings.hints = True
        data = json.loads(json.dumps(g.to_dict()))
        h = Game()
        h.restore(data)
        assert h.board.notation() == "44"
        assert h.redo_stack == g.redo_stack
        assert h.tally == g.tally and h.settings.to_dict() == g.settings.to_dict()

    @pytest.mark.parametrize("bad", [
        None, [], "x", {"v": 99},
        {"v": 1, "settings": "x"},
        {"v": 1, "settings": {"red": "<img src=x>"}},
        {"v": 1, "settings": {}, "moves": "4x"},
        {"v": 1, "settings": {}, "moves": "1111111"},
        {"v": 1, "settings": {}, "redo": "9"},
        {"v": 1, "settings": {}, "tally": {"level1": [1, 2]}},
        {"v": 1, "settings": {}, "tally": {"level1": [1, -2, 0]}},
        {"v": 1, "settings": {}, "tally": {"level1": [True, 0, 0]}},
        {"v": 1, "settings": {"speed": "warp"}},
        {"v": 1, "settings": {"hints": "yes"}},
    ])
    def test_bad_saves_raise_and_change_nothing(self, bad):
        g = Game()
        g.play(3)
        with pytest.raises(ValueError):
            g.restore(bad)
        assert g.board.notation() == "4"


def test_a_bad_saved_position_raises_the_notation_error_itself():
    # not re-wrapped in a bare ValueError: the named error (a ValueError) says why
    with pytest.raises(Connect4Error, match="already full"):
        read_state({"v": 1, "settings": {}, "moves": "1111111"})
    saved = read_state({"v": 1, "settings": {"yellow": "level2"}, "moves": "44", "redo": "3",
                        "tally": {"level2": [1, 0, 2]}, "paused": True})
    assert (saved.board.notation(), saved.redo, saved.tally, saved.paused) == (
        "44", [2], {"level2": [1, 0, 2]}, True)
    assert saved.settings.yellow == "level2"
