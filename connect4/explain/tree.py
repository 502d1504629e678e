"""Proof trees: the explained side's moves and every answer of the other side, down to proven leaves.

Where the rules prove nothing in the position itself, a small tree can:
"whatever red plays, yellow answers there, and then the rules prove the
draw".  A leaf is a four just made, a four to make at once, two threats the
other side cannot both stop, a full board, or a static proof
(:mod:`connect4.explain.static`).  The bound is one a person can read:
at most ``MAX_PLIES`` moves deep (four: two of each side) and ``MAX_LEAVES``
leaves that need words (replies that lose at once are said together, in one
line per position, and do not count).  A search that needs more says no
explanation was found; the solver's score stands.
"""

from connect4.bitboard import (
    BOARD_MASK,
    CENTRE_ORDER,
    can_play,
    has_four,
    move_bit,
    play,
    possible,
    winning_cells,
)
from connect4.explain import static

MAX_PLIES = 6
MAX_LEAVES = 12

FOUR = "four"
WIN_NOW = "win now"
TWO_THREATS = "two threats"
FULL = "full"
RULES = "rules"
ANSWER = "answer"
REPLIES = "replies"
WIN_KINDS = (FOUR, WIN_NOW, TWO_THREATS)


class Node:
    """One position of a proof tree, reached by ``move`` (0-based column; ``None`` at the root)."""

    __slots__ = ("move", "kind", "proof", "children", "cells")

    def __init__(self, move, kind: str, proof=None, children=(), cells: int = 0):
        self.move = move
        #: A leaf's kind (``FOUR``, ``WIN_NOW``, ``TWO_THREATS``, ``FULL``, ``RULES``),
        #: ``ANSWER`` (the explained side's move follows) or ``REPLIES`` (every reply follows).
        self.kind = kind
        #: The static proof of a ``RULES`` leaf.
        self.proof = proof
        self.children = list(children)
        #: The threat cells of a tactical leaf.
        self.cells = cells

    def leaves(self) -> int:
        """Leaves that need words: replies that lose at once are not counted."""
        if not self.children:
            return 0 if self.kind == WIN_NOW else 1
        return sum(c.leaves() for c in self.children)

    def depth(self) -> int:
        """The tree's height in moves."""
        return 1 + max((c.depth() for c in self.children), default=0) if self.children else 0


def _wins(stones: int, mask: int) -> int:
    return winning_cells(stones, mask) & possible(mask)


def _is_win(proof) -> bool:
    return proof is not None and proof.claim in (static.RED_WINS, static.YELLOW_WINS)


class _Search:
    def __init__(self, side: int, want_win: bool, budget: int, order=None, steps: int = 600):
        self.side = side
        self.want_win = want_win
        self.budget = budget
        self.order = order
        self.steps = steps
        self.memo = {}
        #: Static proofs by position: kept across the deepening passes, which
        #: meet the same leaves again.
        self.leaves = {}

    def leaf(self, current, mask, ply):
        """A proven leaf here, ``False`` if the explained side has lost here, else ``None``."""
        mover = ply % 2
        me, other = (current, mask ^ current) if mover == self.side else (mask ^ current, current)
        if has_four(other):
            return False
        if has_four(me):
            return Node(None, FOUR)
        if mask & BOARD_MASK == BOARD_MASK:
            return False if self.want_win else Node(None, FULL)
        mine, theirs = _wins(me, mask), _wins(other, mask)
        if mover == self.side:
            if mine:
                return Node(None, WIN_NOW, cells=mine & -mine)
        else:
            if theirs:
                return None
            stacked = winning_cells(me, mask) & (mine << 1)
            if mine & (mine - 1) or stacked:
                return Node(None, TWO_THREATS, cells=mine | stacked)
        if mover == self.side:
            return None
        key = (current, mask)
        if key in self.leaves:
            proof = self.leaves[key]
        else:
            spent = [0]
            proof = static.prove(current, mask, ply, budget=min(self.steps, max(self.budget, 1)),
                                 want_win=self.want_win, spent=spent)
            self.budget -= spent[0]
            self.leaves[key] = proof
        if proof is None or proof.side != self.side:
            return None
        if self.want_win and not _is_win(proof):
            return None
        return Node(None, RULES, proof=proof)

    def moves(self, current, mask, ply, last=None):
        ranked = self.order(current, mask, ply) if self.order else CENTRE_ORDER
        cols = [c for c in ranked if can_play(mask, c)]
        if self.order:
            return cols
        theirs = _wins(mask ^ current, mask)
        if theirs:  # a threat to stop: the only move that does not lose at once
            return [c for c in cols if move_bit(mask, c) & theirs]
        mine = winning_cells(current, mask)
        # Moves that do not play under the other side's threat; those making
        # threats first, then the answer on top of the last move (the zugzwang's
        # follow-up), then the centre.
        safe = [c for c in cols if not (move_bit(mask, c) << 1) & winning_cells(mask ^ current, mask)]
        return sorted(safe, key=lambda c: (-bool(winning_cells(current | move_bit(mask, c), mask) & ~mine),
                                           c != last))

    def prove(self, current, mask, ply, plies, last=None):
        key = (current, mask, plies)
        if key in self.memo:
            return self.memo[key]
        found = self.leaf(current, mask, ply)
        if found is None and plies > 0 and self.budget > 0:
            found = self.expand(current, mask, ply, plies, last)
        found = found or None
        self.memo[key] = found
        return found

    def expand(self, current, mask, ply, plies, last):
        if ply % 2 == self.side:
            for col in self.moves(current, mask, ply, last):
                nxt = play(current, mask, col)
                child = self.prove(nxt[0], nxt[1], ply + 1, plies - 1)
                if child is not None:
                    child = _copy(child)
                    child.move = col
                    return Node(None, ANSWER, children=[child])
                if self.budget <= 0:
                    return None
            return None
        children = []
        for col in CENTRE_ORDER:
            if not can_play(mask, col):
                continue
            nxt = play(current, mask, col)
            child = self.prove(nxt[0], nxt[1], ply + 1, plies - 1, col)
            if child is None:
                return None
            child = _copy(child)
            child.move = col
            children.append(child)
        node = Node(None, REPLIES, children=children)
        return node if node.leaves() <= MAX_LEAVES else None


def _copy(node: Node) -> Node:
    # A memoised subtree can hang under two parents with different moves.
    return Node(node.move, node.kind, node.proof, node.children, node.cells)


def prove_tree(current: int, mask: int, ply: int, side: int, want_win: bool,
               budget: int = 4000, order=None, max_plies: int = MAX_PLIES, meter=None):
    """The smallest tree (by depth) that proves ``side`` wins (``want_win``) or draws at least.

    ``budget`` bounds the work in steps of the rules' search (a static
    proof costs its search's steps and a step for every four instances found);
    ``meter``: a one-item list holding the budget left, shared by several trees;
    ``meter``: a one-item list holding the budget left, shared by several trees; ``order(current, mask, ply)``
    may give the explained side's moves best first (the solver's line).
    """
    search = _Search(side, want_win, meter[0] if meter else budget, order)
    found = None
    for plies in range(max_plies + 1):
        search.memo = {}
        found = search.prove(current, mask, ply, plies)
        if found is not None or search.budget <= 0:
            break
    if meter:
        meter[0] = search.budget
    return found
