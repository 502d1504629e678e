"""The review's evaluation chart: one point per move, as data and as an SVG string.

A point is the position after a move, scored from red's side (red's wins
up, yellow's down, draws on the middle line), coloured by who stands
better; the mistakes and blunders are marked (a ring and ``?`` / ``??``,
not colour alone).  Wins are drawn in the outer halves whatever their
distance (a win with the last disc still stands far from a draw), faster
wins further out.  The SVG is plain string building from the records of
:mod:`connect4.verdicts` (no DOM, no numpy): the worker or the page puts it
in the document; it is an image (``role="img"``) with an accessible name
and a text alternative naming the mistakes in words.  Points carry
``data-ply`` so that a click can show that position.  Importable by
MicroPython too, with :mod:`connect4.verdicts`: the page's main thread can
redraw the chart as the worker's records arrive.

>>> points = chart_points([{"ply": 1, "column": 4, "score": 1, "kept": 1,
...                         "verdict": "best", "better": [], "keeps": []}])
>>> points[0]["value"], points[0]["side"], points[0]["y"]
(1, 'red', 0.5)
"""

from connect4.verdicts import TURNING, mover, turn_sentence, turning_points

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
    for r in records:
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
    records = sorted(records, key=lambda r: r["ply"])
    points = chart_points(records)
    text = ["Evaluation after each of %d moves, from red's side." % len(records)]
    turns = turning_points(records)
    if turns:
        text.append("Turning points: %s." % "; ".join(turn_sentence(r) for r in turns))
    else:
        text.append("No mistakes: the result never changed.")
    unsolved = [p["ply"] for p in points if p["value"] is None]
    if unsolved:
        text.append("Not solved in time: after move%s %s." % (
            "s" if len(unsolved) > 1 else "", ", ".join(str(p) for p in unsolved)))
    text.append("After move %d: %s." % (points[-1]["ply"], _standing(points[-1]["value"])))
    return " ".join(text)


def _escape(text: str) -> str:
    # not html.escape: MicroPython has no html module
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _point_title(r, p) -> str:
    words = "move %d, %s in column %d: %s" % (r["ply"], mover(r["ply"]), r["column"],
                                             r["verdict"])
    if p["mark"]:
        words = turn_sentence(r)
    return "%s; then %s" % (words, _standing(p["value"]))


def chart_svg(records, plies=None, width: int = 640, height: int = 200,
              id_prefix: str = "review") -> str:
    """The chart as an ``<svg>`` element (a string), ``width`` x ``height``
    user units that scale to the box it is put in.

    ``records`` may be some of the moves, in any order (a review still
    running): ``plies``, ``(first, last)``, are the moves the chart spans
    (by default the records').  ``id_prefix`` makes the ids of its title and
    description unique in a page.  Each point is a ``<circle class="point
    red" data-ply="9">``.
    """
    records = sorted(records, key=lambda r: r["ply"])
    if plies is None:
        plies = (records[0]["ply"], records[-1]["ply"]) if records else (1, 1)
    lo, hi = plies
    # room for the labels on the left, the marks above and below, the moves under
    left, right, top, bottom = 78, 12, 24, 40
    plot_w, plot_h = width - left - right, height - top - bottom
    mid = top + plot_h / 2

    def x_of(ply):
        return left + plot_w * (ply - lo + 0.5) / (hi - lo + 1)

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
    for label, y in (("red wins", top + 12), ("draw", mid + 4), ("yellow wins", top + plot_h - 4)):
        out.append('<text x="%d" y="%g" font-size="12" text-anchor="end" fill="currentColor">'
                   '%s</text>' % (left - 6, y, label))
    span = hi - lo + 1
    step = 1 if span <= 12 else 5 if span <= 30 else 10
    for ply in sorted(set([lo] + list(range(-(-lo // step) * step, hi + 1, step)))):
        out.append('<text x="%g" y="%d" font-size="11" text-anchor="middle" '
                   'fill="currentColor">%d</text>' % (x_of(ply), height - 6, ply))
    points = chart_points(records)
    run, last = [], None
    for p in points + [None]:  # the line breaks at a move unknown or not yet judged
        if p is not None and p["y"] is not None and (not run or p["ply"] == last + 1):
            run.append("%g,%g" % (x_of(p["ply"]), y_of(p["y"])))
            last = p["ply"]
            continue
        if len(run) > 1:
            out.append('<polyline class="eval-line" points="%s" fill="none" '
                       'stroke="currentColor" stroke-opacity="0.6" stroke-width="1.5"/>'
                       % " ".join(run))
        run = []
        if p is not None and p["y"] is not None:  # a gap before it: a new line starts
            run, last = ["%g,%g" % (x_of(p["ply"]), y_of(p["y"]))], p["ply"]
    for r, p in zip(records, points):
        cx = x_of(p["ply"])
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
