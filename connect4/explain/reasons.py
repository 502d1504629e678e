"""Why a move is a mistake: a tactic, the proof it hands the other side, or best play proven at its end.

The quick reasons come first (a win missed, a threat left open, a disc
played under a threat: kind ``"tactic"``); else the position after the move
is explained for the other side (:func:`connect4.explain.why.explain`) and
the sentence says what that proof rests on: two threats, an odd threat and
the zugzwang, the rule that now holds on the cell above (``"rules"``); else,
given the solver's best line, what decides it with best play
(:mod:`connect4.explain.bestplay`, ``"line"``), and what the best column
would have kept.
"""

from connect4.bitboard import move_bit, play, possible, winning_cells
from connect4.explain import bestplay
from connect4.explain import why as whymod
from connect4.explain.cells import TOP, column_of, name
from connect4.scores import moves_to_end

COLOURS = ("red", "yellow")


def _in_n(score_after, ply_after: int) -> str:
    if score_after is None or score_after <= 0:
        return ""
    n = moves_to_end(score_after, ply_after)
    return " in %d" % n if n > 1 else " at once"


def quick(current: int, mask: int, ply: int, col: int):
    """The tactical reason, if there is one: a win missed, a threat left open, a disc under a threat."""
    found = _quick(current, mask, ply, col)
    return found[0] if found else None


def _quick(current: int, mask: int, ply: int, col: int):
    """``(text, the other side's winning cell or 0)`` of the tactical reason, else ``None``."""
    me, you = COLOURS[ply % 2], COLOURS[1 - ply % 2]
    cell = move_bit(mask, col)
    playable = possible(mask)
    mine = winning_cells(current, mask) & playable
    if mine and not cell & mine:
        return "It misses the win at %s: %s makes four there at once." % (name(mine & -mine), me), 0
    theirs_all = winning_cells(mask ^ current, mask)
    open_threat = theirs_all & playable & ~cell
    if open_threat:
        low = open_threat & -open_threat
        return "It leaves %s's threat at %s open: %s wins there at once." % (you, name(low), you), low
    if (cell << 1) & theirs_all:
        up = cell << 1
        return "It plays under %s's threat at %s: %s wins there at once." % (you, name(up), you), up
    return None


NO_REASON = ("It changes the result, but no short reason was found: the solver's score stands, and its "
             "best line shows how.")
#: The kinds of a reason: a tactic (a four at once), the rules' proof, a best line proven at its end, none.
KINDS = ("tactic", "rules", "line", "none")


def _tactic(ply: int, text: str, win: int) -> dict:
    """A quick reason as an object: a threat left open or played under is the other side's four at once."""
    if not win:  # a win missed: the claim is the solver's, not this reason's
        return {"text": text, "kind": "tactic", "claim": None, "line": [], "proof": [], "cells": []}
    return {"text": text, "kind": "tactic", "claim": "%s wins" % COLOURS[1 - ply % 2],
            "line": [column_of(win) + 1], "proof": [], "cells": [name(win)]}


def reason(current: int, mask: int, ply: int, col: int, score_after=None, budget: int = 2000) -> str:
    """Why playing ``col`` here is a mistake, in one or two sentences (:func:`reason_of`'s text)."""
    return reason_of(current, mask, ply, col, score_after, budget)["text"]


def reason_of(current: int, mask: int, ply: int, col: int, score_after=None, budget: int = 2000,
              line=None, best=None) -> dict:
    """Why playing ``col`` here is a mistake: ``{"text", "kind", "claim", "line", "proof", "cells"}``.

    ``score_after``: the solver's exact score of the position after the move,
    for the side then to move (the other side), if known; ``line``: the
    solver's best line from there (0-based columns, the other side's reply
    first), for the best-play account when the rules prove nothing; ``best``:
    ``(column, its exact score for the side to move, its best line after it)``
    for the contrast.  ``kind``: ``"tactic"`` (a four at once), ``"rules"``
    (a proof: static or a small tree), ``"line"`` (best play, proven at its
    end) or ``"none"``; ``claim`` about the position after the move;
    ``line`` 1-based, the play it rests on; ``proof`` the rules at its end;
    ``cells`` the deciding threat's cells.
    """
    return (proven(current, mask, ply, col, score_after, budget)
            or by_line(current, mask, ply, col, score_after, line, best))


def proven(current: int, mask: int, ply: int, col: int, score_after=None, budget: int = 2000):
    """:func:`reason_of`'s object when a tactic or the rules prove it, else ``None`` (no line needed)."""
    fast = _quick(current, mask, ply, col)
    if fast:
        return _tactic(ply, *fast)
    nxt_current, nxt_mask = play(current, mask, col)
    why = whymod.explain(nxt_current, nxt_mask, ply + 1, score_after, budget=budget)
    claim = why["claim"]
    if claim is not None and claim.startswith(COLOURS[1 - ply % 2]):
        return _by_rules(why, ply, move_bit(mask, col), score_after)
    return None


def by_line(current: int, mask: int, ply: int, col: int, score_after, line, best=None) -> dict:
    """:func:`reason_of`'s best-play object (``kind`` ``"line"``), or the one that says none was found."""
    out = None
    if line and score_after is not None and score_after >= 0:
        nxt_current, nxt_mask = play(current, mask, col)
        out = bestplay.account(nxt_current, nxt_mask, ply + 1, list(line), score_after)
    if out is None:
        return {"text": NO_REASON, "kind": "none", "claim": None, "line": [], "proof": [], "cells": []}
    text = out["text"]
    if best is not None:
        more = bestplay.contrast(current, mask, ply, best[0], list(best[2]), best[1])
        if more:
            text += " " + more
    return {"text": text, "kind": "line", "claim": out["claim"], "line": out["line"], "proof": out["proof"],
            "cells": out["cells"]}


def _by_rules(why: dict, ply: int, cell: int, score_after) -> dict:
    """The reason from the proof of the position after the move (the other side's)."""
    you = COLOURS[1 - ply % 2]
    claim = why["claim"]
    wins = claim.endswith("wins")
    if not wins and score_after is not None and score_after > 0:
        # The solver says the other side wins; the proof found shows less.
        head = "This lets %s win%s; the rules prove at least %s's draw" % (
            you, _in_n(score_after, ply + 1), you)
    else:
        head = "This lets %s %s%s" % (you, "win" if wins else "hold the draw",
                                       _in_n(score_after, ply + 1) if wins else "")
    detail = _detail(why, cell, you)
    # the branch whose end holds the rules given (why.explain's first with rules)
    branch = next((b for b in why["branches"] if b["rules"] == why["rules"]), None)
    return {"text": head + (": " + detail if detail else "."), "kind": "rules", "claim": claim,
            "line": [m + 1 for m in branch["moves"]] if branch else [], "proof": why["rules"],
            "cells": [why["threat"]] if why.get("threat") else []}


def _detail(why: dict, cell: int, you: str) -> str:
    """What the other side's proof rests on, said as the move's consequence."""
    branch = why["branches"][0] if why["branches"] else None
    above = None if cell & TOP else name(cell << 1)
    for rule in why["rules"]:
        if above and above in rule["cells"]:
            return "it gives up the cell above, %s: %s's %s on column %s now holds." % (
                above, you, rule["rule"], above[0])
    if why.get("threat"):
        return "%s's odd threat at %s wins the zugzwang." % (you, why["threat"])
    if branch is None:
        return ""
    text = branch["text"]
    return text[0].lower() + text[1:].rstrip(".") + "."


def reasons_for(current: int, mask: int, ply: int, scores: dict, budget: int = 1000, lines=None) -> dict:
    """``{column: reason_of's object}`` for every column ``scores`` marks as worse than the best.

    ``scores``: ``{column: exact score of playing it, for the side to move}``;
    ``lines``: ``{column: the best line after it}`` (0-based), for the
    best-play accounts and the best column's contrast.
    """
    if not scores:
        return {}
    top = max(scores.values())
    lines = lines or {}
    keep = [c for c, s in scores.items() if s == top]
    keep.sort(key=lambda c: abs(c - 3))
    best = (keep[0], top, lines[keep[0]]) if keep and keep[0] in lines else None
    out = {}
    for col, score in scores.items():
        if (score > 0) != (top > 0) or (score >= 0) != (top >= 0):
            out[col] = reason_of(current, mask, ply, col, -score, budget=budget, line=lines.get(col),
                                 best=best)
    return out
