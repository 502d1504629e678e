"""Pondering: the hints of the next positions, searched while the hint worker is idle.

With hints on, a hint is asked at each position a game stays at, and the
worker sits idle while the player thinks.  After a hint, :class:`Ponder`
lists the positions one move on, the best columns of that hint first (the
likeliest to be played), then those after a reply to them (against an AI
the next hint is asked there), and searches their hints in slices whenever
nothing else runs; a finished one is kept, so the next hint is answered at
once when the game goes there, and an unfinished one has left its subtrees
in the solver's table.  In CPython, on the middle-game benchmark's
positions with a second of pondering after each earlier hint
(``bench_midgame.py --in-game --ponder 1``), 92 of 100 hints are exact
within 0.3 s against 78 without (docs/middle-game.md).  Against an AI (the
hint request says so) no hint is asked one move on, so only the positions
after its replies are pondered (``--every 2 --ponder 5``: 92 of 100 within
0.3 s, worst 0.94 s, against 88 and 1.12 s pondering both).  Where the AI's
program and dice are known (the ladder's levels: ``Player.forecast``) its reply
to each move is forecast first and the position after it pondered before the
other replies'.

Bounded: the positions one and two moves after the last hint (a new hint
replaces them; at most 56), each searched for at most ``child_seconds``, and
a caller stops the generator whenever anything else is asked.

Shared: another searcher (a browser helper worker) may :meth:`Ponder.claim`
a queued position, which :meth:`Ponder.steps` then leaves to it, and
:meth:`Ponder.settle` its hint; a claim lasts while its position is queued.
Or, while :meth:`Ponder.steps` is on a position after a forecast reply (the
likeliest next hints), it may take a column search of that position's
:class:`~connect4.solver.hintplan.HintPlan` (:meth:`Ponder.task`, answered
by :meth:`Ponder.task_done`), as a helper takes one of a hint's: the two then
finish that position sooner than two positions each alone, and where
``steps`` has no column left it runs a helper's too (whoever answers first
settles it), so a helper never holds a position up.
"""

from time import perf_counter

from connect4.bitboard import CENTRE_ORDER, WIDTH
from connect4.board import Board

#: Finished hints kept (positions -> seven scores), the newest last: one ponder's 56 and more.
KEEP = 64
#: A child's hint searched longer than this is left (its work stays in the table).
CHILD_SECONDS = 20.0
#: An AI's forecast reply taking longer than this is left (its replies stay centre first).
FORECAST_SECONDS = 1.0
#: The runner name of :meth:`Ponder.steps` itself in a position's plan.
LOCAL = "local"


class Ponder:
    """The positions to ponder and the hints already found for them."""

    def __init__(self, keep: int = KEEP, child_seconds: float = CHILD_SECONDS, clock=perf_counter):
        self.keep = keep
        self.child_seconds = child_seconds
        self.clock = clock
        self.found = {}  # position -> scores, oldest first
        self.queue = []  # positions to ponder, first first
        self.left = set()  # positions given up (too long): not tried again
        self.slices = 0  # slices searched, for the worker's figures
        self.claimed = set()  # queued positions another searcher is on
        self.current = None  # the position steps() is on
        self.forecasts = []  # positions whose AI reply is still to forecast, best first
        self.forecast = None  # board -> generator returning the AI's reply there (or None)
        self.likely = set()  # queued positions after a forecast reply: searched first
        self.share = True  # others may share the columns of a likely position
        self.plan = None  # the HintPlan of ``current`` while another searcher may share it
        self.scores = None  # ``current``'s columns found so far
        self.shared = {}  # runner -> its Task of ``plan``, the oldest first
        #: Counts what another searcher would act on: the AI's replies forecast, a plan to share
        #: begun, ended, or with new tasks, a shared task answered here first.
        self.changes = 0

    def after(self, position: str, scores: list, replies: bool = False, forecast=None,
              share: bool = True) -> None:
        """A hint of ``position`` is done: its children are next, best column first, then
        theirs (the position after a reply: against an AI the next hint is asked there).
        With ``replies`` (against an AI) only theirs: the positions after each move, best
        first, and each reply to it, centre first; no hint is asked between.  ``forecast``
        (a board -> a generator returning the column the AI will play there, as
        ``Player.forecast``): :meth:`steps` first asks it at each move's position, and
        the position after the reply it says goes before every other reply's; others may
        share its columns (:meth:`task`) unless ``share`` is false."""
        self.queue = []
        self.forecasts = []
        self.likely = set()
        self.share = share
        self.forecast = forecast if replies else None
        if replies:
            for child in self._children(position, scores):
                self._add(child, None, 2)
                if forecast is not None:
                    self.forecasts.append(child)
        else:
            found = [pos for pos in self._children(position, scores) if pos in self.found]
            self._add(position, scores, 1)
            for pos in found:
                self._add(pos, self.found[pos], 2)
        self._keep_claims()

    @staticmethod
    def _children(position, scores):
        """The positions one move on that are not over, best column first (``scores`` None:
        centre first)."""
        board = Board.from_notation(position)
        if scores is None:  # an AI's replies: the ladder's AIs favour the centre
            cols = [c for c in CENTRE_ORDER if board.can_play(c)]
        else:
            cols = [c for c in range(7) if scores[c] is not None and board.can_play(c)]
            cols.sort(key=lambda c: (-scores[c], abs(c - 3)))
        for c in cols:
            child = board.copy()
            child.play(c)
            if not child.is_over():
                yield child.notation()

    def _add(self, position, scores, level):
        for pos in self._children(position, scores):
            if pos not in self.found and pos not in self.left:
                self.queue.append((pos, level))

    def moved_to(self, position: str) -> None:
        """The game is at ``position`` (a move asked there): only what it can still reach
        stays to ponder."""
        self.queue = [e for e in self.queue if e[0].startswith(position)]
        self.forecasts = [pos for pos in self.forecasts if pos.startswith(position)]
        self._keep_claims()

    def _keep_claims(self):
        queued = {pos for pos, _ in self.queue}
        self.claimed &= queued

    def clear(self) -> None:
        """Nothing more to ponder (hints are off); what was found stays."""
        self.queue = []
        self.forecasts = []
        self.claimed = set()

    def claim(self, wanted=lambda pos: True):
        """The next queued position that nobody is on and ``wanted(position)`` accepts, now
        another searcher's (:meth:`steps` leaves it), or ``None`` (also while the AI's replies
        are forecast, and while a position after a forecast reply is queued: its columns
        are shared instead)."""
        if self.forecasts or (self.share and any(pos in self.likely for pos, _ in self.queue)):
            return None  # the order may change; a likely position is shared (:meth:`task`)
        for pos, _ in self.queue:
            if pos not in self.claimed and pos != self.current and wanted(pos):
                self.claimed.add(pos)
                return pos
        return None

    def settle(self, position: str, scores: list) -> None:
        """Another searcher found ``position``'s hint: kept, and off the queue (a position one
        move on brings the positions after a reply to it)."""
        self.claimed.discard(position)
        self._keep(position, scores)
        for entry in [e for e in self.queue if e[0] == position]:
            self.queue.remove(entry)
            if entry[1] == 1:
                self._add(position, scores, 2)

    def release(self, position: str) -> None:
        """Another searcher stopped on ``position`` without its hint: back to whoever is next."""
        self.claimed.discard(position)

    def get(self, position: str):
        """The seven scores of ``position`` if pondering found them, else ``None``."""
        return self.found.get(position)

    def has_work(self) -> bool:
        """True while a position is left to ponder here (not claimed by another)."""
        return self._next() is not None

    def _next(self):
        """The first queued ``(position, level)`` nobody else has claimed, or ``None``."""
        return next((e for e in self.queue if e[0] not in self.claimed), None)

    def steps(self, solver, slice_seconds: float):
        """Generator: ponder the queue with ``solver``, yielding every ``slice_seconds`` or so.

        Close it to stop: what it finished is kept, the rest is searched again next time."""
        yield from self._forecast_replies()
        while True:
            entry = self._next()
            if entry is None:
                return
            pos, level = entry
            self.current = pos
            try:
                done, scores = yield from self._bounded(
                    self._search(solver, pos, slice_seconds), self.child_seconds, pos, True)
            finally:
                self.current = None
            if done:
                self._keep(pos, scores)
                if level == 1:
                    self._add(pos, scores, 2)
            else:
                self.left.add(pos)
            if entry in self.queue:
                self.queue.remove(entry)

    def _search(self, solver, pos, slice_seconds):
        """Generator: ``pos``'s hint (every column, as ``Solver.analyze_steps``), a column
        search at a time of its plan, which others may share while ``pos`` is likely."""
        board = Board.from_notation(pos)
        known, plan = solver.hint_plan(board)
        self.scores = [None] * WIDTH
        self._record(known)
        if pos in self.likely and self.share:
            self.plan = plan
            self.changes += 1
        search = solver._negamax()
        try:
            while not plan.done:
                runner, task = LOCAL, plan.take(LOCAL)
                if task is None:  # the rest is with others: run the oldest here too
                    runner, task = next((r, t) for r, t in self.shared.items()
                                        if plan.running(r) is t)
                gen = solver.task_steps(board, task, search, slice_seconds)
                try:
                    while True:
                        try:
                            next(gen)
                        except StopIteration as stop:
                            value = stop.value
                            break
                        yield
                        if plan.running(runner) is not task:
                            value = None  # the other's answer came first
                            break
                finally:
                    gen.close()
                if value is None:
                    continue
                had_work = plan.has_work()
                self._record(plan.finish(runner, value))
                called_off = self._drop_answered()
                if called_off or plan.has_work() != had_work:
                    self.changes += 1  # the other stops its run / may take the new tasks
            return list(self.scores)
        finally:
            if self.plan is not None:
                self.plan = None
                self.shared = {}
                self.changes += 1

    def _record(self, steps):
        for step in steps:
            if "score" in step:
                self.scores[step["column"]] = step["score"]

    def _owner(self, runner, task):
        """Who holds ``task`` in the plan: ``runner`` (its own) or :data:`LOCAL` (``runner``
        runs this searcher's too), or ``None`` once it is answered."""
        if self.plan.running(runner) is task:
            return runner
        return LOCAL if self.plan.running(LOCAL) is task else None

    def _drop_answered(self) -> bool:
        """Forget the others' runs of answered tasks; True if there were any."""
        live = {r: t for r, t in self.shared.items() if self._owner(r, t) is not None}
        dropped = len(live) != len(self.shared)
        self.shared = live
        return dropped

    def task(self, runner, wanted=lambda pos: True):
        """``(position, Task)``: a column search of the position :meth:`steps` is on, for
        ``runner``, while that position is likely (after a forecast reply) and ``wanted``
        accepts it: the plan's next (now ``runner``'s), else the one :meth:`steps` runs (run
        there too: the first answer settles it); ``None`` when there is neither."""
        plan = self.plan
        if plan is None or not wanted(self.current):
            return None
        if plan.has_work():
            task = plan.take(runner)
        else:
            task = plan.running(LOCAL)
            if task is None or any(t is task for t in self.shared.values()):
                return None
        self.shared[runner] = task
        return self.current, task

    def task_live(self, runner, position: str, task) -> bool:
        """True while ``runner``'s ``task`` of ``position`` is still wanted (not answered,
        its position still searched)."""
        return (self.plan is not None and position == self.current
                and self.shared.get(runner) is task and self._owner(runner, task) is not None)

    def task_done(self, runner, position: str, task, value: int) -> None:
        """``runner`` answered its ``task`` of ``position`` (a sign or an exact score)."""
        if self.task_live(runner, position, task):
            self._record(self.plan.finish(self._owner(runner, task), value))
            self._drop_answered()

    def task_dropped(self, runner, position: str, task) -> None:
        """``runner`` stopped ``task`` without an answer: back to the plan, first (one of
        this searcher's stays its own)."""
        if self.task_live(runner, position, task):
            del self.shared[runner]
            if self.plan.running(runner) is task:
                self.plan.give_back(runner)

    def _forecast_replies(self):
        """Ask the AI's reply at each queued move's position, best move first (its search
        yields as a move's does), and queue the position after it before the other replies'."""
        while self.forecasts:
            pos = self.forecasts[0]
            _, column = yield from self._bounded(self.forecast(Board.from_notation(pos)),
                                                 FORECAST_SECONDS, pos, False)
            if self.forecasts and self.forecasts[0] == pos:
                self.forecasts.pop(0)
            if column is not None:
                self.likely.add(pos + str(column + 1))
                self.queue.sort(key=lambda e: e[0] not in self.likely)  # stable: best first
            if not self.forecasts:
                self.changes += 1
            yield pos

    def _bounded(self, gen, seconds, pos, counted):
        """Generator: step ``gen``, yielding ``pos`` after each of its steps (``counted`` in
        :attr:`slices`), for at most ``seconds``; returns ``(True, its value)``, or ``(False,
        None)`` once the time is up.  ``gen`` is closed either way."""
        start = self.clock()
        try:
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    return True, stop.value
                if self.clock() - start > seconds:
                    return False, None
                if counted:
                    self.slices += 1
                yield pos
        finally:
            gen.close()

    def _keep(self, position: str, scores: list) -> None:
        self.found[position] = list(scores)
        while len(self.found) > self.keep:
            del self.found[next(iter(self.found))]
