"""Which mode the page shows, and the switch between them: one at a time.

Runs on the page's main thread (MicroPython) and in CPython's tests.
``state.mode`` (:class:`connect4.page.kernel.loop.PageState`) is one of the names
below; the board, the header, the keys, the address and the side column
follow it (static/view_board.py draws them from it).  Entering a mode leaves
the one shown first, so two never show at once: the review's search stops,
the puzzle's reply and the set-up are dropped, and every request posted as
the old mode's is cancelled (:meth:`connect4.page.kernel.inflight.InFlight.drop_mode`);
its timers stop too, by construction (the effect runner stops every timer of
a mode the page no longer shows: :mod:`connect4.page.kernel.outbox`).

The match is not a mode: it runs in its own card beside whatever the board
shows, with its own small board (docs/page-loop.md says why).
"""

from connect4.page.kernel import registry

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
TRAIN = "train"
#: Storm, a timed run of puzzles, and a race by link (connect4.page.modes.training.trainingmode).
STORM = "storm"
RACE = "race"

#: Other boards and variants (connect4.page.modes.boards.boardsmode).
BOARDS = "boards"

ALL = (GAME, REVIEW, PUZZLES, PRACTICE, SETUP, TRAIN, STORM, RACE, BOARDS)


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
    """A screen's Close (its button, Escape): back to the game, the focus on its record's
    ``opener`` (the control that opened it)."""
    mode = registry.of_screen(state.mode)
    if mode is not None and mode.opener is not None:
        leave(state, out)
        out.focus(mode.opener)
        out.changed = True
