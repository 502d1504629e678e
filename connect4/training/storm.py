"""Storm, the timed run: its clock, the time added and taken, the combo, the score, the failures.

A run is three minutes (:data:`DURATION_MS`) of the set's puzzles from easy to
hard (levels 1 to 7, :data:`LEVEL_COUNTS` of each, chosen by the run's seed).
A solve adds :data:`SOLVE_BONUS_MS`; a miss takes :data:`MISS_PENALTY_MS`,
ends the combo and moves on to the next puzzle.  A combo (solves in a row)
reaching a step of :data:`COMBO_STEPS` adds that step's time more (lichess
Storm's steps: 5, 12, 20 and 30 solves).  The run ends when the clock reaches
0, when the puzzles run out, or when the player stops it; its result lists
the failed puzzles for a replay.  The best score is kept in a
:class:`StormRecord`.

A Storm puzzle is answered with no search (:func:`answer`): the set's
solution says whether a column is right, and the opponent's replies are
played at once.  The clock is injected: every method that needs the time
takes ``now``, a number of milliseconds (``performance.now`` on the page).
Importable by MicroPython: the page's main thread runs it.

>>> run = StormRun(None, "abc", order=[1, 2, 3])
>>> run.start(0); run.solved(1000), run.missed(2000), run.remaining_ms(2000)
(3000, 10000, 171000)
>>> run.current_id(), run.score, run.result()["failed"]
(3, 1, [2])
"""

import json

from connect4.rng import Rng

#: A run's time before anything is added or taken.
DURATION_MS = 180000
#: Time added by each solve.
SOLVE_BONUS_MS = 3000
#: Time taken by each miss.
MISS_PENALTY_MS = 10000
#: ``(solves in a row, time added more)``: lichess Storm's combo steps.
COMBO_STEPS = ((5, 3000), (12, 5000), (20, 7000), (30, 10000))
#: How many puzzles of each level 1..7 a run holds, in this order: 150 (to run out of
#: them, a player would solve every one, the hardest included, in 4.4 s on average).
LEVEL_COUNTS = (20, 20, 20, 20, 20, 20, 30)
#: Where the page keeps the player's :class:`StormRecord` (``localStorage``).
STORAGE_KEY = "connect4.storm.v1"


def combo_bonus(combo: int) -> int:
    """The time (ms) a combo of ``combo`` solves adds beyond the solve's own.

    >>> combo_bonus(4), combo_bonus(5), combo_bonus(30), combo_bonus(31)
    (0, 3000, 10000, 0)
    """
    for steps, ms in COMBO_STEPS:
        if combo == steps:
            return ms
    return 0


def storm_order(puzzles, seed) -> list:
    """The ids of a run's puzzles, easy to hard: :data:`LEVEL_COUNTS` of each level
    (fewer when the set has fewer), chosen by ``Rng(seed)``.

    ``puzzles`` is a :class:`~connect4.puzzles.record.LazySet`: the levels are
    read from the lines (``tags``), so no puzzle is parsed.
    """
    by_level = [[] for _ in LEVEL_COUNTS]
    for i in range(len(puzzles)):
        level = puzzles.tags(i)[0]
        by_level[level - 1].append(i + 1)
    rng = Rng(seed)
    order = []
    for ids, count in zip(by_level, LEVEL_COUNTS):
        order.extend(rng.sample(ids, min(count, len(ids))))
    return order


def answer(attempt, col: int) -> tuple:
    """A column clicked in a Storm or race puzzle: ``(outcome, replies)``.

    ``outcome`` is ``"solved"`` (the line's last move), ``"missed"`` (a wrong
    column: the puzzle is over) or ``"continue"`` (right, and the opponent's
    reply is played at once: ``replies`` holds it, 0-based).
    """
    said = attempt.move(col)
    if said["solved"]:
        return "solved", []
    if not said["ok"]:
        return "missed", []
    return "continue", [attempt.play_reply()]


def attempt_of(puzzles, attempt, pid):
    """The :class:`~connect4.puzzles.trainer.Attempt` at puzzle ``pid`` of the set:
    ``attempt`` if it is that puzzle's, else a new one (None when ``pid`` is None)."""
    if pid is None:
        return None
    if attempt is None or attempt.puzzle.id != pid:
        # the Puzzles mode's bundle, in before any run (a run needs its set): imported
        # here, the training bundle installs without it
        from connect4.puzzles.trainer import Attempt
        attempt = Attempt(puzzles[pid - 1])
    return attempt


class StormRun:
    """One Storm run: the puzzles in order, the clock, the combo, the score, the failures.

    ``puzzles`` is the set (a :class:`~connect4.puzzles.record.LazySet`);
    ``order``, the ids to play in that order (a replay of a run's failures),
    or None for :func:`storm_order`'s.
    """

    def __init__(self, puzzles, seed, order=None):
        self.puzzles = puzzles
        self.seed = seed
        self.order = list(order) if order is not None else storm_order(puzzles, seed)
        self.index = 0          # the current puzzle's place in ``order``
        self.started = None     # the start time (ms), None before the start
        self.deadline = None    # when the clock reaches 0 (ms), with everything added and taken
        self.ended = None       # the end time (ms), None while the run goes on
        self.combo = 0
        self.best_combo = 0
        self.score = 0
        self.failed = []        # the missed puzzles' ids, in order
        self.attempt = None     # the current puzzle's Attempt (made by :meth:`current_attempt`)

    def start(self, now) -> None:
        """Start the clock (a second call changes nothing)."""
        if self.started is None:
            self.started = now
            self.deadline = now + DURATION_MS

    def remaining_ms(self, now) -> int:
        """The time left (ms, never below 0); the whole duration before the start."""
        if self.started is None:
            return DURATION_MS
        if self.over(now):
            return max(0, int(self.deadline - self.ended))
        return max(0, int(self.deadline - now))

    def over(self, now) -> bool:
        """True once the clock has reached 0, the puzzles ran out or the run was stopped."""
        if self.ended is None and self.started is not None and now >= self.deadline:
            self.ended = self.deadline
        return self.ended is not None

    def stop(self, now) -> None:
        """End the run now (the player gives up); its result stands."""
        self.start(now)
        if not self.over(now):
            self.ended = now

    def current_id(self):
        """The id of the puzzle to solve, or None once the run is over or the puzzles ran out."""
        if self.ended is not None or self.index >= len(self.order):
            return None
        return self.order[self.index]

    def current_attempt(self):
        """The current puzzle's :class:`~connect4.puzzles.trainer.Attempt` (None at the end);
        needs the set, not a list of ids."""
        self.attempt = attempt_of(self.puzzles, self.attempt, self.current_id())
        return self.attempt

    def _next(self, now) -> None:
        self.index += 1
        self.attempt = None
        if self.index >= len(self.order):
            self.ended = now

    def solved(self, now) -> int:
        """The current puzzle solved: the time added (ms), 0 if the run was already over."""
        self.start(now)
        if self.over(now) or self.current_id() is None:
            return 0
        self.score += 1
        self.combo += 1
        self.best_combo = max(self.best_combo, self.combo)
        added = SOLVE_BONUS_MS + combo_bonus(self.combo)
        self.deadline += added
        self._next(now)
        return added

    def missed(self, now) -> int:
        """The current puzzle missed: the time taken (ms), 0 if the run was already over.
        The combo ends and the next puzzle comes; the run ends if the clock reaches 0."""
        self.start(now)
        if self.over(now) or self.current_id() is None:
            return 0
        self.failed.append(self.current_id())
        self.combo = 0
        self.deadline -= MISS_PENALTY_MS
        self._next(now)
        if self.ended is None and self.deadline <= now:
            self.ended = now
            self.deadline = now
        return MISS_PENALTY_MS

    def click(self, col: int, now) -> dict:
        """A column clicked in the current puzzle (0-based): ``{"outcome", "replies", "ms"}``.

        ``outcome`` as :func:`answer`'s, or ``"over"`` when the run has ended
        (nothing happens); ``ms`` is the time added by a solve or taken by a miss.
        """
        self.start(now)
        attempt = None if self.over(now) else self.current_attempt()
        if attempt is None:
            return {"outcome": "over", "replies": [], "ms": 0}
        outcome, replies = answer(attempt, col)
        ms = 0
        if outcome == "solved":
            ms = self.solved(now)
        elif outcome == "missed":
            ms = self.missed(now)
        return {"outcome": outcome, "replies": replies, "ms": ms}

    def result(self) -> dict:
        """``{"score", "best_combo", "failed", "seen", "ms"}``: the solves, the best combo,
        the failed ids (for a replay), how many puzzles were played, the run's length."""
        seen = self.score + len(self.failed)
        ms = 0 if self.started is None or self.ended is None else int(self.ended - self.started)
        return {"score": self.score, "best_combo": self.best_combo, "failed": list(self.failed),
                "seen": seen, "ms": ms}


class StormRecord:
    """The player's Storm record: the best score and combo, the runs played.

    Kept in the browser (``localStorage``, :data:`STORAGE_KEY`) as :meth:`to_json`.
    """

    def __init__(self):
        self.best = 0
        self.best_combo = 0
        self.runs = 0

    def add(self, result: dict) -> bool:
        """A finished run's :meth:`StormRun.result` counted: True if its score is a new best.

        >>> r = StormRecord(); r.add({"score": 7, "best_combo": 5}), r.add({"score": 3, "best_combo": 3})
        (True, False)
        """
        self.runs += 1
        self.best_combo = max(self.best_combo, result["best_combo"])
        if result["score"] > self.best:
            self.best = result["score"]
            return True
        return False

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps({"best": self.best, "best_combo": self.best_combo, "runs": self.runs})

    @classmethod
    def from_json(cls, text) -> "StormRecord":
        """The record from saved JSON; a fresh one if it is missing or damaged."""
        r = cls()
        try:
            data = json.loads(text) if text else {}
            values = [data.get(k, 0) for k in ("best", "best_combo", "runs")]
        except (ValueError, TypeError, AttributeError):
            return r
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
            return r
        r.best, r.best_combo, r.runs = values
        return r

    def summary(self) -> str:
        """``"Best 23 · 5 runs"``."""
        return "Best %d · %d run%s" % (self.best, self.runs, "" if self.runs == 1 else "s")

