"""The page's keys: the board's wherever the focus is not in a form control, undo and
redo, and the focus back on the board after a mouse click on the game's buttons."""

import json

from pyscript import document, window
from pyscript.ffi import to_js

from connect4.page.kernel import keys
from connect4.page.modes.game import gamemode


class Keyboard:
    """Turns keys into the page's updates; ``last`` is the column used last."""

    def __init__(self, page):
        self.page = page
        self.last = None
        page.events.on(document, "click", self.on_click)

    def early(self):
        """Play the digits pressed while the page started (static/early-keys.js kept them)."""
        early = getattr(window, "c4EarlyKeys", None)
        window.c4EarlyKeys = None
        for action in keys.early_actions(json.loads(str(window.JSON.stringify(early or [])))):
            self.key(action)

    def on_key(self, ev):
        """A key on the game's board (the review and the puzzles have their own)."""
        tag = str(ev.target.tagName) if ev.target else ""
        step = keys.shortcut(str(ev.key), tag, bool(ev.ctrlKey or ev.metaKey),
                             bool(ev.shiftKey), bool(ev.altKey))
        if step is not None:
            ev.preventDefault()
            self.page.update(gamemode.undo if step == keys.UNDO else gamemode.redo)
            return
        action = keys.key_action(str(ev.key), self.page.board.focused_column(), tag,
                                 bool(ev.ctrlKey or ev.metaKey or ev.altKey), self.last)
        if action is not None:
            ev.preventDefault()
            self.key(action)

    def key(self, action):
        what, col = action
        self.last = col
        if what != keys.PLAY_FOCUSED:
            self.page.board.cols[col].focus()
        if what != keys.FOCUS:
            self.page.play(col)

    def on_click(self, ev):
        """After a button's own handler: a column remembers itself; a mouse click on
        one of the game's buttons gives the focus back to the board."""
        button = ev.target.closest("button") if ev.target is not None else None
        if button is None:
            return
        if button.classList.contains("col") and button.closest("#board"):
            self.last = int(str(button.getAttribute("data-col")))
        elif keys.returns_focus(str(button.id), int(ev.detail or 0)):
            # the columns are never disabled (aria-disabled: connect4/page/modes/game/view.py), so
            # the focus always lands
            self.page.board.cols[3 if self.last is None else self.last].focus(
                to_js({"preventScroll": True}))
