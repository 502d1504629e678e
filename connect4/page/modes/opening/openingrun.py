"""The opening trainer's updates: a run, the worker's scores, the page's reply, the refutation.

The timers are the mode's, so leaving it stops them.
"""

from connect4.board import parse_position
from connect4.page.kernel import inflight, modes
from connect4.page.kernel.shownposition import PlayableShown
from connect4.page.modes.opening.trainer import END_PLY, SIDES, Progress, Run, best, line_columns, wdl
from connect4.scores import describe_score

#: The pause before the page's reply, between the refutation's discs, before the take-back (ms).
REPLY_MS, STEP_MS, BACK_MS = 500, 450, 1400
#: How many moves of the refutation the board steps through.
REFUTE_PLIES = 6
#: The mode's timers (connect4.page.kernel.loop's TIMERS).
REPLY_TIMER, STEP_TIMER, BACK_TIMER = "opening.reply", "opening.step", "opening.back"
#: The feedback values (the view switches on them; tests assert them).
RIGHT, WRONG, DONE = "right", "wrong", "done"
#: The phases: loading, ready (the player's move), checking (a click waits for its
#: scores), replying (the page's move), refuting (a wrong move and its refutation), done.
LOADING, READY, CHECKING, REPLYING, REFUTING, FINISHED = (
    "loading", "ready", "checking", "replying", "refuting", "done")
RESULT = {1: "win", 0: "draw", -1: "loss"}


def bundle_ready(state, out):
    """The bundle is in: the progress from the save, then the pending run."""
    t = state.opening
    if t.progress is None:
        t.progress = Progress(t.saved_raw)
    if t.pending is not None and state.mode == modes.OPENING:
        side, t.pending = t.pending, None
        start(state, out, side, resume=True)


def start(state, out, side, resume=False):
    """A new run on ``side`` (0 red, 1 yellow), with a fresh seed; with ``resume``, the
    saved run instead where it is on that side (the line a reload interrupted)."""
    t = state.opening
    _drop_requests(state, out)
    for name in (REPLY_TIMER, STEP_TIMER, BACK_TIMER):
        out.stop(name)
    t.side = side
    t.progress.side = SIDES[side]
    saved, t.progress.resume = t.progress.resume, None
    if resume and saved is not None and saved[0] == side:
        t.run = Run(side, saved[1], t.progress, saved[2], saved[3])
    else:
        t.run = Run(side, state.dice(), t.progress)
    t.feedback = t.wrong = t.clicked = t.tried = None
    t.refutation, t.shown, t.alt_col, t.alt_line = [], 0, None, None
    out.post(state, state.hint_data.request(state.new_id()))  # exact at once (asked once)
    out.draw = True
    advance(state, out)


def again(state, out):
    """"New line": another run on the same side."""
    if state.opening.run is not None:
        start(state, out, state.opening.side)


def switch(state, out, side):
    """The side buttons."""
    if state.opening.progress is not None:
        start(state, out, side)


def advance(state, out):
    """Whatever the run needs next: its end, the scores of its position, the page's reply."""
    t = state.opening
    run = t.run
    if run.at_end() or parse_position(run.moves).is_over():
        t.phase, t.feedback = FINISHED, DONE
        out.announce = status(state)
        return
    scores = t.scores.get(run.moves)
    if scores is None:
        t.phase = READY if run.player_to_move() else REPLYING
        _ask(state, out, "scores", run.moves)
        return
    if run.player_to_move():
        t.phase = READY
        if t.clicked is not None:
            col, t.clicked = t.clicked, None
            click(state, out, col)
    else:
        t.phase = REPLYING
        out.timer(REPLY_TIMER, REPLY_MS, modes.OPENING)


def _ask(state, out, what, pos, score=None):
    t = state.opening
    if (what, pos) in t.asked.values():
        return
    op = "hint" if what == "scores" else "line"
    req = {"op": op, "id": state.new_id(), "pos": pos, "train": what}
    if score is not None:
        req["score"] = score
    t.asked[req["id"]] = (what, pos)
    out.post(state, req, modes.OPENING)


def _drop_requests(state, out):
    t = state.opening
    if t.asked:
        out.cancel(state.requests.forget(list(t.asked)))
    t.asked = {}


# -- the player ------------------------------------------------------------------------
def click(state, out, col):
    """A column of the trainer's board: judged against its position's scores."""
    t = state.opening
    run = t.run
    if run is None or t.phase not in (READY, CHECKING) or not run.player_to_move():
        return
    board = parse_position(run.moves)
    if not board.can_play(col):
        return
    scores = t.scores.get(run.moves)
    out.draw = True
    if scores is None:  # asked already: judged when they come
        t.clicked, t.phase = col, CHECKING
        out.announce = "Checking…"
        return
    t.alt_col = t.alt_line = None
    line = run.line()
    if run.judge(scores, col):
        t.feedback, t.wrong = RIGHT, None
        advance(state, out)
        if t.phase != FINISHED:
            out.announce = status(state)
        return
    t.feedback, t.tried, t.phase = WRONG, col, REFUTING
    t.refutation, t.shown = [], 0
    t.wrong = wrong_words(run, scores, col, line)
    out.announce = t.wrong
    _ask(state, out, "line", run.moves + str(col + 1), -scores[col])


def _cap(word):
    return word[:1].upper() + word[1:]  # MicroPython's str has no capitalize()


def wrong_words(run, scores, col, line=None) -> str:
    """What a move that gave the result away lets happen, in words."""
    ply = len(run.moves)
    keep = RESULT[wdl(best(scores))]
    other = SIDES[1 - run.side]
    value = scores[col]
    if value < 0:
        then = "lets %s win in %s" % (other, describe_score(value, ply).split(" in ")[1])
    else:
        then = "only draws"
    return "Column %d %s: it gives the %s away. %s's answer is on the board; then it is taken back." % (
        col + 1, then, keep, _cap(other))


# -- the worker's replies and the timers -------------------------------------------------
def on_reply(state, req, msg, out):
    """A reply (or progress) to one of the trainer's requests."""
    t = state.opening
    what = t.asked.get(req["id"])
    if what is None or state.mode != modes.OPENING:
        return
    progress = msg.get("progress")
    if isinstance(progress, dict):
        if what[0] == "line" and len(progress.get("line") or ()) >= REFUTE_PLIES:
            _line_found(state, out, what[1], progress["line"])
            out.cancel(state.requests.forget([req["id"]]))
            t.asked.pop(req["id"], None)
        return
    t.asked.pop(req["id"], None)
    res = msg.get("result") or {}
    if not msg.get("ok"):
        if what[0] == "line" and t.tried is not None:  # no refutation to show: taken back
            out.timer(BACK_TIMER, BACK_MS, modes.OPENING)
            return
        if what[0] == "line":
            t.alt_col = None
            return
        t.wrong = "The trainer could not get the opening's values (%s). Try New line." % (
            msg.get("error") or "the AI worker failed")
        t.phase = FINISHED
        out.draw = True
        return
    if what[0] == "scores":
        if isinstance(res.get("scores"), list) and len(res["scores"]) == 7:
            t.scores[what[1]] = res["scores"]
            if t.run is not None and what[1] == t.run.moves:
                advance(state, out)
    else:
        _line_found(state, out, what[1], res.get("line") or [])
    out.draw = True


def _line_found(state, out, pos, line):
    t = state.opening
    cols = [int(c) - 1 for c in line[:REFUTE_PLIES]]
    if t.alt_col is not None and t.run is not None and pos == t.run.moves + str(t.alt_col + 1):
        t.alt_line = "".join(str(c + 1) for c in cols)
        out.draw = True
        return
    if t.tried is None or t.run is None or pos != t.run.moves + str(t.tried + 1):
        return
    t.refutation, t.shown = cols, 0
    out.timer(STEP_TIMER, STEP_MS, modes.OPENING)
    out.draw = True


def reply_tick(state, out):
    """The page's move: a sound column of its position, picked by the run's seed."""
    t = state.opening
    run = t.run
    if run is None or t.phase != REPLYING or run.player_to_move():
        return
    scores = t.scores.get(run.moves)
    if scores is None:
        return
    col = run.reply(scores)
    out.draw = True
    advance(state, out)
    out.announce = "%s plays %d. %s" % (_cap(SIDES[1 - run.side]), col + 1, status(state))


def step_tick(state, out):
    """The refutation's next disc; after the last, the take-back waits."""
    t = state.opening
    if t.tried is None:
        return
    if t.shown < len(t.refutation):
        t.shown += 1
        out.draw = True
        out.timer(STEP_TIMER if t.shown < len(t.refutation) else BACK_TIMER,
                  STEP_MS if t.shown < len(t.refutation) else BACK_MS, modes.OPENING)
    else:
        out.timer(BACK_TIMER, BACK_MS, modes.OPENING)


def back_tick(state, out):
    """The wrong move and its refutation are taken back: the player tries again."""
    t = state.opening
    if t.tried is None:
        return
    t.tried, t.refutation, t.shown = None, [], 0
    t.phase = READY
    out.draw = True
    out.announce = "Taken back. " + status(state)


def worker_lost(state, out):
    """The full engine was replaced: what the trainer waited for is asked again."""
    t = state.opening
    t.asked = {}
    if state.mode != modes.OPENING or t.run is None:
        return
    if t.tried is not None:
        if not t.refutation:
            out.timer(BACK_TIMER, BACK_MS, modes.OPENING)
    elif t.phase in (READY, CHECKING, REPLYING):
        advance(state, out)


# -- alternatives ----------------------------------------------------------------------
def toggle_alternatives(state, out):
    """"Show the alternatives": every column's value in the player's position."""
    t = state.opening
    t.alternatives = not t.alternatives
    t.alt_col = t.alt_line = None
    out.draw = True


def alternative_line(state, out, col):
    """A column of the alternatives: its best line is asked and shown."""
    t = state.opening
    if t.run is None or t.scores.get(t.run.moves) is None or t.scores[t.run.moves][col] is None:
        return
    t.alt_col, t.alt_line = col, None
    _ask(state, out, "line", t.run.moves + str(col + 1), -t.scores[t.run.moves][col])
    out.draw = True


def alternatives(state) -> list:
    """``[(column 0-6, words, keeps)]`` for the position in front of the player."""
    t = state.opening
    run = t.run
    scores = t.scores.get(run.moves) if run is not None else None
    if scores is None:
        return []
    top = wdl(best(scores))
    return [(c, describe_score(s, len(run.moves)), wdl(s) >= top)
            for c, s in enumerate(scores) if s is not None]


# -- what is shown ---------------------------------------------------------------------
def status(state) -> str:
    """The card's sentence."""
    t = state.opening
    run = t.run
    if t.phase == "error":
        return t.error or ""
    if run is None:
        return "Loading the opening trainer…"
    side = SIDES[run.side]
    scores = t.scores.get(run.moves)
    if t.phase == FINISHED:
        if t.wrong and t.feedback != WRONG:
            return t.wrong
        return ("Line learnt to its end (%d discs: the opening book's and database's reach): "
                "you kept the %s%s. %s" % (END_PLY, RESULT[_kept(t)], "" if run.clean else
                                          " (with take-backs)", progress_text(state)))
    if t.phase == REFUTING:
        return t.wrong
    if t.phase == REPLYING:
        return "%s is choosing its reply…" % _cap(SIDES[1 - run.side])
    if t.phase == CHECKING or scores is None:
        return "Checking the position…" if t.clicked is not None else (
            "Your move as %s (the position's values are on their way)." % side)
    goal = "keep the %s" % RESULT[wdl(best(scores))]
    lead = "Good: that keeps it. " if t.feedback == RIGHT else (
        "Taken back: try again. " if t.feedback == WRONG else "")
    return "%sYour move as %s: %s." % (lead, side, goal)


def _kept(t):
    # the result kept at the end, from the player's view (the last scores known on the line)
    for n in range(len(t.run.moves), -1, -1):
        s = t.scores.get(t.run.moves[:n])
        if s is not None:
            return wdl(best(s)) * (1 if n % 2 == t.run.side else -1)
    return 0


def turn_parts(state) -> tuple:
    """The turn chip while the trainer shows: the side trained, then the mode's name."""
    return "You are %s" % SIDES[state.opening.side], " · Opening trainer"


def progress_text(state) -> str:
    t = state.opening
    if t.progress is None:
        return ""
    root = t.scores.get("4" if t.side == 0 else "")
    lines = ([str(c + 1) for c in line_columns(t.side, root)] if root is not None
             else sorted(t.progress.lines[SIDES[t.side]]))
    return t.progress.summary(t.side, lines) if lines else "No line played to its end yet."


def board(state):
    """The position the board shows: the run, with a wrong move and its refutation."""
    t = state.opening
    moves = t.run.moves if t.run is not None else ""
    if t.tried is not None:
        moves += str(t.tried + 1) + "".join(str(c + 1) for c in t.refutation[:t.shown])
    return parse_position(moves)


class TrainBoard(PlayableShown):
    """The trainer's position as connect4/page/modes/game/view.py draws it: playable on the player's turn."""

    def __init__(self, state):
        t = state.opening
        super().__init__(board(state), t.run is not None and t.phase in (READY, CHECKING)
                         and t.tried is None and t.run.player_to_move())

    def result_text(self):
        return None


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.OPENING: on_reply}


#: What each of this mode's timers does when it fires (read by the kernel).
TIMERS = {REPLY_TIMER: reply_tick, STEP_TIMER: step_tick, BACK_TIMER: back_tick}
