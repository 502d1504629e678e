"""The one save and its mirror: the parts of the page's state kept in ``localStorage``, read back at start.

After every update only the parts whose text changed are written (Elm's ``updateWithStorage``),
so a progress tick never overwrites what another tab stored.
"""

import json

from connect4.page.kernel import modes
from connect4.page.links import linkask
from connect4.page.modes.boards.boardsmode import BoardsState
from connect4.page.modes.hints import hintwords
from connect4.page.modes.opening.openingmode import OpeningState
from connect4.page.modes.position import positionmode
from connect4.page.modes.puzzles.puzzlemode import PuzzleSession
from connect4.page.modes.rating import ratingslot
from connect4.page.modes.review import reviewed
from connect4.page.modes.training.trainingmode import TrainingState

#: The saved game (settings, moves, redo list, tally); the embed keeps its own.
GAME_KEY = "connect4.v1"
#: The Threats toggle ("1" on, "0" off).
THREATS_KEY = "connect4.threats.v1"
#: The AI card's "numbers on the board" toggle.
UI_KEY = "connect4.custom.v1"
#: The match's set-up and last result (connect4.page.modes.match.matchtext).
MATCH_KEY = "connect4.match.v1"
#: The Puzzles mode's progress (connect4.puzzles.progress, as JSON).
PUZZLES_KEY = "connect4.puzzles"
#: The player's rating against the levels (connect4.page.modes.rating.rating, as JSON).
RATING_KEY = "connect4.rating.v1"
#: The opening trainer's progress (connect4.page.modes.opening.trainer.Progress, as JSON).
TRAIN_KEY = "connect4.train.v1"
#: The coach's switch ("1" on, "0" off; absent: on for a new player, connect4.page.modes.coach).
COACH_KEY = "connect4.coach.v1"
#: Storm's best score and runs (connect4.training.storm.StormRecord, as JSON).
STORM_KEY = "connect4.storm.v1"
#: Training's small parts: the repetition schedule and the mix (connect4.page.modes.training).
TRAINING_KEY = "connect4.training.v1"
#: The game on another board (connect4.page.modes.boards.session, as JSON); the embed keeps its own.
BOARDS_KEY = "connect4.boards.v1"
#: The position editor's grid while it is open ("" closed: connect4.page.modes.position).
SETUP_KEY = "connect4.setup.v1"


def game_key(embed: bool) -> str:
    """Where the game is saved (the embed's own key in an embed)."""
    return linkask.storage_key(GAME_KEY, embed)


def review_key(embed: bool) -> str:
    """Where the review is saved."""
    return linkask.storage_key(reviewed.REVIEW_KEY, embed)


def rating_key(embed: bool) -> str:
    """Where the player's rating is saved (the embed's own key in an embed)."""
    return linkask.storage_key(RATING_KEY, embed)


def boards_key(embed: bool) -> str:
    """Where the game on another board is saved (the embed's own key in an embed)."""
    return linkask.storage_key(BOARDS_KEY, embed)


def setup_key(embed: bool) -> str:
    """Where the position editor's grid is kept while it is open (the embed's own key)."""
    return linkask.storage_key(SETUP_KEY, embed)


def keys(embed: bool) -> tuple:
    """Every key :func:`parts` may write."""
    return (game_key(embed), review_key(embed), THREATS_KEY, UI_KEY, hintwords.STORE_KEY,
            MATCH_KEY, PUZZLES_KEY, TRAIN_KEY, rating_key(embed), COACH_KEY, STORM_KEY,
            TRAINING_KEY, boards_key(embed), setup_key(embed))


def parts(state) -> dict:
    """``{localStorage key: text}`` of every saved part of ``state``."""
    out = {
        game_key(state.embed): json.dumps(state.game.to_dict()),
        review_key(state.embed): json.dumps(state.review.to_dict()),
        THREATS_KEY: "1" if state.threats else "0",
        UI_KEY: json.dumps({"values": state.show_values}),
        hintwords.STORE_KEY: state.hint_style,
        rating_key(state.embed): json.dumps(state.game.rating.to_json()),
        COACH_KEY: "1" if state.coach.on else "0",
        setup_key(state.embed): positionmode.saved_grid(state),
    }
    for key, text in ((MATCH_KEY, state.match.setup_text), (PUZZLES_KEY, state.puzzles.saved()),
                      (TRAIN_KEY, state.opening.saved()), (STORM_KEY, state.storm_saved),
                      (TRAINING_KEY, state.training.saved()),
                      (boards_key(state.embed), state.boards.saved())):
        if text is not None:  # a part with nothing to keep is not written
            out[key] = text
    return out


def coach_on(saved_switch, saved_game) -> bool:
    """The coach's switch at start: as saved, else on for a new player (no saved game).

    >>> coach_on(None, None), coach_on(None, '{"v": 3}'), coach_on("1", "{}"), coach_on("0", None)
    (True, False, True, False)
    """
    if saved_switch in ("0", "1"):
        return saved_switch == "1"
    return saved_game is None


#: The page's element whose ``data-src`` is the puzzle set's address (build.py writes it).
PUZZLE_SET_ELEMENT = "puzzles"


def restore(state, store, puzzles_src: str, link_waiting=None) -> list:
    """Read every saved part but the game (read earlier, by static/startup.py) back onto a fresh
    ``state``, the mirror of :func:`parts`.  A damaged part keeps its default, its sentence in
    ``state.messages``; returns the console's warnings."""
    warnings, messages, embed = [], state.messages, state.embed
    raw = store.get(review_key(embed))
    if raw is not None:
        try:
            state.review.restore(json.loads(raw))
        except ValueError as e:  # not JSON, or not a review (reviewed's checks)
            messages.append("Your saved review could not be read (%s)." % e)
    state.mode = modes.REVIEW if state.review.open else modes.GAME
    state.threats = store.get(THREATS_KEY) == "1"
    # the coach: on for a new player (nothing saved), off in an embed until switched on
    state.coach.on = coach_on(store.get(COACH_KEY), "embed" if embed else store.get(game_key(embed)))
    try:
        state.show_values = json.loads(store.get(UI_KEY) or "{}").get("values") is True
    except (ValueError, AttributeError) as e:  # another version's value: the default
        warnings.append("the saved counters setting is unreadable: %s" % e)
    state.link_waiting = link_waiting
    state.match.setup_text = store.get(MATCH_KEY)
    state.hint_style = hintwords.parse_style(store.get(hintwords.STORE_KEY))
    state.puzzles = PuzzleSession(store.get(PUZZLES_KEY), puzzles_src)
    raw = store.get(rating_key(embed))
    try:
        if raw is not None and not state.game.rating.restore(json.loads(raw)):
            messages.append(ratingslot.UNREADABLE)
    except ValueError:
        messages.append(ratingslot.UNREADABLE)
    state.opening = OpeningState(store.get(TRAIN_KEY))
    state.storm_saved = store.get(STORM_KEY)
    state.training = TrainingState(store.get(TRAINING_KEY))
    state.boards = BoardsState(store.get(boards_key(embed)))
    grid = store.get(setup_key(embed)) or ""  # the editor opens again with it
    state.position.saved = grid if len(grid) <= positionmode.SAVED_MAX else ""
    return warnings


class Saver:
    """Writes the parts that changed; ``store`` has ``get(key)`` and ``set(key, text)``."""

    def __init__(self, store, keys=()):
        self.store = store
        # what the storage holds now: a part equal to it is not written again
        self.last = {key: store.get(key) for key in keys}

    def save(self, state) -> list:
        """Write every changed part of ``state``; returns the keys written."""
        written = []
        for key, text in parts(state).items():
            if self.last.get(key) != text:
                self.store.set(key, text)
                self.last[key] = text
                written.append(key)
        return written
