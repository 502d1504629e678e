"""The "Why?" panel's words and board marks: each rule's cells, their labels, the one-line legend.

>>> rules = [{"rule": "claimeven", "cells": ["e5", "e6"]}, {"rule": "before", "cells": ["e6", "c4"]}]
>>> marks(rules, "yellow")[0]
(4, 4, 'why-mark rule-claimeven', "e5: yellow's Claimeven")
>>> marks(rules, "yellow")[1]
(4, 5, 'why-mark rule-claimeven rule-before', "e6: yellow's Claimeven and Before")
>>> legend(rules, "yellow")
"Yellow's rules on the board: Claimeven e5 e6 · Before e6 c4."
"""

#: Allis's names, as he writes them, in the order he gives them.
NAMES = {"claimeven": "Claimeven", "baseinverse": "Baseinverse", "vertical": "Vertical",
         "aftereven": "Aftereven", "lowinverse": "Lowinverse", "highinverse": "Highinverse",
         "baseclaim": "Baseclaim", "before": "Before", "specialbefore": "Specialbefore"}
#: Where the panel's "what the rules mean" link goes (docs/rules.md as HTML: connect4.site.docpage).
RULES_URL = "docs/rules.html"
RULES_LINK = "What the nine rules mean"


def rule_name(rule: str) -> str:
    """The rule's name as Allis writes it ("Claimeven"), or the name given."""
    return NAMES.get(rule) or _cap(rule)


def _cap(word: str) -> str:
    # (MicroPython's str has no capitalize)
    return word[:1].upper() + word[1:]


def _cell(name: str):
    # "d6" -> (3, 5): column and row, 0-based from the bottom left
    return "abcdefg".index(name[0]), int(name[1:]) - 1


def marks(rules: list, side: str, threat=None) -> list:
    """``[(col, row, classes, aria-label)]``: each marked cell once, a class per rule that uses it,
    and the side's ``threat`` cell or cells.

    >>> [m[3] for m in marks([{"rule": "claimeven", "cells": ["e3", "e4"]}], "red", ["e4", "g4"])]
    ["e3: red's Claimeven", "e4: red's Claimeven, and red's threat", "g4: red's threat"]
    """
    threats = [threat] if isinstance(threat, str) else list(threat or ())
    cells = {}  # name -> [rules], in the order first met
    order = []
    for r in rules or ():
        for c in r.get("cells") or ():
            if c not in cells:
                cells[c] = []
                order.append(c)
            if r["rule"] not in cells[c]:
                cells[c].append(r["rule"])
    out = []
    for c in order:
        col, row = _cell(c)
        names = [rule_name(r) for r in cells[c]]
        label = "%s: %s's %s" % (c, side, " and ".join(names))
        cls = "why-mark " + " ".join("rule-" + r for r in cells[c])
        if c in threats:
            cls += " why-threat"
            label += ", and %s's threat" % side
        out.append((col, row, cls, label))
    for t in threats:
        if t not in cells:
            col, row = _cell(t)
            out.append((col, row, "why-mark why-threat", "%s: %s's threat" % (t, side)))
    return out


def legend_items(rules: list) -> list:
    """``[(rule, "Claimeven e5 e6, a1 a2")]``: each rule shown once, its instances' cells."""
    found = {}
    order = []
    for r in rules or ():
        if r["rule"] not in found:
            found[r["rule"]] = []
            order.append(r["rule"])
        found[r["rule"]].append(" ".join(r.get("cells") or ()))
    return [(r, "%s %s" % (rule_name(r), ", ".join(found[r]))) for r in order]


def legend(rules: list, side: str) -> str:
    """The one line under the board naming the rules drawn."""
    items = legend_items(rules)
    if not items:
        return ""
    return "%s's rules on the board: %s." % (_cap(side), " · ".join(t for _, t in items))


def turn_line(claim, asked: bool, playing: str = "", bestplay=None) -> str:
    """The header's line while the panel is open: what it explains (or the play-out's state);
    ``bestplay``: the best-play account's claim when there is no proof.

    >>> turn_line("yellow draws at least", False), turn_line(None, True)
    ('Why? Yellow draws at least', 'Why? Looking…')
    >>> turn_line(None, False, "", "red wins")
    'Why? Red wins, with best play'
    """
    if playing:
        return playing
    if asked:
        return "Why? Looking…"
    if not claim and bestplay:
        return "Why? %s, with best play" % _cap(bestplay)
    return "Why? " + (_cap(claim) if claim else "No short explanation")


def branch_line(index: int, count: int) -> str:
    """"Line 2 of 3" (empty for a single line)."""
    return "Line %d of %d" % (index + 1, count) if count > 1 else ""


def reason_line(cols, sentence: str) -> str:
    """Losing columns' reason: "Column 3: it lets red win in 5...", "Columns 1 and 2: ..."
    (``cols``: 0-based, one or a list).

    >>> reason_line([0, 1, 6], "x")
    'Columns 1, 2 and 7: x'
    """
    cols = cols if isinstance(cols, list) else [cols]
    names = [str(c + 1) for c in cols]
    if len(names) == 1:
        return "Column %s: %s" % (names[0], sentence)
    return "Columns %s and %s: %s" % (", ".join(names[:-1]), names[-1], sentence)


def why_key(key, tag, modified=False):
    """A key while the panel is open: ``("close",)`` for Escape, ``("step", -1|1)`` for the arrows,
    ``("play", col)`` for 1-7 (Play it out), else None.

    >>> why_key("Escape", "BUTTON"), why_key("ArrowRight", "BODY"), why_key("3", "BODY")
    (('close',), ('step', 1), ('play', 2))
    """
    if tag in ("SELECT", "INPUT", "TEXTAREA") or modified:
        return None
    if key in ("ArrowLeft", "ArrowRight"):
        return ("step", -1 if key == "ArrowLeft" else 1)
    if len(key) == 1 and key in "1234567":
        return ("play", int(key) - 1)
    return ("close",) if key == "Escape" else None
