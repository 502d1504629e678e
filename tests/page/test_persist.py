"""The one save (connect4.page.kernel.persist): every saved part of the state, written
only when its text changed, and nothing saved by an update itself."""

import json
import re

from loop_helpers import page, run

from connect4.page.kernel import loop, persist
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.hints import hintwords


class Store(dict):
    def __init__(self, *args):
        super().__init__(*args)
        self.writes = []

    def get(self, key):
        return super().get(key)

    def set(self, key, value):
        self.writes.append(key)
        self[key] = value


def test_the_parts_are_every_remembered_piece_of_the_state():
    state = page(red=HUMAN, yellow=HUMAN)
    parts = persist.parts(state)
    assert set(parts) <= set(persist.keys(False))
    assert json.loads(parts[persist.game_key(False)])["moves"] == ""
    assert parts[persist.THREATS_KEY] == "0" and parts[hintwords.STORE_KEY] == state.hint_style
    assert persist.game_key(True) != persist.game_key(False)  # the embed keeps its own


def test_only_what_changed_is_written():
    state = page(red=HUMAN, yellow=HUMAN)
    store = Store({persist.THREATS_KEY: "0"})
    saver = persist.Saver(store, persist.keys(False))
    assert persist.THREATS_KEY not in saver.save(state)  # as stored: not written again
    assert saver.save(state) == []  # a progress tick that changes nothing writes nothing
    run(gamemode.play, state, 3)
    assert saver.save(state) == [persist.game_key(False)]
    run(loop.toggle_values, state)
    run(loop.switch_hint_style, state)
    assert sorted(saver.save(state)) == sorted([persist.UI_KEY, hintwords.STORE_KEY])
    assert json.loads(store[persist.UI_KEY]) == {"values": True}


def test_no_update_touches_the_storage():
    # the updates get no store at all: everything saved goes through persist.parts
    import inspect

    from connect4.page.links import linkask
    from connect4.page.modes.game import gamemode
    from connect4.page.modes.match import matchrun
    from connect4.page.modes.puzzles import puzzlemode
    from connect4.page.modes.review import reviewmode

    for module in (loop, gamemode, reviewmode, puzzlemode, matchrun, linkask):
        source = inspect.getsource(module)
        assert not re.search(r"\bstore\.|storage_set|\.set\(\w*KEY", source), module.__name__
