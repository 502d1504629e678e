"""The full worker's game review: the request read, the bound per move, each move as a message.

static/worker.py's ``review`` op runs :func:`connect4.review.game.review_steps`
through this module and only awaits between its steps (a cancel, a newer
review, a ping or an AI's move get in every :data:`SLICE_SECONDS`).  The
request ``{"op": "review", "id", "pos": "4453..."}`` (optional ``first``:
moves at the start left out; ``bound``: seconds per move, at most
:data:`MAX_BOUND_SECONDS`) streams ``{"id", "progress": {"review": {"done",
"total", "move": record}}}`` as each move is judged (backward: the last move
first) and answers ``{"pos", "records", "unsolved", "bound", "nodes",
"time"}``.  A record is :mod:`connect4.review.verdicts`' plain data; a move
whose position the solver could not finish within the bound is
``"unsolved"`` (``score`` or ``kept`` ``None``) instead of a wait.

>>> from connect4.solver import Solver
>>> run = ReviewRun({"pos": "2525453157437721753235142343772116" + "66", "first": 34},
...                 Solver(table_size_log2=16, book=False))
>>> steps = run.steps()
>>> messages = []
>>> while True:
...     try:
...         step = next(steps)
...     except StopIteration as stop:
...         records = stop.value
...         break
...     if run.progress(step) is not None:
...         messages.append(run.progress(step)["move"]["ply"])
>>> messages, [r["verdict"] for r in run.result(records)["records"]]
([36, 35], ['blunder', 'best'])
"""

from time import perf_counter

from connect4.errors import WorkerRequestError
from connect4.review.game import Bound, review_steps
from connect4.review.verdicts import UNSOLVED

#: Seconds the worker may spend on one move of a review (the solve of its
#: position and, for a mistake or a blunder, the probes of the other
#: columns) before that move is reported unsolved.  Most moves take a few
#: milliseconds (the 12-disc database answers every position up to 12
#: discs); the costly ones are the first positions past it, 13-16 discs,
#: whose searches took 0.1-3 s each in the worker here
#: (tests/benchmarks/bench_review_worker.py, 2026-11-24, a loaded 2-core
#: machine, three runs: 0-2 of the 532 moves of 20 ladder games passed 3 s,
#: 3-16 of the 415 of 20 random games; a whole ladder game took 0.8 s at
#: the median, 3.7-5.0 s at p95).  A cancel stops a review within a slice.
BOUND_SECONDS = 3.0
#: The most a request may ask for (a benchmark's or a test's ``bound``).
MAX_BOUND_SECONDS = 60.0
#: The search yields this often, so a cancel and the bound act within it.
SLICE_SECONDS = 0.05


def _bound_of(req):
    bound = req.get("bound", BOUND_SECONDS)
    if isinstance(bound, bool) or not isinstance(bound, (int, float)) or not (
            0 < bound <= MAX_BOUND_SECONDS):
        raise WorkerRequestError("a review's bound must be 0-%g seconds, got %r"
                                 % (MAX_BOUND_SECONDS, bound))
    return float(bound)


class ReviewRun:
    """One review request: its steps for the worker to drive, its messages.

    ``clock`` is the bound's (injectable for tests).

    :raises WorkerRequestError: a bad ``first`` or ``bound``; a bad ``pos``
        raises the move's own :class:`~connect4.errors.Connect4Error` when
        the steps start.
    """

    def __init__(self, req, solver, clock=perf_counter):
        first = req.get("first", 0)
        if isinstance(first, bool) or not isinstance(first, int) or first < 0:
            raise WorkerRequestError("a review's first move must be a whole number >= 0")
        self.pos = req.get("pos", "")
        if not isinstance(self.pos, str):
            raise WorkerRequestError("a review's position must be a string of columns")
        self.first = first
        self.seconds = _bound_of(req)
        self.solver = solver
        self.bound = Bound(seconds=self.seconds, clock=clock)
        self.clock = clock
        self.t0 = clock()

    def steps(self):
        """The search, one slice per step; returns the records in move order."""
        return review_steps(self.pos, self.solver, self.bound, SLICE_SECONDS, first=self.first)

    def progress(self, step):
        """The message body for a step: ``{"done", "total", "move"}`` once a
        move is judged, ``None`` for a slice of search (nothing to tell)."""
        if "move" not in step:
            return None
        return {"done": step["done"], "total": step["total"], "move": step["move"]}

    def result(self, records):
        """The final answer's body."""
        return {"pos": self.pos, "records": records,
                "unsolved": sum(1 for r in records if r["verdict"] == UNSOLVED),
                "bound": self.seconds, "nodes": self.solver.nodes,
                "time": self.clock() - self.t0}
