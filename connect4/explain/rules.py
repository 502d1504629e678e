"""Allis's nine rules: every instance of each in a position, and the groups it refutes.

The *controller* is the side that will answer every move of the other side
(yellow with red to move; red when an odd threat hands it the zugzwang,
:mod:`connect4.explain.static`).  Each finder returns :class:`Rule`
instances over the cells the rules may use (``free``: the empty cells, less
any the caller keeps out) and the groups of the other side that each one
refutes, after L. V. Allis, *A Knowledge-based Approach of Connect-Four*
(1988), chapter 6.  Two choices the thesis leaves to the reader, named here:

- a Before's square is backed by a Claimeven on it (an even square), a
  Vertical on it and the square above (an even square), or a Vertical on
  the square below and it (an odd square): only true Claimevens and
  Verticals, so every part obeys its own rule's row condition;
- a Baseclaim's first and third squares may lie either side of the second.

Every instance also lists its *pairs*: the sets of cells the other side
must never own all of (one cell for a Claimeven's upper square, two for a
Baseinverse...).  :mod:`connect4.explain.strategy` plays a proof from them.
"""

from connect4.bitboard import BOARD_MASK, COLUMN_OF, popcount, possible
from connect4.explain.cells import (
    EVEN,
    ODD,
    TOP,
    above_in_column,
    bits,
    column_of,
    is_vertical,
    names,
    open_groups,
)

NAMES = ("claimeven", "baseinverse", "vertical", "aftereven", "lowinverse",
         "highinverse", "baseclaim", "before", "specialbefore")


class Rule:
    """One instance of a rule: its cells, the groups it refutes, its parts."""

    __slots__ = ("name", "cells", "solves", "pairs", "lows", "parts", "group", "grounded")

    def __init__(self, name: str, cells: int, pairs: tuple, lows: int = 0, parts: tuple = (),
                 group: int = 0):
        self.name = name
        #: Every cell the instance uses.
        self.cells = cells
        #: Bit i set: the instance refutes group i of the list it was found for.
        self.solves = 0
        #: Sets of cells (masks) the other side must never own all of.
        self.pairs = pairs
        #: The lower cells of the Claimevens it uses (a Low/Highinverse below them breaks them).
        self.lows = lows
        #: The Claimevens and Verticals an Aftereven or a Before is built on.
        self.parts = parts
        #: The controller's own group of an Aftereven, a Before or a Specialbefore.
        self.group = group
        #: A Lowinverse with both lower cells playable: nothing lies under it.
        self.grounded = False

    def __repr__(self):
        return "%s(%s)" % (self.name, " ".join(names(self.cells)))


def _claimeven(low: int) -> Rule:
    up = low << 1
    return Rule("claimeven", low | up, (up,), lows=low)


def _vertical(low: int) -> Rule:
    up = low << 1
    return Rule("vertical", low | up, (low | up,))


def claimevens(free: int) -> list:
    """Two empty cells one above the other, the upper on an even row."""
    return [_claimeven(up >> 1) for up in bits(free & EVEN & (free << 1))]


def verticals(free: int) -> list:
    """Two empty cells one above the other, the upper on an odd row (row 3 or 5)."""
    return [_vertical(up >> 1) for up in bits(free & ODD & (free << 1))]


def baseinverses(playable: int) -> list:
    """Two directly playable cells: the controller gets at least one."""
    cells = bits(playable)
    return [Rule("baseinverse", a | b, (a | b,)) for i, a in enumerate(cells) for b in cells[i + 1:]]


def afterevens(free: int, own_groups: list, empty_cells: int) -> list:
    """A group of the controller's that Claimevens alone complete."""
    claimable = free & EVEN & (free << 1)
    out = []
    for group in own_groups:
        empty = group & empty_cells
        if empty and empty & claimable == empty and not is_vertical(group):
            parts = tuple(_claimeven(up >> 1) for up in bits(empty))
            cells = 0
            for p in parts:
                cells |= p.cells
            out.append(Rule("aftereven", cells, tuple(p.pairs[0] for p in parts),
                            lows=empty >> 1, parts=parts, group=group))
    return out


def lowinverses(free: int, filled: int = 0) -> list:
    """Two Verticals in two columns: the controller also gets one of the two upper cells.

    ``grounded`` when the empty cells under its two lower cells are even in
    number (they pair up, each answered in the other column):
    :mod:`connect4.explain.combine` lets only those share a column with a Before.
    """
    vs = verticals(free)
    out = []
    for i, a in enumerate(vs):
        for b in vs[i + 1:]:
            if column_of(a.cells) != column_of(b.cells):
                ups = (a.cells & ODD) | (b.cells & ODD)
                lows = (a.cells | b.cells) & EVEN
                rule = Rule("lowinverse", a.cells | b.cells, a.pairs + b.pairs + (ups,), parts=(a, b))
                under = 0
                for low in bits(lows):
                    under += popcount(COLUMN_OF[column_of(low)] & (low - 1) & ~filled)
                rule.grounded = under % 2 == 0
                out.append(rule)
    return out


def highinverses(free: int, playable: int) -> list:
    """Two columns of three empty cells, the lowest on an even row."""
    lows = bits(free & EVEN & (free >> 1) & (free >> 2))
    out = []
    for i, a in enumerate(lows):
        for b in lows[i + 1:]:
            if column_of(a) == column_of(b):
                continue
            am, au, bm, bu = a << 1, a << 2, b << 1, b << 2
            pairs = [au | bu, am | bm, am | au, bm | bu]
            if a & playable:
                pairs.append(a | bu)
            if b & playable:
                pairs.append(b | au)
            out.append(Rule("highinverse", a | am | au | b | bm | bu, tuple(pairs)))
    return out


def baseclaims(free: int, playable: int) -> list:
    """Three directly playable cells, the middle one odd with an empty even cell above it."""
    cells = bits(playable)
    out = []
    for second in cells:
        if not second & ODD or not (second << 1) & free:
            continue
        others = [c for c in cells if c != second]
        for first in others:
            for third in others:
                if third != first:
                    above = second << 1
                    out.append(Rule("baseclaim", first | second | third | above,
                                    (first | above, second | third), lows=second))
    return out


def _backings(cell: int, free: int) -> list:
    """The Claimevens and Verticals a Before may put on one of its empty cells."""
    out = []
    if cell & EVEN and (cell >> 1) & free:
        out.append(_claimeven(cell >> 1))
    if cell & EVEN and (cell << 1) & free:
        out.append(_vertical(cell))
    if cell & ODD and (cell >> 1) & free & EVEN:
        out.append(_vertical(cell >> 1))
    return out


def befores(free: int, own_groups: list, empty_cells: int, limit: int = 16) -> list:
    """A group of the controller's, each empty cell backed by a Claimeven or a Vertical.

    ``limit`` bounds the variants per group (each cell has up to two backings).
    """
    out = []
    for group in own_groups:
        empty = group & empty_cells
        if not empty or empty & ~free or empty & TOP or is_vertical(group):
            continue
        choices = [_backings(c, free) for c in bits(empty)]
        if not all(choices):
            continue
        variants = [()]
        for options in choices:
            variants = [v + (o,) for v in variants for o in options][:limit]
        for parts in variants:
            if not any(p.name == "vertical" for p in parts):
                continue  # Claimevens alone: an Aftereven says it better
            cells = lows = 0
            for p in parts:
                cells |= p.cells
                lows |= p.lows
            out.append(Rule("before", cells, tuple(p.pairs[0] for p in parts), lows=lows,
                            parts=parts, group=group))
    return out


def specialbefores(befores_found: list, playable: int) -> list:
    """A Before whose playable even cell swaps its Vertical for a Baseinverse with another playable cell."""
    out = []
    for before in befores_found:
        empty = before.group & before.cells
        for part in before.parts:
            inner = part.cells & empty & playable
            if part.name != "vertical" or not inner or part.cells & ODD & empty:
                continue
            rest = tuple(p for p in before.parts if p is not part)
            for outer in bits(playable & ~before.cells):
                cells = outer | inner
                lows = 0
                for p in rest:
                    cells |= p.cells
                    lows |= p.lows
                rule = Rule("specialbefore", cells, tuple(p.pairs[0] for p in rest) + (inner | outer,),
                            lows=lows, parts=rest + (Rule("baseinverse", inner | outer, (inner | outer,)),),
                            group=before.group)
                out.append(rule)
    return out


def _both(gw: dict, need: int) -> int:
    """The groups (bits) that contain every cell of ``need``."""
    out = -1
    for cell in bits(need):
        out &= gw.get(cell, 0)
        if not out:
            return 0
    return out


def _any_above(gw: dict, cell: int) -> int:
    out = 0
    for c in bits(above_in_column(cell)):
        out |= gw.get(c, 0)
    return out


def solved_by(rule: Rule, gw: dict) -> int:
    """The groups ``rule`` refutes (Allis's "solutions"), as bits over the group list.

    ``gw`` maps each empty cell to the groups (bits) that contain it.
    """
    name = rule.name
    if name == "claimeven":
        return gw.get(rule.pairs[0], 0)
    if name in ("baseinverse", "vertical", "lowinverse", "highinverse", "baseclaim"):
        out = 0
        for pair in rule.pairs:
            out |= _both(gw, pair)
        return out
    out = 0
    for part in rule.parts:
        out |= solved_by(part, gw)
    empty = rule.group & rule.cells
    if name == "aftereven":
        # A cell above the Aftereven's in every one of its columns: the
        # controller completes its own group before the other side can.
        above = -1
        for up in bits(empty):
            above &= _any_above(gw, up)
        return out | above
    need = 0
    for cell in bits(empty):
        need |= cell << 1
    if name == "specialbefore":
        # The other playable cell too: its Baseinverse takes the place of a Vertical.
        need |= rule.parts[-1].cells & ~rule.group
    return out | _both(gw, need)


def all_rules(mine: int, theirs: int, mask: int, groups: list, free: int = None,
              skip: tuple = ()) -> list:
    """Every instance that refutes at least one of ``groups`` (the other side's open groups).

    ``mine``: the controller's discs; ``theirs``: the other side's; ``free``:
    the cells the rules may use (default: every empty cell).  ``skip`` names
    rules to leave out (the benchmark's ablations).
    """
    empty = ~mask & BOARD_MASK
    if free is None:
        free = empty
    free &= empty
    playable = possible(mask) & free
    own = open_groups(theirs)
    found = claimevens(free) + baseinverses(playable) + verticals(free) + afterevens(free, own, empty)
    found += lowinverses(free, mask) + highinverses(free, playable) + baseclaims(free, playable)
    bef = befores(free, own, empty)
    found += bef + specialbefores(bef, playable)
    gw = {}
    for i, group in enumerate(groups):
        for cell in bits(group & empty):
            gw[cell] = gw.get(cell, 0) | 1 << i
    out = []
    seen = set()
    for rule in found:
        if rule.name in skip:
            continue
        solves = solved_by(rule, gw)
        if rule.parts:
            # Allis keeps a compound rule only where it refutes more than its parts do.
            parts = 0
            for part in rule.parts:
                parts |= solved_by(part, gw)
            if not solves & ~parts:
                continue
        key = (rule.name, rule.cells, solves)
        if solves and key not in seen:
            seen.add(key)
            rule.solves = solves
            out.append(rule)
    return out

