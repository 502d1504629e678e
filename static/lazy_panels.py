"""What stands in for the review and match panels until the one loader builds them.

The review panel (static/review_ui.py) and the match panel (static/match_ui.py,
static/match_board.py) are not in the page's image: build.py packs each into
``static/mode-<name>.bundle``, which the one loader (static/effects.py) fetches
the first time an update asks for it (connect4.page.modes.review.reviewmode.open_moves, a
review's link, a saved review open at start, the match's card opened:
``lazymodes.fetch``) and then builds the view with ``<name>_ui.view(page)``
(``lazymodes.VIEWS``).  Until then ``page.review`` and ``page.match`` are an
:class:`Absent`: it draws nothing and has no keys.
"""


class Absent:
    """A panel not loaded yet: nothing to draw, no key, no reply to show."""

    def render(self):
        """Nothing to draw."""

    def on_key(self, ev):
        """No key of the panel until it is there (a few frames at most)."""

    def taken(self, what):
        """A match's reply before its panel exists: none can come (the panel starts matches)."""
