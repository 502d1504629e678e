"""The dashboard: solved, failed and mistakes by theme, the puzzle rating's history, the games' accuracy.

Plain data and SVG element trees (``(tag, [(name, value)], text, kids)``,
as :mod:`connect4.page.modes.rating.ratingchart` draws the player's rating chart): the page
turns them into DOM.  Each chart is an image (``role="img"``) with an
accessible name (its ``<title>``) and a text alternative (its ``<desc>``, the
figures in words).  A game's accuracy is the share of the human's judged
moves that kept the result (verdict not a mistake or blunder,
:data:`connect4.review.verdicts.TURNING`), in percent.  Importable by
MicroPython.

>>> rating_points([[20782, 1040], [20781, 1000], [20781, 1010], ["x", 3]])
[(20781, 1010), (20782, 1040)]
>>> game_accuracy({"human": ["red"], "records": [
...     {"ply": 1, "verdict": "best"}, {"ply": 2, "verdict": "blunder"},
...     {"ply": 3, "verdict": "mistake"}, {"ply": 5, "verdict": "slower"}]})
67
"""

from connect4.review.verdicts import TURNING, UNSOLVED, mover

#: The charts' size in user units (they scale to their box), and their margins.
WIDTH, HEIGHT = 320, 120
_LEFT, _RIGHT, _TOP, _BOTTOM = 34, 10, 8, 18
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_LINE = "#3b82f6"


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def themes_table(progress, puzzles, bank_entries) -> list:
    """A row per theme of the set, in :data:`~connect4.puzzles.record.THEMES`'
    order: ``{"theme", "name", "solved", "failed", "mistakes"}``.

    ``solved`` and ``failed`` count the set's puzzles of the theme finished
    at the first try or not (``progress``: a
    :class:`~connect4.puzzles.progress.Progress`; ``puzzles``: the set, a list
    or a :class:`~connect4.puzzles.record.LazySet`; an id not in it, or a
    damaged line, is not counted); ``mistakes`` counts the bank's entries of
    the theme, done or not: every mistake the player made.
    """
    # The set's module comes in the Puzzles mode's bundle, not the page's image: the
    # dashboard's caller has it installed (its rows need the set's puzzles).
    from connect4.puzzles.record import THEMES, PuzzleError

    counts = {}
    for letter, _ in THEMES:
        counts[letter] = {"solved": 0, "failed": 0, "mistakes": 0}
    for id, result in progress.results().items():
        if not 1 <= id <= len(puzzles):
            continue
        try:
            themes = puzzles[id - 1].themes
        except PuzzleError:
            continue  # a damaged line of the set: the rest still counts
        for t in themes:
            counts[t]["solved" if result == "s" else "failed"] += 1
    for entry in bank_entries:
        for t in entry["themes"]:
            if t in counts:
                counts[t]["mistakes"] += 1
    rows = []
    for letter, name in THEMES:
        row = {"theme": letter, "name": name}
        row.update(counts[letter])
        rows.append(row)
    return rows


def rating_points(history) -> list:
    """The puzzle rating's chart points ``(day, rating)``, in day order, one a
    day (its last), from a :attr:`~connect4.puzzles.progress.Progress.history`;
    a damaged point is left out."""
    by_day = {}
    for point in history if isinstance(history, list) else ():
        if (isinstance(point, (list, tuple)) and len(point) == 2
                and _is_int(point[0]) and _is_int(point[1])):
            by_day[point[0]] = point[1]
    return sorted(by_day.items())


def game_accuracy(record):
    """A game record's accuracy in percent: the share of the human's judged moves
    that kept the result; ``None`` when none of them was judged."""
    try:
        human = record["human"]
        judged = [r["verdict"] for r in record["records"]
                  if r and r.get("verdict") not in (None, UNSOLVED) and mover(r["ply"]) in human]
    except (KeyError, TypeError, AttributeError):
        return None  # a damaged record: not a point of the chart
    if not judged:
        return None
    kept = len([v for v in judged if v not in TURNING])
    return int(round(100.0 * kept / len(judged)))


def accuracy_points(game_records) -> list:
    """The accuracy chart's points ``(day, accuracy)``, one per reviewed game with
    judged moves of the human, in the order they were played (by day, then as given)."""
    points = []
    for i, record in enumerate(game_records or ()):
        accuracy = game_accuracy(record)
        day = record.get("day") if isinstance(record, dict) else None
        if accuracy is not None and _is_int(day):
            points.append((day, i, accuracy))
    return [(day, accuracy) for day, _, accuracy in sorted(points)]


def date_words(day: int) -> str:
    """``"25 Nov 2026"`` of a day number."""
    # In the Puzzles mode's bundle, installed before the dashboard draws (as above)
    from connect4.puzzles.progress import civil_from_days

    y, m, d = civil_from_days(day)
    return "%d %s %d" % (d, MONTHS[m - 1], y)


def _short_date(day: int) -> str:
    """``"25 Nov"``."""
    return date_words(day).rsplit(" ", 1)[0]


def rating_text(points) -> str:
    """The rating chart in words (its text alternative)."""
    if not points:
        return "No puzzle rating yet: solve a puzzle to start its history."
    ratings = [r for _, r in points]
    if len(points) == 1:
        return "Puzzle rating %d on %s." % (ratings[0], date_words(points[0][0]))
    return "Puzzle rating on %d days from %s to %s: from %d to %d, highest %d." % (
        len(points), date_words(points[0][0]), date_words(points[-1][0]),
        ratings[0], ratings[-1], max(ratings))


def accuracy_text(points) -> str:
    """The accuracy chart in words (its text alternative)."""
    if not points:
        return ("No reviewed game yet: each game you finish is reviewed in the background, "
                "and its accuracy shows here.")
    values = [a for _, a in points]
    mean = int(round(sum(values) / len(values)))
    if len(points) == 1:
        return "One reviewed game, on %s: accuracy %d%%." % (date_words(points[0][0]), values[0])
    return "Accuracy of %d reviewed games from %s to %s: from %d%% to %d%%, average %d%%." % (
        len(points), date_words(points[0][0]), date_words(points[-1][0]),
        values[0], values[-1], mean)


def _el(tag, attrs, text=None, kids=None):
    return (tag, [(k, str(v)) for k, v in attrs], text, kids or [])


def _chart(name, title, words, xs, ys, tips, lo, hi, ticks, labels, width, height):
    """A line chart's tree: ``xs`` (any scale, spread over the width), ``ys``
    between ``lo`` and ``hi``, each point's ``tips`` (its title), the
    ``ticks`` labelled on the left, the ``labels`` (first and last) under the axis."""
    plot_w, plot_h = width - _LEFT - _RIGHT, height - _TOP - _BOTTOM
    x0, x1 = (min(xs), max(xs)) if xs else (0, 0)

    def x_of(x):
        return _LEFT + (plot_w * (x - x0) / (x1 - x0) if x1 > x0 else plot_w / 2)

    def y_of(y):
        return _TOP + plot_h * (hi - y) / (hi - lo)

    ink = ("fill", "currentColor")
    out = [_el("title", [("id", name + "-title")], title),
           _el("desc", [("id", name + "-desc")], words)]
    for value, text in ticks:
        y = "%.1f" % y_of(value)
        out.append(_el("line", [("x1", _LEFT), ("y1", y), ("x2", _LEFT + plot_w), ("y2", y),
                                ("stroke", "currentColor"), ("stroke-opacity", "0.2")]))
        out.append(_el("text", [("x", _LEFT - 4), ("y", "%.1f" % (y_of(value) + 4)),
                                ("font-size", "10"), ("text-anchor", "end"), ink], text))
    for anchor, x, text in labels:
        out.append(_el("text", [("x", "%.1f" % x_of(x)), ("y", height - 4), ("font-size", "10"),
                                ("text-anchor", anchor), ink], text))
    if xs:
        line = " ".join(["%.1f,%.1f" % (x_of(x), y_of(y)) for x, y in zip(xs, ys)])
        out.append(_el("polyline", [("class", name + "-line"), ("points", line), ("fill", "none"),
                                    ("stroke", _LINE), ("stroke-width", "2")]))
        for x, y, tip in zip(xs, ys, tips):
            out.append(_el("circle", [("cx", "%.1f" % x_of(x)), ("cy", "%.1f" % y_of(y)),
                                      ("r", "2.5"), ("fill", _LINE)], None, [_el("title", [], tip)]))
    return _el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", name),
                       ("viewBox", "0 0 %d %d" % (width, height)), ("role", "img"),
                       ("aria-labelledby", name + "-title"),
                       ("aria-describedby", name + "-desc")], None, out)


def _ends(xs, days):
    """The first and last points' dates under the axis (one when they are the same day)."""
    if not xs:
        return []
    if days[0] == days[-1]:
        return [("middle", xs[0], _short_date(days[0]))]
    return [("start", xs[0], _short_date(days[0])), ("end", xs[-1], _short_date(days[-1]))]


def rating_tree(points, width=WIDTH, height=HEIGHT):
    """The puzzle rating over days (:func:`rating_points`) as an SVG tree: x is the
    day, so a week away shows as a gap."""
    days = [d for d, _ in points]
    ratings = [r for _, r in points]
    lo = min(ratings + [1000]) - 50
    hi = max(max(ratings + [1000]) + 50, lo + 200)
    step = 100 if hi - lo <= 500 else 200 if hi - lo <= 1000 else 500
    ticks = [(r, "%d" % r) for r in range(int(lo) // step * step + step, int(hi) + 1, step)]
    return _chart("puzzle-rating-chart", "Your puzzle rating over time", rating_text(points),
                  days, ratings, ["%s: %d" % (_short_date(d), r) for d, r in points],
                  lo, hi, ticks, _ends(days, days), width, height)


def accuracy_tree(points, width=WIDTH, height=HEIGHT):
    """The accuracy of each reviewed game (:func:`accuracy_points`) as an SVG tree:
    one point a game, in the order played, 0 to 100%."""
    xs = list(range(len(points)))
    days = [d for d, _ in points]
    ticks = [(0, "0%"), (50, "50%"), (100, "100%")]
    return _chart("accuracy-chart", "The accuracy of your reviewed games", accuracy_text(points),
                  xs, [a for _, a in points], ["%s: %d%%" % (_short_date(d), a) for d, a in points],
                  0, 100, ticks, _ends(xs, days), width, height)


def chart_or_words(kind, points):
    """What the card shows in a chart's place (``kind``: "rating" or "accuracy"):
    ``(tree, None)``, or ``(None, words)`` with no point yet: bare axes said nothing
    to a new player (issue 51).

    >>> chart_or_words("rating", [])
    (None, 'No puzzle rating yet: solve a puzzle to start its history.')
    >>> chart_or_words("accuracy", [(20782, 90)])[0][0]
    'svg'
    """
    tree, text = {"rating": (rating_tree, rating_text), "accuracy": (accuracy_tree, accuracy_text)}[kind]
    return (tree(points), None) if points else (None, text(points))
