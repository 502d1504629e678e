"""The best-play reason: the solver's best line after a move, followed until the rules prove its end.

Where no proof of every reply is within reach (the opening, the middle
game), the solver still knows best play exactly.  :func:`line_end` walks the
best line (both sides keep the exact score) and finds the earliest position
of it, counted from the end back, that is proven without a search: a four
to make at once, two threats the other side cannot both stop, a static
proof (:mod:`connect4.explain.static`: an odd threat with the zugzwang, an
Aftereven's even threat, the rules that hold the draw), a side left with no
four to make, a full board.  :func:`account` says what decides it and when,
labelled as best play: it is not a proof of every reply.

The walk runs backwards from the line's last position (proofs are cheap
late in a game and rare early), and stops after :data:`MISSES` positions in
a row where the other side is to move and nothing is proven; it is bounded
by ``budget`` steps of the rules' search, shared with :mod:`connect4.explain.tree`.
Pure int arithmetic and no solver: the caller brings the line
(:func:`connect4.solver.line.best_line_steps`).
"""

from connect4.bitboard import BOARD_MASK, has_four, play
from connect4.explain import rules, static, tree
from connect4.explain.cells import name, names, open_groups
from connect4.explain.combine import compatible
from connect4.explain.words import joined

COLOURS = ("red", "yellow")
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven")
#: Steps of the rules' search one line's walk may spend (a failed static proof costs up to 600).
BUDGET = 3000
#: Positions in a row (the other side to move) with nothing proven before the walk stops: any
#: proven position of a best line will do, and a proof can come back a move or two earlier.
MISSES = 2


class End:
    """Where a best line is proven: the plies of the line played to get there and the leaf found."""

    __slots__ = ("plies", "node", "current", "mask", "ply")

    def __init__(self, plies: int, node, current: int, mask: int, ply: int):
        #: How many moves of the line lead to the proven position.
        self.plies = plies
        #: The leaf (:class:`connect4.explain.tree.Node`): its kind, its proof or threat cells.
        self.node = node
        self.current, self.mask, self.ply = current, mask, ply


def positions(current: int, mask: int, line: list) -> list:
    """``[(current, mask)]`` of the line's positions, the start first (one more than its moves)."""
    out = [(current, mask)]
    for col in line:
        current, mask = play(current, mask, col)
        out.append((current, mask))
        if has_four(mask ^ current) or mask & BOARD_MASK == BOARD_MASK:
            break
    return out


def leaf_at(current: int, mask: int, ply: int, side: int, want_win: bool, meter: list):
    """The proven leaf of this position for ``side``'s claim, else ``None``."""
    if has_four(mask ^ current):
        return tree.Node(None, tree.FOUR) if (ply - 1) % 2 == side else None
    node = tree.prove_tree(current, mask, ply, side, want_win, max_plies=0, meter=meter)
    if node is None and want_win and side == 1 and ply % 2 == 0:
        # A draw held by the zugzwang plus an even threat its Claimevens hand
        # over is a win: static keeps an Aftereven only where it refutes more.
        held = tree.prove_tree(current, mask, ply, side, False, max_plies=0, meter=meter)
        if held is not None and held.kind == tree.RULES and held.proof.kind == "zugzwang":
            proof = even_threat_win(held.proof, current, mask)
            if proof is not None:
                node = tree.Node(None, tree.RULES, proof=proof)
    return node


def even_threat_win(proof, current: int, mask: int):
    """Red to move, ``proof`` yellow's draw by the zugzwang: the same proof with an Aftereven
    whose Claimevens complete a yellow four (yellow wins), else ``None``."""
    red = current
    empty = ~mask & BOARD_MASK
    used = 0
    for rule in proof.rules:
        used |= rule.cells
    claimed = 0  # the upper cells of the proof's own Claimevens
    for rule in proof.rules:
        if rule.name == "claimeven":
            claimed |= rule.pairs[0]
    free = empty & ~(used & ~claimed & ~(claimed >> 1))
    for after in rules.afterevens(free, open_groups(red), empty):
        extra = [p for p in after.parts if not p.pairs[0] & claimed]
        if all(not p.cells & used and all(compatible(p, r) for r in proof.rules) for p in extra):
            return static.Proof(static.YELLOW_WINS, list(proof.rules) + [after], "zugzwang",
                                groups=proof.groups)
    return None


def line_end(current: int, mask: int, ply: int, line: list, side: int, want_win: bool,
             budget: int = BUDGET):
    """The earliest proven :class:`End` of ``line`` the walk reaches for ``side``'s claim, or ``None``.

    ``line``: 0-based columns from this position, best play for both sides.
    """
    seq = positions(current, mask, line)
    meter = [budget]
    found = None
    misses = 0
    for i in range(len(seq) - 1, -1, -1):
        cur, msk = seq[i]
        node = leaf_at(cur, msk, ply + i, side, want_win, meter)
        if node is not None:
            found = End(i, node, cur, msk, ply + i)
            misses = 0
        elif (ply + i) % 2 != side:
            misses += 1  # the other side to move and nothing proven
        if meter[0] <= 0 or misses > MISSES:
            break  # proofs thin out towards the start: the tail ends here
    return found


def _kinds(rules: list) -> str:
    """``"Claimevens and a Baseinverse"``: a proof's rules by kind, the most used first."""
    counts = {}
    for rule in rules:
        counts[rule.name] = counts.get(rule.name, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    return joined([("%ss" % k.capitalize()) if n > 1 else "a %s" % k.capitalize() for k, n in ranked])


def even_cells(proof, mask: int) -> int:
    """The empty cells of the group of an Aftereven in ``proof``: the even threat(s) that win."""
    for rule in proof.rules:
        if rule.name == "aftereven":
            return rule.group & ~mask & BOARD_MASK
    return 0


def deciding_cells(end: End) -> int:
    """The cells to mark: the winning threat(s) at the line's end (0 for rules that hold a draw)."""
    node = end.node
    if node.kind == tree.RULES:
        proof = node.proof
        return proof.threat or even_cells(proof, end.mask)
    return node.cells


def phrases(end: End, side: int) -> tuple:
    """``(account, short)``: what decides the game, for ``side``, said two ways.

    ``account`` follows "With best play ", ``short`` follows "your" (the contrast).
    """
    me, you = COLOURS[side], COLOURS[1 - side]
    node, n = end.node, end.ply
    kind = node.kind
    if kind == tree.FOUR:
        return "%s makes four with move %d" % (me, n), "four at move %d decides" % n
    if kind == tree.WIN_NOW:
        cell = name(node.cells)
        return "%s makes four at %s with move %d" % (me, cell, n + 1), "four at %s decides" % cell
    if kind == tree.TWO_THREATS:
        listed = names(node.cells)
        count = NUMBERS[len(listed)] if len(listed) < len(NUMBERS) else str(len(listed))
        cells = joined(listed)
        return ("%s gets %s threats, %s, by move %d, and %s can stop only one" % (me, count, cells, n, you),
                "%s threats at %s decide" % (count, cells))
    if kind == tree.FULL:
        return "the board fills with no four: a draw", "draw holds to the last cell"
    proof = node.proof
    if proof.kind == "no groups":
        return ("%s has no four left to make by move %d: every line holds a %s disc" % (you, n, me),
                "discs leave %s no four to make" % you)
    if proof.kind == "odd threat":
        cell = name(proof.threat)
        return ("%s gets an odd threat at %s by move %d, and %s runs out of safe moves before %s does" % (
            me, cell, n, you, me), "odd threat at %s decides" % cell)
    cells = even_cells(proof, end.mask)
    if cells and not cells & (cells - 1):
        cell = name(cells)
        return ("%s gets an even threat at %s by move %d, and %s runs out of safe moves before %s does" % (
            me, cell, n, you, me), "even threat at %s decides" % cell)
    if cells:
        listed = joined(names(cells))
        return ("%s needs only the even cells %s for a four by move %d, and %s runs out of safe moves "
                "before %s does" % (me, listed, n, you, me), "even cells %s decide" % listed)
    return ("%s holds the zugzwang from move %d: %s refute every four %s can still make" % (
        me, n, _kinds(proof.rules), you), "%s hold the zugzwang" % _kinds(proof.rules))


def claim_of(ply: int, score: int) -> tuple:
    """``(side, want_win, claim)`` of the exact ``score`` of the side to move (the winner's, or its draw)."""
    side = ply % 2 if score >= 0 else 1 - ply % 2
    return side, score != 0, "%s %s" % (COLOURS[side], "wins" if score else "draws at least")


def account(current: int, mask: int, ply: int, line: list, score: int, budget: int = BUDGET):
    """The best-play account of this position, whose exact score (side to move's) is ``score``.

    ``line``: the best line from here (0-based columns, the side to move first).
    Returns ``{"text", "claim", "line", "proof", "cells", "end"}`` (``text``
    one sentence, ``claim`` the winner's or the draw's, ``line`` 1-based up
    to the proven position, ``end`` its plies, ``proof`` the rules there,
    ``cells`` the deciding threat) or ``None`` when nothing on the line is
    proven within ``budget``.
    """
    side, want_win, claim = claim_of(ply, score)
    end = line_end(current, mask, ply, line, side, want_win, budget)
    if end is None:
        return None
    said, _ = phrases(end, side)
    node = end.node
    rules = node.proof.rules if node.kind == tree.RULES else []
    text = "With best play %s." % said
    return {"text": text, "claim": claim, "line": [c + 1 for c in line[:end.plies]],
            "proof": [{"rule": r.name, "cells": names(r.cells)} for r in rules],
            "cells": names(deciding_cells(end)), "end": end.plies}


def contrast(current: int, mask: int, ply: int, col: int, line: list, score: int,
             budget: int = BUDGET):
    """What ``col`` would have kept for the side to move (``score``: its exact score, its line after it).

    ``"d instead keeps your win: your odd threat at d3 decides."``, or ``None``.
    """
    after = play(current, mask, col)
    if score < 0 or has_four(after[1] ^ after[0]):
        return None
    side, want_win, _ = claim_of(ply, score)
    end = line_end(after[0], after[1], ply + 1, line, side, want_win, budget)
    if end is None:
        return None
    _, short = phrases(end, side)
    letter = "Playing " + "abcdefg"[col]
    what = "win" if want_win else "draw"
    if short.startswith(("draw holds", "discs leave")):
        return "%s instead keeps your draw: your %s." % (letter, short)
    return "%s instead keeps your %s: your %s." % (letter, what, short)


def as_why(why: dict, got: dict) -> dict:
    """``why`` (:func:`connect4.explain.why.explain`'s, with no claim) with the best-play account ``got``:
    its text, one line to step (the best line, its rules and its deciding threat at the end) and
    ``"bestplay"``, the account's claim.  ``claim`` stays ``None``: there is no plan to play out."""
    out = dict(why)
    who, rest = got["claim"].split(" ", 1)
    result = "wins" if rest == "wins" else "holds the draw"
    out["bestplay"] = got["claim"]
    out["text"] = ["%s %s with best play. No proof of every reply was found: this is the solver's best "
                   "line, proven where it ends." % (who.capitalize(), result), got["text"]]
    out["branches"] = [{"moves": [c - 1 for c in got["line"]], "text": got["text"], "rules": got["proof"],
                        "cells": got["cells"], "threat": got["cells"][0] if len(got["cells"]) == 1 else None,
                        "bestplay": True}]
    out["rules"] = got["proof"]
    return out
