"""The Puzzles mode before its Python is fetched: the first open loads it.

The Puzzles panel (static/puzzles_ui.py) and connect4.puzzles are not in the
page's bundle: build.py packs them into static/mode-puzzles.bundle, fetched
the first time the reader opens the mode (its button, a review's "Practise
your mistakes", a ``?puzzle=ID`` link, or the mode open before a reload;
connect4.page.lazymodes decides).  Once loaded, ``page.puzzles`` is the real
panel, which binds the same buttons itself.
"""

import asyncio

from connect4.page import lazymodes
from dom import el
from startup import load_mode


class PuzzlesLoader:
    """Stands in for the Puzzles panel until its first use."""

    def __init__(self, page):
        self.page = page
        self.open = False
        self.loading = None
        on = page.events.on
        on(el("puzzles-open"), "click", lambda ev: self.load("open"))
        on(el("review-practise"), "click", lambda ev: self.load("practise"))

    def from_link(self, params):
        """A puzzle's link, or the mode open before a reload: load it now."""
        if lazymodes.puzzles_at_start(params, self.page.store.get(lazymodes.PUZZLES_KEY)):
            self.load("link", params)

    def on_key(self, ev):
        """No key of the mode while it loads (``open`` is False: the game's keys apply)."""

    def load(self, then, params=None):
        if self.page.puzzles is not self or self.loading is not None:
            return  # loaded (the real panel answers its buttons) or on its way
        el("puzzles-open").setAttribute("aria-busy", "true")
        self.loading = asyncio.create_task(self._load(then, params))

    async def _load(self, then, params):
        panel = await load_mode(self.page, "puzzles", "the puzzles mode",
                                lambda module: module.PuzzlesPanel(self.page))
        self.loading = None
        el("puzzles-open").removeAttribute("aria-busy")
        if panel is None:
            return
        self.page.puzzles = panel
        if then == "link":
            panel.from_link(params)
        elif then == "practise":
            panel.on_practise(None)
        else:
            panel.show(panel.mode.open_next)
