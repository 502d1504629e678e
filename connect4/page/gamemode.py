"""The game's updates: a column played, undo, redo, swap, a new game, players, speed, pause.

Runs on the page's main thread (MicroPython) and in CPython's tests.  The
game's state is ``state.game`` (:class:`connect4.page.game.Game`); each
function here is one event of the page's game controls, changes the state
and writes into the :class:`connect4.page.loop.Outbox` what the DOM layer
must do (draw, save, ask the AI, announce).  static/main.py wires the
controls to them.
"""

from connect4.page import pagetext
from connect4.page.settings import SPEEDS, check_player


def play(state, out, col):
    """A column clicked or keyed: the human's move, if it is theirs to make."""
    g = state.game
    if state.review.open:
        return  # the board shows the review's position
    if g.play(col):
        out.animate = out.changed = out.announce_move = True
    elif not g.is_human_turn() and not g.board.is_over():
        out.announce = "Wait: it is the AI's turn."


def _acted(state, out, done):
    if done is not False:
        g = state.game
        out.changed = True
        out.announce = "%s. Position %s." % (g.status_text(state.names),
                                             g.board.notation() or "empty")


def undo(state, out):
    """Take back a move (the human's and the AI's answer)."""
    _acted(state, out, state.game.undo())


def redo(state, out):
    """Replay what undo took back."""
    _acted(state, out, state.game.redo())


def swap(state, out):
    """The players change colours."""
    _acted(state, out, state.game.swap_colours())


def new_game(state, out):
    """A new game (the messages were about the old one)."""
    state.messages.clear()
    _acted(state, out, state.game.new_game())


def swap_and_new_game(state, out):
    """The result panel's "Swap colours and play again"."""
    state.game.swap_colours()
    new_game(state, out)


def set_player(state, out, colour, spec):
    """``colour`` is now played by ``spec`` (a bad spec: a message, nothing changes)."""
    g = state.game
    try:
        g.set_player(colour, check_player(spec))
    except ValueError as e:
        state.messages.append(str(e))
    g.paused = False
    out.changed = True
    out.announce = pagetext.player_changed(colour, state.names.get(spec, spec))


def set_speed(state, out, speed):
    """How fast two AIs play each other (an unknown speed changes nothing)."""
    if speed in SPEEDS:
        state.game.settings.speed = speed
    out.changed = True


def toggle_pause(state, out):
    """Pause the AIs, or resume."""
    g = state.game
    g.paused = not g.paused
    out.changed = True
    out.announce = "Paused." if g.paused else "Resumed."


def load_position(state, out, board):
    """Play on from ``board`` (a position set up in the editor: connect4.page.setupview)."""
    g = state.game
    g.load_position(board)
    out.changed = True
    out.announce = "Playing from the position you set up. " + g.status_text(state.names)
