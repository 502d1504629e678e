"""The page as one loop: its state, and the updates that events make to it.

Every event runs one update, which changes :class:`PageState` and asks effects of an
:class:`Outbox` (docs/page-loop.md).
"""

from connect4.page.ai import pacing
from connect4.page.kernel import inflight, lazymodes, modes, registry
from connect4.page.kernel.messages import Messages
from connect4.page.kernel.outbox import Outbox
from connect4.page.kernel.replies import REPLIES, on_reply, reply
from connect4.page.modes.boards import boardsmode
from connect4.page.modes.coach import coachmode
from connect4.page.modes.game import resultwords
from connect4.page.modes.hints import hintwords
from connect4.page.modes.opening import openingmode
from connect4.page.modes.position import positionmode
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.review import reviewmode
from connect4.page.modes.training import trainingmode

#: Outbox (the updates' second argument) and the reply table are used from here too
__all__ = ["Outbox", "PageState", "REPLIES", "on_reply", "reply", "run"]

#: Hints are asked for a position once it has stayed this long (ms).
HINT_DELAY_MS = 300
#: A cancel with this target stops the hint worker's pondering (connect4.worker.requests).
PONDER_TARGET = "ponder"


class PageState:
    """Everything the page shows, in plain Python: the game, the AI, every mode's slice, the messages."""

    def __init__(self, game, ai, names=None, messages=None, review=None, clock=None, dice=None,
                 embed=False, today=None):
        #: The players' names (``get(spec, default)``), for the sentences.
        self.names = names if names is not None else {}
        self.requests = inflight.InFlight()
        self.game = game
        game.ids = self.requests  # every request id comes from the tracker
        #: The AI's readiness (connect4.page.ai.aistate.AiState), which static/ai_client.py keeps.
        self.ai = ai
        self.messages = messages if messages is not None else Messages()
        #: Each mode's slice, named by its record (``state.review``, ``state.puzzles``...).
        for mode in registry.MODES:
            if mode.state is not None:
                setattr(self, mode.slice, registry.function(mode, mode.state)())
        if review is not None:
            self.review = review
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
        #: The page's clock (ms) and its dice (a seed for an AI's move): injected for the tests.
        self.clock = clock if clock is not None else (lambda: 0.0)
        self.dice = dice if dice is not None else (lambda: 0)
        #: The player's day and the time (``(day, ms since 1970)``), injected too.
        self.today = today if today is not None else (lambda: (0, 0))
        #: The AI's reply held back until its time (connect4.page.ai.pacing), or None.
        self.held = None
        #: The embed's "Full game" link waiting for an answer (connect4.page.links.linkask), or None.
        self.link_waiting = None
        #: The page is the embed (its own saved game: connect4.page.kernel.persist).
        self.embed = embed
        #: Which screen the page shows (connect4.page.kernel.modes); two never show at once.
        self.mode = modes.REVIEW if self.review.open else modes.GAME
        #: The modes fetched on first use: ``{name: lazymodes state}`` (connect4.page.kernel.lazymodes).
        self.loads = {}
        #: Bundles asked while the one they need is on its way: ``{needed: [names]}``.
        self.bundle_waits = {}
        #: The Threats toggle (marks on the board, remembered).
        self.threats = False
        #: The hints' view: a beginner's or the exact numbers (modes.hints.hintwords, remembered).
        self.hint_style = hintwords.parse_style(None)
        #: The AI card's "numbers on the board" toggle (remembered).
        self.show_values = False
        #: The background review's and the stored records' slices once its bundle is in, else None.
        self.backreview = None
        self.records = None
        #: Storm's record as saved (connect4.training.storm.StormRecord's JSON), or None.
        self.storm_saved = None

    def new_id(self):
        """A fresh request id (the tracker's)."""
        return self.requests.new_id()


# -- one event: the update, then what a changed game needs ---------------------------------
def run(state, update, *args):
    """Run one event's ``update(state, out, *args)`` and :func:`finish` it; returns the Outbox."""
    out = Outbox()
    update(state, out, *args)
    finish(state, out)
    return out


def finish(state, out):
    """After an update: a changed game schedules what it needs, a falling last disc keeps the
    result until it lands, the last move is said; then every mode's follow."""
    registry.follow(state, out)
    if out.changed:
        _changed(state, out)
    registry.follow(state, out, idle=True)  # last: the background review asks only an idle engine


def _changed(state, out):
    g = state.game
    landing = out.animate and g.board.is_over()
    state.reveal = not landing
    schedule(state, out, state.clock())
    if landing:
        out.timer("landed", resultwords.landing_ms(g.last_cell()[1]))
    if out.announce_move:
        out.announce = g.last_move_text() + "." + (
            "" if landing else " " + g.status_text(state.names) + ".")


def on_timer(state, out, name):
    """The timer ``name`` fired (one of :data:`TIMERS`, or a mode's: its module's ``TIMERS``)."""
    tick = TIMERS.get(name) or registry.table("TIMERS").get(name)
    if tick is not None:
        tick(state, out)


def _move_timer(state, out):
    if not coachmode.holds(state):  # the coach judges the human's move first
        move_tick(state, out, state.dice())


def _held_timer(state, out):
    msg, state.held = state.held, None
    if msg is not None:
        on_reply(state, msg, out, state.clock())


def landed(state, out):
    """The last disc of a finished game landed: the result shows, and is said."""
    g = state.game
    b = g.board
    if state.reveal or not b.is_over():
        return
    state.reveal = True
    out.draw = True
    s = g.settings
    out.announce = g.last_move_text() + ". " + resultwords.announcement(
        b.winner(), (s.red, s.yellow), state.names, b.winning_cells(), b.ply)


def start(state, out, params, waiting=False):
    """The page starts: a link's mode wins over the one remembered, else a saved review,
    Puzzles, Other boards or the position editor opens again (``waiting``: the embed's link
    waits for an answer)."""
    link = not waiting and ("pos" in params or "puzzle" in params or "train" in params
                            or trainingmode.wanted(params) or boardsmode.wanted(params))
    if link:
        modes.leave(state, out)  # the saved review, the saved puzzle: the link's instead
        state.puzzles.close()
        state.boards.close()  # a board left open: a reload shows what the link opened
    if "train" in params and not waiting:
        openingmode.open_link(state, out, params["train"])  # ?train=red|yellow
    elif trainingmode.wanted(params) and not waiting:  # ?race=SEED, ?mix=tz.2-5: their bundle's
        trainingmode.start_link(state, out, params)
    elif boardsmode.wanted(params) and not waiting:  # ?size=8x7, ?variant=popout
        boardsmode.open_link(state, out, params)
    elif "puzzle" in params:
        puzzlemode.open_puzzles(state, out, ("id", params["puzzle"]))
    elif link and "pos" in params:
        reviewmode.open_link(state, out, params)  # ?pos=...&review=1: the review at its move
    elif state.mode == modes.REVIEW:
        lazymodes.fetch(state, out, reviewmode.BUNDLE)  # a saved review was open: its panel
    elif state.mode == modes.GAME and lazymodes.puzzles_at_start({}, state.puzzles.saved()):
        puzzlemode.open_puzzles(state, out, ("resume",))
    elif state.mode == modes.GAME and state.boards.was_open():  # the mode showed: it opens again
        boardsmode.open_boards(state, out)
    elif state.mode == modes.GAME and state.position.saved:  # the editor was open: its grid
        positionmode.open_setup(state, out)
    positionmode.start(state, out)
    out.changed = True


def switch_hint_style(state, out):
    """The hints' toggle: a beginner's good / risky / losing, or the exact scores."""
    state.hint_style = hintwords.other_style(state.hint_style)
    out.draw = True


def toggle_values(state, out):
    """The AI card's "numbers on the board": shown or not (remembered)."""
    state.show_values = not state.show_values
    out.draw = True


def ai_progress(state, out):
    """The AI's readiness or loading progress changed: ask what waited for it, draw."""
    schedule(state, out, state.clock())
    out.draw = True


# -- what to ask the workers ---------------------------------------------------------
def schedule(state, out, now=None):
    """Cancel stale searches, ask what the state needs: the AI's move, the hint database, the
    review, and hints once the position stays (``now``: when the page shows the position, ms)."""
    g, ai = state.game, state.ai
    if now is not None:
        state.pace.seen(g.board.notation(), now)
    out.cancel(state.requests.forget(g.take_cancels()))
    spec = g.ai_to_move()
    if spec and ai.can_ask(spec, g.board.notation()) and not g.is_thinking() \
            and not coachmode.holds(state):
        # 0 ms: asked before drawing; a move only the full engine plays is asked before the light
        # worker is up, so the engine's download starts with the page
        out.timer("move", pacing.ask_delay(g))
    if state.review.wants_data() and not ai.full_gone:  # the review waits for it like hints
        out.post(state, state.hint_data.request(state.new_id()))
    if state.review.wants_worker():
        out.post(state, state.review.request(state.new_id()))
    hints = ai.ready and g.settings.hints and not ai.full_gone
    if hints:
        # the hint database, the first time hints are on (never before)
        out.post(state, state.hint_data.request(state.new_id()))
    if hints and not g.hints_complete():
        # hints for a position that is gone stop now; the new one is asked once it stays put, so
        # fast clicking does not queue a search per position (a monkey left the worker 30 s behind)
        out.cancel(state.requests.drop_hints(keep=g.board.notation()))
        out.timer("hint", HINT_DELAY_MS)


def hint_tick(state, out):
    """The position stayed HINT_DELAY_MS: ask for its hints unless asked already."""
    g, ai = state.game, state.ai
    if ai.ready and g.settings.hints and not g.hints_complete() and not ai.full_gone:
        if not state.requests.has_hint(g.board.notation()):
            out.cancel(state.requests.drop_hints())
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
    else:  # and the pondering on the next positions' hints
        out.cancel(state.requests.drop_hints() + [PONDER_TARGET])
    out.changed = True


def ai_lost(state, out):
    """The workers' requests were lost: forget them, ask again from the same position."""
    state.requests.clear()
    registry.worker_lost(state, out)
    g = state.game
    g.abandon_request(g.pending[0] if g.pending else None)
    notice = state.ai.take_notice()
    if notice:
        state.messages.append(notice)
    out.changed = True


#: What each of the game's timers does when it fires (a mode's are in its modules' ``TIMERS``).
TIMERS = {
    "move": _move_timer,
    "hint": lambda state, out: hint_tick(state, out),
    "held": _held_timer,
    "landed": landed,
}
