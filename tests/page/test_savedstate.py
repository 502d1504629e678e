"""Saves (connect4.page.savedstate): a game round-trips through JSON, a bad save changes nothing."""

import json

import pytest

import connect4
from connect4.board import Board
from connect4.players.registry import describe_players
from connect4.page.game import Game
from connect4.errors import Connect4Error
from connect4.page.links import MAX_QUERY, applied, custom_players, read_link
from connect4.page.savedstate import read_state
from connect4.page.settings import HUMAN, Settings, check_player, first_visit_settings
from url_query import parse_link, share_query
from js_runtimes import run_in

#: A full board with no four in a row (found by random play, checked below).
DRAWN = "547125662261271266215743771576315353334444"
#: Red wins with column 1 vertically: 1 2 1 2 1 2 1.
RED_WINS = "1212121"


def play_all(game, notation):
    for ch in notation:
        assert game.play(int(ch) - 1), (notation, game.board.notation())


def human_vs(ai="level3", human_colour=0):
    s = Settings(HUMAN, ai) if human_colour == 0 else Settings(ai, HUMAN)
    return Game(s)


def answer(game, col):
    """Let the AI (whose turn it is) play ``col`` through the request protocol."""
    req = game.request_ai_move(seed=1)
    assert req is not None
    assert game.apply_ai_move(req["id"], req["pos"], col)
    return req


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
