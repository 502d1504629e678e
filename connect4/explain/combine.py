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
        if other.name in ("before", "specialbefore") and inverse.name == "lowinverse" and inverse.grounded:
            # Allis lets them share columns with equal cells; the plan keeps that
            # only when the empty cells under the inverse pair up, else the
            # controller may have to move first in both of its columns (the
            # checker's 52472173123: one empty cell under it).
            return _column_wise_equal(inverse, other) and not _special_inner(other) & inverse.cells
        return not a.cells & b.cells
    if x in _SHARING and y in _SHARING:
        if (_special_inner(a) & b.cells) or (_special_inner(b) & a.cells):
            return False
        return _column_wise_equal(a, b)
    return not a.cells & b.cells


def choose(rules: list, groups: int, budget: int = 4000, first=None, spent=None):
    """A list of pairwise compatible instances that together refute every group, or ``None``.

    ``groups``: bit i set for each group (index into the list the rules were
    found for) that must be refuted.  ``budget`` bounds the search's steps;
    running out answers ``None`` like a failed search.  ``first``: the
    index of an instance the set must contain.  ``spent``: a one-item list
    that adds up the steps of many searches (a proof tree's whole bound).
    """
    found, steps = _choose(rules, groups, budget, first)
    if spent is not None:
        spent[0] += steps
    return found


def _choose(rules, groups, budget, first):
    if not groups and first is None:
        return [], 0
    by_group = {}  # each group: the instances (bits) that refute it
    for i, rule in enumerate(rules):
        for g in bits(rule.solves & groups):
            by_group[g] = by_group.get(g, 0) | 1 << i
    for g in bits(groups):
        if g not in by_group:
            return None, 0  # a group nothing refutes: no search needed
    using = {}
    for j, rule in enumerate(rules):
        for cell in bits(rule.cells):
            using[cell] = using.get(cell, 0) | 1 << j
    inverses = claiming = 0
    for j, rule in enumerate(rules):
        if rule.name in _INVERSES:
            inverses |= 1 << j
        elif rule.name in _CLAIMING and rule.lows:
            claiming |= 1 << j
    incompatible = {}
    steps = [budget]

    def banned_by(i):
        # Disjoint cells decide most pairs: only overlapping pairs and an
        # inverse against a rule built on Claimevens need the full table.
        ban = incompatible.get(i)
        if ban is None:
            rule = rules[i]
            check = 0
            for cell in bits(rule.cells):
                check |= using[cell]
            if rule.name in _INVERSES:
                check |= claiming
            elif rule.name in _CLAIMING and rule.lows:
                check |= inverses
            ban = 1 << i
            for j in bits(check & ~ban):
                j = j.bit_length() - 1
                if not compatible(rule, rules[j]):
                    ban |= 1 << j
            incompatible[i] = ban
        return ban

    def search(todo, banned, chosen):
        if not todo:
            return list(chosen)
        steps[0] -= 1
        if steps[0] < 0:
            return None
        hardest = fewest = None
        for g in bits(todo):
            usable = by_group[g] & ~banned
            if not usable:
                return None
            count = popcount(usable)
            if hardest is None or count < fewest:
                hardest, fewest = usable, count
                if count == 1:
                    break
        order = [b.bit_length() - 1 for b in bits(hardest)]
        order.sort(key=lambda i: -popcount(rules[i].solves & todo))
        for i in order:
            chosen.append(rules[i])
            found = search(todo & ~rules[i].solves, banned | banned_by(i), chosen)
            chosen.pop()
            if found is not None:
                return found
            if steps[0] < 0:
                return None
        return None

    if first is None:
        found = search(groups, 0, [])
    else:
        found = search(groups & ~rules[first].solves, banned_by(first), [rules[first]])
    return found, budget - steps[0]
