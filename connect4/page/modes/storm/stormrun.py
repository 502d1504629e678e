"""Storm and the race in the page's loop: a run once the set is in, its clicks, its clock, its end.

The timer fires when the clock's whole seconds change, not on a poll: a drawing costs the main thread.
"""

from connect4.board import Board
from connect4.page.kernel import lazymodes, modes
from connect4.page.kernel.shownposition import PlayableShown
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.training import trainingmode
from connect4.training import race, storm

#: How long after its figure changes the clock is drawn again (ms): a timer never fires early.
TICK_SLACK_MS = 15
#: The mode's timer (connect4.page.kernel.loop's TIMERS).
TIMER = "storm.tick"
#: The kinds of run.
STORM, RACE = "storm", "race"
#: The card's states (its ``data-state``): the set on its way, the run on, its end, no set.
LOADING, RUNNING, OVER, ERROR = "loading", "running", "over", "error"
#: What the last click did (the card's ``data-feedback``).
RIGHT, SOLVED, MISSED = "right", "solved", "missed"
#: The card's heading (the keyboard goes there when it opens) and its result (at the end).
TITLE, RESULT = "storm-title", "storm-result"
_FEEDBACK = {"continue": RIGHT, "solved": SOLVED, "missed": MISSED}


class Play:
    """Storm or a race on the page: the run once the set is in, the clock, the last answer, the end
    (``order``: a replay's puzzle ids; ``friend``: a race link's result to beat)."""

    def __init__(self, kind, seed, clock, order=None, friend=None):
        self.kind = kind
        self.seed = seed
        self.clock = clock
        self.order = order
        self.friend = friend
        self.run = None         # the run, once the set is in
        self.error = None       # why the set could not be had
        self.feedback = None    # RIGHT, SOLVED or MISSED: the last click's
        self.said = ""          # the last click's answer in words (said_words)
        self.shown = []         # the last position played (the board at the end)
        self.result = None      # the end: {"score", "failed", "seen", "ms", ...}
        self.record = None      # Storm: the record after the run (StormRecord)
        self.new_best = False

    def mode(self) -> str:
        return modes.STORM if self.kind == STORM else modes.RACE

    def phase(self) -> str:
        """LOADING, RUNNING, OVER or ERROR."""
        if self.error is not None:
            return ERROR
        if self.run is None:
            return LOADING
        return RUNNING if self.result is None else OVER

    def ended(self, now) -> bool:
        """True once the run is over (Storm's clock may reach 0 between two events)."""
        if self.run is None:
            return False
        return self.run.over(now) if self.kind == STORM else self.run.over()

    def stop(self) -> None:
        """The mode left (connect4.page.kernel.modes.close): the clock stops."""
        run = self.run
        if run is None or self.result is not None:
            return
        if self.kind == STORM:
            run.stop(self.clock())
        elif run.ended is None:
            run.ended = self.clock()  # a race has no stop of its own: its time freezes

    def attempt(self):
        """The current puzzle's Attempt (None before the set or at the end)."""
        return None if self.run is None or self.result is not None else self.run.current_attempt()

    def board(self) -> Board:
        """The position the board shows: the current puzzle's, else the last one played."""
        a = self.attempt()
        return Board(a.moves() if a is not None else self.shown)

    def current_id(self):
        return None if self.attempt() is None else self.run.current_id()

    def clock_ms(self, now) -> int:
        """Storm: the time left; a race: the time so far (ms)."""
        if self.run is None:
            return storm.DURATION_MS if self.kind == STORM else 0
        return self.run.remaining_ms(now) if self.kind == STORM else self.run.elapsed_ms(now)

    def score(self) -> int:
        if self.run is None:
            return 0
        return self.run.score if self.kind == STORM else self.run.solves


# -- starting ----------------------------------------------------------------------------
def bundle_ready(state, out):
    """The bundle is in: the Storm or race asked (``state.training.pending``) starts."""
    t = state.training
    what = t.pending
    if what is None or what[0] not in trainingmode.STORM_ACTIONS:
        return  # the training card's, not ours
    t.pending = None
    if trainingmode.moved_on(state):
        return
    if what[0] == "storm":
        start(state, out, Play(STORM, state.dice(), state.clock))
        return
    friend = None
    if what[1] is None:
        seed = race.new_seed(state.dice())
    else:
        try:
            link = race.read_link(what[1])
        except race.RaceLinkError as e:
            state.messages.append("%s. The game is shown instead" % e)
            out.draw = True
            return
        seed, friend = link["seed"], link["result"]
    start(state, out, Play(RACE, seed, state.clock, friend=friend))


def start(state, out, play):
    """Show ``play``'s mode (the one shown before leaves, its run stops) and start it
    once the Puzzles mode's bundle and set are in."""
    modes.enter(state, out, play.mode())
    state.training.run = play
    out.stop(TIMER)
    out.focus(TITLE)
    out.draw = True
    puzzlemode.with_set(state, out, set_ready)


def set_ready(state, out):
    """The set is in (or could not be had): the run starts, or the card says why."""
    play = state.training.run
    if play is None or play.run is not None or state.mode != play.mode():
        return  # left, or another run since
    p = state.puzzles
    out.draw = True
    if p.set_state != puzzlemode.READY:
        play.error = p.error or lazymodes.mode_broken()
        out.announce = play.error
        return
    if play.kind == STORM:
        play.run = storm.StormRun(p.trainer.puzzles, play.seed, play.order)
    else:
        play.run = race.RaceRun(p.trainer.puzzles, play.seed)
        play.run.start(state.clock())
        out.timer(TIMER, tick_ms(play, state.clock()), state.mode)
    out.announce = status(play)


def again(state, out):
    """"Again": a new Storm or a new race (Retry after a set that could not be had)."""
    play = state.training.run
    if play is None:
        return
    if play.phase() == ERROR:
        start(state, out, Play(play.kind, play.seed, state.clock, play.order, play.friend))
    elif play.kind == STORM:
        start(state, out, Play(STORM, state.dice(), state.clock))
    else:
        start(state, out, Play(RACE, race.new_seed(state.dice()), state.clock))


def replay(state, out):
    """"Replay the failures": a Storm run of the failed puzzles, in order."""
    play = state.training.run
    if play is not None and play.result is not None and play.result["failed"]:
        start(state, out, Play(STORM, state.dice(), state.clock, order=play.result["failed"]))


# -- playing -----------------------------------------------------------------------------
def click(state, out, col):
    """A column of the board (0-based): right (the reply at once), solved or missed."""
    play = state.training.run
    if play is None or play.phase() != RUNNING or state.mode != play.mode():
        return
    now = state.clock()
    if play.ended(now):
        finish(state, out)
        return
    attempt = play.run.current_attempt()
    if not Board(attempt.moves()).can_play(col):
        return  # a full column: not a miss
    before = play.run.current_id()
    said = play.run.click(col, now)
    play.feedback = _FEEDBACK.get(said["outcome"])
    play.said = said_words(play, said)
    play.shown = attempt.moves()
    out.draw = True
    if play.ended(now):
        finish(state, out, play.said + " ")
        return
    out.timer(TIMER, tick_ms(play, state.clock()), state.mode)  # the clock runs (Storm's from the first move)
    out.announce = play.said + (" " + status(play) if play.run.current_id() != before else "")


def tick(state, out):
    """The mode's timer: the clock drawn again, the run ended at 0."""
    play = state.training.run
    if play is None or play.phase() != RUNNING or state.mode != play.mode():
        return
    if play.ended(state.clock()):
        finish(state, out)
        return
    out.draw = True
    if play.run.started is not None:
        out.timer(TIMER, tick_ms(play, state.clock()), state.mode)


def finish(state, out, said=""):
    """The run is over: its result, Storm's record (a new best kept), the race's link
    (``said``: what the last click did, said first)."""
    play = state.training.run
    run = play.run
    out.stop(TIMER)
    out.draw = True
    if play.kind == STORM:
        play.result = run.result()
        play.record = storm.StormRecord.from_json(state.storm_saved)
        if play.order is None:  # a replay of the failures is not a run of the record
            play.new_best = play.record.add(play.result)
            state.storm_saved = play.record.to_json()
    else:
        play.result = {"score": run.solves, "failed": list(run.failed), "seen": run.index,
                       "ms": run.elapsed_ms(run.ended), "query": run.result_query()}
    out.announce = said + end_lead(play) + " " + end_words(play)
    out.focus(RESULT)


def tick_ms(play, now) -> int:
    """When the clock's figure changes next (ms from ``now``), a little after.

    >>> p = Play(STORM, 1, None); p.run = storm.StormRun(None, 1, [1]); p.run.start(0)
    >>> tick_ms(p, 0), tick_ms(p, 400), tick_ms(p, 1000)
    (1015, 615, 1015)
    """
    ms = play.clock_ms(now)
    return ((ms - 1) % 1000 + 1 if play.kind == STORM else 1000 - ms % 1000) + TICK_SLACK_MS


# -- what is shown -----------------------------------------------------------------------
def clock_text(play, now) -> str:
    """Storm: ``"2:57"`` left (whole seconds, rounded up); a race: ``"83 s"`` so far (whole
    seconds while it runs), ``"83.4 s"`` at its end."""
    ms = play.clock_ms(now)
    if play.kind == RACE:
        return "%s s" % (race.time_text(ms) if play.result is not None else ms // 1000)
    secs = (ms + 999) // 1000
    return "%d:%02d" % (secs // 60, secs % 60)


def status(play) -> str:
    """The card's sentence: the puzzle to solve, or why there is none."""
    phase = play.phase()
    if phase == ERROR:
        return play.error
    if phase == LOADING:
        return "Loading the puzzles…"
    if phase == OVER:
        return end_words(play)
    a = play.attempt()
    if play.kind == RACE:  # (the card's figures say which of the ten)
        return "%s." % a.prompt()
    return "Puzzle %d: %s.%s" % (play.run.index + 1, a.prompt(), "" if play.run.started is not None
                                 else " The clock starts with your first move.")


def rules_words(play) -> str:
    """The run's rules in one line."""
    if play.kind == RACE:
        return "%d puzzles, the same for whoever opens the link: a miss adds %d s." % (
            race.RACE_SIZE, race.MISS_PENALTY_MS // 1000)
    return "A solve adds %d s (more at combos of %s), a miss takes %d s." % (
        storm.SOLVE_BONUS_MS // 1000, ", ".join(str(n) for n, _ in storm.COMBO_STEPS),
        storm.MISS_PENALTY_MS // 1000)


def said_words(play, said) -> str:
    """What a click did, in words."""
    outcome, ms = said["outcome"], said["ms"] // 1000
    if outcome == "continue":
        return "Right: the reply is column %d." % (said["replies"][0] + 1)
    if outcome == "solved":
        return "Solved, +%d s." % ms if play.kind == STORM else "Solved."
    return "Missed, %s%d s." % ("-" if play.kind == STORM else "+", ms)


def friend_words(friend) -> str:
    """A race link's result: ``"Your friend solved 10 in 83.4 s: beat it."``"""
    return "Your friend solved %d in %s s: beat it." % (friend["solved"], friend["time"])


def best_words(state) -> str:
    """Storm's record so far: ``"Best 23 · 5 runs"``, or what a first run does."""
    record = storm.StormRecord.from_json(state.storm_saved)
    return record.summary() if record.runs else "Your first Storm: its score is kept as your best."


def end_lead(play) -> str:
    """Why the run ended."""
    if play.kind == RACE:
        return "The race is over."
    return "Time is up." if play.run.remaining_ms(0) == 0 else (
        "Every puzzle of the run played.")


def turn_chip(play) -> tuple:
    """The header's turn chip: ``(words, side)``, ``side`` the colour to move, or None for no
    disc (before the set is in, at the end, after an error)."""
    a = play.attempt()
    if a is not None:
        return a.prompt(), a.side
    if play.phase() == OVER:
        return end_lead(play)[:-1], None
    return ("Puzzle Storm" if play.kind == STORM else "Race " + play.seed), None


def end_words(play) -> str:
    """The result in words (Storm: the score, the best; a race: the time, the friend's)."""
    r = play.result
    if play.kind == STORM:
        best = "A new best!" if play.new_best else (
            play.record.summary() + "." if play.order is None else "A replay: not counted in your best.")
        return "Score %d (%d played), best combo %d. %s" % (r["score"], r["seen"], r["best_combo"], best)
    said = "%d of %d solved in %s s." % (r["score"], len(play.run.ids), race.time_text(r["ms"]))
    f = play.friend
    if f is None:
        return said + " Send the link to a friend: the same puzzles, your time to beat."
    mine, theirs = (r["score"], -((r["ms"] + 50) // 100)), (f["solved"], -(f["ms"] // 100))
    if mine == theirs:
        return said + " A tie with your friend."
    return said + (" You beat your friend's %d in %s s." if mine > theirs else
                   " Your friend's %d in %s s stands.") % (f["solved"], f["time"])


def failures(state) -> list:
    """The finished run's failed puzzles: ``[(id, "Level 3 · Red to play and win")]``."""
    play = state.training.run
    if play is None or play.result is None:
        return []
    puzzles = state.puzzles.trainer.puzzles
    return [(pid, "Level %d · %s" % (puzzles.tags(pid - 1)[0], storm.attempt_of(puzzles, None, pid)
                                     .prompt())) for pid in play.result["failed"]]


class StormBoard(PlayableShown):
    """The run's position as connect4/page/modes/game/view.py draws it: playable while the run is on."""

    def __init__(self, play):
        super().__init__(play.board(), play.phase() == RUNNING)

    def result_text(self):
        return None


#: What each of this mode's timers does when it fires (read by the kernel).
TIMERS = {TIMER: tick}
