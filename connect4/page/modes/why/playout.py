"""Play it out and the lines of the "Why?" panel: the position the board shows, the marks, the steps."""

from connect4.board import Board
from connect4.notation import moves_name
from connect4.page.kernel import inflight
from connect4.page.kernel.shownposition import PlayableShown
from connect4.page.modes.why import FAILED, OVER, SILENT


def shown_branch(w):
    b = w.branches()
    return b[w.branch] if 0 <= w.branch < len(b) else None

def board(w) -> Board:
    """The position the board shows: the play-out's, else the branch's end."""
    if w.playing:
        return Board.from_notation(w.pos + w.moves)
    branch = shown_branch(w)
    return Board.from_notation(w.pos + moves_name(branch["moves"] if branch else []))

def marks(w) -> list:
    """``[{rule, cells}]`` drawn on the board: the branch's rules (they hold where it ends)."""
    if w.playing:
        return []
    branch = shown_branch(w)
    return branch["rules"] if branch else []

def reasons(w) -> list:
    """``[(columns, sentence)]``: the reasons asked, each sentence once (with every column it
    answers), the focused column's first."""
    got = (w.result or {}).get("reasons") or {}
    cols = sorted(int(c) for c in got if got[c])
    if w.focus in cols:
        cols.remove(w.focus)
        cols.insert(0, w.focus)
    out = []
    for c in cols:
        same = [r for r in out if r[1] == got[str(c)]]
        if same:
            same[0][0].append(c)
        else:
            out.append(([c], got[str(c)]))
    return out


def play_note(w) -> str:
    """Why Play it out is off when the panel shows an answer with no proof (else empty)."""
    why = w.why
    if w.playing or w.result is None or why is None or why.get("claim"):
        return ""
    if why.get("bestplay"):
        return ("Play it out needs a proof to play against you: the line above is best play only, "
                "not a proof of every reply.")
    return "Play it out needs a proof to play against you, and none was found here."

def user_turn(w) -> bool:
    """True in Play it out when the reader may play (the plan's side is not to move)."""
    if not w.playing or w.stopped is not None or w.plan_asked is not None:
        return False
    b = board(w)
    return not b.is_over() and (b.turn == 0) != ((w.why or {}).get("side") == "red")


class PlayOut(PlayableShown):
    """The play-out's position as the board draws it: the reader's columns playable on their turn."""


def shown(state):
    """The board's view of the panel's position (connect4/page/modes/why/view.py draws it over the mode's)."""
    w = state.why
    return PlayOut(board(w), user_turn(w))


def step(state, out, delta):
    """Previous (-1) or next (1) branch of the explanation."""
    w = state.why
    n = len(w.branches())
    if w.playing or not n:
        return
    w.branch = max(0, min(n - 1, w.branch + delta))
    out.draw = True
    out.announce = w.branches()[w.branch]["text"]


# -- Play it out -------------------------------------------------------------------------
def play_out(state, out):
    """Play it out (again): from the explained position, the page plays the plan's side."""
    w = state.why
    if w.why is None or not w.why.get("claim"):
        return
    _stop_plan(state, out)
    w.playing, w.moves, w.stopped = True, "", None
    out.draw = True
    _next(state, out)


def stop_play(state, out):
    """Back from the play-out to the explanation."""
    w = state.why
    _stop_plan(state, out)
    w.playing, w.moves, w.stopped = False, "", None
    out.draw = True


def _stop_plan(state, out):
    out.cancel(state.requests.forget([state.why.plan_asked]))
    state.why.plan_asked = None


def _next(state, out):
    # the plan's move when its side is to play; the reader's turn otherwise
    w = state.why
    b = board(w)
    if b.is_over():
        w.stopped = OVER
        out.announce = playout_words(w)
        return
    if user_turn(w):
        return
    req = {"op": "why-reply", "id": state.new_id(), "pos": w.pos, "moves": w.moves}
    if w.score is not None:
        req["score"] = w.score
    w.plan_asked = req["id"]
    out.post(state, req)


def click(state, out, col):
    """A column of the board while the panel is open: the reader's move in Play it out."""
    w = state.why
    if not user_turn(w) or not board(w).can_play(col):
        return
    w.moves += str(col + 1)
    out.draw = True
    _next(state, out)


def playout_words(w) -> str:
    """What the play-out says: whose turn, or why it stopped."""
    if not w.playing:
        return ""
    b = board(w)
    side = (w.why or {}).get("side") or ""
    if w.stopped == OVER:
        who = b.winner()
        result = "a draw" if who is None else "%s wins" % ("red", "yellow")[who]
        return "Game over: %s. The plan said: %s." % (result, w.why.get("claim"))
    if w.stopped == SILENT:
        return "The plan has nothing to say here: the explanation does not cover this position."
    if w.stopped == FAILED:
        return "The plan's move could not be had: %s" % (w.error or "the worker failed")
    if w.plan_asked is not None:
        return "The plan plays %s..." % side
    return "Your move: try to break %s's plan." % side


def planned(state, req, msg, out):
    """The plan's move in the play-out (None: the plan has nothing to say)."""
    w = state.why
    res = msg.get("result") or {}
    if req["id"] != w.plan_asked or res.get("moves") != w.moves or not w.playing:
        return
    w.plan_asked = None
    col = res.get("column")
    if not isinstance(col, int) or not board(w).can_play(col):
        w.stopped = SILENT
    else:
        w.moves += str(col + 1)
        _next(state, out)
    out.draw = True
    out.announce = playout_words(w)


def plan_failed(state, req, msg, out):
    if inflight.answers(state.why, req, "plan_asked"):
        state.why.stopped, state.why.error = FAILED, msg.get("error")
        out.draw = True


# the bundle's own replies (the page's loop.REPLIES): only Play it out asks for them


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.PLAN: planned, inflight.PLAN_FAILED: plan_failed}
