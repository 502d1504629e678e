"""Playing an explanation: the explained side's move by the plan's own rules, never by the solver.

A plan (``why["plan"]``, made by :mod:`connect4.explain.why`) holds the
tree's answers (the position's key, ``current + mask``, to a column) and its
leaves (the position where a static proof starts, with its rules).  In a
leaf's position and after it, the move comes from the rules, in this order:

1. a four to make at once is made;
2. a threat of the other side's that it could take next move is stopped;
3. a rule's set of cells the other side must never own all of, once it owns
   all but one and that one can be played: the controller takes it (the
   answer on top of a Claimeven, the other cell of a Baseinverse...);
4. the other side just played in a rule's cells: the rule's own answer,
   found by playing out that rule's cells alone (:func:`local_answer`);
5. the answer on top of the other side's last move when no rule uses that
   cell;
6. else a cell no rule uses and not under a threat, then the rule cell
   whose loss costs least (the cell on top of the last move first).
"""

from connect4.bitboard import BOTTOM, CENTRE_ORDER, COLUMN_OF, can_play, move_bit, possible, winning_cells
from connect4.explain.cells import bits, column_of, parse


def position_key(current: int, mask: int) -> int:
    """The plan's key of a position (unique, as the solver's table uses it)."""
    return current + mask


def _cells(names: list) -> int:
    out = 0
    for n in names:
        out |= parse(n)
    return out


def local_answer(cells: int, pairs: list, theirs: int, mask: int):
    """The controller's answer inside one rule's cells, found by playing out those cells alone.

    The other side moves first after it; either side may also play elsewhere
    (pass).  The answer keeps the other side from owning all of any pair;
    ``None`` if no cell of the rule does.
    """
    safe = safe_cells(cells, pairs, theirs, mask)
    return column_of(safe & -safe) if safe else None


def safe_cells(cells: int, pairs: list, theirs: int, mask: int) -> int:
    """The rule's playable cells the controller may take now and still keep every pair from the other side."""
    memo = {}

    def playable(filled):
        out = 0
        for cell in bits(cells & ~filled):
            if cell & BOTTOM or (cell >> 1) & filled:
                out |= cell
        return out

    def safe(owned, filled, mover_is_other):
        key = (owned, filled, mover_is_other)
        if key in memo:
            return memo[key]
        if any(p & owned == p for p in pairs):
            result = False
        elif mover_is_other:
            result = all(safe(owned | c, filled | c, False) for c in bits(playable(filled)))
        else:
            options = [safe(owned, filled | c, True) for c in bits(playable(filled))]
            result = any(options) or safe(owned, filled, True) if options else True
        memo[key] = result
        return result

    owned, filled = theirs & cells, mask
    out = 0
    for cell in bits(playable(filled)):
        if safe(owned, filled | cell, True):
            out |= cell
    return out


def _top(mask: int, col: int) -> int:
    """The highest filled cell of column ``col`` (0 if it is empty)."""
    column = mask & COLUMN_OF[col]
    return 1 << (column.bit_length() - 1) if column else 0


def _leaf(plan: dict, current: int, mask: int, side_stones: int):
    """The latest leaf of the plan that the position has come from."""
    best = None
    for leaf in plan.get("leaves", ()):
        lmask, lmine = int(leaf["mask"]), int(leaf["mine"])
        later = best is None or leaf["ply"] > best["ply"]
        if lmask & mask == lmask and lmine & side_stones == lmine and later:
            best = leaf
    return best


def reply(current: int, mask: int, ply: int, why: dict, last=None):
    """The column the explained side plays by the plan, or ``None`` when the plan has nothing to say.

    ``current``/``mask``/``ply``: the position, the explained side to move;
    ``last``: the other side's last move (0-based column), if known.
    """
    plan = why.get("plan")
    side = {"red": 0, "yellow": 1}.get(why.get("side"))
    if not plan or side is None or ply % 2 != side:
        return None
    mine, theirs = current, mask ^ current
    playable = possible(mask)
    wins = winning_cells(mine, mask) & playable
    if wins:
        return column_of(wins & -wins)
    threats = winning_cells(theirs, mask) & playable
    if threats:
        return column_of(threats & -threats)
    col = plan.get("answers", {}).get(str(position_key(current, mask)))
    if col is not None:
        return col
    leaf = _leaf(plan, current, mask, mine)
    if leaf is None:
        return None
    return _by_rules(leaf, mine, theirs, mask, last)


def _by_rules(leaf: dict, mine: int, theirs: int, mask: int, last):
    playable = possible(mask)
    used = 0
    pairs = []
    for rule in leaf["rules"]:
        used |= _cells(rule["cells"])
        for pair in rule.get("pairs", ()):
            pairs.append(_cells(pair))
    closed = _cells(leaf.get("closed", ()))
    danger = winning_cells(theirs, mask)
    # 3. a set the other side would complete next: take its last cell.
    for pair in pairs:
        rest = pair & ~theirs
        if rest and not rest & (rest - 1) and rest & playable and not rest & mine:
            return column_of(rest)
    # 4. the other side just played in a rule's cells: the rule's own answer,
    # never a cell that breaks another rule sharing it.
    unsafe = 0  # rule cells whose rule would break if the controller took them now
    inverse_cells = 0
    safe_by_rule = []
    for rule in leaf["rules"]:
        rule_cells = _cells(rule["cells"])
        safe = safe_cells(rule_cells, [_cells(p) for p in rule.get("pairs", ())], theirs, mask)
        unsafe |= rule_cells & playable & ~safe
        if rule["rule"] in ("lowinverse", "highinverse"):
            inverse_cells |= rule_cells
        safe_by_rule.append((rule_cells, safe))
    taken = _top(mask, last) if last is not None else 0
    for rule_cells, safe in safe_by_rule:
        if taken & rule_cells and safe & ~unsafe:
            answer = safe & ~unsafe
            return column_of(answer & -answer)
    # 5. on top of the last move, where no rule needs that cell.
    if last is not None and can_play(mask, last):
        top = move_bit(mask, last)
        if not top & (used | closed) and not (top << 1) & danger:
            return last
    # 6. a cell no rule uses, not under a threat; else the rule cell whose
    # loss costs least (the lower cell of a Vertical or a Baseinverse's cell
    # still leaves the controller one of the two; a Claimeven's lower cell
    # last); the cell on top of the last move first among equals.
    ranked = []
    singles = 0
    for pair in pairs:
        if not pair & (pair - 1):
            singles |= pair
    for col in CENTRE_ORDER:
        if not can_play(mask, col):
            continue
        cell = move_bit(mask, col)
        if cell & closed:
            continue
        cost = 0 if not cell & used else (3 if (cell << 1) & singles else 1)
        if cell & inverse_cells:
            cost += 1  # an inverse forgives one such move of the controller's, not two
        if cell & unsafe:
            cost += 5
        if (cell << 1) & danger:
            cost += 10
        ranked.append((cost, col != last, CENTRE_ORDER.index(col), col))
    if ranked:
        return min(ranked)[3]
    for col in CENTRE_ORDER:
        if can_play(mask, col):
            return col
    return None
