"""What "Why?" asks the worker: the hints' position, a review's mistake or a puzzle's wrong move."""

from connect4.page.kernel import inflight
from connect4.page.modes.why import whymode
from connect4.review.verdicts import TURNING


def _sign(x):
    return (x > 0) - (x < 0)


def bundle_ready(state, out):
    """The panel's view is built (or was): ask what the click wanted."""
    what, state.why.pending = state.why.pending, None
    ASK.get(what, lambda state, out: None)(state, out)
    out.draw = True


def _centre_first(cols):
    """The column nearest the centre of ``cols`` (0-based), or None."""
    return min(cols, key=lambda c: abs(c - 3)) if cols else None


def ask(state, out, pos, score=None, cols=(), after=None, focus=None, lead=None, opener=None,
        best=None):
    """Open the panel on ``pos`` and ask for its explanation and the columns ``cols``' reasons
    (``after``: their scores; ``best``: the best column, for what it would have kept)."""
    w = state.why
    whymode.stop(state, out)
    w.open, w.pos, w.score, w.focus, w.lead = True, pos, score, focus, lead
    w.result = w.error = w.stopped = None
    w.branch, w.playing, w.moves = 0, False, ""
    w.opened_in, w.opener = state.mode, opener
    req = {"op": "why", "id": state.new_id(), "pos": pos, "cols": list(cols),
           "after": {str(c): s for c, s in (after or {}).items()}}
    if score is not None:
        req["score"] = score
    if best is not None:
        req["best"] = best
    w.asked = req["id"]
    out.post(state, req)
    out.focus(whymode.TITLE)
    out.draw = True
    out.announce = "Looking for why..."


def hints(state, out):
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
    best = _centre_first([c for c, s in enumerate(scores) if s is not None and s == top])
    ask(state, out, g.board.notation(), score, cols, {c: -scores[c] for c in cols},
        opener="hint-why", best=best)


def review(state, out):
    """Why? in the review's move card: the position before the move, and the move's reason."""
    m = state.review
    record = m.record() if m.open else None
    if record is None or record.get("verdict") not in TURNING:
        return
    ply, col = record["ply"], record["column"] - 1
    kept = record.get("kept")
    keeps = [c - 1 for c in (record.get("keeps") or record.get("better") or [])]
    ask(state, out, m.moves[:ply - 1], record.get("score"), [col],
        {col: -kept} if kept is not None else None, col,
        "Move %d (%d), a %s." % (ply, col + 1, record["verdict"]), "review-why", _centre_first(keeps))


def puzzle(state, out):
    """Why? after a wrong move in a puzzle: that move's reason, and the position."""
    p = state.puzzles
    col = p.wrong
    t = p.trainer
    if col is None or t is None or t.attempt is None:
        return
    a = t.attempt
    scores = None
    try:
        scores = a.puzzle.scores[a.step()]
    except (AttributeError, IndexError, TypeError):
        pass  # practice: a reviewed game's mistake has no stored scores
    known = [s for s in (scores or []) if s is not None]
    after = {col: -scores[col]} if scores and scores[col] is not None else None
    top = max(known) if known else None
    best = _centre_first([c for c, s in enumerate(scores or []) if s is not None and s == top])
    ask(state, out, t.board().notation(), top, [col], after, col,
        "Your move %d." % (col + 1), "puzzle-why", best)


# -- the worker's replies (the page's loop.REPLIES: registered below) -------------------------
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
    if inflight.answers(state.why, req):
        state.why.error = "The explanation could not be had: %s" % (msg.get("error") or "")
        out.draw = True


#: What each click asks (connect4.page.modes.why.whymode's HINTS, REVIEW, PUZZLE).
ASK = {whymode.HINTS: hints, whymode.REVIEW: review, whymode.PUZZLE: puzzle}
# The bundle's own: the page's image has none of this until the first Why? brings it.


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.WHY: answered, inflight.WHY_FAILED: failed}
