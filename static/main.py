"""The page's main thread (MicroPython): the wiring of events to the page's loop (docs/page-loop.md)."""

import random

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

import startup
from addressbar import AddressBar
from ai_client import AI, POLICY_EVERY_MS
from connect4.page import dom
from connect4.page.ai.customview import CUSTOM, CustomPlayers, Names
from connect4.page.ai.workerwatch import WATCHDOG_EVERY_MS
from connect4.page.dom import Events, el
from connect4.page.kernel import lazymodes, loop, registry
from connect4.page.kernel.messages import Messages
from connect4.page.kernel.record import SCREEN
from connect4.page.links import linkask
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.panels import MoveCounters, close_message
from connect4.page.modes.game.view import BoardView, render_page, toggle_menu
from effects import Effects
from keyboard import Keyboard

dom.install(document, window, bridge, create_proxy)  # before any view is built


class Page:
    """The page's state, its views, and the owner's interface its panels use:
    ``state`` to read, ``update(fn, *args)`` to change it, ``announce``."""

    def __init__(self):
        self.store = startup.Store()
        messages = Messages()
        self.levels, self.players = startup.load_players(messages)
        self.names = Names(self.levels, self.players)
        self.events = Events()
        self.custom = CustomPlayers(self.players, self.events, self.on_custom)
        game = startup.load_game(self.store, self.levels, messages)
        self.params = startup.apply_link(game, self.levels, self.players, messages)
        startup.build_menus(game, self.levels, self.names)
        # the workers' requests lost (a crash, a replaced engine): forget them, ask again
        self.ai = AI(lambda msg: self.update(loop.reply, msg), lambda: self.update(loop.ai_lost),
                     lambda: self.update(loop.ai_progress), self.levels, startup.EMBED)
        self.state = startup.page_state(game, self.ai.status, self.names, messages, self.store,
                                        lambda: float(window.performance.now()),
                                        lambda: random.getrandbits(30))
        self.effects = Effects(self, self.store)
        self.ai.on_loading = self.render
        self.board = BoardView()
        #: Each mode's view by the mode's name: built as the page starts (a view in its
        #: image), else by the one loader once the mode's bundle is in (build_view).
        self.views = {}
        for mode in registry.MODES:
            if mode.view_at_start:
                self.build_view(mode.name)
        self.keyboard, self.address = Keyboard(self), AddressBar(self, startup.EMBED)
        self.counters = MoveCounters(self.state)
        self._bind()
        self.effects.every(WATCHDOG_EVERY_MS, lambda: self.ai.check(len(self.state.requests) > 0))
        self.effects.every(POLICY_EVERY_MS, self.ai.check_policy)
        waiting = self.state.link_waiting is not None
        self.update(loop.start, self.params, waiting)
        self.keyboard.early()

    def _bind(self):
        on, update = self.events.on, self.update
        for b in self.board.cols:
            on(b, "click", self.on_column)
        for mode in registry.MODES:  # every mode's buttons and card, from its record
            for id_, ref in mode.buttons:
                on(el(id_), "click", lambda ev, m=mode, r=ref: update(registry.function(m, r)))
            if mode.card is not None:
                card = document.querySelector(mode.card)
                on(card, "toggle", lambda ev, m=mode, c=card: self.open_card(m) if c.open else None)
        on(el("speed"), "change",
           lambda ev: update(gamemode.set_speed, str(ev.currentTarget.value)))
        on(el("message"), "click", lambda ev: close_message(ev, self.state.messages))
        on(el("menu-toggle"), "click", toggle_menu)
        on(el("red-player"), "change", lambda ev: self.on_player(0, ev))
        on(el("yellow-player"), "change", lambda ev: self.on_player(1, ev))
        on(document, "keydown", self.on_key)

    def open_card(self, mode):
        """A mode's card opened: its update, or its bundle fetched."""
        opens = registry.function(mode, mode.opens)
        self.update(opens) if opens is not None else self.update(lazymodes.fetch, mode.name)

    @property
    def game(self):
        return self.state.game

    def update(self, fn, *args):
        """Run the update ``fn(state, out, *args)`` and carry out its effects (static/effects.py)."""
        self.effects.update(fn, *args)

    def build_view(self, name):
        """Build the view of the mode ``name`` (its record's), once its bundle is in."""
        mode = registry.named(name)
        if mode is not None and mode.view:
            self.views[name] = registry.module(mode, mode.view).view(self)

    # -- events ------------------------------------------------------------------------
    def on_column(self, ev):
        self.play(int(str(ev.currentTarget.getAttribute("data-col"))))

    def play(self, col):
        mode = registry.board_owner(self.state)  # an overlay open, or a screen playing on it
        if mode is None:
            return self.update(gamemode.play, col)
        view = self.views.get(mode.name)
        if view is not None:  # (none before its bundle is in)
            view.click(col)

    def on_player(self, colour, ev):
        value = str(ev.currentTarget.value)
        if value == CUSTOM:
            value = self.custom.chosen(colour, self.game.settings.player(colour))
        self.update(gamemode.set_player, colour, value)

    def on_custom(self, colour, spec):  # a custom AI's controls changed: that colour plays it
        self.update(gamemode.set_player, colour, spec)

    def on_key(self, ev):
        for mode in registry.listening(self.state):  # an overlay, the watchers, the screen
            view = self.views.get(mode.name)
            heard = view is not None and getattr(view, "on_key", None) is not None \
                and view.on_key(ev)
            if heard or mode.kind == SCREEN:  # a screen's keys are its own
                return
        self.keyboard.on_key(ev)

    # -- drawing -----------------------------------------------------------------------
    def announce(self, text):
        el("announce").textContent = text

    def render(self, animate=False):
        """Draw every view and every control from the state (after each event)."""
        render_page(self, animate)
        for mode in registry.MODES:  # in the registry's order: the overlay's board last
            view = self.views.get(mode.name)
            if view is not None:
                view.render(animate)
        startup.render_link_ask(self.state, self.events,
                                lambda o: self.update(linkask.answer, o, self.players))
        self.address.follow(self.state.link_waiting is not None)


page = Page()
if getattr(window, "c4WantState", None):  # tests only: a test's script asked before the page started
    page.effects.expose_state()
window.c4ReadyAt = window.performance.now()
