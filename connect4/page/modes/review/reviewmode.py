"""The review mode's updates: open a game, close, cancel or resume, step, play on."""

from connect4.board import Board, parse_position
from connect4.page.kernel import lazymodes, modes
from connect4.page.modes.review import reviewed

#: The review panel's bundle (static/mode-review.bundle: connect4/page/modes/review/view.py).
BUNDLE = "review"


def open_moves(state, out, moves, about):
    """Review ``moves`` (the page's game, a match's, a link's); False with a message if bad."""
    try:
        parse_position(moves)  # a bad one says why, the mode shown stays
    except ValueError as e:
        return _cannot(state, out, e)
    modes.enter(state, out, modes.REVIEW)  # the mode shown before closes
    lazymodes.fetch(state, out, BUNDLE)  # its panel, the first time
    out.focus("review-title")
    try:
        rid = state.review.start(moves, about)
    except ValueError as e:
        return _cannot(state, out, e)
    out.cancel(state.requests.forget([rid]))
    if state.review.wants_data() and not state.hint_data.damaged():
        state.hint_data.retry()  # failed before (offline)? Opened again, it is tried again
    out.changed = True
    out.announce = "Review: %s %s" % (about, state.review.status()[0])
    return True


def _cannot(state, out, e):
    state.messages.append("This game cannot be reviewed: %s" % e)
    out.draw = True
    return False


def open_game(state, out):
    """Review the page's game, its moves so far."""
    g = state.game
    return open_moves(state, out, g.board.notation(), reviewed.game_about(
        state.names, g.settings.red, g.settings.yellow, g.result_text()))


def open_link(state, out, params):
    """``?pos=...&review=1&ply=9``, once the link's position is the game."""
    ply = reviewed.link_ply(params, state.game.board.ply)
    if ply is not None and state.game.board.ply and open_game(state, out):
        state.review.select(ply)


def _cancel(state, out, rid):
    out.cancel(state.requests.forget([rid]))
    out.changed = True


def cancel_or_resume(state, out):
    """The Cancel button, which says Resume once the review stopped."""
    m = state.review
    if m.state in (reviewed.CANCELLED, reviewed.FAILED):
        m.resume()
        out.changed = True
    else:
        _cancel(state, out, m.cancel())


def step(state, out, delta):
    """Show the move ``delta`` away (or ``"first"`` / ``"last"``)."""
    m = state.review
    if delta == "first":
        delta = -m.selected
    elif delta == "last":
        delta = len(m.moves) - m.selected
    if m.step(delta):
        out.changed = True


def select(state, out, ply):
    """Show the position after move ``ply`` (a chart point or a move clicked)."""
    if state.review.select(ply):
        out.changed = True


def play_on(state, out):
    """Play on from the position shown: the game becomes it, the rest redoable."""
    m = state.review
    ply = m.selected
    redo = [int(c) - 1 for c in reversed(m.moves[ply:])]
    state.game.play_on(Board.from_notation(m.moves[:ply]), redo)
    modes.leave(state, out)
    out.changed = True
    out.focus("col-4")
    out.announce = "Playing on from move %d. %s." % (ply, state.game.status_text(state.names))


def panel_failed(state, out, why):
    """The review's panel could not be had: back to the game, and say why."""
    if state.mode == modes.REVIEW:
        modes.leave(state, out)
    state.messages.append(why)
    out.changed = True


def open_card(state, out, name):
    """A card whose panel comes in its own bundle opened (the match's): fetch it."""
    lazymodes.fetch(state, out, name)


def leave(state, out):
    """The page leaves the review: its search stops."""
    rid = state.review.close()
    out.cancel(state.requests.forget([rid]))


def worker_lost(state, out):
    """The workers' requests were lost: the review asks again."""
    state.review.worker_lost()
