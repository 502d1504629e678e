"""The opt-in repetition (off by default): growing intervals, what is due, "3 due today, next on Friday".

Lichess took out a repetition that ran by itself because "no one enjoys it":
here the player switches it on, and sees it.  An item is a puzzle of the set
(``"p<id>"``) or a mistake of the bank (``"m<key>"``), kept as ``{"box",
"due"}``: a miss puts it in the first box, due after :data:`INTERVALS`'s
first interval; a right answer on or after its due day moves it up a box,
due after that box's interval (the last box repeats).  A right answer before
it is due changes nothing, so solving it twice in a day does not skip a box.
While the schedule is off, answers are not recorded.  Days are integers
(days since 1970-01-01, :func:`connect4.puzzles.progress.days_from_civil`),
always passed in.  Importable by MicroPython.

>>> s = Schedule()
>>> s.on = True
>>> s.answered("p12", False, 20782), s.answered("m77", False, 20782)
({'box': 0, 'due': 20783}, {'box': 0, 'due': 20783})
>>> s.summary(20782), s.due(20783), s.summary(20783)
('nothing due today, next tomorrow', ['m77', 'p12'], '2 due today')
>>> s.answered("p12", True, 20783), s.summary(20783)
({'box': 1, 'due': 20786}, '1 due today, next on Sunday')
"""

import json

#: The waits, in days, of the boxes from the first: growing, as in Leitner's boxes.
INTERVALS = (1, 3, 7, 16, 35)
#: The week's days; day 0 (1970-01-01) was a Thursday.
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
#: Beyond this many days the next due day is said as a count of days, not a weekday.
WEEK = 7


def weekday(day: int) -> str:
    """The weekday's name of a day number.

    >>> weekday(0), weekday(20782)
    ('Thursday', 'Wednesday')
    """
    return WEEKDAYS[(day + 3) % 7]


def when(day: int, today: int) -> str:
    """A day to come in words, seen from ``today``: ``"today"``, ``"tomorrow"``,
    ``"on Friday"`` within the week, ``"in 16 days"`` after it."""
    gap = day - today
    if gap <= 0:
        return "today"
    if gap == 1:
        return "tomorrow"
    if gap < WEEK:
        return "on %s" % weekday(day)
    return "in %d days" % gap


def _is_item(item) -> bool:
    return isinstance(item, str) and len(item) > 1 and item[0] in "pm"


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


class Schedule:
    """The items to bring back, each with its box and due day; ``on`` the player's switch."""

    def __init__(self):
        self.on = False
        self.items = {}   # item -> {"box": int, "due": day}

    @classmethod
    def from_json(cls, text) -> "Schedule":
        """The schedule of saved JSON; a fresh one (off) if missing or damaged."""
        fresh = cls()
        try:
            data = json.loads(text) if text else {}
            on, items = data.get("on", False), data.get("items", {})
            if not isinstance(on, bool) or not isinstance(items, dict):
                return fresh
            kept = {}
            for item, v in items.items():
                box, due = v["box"], v["due"]
                if (not _is_item(item) or not _is_int(box) or not _is_int(due)
                        or not 0 <= box < len(INTERVALS)):
                    return fresh
                kept[item] = {"box": box, "due": due}
        except (ValueError, TypeError, AttributeError, KeyError):
            return fresh
        fresh.on, fresh.items = on, kept
        return fresh

    def to_json(self) -> str:
        """The schedule as JSON text (for ``localStorage``)."""
        return json.dumps({"on": self.on, "items": self.items})

    def answered(self, item: str, right: bool, day: int):
        """An item answered on ``day``: ``right`` when solved at the first try.

        Returns the item's ``{"box", "due"}``, or ``None`` when nothing is kept
        (the schedule is off, or a right answer to an item it does not hold:
        only misses and the bank's mistakes come back).
        """
        if not self.on:
            return None
        kept = self.items.get(item)
        if not right:
            kept = self.items[item] = {"box": 0, "due": day + INTERVALS[0]}
        elif kept is None:
            if not item.startswith("m"):
                return None  # a set's puzzle solved: nothing to bring back
            kept = self.items[item] = {"box": 0, "due": day + INTERVALS[0]}
        elif day >= kept["due"]:
            kept["box"] = min(kept["box"] + 1, len(INTERVALS) - 1)
            kept["due"] = day + INTERVALS[kept["box"]]
        return kept

    def forget(self, item: str) -> None:
        """Stop bringing an item back (a mistake that left the bank's queue)."""
        self.items.pop(item, None)

    def due(self, day: int) -> list:
        """The items due on ``day`` (or before), the longest waiting first."""
        return [item for _, item in sorted([(v["due"], item) for item, v in self.items.items()
                                            if v["due"] <= day])]

    def next_day(self, day: int):
        """The first day after ``day`` when an item comes due, or ``None``."""
        later = [v["due"] for v in self.items.values() if v["due"] > day]
        return min(later) if later else None

    def summary(self, day: int) -> str:
        """The schedule in words: ``"3 due today, next on Friday"``, ``"nothing due
        today, next tomorrow"``, ``"nothing to repeat yet"`` (whether on or not:
        the page shows it when on)."""
        if not self.items:
            return "nothing to repeat yet"
        n = len(self.due(day))
        now = "%d due today" % n if n else "nothing due today"
        nxt = self.next_day(day)
        return now if nxt is None else "%s, next %s" % (now, when(nxt, day))
