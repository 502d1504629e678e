"""The position tools inside the page's loop: Threats, the best line, the review's mistake lines, the editor.

The line's state is in the page's image; the editor and the threat marks come with the bundle.
"""

from connect4.page.kernel import inflight, lazymodes, modes
from connect4.page.kernel.shownposition import ShownPosition
from connect4.page.modes.game import gamemode
from connect4.page.modes.position.bestline import LineView, MistakeLines
from connect4.page.modes.review import reviewed

#: The mode's bundle (static/mode-position.bundle), for connect4.page.kernel.lazymodes.
BUNDLE = "position"
#: What waits for the bundle: the editor to open, the threats' key to say.
SETUP, THREATS = "setup", "threats"
#: A saved editor's text longer than this is not a grid anyone typed: dropped at start.
SAVED_MAX = 1000
#: What the page says when the Threats are turned off.
HIDDEN = "Threats hidden."


class PositionTools:
    """The position tools' state on the page."""

    def __init__(self):
        self.line = LineView()
        self.mistakes = MistakeLines()
        #: The editor's grid (connect4.page.modes.position.setupgrid.Editor), once the bundle is in.
        self.editor = None
        #: What the editor's text box holds (a grid typed or pasted, readable or not).
        self.text = ""
        #: What to do once the bundle is in: SETUP, THREATS or None.
        self.pending = None
        #: The position whose mistake line just failed: asked again on a later look only.
        self.failed = None
        #: The editor's grid as the last visit left it open: it opens again with it (persist).
        self.saved = ""


def loaded(state) -> bool:
    """True once the mode's bundle is in (its view built)."""
    return state.loads.get(BUNDLE) == lazymodes.READY


def _want(state, out, what=None):
    # the bundle (once), and what to do when it is in
    if what is not None:
        state.position.pending = what
    lazymodes.want(state, out, BUNDLE)


def bundle_ready(state, out):
    """The bundle is in: make the editor, then do what waited for it."""
    p = state.position
    if p.editor is None:
        from connect4.page.modes.position.setupgrid import Editor  # the bundle's: importable only now
        p.editor = Editor()
    what, p.pending = p.pending, None
    if what == SETUP:
        open_setup(state, out)
    elif what == THREATS and state.threats:
        out.announce = threats_key(state)
    out.draw = True


# -- where the board is ------------------------------------------------------------------
def stepping(state) -> bool:
    """True while the board shows a step of the best line (no move is played then)."""
    return state.mode == modes.GAME and state.position.line.stepping


def shown(state):
    """The board's view of the line's step (nobody plays in it)."""
    return ShownPosition(state.position.line.shown())


def on_board(state):
    """The line's step on the game's board while it is stepped through, else None."""
    return shown(state) if stepping(state) else None


def board_position(state) -> str:
    """The position the board shows, as moves: the threat marks are for it."""
    if modes.is_puzzle(state.mode):
        b = state.puzzles.board()
        return b.notation() if b is not None else ""
    if state.mode == modes.REVIEW and state.review.open:
        return state.review.shown().board.notation()
    if stepping(state):
        return state.position.line.shown().notation()
    return state.game.board.notation()


# -- threats -----------------------------------------------------------------------------
def threats_key(state) -> str:
    """The threats' sentence for the position shown (the bundle is in)."""
    from connect4.page.modes.position.threatmarks import key_line  # the bundle's
    return key_line(board_position(state))


def toggle_threats(state, out):
    """The Threats toggle: on or off at once (remembered); the marks come with the bundle."""
    state.threats = not state.threats
    out.draw = True
    if not state.threats:
        out.announce = HIDDEN
        if state.position.pending == THREATS:
            state.position.pending = None
    elif loaded(state):
        out.announce = threats_key(state)
    else:
        _want(state, out, THREATS)


def start(state, out):
    """The page starts: a remembered Threats toggle fetches the marks' bundle now.  The
    editor's grid from the last visit is dropped unless the start opened the editor again
    (connect4.page.kernel.loop.start: a link or another mode comes first)."""
    if state.threats:
        _want(state, out)
    if state.mode != modes.SETUP and state.position.pending != SETUP:
        state.position.saved = ""


def saved_grid(state) -> str:
    """What the page keeps of the editor: its text box while it is open (or while it waits
    to open again with the last visit's), else ""."""
    p = state.position
    return p.text if state.mode == modes.SETUP else p.saved


# -- the best line -------------------------------------------------------------------------
def show_line(state, out):
    """"Show the line": ask the worker for the best line from the game's position."""
    g = state.game
    if g.board.is_over() or state.mode != modes.GAME:
        return
    p = state.position
    out.cancel(state.requests.forget([p.line.asked]))
    scores = g.current_hints() if g.hints_complete() else None
    out.post(state, p.line.request(state.new_id(), g.board.notation(), scores))
    _want(state, out)
    out.draw = True


def step(state, out, delta):
    """Back (-1), Forward (1) or Return to the game (0) along the line."""
    line = state.position.line
    if not line.line:
        return
    if delta == 0:
        line.back_to_game()
    else:
        line.go(delta)
    out.draw = True
    out.announce = line.words()


def follow(state, out):
    """After every update: a line the game left is dropped (its search stopped); the review's
    mistake line is asked once every move is judged, and stopped when the review closes."""
    p = state.position
    asked = p.line.asked
    if not p.line.follows(state.game.board.notation()) and asked is not None:
        out.cancel(state.requests.forget([asked]))
        out.draw = True
    m, mk = state.review, p.mistakes
    reviewing = state.mode == modes.REVIEW and m.open
    if mk.asked is not None and not reviewing:
        rid = mk.asked[0]
        mk.failed(rid)
        if state.requests.get(rid) is not None:  # (leaving the review cancelled it already)
            out.cancel(state.requests.forget([rid]))
    if not reviewing:
        p.failed = None
        return
    if state.loads.get(BUNDLE) is None:
        lazymodes.fetch(state, out, BUNDLE)  # the mistake lines are drawn by the mode's view
    # asked once every move is judged: an opening's line is a long search, and the
    # review's own must not wait behind it
    record = m.record()
    if p.failed is not None and (record is None or m.moves[:record["ply"] - 1] != p.failed):
        p.failed = None  # another move looked at: the failed one may be asked again
    if m.state != reviewed.DONE or not state.ai.ready or state.ai.full_gone:
        return
    pos = mk.needed(m.moves, record)
    if pos is not None and pos != p.failed:
        out.post(state, mk.request(state.new_id(), pos, record["score"]), modes.REVIEW)
        out.draw = True


def worker_lost(state, out=None):
    """The worker was replaced: the open line's and mistake's searches are gone."""
    p = state.position
    if p.line.asked is not None:
        p.line.failed(p.line.asked)
    if p.mistakes.asked is not None:
        p.mistakes.failed(p.mistakes.asked[0])  # asked again once the worker is ready


def line_progress(state, req, msg, out):
    """The worker's line so far (a mistake's or the game's)."""
    p, rid, progress = state.position, req["id"], msg["progress"]
    if p.mistakes.partial(rid, progress) or p.line.partial(rid, progress):
        out.draw = True


def line_done(state, req, msg, out):
    """The best line found."""
    p, rid, result = state.position, req["id"], msg.get("result") or {}
    if p.mistakes.answer(rid, result) or p.line.answer(rid, result):
        out.draw = True


def line_failed(state, req, msg, out):
    """The line could not be found: a mistake's is asked again on a later look."""
    p, rid = state.position, req["id"]
    if p.mistakes.failed(rid):
        p.failed = req["pos"]
        out.draw = True
    elif p.line.failed(rid):
        state.messages.append("The best line could not be found: %s" % msg.get("error"))
        out.draw = True


# -- the editor ----------------------------------------------------------------------------
def open_setup(state, out):
    """"Set up a position": the editor, from the game's position (once the bundle is in)."""
    p = state.position
    if p.editor is None:
        _want(state, out, SETUP)
        return
    modes.enter(state, out, modes.SETUP)
    p.editor.start_from(state.game.board)
    p.text = p.editor.text()
    if p.saved:  # the grid a reload interrupted, readable or not, as the reader left it
        p.text, p.saved = p.saved, ""
        p.editor.paste(p.text)
    out.draw = True
    out.focus("setup-d1")


def cycle(state, out, col, row):
    """A click on a cell: empty -> red -> yellow -> empty."""
    p = state.position
    if state.mode == modes.SETUP and p.editor is not None:
        p.editor.cycle(col, row)
        p.text = p.editor.text()
        out.draw = True


def paste(state, out, text):
    """The text box changed: the cells follow once it reads as a grid, else the alert says why."""
    p = state.position
    if state.mode == modes.SETUP and p.editor is not None:
        p.text = text
        p.editor.paste(text)
        out.draw = True


def clear(state, out):
    """Every cell empty."""
    p = state.position
    if state.mode == modes.SETUP and p.editor is not None:
        p.editor.clear()
        p.text = p.editor.text()
        out.draw = True


def cancel_setup(state, out):
    """Cancel: back to the game, which is as it was."""
    if state.mode == modes.SETUP:
        modes.leave(state, out)
        out.focus("setup-open")


def play_setup(state, out):
    """"Play from here": the game that reaches the grid, or the reason none does."""
    p = state.position
    if state.mode != modes.SETUP or p.editor is None:
        return
    out.draw = True
    if not p.editor.paste(p.text):
        return
    board = p.editor.play_from_here()
    if board is not None:
        gamemode.load_position(state, out, board)


def leave(state, out):
    """The page leaves the editor: nothing of it stays open (its requests are the mode's)."""


#: The best line's replies (read by the kernel: connect4.page.kernel.registry).
REPLIES = {inflight.LINE_PROGRESS: line_progress, inflight.LINE: line_done,
           inflight.LINE_FAILED: line_failed}
