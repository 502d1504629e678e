"""Helper workers for a long hint: their life and the tasks they run.

A hint that is not answered at once is a list of independent column
searches (:class:`~connect4.solver.hintplan.HintPlan`).  The browser's hint
worker runs them itself and, once a hint has taken :data:`HELPERS_AFTER`
seconds, starts a few helper workers (each its own Pyodide and table) that
take tasks from the same plan: on two cores a slow hint takes about 1.6
times less time, on eight about 2.7 times (``tests/benchmarks/bench_hints.py
--hard --parallel``).  Helpers stay for the next hint once started.

A helper has no 12-disc database: it is given tasks only where a search
never reaches 12 discs (hints of 12 discs and more; below that the worker's
database answers them at once), so it is ready as soon as its Pyodide is.
When the worker has no task left while a helper still runs one, it runs the
same task itself (its table is warm from the position before and from the
column's win/draw/loss): whoever answers first settles the column
(:meth:`HelperPool.overtake` when it is the worker), so a helper never makes
a hint slower than the worker alone would be.

This module decides and keeps state only; the worker does the I/O through
two callbacks, ``start(helper)`` (create helper ``helper``, an int) and
``post(helper, request dict)``, and passes every helper message to
:meth:`HelperPool.on_message`.  Helper replies follow ``static/worker.py``'s
protocol: ``{"event": "ready"}`` once booted, then one reply per
``hint-task``.
"""

#: A hint running this long (seconds) starts the helpers, or lets those
#: already started join it.  Hints of a few seconds lose more to a helper's
#: cold table (the worker's own is warm from the last position) than they
#: gain: 25 random games in the worker (``bench_hints.py --helpers``), one
#: helper after 1 s: exact p95 4.39 s, max 38.8 s; after 3 s: 3.67 s, 31.4 s;
#: none: 4.05 s, 51.6 s (three runs on the same idle 2-core machine).
HELPERS_AFTER = 3.0
#: At most this many helpers: each adds ~160 MiB to the tab (its Pyodide,
#: the database and a table: a 73 MiB WebAssembly heap; measured by
#: ``tests/benchmarks/bench_helper_memory.py``), and on 8 cores 3 helpers
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
        self._given = {}  # helper -> order in which its running task was given
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

    def _request(self, helper, req) -> None:
        req["id"] = rid = self._next_id
        self._next_id += 1
        self._asked[helper] = rid
        self._post(helper, req)

    def attach(self, plan, pos: str) -> None:
        """Serve ``plan`` (of the position ``pos``): idle helpers take tasks now."""
        self.plan, self.pos = plan, pos
        self._steps = []
        for helper, state in self.state.items():
            if state == IDLE:
                self._give(helper)

    def detach(self) -> None:
        """The hint ended or was cancelled: busy helpers stop their task."""
        for helper, state in self.state.items():
            if state == BUSY:
                self._post(helper, {"op": "cancel", "id": 0, "target": self._asked.get(helper)})
                self.state[helper] = IDLE
                self._asked.pop(helper, None)
        self.plan = self.pos = None
        self._steps = []

    def _give(self, helper) -> None:
        task = self.plan.take(helper) if self.plan is not None else None
        if task is None:
            self.state[helper] = IDLE
            return
        self.state[helper] = BUSY
        self._given[helper] = self._next_id
        req = {"op": "hint-task", "pos": self.pos}
        req.update(task.to_dict())
        self._request(helper, req)

    def oldest_task(self):
        """``(helper, task)``: the task a helper has run longest, for the worker to run
        too when it has none left; ``None`` when no helper runs one of the plan's."""
        if self.plan is None:
            return None
        busy = [(self._given.get(h, 0), h) for h, st in self.state.items()
                if st == BUSY and self.plan.running(h) is not None]
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
        self._post(helper, {"op": "cancel", "id": 0, "target": self._asked.pop(helper, None)})
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
            if self.plan is not None and self.plan.running(helper) is not None:
                self._steps.extend(self.plan.finish(helper, msg["result"]["value"]))
            self._give(helper)
        elif msg.get("kind") == "cancelled":
            self.state[helper] = IDLE
        else:
            self.lost(helper)

    def lost(self, helper) -> None:
        """``helper`` failed (crashed, could not boot): its task goes back to the plan."""
        if self.plan is not None:
            self.plan.give_back(helper)
        self.state[helper] = GONE
        self._asked.pop(helper, None)
