"""The static proofs: a result the rules prove in the position itself, with no search.

- **Yellow holds the draw by the zugzwang** (red to move): a set of
  compatible rule instances of yellow's refutes every group red still has.
- **Red wins with an odd threat** (yellow to move): red has an empty cell
  on an odd row that completes a red group, with the cell below it empty.
  Nobody plays under it: yellow would hand red the four, red keeps out.
  The column stops two cells below the threat, so the cells left are even
  in number with yellow to move, and red answers every move (Allis, 4.3).
  If red's instances on those cells refute every yellow group that does not
  need the threat's cell or a cell above it, yellow runs out of moves and
  must play under the threat.
- **Nothing left to make**: the other side has no open group at all.
"""

from connect4.bitboard import BOARD_MASK, popcount, possible, winning_cells
from connect4.explain.cells import ODD, above_in_column, bits, column_of, open_groups
from connect4.explain.combine import choose
from connect4.explain.rules import all_rules

YELLOW_DRAWS = "yellow draws at least"
RED_DRAWS = "red draws at least"
RED_WINS = "red wins"
YELLOW_WINS = "yellow wins"
#: Afterevens tried, most useful first, when a win is wanted (each a search of its own).
MAX_AFTEREVENS = 6


class Proof:
    """What a static proof shows: the claim, the rules it uses, the threat it rests on."""

    __slots__ = ("claim", "rules", "threat", "kind", "groups", "side")

    def __init__(self, claim: str, rules: list, kind: str, threat: int = 0, groups: int = 0):
        self.claim = claim
        #: The rule instances played together.
        self.rules = rules
        #: ``"zugzwang"``, ``"odd threat"`` or ``"no groups"``.
        self.kind = kind
        #: Red's odd threat (a one-bit cell) for ``"odd threat"``, else 0.
        self.threat = threat
        #: How many groups of the other side the rules refute.
        self.groups = groups
        #: The side the claim is for: 0 red, 1 yellow.
        self.side = 0 if claim.startswith("red") else 1


def stones(current: int, mask: int, ply: int):
    """``(red, yellow)``: each side's discs."""
    other = mask ^ current
    return (current, other) if ply % 2 == 0 else (other, current)


def nothing_left(current: int, mask: int, ply: int, side: int) -> bool:
    """True if the other side of ``side`` (0 red, 1 yellow) has no open group left."""
    mine = stones(current, mask, ply)[side]
    return not open_groups(mine)


def _charge(spent, rules: list) -> None:
    # Finding the instances costs about a search step for every four of them.
    if spent is not None:
        spent[0] += 5 + len(rules) // 4


def yellow_by_zugzwang(current: int, mask: int, ply: int, budget: int = 4000, skip=(), want_win=False,
                       spent=None):
    """Red to move: yellow's rules refute every red group, or ``None``.

    With an Aftereven among them yellow wins: its Claimevens complete a
    yellow four by the time the board fills, and red has none left to make.
    ``want_win`` looks only for such a set (each Aftereven tried first).
    """
    if ply % 2:
        return None
    red, yellow = stones(current, mask, ply)
    groups = [g for g in open_groups(yellow) if g & ~mask]
    rules = all_rules(yellow, red, mask, groups, skip=skip)
    _charge(spent, rules)
    every = (1 << len(groups)) - 1
    if want_win:
        afterevens = [i for i, r in enumerate(rules) if r.name == "aftereven"]
        afterevens.sort(key=lambda i: -popcount(rules[i].solves))
        for i in afterevens[:MAX_AFTEREVENS]:
            chosen = choose(rules, every, budget // 4, first=i, spent=spent)
            if chosen is not None:
                return Proof(YELLOW_WINS, chosen, "zugzwang", groups=len(groups))
        return None
    chosen = choose(rules, every, budget, spent=spent)
    if chosen is None:
        return None
    wins = any(r.name == "aftereven" for r in chosen)
    return Proof(YELLOW_WINS if wins else YELLOW_DRAWS, chosen, "zugzwang", groups=len(groups))


def odd_threats(current: int, mask: int, ply: int) -> list:
    """Red's odd threats that nobody can play yet, the lowest of each column."""
    red = stones(current, mask, ply)[0]
    cells = winning_cells(red, mask) & ODD & ~possible(mask) & BOARD_MASK
    out = []
    seen = set()
    for cell in bits(cells):
        col = column_of(cell)
        if col not in seen:
            seen.add(col)
            out.append(cell)
    return out


def red_by_odd_threat(current: int, mask: int, ply: int, budget: int = 4000, skip=(), spent=None):
    """Yellow to move: an odd threat of red's and red's rules prove red's win, or ``None``."""
    if ply % 2 == 0:
        return None
    red, yellow = stones(current, mask, ply)
    for threat in odd_threats(current, mask, ply):
        closed = (threat >> 1) | threat | above_in_column(threat)
        free = ~mask & BOARD_MASK & ~closed
        groups = [g for g in open_groups(red) if g & ~mask and not g & (threat | above_in_column(threat))]
        rules = all_rules(red, yellow, mask, groups, free=free, skip=skip)
        _charge(spent, rules)
        chosen = choose(rules, (1 << len(groups)) - 1, budget, spent=spent)
        if chosen is not None:
            return Proof(RED_WINS, chosen, "odd threat", threat=threat, groups=len(groups))
    return None


def prove(current: int, mask: int, ply: int, budget: int = 4000, skip=(), want_win: bool = False,
          spent=None):
    """The static proof for the side not to move, if there is one (tried cheapest first)."""
    mover = ply % 2
    if not want_win and nothing_left(current, mask, ply, 1 - mover):
        # The side to move has nothing left to make: the other side cannot lose.
        return Proof(RED_DRAWS if mover else YELLOW_DRAWS, [], "no groups")
    if mover == 0:
        return yellow_by_zugzwang(current, mask, ply, budget, skip, want_win, spent)
    return red_by_odd_threat(current, mask, ply, budget, skip, spent)
