"""The hints for a beginner: each column good, risky or losing, in words and marks.

Each a word, a mark (colour is never the only sign) and a class; :data:`STORE_KEY` switches to
the exact numbers.

>>> verdicts([3, -2, 0, 5, 5, None, -1], (), None, 9)
['good', 'losing', 'risky', 'good', 'good', 'full', 'losing']
>>> simple_cell(0, "good", 1)
('hint simple good', '✓', 'good', 'Column 1: good, it keeps the win')
"""

#: The two views: the beginner's and the exact numbers.
SIMPLE = "simple"
EXACT = "exact"
#: Where the page keeps the choice (localStorage).
STORE_KEY = "connect4.hintview.v1"
#: Each verdict's mark: a shape, so that colour is never the only sign.
MARKS = {"good": "✓", "risky": "!", "losing": "✗"}
#: What a column does, by the best result the player to move can reach (1 a
#: win, 0 a draw, -1 every move loses) and its verdict.
_MEANING = {
    (1, "good"): "it keeps the win",
    (1, "risky"): "only a draw",
    (1, "losing"): "it lets the opponent win",
    (0, "good"): "it holds the draw",
    (0, "losing"): "it lets the opponent win",
    (-1, "good"): "it holds out longest",
    (-1, "risky"): "it loses sooner",
    (-1, "losing"): "it loses at once",
}
_COLOURS = ("Red", "Yellow")
#: A board has this many cells (the loss at once has a known score).
_CELLS = 42


def parse_style(text) -> str:
    """The view kept in the browser (``None``: never chosen, the beginner's)."""
    return EXACT if text == EXACT else SIMPLE


def other_style(style) -> str:
    """The view the toggle switches to."""
    return SIMPLE if style == EXACT else EXACT


#: The toggle's label; it is pressed while the exact numbers show.
TOGGLE_TEXT = "Exact numbers"


def _sign(x):
    return (x > 0) - (x < 0)


def verdicts(scores, pending, wdl, ply) -> list:
    """Seven entries, ``"good"``, ``"risky"``, ``"losing"``, ``"full"`` or ``"pending"``, from the
    game's hints: win/draw/loss decides, except when every move loses: then the distances do."""
    pending = pending or ()
    signs, exact = [None] * 7, [None] * 7
    full = [False] * 7
    for c in range(7):
        if scores is not None and c not in pending:
            if scores[c] is None:
                full[c] = True
            else:
                exact[c] = scores[c]
                signs[c] = _sign(scores[c])
        elif scores is not None and wdl and wdl[c] is not None:
            signs[c] = wdl[c]
    open_cols = [c for c in range(7) if not full[c]]
    known = [signs[c] for c in open_cols if signs[c] is not None]
    if 1 in known:
        top = 1
    elif known and len(known) == len(open_cols):
        top = max(known)
    else:
        top = None  # a pending column may still win
    out = []
    for c in range(7):
        if full[c]:
            out.append("full")
        elif top is None or signs[c] is None:
            out.append("pending")
        elif top >= 0:
            out.append("good" if signs[c] == top else "risky" if signs[c] >= 0 else "losing")
        elif any(exact[d] is None for d in open_cols):
            out.append("pending")  # every move loses: which lasts longest needs the distances
        elif exact[c] == max(exact[d] for d in open_cols):
            out.append("good")
        else:
            out.append("losing" if exact[c] == -((_CELLS - ply) // 2) else "risky")
    return out


def best_result(marks, scores, wdl) -> int:
    """1, 0 or -1: the best result the player to move can reach, or ``None``."""
    signs = [_sign(s) for c, s in enumerate(scores or ()) if s is not None and marks[c] == "good"]
    signs += [w for c, w in enumerate(wdl or ()) if w is not None and marks[c] == "good"]
    return max(signs) if signs else None


def simple_cell(col, verdict, top):
    """How one column shows in the beginner's view: ``(class, mark, word, aria_label)``
    (``top``: :func:`best_result`)."""
    if verdict == "full":
        return "hint full", "", "full", "Column %d: full" % (col + 1)
    if verdict == "pending":
        return "hint simple pending", "", "…", "Column %d: being worked out" % (col + 1)
    meaning = _MEANING.get((top, verdict))
    label = "Column %d: %s" % (col + 1, verdict) + (", " + meaning if meaning else "")
    return "hint simple " + verdict, MARKS[verdict], verdict, label


def simple_note(marks, top, ply) -> str:
    """The sentence under the beginner's hints."""
    mover, other = _COLOURS[ply % 2], _COLOURS[1 - ply % 2]
    waiting = marks.count("pending")
    if top is None:
        return "Working out which moves are good…"
    tail = " (%d to go)" % waiting if waiting else ""
    present = [m for m in ("good", "risky", "losing") if m in marks]
    if top > 0:
        head = "%s can win from here" % mover
        said = {"good": "✓ good moves keep the win", "risky": "! risky ones let it slip to a draw",
                "losing": "✗ losing ones let %s win" % other}
    elif top == 0:
        head = "%s can hold a draw" % mover
        said = {"good": "✓ good moves keep it", "losing": "✗ losing ones let %s win" % other}
    else:
        head = "A perfect %s would win from here, but nobody plays perfectly" % other
        said = {"good": "✓ good moves make it hardest", "risky": "! risky ones lose sooner",
                "losing": "✗ losing ones lose at once"}
    return "%s: %s.%s" % (head, ", ".join(said[m] for m in present if m in said), tail)


def simple_key() -> str:
    """The key under the beginner's hints."""
    return "✓ good · ! risky · ✗ losing, if both sides play perfectly from here."
