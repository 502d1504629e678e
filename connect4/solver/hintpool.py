"""Helper workers for a long hint: their life and the tasks they run.

A hint that is not answered at once is a list of independent column
searches (:class:`~connect4.solver.hintplan.HintPlan`).  The browser's hint
worker runs them itself and, from its first hint that searches (after
:data:`HELPERS_AFTER` seconds), starts a few helper workers (each its own
Pyodide and table) that take tasks from the same plan: on two cores a slow
hint takes about 1.6 times less time, on eight about 2.7 times
(``tests/benchmarks/bench_hints.py --hard --parallel``).  Helpers stay for
the next hint once started.  The pondering starts them too, two moves before
it reaches positions of 12 discs (``static/worker_hints.py``): a game's first
hint that searches comes at 12-13 discs, the slowest to ponder alone.

A helper has no 12-disc database: it is given tasks only where a search
never reaches 12 discs (hints of 12 discs and more; below that the worker's
database answers them at once), so it is ready as soon as its Pyodide is.
When the worker has no task left while a helper still runs one, it runs the
same task itself (its table is warm from the position before and from the
column's win/draw/loss): whoever answers first settles the column
(:meth:`HelperPool.overtake` when it is the worker), so a helper never makes
a hint slower than the worker alone would be.

Between hints, helpers ponder (:mod:`connect4.solver.ponder`): an idle helper
claims the next queued position of the worker's :class:`Ponder` (one of 12
discs or more) and searches its whole hint, which the worker keeps as its
own pondering's; a claim no longer queued (the game went elsewhere, hints
off) is called off, and a hint's plan takes pondering helpers first.

This module decides and keeps state only; the worker does the I/O through
two callbacks, ``start(helper)`` (create helper ``helper``, an int) and
``post(helper, request dict)``, and passes every helper message to
:meth:`HelperPool.on_message`.  Helper replies follow ``static/worker.py``'s
protocol: ``{"event": "ready"}`` once booted, then one reply per
``hint-task`` (a column's search) or ``hint`` (a position pondered).
"""

#: A hint running this long (seconds) starts the helpers, or lets those
#: already started join it: at once, since a helper has no database to load
#: and the worker runs a helper's task too when it has none left (a cold
#: helper no longer makes a quick hint slower).  ``bench_midgame.py --discs
#: 12-13 --in-game --every 2 --browser --helpers H``, 40 positions in the
#: worker, exact p95 / worst: none 4.95 / 10.6 s; one after 3 s 4.80 / 7.65 s;
#: one at once 4.10 / 6.33 s (docs/middle-game.md).
HELPERS_AFTER = 0.0
#: At most this many helpers: each adds ~130 MiB to the tab (its Pyodide and
#: a table: a 49 MiB WebAssembly heap; 181 MiB and 73 MiB with the database,
#: measured by ``tests/benchmarks/bench_helper_memory.py [--with-data]``,
#: 2026-11-29), and on 8 cores 3 helpers
#: already give most of what 7 would.
MAX_HELPERS = 3

STARTING = "starting"
IDLE = "idle"
BUSY = "busy"
GONE = "gone"


def helpers_wanted(cores, memory_gb=None) -> int:
    """How many helpers a machine with ``cores`` logical cores and
    ``memory_gb`` of memory (``navigator.deviceMemory``: ``None`` when the
    browser does not say) should run beside the hint worker.

    >>> helpers_wanted(2), helpers_wanted(8), helpers_wanted(8, 4), helpers_wanted(8, 2)
    (1, 3, 1, 0)
    """
    try:
        cores = int(cores)
    except (TypeError, ValueError):
        return 0
    n = max(0, min(cores - 1, MAX_HELPERS))
    if memory_gb is not None:
        if memory_gb < 4:
            return 0
        if memory_gb < 8:
            n = min(n, 1)
    return n


class HelperPool:
    """The helpers of one hint worker and the plan they currently serve."""

    def __init__(self, start, post):
        self._start = start
        self._post = post
        self.state = {}  # helper -> state
        self._asked = {}  # helper -> id of its running request
        self._next_id = 1
        self._ponder = None  # the worker's Ponder, which idle helpers take positions from
        self._wanted = None  # which of its positions a helper may take
        #: helper -> the position whose hint it searches for the pondering.
        self.pondering = {}
        self.plan = None
        self.pos = None
        #: Steps found by helpers, for the worker to report (see :meth:`take_steps`).
        self._steps = []

    def grow(self, count: int) -> None:
        """Start helpers until ``count`` are alive (none if one has failed:
        a machine that cannot run one will not run more)."""
        if GONE in self.state.values():
            return
        while len(self.state) < count:
            helper = len(self.state)
            self.state[helper] = STARTING
            self._start(helper)

    def alive(self) -> int:
        """Helpers not gone (starting, idle or busy)."""
        return sum(s != GONE for s in self.state.values())

    def busy(self) -> int:
        """Helpers running a request (a column search or a pondered hint)."""
        return sum(s == BUSY for s in self.state.values())

    def _request(self, helper, req) -> None:
        req["id"] = rid = self._next_id
        self._next_id += 1
        self._asked[helper] = rid
        self._post(helper, req)

    def _cancel(self, helper) -> None:
        """``helper`` stops what it runs (its answer, if it comes, is an old one) and is idle."""
        self._post(helper, {"op": "cancel", "id": 0, "target": self._asked.pop(helper, None)})
        self.state[helper] = IDLE
        self._release(helper)

    def _release(self, helper) -> None:
        """The position ``helper`` pondered, if any, goes back to the pondering."""
        pos = self.pondering.pop(helper, None)
        if pos is not None and self._ponder is not None:
            self._ponder.release(pos)

    def attach(self, plan, pos: str) -> None:
        """Serve ``plan`` (of the position ``pos``): idle and pondering helpers take tasks
        now (one pondering ``pos`` itself too: sharing its columns beats waiting for its
        whole hint, which a cold table searched alone, and its table is warm for them)."""
        self.plan, self.pos = plan, pos
        self._steps = []
        for helper, state in self.state.items():
            if state == BUSY and helper in self.pondering:
                self._cancel(helper)
            if self.state[helper] == IDLE:
                self._give(helper)

    def detach(self) -> None:
        """The hint ended or was cancelled: busy helpers stop their task (not their pondering)."""
        for helper, state in self.state.items():
            if state == BUSY and helper not in self.pondering:
                self._cancel(helper)
        self.plan = self.pos = None
        self._steps = []

    def ponder_with(self, ponder, wanted=None) -> None:
        """Idle helpers ponder the positions of ``ponder`` that ``wanted(position)`` accepts
        (``None``: as the last call said, else all); a helper on one no longer claimed (no
        longer queued) stops."""
        self._ponder = ponder
        if wanted is not None or self._wanted is None:
            self._wanted = wanted or (lambda pos: True)
        for helper, pos in list(self.pondering.items()):
            if pos not in ponder.claimed:
                self._cancel(helper)
        for helper, state in self.state.items():
            if state == IDLE:
                self._give(helper)

    def _give(self, helper) -> None:
        task = self.plan.take(helper) if self.plan is not None else None
        if task is None:
            pos = self._ponder.claim(self._wanted) if self._ponder is not None else None
            if pos is None:
                self.state[helper] = IDLE
                return
            self.state[helper] = BUSY
            self.pondering[helper] = pos
            # its own pondering off: the worker's Ponder decides what comes next
            self._request(helper, {"op": "hint", "pos": pos, "helpers": 0, "ponder": "off"})
            return
        self.state[helper] = BUSY
        req = {"op": "hint-task", "pos": self.pos}
        req.update(task.to_dict())
        self._request(helper, req)

    def oldest_task(self, phase=None):
        """``(helper, task)``: the task a helper has run longest (of ``phase`` if given),
        for the worker to run too; ``None`` when no helper runs one of the plan's."""
        if self.plan is None:
            return None
        # request ids grow: the smallest is the task given first
        busy = [(self._asked.get(h, 0), h) for h, st in self.state.items()
                if st == BUSY and self.plan.running(h) is not None
                and phase in (None, self.plan.running(h).phase)]
        if not busy:
            return None
        helper = min(busy)[1]
        return helper, self.plan.running(helper)

    def overtake(self, helper, task, value: int) -> list:
        """The worker answered ``helper``'s ``task`` first (running it too): the
        steps of that answer; the helper stops it and takes the next task.
        Nothing when the helper's own answer came first."""
        if self.plan is None or self.plan.running(helper) is not task:
            return []
        steps = self.plan.finish(helper, value)
        self._cancel(helper)
        self._give(helper)
        return steps

    def take_steps(self) -> list:
        """The ``{"column", "wdl"|"score"}`` steps helpers found since the last call."""
        steps, self._steps = self._steps, []
        return steps

    def on_message(self, helper, msg: dict) -> None:
        """A message from ``helper`` (parsed JSON)."""
        state = self.state.get(helper)
        if state is None or state == GONE:
            return
        event = msg.get("event")
        if event == "ready":
            self._give(helper)
            return
        if event == "boot-error":
            self.lost(helper)
            return
        if event is not None or "progress" in msg or msg.get("id") != self._asked.get(helper):
            # boot progress, an old request's answer
            return
        self._asked.pop(helper, None)
        if msg.get("ok"):
            pondered = self.pondering.pop(helper, None)
            if pondered is not None:
                if self._ponder is not None and pondered in self._ponder.claimed:
                    self._ponder.settle(pondered, msg["result"]["scores"])
            elif self.plan is not None and self.plan.running(helper) is not None:
                self._steps.extend(self.plan.finish(helper, msg["result"]["value"]))
            self._give(helper)
        elif msg.get("kind") == "cancelled":
            self._release(helper)
            self.state[helper] = IDLE
        else:
            self.lost(helper)

    def lost(self, helper) -> None:
        """``helper`` failed (crashed, could not boot): its task goes back to the plan,
        the position it pondered back to the pondering."""
        if self.plan is not None:
            self.plan.give_back(helper)
        self._release(helper)
        self.state[helper] = GONE
        self._asked.pop(helper, None)
