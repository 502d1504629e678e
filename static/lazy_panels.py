"""The review and match panels before their Python is fetched: the first use loads it.

The review panel (static/review_ui.py, connect4.page.reviewmode) and the
match panel (static/match_ui.py, static/match_board.py) are not in the page's
bundle: build.py packs each into ``static/mode-<name>.bundle``, fetched the
first time the reader opens the panel (a review's button, a review's link, a
match's card, "Review this game"), or at start when a saved review was open.
Until then a loader stands in for ``page.review`` / ``page.match``: it draws
nothing and answers what the page asks of the panel; once loaded, the page's
attribute is the real panel and the loader only forwards to it.  The review's
state (connect4.page.reviewview, in the page's loop) is restored here, at
start (static/startup.py), so the loop sees a saved review before its panel is fetched.
"""

import asyncio

import c4bundle
from pyscript import fetch, window

from connect4.page import lazymodes, modes, reviewview
from dom import el


async def load_mode(page, name, what, make):
    """Fetch the panel ``name``'s bundle (one request, build.py's MODES), install it,
    import its view ``<name>_ui`` and return ``make(that module)``; on a failure
    say so (the console names ``what``, the page shows a message) and return None.
    (The modes inside the loop load through static/effects.py instead.)"""
    try:
        c4bundle.install_blob(await fetch(lazymodes.bundle_url(name)).bytearray())
        return make(__import__(name + "_ui"))
    except Exception as e:  # a failed fetch (JsException), a bad bundle (ValueError), the import
        window.console.error("%s could not be loaded: %s" % (what, e))
        page.state.messages.append(lazymodes.load_failed(lazymodes.failure_words(e.args)))
        page.render()
        return None


class PanelLoader:
    """Stands in for the panel ``page.<attr>`` until it is loaded from its bundle."""

    name = attr = ""

    def __init__(self, page):
        self.page = page
        self.loading = None
        self.waiting = []  # what to do with the panel once it is there

    def panel(self):
        """The real panel, or None while this loader stands in."""
        p = getattr(self.page, self.attr)
        return None if p is self else p

    def load(self, then=None):
        """Fetch and build the panel (once), then ``then(panel)``.  Called only
        while this loader stands in: once loaded, ``page.<attr>`` is the panel."""
        if then is not None:
            self.waiting.append(then)
        if self.loading is None:
            self.loading = asyncio.create_task(self._load())

    async def _load(self):
        panel = await load_mode(self.page, self.name, "the %s panel" % self.name, self.build)
        self.loading = None
        if panel is None:
            self.waiting = []
            return
        setattr(self.page, self.attr, panel)
        self.page.render()
        for then in self.waiting:
            then(panel)
        self.waiting = []


class ReviewLoader(PanelLoader):
    """``page.review`` until the review panel is loaded (its first opening)."""

    name = attr = "review"

    def __init__(self, page):
        super().__init__(page)
        self.model = page.state.review  # restored at start (static/startup.py's page_state)
        for id_ in ("review-open", "review-game"):  # the panel binds them once loaded
            page.events.on(el(id_), "click",
                           lambda ev: self.open_game() if self.panel() is None else None)

    def build(self, module):
        return module.ReviewPanel(self.page)

    def render(self):
        if self.page.state.mode == modes.REVIEW:  # a saved review was open, or a link opened one
            self.load()

    def open_game(self, ev=None):
        self.load(lambda p: p.open_game())

    def open_moves(self, moves, about):
        self.load(lambda p: p.open_moves(moves, about))

    def from_link(self, params):
        """A link that opens a review (``review=1``): fetch the panel; any other: nothing."""
        ply = self.page.state.game.board.ply
        if ply and reviewview.link_ply(params, ply) is not None:
            self.load(lambda p: p.from_link(params))

    def on_close(self, ev=None):
        if self.model.open:
            self.load(lambda p: p.on_close())

    def on_key(self, ev):
        """No key of the review until it is loaded (a few frames at most)."""


class MatchLoader(PanelLoader):
    """``page.match`` until the match panel is loaded (its card's first opening)."""

    name = attr = "match"

    def __init__(self, page):
        super().__init__(page)
        card = el("match-card")
        if card is not None:
            details = card.querySelector("details")  # the panel binds it once loaded
            page.events.on(details, "toggle", lambda ev: self.load(lambda p: p.on_open(ev))
                           if details.open and self.panel() is None else None)

    def build(self, module):
        return module.MatchPanel(self.page)

    def render(self):
        """Nothing to draw: the panel is built when its card opens."""

    def taken(self, what):
        """A match's reply before the panel exists: none can come (the panel starts matches)."""
