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


def chart_svg(records, width: int = 640, height: int = 200, id_prefix: str = "review") -> str:
    """The chart as an ``<svg>`` element (a string), ``width`` x ``height``
    user units that scale to the box it is put in.

    ``id_prefix`` makes the ids of its title and description unique in a
    page.  Each point is a ``<circle class="point red" data-ply="9">``.
    """
    # room for the labels on the left, the marks above and below, the moves under
    left, right, top, bottom = _LEFT, _RIGHT, _TOP, _BOTTOM
    plot_w, plot_h = width - left - right, height - top - bottom
    mid = top + plot_h / 2
    n = len(records)

    def x_of(ply):
        return left + (plot_w * (ply - 0.5) / n if n else plot_w / 2)

    def y_of(y):
        return mid - y * plot_h / 2

    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="review-chart" '
           'viewBox="0 0 %d %d" role="img" aria-labelledby="%s-title" '
           'aria-describedby="%s-desc">' % (width, height, id_prefix, id_prefix),
           '<title id="%s-title">Evaluation chart of the game</title>' % id_prefix,
           '<desc id="%s-desc">%s</desc>' % (id_prefix, _escape(chart_text(records)))]
    # the halves: red's wins above, yellow's below, the draw line between
    out.append('<rect class="band red" x="%d" y="%d" width="%d" height="%g" fill="%s" '
               'fill-opacity="0.12"/>' % (left, top, plot_w, plot_h / 2, COLOURS["red"]))
    out.append('<rect class="band yellow" x="%d" y="%g" width="%d" height="%g" fill="%s" '
               'fill-opacity="0.12"/>' % (left, mid, plot_w, plot_h / 2, COLOURS["yellow"]))
    out.append('<line class="draw-line" x1="%d" y1="%g" x2="%d" y2="%g" stroke="currentColor" '
               'stroke-opacity="0.5" stroke-dasharray="4 3"/>' % (left, mid, left + plot_w, mid))
    # the move a page shows: it sets x1 and x2 to a point's cx and shows the line
    out.append('<line class="cursor" x1="%d" y1="%d" x2="%d" y2="%g" stroke="currentColor" '
               'stroke-opacity="0.7" visibility="hidden"/>' % (left, top, left, top + plot_h))
    for label, y in (("red wins", top + 12), ("draw", mid + 4), ("yellow wins", top + plot_h - 4)):
        out.append('<text x="%d" y="%g" font-size="12" text-anchor="end" fill="currentColor">'
                   '%s</text>' % (left - 6, y, label))
    step = 1 if n <= 12 else 5 if n <= 30 else 10
    for ply in sorted(set([1] + list(range(step, n + 1, step)))) if n else []:
        out.append('<text x="%g" y="%d" font-size="11" text-anchor="middle" '
                   'fill="currentColor">%d</text>' % (x_of(ply), height - 6, ply))
    points = chart_points(records)
    run = []
    for p in points + [None]:  # the line breaks where a point is unknown
        if p is not None and p["y"] is not None:
            run.append("%g,%g" % (x_of(p["ply"]), y_of(p["y"])))
            continue
        if len(run) > 1:
            out.append('<polyline class="eval-line" points="%s" fill="none" '
                       'stroke="currentColor" stroke-opacity="0.6" stroke-width="1.5"/>'
                       % " ".join(run))
        run = []
    for r, p in zip(records, points):
        cx = x_of(p["ply"])
        if r is None:
            out.append('<circle class="point pending" data-ply="%d" cx="%g" cy="%g" r="2.5" '
                       'fill="currentColor" fill-opacity="0.35"><title>move %d: being solved'
                       '</title></circle>' % (p["ply"], cx, mid, p["ply"]))
            continue
        tip = "<title>%s</title>" % _escape(_point_title(r, p))
        if p["y"] is None:
            out.append('<circle class="point unsolved" data-ply="%d" cx="%g" cy="%g" r="4" '
                       'fill="none" stroke="currentColor" stroke-dasharray="2 2">%s</circle>'
                       % (p["ply"], cx, mid, tip))
            continue
        cy = y_of(p["y"])
        out.append('<circle class="point %s" data-ply="%d" cx="%g" cy="%g" r="4.5" fill="%s" '
                   'stroke="currentColor" stroke-width="0.75">%s</circle>'
                   % (p["side"], p["ply"], cx, cy, COLOURS[p["side"]], tip))
        if p["mark"]:
            # the mark stands outside the curve: above a point in the upper half
            dy = -12 if p["y"] >= 0 else 20
            out.append('<circle class="mark %s" cx="%g" cy="%g" r="8" fill="none" '
                       'stroke="currentColor" stroke-width="%s"/>'
                       % (p["mark"], cx, cy, "2.5" if p["mark"] == "blunder" else "1.5"))
            out.append('<text class="mark %s" x="%g" y="%g" font-size="12" font-weight="bold" '
                       'text-anchor="middle" fill="currentColor">%s</text>'
                       % (p["mark"], cx, cy + dy, MARKS[p["mark"]]))
    out.append("</svg>")
    return "\n".join(out)
