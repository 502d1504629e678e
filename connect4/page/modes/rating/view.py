"""The player's rating in the Your score card: the line, the chart, the level to try next (DOM only).

``#rating`` carries ``data-rating`` and ``data-games`` (the tests wait on them).
"""

from connect4.page.dom import View, el, svg_tree
from connect4.page.modes.game import pagetext  # noqa: F401
from connect4.page.modes.rating import rating, ratingchart  # noqa: F401 (rating: AFTER)


class RatingView(View):
    """Draws the rating from the game's slot; the chart only when its history changed."""

    def __init__(self, page):
        View.__init__(self, page)
        self.chart_key = None

    def render(self, animate=False):
        model = self.page.state.game.rating.model
        if model is None:
            return
        box = el("rating")
        box.setAttribute("data-rating", str(int(model.rating + 0.5)))
        box.setAttribute("data-games", str(model.games()))
        el("rating-summary").textContent = model.summary()
        tip = model.suggestion()
        nxt = el("rating-next")
        nxt.textContent = tip[1] if tip else ""
        nxt.hidden = tip is None
        note = el("rating-unrated")
        note.textContent = pagetext.unrated_games(model.unrated)
        note.hidden = not model.unrated
        history = model.history
        key = (len(history), tuple(history[-1]) if history else None)
        chart = el("rating-chart")
        chart.hidden = not history
        if history and self.chart_key != key:
            self.chart_key = key
            chart.replaceChildren(svg_tree(ratingchart.rating_tree(history, model.levels)))


view = RatingView  # made once its bundle is in (static/main.py's build_view)
