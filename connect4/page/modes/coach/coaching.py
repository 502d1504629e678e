"""The coach's bundle: what it asks the worker, its replies, the three choices, the game's summary.

A move is judged at once when the hints scored every column and it kept the result; otherwise
the full worker checks it.
"""

from connect4.coach import verdict
from connect4.page.kernel import inflight, modes
from connect4.page.modes.coach import CHECKING, STOPPED, coachmode
from connect4.page.modes.review import reviewmode


def bundle_ready(state, out):
    """The coach's view is built (or was): judge the move that waits, if one does."""
    c = state.coach
    if c.phase == CHECKING and c.asked is None:
        ask(state, out)
    out.draw = True


def ask(state, out):
    """Judge the move kept in ``state.coach.move``: from the hints' scores, else the worker."""
    c = state.coach
    m = c.move
    scores = m.get("scores")
    if scores and scores[m["col"]] is not None:
        best = max([s for s in scores if s is not None])
        if verdict.judge(best, scores[m["col"]], len(m["pos"])) == verdict.KEPT:
            return judged(state, out, {"pos": m["pos"], "col": m["col"], "best": best,
                                       "played": scores[m["col"]], "kind": verdict.KEPT})
    req = {"op": "coach", "id": state.new_id(), "pos": m["pos"], "col": m["col"],
           "scores": scores}
    c.asked = req["id"]
    out.post(state, req)
    out.draw = True


def judged(state, out, res):
    """The verdict on the move (``res``: connect4.coach.check's answer, maybe without its
    reason yet): a kept result lets the AI answer, a mistake stops the game."""
    c = state.coach
    m = c.move or {}
    if res.get("pos") != m.get("pos") or res.get("col") != m.get("col"):
        return
    exact = res.get("exact", True)
    if c.phase == CHECKING:
        c.records.append({"pos": m["pos"], "col": m["col"], "kind": res.get("kind"),
                          "best": res.get("best"), "played": res.get("played"), "exact": exact})
    elif exact:  # stopped on the result alone: its distances have come
        for r in c.records:
            if r["pos"] == m["pos"] and r["col"] == m["col"]:
                r["best"], r["played"], r["exact"] = res.get("best"), res.get("played"), True
    if not verdict.is_mistake(res.get("kind")):
        c.asked = None  # the worker's answer follows its verdict at once: nothing to cancel
        return coachmode.release(state, out)
    first = c.phase == CHECKING
    c.phase, c.result = STOPPED, res
    state.game.assisted = True  # the coach told a mistake: the game is not rated (as after hints)
    out.stop(coachmode.TIMER)
    out.draw = True
    if first:
        c.step = 0
        out.announce = "Coach: " + verdict.words(res["kind"], res["best"], res["played"],
                                                 len(m["pos"]), exact)
        out.focus(coachmode.TITLE)


def _progress(state, req, msg, out):
    """The verdict, or first the result alone (``wdl``): a mistake stops the game at once;
    a loss kept waits for the distances (a collapse?) and stands if they come too late."""
    if req["id"] != state.coach.asked:
        return
    p = msg.get("progress") or {}
    w = p.get("wdl")
    if isinstance(w, dict) and not verdict.is_mistake(w.get("kind")):
        state.coach.wdl = w
        return
    judged(state, out, w if isinstance(w, dict) else (p.get("verdict") or {}))


def _done(state, req, msg, out):
    if inflight.answers(state.coach, req):
        judged(state, out, msg.get("result") or {})


def _failed(state, req, msg, out):
    c = state.coach
    if not inflight.answers(c, req):
        return
    if c.phase == CHECKING:
        c.records.append({"pos": c.move["pos"], "col": c.move["col"], "kind": verdict.UNJUDGED})
        coachmode.release(state, out)
        c.note = "The coach could not judge that move (%s): the game goes on." % (
            msg.get("error") or "no answer")
    else:
        out.draw = True  # stopped: the reason is missing, the verdict stands


# -- the three choices, and the line's steps -----------------------------------------------
def take_back(state, out):
    """Take back the move and try again (its verdict leaves the game's record)."""
    c = state.coach
    if c.phase != STOPPED:
        return
    m = c.move
    c.records = [r for r in c.records if not (r["pos"] == m["pos"] and r["col"] == m["col"])]
    c.taken += 1
    coachmode.release(state, out)
    g = state.game
    g.undo()
    g.redo_stack = []  # the mistake is not a line to replay
    out.changed = True
    out.announce = "Taken back. %s." % g.status_text(state.names)


def show_best(state, out):
    """Take the move back and mark the best column on the board."""
    c = state.coach
    res = c.result or {}
    if c.phase != STOPPED or res.get("best_col") is None:
        return
    take_back(state, out)
    c.best = (state.game.board.notation(), res["best_col"])
    out.announce = "The best move: column %d (it keeps %s)." % (
        res["best_col"] + 1, verdict.had(res["best"], len(res["pos"])))


def play_on(state, out):
    """Keep the move: the AI answers."""
    if state.coach.phase == STOPPED:
        coachmode.release(state, out)
        out.announce = "Playing on."


def step(state, out, delta):
    """Show the line's moves (a best-play line, else the refutation) up to ``step + delta``."""
    c = state.coach
    if c.phase == STOPPED:
        c.step = max(0, min(len(c.line()), c.step + delta))
        out.draw = True


def shown_moves(state):
    """The moves the board shows while the coach stops the game (None: the game's own)."""
    c = state.coach
    if c.phase != STOPPED or state.mode != modes.GAME:
        return None
    return c.after() + "".join([str(x + 1) for x in c.line()[:c.step]])


# -- the end of the game -----------------------------------------------------------------
def game_records(state):
    """The judged moves of the game as it was played (taken-back tries left out)."""
    moves = state.game.board.notation()
    return [r for r in state.coach.records
            if moves[:len(r["pos"]) + 1] == r["pos"] + str(r["col"] + 1)]


def review_move(state, out, ply):
    """A mistake of the summary clicked: the review opens on it."""
    if reviewmode.open_game(state, out):
        state.review.select(ply)


def key(state, out, action):
    """A key while the coach stops the game (connect4.page.modes.coach.coachtext.coach_key)."""
    {"take": take_back, "best": show_best, "on": play_on}.get(action, lambda s, o: None)(state, out)


# The bundle's own: the page's image has none of this until the coach is first used.


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.COACH_PROGRESS: _progress, inflight.COACH: _done, inflight.COACH_FAILED: _failed}
