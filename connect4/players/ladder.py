"""The named difficulty ladder: levels 1..N, each a label and a player spec.

The order is measured, not guessed: ``python -m connect4 ladder`` plays
every level against its neighbours and ``tests/benchmarks/ARENA.md`` holds
the table that placed them (each level beats the one below with p < 0.05).
The top level is the perfect solver when it is installed; otherwise the
strongest heuristic player takes its place.
"""


class Level:
    """One rung of the ladder: its number (1 = easiest), a label and a player spec."""

    __slots__ = ("number", "label", "spec")

    def __init__(self, number, label, spec):
        self.number = number
        self.label = label
        self.spec = spec

    def to_dict(self):
        """Plain data for JSON (the page's level picker)."""
        return {"level": self.number, "label": self.label, "spec": self.spec}

    def __repr__(self):
        return "Level(%d, %r, %r)" % (self.number, self.label, self.spec)


#: (label, spec) from easiest to hardest; see ARENA.md for the evidence.
#: The specs name the project's variants (``rules=project``) the ladder was
#: measured with; each family's default is now its write-up's algorithm.
#: Left out on measurement: weights v6 at depth 6 (not significantly better
#: than depth 4, as in the write-up), threats (loses to lines at depth 4 in
#: the round robin), mcts (time budgets make it machine-dependent).
_RUNGS = (
    ("Beginner", "weights:version=1"),
    ("Novice", "weights:version=6,depth=2,rules=project"),
    ("Casual", "weights:version=6,depth=4,rules=project"),
    ("Club", "lines:depth=4,rules=project"),
    ("Strong", "minimax:depth=2,rules=project"),
    ("Expert", "minimax:depth=6,rules=project"),
)
#: Without the solver: beat minimax depth 6 22-9-9 (p = 0.015), but up to
#: seconds per move, so only a stand-in for the solver.
_TOP_WITHOUT_SOLVER = ("Master", "minimax:depth=8,rules=project")
_TOP = ("Perfect", "perfect")
#: Said on the top rung while the committed book does not cover the openings:
#: early moves are then full solves (minutes), and a player should know.
_TOP_SLOW = ("Perfect (slow opening: book incomplete)", "perfect")
#: ... and when the book covers one colour's opening only.
_TOP_SLOW_AS = ("Perfect (slow as %s: book incomplete)", "perfect")
#: ... and when yellow's is covered after some first moves of red only.
_TOP_SLOW_AFTER = ("Perfect (slow as yellow after %s: book incomplete)", "perfect")

_book_covers = None
_yellow_slow = None


def _has_perfect():
    from connect4.players.registry import player_classes

    return "perfect" in player_classes()


def _read_book_verdicts():
    """Read the committed book's verdicts once: whether it answers perfect's
    opening moves as each colour, and after which first moves of red
    (1-based) it does not cover yellow's.  The header records them (16
    bytes read); a book without them is loaded and its lines walked."""
    global _book_covers, _yellow_slow
    from connect4.solver.book import BookFormatError, BookHeader, OpeningBook

    try:
        header = BookHeader.read()
    except (OSError, BookFormatError):
        covers, slow = (False, False), tuple(range(1, 8))
    else:
        if len(header.covers) == 2 and len(header.covers_after) == 4:
            covers = (header.covers[0], header.covers[1])
            slow = tuple(c + 1 for c in range(7) if not header.covers_after[min(c, 6 - c)])
        else:
            book, _problem = OpeningBook.try_load()
            covers = (book.covers_opening(0), book.covers_opening(1)) if book else (False, False)
            slow = tuple(c + 1 for c in range(7) if not (book and book.covers_yellow_after(c)))
    if _book_covers is None:
        _book_covers = covers
    if _yellow_slow is None:
        _yellow_slow = slow


def _opening_covered():
    """``(red, yellow)``: whether the committed book answers perfect's
    opening moves as each colour (loaded once)."""
    if _book_covers is None:
        _read_book_verdicts()
    return _book_covers


def _yellow_slow_after():
    """Red's first moves (1-based columns) after which the committed book
    does not cover yellow's opening (loaded once)."""
    if _yellow_slow is None:
        _read_book_verdicts()
    return _yellow_slow


def _levels():
    if not _has_perfect():
        top = _TOP_WITHOUT_SOLVER
    else:
        red, yellow = _opening_covered()
        if red and yellow:
            top = _TOP
        elif red and 0 < len(_yellow_slow_after()) < 7:
            top = (_TOP_SLOW_AFTER[0] % ", ".join(map(str, _yellow_slow_after())),
                   _TOP_SLOW_AFTER[1])
        elif red or yellow:
            top = (_TOP_SLOW_AS[0] % ("yellow" if red else "red"), _TOP_SLOW_AS[1])
        else:
            top = _TOP_SLOW
    return [Level(i + 1, label, spec) for i, (label, spec) in enumerate(_RUNGS + (top,))]


class _Levels:
    """The ladder as a lazy sequence: the top rung depends on whether the solver exists."""

    def _get(self):
        return _levels()

    def __len__(self):
        return len(_RUNGS) + 1

    def __getitem__(self, i):
        return self._get()[i]

    def __iter__(self):
        return iter(self._get())


#: Every level, easiest first (``LEVELS[0]`` is level 1).
LEVELS = _Levels()


def parse_level(text):
    """The level number a spec names (``"level3"``, ``"Level 3"``, ``"3"``), else ``None``.

    >>> parse_level("level3"), parse_level("3"), parse_level("minimax")
    (3, 3, None)
    """
    s = text.strip().lower()
    if s.startswith("level"):
        s = s[5:].strip()
    if s.isdigit():
        return int(s)
    return None


def describe_ladder():
    """Every level as plain data: ``[{"level", "label", "spec"}, ...]``."""
    return [lv.to_dict() for lv in LEVELS]
