"""A race by link: the puzzles a seed chooses (the same on every interpreter), the run, the result as a link.

``?race=SEED`` opens the same :data:`RACE_SIZE` puzzles for everyone: levels 2
to 5 (:data:`RACE_LEVELS`), easy to hard, chosen by ``Rng(seed)``
(:mod:`connect4.rng`, the same stream in CPython and MicroPython).  The run is
timed with an injected clock (ms numbers passed in); a miss adds
:data:`MISS_PENALTY_MS` and moves on.  The result is a link too,
``?race=SEED&time=83.4&solved=10``, so friends compare their times with no
server.  A seed is letters and digits, at most :data:`MAX_SEED`, read in lower
case (``?race=AbC`` and ``?race=abc`` are one race).  Importable by MicroPython.

>>> parse_seed(" Friday7 "), time_text(83449), time_text(83450)
('friday7', '83.4', '83.5')
>>> read_link({"race": "friday7", "time": "83.4", "solved": "10"})["result"]
{'ms': 83400, 'time': '83.4', 'solved': 10}
"""

from connect4.errors import Connect4Error, is_digits, quote_input
from connect4.rng import Rng
from connect4.training.storm import answer, attempt_of

#: ``(level, how many)``: the race's puzzles, in this order.
RACE_LEVELS = ((2, 3), (3, 3), (4, 2), (5, 2))
RACE_SIZE = 10
#: Time added by each miss.
MISS_PENALTY_MS = 10000
#: A seed's longest length, and its characters (upper case is read as lower).
MAX_SEED = 16
SEED_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"
#: A new seed: characters no one misreads when a link is read aloud (no l, 1, o, 0).
NEW_SEED_CHARS = "abcdefghijkmnpqrstuvwxyz23456789"
NEW_SEED_LENGTH = 8
#: The longest time a result link may claim, in tenths of a second (a day).
MAX_TENTHS = 864000


class RaceLinkError(Connect4Error):
    """A race link whose seed, time or count of solves is not one a race can have."""


def parse_seed(text) -> str:
    """A race's seed from a link or a text box, in lower case.

    :raises RaceLinkError: empty, too long, or not only letters and digits.
    """
    seed = str(text).strip().lower()
    if not seed:
        raise RaceLinkError("A race needs a name: letters and digits, up to %d" % MAX_SEED)
    if len(seed) > MAX_SEED:
        raise RaceLinkError("The race's name %s is too long: at most %d letters and digits"
                            % (quote_input(seed, 30), MAX_SEED))
    for ch in seed:
        if ch not in SEED_CHARS:
            raise RaceLinkError("The race's name %s may hold only letters and digits, not %r"
                                % (quote_input(seed, 30), ch))
    return seed


def race_ids(seed, puzzles) -> list:
    """The race's puzzle ids for ``seed``: :data:`RACE_LEVELS`, easy to hard.

    ``puzzles`` is a :class:`~connect4.puzzles.record.LazySet` (levels read
    from the lines: nothing parsed).

    :raises RaceLinkError: a bad seed (:func:`parse_seed`).
    """
    rng = Rng(parse_seed(seed))
    wanted = dict(RACE_LEVELS)
    pools = {level: [] for level in wanted}
    for i in range(len(puzzles)):
        level = puzzles.tags(i)[0]
        if level in pools:
            pools[level].append(i + 1)
    ids = []
    for level, count in RACE_LEVELS:
        ids.extend(rng.sample(pools[level], min(count, len(pools[level]))))
    return ids


def new_seed(dice: int) -> str:
    """A fresh race's seed from the page's dice (an int), for "Race a friend".

    >>> new_seed(12345) == new_seed(12345) != new_seed(12346)
    True
    """
    rng = Rng(dice)
    return "".join(rng.choice(NEW_SEED_CHARS) for _ in range(NEW_SEED_LENGTH))


def time_text(ms) -> str:
    """A time in seconds with one decimal, rounded: ``"83.4"``."""
    tenths = (int(ms) + 50) // 100
    return "%d.%d" % (tenths // 10, tenths % 10)


def result_query(seed: str, ms, solved: int) -> str:
    """The result's link query: ``"?race=friday7&time=83.4&solved=10"``."""
    return "?race=%s&time=%s&solved=%d" % (seed, time_text(ms), solved)


def _tenths(text) -> int:
    """A link's time (``"83.4"`` or ``"83"``) in tenths of a second."""
    whole, dot, tenth = text.partition(".")
    if (not is_digits(whole) or len(whole) > 6 or dot and (len(tenth) != 1 or not is_digits(tenth))):
        raise RaceLinkError("The race result's time %s is not seconds with one decimal, like 83.4"
                            % quote_input(text, 20))
    tenths = int(whole) * 10 + (int(tenth) if dot else 0)
    if not 0 < tenths <= MAX_TENTHS:
        raise RaceLinkError("The race result's time %s is not a time a race can take"
                            % quote_input(text, 20))
    return tenths


def read_link(params) -> dict:
    """A race link's decoded parameters (a dict: name -> first value):
    ``{"seed", "result"}``, ``result`` None for ``?race=SEED`` alone, else
    ``{"ms", "time", "solved"}`` from ``time`` and ``solved``.

    :raises RaceLinkError: a bad seed, time or count, or only one of ``time`` and ``solved``.
    """
    seed = parse_seed(params.get("race", ""))
    time, solved = params.get("time"), params.get("solved")
    if time is None and solved is None:
        return {"seed": seed, "result": None}
    if time is None or solved is None:
        raise RaceLinkError("A race result link needs both a time and a count of solves")
    tenths = _tenths(str(time).strip())
    count = str(solved).strip()
    if not is_digits(count) or len(count) > 3 or int(count) > RACE_SIZE:
        raise RaceLinkError("The race result's count of solves %s is not a number 0-%d"
                            % (quote_input(count, 20), RACE_SIZE))
    return {"seed": seed, "result": {"ms": tenths * 100, "time": time_text(tenths * 100),
                                     "solved": int(count)}}


class RaceRun:
    """One run of a race: its puzzles, the clock with the misses' time, the solves.

    ``puzzles`` is the set (a :class:`~connect4.puzzles.record.LazySet`);
    ``ids`` the race's (default :func:`race_ids` of ``seed``).
    """

    def __init__(self, puzzles, seed, ids=None):
        self.puzzles = puzzles
        self.seed = parse_seed(seed)
        self.ids = list(ids) if ids is not None else race_ids(self.seed, puzzles)
        self.index = 0
        self.started = None     # the start time (ms)
        self.ended = None       # the end time (ms), None while the race goes on
        self.penalty_ms = 0     # the misses' time
        self.solves = 0
        self.failed = []        # the missed puzzles' ids
        self.attempt = None

    def start(self, now) -> None:
        """Start the clock (a second call changes nothing)."""
        if self.started is None:
            self.started = now

    def over(self) -> bool:
        """True once every puzzle was solved or missed."""
        return self.index >= len(self.ids)

    def elapsed_ms(self, now) -> int:
        """The race's time so far (ms), the misses' time included; frozen at the end."""
        if self.started is None:
            return 0
        end = self.ended if self.ended is not None else now
        return int(end - self.started) + self.penalty_ms

    def time_text(self, now) -> str:
        """The time so far in seconds with one decimal: ``"83.4"``."""
        return time_text(self.elapsed_ms(now))

    def current_id(self):
        """The id of the puzzle to solve, None at the end."""
        return None if self.over() else self.ids[self.index]

    def current_attempt(self):
        """The current puzzle's :class:`~connect4.puzzles.trainer.Attempt`, None at the end."""
        self.attempt = attempt_of(self.puzzles, self.attempt, self.current_id())
        return self.attempt

    def _next(self, now) -> None:
        self.index += 1
        self.attempt = None
        if self.over():
            self.ended = now

    def solved(self, now) -> bool:
        """The current puzzle solved (False if the race was over)."""
        self.start(now)
        if self.over():
            return False
        self.solves += 1
        self._next(now)
        return True

    def missed(self, now) -> int:
        """The current puzzle missed: the time added (ms; 0 if the race was over)."""
        self.start(now)
        if self.over():
            return 0
        self.failed.append(self.ids[self.index])
        self.penalty_ms += MISS_PENALTY_MS
        self._next(now)
        return MISS_PENALTY_MS

    def click(self, col: int, now) -> dict:
        """A column clicked (0-based): ``{"outcome", "replies", "ms"}`` as
        :meth:`connect4.training.storm.StormRun.click`'s (``ms``: a miss's time added)."""
        self.start(now)
        attempt = self.current_attempt()
        if attempt is None:
            return {"outcome": "over", "replies": [], "ms": 0}
        outcome, replies = answer(attempt, col)
        ms = 0
        if outcome == "solved":
            self.solved(now)
        elif outcome == "missed":
            ms = self.missed(now)
        return {"outcome": outcome, "replies": replies, "ms": ms}

    def result_query(self) -> str:
        """The finished race's result link query (``?race=SEED&time=83.4&solved=10``)."""
        return result_query(self.seed, self.elapsed_ms(self.ended), self.solves)
