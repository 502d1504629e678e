"""The plan of a hint: which column searches remain, who runs them, what is known.

Scoring every column of a position is a list of independent searches
("tasks"), first the win/draw/loss of each column (a weak search), then the
exact score of each column that is not a draw.  :class:`HintPlan` hands
them out, one at a time, to whoever asks (one solver in CPython; in the
browser the hint worker and its helper workers)
and turns each answer into what the page shows.  With a single runner it
reproduces the order of a plain analysis exactly: every column's
win/draw/loss first, centre first, then the exact scores, wins first.

Bounds and guesses are in the position's own view (the side to move),
``(low, high)`` such that ``low <= score <= high``.
"""

from dataclasses import dataclass

#: The two kinds of task: a column's sign, then its exact score.
WDL = "wdl"
EXACT = "exact"


@dataclass
class Task:
    """One column search: ``phase`` WDL or EXACT within ``(low, high)``,
    testing ``guess`` first (an EXACT task) when it is not ``None``."""

    column: int
    phase: str
    low: int
    high: int
    guess: int = None

    def to_dict(self) -> dict:
        """The task as a helper worker's request fields."""
        return {"column": self.column, "phase": self.phase, "low": self.low,
                "high": self.high, "guess": self.guess}

    @classmethod
    def from_dict(cls, d: dict) -> "Task":
        """The task a helper worker was asked to run."""
        phase = d.get("phase")
        if phase not in (WDL, EXACT):
            raise ValueError("unknown hint task phase %r" % (phase,))
        guess = d.get("guess")
        return cls(int(d["column"]), phase, int(d["low"]), int(d["high"]),
                   None if guess is None else int(guess))


class HintPlan:
    """The searches left for one position's hint and what they found.

    :param searched: the columns to search, in the order to try them.
    :param bounds: ``{column: (low, high)}`` known before any search.
    :param exact_from: columns whose ``high`` bound is often their exact
        score (the 12-disc layer's bound): their exact search tests it first.
    :param weak: only win/draw/loss is wanted (no EXACT tasks).
    :param wdl_first: every column's sign before any exact score (otherwise
        exact tasks only).
    :param best: a lower bound of the position's own score that no column
        known without a search reaches (a 12-disc position's exact score, from
        the database): the best column scores at least that much, so when a
        single column can still reach it, that column's search starts from
        it, and is none when its upper bound is the same (as a 12-disc
        position's columns' are: the position itself bounds them).
    """

    def __init__(self, searched, bounds, exact_from=(), weak=False, wdl_first=True,
                 best=None):
        self.bounds = {c: tuple(bounds[c]) for c in searched}
        self.exact_from = set(exact_from)
        self.weak = weak
        self.order = list(searched)
        #: Exact scores (signs with ``weak``) found so far, by column.
        self.scores = {}
        #: Win/draw/loss of columns whose exact score is still searched.
        self.wdl = {}
        self._wdl_todo = list(searched) if (weak or wdl_first) else []
        self._exact_todo = [] if (weak or wdl_first) else list(searched)
        self._running = {}  # runner -> Task
        self._last = {}  # sign -> the last exact score of that sign
        self._signed_by = {}  # column -> the runner that found its sign
        self.best = None if weak else best
        self._settled = self._settle()

    @property
    def done(self) -> bool:
        """True when every column has its answer."""
        return not (self._wdl_todo or self._exact_todo or self._running)

    def signs_waiting(self) -> bool:
        """True while a column's win/draw/loss is still to hand out."""
        return bool(self._wdl_todo)

    def has_work(self) -> bool:
        """True if a task is waiting for a runner."""
        return bool(self._wdl_todo or self._exact_todo)

    def pending(self) -> list:
        """Columns without their final answer, in column order."""
        return sorted(c for c in self.order if c not in self.scores)

    def running(self, runner):
        """The task ``runner`` is on, or ``None``."""
        return self._running.get(runner)

    def take(self, runner):
        """The next task for ``runner`` (now busy with it), or ``None`` if
        nothing is left to hand out (others may still be running)."""
        if runner in self._running:
            raise ValueError("runner %r is already running a task" % (runner,))
        if self._wdl_todo:
            col = self._wdl_todo.pop(0)
            low, high = self.bounds[col]
            task = Task(col, WDL, low, high)
        elif self._exact_todo:
            # the runner's own columns first (its table knows them), then wins
            # first (highest lower bound), then in the plan's order
            col = max(self._exact_todo, key=lambda c: (
                self._signed_by.get(c) == runner, self.bounds[c][0], -self.order.index(c)))
            self._exact_todo.remove(col)
            low, high = self.bounds[col]
            guess = None
            if low < high:
                if col in self.exact_from:
                    guess = high  # exact when the move is best in a 12-disc parent
                else:
                    # siblings often share a score: 14% fewer nodes than plain
                    # bisection on the slowest 13-disc positions
                    guess = self._last.get((low > 0) - (high < 0))
            task = Task(col, EXACT, low, high, guess)
        else:
            return None
        self._running[runner] = task
        return task

    def finish(self, runner, value: int) -> list:
        """Record ``runner``'s answer to its task; the steps to report.

        ``value`` is a sign (WDL task) or the exact score (EXACT task).
        Returns ``[{"column", "wdl"}]`` or ``[{"column", "score"}]``.
        """
        task = self._running.pop(runner)
        col = task.column
        low, high = self.bounds[col]
        if task.phase == WDL:
            if self.weak:
                self.scores[col] = value
                return [{"column": col, "score": value}]
            if value == 0:
                self.bounds[col] = (0, 0)
                self.scores[col] = 0
                return [{"column": col, "score": 0}] + self._settle()
            self.bounds[col] = (max(low, 1), high) if value > 0 else (low, min(high, -1))
            self.wdl[col] = value
            self._signed_by[col] = runner
            self._exact_todo.append(col)
            return [{"column": col, "wdl": value}] + self._settle()
        self.scores[col] = value
        self.wdl.pop(col, None)
        self._last[(value > 0) - (value < 0)] = value
        return [{"column": col, "score": value}] + self._settle()

    def settled(self) -> list:
        """The ``{"column", "score"}`` steps that ``best`` settled before any
        search (a single column could reach it, with that upper bound)."""
        steps, self._settled = self._settled, []
        return steps

    def _settle(self) -> list:
        """Raise the one column that can still reach :attr:`best` to it; the
        steps of a column that makes exact (its upper bound is ``best``)."""
        best = self.best
        if best is None:
            return []
        reach = [c for c in self.order if (self.scores[c] >= best if c in self.scores
                                           else self.bounds[c][1] >= best)]
        if len(reach) != 1:
            return []
        col = reach[0]
        if any(t.column == col for t in self._running.values()):
            return []  # its answer comes: look again then
        self.best = None  # the best column is found: nothing more to learn
        if col in self.scores:
            return []
        low, high = self.bounds[col]
        self.bounds[col] = (max(low, best), high)
        if best < high:
            return []
        # exact without its search: the best column, and it can score no more
        self.scores[col] = best
        self.wdl.pop(col, None)
        self._last[(best > 0) - (best < 0)] = best
        for todo in (self._wdl_todo, self._exact_todo):
            if col in todo:
                todo.remove(col)
        return [{"column": col, "score": best}]

    def give_back(self, runner) -> None:
        """``runner`` stopped without an answer: its task goes first to the next one."""
        task = self._running.pop(runner, None)
        if task is None:
            return
        if task.phase == WDL:
            self._wdl_todo.insert(0, task.column)
        else:
            self._exact_todo.insert(0, task.column)
