"""The save's mirror (connect4.page.kernel.persist.restore): what persist.parts wrote comes
back onto a fresh state, a damaged part keeps its default with a sentence or a warning, the
embed reads its own keys, and the coach's first-visit default."""

import json

import pytest
from loop_helpers import page

from connect4.page.kernel import modes, persist
from connect4.page.modes.boards.boardsmode import BoardsState
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.hints import hintwords
from connect4.page.modes.opening.openingmode import OpeningState
from connect4.page.modes.puzzles.puzzlemode import PuzzleSession
from connect4.page.modes.rating import ratingslot
from connect4.page.modes.training.trainingmode import TrainingState

SRC = "puzzles/set.abc123.txt"
RATING = {"v": 1, "rating": 1333.0, "rd": 80.0, "history": [[1, 1333.0, 3, 1]], "unrated": 2}


def fresh(embed=False):
    state = page(red=HUMAN, yellow=HUMAN)
    state.embed = embed
    return state


def restored(store, embed=False, waiting=None):
    """A fresh state restored from ``store``; returns ``(state, warnings)``."""
    state = fresh(embed)
    return state, persist.restore(state, store, SRC, waiting)


def every_part_set(embed):
    """A state whose every saved part differs from a fresh state's."""
    state = fresh(embed)
    for col in (3, 3, 4):
        state.game.play(col)
    state.review.start("445")
    state.threats = True
    state.show_values = True
    state.hint_style = hintwords.EXACT
    state.coach.on = True  # a saved game's default is off
    state.game.rating.restore(dict(RATING))
    state.game.rating.record(3, 1.0, True)
    state.match.setup_text = "red=level2 yellow=level3 games=4"
    state.puzzles = PuzzleSession('{"solved": [3, 7]}')
    state.opening = OpeningState('{"lines": {"4": 2}}')
    state.storm_saved = '{"best": 12, "runs": 3}'
    state.training = TrainingState('{"mix": "endgames"}')
    state.boards = BoardsState('{"open": true, "variant": "popout"}')
    return state


@pytest.mark.parametrize("embed", [False, True])
def test_every_saved_part_comes_back_as_it_was_saved(embed):
    saved = persist.parts(every_part_set(embed))
    assert set(saved) == set(persist.keys(embed))  # every part is there to read back
    state, warnings = restored(dict(saved), embed)
    # the game is read before the link applies (static/startup.py), as load_game does
    state.game.restore(json.loads(saved[persist.game_key(embed)]))
    assert persist.parts(state) == saved
    assert warnings == [] and state.messages.items() == []
    assert state.review.open and state.mode == modes.REVIEW  # the page reopens on the review
    assert state.puzzles.set_url == SRC


def test_a_fresh_store_leaves_every_default():
    state, warnings = restored({}, waiting={"pos": "44"})
    default = fresh()
    default.coach.on = True  # a new player: nothing saved, the coach helps
    assert persist.parts(state) == persist.parts(default)
    assert state.mode == modes.GAME and not state.review.open
    assert state.link_waiting == {"pos": "44"}  # the embed's link, handed over by the page
    assert (state.threats, state.show_values, state.hint_style) == (False, False, hintwords.SIMPLE)
    assert state.game.rating.saved is None and warnings == [] and len(state.messages) == 0


@pytest.mark.parametrize("raw, why", [
    ("{not json", "Expecting property name"),
    ("[1, 2]", "another version"),
    ('{"v": 99, "moves": "4"}', "another version"),
    ('{"v": 1, "moves": "44", "records": []}', "do not match its game"),
])
def test_a_damaged_review_says_so_and_the_page_shows_the_game(raw, why):
    state, warnings = restored({persist.review_key(False): raw, persist.THREATS_KEY: "1"})
    [message] = state.messages.items()
    assert message.startswith("Your saved review could not be read (") and why in message
    assert not state.review.open and state.review.moves == "" and state.mode == modes.GAME
    assert state.threats  # the other parts are still read
    assert warnings == []


@pytest.mark.parametrize("raw", ["{oops", "[true]", "7", "null"])
def test_a_damaged_values_toggle_is_a_warning_and_off(raw):
    state, warnings = restored({persist.UI_KEY: raw, persist.MATCH_KEY: "games=2"})
    [warning] = warnings
    assert warning.startswith("the saved counters setting is unreadable: ")
    assert state.show_values is False and state.messages.items() == []
    assert state.match.setup_text == "games=2"


@pytest.mark.parametrize("raw", ['{"values": true}', '{"values": 1}', "{}", '{"values": "true"}'])
def test_the_values_toggle_is_on_only_when_saved_true(raw):
    state, warnings = restored({persist.UI_KEY: raw})
    assert state.show_values is (raw == '{"values": true}') and warnings == []


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", '"text"', "3"])
def test_a_damaged_rating_says_so_and_starts_again(raw):
    state, warnings = restored({persist.rating_key(False): raw})
    assert state.messages.items() == [ratingslot.UNREADABLE]
    assert state.game.rating.saved is None and warnings == []
    assert state.game.rating.to_json()["rating"] == ratingslot.START[0]


def test_every_part_damaged_keeps_every_default_with_one_sentence_each():
    junk = "\x00{garbage"
    state, warnings = restored({key: junk for key in persist.keys(False)})
    assert state.messages.items() == ["Your saved review could not be read (%s)." % _json_error(junk),
                                      ratingslot.UNREADABLE]
    assert len(warnings) == 1 and state.mode == modes.GAME
    assert (state.threats, state.show_values, state.hint_style) == (False, False, hintwords.SIMPLE)
    assert state.game.to_dict() == fresh().game.to_dict()  # the game is not restore's
    # the coach's switch is neither "0" nor "1": the default (a saved game: off)
    assert state.coach.on is False
    # the modes' own parts are checked once their bundle is in: kept as read until then
    assert state.puzzles.saved() == junk and state.opening.saved() == junk
    assert state.training.saved() == junk and state.boards.saved() == junk
    assert state.storm_saved == junk and state.match.setup_text == junk


def _json_error(text):
    try:
        json.loads(text)
    except ValueError as e:
        return e
    raise AssertionError("valid JSON")


def test_the_embed_reads_its_own_keys_and_the_page_its_own():
    page_parts = persist.parts(every_part_set(False))
    own = (persist.game_key, persist.review_key, persist.rating_key, persist.boards_key)
    state, _ = restored(dict(page_parts), embed=True)
    # the page's review, rating and other board are not the embed's
    assert not state.review.open and state.game.rating.saved is None
    assert state.boards.saved() is None
    # the parts both share are read
    assert state.threats and state.show_values and state.hint_style == hintwords.EXACT
    embed_parts = persist.parts(every_part_set(True))
    assert all(f(True) != f(False) and f(True) in embed_parts for f in own)
    state, _ = restored({f(True): embed_parts[f(True)] for f in own})
    assert not state.review.open and state.game.rating.saved is None
    assert state.boards.saved() is None


@pytest.mark.parametrize("embed, switch, game, on", [
    (False, None, None, True),        # a new player: nothing saved, the coach helps
    (False, None, "{}", False),       # a player with a saved game from before the coach
    (False, "0", None, False),        # switched off, kept
    (False, "1", "{}", True),         # switched on, kept
    (False, "maybe", None, True),     # unreadable: the default
    (True, None, None, False),        # an embed: off until switched on
    (True, "1", None, True),
])
def test_the_coachs_switch_at_start(embed, switch, game, on):
    store = {}
    if switch is not None:
        store[persist.COACH_KEY] = switch
    if game is not None:
        store[persist.game_key(embed)] = game
    state, _ = restored(store, embed)
    assert state.coach.on is on


def test_the_embed_ignores_the_pages_saved_game_for_the_coach():
    # an embed with nothing of its own starts with the coach off, whatever the page saved
    state, _ = restored({persist.game_key(False): json.dumps(Game().to_dict())}, embed=True)
    assert state.coach.on is False
    state, _ = restored({persist.game_key(True): json.dumps(Game().to_dict())})
    assert state.coach.on is True  # the main page's own game key holds nothing
