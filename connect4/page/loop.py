"""The page as one loop: its state, and the updates that events make to it.

Runs on the page's main thread (MicroPython) and in CPython's tests.  Every
event of the page (a click, a key, a worker's reply, a timer) calls one
function here, which changes :class:`PageState` and writes what the DOM layer
must do next into an :class:`Outbox`: requests to post, searches to cancel,
a sentence to announce, whether to draw, save or start a timer.
static/main.py then posts, starts timers, and draws every control once from
the state (:mod:`connect4.page.controls`).  A mode of the page (a review, a
match, a puzzle) is a slice of the state plus update functions plus a view:
see docs/page-loop.md.
"""

from connect4.page import inflight, matchrun, pacing, pagetext
from connect4.page.hintdownload import HintDownload
from connect4.page.matchrun import MatchRun
from connect4.page.messages import Messages
from connect4.page.reviewview import Review

#: Hints are asked for a position once it has stayed this long (ms).
HINT_DELAY_MS = 300


class Outbox:
    """What one update asks of the DOM layer, read once the update returns."""

    def __init__(self):
        self.posts = []        # requests for the workers (already in the tracker)
        self.cancels = []      # ids of searches to stop in the workers
        self.announce = None   # a sentence for screen readers
        self.changed = False   # the game changed: schedule, draw, save
        self.draw = False      # something shown changed: draw
        self.announce_move = False  # say the last move (and the new turn)
        self.animate = False   # the last disc drops
        self.crash = None      # the full engine broke: replace it (the worker's words)
        self.record = None     # an AI move's figures, for the counters
        self.move_delay = None  # ask the AI to move after this many ms (None: no timer)
        self.hint_wait = False  # ask for hints once the position has stayed HINT_DELAY_MS
        self.review_done = None  # the review's summaries, once it is complete
        self.save_review = False
        self.match = None      # what a reply did to the match (connect4.page.matchrun)
        self.hold = None       # (reply, ms): handle the AI's reply again after ms (pacing)

    def post(self, state, req):
        """Record ``req`` in the tracker and queue it; False if there is none."""
        if req is None:
            return False
        state.requests.add(req)
        self.posts.append(req)
        return True


class PageState:
    """Everything the page shows, in plain Python: the game, the AI's
    readiness, hints, the review, the match, the messages."""

    def __init__(self, game, ai, names=None, messages=None, review=None):
        #: The players' names (``get(spec, default)``), for the sentences.
        self.names = names if names is not None else {}
        self.requests = inflight.InFlight()
        self.game = game
        game.ids = self.requests  # every request id comes from the tracker
        #: The AI's readiness (connect4.page.aistate.AiState), which static/ai_client.py keeps.
        self.ai = ai
        self.messages = messages if messages is not None else Messages()
        self.review = review if review is not None else Review()
        self.hint_data = HintDownload()
        self.match = MatchRun()
        #: Why the opening book could not be used (the worker says), or None.
        self.book_problem = None
        #: False while a game's last disc is falling (the result waits for it).
        self.reveal = True
        #: When each position appeared: the AI's reply is drawn 250 ms after it at the earliest.
        self.pace = pacing.ReplyPace()
        #: The game (its id) whose "New game (resign)" waits for an answer (gamemode.new_game).
        self.asking = None
        #: Why the pasted position was not opened, or None (gamemode.open_code).
        self.code_problem = None

    def new_id(self):
        """A fresh request id (the tracker's)."""
        return self.requests.new_id()


# -- what to ask the workers ---------------------------------------------------------
def schedule(state, out, now=None):
    """Cancel stale searches, ask what the state needs: the AI's move (at once
    against a person, its reply held by :mod:`pacing`; after the speed's pause
    between AIs), the hint database, the review, and hints once the position stays.
    ``now`` (ms) is when the page shows the position."""
    g, ai = state.game, state.ai
    if now is not None:
        state.pace.seen(g.board.notation(), now)
    out.cancels.extend(state.requests.forget(g.take_cancels()))
    if ai.ready and g.ai_to_move() and not g.is_thinking():
        out.move_delay = pacing.ask_delay(g)
    if state.review.wants_worker():  # the review waits for the database like hints
        if not ai.full_gone:
            out.post(state, state.hint_data.request(state.new_id()))
        out.post(state, state.review.request(state.new_id()))
    hints = ai.ready and g.settings.hints and not ai.full_gone
    if hints:
        # the hint database, the first time hints are on (never before)
        out.post(state, state.hint_data.request(state.new_id()))
    if hints and not g.hints_complete():
        # Hints for a position that is gone stop now; the new position is
        # asked once it has stayed put a moment, so fast clicking does not
        # queue a search per position in the worker (measured: a monkey
        # with hints on left the worker 30 s behind without this).
        out.cancels.extend(state.requests.drop_hints(keep=g.board.notation()))
        out.hint_wait = True


def hint_tick(state, out):
    """The position stayed HINT_DELAY_MS: ask for its hints unless asked already."""
    g, ai = state.game, state.ai
    if ai.ready and g.settings.hints and not g.hints_complete() and not ai.full_gone:
        if not state.requests.has_hint(g.board.notation()):
            out.cancels.extend(state.requests.drop_hints())
            out.post(state, g.request_hints())


def move_tick(state, out, seed):
    """The AI's delay is over: ask it to move (``seed`` for its dice)."""
    if out.post(state, state.game.request_ai_move(seed)):
        out.draw = True


def toggle_hints(state, out):
    """The Hints button: on or off (off stops the searches out)."""
    s = state.game.settings
    s.hints = not s.hints
    if s.hints:
        state.hint_data.retry()  # back online since it failed? (else: search, as before)
    else:
        out.cancels.extend(state.requests.drop_hints())
    out.changed = True


def ai_lost(state, out):
    """The workers' requests were lost (the full engine crashed and was
    replaced, or stopped for good): forget them, ask again from the same position."""
    if not state.ai.ready:
        state.hint_data.worker_restarted()
    if state.match.worker_lost():
        out.match = matchrun.LOST
    state.requests.clear()
    state.review.worker_lost()
    g = state.game
    g.abandon_request(g.pending[0] if g.pending else None)
    notice = state.ai.take_notice()
    if notice:
        state.messages.append(notice)
    out.changed = True


# -- the workers' replies: a table from what a reply means to its update -------------------
def on_reply(state, msg, out, now=0):
    """A worker's reply (a dict): the match's, or one the tracker classifies."""
    before = state.match.state
    taken = state.match.take(msg, now)
    if taken != matchrun.NOT_MINE:
        out.match = taken  # the match panel draws what its reply did (static/match_ui.py)
        # the page's controls when the match's state changed (not per progress report)
        out.draw = state.match.state != before
        return taken
    hold = state.pace.hold_ms(state.game, msg, now)
    if hold:
        out.hold = (msg, hold)  # the AI's move, drawn no sooner than 250 ms after the position
        return None
    kind, req = state.requests.answer(msg)
    update = REPLIES.get(kind)
    if update is not None:
        update(state, req, msg, out)
    return kind


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
        out.draw = out.save_review = True


def _review(state, req, msg, out):
    if state.review.finished(req["id"], msg.get("result") or {}):
        out.draw = out.save_review = True
        out.review_done = state.review.summaries()


def _review_failed(state, req, msg, out):
    if state.review.failed(req["id"], msg.get("error")):
        out.draw = out.save_review = True


def _move(state, req, msg, out):
    stats = inflight.move_stats(req, msg.get("result") or {})
    if state.game.apply_ai_move(req["id"], req["pos"], stats.get("column"), stats):
        out.record = stats
        out.changed = out.announce_move = True


#: What each kind of reply (connect4.page.inflight's constants) does to the state.
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
