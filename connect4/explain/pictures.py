"""Pictures of Allis's rules: a real position as an SVG board with one rule instance marked.

:func:`rule_svg` draws the 7x6 board of a position (a moves string such as
``"4453"``), its red and yellow discs, and the cells of one
:class:`~connect4.explain.rules.Rule`, one colour (and dash) per role: the
cells the controller is sure to get, the lower cells of its Claimevens
(the other side plays them first), the cells it shares one-of-each with
the other side, its own four-cell group, red's odd threat, and the other
rules of the same proof.  :func:`main` (``python -m
connect4.explain.pictures OUTDIR [PONS_DIR]``, CPython only, run by hand)
finds for each rule a position of Pascal Pons' benchmark sets whose proof
(:func:`connect4.explain.static.prove`) uses it and writes
``OUTDIR/rule-<name>.svg``; docs/rules.md shows them.
"""

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from connect4.bitboard import HEIGHT, WIDTH
from connect4.board import Board
from connect4.explain.cells import bits, column_of, names, open_groups, row_of
from connect4.explain.rules import NAMES, Rule, all_rules
from connect4.explain.static import prove, stones

CELL = 56
RADIUS = 22
LEFT = 28
TOP = 12
BOARD_W = WIDTH * CELL
BOARD_H = HEIGHT * CELL
LEGEND_LINE = 22
DISC_FILL = {"red": "#d7263d", "yellow": "#f5c400", "empty": "#ffffff"}
#: role: (fill of the marked hole, stroke, stroke width, dash pattern).
ROLE_STYLE = {
    "claim": ("#c9f2d6", "#0b7a3e", 5, ""),
    "low": ("#e4e4e4", "#4d4d4d", 4, "7 4"),
    "share": ("#e6dbf7", "#6f35b8", 4, "2 5"),
    "threat": ("#ffd3da", "#b0102a", 4, "12 4"),
    "other": ("none", "#8a97a8", 2, "4 3"),
}
#: The order roles are drawn and listed in the legend.
ROLES = ("claim", "low", "share", "threat", "other")
#: Files of Pons' sets, the cheap end positions first (the first example found is kept on ties).
SETS = ("Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2", "Test_L1_R3")
TITLES = {n: n.capitalize() for n in NAMES}
#: Where ``main`` looks for the sets when no folder is given: ``../shared`` beside the project.
PONS_DIR = Path(__file__).resolve().parents[3] / "shared" / "benchmarks" / "pons"


def roles(rule: Rule) -> dict:
    """``{role: mask}`` for the cells of ``rule``: ``claim``, ``low`` and ``share``.

    A cell the other side must never own alone (a one-cell pair: the upper
    cell of a Claimeven) is the controller's; the cell under it is the other
    side's to play first; every other cell is shared one-of-each.
    """
    claim = 0
    for pair in rule.pairs:
        if pair & (pair - 1) == 0:
            claim |= pair
    low = (claim >> 1) & rule.cells
    return {"claim": claim, "low": low, "share": rule.cells & ~claim & ~low}


def _centre(cell: int) -> tuple:
    return (LEFT + column_of(cell) * CELL + CELL // 2,
            TOP + (HEIGHT - 1 - row_of(cell)) * CELL + CELL // 2)


def _legend(controller: str, other: str, rule: Rule, shown: dict) -> list:
    """``(role, text)`` for each role drawn, in the legend's order."""
    texts = {
        "claim": "%s gets this cell" % controller,
        "low": "%s plays here first, %s answers on top" % (other, controller),
        "share": "%s gets one cell of each pair (see the text)" % controller,
        "threat": "red's odd threat: nobody plays under it",
        "other": "the proof's other rules",
    }
    if rule.name in ("baseinverse", "vertical"):
        texts["share"] = "%s gets one of these two" % controller
    out = [(role, texts[role]) for role in ROLES if shown.get(role)]
    if rule.group:
        out.append(("group", "%s's own group (four in a row)" % controller))
    return out


def rule_svg(moves: str, rule: Rule, caption: str, threat: int = 0, others: int = 0) -> str:
    """The board after ``moves`` with ``rule``'s cells marked, as an SVG string.

    The controller is yellow with red to move, red with yellow to move.
    ``threat``: red's odd threat (a one-bit cell) to mark; ``others``: the
    cells of the proof's other rules.  ``caption`` is the picture's title
    and accessible name.
    """
    board = Board.from_notation(moves)
    red, yellow = stones(board.current, board.mask, board.ply)
    controller, other = ("yellow", "red") if board.ply % 2 == 0 else ("red", "yellow")
    marks = roles(rule)
    marks["threat"] = threat & ~rule.cells
    marks["other"] = others & ~rule.cells & ~threat
    legend = _legend(controller, other, rule, marks)
    width = LEFT + BOARD_W + 12
    height = TOP + BOARD_H + 30 + LEGEND_LINE * len(legend) + 6
    label = escape(caption, {'"': "&quot;"})
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" '
           'role="img" aria-label="%s" font-family="sans-serif" font-size="13">'
           % (width, height, width, height, label),
           "<title>%s</title>" % escape(caption),
           '<rect width="%d" height="%d" fill="#ffffff"/>' % (width, height),
           '<rect x="%d" y="%d" width="%d" height="%d" rx="10" fill="#1f56b3"/>'
           % (LEFT, TOP, BOARD_W, BOARD_H)]
    for col in range(WIDTH):
        for row in range(HEIGHT):
            cell = 1 << (col * 7 + row)
            disc = "red" if red & cell else "yellow" if yellow & cell else "empty"
            x, y = _centre(cell)
            out.append('<circle class="cell" data-cell="%s" data-disc="%s" cx="%d" cy="%d" r="%d" '
                       'fill="%s" stroke="#123a7a" stroke-width="1"/>'
                       % (names(cell)[0], disc, x, y, RADIUS, DISC_FILL[disc]))
    if rule.group:
        ends = bits(rule.group)
        (x1, y1), (x2, y2) = _centre(ends[0]), _centre(ends[-1])
        out.append('<line class="group" x1="%d" y1="%d" x2="%d" y2="%d" stroke="#111111" '
                   'stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>' % (x1, y1, x2, y2))
    for role in ROLES:
        fill, stroke, width_, dash = ROLE_STYLE[role]
        for cell in bits(marks[role]):
            x, y = _centre(cell)
            out.append('<circle class="mark" data-role="%s" data-cell="%s" cx="%d" cy="%d" r="%d" '
                       'fill="%s" stroke="%s" stroke-width="%d"%s stroke-linecap="round"/>'
                       % (role, names(cell)[0], x, y, RADIUS - 2, fill, stroke, width_,
                          ' stroke-dasharray="%s"' % dash if dash else ""))
    for col in range(WIDTH):
        out.append('<text x="%d" y="%d" text-anchor="middle">%s</text>'
                   % (LEFT + col * CELL + CELL // 2, TOP + BOARD_H + 18, "abcdefg"[col]))
    for row in range(HEIGHT):
        out.append('<text x="%d" y="%d" text-anchor="middle">%d</text>'
                   % (LEFT // 2, TOP + (HEIGHT - 1 - row) * CELL + CELL // 2 + 5, row + 1))
    y = TOP + BOARD_H + 30
    for role, text in legend:
        if role == "group":
            out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#111111" stroke-opacity="0.5" '
                       'stroke-width="7" stroke-linecap="round"/>' % (LEFT + 2, y + 8, LEFT + 20, y + 8))
        else:
            fill, stroke, width_, dash = ROLE_STYLE[role]
            out.append('<circle cx="%d" cy="%d" r="8" fill="%s" stroke="%s" stroke-width="%d"%s/>'
                       % (LEFT + 11, y + 8, fill if fill != "none" else "#ffffff", stroke,
                          min(width_, 3), ' stroke-dasharray="%s"' % dash if dash else ""))
        out.append('<text x="%d" y="%d">%s</text>' % (LEFT + 30, y + 13, escape(text)))
        y += LEGEND_LINE
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _result(score: int, ply: int) -> str:
    """The exact result of a benchmark line's score (the side to move's view), in words."""
    if score == 0:
        return "a draw"
    mover, other = ("red", "yellow") if ply % 2 == 0 else ("yellow", "red")
    return "%s wins" % (mover if score > 0 else other)


def _groups(count: int, side: str) -> str:
    return "the one %s group left" % side if count == 1 else "all %d %s groups left" % (count, side)


def _rule_name(rule: Rule) -> str:
    return "%s %s" % (TITLES[rule.name], " ".join(names(rule.cells)))


def caption(set_name: str, moves: str, score: int, rule: Rule, proof=None) -> str:
    """The picture's caption: the position, who controls, what the proof (or the rule) shows."""
    ply = len(moves)
    mover = "red" if ply % 2 == 0 else "yellow"
    head = "%s, moves %s (%d discs, %s to move)" % (set_name, moves, ply, mover)
    exact = "the solver's exact result: %s" % _result(score, ply)
    if proof is None:
        controller = "yellow" if ply % 2 == 0 else "red"
        return ("%s. No proof in the sets uses this rule; here it is one of %s's instances: %s (%s)."
                % (head, controller, _rule_name(rule), exact))
    rest = [_rule_name(r) for r in proof.rules if r is not rule]
    if proof.kind == "odd threat":
        what = ("red's odd threat at %s shuts its column; on the other cells red's %s%s refute%s "
                "%s, so red wins"
                % (names(proof.threat)[0], _rule_name(rule), " with " + ", ".join(rest) if rest else "",
                   "" if rest else "s", _groups(proof.groups, "yellow")))
    else:
        what = ("yellow's %s%s refute%s %s, so yellow draws at least"
                % (_rule_name(rule), " with " + ", ".join(rest) if rest else "", "" if rest else "s",
                   _groups(proof.groups, "red")))
    return "%s: %s (%s)." % (head, what, exact)


def find_examples(folder: Path) -> dict:
    """``{rule name: (set, moves, score, rule, proof)}``: the simplest proof using each rule.

    Simplest: the fewest rule instances in the proof, then the first in
    :data:`SETS`' order.  A rule no proof uses gets a position where it has
    an instance (``proof`` None).
    """
    best = {}
    spare = {}
    for set_name in SETS:
        for line in (folder / set_name).read_text().splitlines():
            moves, score = line.split()
            board = Board.from_notation(moves)
            if len(spare) < len(NAMES):
                _spare_instances(spare, set_name, moves, int(score), board)
            proof = prove(board.current, board.mask, board.ply)
            for rule in proof.rules if proof else ():
                found = best.get(rule.name)
                if found is None or len(proof.rules) < len(found[4].rules):
                    best[rule.name] = (set_name, moves, int(score), rule, proof)
    for name in NAMES:
        if name not in best and name in spare:
            best[name] = spare[name]
    return best


def _spare_instances(spare: dict, set_name: str, moves: str, score: int, board: Board) -> None:
    """Record a first instance of each rule the controller has in ``board``, for rules no proof uses."""
    red, yellow = stones(board.current, board.mask, board.ply)
    mine, theirs = (yellow, red) if board.ply % 2 == 0 else (red, yellow)
    groups = [g for g in open_groups(mine) if g & ~board.mask]
    for rule in all_rules(mine, theirs, board.mask, groups):
        spare.setdefault(rule.name, (set_name, moves, score, rule, None))


def picture(example: tuple) -> tuple:
    """``(caption, svg)`` of one example found by :func:`find_examples`."""
    set_name, moves, score, rule, proof = example
    text = caption(set_name, moves, score, rule, proof)
    others = 0
    if proof is not None:
        for r in proof.rules:
            if r is not rule:
                others |= r.cells
    return text, rule_svg(moves, rule, text, threat=proof.threat if proof else 0, others=others)


def main(argv: list = None) -> int:
    """Write ``OUTDIR/rule-<name>.svg`` for the nine rules; print each caption."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: python -m connect4.explain.pictures OUTDIR [PONS_DIR]", file=sys.stderr)
        return 2
    out = Path(argv[0])
    folder = Path(argv[1]) if len(argv) > 1 else PONS_DIR
    examples = find_examples(folder)
    out.mkdir(parents=True, exist_ok=True)
    for name in NAMES:
        if name not in examples:
            print("%s: no position in the sets has an instance" % name)
            continue
        text, svg = picture(examples[name])
        (out / ("rule-%s.svg" % name)).write_text(svg)
        print("%s: %s" % (name, text))
    return 0


if __name__ == "__main__":
    sys.exit(main())
