"""A player's puzzle progress: solved count, streak, rating, the next and the daily puzzle.

Kept in the browser (``localStorage``) as the JSON of :meth:`Progress.to_json`.
The rating follows the player's first tries like a chess puzzle rating: each
puzzle is rated by its level, and a first-try solve raises the player's
rating by more when the puzzle was rated above it (an Elo update).  The
daily puzzle is the same for everyone on a date.  The rating's history keeps
one point a day (the day's last rating), for the dashboard's chart
(:mod:`connect4.training.dashboard`).  Importable by MicroPython.

>>> p = Progress()
>>> p.record(5, True, 4, day=20782), p.record(5, True, 4, day=20782)  # a replay does not count
(True, False)
>>> p.solved_count(), p.streak, p.rating > START_RATING, p.history == [[20782, p.rating]]
(1, 1, True, True)
"""

import json

#: A new player's rating, and the rating of a level-1 puzzle and each level's step.
START_RATING = 1000
LEVEL_BASE = 700
LEVEL_STEP = 150
#: How far one result moves the rating.
K = 40


def puzzle_rating(level: int) -> int:
    """The rating of a puzzle of a difficulty level (1..7)."""
    return LEVEL_BASE + LEVEL_STEP * level


def days_from_civil(y: int, m: int, d: int) -> int:
    """Days since 1970-01-01 of a date (Howard Hinnant's algorithm; no datetime
    module in MicroPython).

    >>> days_from_civil(1970, 1, 1), days_from_civil(2026, 11, 25)
    (0, 20782)
    """
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(day: int) -> tuple:
    """The date ``(y, m, d)`` of a day number: :func:`days_from_civil`'s inverse.

    >>> civil_from_days(0), civil_from_days(20782), civil_from_days(-1)
    ((1970, 1, 1), (2026, 11, 25), (1969, 12, 31))
    """
    z = day + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return (yoe + era * 400 + (m <= 2), m, d)


def daily_id(date: str, count: int) -> int:
    """The daily puzzle's id for a date ``"YYYY-MM-DD"`` in a set of ``count``.

    The days walk the set with a step prime to its size, so consecutive days
    get unrelated puzzles and no puzzle comes back before all have been daily.

    :raises ValueError: not a date.
    """
    parts = date.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise ValueError("not a date: %r" % date)
    day = days_from_civil(int(parts[0]), int(parts[1]), int(parts[2]))
    step = 7919  # a prime: prime to any count that is not its multiple
    if count % step == 0:
        step = 1
    return (day * step) % count + 1


def _checked_history(raw) -> list:
    """A saved history if every point is ``[day, rating]`` (ints, days rising), else ``[]``."""
    if not isinstance(raw, list):
        return []
    out = []
    for point in raw:
        if (not isinstance(point, list) or len(point) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in point)
                or (out and point[0] <= out[-1][0])):
            return []
        out.append([point[0], point[1]])
    return out


class Progress:
    """What the player has solved, the current and best streak, the rating."""

    def __init__(self):
        self.solved = []       # ids solved, in order
        self.streak = 0
        self.best = 0
        self.rating = START_RATING
        self.last = 0          # the last puzzle opened (the "next" starts after it)
        self.open = False      # the mode was open: a reload reopens the last puzzle
        self.missed = []       # ids finished but not solved at the first try
        self.history = []      # [[day, rating], ...]: one point a day, the day's last rating

    def solved_count(self) -> int:
        """How many puzzles have been solved."""
        return len(self.solved)

    def has_done(self, id: int) -> bool:
        """True if the puzzle ``id`` was finished before (solved or missed)."""
        return id in self.solved or id in self.missed

    def results(self) -> dict:
        """Each finished puzzle's result: ``{id: "s"}`` solved at the first try, ``"f"`` not."""
        out = {i: "f" for i in self.missed}
        for i in self.solved:
            out[i] = "s"
        return out

    def record(self, id: int, first_try: bool, level: int, day=None) -> bool:
        """A puzzle finished: solved at the first try (no wrong move, no help) or not.
        Only its first finish counts: a replay changes nothing (False).  With
        ``day`` (days since 1970-01-01), the rating it leaves is that day's
        point of :attr:`history`."""
        if self.has_done(id):
            return False
        (self.solved if first_try else self.missed).append(id)
        self.streak = self.streak + 1 if first_try else 0
        self.best = max(self.best, self.streak)
        expected = 1 / (1 + 10 ** ((puzzle_rating(level) - self.rating) / 400))
        self.rating = int(round(self.rating + K * ((1 if first_try else 0) - expected)))
        if day is not None:
            self._note_day(int(day))
        return True

    def _note_day(self, day: int) -> None:
        """The rating now as ``day``'s point: the day's last value is kept."""
        h = self.history
        if h and h[-1][0] >= day:
            # the same day, or a clock set back: the last point takes the rating, so
            # the history stays one point a day in order
            h[-1][1] = self.rating
        else:
            h.append([day, self.rating])

    def target_level(self) -> int:
        """The level that suits the rating (1..7)."""
        return max(1, min(7, int(round((self.rating - LEVEL_BASE) / LEVEL_STEP))))

    def next_id(self, puzzles) -> int:
        """The next unsolved puzzle after the last one, of the level that suits the
        player (or the nearest level there is); 1 when all are solved."""
        n = len(puzzles)
        solved = set(self.solved)
        want = self.target_level()
        best = None
        for k in range(1, n + 1):
            p = puzzles[(self.last + k - 1) % n]
            if p.id in solved:
                continue
            gap = abs(p.level - want)
            if best is None or gap < best[0]:
                best = (gap, p.id)
                if gap == 0:
                    break
        return best[1] if best else 1

    def to_json(self) -> str:
        """The progress as JSON text (for ``localStorage``)."""
        return json.dumps({"solved": self.solved, "streak": self.streak, "best": self.best,
                           "rating": self.rating, "last": self.last, "open": self.open,
                           "missed": self.missed, "history": self.history})

    @classmethod
    def from_json(cls, text) -> "Progress":
        """Progress from saved JSON; a fresh start if it is missing or damaged (a
        damaged history alone is dropped, the rest kept)."""
        p = cls()
        try:
            data = json.loads(text) if text else {}
            solved = [int(i) for i in data.get("solved", [])]
            streak, best = int(data.get("streak", 0)), int(data.get("best", 0))
            rating, last = int(data.get("rating", START_RATING)), int(data.get("last", 0))
            opened = data.get("open") is True
            missed = [int(i) for i in data.get("missed", [])]
        except (ValueError, TypeError, AttributeError):
            return p
        p.solved, p.streak, p.best, p.rating, p.last = solved, streak, best, rating, last
        p.open, p.missed = opened, missed
        p.history = _checked_history(data.get("history"))
        return p

    def summary(self) -> str:
        """``"12 solved · streak 3 · rating 1130"``."""
        return "%d solved · streak %d · rating %d" % (len(self.solved), self.streak, self.rating)
