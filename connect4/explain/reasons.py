"""Why a move is a mistake: one sentence, computed from the position and the proof it hands the other side.

The quick reasons come first (a win missed, a threat left open, a disc
played under a threat); else the position after the move is explained for
the other side (:func:`connect4.explain.why.explain`) and the sentence says
what that proof rests on: two threats, an odd threat and the zugzwang, the
rule that now holds on the cell above.
"""

from connect4.bitboard import move_bit, play, possible, winning_cells
from connect4.explain import why as whymod
from connect4.explain.cells import TOP, name
from connect4.scores import moves_to_end

COLOURS = ("red", "yellow")


def _in_n(score_after, ply_after: int) -> str:
    if score_after is None or score_after <= 0:
        return ""
    n = moves_to_end(score_after, ply_after)
    return " in %d" % n if n > 1 else " at once"


def quick(current: int, mask: int, ply: int, col: int):
    """The tactical reason, if there is one: a win missed, a threat left open, a disc under a threat."""
    me, you = COLOURS[ply % 2], COLOURS[1 - ply % 2]
    cell = move_bit(mask, col)
    playable = possible(mask)
    mine = winning_cells(current, mask) & playable
    if mine and not cell & mine:
        return "It misses the win at %s: %s makes four there at once." % (name(mine & -mine), me)
    theirs_all = winning_cells(mask ^ current, mask)
    open_threat = theirs_all & playable & ~cell
    if open_threat:
        return "It leaves %s's threat at %s open: %s wins there at once." % (
            you, name(open_threat & -open_threat), you)
    if (cell << 1) & theirs_all:
        return "It plays under %s's threat at %s: %s wins there at once." % (you, name(cell << 1), you)
    return None


def reason(current: int, mask: int, ply: int, col: int, score_after=None, budget: int = 2000) -> str:
    """Why playing ``col`` here is a mistake, in one or two sentences.

    ``score_after``: the solver's exact score of the position after the move,
    for the side then to move (the other side), if known.
    """
    fast = quick(current, mask, ply, col)
    if fast:
        return fast
    you = COLOURS[1 - ply % 2]
    cell = move_bit(mask, col)
    nxt_current, nxt_mask = play(current, mask, col)
    why = whymod.explain(nxt_current, nxt_mask, ply + 1, score_after, budget=budget)
    claim = why["claim"]
    if claim is None or not claim.startswith(you):
        return ("It changes the result, but no short reason was found: the solver's score stands, and its "
                "best line shows how.")
    wins = claim.endswith("wins")
    if not wins and score_after is not None and score_after > 0:
        # The solver says the other side wins; the proof found shows less.
        head = "This lets %s win%s; the rules prove at least %s's draw" % (
            you, _in_n(score_after, ply + 1), you)
    else:
        head = "This lets %s %s%s" % (you, "win" if wins else "hold the draw",
                                       _in_n(score_after, ply + 1) if wins else "")
    detail = _detail(why, cell, you)
    return head + (": " + detail if detail else ".")


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


def reasons_for(current: int, mask: int, ply: int, scores: dict, budget: int = 1000) -> dict:
    """``{column: reason}`` for every column ``scores`` marks as worse than the best.

    ``scores``: ``{column: exact score of playing it, for the side to move}``.
    """
    if not scores:
        return {}
    best = max(scores.values())
    out = {}
    for col, score in scores.items():
        if (score > 0) != (best > 0) or (score >= 0) != (best >= 0):
            out[col] = reason(current, mask, ply, col, -score, budget=budget)
    return out
