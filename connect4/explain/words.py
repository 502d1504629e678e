"""The explanation in a player's words: one sentence per rule, per proof, per branch of a tree.

Every sentence is built from the proof's own cells and groups, never
canned: a sentence names the cells a rule uses and what the controller does
with them.  Cells are written as the threats write them (``d3``: column
letter, row from the bottom).
"""

from connect4.explain import tree
from connect4.explain.cells import ODD, bits, name, names

COLOURS = ("red", "yellow")


def _span(group: int) -> str:
    cells = names(group)
    return "%s-%s" % (cells[0], cells[-1])


def joined(items: list, word: str = "and") -> str:
    """``"c3, d4 and e3"``: names in a sentence."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " " + word + " " + items[-1]


def rule_sentence(rule, side: int) -> str:
    """What the controller ``side`` (0 red, 1 yellow) does with one rule instance, and what it refutes."""
    me, you = COLOURS[side], COLOURS[1 - side]
    kind = rule.name
    if kind == "claimeven":
        low, up = bits(rule.cells)
        return "Claimeven %s-%s: when %s plays %s, %s answers on top, so %s gets %s." % (
            name(low), name(up), you, name(low), me, me, name(up))
    if kind == "baseinverse":
        a, b = names(rule.cells)
        return "Baseinverse %s and %s: both can be played now; when %s takes one, %s takes the other." % (
            a, b, you, me)
    if kind == "vertical":
        low, up = names(rule.cells)
        return "Vertical %s-%s: %s gets one of the two, so %s never has both." % (low, up, me, you)
    if kind == "lowinverse":
        a, b = rule.parts
        ups = names((a.cells | b.cells) & ODD)
        return "Lowinverse %s and %s: %s gets one cell of each pair and one of %s." % (
            "-".join(names(a.cells)), "-".join(names(b.cells)), me, joined(ups))
    if kind == "highinverse":
        cols = {}
        for cell in bits(rule.cells):
            cols.setdefault(name(cell)[0], []).append(name(cell))
        a, b = sorted(cols.values())
        return ("Highinverse %s-%s and %s-%s: %s gets one of the two top cells, one of the two middle "
                "ones and one of the top two of each column." % (a[0], a[-1], b[0], b[-1], me))
    if kind == "baseclaim":
        second = rule.lows
        first, third = [c for c in bits(rule.cells & ~second & ~(second << 1))]
        return ("Baseclaim %s, %s and %s: when %s plays %s or %s, %s answers %s; when %s plays %s, %s "
                "takes the other (the Claimeven %s-%s does the rest)." % (
                    name(first), name(second), name(third), you, name(first), name(third), me,
                    name(second), you, name(second), me, name(second), name(second << 1)))
    parts = joined(["%s %s" % (p.name.capitalize(), "-".join(names(p.cells))) for p in rule.parts])
    if kind == "aftereven":
        return ("Aftereven %s: %s's four comes through its Claimevens (%s), so every %s four that needs "
                "the cells above it comes too late." % (_span(rule.group), me, parts, you))
    if kind == "before":
        return ("Before %s: with %s, %s either finishes %s first or takes a cell above it, so %s's "
                "fours over those cells never come." % (_span(rule.group), parts, me, _span(rule.group), you))
    return ("Specialbefore %s: like a Before, with %s, the playable cell traded for another one, so %s's "
            "fours over it never come." % (_span(rule.group), parts, you))


def proof_sentences(proof) -> list:
    """The sentences of a static proof: what it shows, then one per rule."""
    side = proof.side
    me, you = COLOURS[side], COLOURS[1 - side]
    if proof.kind == "no groups":
        return ["%s has no four left to make: every line has a %s disc in it, so %s cannot lose." % (
            you.capitalize(), me, me)]
    if proof.kind == "odd threat":
        t = name(proof.threat)
        below = name(proof.threat >> 1)
        head = ("%s's odd threat at %s hands %s the zugzwang: nobody wants to play %s. %s's rules refute "
                "every %s four that does not need %s or a cell above it, so %s runs out of moves, must "
                "play %s, and %s wins on %s." % (me.capitalize(), t, me, below, me.capitalize(), you, t,
                                                  you, below, me, t))
    else:
        count = "the one four" if proof.groups == 1 else "all %d fours" % proof.groups
        head = ("%s controls the zugzwang: with these rules %s answers every move and refutes %s "
                "%s can still make" % (me.capitalize(), me, count, you))
        head += (", and its own four comes in the end." if proof.claim.endswith("wins") else ".")
    return [head] + [rule_sentence(r, side) for r in proof.rules]


def leaf_sentence(node, side: int, mask: int) -> str:
    """The end of one branch, in words."""
    me, you = COLOURS[side], COLOURS[1 - side]
    kind = node.kind
    if kind == tree.FOUR:
        return "that makes four: %s wins." % me
    if kind == tree.WIN_NOW:
        return "%s wins at once on %s." % (me, name(node.cells))
    if kind == tree.TWO_THREATS:
        cells = names(node.cells)
        return "%s has two threats, %s, and %s can stop only one." % (me, joined(cells), you)
    if kind == tree.FULL:
        return "the board is full: a draw."
    head = proof_sentences(node.proof)[0]
    return head[0].lower() + head[1:]
