"""Which mode the page shows, and the switch between them: one at a time.

Entering a mode leaves the one shown: its requests are cancelled and its timers stopped.
"""

from connect4.page.kernel import lazymodes, registry

#: The game being played (the board is the game's).
GAME = "game"
#: A review of the game or of a match's game (connect4.page.modes.review.reviewmode).
REVIEW = "review"
#: A puzzle of the set (connect4.page.modes.puzzles.puzzlemode).
PUZZLES = "puzzles"
#: A reviewed game's mistakes, as puzzles (connect4.page.modes.puzzles.puzzlemode).
PRACTICE = "practice"
#: The "Set up a position" editor (connect4.page.modes.position.positionmode).
SETUP = "setup"

#: The opening trainer (connect4.page.modes.opening.openingmode).
OPENING = "opening"
#: Storm, a timed run of puzzles, and a race by link (connect4.page.modes.training.trainingmode).
STORM = "storm"
RACE = "race"

#: Other boards and variants (connect4.page.modes.boards.boardsmode).
BOARDS = "boards"

ALL = (GAME, REVIEW, PUZZLES, PRACTICE, SETUP, OPENING, STORM, RACE, BOARDS)


def is_puzzle(mode: str) -> bool:
    """True for the modes whose board is a puzzle's."""
    return mode in (PUZZLES, PRACTICE)


def enter(state, out, mode: str) -> bool:
    """Show ``mode``, leaving the mode shown before; False if it already shows."""
    if state.mode == mode:
        return False
    leave(state, out)
    state.mode = mode
    out.draw = True
    return True


def open_screen(state, out, screen: str, title: str, bundle: str, part) -> None:
    """Show ``screen`` with the focus on its ``title``; its ``bundle`` fetched if not in yet
    (``part``, the mode's state, says it is loading)."""
    enter(state, out, screen)
    out.focus(title)
    out.draw = True
    if lazymodes.want(state, out, bundle):
        part.phase, part.error = "loading", None


def leave(state, out) -> None:
    """Back to the game: the mode shown closes, its requests stop."""
    mode = state.mode
    if mode == GAME:
        return
    out.cancel(state.requests.drop_mode(mode))
    registry.leave(state, out, mode)
    state.mode = GAME
    out.draw = True


def close(state, out) -> None:
    """A screen's Close (its button, Escape): back to the game, the focus on its record's ``opener``."""
    mode = registry.of_screen(state.mode)
    if mode is not None and mode.opener is not None:
        leave(state, out)
        out.focus(mode.opener)
        out.changed = True
