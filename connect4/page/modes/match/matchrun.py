"""The match panel's state: idle, running, paused or over, and the worker's last report."""


IDLE = "idle"
RUNNING = "running"
PAUSED = "paused"
#: The small board's timer (page-wide: the match is not a mode) and how often it looks
#: for a move to draw (ms); what its tick did (``out.match``).
TICK, TICK_MS, FRAME = "match.tick", 50, "frame"
OVER = "over"

#: What a worker reply did to the match (:meth:`MatchRun.take`).
NOT_MINE = "not-mine"    # not a match's reply: the page's dispatch takes it
IGNORED = "ignored"      # a control's answer, or an old match's
PROGRESS = "progress"    # a report while the games go on
FINISHED = "finished"    # the last report: every game played (or stopped)
FAILED = "failed"        # the worker could not run the match (the reason in ``problem``)
LOST = "lost"            # the worker was replaced mid-match (the reason in ``problem``)

PREFIX = "match-"


class MatchRun:
    """One match at a time: its request id, state and last progress report."""

    def __init__(self):
        self.state = IDLE
        self.request = None      # id of the match in the worker
        self.last = None         # the last progress report (a dict)
        self.setup_text = None   # the set-up kept for the next visit (JSON), if any
        self.side_names = ("A", "B")
        self.replay = None       # matchtext.MatchReplay while a board is shown
        self.frame = None        # (game index, moves) the small board shows (tick)
        self.problem = None
        self.resume = None       # the request's resume fields of a match the page left

    @property
    def running(self):
        """True while a match is in the worker (playing or paused)."""
        return self.state in (RUNNING, PAUSED)

    def start(self, rid, a, b, games, seed, alternate, names, ms_per_move, opening_plies=0,
              resume=None):
        """The worker request for a match of ``games`` between ``a`` and ``b``, each opened
        randomly; ``resume``: :func:`resume_of`'s fields, to go on with a match the page left."""
        self.side_names = (names.get(a), names.get(b))
        self.request = PREFIX + str(rid)
        self.state = RUNNING
        self.last = None
        self.problem = None
        self.resume = None
        # the match panel's bundle (matchtext: its words and replay), in since the panel
        # that starts a match was built from it
        from connect4.page.modes.match.matchtext import MatchReplay
        self.replay = MatchReplay(ms_per_move)
        return dict({"op": "match", "id": self.request, "a": a, "b": b, "games": games,
                     "seed": seed, "alternate": alternate, "opening_plies": opening_plies},
                    **(resume or {}))

    def toggle_pause(self, rid):
        """Pause a running match or resume a paused one: the control message, or None."""
        if self.state == RUNNING:
            self.state = PAUSED
            return self._control(rid, "pause")
        if self.state == PAUSED:
            self.state = RUNNING
            return self._control(rid, "resume")
        return None

    def stop(self, rid):
        """The message that stops the match (its last report then ends it), or None."""
        return self._control(rid, "stop")

    def _control(self, rid, action):
        if self.request is None:
            return None
        return {"op": "match-control", "id": PREFIX + "control-" + str(rid),
                "target": self.request, "action": action}

    def take(self, msg, now):
        """Read a worker reply at time ``now`` (ms); one of the constants above."""
        rid = msg.get("id")
        if not isinstance(rid, str) or not rid.startswith(PREFIX):
            return NOT_MINE
        if rid != self.request:
            return IGNORED
        progress = msg.get("progress")
        if isinstance(progress, dict):
            return PROGRESS if self._report(progress.get("match") or {}, now) else IGNORED
        if msg.get("ok"):
            self._report(msg.get("result") or {}, now)
            self.finish()
            return FINISHED
        self.problem = "The match could not run: %s" % msg.get("error")
        self.finish()
        return FAILED

    def _report(self, report, now):
        if not report.get("table"):
            return False
        self.last = report
        if self.replay is not None:
            self.replay.update(report, now)
        if report.get("paused") and self.state == RUNNING:
            self.state = PAUSED
        return True

    def finish(self):
        """The match is over (played, stopped, failed or lost): the panel is idle again."""
        self.state = OVER
        self.request = None

    def worker_lost(self):
        """The worker was replaced: True if a match in it was lost (and is now over)."""
        if not self.running:
            return False
        self.problem = "The match stopped: the AI had to be restarted."
        self.finish()
        return True

    def restore(self, report, names):
        """The last match's result as saved when it ended (or when the page was left: then it
        can go on, :attr:`resume`)."""
        self.last = report
        self.side_names = tuple(names)
        self.state = OVER
        self.resume = resume_of(report)

    def go_on(self, rid, names, ms_per_move):
        """The worker request that goes on with the match the page left, or None."""
        r, last = self.resume, self.last
        if r is None:
            return None
        kept = self.side_names
        request = self.start(rid, last["a"], last["b"], last["games"], last["seed"],
                             last["alternate"], names, ms_per_move,
                             last.get("opening_plies") or 0, resume=r)
        # the report's specs are the normalised ones ("minimax:depth=1,…", not "level3"): the
        # names the match was shown with stay
        self.side_names = kept
        return request

    def has_result(self):
        """True if there is a result with at least one game played (to copy)."""
        return self.last is not None and bool(self.last.get("played"))


def resume_of(report):
    """The fields that make the worker go on with a match the page left (a reload while it
    ran: matchtext.interrupted marks it ``left``), or None (played out, stopped, unreadable).

    >>> side = lambda red, yellow: {"as_red": red, "as_yellow": yellow}
    >>> r = {"left": True, "played": 3, "games": 10, "elapsed": 2.5, "table": {"sides": [
    ...     side([1, 0, 0], [0, 1, 1]), side([1, 0, 0], [0, 1, 1])]}}
    >>> resume_of(r)
    {'first': 3, 'earlier': [[[1, 0, 0], [0, 1, 1]], [[1, 0, 0], [0, 1, 1]]], 'elapsed': 2.5}
    >>> resume_of(dict(r, played=10)), resume_of(dict(r, left=False)), resume_of({"left": True})
    (None, None, None)
    """
    if not isinstance(report, dict) or report.get("left") is not True:
        return None
    try:
        first, games = report["played"], report["games"]
        earlier = [[list(s["as_red"]), list(s["as_yellow"])] for s in report["table"]["sides"]]
        elapsed = float(report.get("elapsed") or 0.0)
    except (KeyError, TypeError, ValueError):
        return None
    if not (isinstance(first, int) and isinstance(games, int) and 0 < first < games):
        return None
    return {"first": first, "earlier": earlier, "elapsed": elapsed}


def go_on(state, out, names, ms_per_move):
    """Go on with the match the page left, from its next game; its small board ticks."""
    _started(state, out, state.match.go_on(state.new_id(), names, ms_per_move))


def begin(state, out, args):
    """Start a match (``args``: :meth:`MatchRun.start`'s after the id); its small board ticks."""
    _started(state, out, state.match.start(state.new_id(), *args))


def _started(state, out, request):
    out.post(state, request)
    state.match.frame = None
    out.draw = True
    out.timer(TICK, TICK_MS)


def tick(state, out):
    """The small board's tick: the replay's move due now, drawn by the match panel alone
    (``out.match``), until a finished match shows its last game's end."""
    run = state.match
    replay = run.replay
    over = run.state == OVER
    if replay is None or replay.ms is None:
        if run.frame is not None:
            run.frame = None
            out.match = FRAME
        if not over:
            out.timer(TICK, TICK_MS)
        return
    now = state.clock()
    frame = (replay.index, replay.frame(now))
    if frame != run.frame:
        run.frame = frame
        out.match = FRAME
    # (a match stopped before its first game has nothing to show: the tick ends too)
    if not (over and (replay.index is None or replay.is_showing_end(now))):
        out.timer(TICK, TICK_MS)


def pause(state, out):
    """Pause the match, or resume it."""
    out.post(state, state.match.toggle_pause(state.new_id()))
    out.draw = True
    if state.match.state == PAUSED:
        out.announce = "Match paused."


def stop(state, out):
    """Stop the match (its games so far are its result)."""
    out.post(state, state.match.stop(state.new_id()))
    out.draw = True


def keep_setup(state, out, text):
    """The match's set-up (and last result) as JSON text, kept for the next visit."""
    state.match.setup_text = text


def worker_lost(state, out) -> None:
    """The workers' requests were lost: a match running in the engine is over."""
    if state.match.worker_lost():
        out.match = LOST


#: The match's replay timer (read by the kernel: connect4.page.kernel.registry).
TIMERS = {TICK: tick}
