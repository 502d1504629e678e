"""Which rule instances may be played together, and the search for a set that refutes every group.

Allis's combination table (1988, section 7.1): most rules combine when
their cells are disjoint; Afterevens and Befores may share a column when
they use exactly the same cells in it; a Claimeven (or any rule built on
Claimevens) may sit in a Lowinverse's or Highinverse's column only above
the inverse's cells.  The search is his (section 9.2): take the unrefuted
group with the fewest usable instances, try each, recurse; bounded by
``budget`` steps so that a position with many instances cannot run away.
"""

from connect4.bitboard import popcount
from connect4.explain.cells import above_in_column, bits, columns

_INVERSES = ("lowinverse", "highinverse")
_CLAIMING = ("claimeven", "aftereven", "baseclaim", "before", "specialbefore")
_SHARING = ("aftereven", "before", "specialbefore")


def _column_wise_equal(a, b) -> bool:
    ca = columns(a.cells)
    for col, cells in columns(b.cells).items():
        mine = ca.get(col, 0)
        if mine & cells and mine != cells:
            return False
    return True


def _claims_above(inverse, other) -> bool:
    """No Claimeven of ``other`` at or below a cell of the inverse in its column."""
    for low in bits(other.lows):
        if inverse.cells & (low | above_in_column(low)):
            return False
    return True


def _special_inner(rule) -> int:
    return rule.parts[-1].cells if rule.name == "specialbefore" else 0


def compatible(a, b) -> bool:
    """True if instances ``a`` and ``b`` may be used in one proof (Allis's table)."""
    x, y = a.name, b.name
    if x in _INVERSES and y in _INVERSES:
        return not a.cells & b.cells
    if x in _INVERSES or y in _INVERSES:
        inverse, other = (a, b) if x in _INVERSES else (b, a)
        if other.name in _CLAIMING and not _claims_above(inverse, other):
            return False
        if other.name in ("before", "specialbefore") and inverse.name == "lowinverse":
            return _column_wise_equal(inverse, other) and not _special_inner(other) & inverse.cells
        return not a.cells & b.cells
    if x in _SHARING and y in _SHARING:
        if (_special_inner(a) & b.cells) or (_special_inner(b) & a.cells):
            return False
        return _column_wise_equal(a, b)
    return not a.cells & b.cells


def choose(rules: list, groups: int, budget: int = 4000):
    """A list of pairwise compatible instances that together refute every group, or ``None``.

    ``groups``: bit i set for each group (index into the list the rules were
    found for) that must be refuted.  ``budget`` bounds the search's steps;
    running out answers ``None`` like a failed search.
    """
    if not groups:
        return []
    by_group = {}
    for i, rule in enumerate(rules):
        for g in bits(rule.solves & groups):
            by_group.setdefault(g, []).append(i)
    for g in bits(groups):
        if g not in by_group:
            return None  # a group nothing refutes: no search needed
    incompatible = {}
    steps = [budget]

    def banned_by(i):
        ban = incompatible.get(i)
        if ban is None:
            ban = 0
            for j, other in enumerate(rules):
                if j == i or not compatible(rules[i], other):
                    ban |= 1 << j
            incompatible[i] = ban
        return ban

    def search(todo, banned, chosen):
        if not todo:
            return list(chosen)
        steps[0] -= 1
        if steps[0] < 0:
            return None
        hardest = None
        for g in bits(todo):
            usable = [i for i in by_group[g] if not banned >> i & 1]
            if not usable:
                return None
            if hardest is None or len(usable) < len(hardest):
                hardest = usable
                if len(usable) == 1:
                    break
        hardest.sort(key=lambda i: -popcount(rules[i].solves & todo))
        for i in hardest:
            chosen.append(rules[i])
            found = search(todo & ~rules[i].solves, banned | banned_by(i), chosen)
            chosen.pop()
            if found is not None:
                return found
            if steps[0] < 0:
                return None
        return None

    return search(groups, 0, [])
