"""The named difficulty ladder: levels 1..N, each a label and a player spec.

The order is measured, not guessed: ``python -m connect4 ladder`` plays
every level against its neighbours, from the empty board and with random
openings, and writes the figures README's table of levels and the page's
level cards show (``connect4/data/ladder.json``; each level beats the one
below with p <= 0.05).
The top level is the perfect solver with its opening book.
"""

from connect4.errors import is_digits


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


#: (label, spec) from easiest to hardest, ordered from the empty board (issue 35):
#: each level beats the one below there, colours alternating, and with random
#: openings (``connect4 ladder`` measures both; README's table of levels).
#: A weaker level makes a weaker player's mistakes: level 1 never looks at the
#: opponent's threats, level 2 blocks them but plays anywhere else, levels 3-6
#: look 1, 2, 4 and 6 moves ahead with the project's minimax.  Its rating counts
#: the central block from the bottom row (``centre=low``: the raised block opened
#: on the edges); level 3 plays any move rated within 20 of its best (a two is
#: worth 10), levels 4-6 any within 3 (``slack=3``, issue 44) and misjudge every
#: position by up to 1 (``noise=1``), so a level plays different games against the
#: same opponent (tests/benchmarks/bench_variety.py).
_RUNGS = (
    ("Beginner", "weights:version=6,depth=1,rules=project"),
    ("Novice", "weights:version=1"),
    ("Casual", "minimax:depth=1,rules=project,centre=low,slack=20"),
    ("Club", "minimax:depth=2,rules=project,centre=low,noise=1,slack=3"),
    ("Strong", "minimax:depth=4,rules=project,centre=low,noise=1,slack=3"),
    ("Expert", "minimax:depth=6,rules=project,centre=low,noise=1,slack=3"),
)
_TOP = ("Perfect", "perfect")

#: Every level, easiest first (``LEVELS[0]`` is level 1).  The perfect
#: player's opening book covers both colours' openings (its header says so,
#: tests/solver/test_book.py checks it); a missing or corrupt book file is reported
#: by the solver (``Solver.book_problem``), not by the ladder's labels.
LEVELS = tuple(Level(i + 1, label, spec) for i, (label, spec) in enumerate(_RUNGS + (_TOP,)))


def parse_level(text):
    """The level number a spec names (``"level3"``, ``"Level 3"``, ``"3"``), else ``None``.

    >>> parse_level("level3"), parse_level("3"), parse_level("minimax")
    (3, 3, None)
    """
    s = text.strip().lower()
    if s.startswith("level"):
        s = s[5:].strip()
    if is_digits(s):
        return int(s)
    return None


def describe_ladder():
    """Every level as plain data: ``[{"level", "label", "spec"}, ...]``."""
    return [lv.to_dict() for lv in LEVELS]
