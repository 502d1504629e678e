"""The "Why?" panel inside the page's loop: its state, what is asked, the worker's answer.

An overlay: it opens over the game, a review's move or a puzzle, and closes when the page leaves
that mode (:func:`follow`).
"""

from connect4.page.kernel import lazymodes
from connect4.page.modes.why import FAILED

#: The panel's bundle (static/mode-why.bundle), for connect4.page.kernel.lazymodes.
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
        self.pending = None  # what Why? asks once the panel's bundle is in (HINTS, REVIEW...)
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


# -- asking: the click, then the bundle's connect4.page.modes.why.asking --------------------------
#: What Why? explains: the hints' position, the review's move, the puzzle's wrong move.
HINTS, REVIEW, PUZZLE = "hints", "review", "puzzle"


def want(state, out, what):
    """Why? clicked: ``what`` is asked (connect4.page.modes.why.asking) once the panel's bundle is
    in; the bundle registers that as its ``lazymodes.AFTER`` when it is imported."""
    state.why.pending = what
    lazymodes.want(state, out, BUNDLE)
    out.draw = True


def from_hints(state, out):
    """Why? beside the hints."""
    want(state, out, HINTS)


def from_review(state, out):
    """Why? in the review's move card."""
    want(state, out, REVIEW)


def from_puzzle(state, out):
    """Why? after a wrong move in a puzzle."""
    want(state, out, PUZZLE)


def stop(state, out):
    """The panel's open requests stop."""
    w = state.why
    rids = [r for r in (w.asked, w.plan_asked) if r is not None]
    if rids:
        out.cancel(state.requests.forget(rids))
    w.asked = w.plan_asked = None


def close(state, out):
    """Close the panel: its searches stop, the board shows the mode's position again."""
    w = state.why
    if not w.open:
        return
    stop(state, out)
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


def worker_lost(state, out=None):
    """The worker was replaced: the panel's open requests are gone (asked again on a click)."""
    w = state.why
    if w.asked is not None:
        w.asked, w.error = None, "The AI worker was restarted: ask Why? again."
    if w.plan_asked is not None:
        w.plan_asked, w.stopped, w.error = None, FAILED, "the AI worker was restarted"
