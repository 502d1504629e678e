"""The player's rating chart: the rating after each rated game, its band of ± RD, the levels.

An SVG tree the page turns into DOM, with an accessible name and a text alternative.

>>> svg = rating_svg([[3, 1.0, 1310, 290], [3, 1.0, 1390, 250]], {3: (1542.0, 54.0)})
>>> svg.startswith("<svg") and "L3" in svg and "1390" in svg
True
"""

#: The chart's size in user units (it scales to its box).
WIDTH, HEIGHT = 320, 120
_LEFT, _RIGHT, _TOP, _BOTTOM = 34, 24, 8, 14


def chart_text(history):
    """The chart in words (its text alternative)."""
    if not history:
        return "No rated game yet."
    first, last = history[0][2], history[-1][2]
    return "Rating over %d rated games: from %d to %d, now %d ± %d." % (
        len(history), first, last, last, history[-1][3])


def rating_tree(history, levels, width=WIDTH, height=HEIGHT):
    """The chart as a tree of SVG elements (``connect4.review.chart``'s shape)."""
    plot_w, plot_h = width - _LEFT - _RIGHT, height - _TOP - _BOTTOM
    lows = [h[2] - h[3] for h in history] or [1000]
    highs = [h[2] + h[3] for h in history] or [1400]
    lo = min(lows) - 20
    hi = max(max(highs) + 20, lo + 200)
    n = len(history)

    def x_of(i):
        return _LEFT + (plot_w * i / (n - 1) if n > 1 else plot_w / 2)

    def y_of(r):
        return _TOP + plot_h * (hi - r) / (hi - lo)

    def el(tag, attrs, text=None, kids=None):
        return (tag, [(k, str(v)) for k, v in attrs], text, kids or [])

    ink = ("fill", "currentColor")
    out = [el("title", [("id", "rating-chart-title")], "Your rating after each rated game"),
           el("desc", [("id", "rating-chart-desc")], chart_text(history))]
    for number in sorted(levels):
        r = levels[number][0]
        if lo <= r <= hi:
            y = "%.1f" % y_of(r)
            out.append(el("line", [("class", "level-line"), ("x1", _LEFT), ("y1", y),
                                   ("x2", _LEFT + plot_w), ("y2", y), ("stroke", "currentColor"),
                                   ("stroke-opacity", "0.35"), ("stroke-dasharray", "3 3")]))
            out.append(el("text", [("x", _LEFT + plot_w + 3), ("y", "%.1f" % (y_of(r) + 4)),
                                   ("font-size", "10"), ink], "L%d" % number))
    step = 100 if hi - lo <= 500 else 200 if hi - lo <= 1000 else 500
    for r in range(int(lo) // step * step + step, int(hi) + 1, step):
        out.append(el("text", [("x", _LEFT - 4), ("y", "%.1f" % (y_of(r) + 4)), ("font-size", "10"),
                               ("text-anchor", "end"), ink], "%d" % r))
    if n:
        upper = ["%.1f,%.1f" % (x_of(i), y_of(h[2] + h[3])) for i, h in enumerate(history)]
        lower = ["%.1f,%.1f" % (x_of(i), y_of(h[2] - h[3])) for i, h in enumerate(history)]
        out.append(el("polygon", [("class", "rating-band"),
                                  ("points", " ".join(upper + lower[::-1])),
                                  ("fill", "#3b82f6"), ("fill-opacity", "0.18")]))
        line = ["%.1f,%.1f" % (x_of(i), y_of(h[2])) for i, h in enumerate(history)]
        out.append(el("polyline", [("class", "rating-line"), ("points", " ".join(line)),
                                   ("fill", "none"), ("stroke", "#3b82f6"), ("stroke-width", "2")]))
        last = history[-1]
        out.append(el("circle", [("class", "rating-now"), ("cx", "%.1f" % x_of(n - 1)),
                                 ("cy", "%.1f" % y_of(last[2])), ("r", "3.5"), ("fill", "#3b82f6")],
                      None, [el("title", [], "%d ± %d" % (last[2], last[3]))]))
    return el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "rating-chart"),
                      ("viewBox", "0 0 %d %d" % (width, height)), ("role", "img"),
                      ("aria-labelledby", "rating-chart-title"),
                      ("aria-describedby", "rating-chart-desc")], None, out)


def _escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def markup(node):
    """A tree node as SVG markup (escaped)."""
    tag, attrs, text, kids = node
    head = "<%s%s" % (tag, "".join(' %s="%s"' % (k, _escape(v)) for k, v in attrs))
    if text is None and not kids:
        return head + "/>"
    inner = _escape(text) if text is not None else ""
    return "%s>%s%s</%s>" % (head, inner, "".join(markup(k) for k in kids), tag)


def rating_svg(history, levels, width=WIDTH, height=HEIGHT):
    """The chart as an ``<svg>`` string (``history``: ``PlayerRating.history``;
    ``levels``: ``{number: (rating, se)}``)."""
    return markup(rating_tree(history, levels, width, height))
