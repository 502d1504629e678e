"""Why a position is won or drawn: the claim, the proof (static or a small tree) and its words.

:func:`explain` is the one entry point of the page's worker, the command line
and the benchmark.  With the solver's score it looks for the claim that
score calls for (the side to move wins; else the other side wins or holds
the draw), then for a weaker one that still agrees with it; without a
score it tries every claim.  No claim is ever made without a proof.
"""

from connect4.bitboard import move_bit, play
from connect4.explain import tree, words
from connect4.explain.cells import above_in_column, name, names
from connect4.explain.strategy import position_key

COLOURS = ("red", "yellow")


def _claim(side: int, win: bool) -> str:
    return "%s %s" % (COLOURS[side], "wins" if win else "draws at least")


def targets(ply: int, score=None) -> list:
    """``(side, want_win)`` pairs to try, strongest first, for the solver's ``score`` (side to move's)."""
    mover, other = ply % 2, 1 - ply % 2
    if score is None:
        return [(mover, True), (other, True), (other, False), (mover, False)]
    if score > 0:
        return [(mover, True), (mover, False)]
    if score < 0:
        return [(other, True), (other, False)]
    return [(other, False), (mover, False)]


def rules_json(rules: list) -> list:
    """``[{"rule": "claimeven", "cells": ["d5", "d6"]}, ...]``: the rules as the page and JSON give them."""
    return [{"rule": r.name, "cells": names(r.cells)} for r in rules]


def _branches(node, side: int, current: int, mask: int, ply: int, path: list, out: list) -> None:
    if node.kind == tree.ANSWER or node.kind == tree.REPLIES:
        at_once = []
        for child in node.children:
            if node.kind == tree.REPLIES and child.kind == tree.WIN_NOW and not child.children:
                at_once.append(child.move)
                continue
            cell = move_bit(mask, child.move)
            nxt = play(current, mask, child.move)
            _branches(child, side, nxt[0], nxt[1], ply + 1, path + [(child.move, cell, ply % 2)], out)
        if at_once:
            cells = [name(move_bit(mask, c)) for c in at_once]
            who = COLOURS[ply % 2]
            lead = _path_words(path)
            text = "%s%s plays %s instead, %s wins at once." % (
                "after " + lead + ", if " if lead else "if ", who, words.joined(cells, "or"), COLOURS[side])
            out.append({"moves": [m for m, _, _ in path], "text": text[0].upper() + text[1:], "rules": [],
                        "cells": cells})
        return
    proof = node.proof
    leaf = words.leaf_sentence(node, side, mask)
    lead = _path_words(path)
    text = (lead + ", then " + leaf) if lead else leaf
    out.append({"moves": [m for m, _, _ in path], "text": text[0].upper() + text[1:],
                "rules": rules_json(proof.rules) if proof else [],
                "cells": names(node.cells) if node.cells else [],
                "threat": name(proof.threat) if proof is not None and proof.threat else None})


def _path_words(path: list) -> str:
    return ", ".join("%s %s" % (COLOURS[who], name(cell)) for _, cell, who in path)


def explain(current: int, mask: int, ply: int, score=None, budget: int = 5000, order=None) -> dict:
    """The explanation of a position, as the JSON the page and ``analyze --why --json`` give.

    Keys: ``claim`` (``"red wins"``... or ``None``), ``text`` (sentences),
    ``rules`` (``[{rule, cells}]`` of the proof at the root, or of its first
    branch), ``branches`` (each line of a tree: its moves, 0-based columns,
    and its sentence), ``plies`` (the tree's depth, 0 for a static proof).
    """
    found = None
    meter = [budget]  # one bound for every claim tried
    for side, want_win in targets(ply, score):
        node = tree.prove_tree(current, mask, ply, side, want_win, order=order, meter=meter)
        if node is not None:
            found = (side, want_win, node)
            break
        if meter[0] <= 0:
            break
    if found is None:
        return {"claim": None, "side": None, "plies": None, "rules": [], "branches": [], "threat": None,
                "plan": None,
                "text": ["No short explanation was found: the solver's score stands, and its best line "
                         "shows how it goes."]}
    side, want_win, node = found
    win = want_win or _proves_win(node)
    claim = _claim(side, win)
    branches = []
    _branches(node, side, current, mask, ply, [], branches)
    plan = make_plan(node, side, current, mask, ply)
    text = [_headline(claim)]
    if node.kind == tree.RULES:
        text += words.proof_sentences(node.proof)
        rules, threat = node.proof.rules, node.proof.threat
    else:
        text += [b["text"] for b in branches]
        first = next((b for b in branches if b["rules"]), None)
        rules, threat = [], 0
        if first is not None:
            return _json(claim, side, text, first["rules"], branches, node, first.get("threat"), plan)
    return _json(claim, side, text, rules_json(rules), branches, node, name(threat) if threat else None, plan)


def _json(claim, side, text, rules, branches, node, threat, plan=None) -> dict:
    return {"claim": claim, "side": COLOURS[side], "text": text, "rules": rules, "branches": branches,
            "plies": node.depth(), "threat": threat, "plan": plan}


def _plan_rule(rule) -> dict:
    out = {"rule": rule.name, "cells": names(rule.cells), "pairs": [names(p) for p in rule.pairs]}
    if rule.name == "baseclaim":
        first, second_third = rule.pairs
        second = rule.lows
        out["order"] = [name(first & ~(second << 1)), name(second), name(second_third & ~second)]
    return out


def make_plan(node, side: int, current: int, mask: int, ply: int, plan=None) -> dict:
    """The tree as a plan :mod:`connect4.explain.strategy` plays: answers by position, leaves with rules."""
    if plan is None:
        plan = {"answers": {}, "leaves": []}
    if node.kind == tree.ANSWER:
        child = node.children[0]
        plan["answers"][str(position_key(current, mask))] = child.move
    for child in node.children:
        nxt = play(current, mask, child.move)
        make_plan(child, side, nxt[0], nxt[1], ply + 1, plan)
    if node.kind == tree.RULES:
        mine = current if ply % 2 == side else mask ^ current
        proof = node.proof
        closed = []
        if proof.threat:
            closed = names((proof.threat >> 1) | proof.threat | above_in_column(proof.threat))
        plan["leaves"].append({"mask": mask, "mine": mine, "ply": ply, "closed": closed,
                               "rules": [_plan_rule(r) for r in proof.rules]})
    return plan


def _proves_win(node) -> bool:
    if not node.children:
        if node.kind in tree.WIN_KINDS:
            return True
        return node.proof is not None and node.proof.claim.endswith("wins")
    return all(_proves_win(c) for c in node.children)


def _headline(claim: str) -> str:
    who, rest = claim.split(" ", 1)
    if rest == "wins":
        return "%s wins with best play, and here is why." % who.capitalize()
    return "%s holds at least the draw, and here is why." % who.capitalize()

