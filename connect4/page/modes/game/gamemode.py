"""The game's updates: a column played, undo, redo, swap, a new game, players, speed, pause."""

from connect4.page.kernel import modes
from connect4.page.kernel.messages import sentence
from connect4.page.links.links import custom_players
from connect4.page.modes.coach import coachmode
from connect4.page.modes.game import pagetext
from connect4.page.modes.game.settings import SPEEDS, check_player


def play(state, out, col):
    """A column clicked or keyed: the human's move, if it is theirs to make."""
    g = state.game
    if state.mode != modes.GAME or state.position.line.stepping:
        return  # the board shows another mode's position, or a step of the best line
    before, scores = g.board.notation(), g.current_hints() if g.hints_complete() else None
    if g.play(col):
        state.asking = None  # playing on answers the question
        out.animate = out.changed = out.announce_move = True
        coachmode.moved(state, out, before, col, scores)  # judged before the AI answers
    elif not g.is_human_turn() and not g.board.is_over():
        out.announce = "Wait: it is the AI's turn."


def _acted(state, out, done):
    if done is not False:
        state.asking = None
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
    """A new game; one that resigns asks first, in the page (window.confirm fails in embeds):
    :func:`resign` or :func:`keep_playing` answers."""
    g = state.game
    if g.resigns():  # asked again on a second click: a double click never resigns
        state.asking = g.game_id
        out.draw = True
        out.announce = pagetext.resign_question(state.names.get(g.opponent(), g.opponent()))
        return
    _start(state, out)


def _start(state, out):
    state.asking = None
    state.messages.clear()
    _acted(state, out, state.game.new_game())


def is_asking(state):
    """True while "New game (resign)" waits for an answer in this game."""
    return state.asking == state.game.game_id and state.game.resigns()


def resign(state, out):
    """The question's "Resign and start again" (a stale answer does nothing)."""
    if is_asking(state):
        _start(state, out)
    else:
        keep_playing(state, out)


def keep_playing(state, out):
    """The question's "Keep playing": nothing is counted."""
    state.asking = None
    out.draw = True
    out.announce = pagetext.kept_playing()


def swap_and_new_game(state, out):
    """The result panel's "Swap colours and play again"."""
    state.game.swap_colours()
    new_game(state, out)


def go_to(state, out, board):
    """The browser's Back or Forward: the game steps to ``board`` along its line, or opens it if
    it is off the line; nothing while a review shows the board."""
    g = state.game
    if state.mode != modes.GAME or board.moves == g.board.moves:
        out.draw = True  # the address is drawn again from the game
        return
    if not g.step_to(board.moves):
        g.load_position(board)
    _acted(state, out, True)


def open_code(state, out, req, players=()):
    """A pasted position (links.read_pasted's): opened with its players, or, if its position is
    bad, the game untouched and the reason shown by the box."""
    problems = [sentence(e) for e in req.errors]
    if req.board is None:
        state.code_problem = " ".join(problems)
        out.draw = True
        out.announce = state.code_problem
        return
    chosen, errors = custom_players(req, players)
    g = state.game
    for colour, who in chosen.items():
        g.set_player(colour, who)
    state.asking = None
    g.load_position(req.board)
    state.code_problem = " ".join(problems + [sentence(e) for e in errors]) or None
    out.changed = True
    out.announce = pagetext.code_opened(g.board.notation(), g.status_text(state.names))


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
    """Play on from ``board`` (a position set up in the editor: connect4.page.modes.position.setupgrid)."""
    g = state.game
    modes.leave(state, out)
    g.load_position(board)
    out.changed = True
    out.announce = "Playing from the position you set up. " + g.status_text(state.names)

