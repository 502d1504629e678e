"""The full worker's game review: the request read, the bound per move, each move as a message.

static/worker.py's ``review`` op runs :func:`connect4.review.game.review_steps`
through this module and only awaits between its steps (a cancel, a newer
review, a ping or an AI's move get in every :data:`SLICE_NODES` positions).
The request ``{"op": "review", "id", "pos": "4453..."}`` (optional
``first``: moves at the start left out; ``nodes``: positions per move, at
most :data:`MAX_BOUND_NODES`; ``slice``: positions between two looks at the
worker's queue, :data:`SLICE_NODES` unless given, the page's background review
asking :data:`BACKGROUND_SLICE_NODES`) streams ``{"id", "progress": {"review":
{"done", "total", "move": record}}}`` as each move is judged (backward: the
last move first) and answers ``{"pos", "records", "unsolved", "node_bound",
"nodes", "time", "exact_openings"}`` (the last: whether the solver had the
12-disc database; offline without it, early moves go unsolved, issue 42).
A record is :mod:`connect4.review.verdicts`' plain data; a move whose
position the solver could not finish within the bound is ``"unsolved"``
(``score`` or ``kept`` ``None``) instead of a wait.

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

#: Positions the worker may search for one move of a review (the solve of
#: its position and, for a mistake or a blunder, the probes of the other
#: columns) before that move is reported unsolved.  Counted, not timed
#: (issue 32: with 3 s a move, the same game once had a move unsolved and
#: once none, with the machine's load): the same game gets the same review
#: on any machine.  Most moves take a few hundred positions (the 12-disc
#: database answers every position up to 12 discs); the costly ones are the
#: first positions past it, 13-16 discs.  Measured in CPython on a loaded
#: 2-core machine (/tmp script, 6 random games, 153 moves, 2026-11-26): about
#: 80,000 positions a second, the largest moves 0.1-0.8 million positions
#: (1-8 s); Pyodide is 2-2.5x slower, so this is about what 3 s a move was
#: on a fast machine, 5-8 s on a slow one.
BOUND_NODES = 300_000
#: The most a request may ask for (a benchmark's or a test's ``nodes``).
MAX_BOUND_NODES = 100_000_000
#: The search yields every so many positions (``review_steps``' slice_nodes:
#: the same count on any machine), so a cancel acts within one, about
#: 0.05-0.2 s in the worker.
SLICE_NODES = 8192
#: The page's background review of finished games (connect4.page.modes.backreview.backreview):
#: an AI request posted meanwhile waits at most one such slice (docs/training.md).
BACKGROUND_SLICE_NODES = 1024
#: The range a request's ``slice`` may ask (the search looks every 1024 positions).
MIN_SLICE_NODES, MAX_SLICE_NODES = 1024, 1 << 20


def _whole(req, field, default, low, high, what):
    value = req.get(field, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise WorkerRequestError("a review's %s must be a whole number from %d to %d, got %r"
                                 % (what, low, high, value))
    return value


def _bound_of(req):
    return _whole(req, "nodes", BOUND_NODES, 1, MAX_BOUND_NODES, "node bound")


class ReviewRun:
    """One review request: its steps for the worker to drive, its messages.

    ``clock`` times the answer (``time``); the bound does not read it.

    :raises WorkerRequestError: a bad ``first``, ``nodes`` or ``slice``; a bad ``pos``
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
        self.nodes = _bound_of(req)
        self.slice = _whole(req, "slice", SLICE_NODES, MIN_SLICE_NODES, MAX_SLICE_NODES, "slice")
        self.solver = solver
        self.bound = Bound(nodes=self.nodes)
        self.clock = clock
        self.t0 = clock()

    def steps(self):
        """The search, one slice per step; returns the records in move order."""
        return review_steps(self.pos, self.solver, self.bound, first=self.first,
                            slice_nodes=self.slice)

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
                "node_bound": self.nodes, "nodes": self.solver.nodes,
                "time": self.clock() - self.t0,
                "exact_openings": getattr(self.solver, "hint_data", None) is not None}
