"""The named difficulty ladder: levels 1..N, each a label and a player spec.

The order is measured, not guessed: ``python -m connect4 ladder`` plays
every level against its neighbours and ``tests/benchmarks/ARENA.md`` holds
the table that placed them (each level beats the one below with p < 0.05).
The top level is the perfect solver with its opening book.
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
    if s.isdigit():
        return int(s)
    return None


def describe_ladder():
    """Every level as plain data: ``[{"level", "label", "spec"}, ...]``."""
    return [lv.to_dict() for lv in LEVELS]
