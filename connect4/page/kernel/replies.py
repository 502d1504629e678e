"""The workers' replies as events of the page's loop: a table from what a reply means to its update."""

from connect4.page.kernel import inflight, registry
from connect4.page.modes.game import pagetext
from connect4.page.modes.match import matchrun


# -- the workers' replies: a table from what a reply means to its update -------------------
def on_reply(state, msg, out, now=0):
    """A worker's reply (a dict): the match's, or one the tracker classifies."""
    before = state.match.state
    taken = state.match.take(msg, now)
    if taken != matchrun.NOT_MINE:
        if not isinstance(msg.get("progress"), dict):
            state.requests.forget([msg.get("id")])  # answered: no longer open
        out.match = taken  # the match panel draws what its reply did (connect4/page/modes/match/view.py)
        # the page's controls when the match's state changed (not per progress report)
        out.draw = state.match.state != before
        return taken
    hold = state.pace.hold_ms(state.game, msg, now)
    if hold:
        # the AI's move, drawn no sooner than 250 ms after the position: the "held" timer
        state.held = msg
        out.timer("held", hold)
        return None
    kind, req = state.requests.answer(msg)
    update = REPLIES.get(kind) or registry.table("REPLIES").get(kind)
    if update is not None:
        update(state, req, msg, out)
    return kind


def reply(state, out, msg):
    """A worker's reply as the loop's event (:func:`on_reply` on the page's clock)."""
    on_reply(state, msg, out, state.clock())


def _hint_progress(state, req, msg, out):
    # a hint's columns as they are solved; the request stays open
    p = msg.get("progress")
    if state.game.apply_hints(req["pos"], p.get("scores"), p.get("pending") or (),
                              p.get("best"), p.get("wdl")):
        out.draw = True


def _hints(state, req, msg, out):
    res = msg.get("result") or {}
    state.book_problem = res.get("book_problem")
    if state.game.apply_hints(req["pos"], res.get("scores")):
        out.draw = True


def _data_progress(state, req, msg, out):
    d = msg["progress"]["hint_data"]
    state.hint_data.progress(d.get("loaded"), d.get("total"))
    out.draw = True


def _data_done(state, req, msg, out):
    state.hint_data.done(msg.get("result") or {})
    out.draw = True
    if state.review.data_arrived():  # what it judged without the data, asked again
        out.changed = True


def _data_failed(state, req, msg, out):
    state.hint_data.failed(msg.get("error"))
    out.draw = True


def _crash(state, req, msg, out):
    # the AI's turn is asked again from the same position once it is ready
    out.crash = msg.get("error")


def _think_failed(state, req, msg, out):
    g = state.game
    g.abandon_request(req["id"])
    g.paused = True
    state.messages.append(pagetext.ai_move_failed(state.names.get(req["spec"], req["spec"]),
                                                  msg.get("error")))
    out.changed = True


def _hint_failed(state, req, msg, out):
    state.messages.append(pagetext.hints_failed(msg.get("error")))
    out.changed = True


def _review_progress(state, req, msg, out):
    if state.review.take(req["id"], msg["progress"]["review"].get("move")):
        out.draw = True


def _review(state, req, msg, out):
    if state.review.finished(req["id"], msg.get("result") or {}):
        out.draw = True
        out.announce = "Review done. " + " ".join(state.review.summaries())


def _review_failed(state, req, msg, out):
    if state.review.failed(req["id"], msg.get("error")):
        out.draw = True


def _move(state, req, msg, out):
    stats = inflight.move_stats(req, msg.get("result") or {})
    if state.game.apply_ai_move(req["id"], req["pos"], stats.get("column"), stats):
        out.record = stats
        out.changed = out.announce_move = True


#: What each kind of the game's replies does (a mode's are in its modules' ``REPLIES``).
REPLIES = {
    inflight.PROGRESS: _hint_progress,
    inflight.HINTS: _hints,
    inflight.DATA_PROGRESS: _data_progress,
    inflight.DATA_DONE: _data_done,
    inflight.DATA_FAILED: _data_failed,
    inflight.CRASH: _crash,
    inflight.THINK_FAILED: _think_failed,
    inflight.HINT_FAILED: _hint_failed,
    inflight.REVIEW_PROGRESS: _review_progress,
    inflight.REVIEW: _review,
    inflight.REVIEW_FAILED: _review_failed,
    inflight.MOVE: _move,
}
