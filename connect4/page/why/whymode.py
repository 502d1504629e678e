"""The "Why?" panel inside the page's loop: its state, what is asked, the worker's answer.

Runs on the page's main thread (MicroPython) and in CPython's tests.  The
panel is not a mode of its own (:mod:`connect4.page.modes`): it opens over
the game, a review's move or a puzzle, shows its own position on the board
while open, and closes when the page leaves the mode it was opened in
(:func:`follow`, after every update).  The worker computes everything
(connect4.worker.why: ``why`` and ``why-reply`` requests); the panel's words,
lines, Play it out and view come in its bundle (static/mode-why.bundle: why_ui,
connect4/page/why/whytext and playout), fetched the first time Why? is asked.
"""

from connect4.page import lazymodes
from connect4.page.why import FAILED
from connect4.review.verdicts import TURNING

#: The panel's bundle (static/mode-why.bundle), for connect4.page.lazymodes.
BUNDLE = "why"
#: The panel's heading, where the keyboard goes when it opens.
TITLE = "why-title"


class WhyState:
    """The panel's state: the position explained and the worker's answer."""

    def __init__(self):
        self.open = False
        self.pos = None  # the position explained, as moves
        self.score = None  # its exact score for the side to move, when the page knows it
        self.focus = None  # the column whose reason leads (a review's move, a puzzle's try)
        self.lead = None  # what was asked, in words ("Move 7 (3), a mistake.")
        self.asked = None  # the open "why" request's id
        self.result = None  # the worker's answer: {"why", "reasons", ...}
        self.error = None
        self.branch = 0  # the branch of the explanation the board shows
        self.opened_in = None  # the page's mode when it opened (leaving it closes the panel)
        self.opener = None  # the button that opened it: the focus goes back there on closing
        self.playing = False  # Play it out: the board is the play-out's
        self.moves = ""  # the moves played out from ``pos``
        self.plan_asked = None  # the open "why-reply" request's id
        self.stopped = None  # why the play-out stopped: SILENT, OVER, FAILED or None

    # -- what the view draws ----------------------------------------------------------
    @property
    def why(self):
        """The explanation (explain()'s dict), or None while it is asked."""
        return (self.result or {}).get("why")

    def branches(self) -> list:
        return (self.why or {}).get("branches") or []

def loaded(state) -> bool:
    return state.loads.get(BUNDLE) == lazymodes.READY


# -- asking ------------------------------------------------------------------------------
def _sign(x):
    return (x > 0) - (x < 0)


def ask(state, out, pos, score=None, cols=(), after=None, focus=None, lead=None, opener=None):
    """Open the panel on ``pos`` (moves) and ask the worker for its explanation and the
    reasons of the columns ``cols`` (``after``: their scores for the side then to move)."""
    w = state.why
    _stop(state, out)
    w.open, w.pos, w.score, w.focus, w.lead = True, pos, score, focus, lead
    w.result = w.error = w.stopped = None
    w.branch, w.playing, w.moves = 0, False, ""
    w.opened_in, w.opener = state.mode, opener
    req = {"op": "why", "id": state.new_id(), "pos": pos, "cols": list(cols),
           "after": {str(c): s for c, s in (after or {}).items()}}
    if score is not None:
        req["score"] = score
    w.asked = req["id"]
    out.post(state, req)
    if not lazymodes.fetch(state, out, BUNDLE) and loaded(state):
        out.focus(TITLE)
    out.draw = True
    out.announce = "Looking for why..."


def bundle_ready(state, out):
    """The panel's view is built: the keyboard goes to it."""
    if state.why.open:
        out.focus(TITLE)
    out.draw = True


def _stop(state, out):
    w = state.why
    rids = [r for r in (w.asked, w.plan_asked) if r is not None]
    if rids:
        out.cancel(state.requests.forget(rids))
    w.asked = w.plan_asked = None


def from_hints(state, out):
    """Why? beside the hints: the game's position, and each column the hints show losing."""
    g = state.game
    if g.board.is_over():
        return
    scores = g.current_hints() or [None] * 7
    known = [s for s in scores if s is not None]
    top = max(known) if known else None
    score = top if g.hints_complete() else None
    cols = [c for c, s in enumerate(scores) if s is not None and top is not None
            and _sign(s) < _sign(top)]
    ask(state, out, g.board.notation(), score, cols, {c: -scores[c] for c in cols},
        opener="hint-why")


def from_review(state, out):
    """Why? in the review's move card: the position before the move, and the move's reason."""
    m = state.review
    record = m.record() if m.open else None
    if record is None or record.get("verdict") not in TURNING:
        return
    ply, col = record["ply"], record["column"] - 1
    kept = record.get("kept")
    ask(state, out, m.moves[:ply - 1], record.get("score"), [col],
        {col: -kept} if kept is not None else None, col,
        "Move %d (%d), a %s." % (ply, col + 1, record["verdict"]), "review-why")


def from_puzzle(state, out):
    """Why? after a wrong move in a puzzle: that move's reason, and the position."""
    p = state.puzzles
    col = getattr(p, "wrong", None)
    t = p.trainer
    if col is None or t is None or t.attempt is None:
        return
    a = t.attempt
    scores = None
    try:
        scores = a.puzzle.scores[a.step()]
    except (AttributeError, IndexError, TypeError):
        pass
    known = [s for s in (scores or []) if s is not None]
    after = {col: -scores[col]} if scores and scores[col] is not None else None
    ask(state, out, t.board().notation(), max(known) if known else None, [col], after, col,
        "Your move %d." % (col + 1), "puzzle-why")


def close(state, out):
    """Close the panel: its searches stop, the board shows the mode's position again."""
    w = state.why
    if not w.open:
        return
    _stop(state, out)
    w.open = w.playing = False
    w.result = None
    out.draw = True
    out.announce = "Why closed."
    if w.opener:
        out.focus(w.opener)


def follow(state, out):
    """After every update: the panel closes when the page left the mode it was opened in."""
    if state.why.open and state.mode != state.why.opened_in:
        close(state, out)


# -- the worker's replies (loop.REPLIES) ---------------------------------------------------
def answered(state, req, msg, out):
    """The explanation (and reasons) for the position asked."""
    w = state.why
    res = msg.get("result") or {}
    if req["id"] != w.asked or res.get("pos") != w.pos:
        return
    w.asked, w.result = None, res
    out.draw = True
    why = res.get("why") or {}
    out.announce = " ".join((why.get("text") or [])[:2])


def failed(state, req, msg, out):
    w = state.why
    if req["id"] != w.asked:
        return
    w.asked, w.error = None, "The explanation could not be had: %s" % (msg.get("error") or "")
    out.draw = True


def planned(state, req, msg, out):
    """The plan's move in Play it out: the bundle's (a play-out is asked from the panel only)."""
    _playout().planned(state, req, msg, out)


def plan_failed(state, req, msg, out):
    _playout().plan_failed(state, req, msg, out)


def _playout():
    from connect4.page.why import playout  # the panel's bundle: in before any play-out was asked
    return playout


def worker_lost(state):
    """The worker was replaced: the panel's open requests are gone (asked again on a click)."""
    w = state.why
    if w.asked is not None:
        w.asked, w.error = None, "The AI worker was restarted: ask Why? again."
    if w.plan_asked is not None:
        w.plan_asked, w.stopped, w.error = None, FAILED, "the AI worker was restarted"


def bundle_failed(state, out, words):
    """The panel's bundle could not be had: the panel says why."""
    state.why.error = words
    out.draw = True
