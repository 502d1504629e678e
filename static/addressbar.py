"""The address follows the game, the browser's Back and Forward step through it,
Copy link, and the box that opens a pasted position (wiring: connect4.page.links decides)."""

import asyncio
import json

from pyscript import window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.page.dom import el
from connect4.page.kernel import registry
from connect4.page.links import address, links
from connect4.page.modes.game import gamemode, pagetext


def _pairs(query):
    return json.loads(str(bridge.query_pairs(query)))


class AddressBar:
    """The address (a history entry per human turn), Back and Forward, Copy link, the box."""

    def __init__(self, page, embed):
        self.page = page
        embed = embed or bool(bridge.in_frame())
        self.book = address.Address(embed, max(0, int(bridge.history_index())))
        on = page.events.on
        on(el("copy-link"), "click", self.on_copy)
        on(el("code-form"), "submit", self.on_code)
        if not embed:
            self._pop = create_proxy(self.on_pop)  # lives as long as the page
            bridge.on_popstate(self._pop)

    def query(self):
        """The game's share link, as Copy link gives it."""
        return str(bridge.build_query(json.dumps(links.share_pairs(self.page.game))))

    def follow(self, waiting=False):
        """After every change of the game: the address shows it (nothing while the
        embed's link waits for an answer, ``waiting``)."""
        if waiting or bridge.traversing():
            return  # the page's own Back or Forward is on its way: its arrival follows again
        # a mode's own address (?puzzle=ID, ?train=red, ?race=SEED); none for practice, Storm
        # or a link whose bundle is on its way
        other = registry.link_query(self.page.state)
        if other is not None:
            step = self.book.other(other) if other else None
            if step is not None:
                bridge.set_address(other, step[1], False)
            return
        g = self.page.game
        query = self.query()
        step = self.book.follow(g.board.notation(), query, tuple(g.human_colours()))
        if step is None:
            return
        action, index = step
        if action in (address.BACK, address.FORWARD):
            back = action == address.BACK
            done = bridge.history_go(-1 if back else 1, index + 1 if back else index - 1)
        else:
            done = bridge.set_address(query, index, action == address.PUSH)
        if not done:  # the browser dropped a change: start again from the entry it is on
            self.book = address.Address(self.book.embed, max(0, int(bridge.history_index())))
            step = self.book.follow(g.board.notation(), query, tuple(g.human_colours()))
            bridge.set_address(query, step[1], False)

    def on_pop(self, ours=False):
        """The browser's Back or Forward arrived; ``ours``: the page's own (an undo, a redo),
        after which the address follows the game as it is now, moves made meanwhile too."""
        index = int(bridge.history_index())
        if ours:
            self.book.landed(index)
            self.follow()
            return
        search = str(window.location.search)
        req = links.read_link(_pairs(search), length=len(search))
        if index < 0 or req.board is None:
            return  # not one of the page's entries (a #fragment, a hand-edited address)
        self.book.popped(index, req.board.notation(), search)
        self.page.update(gamemode.go_to, req.board)

    def on_code(self, ev):
        """The position box: open what was pasted, or say why not (the game untouched)."""
        ev.preventDefault()
        p = self.page
        box = el("code-text")
        req = links.read_pasted(str(box.value), _pairs, [lv["level"] for lv in p.levels],
                                [x.get("name") for x in p.players] if p.players else None)
        p.update(gamemode.open_code, req, p.players)
        if req.board is not None:
            box.value = ""

    def on_copy(self, ev):
        st = self.page.state
        pairs = links.shown_pairs(st)  # what the page shows, from the state
        url = (str(window.location.href).split("?")[0].split("#")[0]
               + str(bridge.build_query(json.dumps(pairs))))
        box = el("link-text")
        box.value = url
        el("link-out").hidden = False
        box.select()
        asyncio.create_task(self._copy(url))

    async def _copy(self, url):
        ok = await bridge.copy_text(url)
        el("copy-link").textContent = pagetext.copy_button(ok)
        self.page.announce(pagetext.link_copied(ok))
