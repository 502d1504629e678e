"""The review's evaluation chart: one point per move, as data and as an SVG string.

A point is the position after a move, scored from red's side (red's wins
up, yellow's down, draws on the middle line), coloured by who stands
better; the mistakes and blunders are marked (a ring and ``?`` / ``??``,
not colour alone).  Wins are drawn in the outer halves whatever their
distance (a win with the last disc still stands far from a draw), faster
wins further out.  The SVG is plain string building from the records of
:mod:`connect4.review.verdicts` (no DOM, no numpy): the worker or the page puts it
in the document; it is an image (``role="img"``) with an accessible name
and a text alternative naming the mistakes in words.  Points carry
``data-ply`` so that a click can show that position (:func:`ply_at` finds
the move under any point of the chart, for fingers bigger than a dot).
While the page's review fills in, a record may be ``None``: that move is
still being solved (a faint dot, no line through it).

>>> points = chart_points([{"ply": 1, "column": 4, "score": 1, "kept": 1,
...                         "verdict": "best", "better": [], "keeps": []}])
>>> points[0]["value"], points[0]["side"], points[0]["y"]
(1, 'red', 0.5)
"""

from connect4.review.verdicts import TURNING, mover, turn_sentence, turning_points

#: Scores run from 1 to 18 in size (a win with the last disc ... the 4th).
_MAX_SCORE = 18
#: Fill of a point by who stands better (the page's own colours; its CSS
#: can restyle the classes).
COLOURS = {"red": "#e8384f", "yellow": "#ffc93c", "draw": "#c7cbd6"}
#: The mark written beside a turning point, as chess annotators do.
MARKS = {"mistake": "?", "blunder": "??"}


def chart_value(score) -> float:
    """Height of a red-side score in -1..1: 0 a draw, a win at least 0.5.

    >>> chart_value(0), chart_value(1), chart_value(-18)
    (0.0, 0.5, -1.0)
    """
    if score == 0:
        return 0.0
    size = min(abs(score), _MAX_SCORE)
    y = 0.5 + 0.5 * (size - 1) / (_MAX_SCORE - 1)
    return y if score > 0 else -y


def chart_points(records) -> list:
    """One point per record: ``{"ply", "value", "y", "side", "mark"}``.

    ``value`` is the score of the position after the move for red (``None``
    if unsolved), ``y`` its :func:`chart_value`, ``side`` who stands better
    (``"red"``, ``"yellow"``, ``"draw"`` or ``None``), ``mark`` the verdict
    of a mistake or a blunder (else ``None``).
    """
    points = []
    for i, r in enumerate(records):
        if r is None:  # not judged yet
            points.append({"ply": i + 1, "value": None, "y": None, "side": None, "mark": None})
            continue
        kept = r["kept"]
        value = None if kept is None else (kept if mover(r["ply"]) == "red" else -kept)
        side = None if value is None else ("red" if value > 0 else "yellow" if value < 0
                                           else "draw")
        points.append({"ply": r["ply"], "value": value,
                       "y": None if value is None else chart_value(value), "side": side,
                       "mark": r["verdict"] if r["verdict"] in TURNING else None})
    return points


def _standing(value) -> str:
    if value is None:
        return "unknown"
    return "red wins" if value > 0 else "yellow wins" if value < 0 else "a draw"


def chart_text(records) -> str:
    """The chart in words: how many moves, the turning points, the end.

    >>> chart_text([])
    'No moves to chart.'
    """
    if not records:
        return "No moves to chart."
    points = chart_points(records)
    text = ["Evaluation after each of %d moves, from red's side." % len(records)]
    turns = turning_points([r for r in records if r is not None])
    pending = len([r for r in records if r is None])
    if turns:
        text.append("Turning points: %s." % "; ".join(turn_sentence(r) for r in turns))
    elif not pending:
        text.append("No mistakes: the result never changed.")
    unsolved = [p["ply"] for r, p in zip(records, points) if r is not None and p["value"] is None]
    if unsolved:
        text.append("Not solved in time: after move%s %s." % (
            "s" if len(unsolved) > 1 else "", ", ".join(str(p) for p in unsolved)))
    if pending:
        text.append("Still being solved: %d move%s." % (pending, "s" if pending > 1 else ""))
    if records[-1] is not None:
        text.append("After the last move: %s." % _standing(points[-1]["value"]))
    return " ".join(text)


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _point_title(r, p) -> str:
    words = "move %d, %s in column %d: %s" % (r["ply"], mover(r["ply"]), r["column"],
                                             r["verdict"])
    if p["mark"]:
        words = turn_sentence(r)
    return "%s; then %s" % (words, _standing(p["value"]))


#: The plot's margins in user units: labels on the left, marks above and below,
#: the move numbers under it.
_LEFT, _RIGHT, _TOP, _BOTTOM = 78, 12, 24, 40


def ply_at(x, n: int, width: int = 640) -> int:
    """The move whose point stands nearest to ``x`` (user units of a chart
    ``width`` wide, as :func:`chart_svg` draws it) among ``n`` moves.

    >>> ply_at(80, 36), ply_at(639, 36), ply_at(0, 0)
    (1, 36, 0)
    """
    if n <= 0:
        return 0
    plot_w = width - _LEFT - _RIGHT
    return max(1, min(n, int((x - _LEFT) * n / plot_w) + 1))


#: The least room (user units) from one move number under the plot to the
#: next: "10" and "11" at 11 px are about 14 wide (on a phone twelve moves
#: numbered one by one ran together).
_NUMBER_ROOM = 26


def move_numbers(n: int, plot_w: float) -> list:
    """The moves numbered under a plot ``plot_w`` wide of ``n`` moves: the
    first, then every 1, 2, 5, 10 or 20 as the room allows.

    >>> move_numbers(6, 550), move_numbers(12, 236), move_numbers(42, 236)
    ([1, 2, 3, 4, 5, 6], [1, 4, 6, 8, 10, 12], [1, 10, 15, 20, 25, 30, 35, 40])
    """
    if n <= 0:
        return []
    room = plot_w / n  # between two neighbouring points
    step = next((s for s in (1, 2, 5, 10) if s * room >= _NUMBER_ROOM), 20)
    return [1] + [p for p in range(step, n + 1, step) if (p - 1) * room >= _NUMBER_ROOM]


def _g(x) -> str:
    return "%g" % x


def chart_tree(records, width: int = 640, height: int = 200, id_prefix: str = "review"):
    """The chart as a tree of SVG elements: ``(tag, [(attribute, value)],
    text or None, [children])`` (the page builds its DOM from this, without
    parsing markup; :func:`chart_svg` writes it out).  See :func:`chart_svg`."""
    # room for the labels on the left, the marks above and below, the moves under
    left, right, top, bottom = _LEFT, _RIGHT, _TOP, _BOTTOM
    plot_w, plot_h = width - left - right, height - top - bottom
    mid = top + plot_h / 2
    n = len(records)

    def x_of(ply):
        return left + (plot_w * (ply - 0.5) / n if n else plot_w / 2)

    def y_of(y):
        return mid - y * plot_h / 2

    def el(tag, attrs, text=None, kids=None):
        return (tag, [(k, str(v)) for k, v in attrs], text, kids or [])

    ink = ("fill", "currentColor")
    out = [el("title", [("id", id_prefix + "-title")], "Evaluation chart of the game"),
           el("desc", [("id", id_prefix + "-desc")], chart_text(records)),
           # the halves: red's wins above, yellow's below, the draw line between
           el("rect", [("class", "band red"), ("x", left), ("y", top), ("width", plot_w),
                       ("height", _g(plot_h / 2)), ("fill", COLOURS["red"]),
                       ("fill-opacity", "0.12")]),
           el("rect", [("class", "band yellow"), ("x", left), ("y", _g(mid)), ("width", plot_w),
                       ("height", _g(plot_h / 2)), ("fill", COLOURS["yellow"]),
                       ("fill-opacity", "0.12")]),
           el("line", [("class", "draw-line"), ("x1", left), ("y1", _g(mid)),
                       ("x2", left + plot_w), ("y2", _g(mid)), ("stroke", "currentColor"),
                       ("stroke-opacity", "0.5"), ("stroke-dasharray", "4 3")]),
           # the move a page shows: it sets x1 and x2 to a point's cx and shows the line
           el("line", [("class", "cursor"), ("x1", left), ("y1", top), ("x2", left),
                       ("y2", _g(top + plot_h)), ("stroke", "currentColor"),
                       ("stroke-opacity", "0.7"), ("visibility", "hidden")])]
    for label, y in (("red wins", top + 12), ("draw", mid + 4), ("yellow wins", top + plot_h - 4)):
        out.append(el("text", [("x", left - 6), ("y", _g(y)), ("font-size", "12"),
                               ("text-anchor", "end"), ink], label))
    for ply in move_numbers(n, plot_w):
        out.append(el("text", [("x", _g(x_of(ply))), ("y", height - 6), ("font-size", "11"),
                               ("text-anchor", "middle"), ink], str(ply)))
    points = chart_points(records)
    run = []
    for p in points + [None]:  # the line breaks where a point is unknown
        if p is not None and p["y"] is not None:
            run.append("%g,%g" % (x_of(p["ply"]), y_of(p["y"])))
            continue
        if len(run) > 1:
            out.append(el("polyline", [("class", "eval-line"), ("points", " ".join(run)),
                                       ("fill", "none"), ("stroke", "currentColor"),
                                       ("stroke-opacity", "0.6"), ("stroke-width", "1.5")]))
        run = []
    for r, p in zip(records, points):
        cx = _g(x_of(p["ply"]))
        if r is None:
            out.append(el("circle", [("class", "point pending"), ("data-ply", p["ply"]),
                                     ("cx", cx), ("cy", _g(mid)), ("r", "2.5"), ink,
                                     ("fill-opacity", "0.35")], None,
                          [el("title", [], "move %d: being solved" % p["ply"])]))
            continue
        tip = [el("title", [], _point_title(r, p))]
        if p["y"] is None:
            out.append(el("circle", [("class", "point unsolved"), ("data-ply", p["ply"]),
                                     ("cx", cx), ("cy", _g(mid)), ("r", "4"), ("fill", "none"),
                                     ("stroke", "currentColor"), ("stroke-dasharray", "2 2")],
                          None, tip))
            continue
        cy = y_of(p["y"])
        out.append(el("circle", [("class", "point " + p["side"]), ("data-ply", p["ply"]),
                                 ("cx", cx), ("cy", _g(cy)), ("r", "4.5"),
                                 ("fill", COLOURS[p["side"]]), ("stroke", "currentColor"),
                                 ("stroke-width", "0.75")], None, tip))
        if p["mark"]:
            # the mark stands outside the curve: above a point in the upper half
            dy = -12 if p["y"] >= 0 else 20
            out.append(el("circle", [("class", "mark " + p["mark"]), ("cx", cx), ("cy", _g(cy)),
                                     ("r", "8"), ("fill", "none"), ("stroke", "currentColor"),
                                     ("stroke-width", "2.5" if p["mark"] == "blunder" else "1.5")]))
            out.append(el("text", [("class", "mark " + p["mark"]), ("x", cx), ("y", _g(cy + dy)),
                                   ("font-size", "12"), ("font-weight", "bold"),
                                   ("text-anchor", "middle"), ink], MARKS[p["mark"]]))
    return el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "review-chart"),
                      ("viewBox", "0 0 %d %d" % (width, height)), ("role", "img"),
                      ("aria-labelledby", id_prefix + "-title"),
                      ("aria-describedby", id_prefix + "-desc")], None, out)


def markup(node) -> str:
    """A :func:`chart_tree` node as SVG markup (escaped)."""
    tag, attrs, text, kids = node
    head = "<%s%s" % (tag, "".join(' %s="%s"' % (k, _escape(v)) for k, v in attrs))
    if text is None and not kids:
        return head + "/>"
    inner = _escape(text) if text is not None else ""
    return "%s>%s%s</%s>" % (head, inner, "\n".join(markup(k) for k in kids), tag)


def chart_svg(records, width: int = 640, height: int = 200, id_prefix: str = "review") -> str:
    """The chart as an ``<svg>`` element (a string), ``width`` x ``height``
    user units that scale to the box it is put in.

    ``id_prefix`` makes the ids of its title and description unique in a
    page.  Each point is a ``<circle class="point red" data-ply="9">``.
    """
    return markup(chart_tree(records, width, height, id_prefix))
