"""The page's main thread (MicroPython): the wiring of events to the page's loop.

Every event (a click, a key, a worker's reply, a timer) calls one update
(connect4.page.loop, gamemode, reviewmode, matchrun): it changes the page's
state (connect4.page.loop.PageState) and fills an Outbox; :meth:`Page.apply`
posts and cancels, starts timers, saves, and draws every view and control
from the state once (view_board.render_page).  The picture, and how to add a
mode: docs/page-loop.md.
"""

import json
import random

from pyscript import document, window
from pyscript.ffi import create_proxy

import startup
from addressbar import AddressBar
from ai_client import AI
from connect4.page import endgame, gamemode, inflight, loop
from connect4.page.messages import Messages
from connect4.page.workerwatch import WATCHDOG_EVERY_MS
from custom_ui import CUSTOM, CustomPlayers, Names, build_about
from dom import Events, el
from keyboard import Keyboard
from lazy_panels import MatchLoader, ReviewLoader  # fetched when first opened
from lazy_puzzles import PuzzlesLoader  # hook: puzzles (fetched when first opened)
from view_board import BoardView, render_page, toggle_menu
from view_panels import HintsView, MoveCounters, close_message


class Page(startup.PositionHooks):
    """The page's state, its views, and the owner's interface its panels use:
    ``state`` to read, ``update(fn, *args)`` to change it, ``send``, ``announce``."""

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
        self.ai = AI(self.on_reply, lambda: self.update(loop.ai_lost), self.on_ai_progress, self.levels,
                     startup.EMBED)
        self.state = loop.PageState(game, self.ai.status, self.names, messages)
        self.ai.on_loading = self.render
        self.animate = False  # the last disc drops on the next drawing
        self.timers = {}
        self._ticks = {"move": create_proxy(self.move_tick), "hint": create_proxy(self.hint_tick),
                       "landed": create_proxy(self.on_landed),
                       "held": create_proxy(self.held_tick)}
        self.held = None  # the AI's reply until its time (connect4.page.pacing)
        self.board = BoardView()
        self.hints = HintsView()
        self.modes, self.modes_loading = None, False  # hook: threats (static/position_ui.py)
        self.keyboard, self.address = Keyboard(self), AddressBar(self, startup.EMBED)
        self._bind()
        self.counters = MoveCounters(self.events, self.store)
        self.counters.on_toggle = self.render
        self.match = MatchLoader(self)  # the panel once opened (static/match_ui.py)
        build_about(self.players, self.events, self.levels)  # hook: levels
        self.review = ReviewLoader(self)  # the panel once opened (static/review_ui.py)
        self.puzzles = PuzzlesLoader(self)  # hook: puzzles
        self._watch = create_proxy(lambda *args: self.ai.check(len(self.state.requests) > 0))
        window.setInterval(self._watch, WATCHDOG_EVERY_MS)
        self.render()
        self.save()
        if "pos" in self.params and startup.LinkPrompt.pending is None:
            self.review.from_link(self.params)
        self.puzzles.from_link(self.params)  # hook: puzzles (?puzzle=ID)
        startup.LinkPrompt.ask(self.events, game, self.players, messages, self.changed)
        self.address.follow(startup.LinkPrompt.pending is not None)
        self.keyboard.early()

    def _bind(self):
        on, update = self.events.on, self.update
        for b in self.board.cols:
            on(b, "click", self.on_column)
        for id_, fn in (("undo", gamemode.undo), ("redo", gamemode.redo), ("swap", gamemode.swap),
                        ("new-game", gamemode.new_game), ("play-again", gamemode.new_game),
                        ("swap-again", gamemode.swap_and_new_game), ("hint", loop.toggle_hints),
                        ("pause", gamemode.toggle_pause), ("resign-yes", gamemode.resign),
                        ("resign-no", gamemode.keep_playing)):
            on(el(id_), "click", lambda ev, fn=fn: update(fn))
        on(el("speed"), "change",
           lambda ev: update(gamemode.set_speed, str(ev.currentTarget.value)))
        on(el("message"), "click", lambda ev: close_message(ev, self.state.messages))
        on(el("menu-toggle"), "click", toggle_menu)
        on(el("red-player"), "change", lambda ev: self.on_player(0, ev))
        on(el("yellow-player"), "change", lambda ev: self.on_player(1, ev))
        on(document, "keydown", self.on_key)
        startup.bind_modes(self)  # hook: threats

    @property
    def game(self):
        return self.state.game

    # -- the loop: an update, then what it asked for ----------------------------------
    def update(self, fn, *args):
        """Run the update ``fn(state, out, *args)`` and do what it asked."""
        out = loop.Outbox()
        fn(self.state, out, *args)
        self.apply(out)

    def apply(self, out):
        self._send(out)
        if out.record is not None:
            self.counters.record(self.game.game_id, out.record)
        if out.save_review:
            self.review.save()
        if out.review_done is not None:
            self.announce("Review done. " + " ".join(out.review_done))
        if out.match is not None:
            self.match.taken(out.match)
        self.animate = self.animate or out.animate
        if out.changed:
            self.changed(out.announce_move)
        elif out.draw:
            self.render()
        if out.announce:
            self.announce(out.announce)
        if out.crash is not None:
            self.ai.crashed(out.crash)  # the new worker's readiness calls on_ai_state
        if out.hold is not None:  # the AI's reply, drawn at its time (connect4.page.pacing)
            self.held = out.hold[0]
            self._later("held", out.hold[1])

    def _send(self, out):
        for rid in out.cancels:
            self.ai.send(inflight.cancel_message(rid))
        for req in out.posts:
            self.ai.send(req)
        if out.hint_wait:
            self._later("hint", loop.HINT_DELAY_MS)

    def send(self, req):
        """Post a request the tracker already knows (the match's)."""
        self.ai.send(req)

    def _later(self, name, ms):
        if self.timers.get(name) is not None:
            window.clearTimeout(self.timers[name])
        self.timers[name] = None if ms is None else window.setTimeout(self._ticks[name], ms)

    def schedule(self):
        out = loop.Outbox()
        loop.schedule(self.state, out, window.performance.now())
        if out.move_delay == 0:  # ask now, not after drawing: the search runs while we draw
            loop.move_tick(self.state, out, random.getrandbits(30))
        self._later("move", out.move_delay or None)
        self._send(out)

    def move_tick(self, *args):
        self.timers["move"] = None
        self.update(loop.move_tick, random.getrandbits(30))

    def hint_tick(self, *args):
        self.timers["hint"] = None
        self.update(loop.hint_tick)

    def held_tick(self, *args):
        self.timers["held"] = None
        msg, self.held = self.held, None
        if msg is not None:
            self.on_reply(msg)

    def on_reply(self, msg):
        if self.modes is not None and self.modes.handles(msg):
            return  # hook: threats (the best line's replies)
        out = loop.Outbox()
        loop.on_reply(self.state, msg, out, window.performance.now())
        self.apply(out)

    def on_ai_progress(self):
        # readiness or loading progress: nothing of the game changed, so no
        # save (a save per progress tick overwrote what another tab stored)
        self.schedule()
        self.render()

    # -- events ------------------------------------------------------------------------
    def on_column(self, ev):
        self.play(int(str(ev.currentTarget.getAttribute("data-col"))))

    def play(self, col):
        if self.modes is not None and self.modes.owns_board():
            return  # hook: threats (the board shows a best line's position)
        self.update(gamemode.play, col)

    def on_player(self, colour, ev):
        value = str(ev.currentTarget.value)
        if value == CUSTOM:
            value = self.custom.chosen(colour, self.game.settings.player(colour))
        self.update(gamemode.set_player, colour, value)

    def on_custom(self, colour, spec):  # a custom AI's controls changed: that colour plays it
        self.update(gamemode.set_player, colour, spec)

    def on_key(self, ev):
        if self.puzzles.open:  # hook: puzzles
            return self.puzzles.on_key(ev)
        if self.state.review.open:
            return self.review.on_key(ev)
        self.keyboard.on_key(ev)

    # -- drawing -----------------------------------------------------------------------
    def changed(self, announce_move=False):
        """The game changed: ask what it needs, draw, save (the result once the last disc landed)."""
        landing = self.animate and self.game.board.is_over()
        self.state.reveal = not landing
        self.schedule()
        self.render()
        self.save()
        self.address.follow(startup.LinkPrompt.pending is not None)
        if landing:
            window.setTimeout(self._ticks["landed"], endgame.landing_ms(self.game.last_cell()[1]))
        if announce_move:
            self.announce(self.game.last_move_text() + "." + (
                "" if landing else " " + self.game.status_text(self.names) + "."))

    def on_landed(self, *args):
        b = self.game.board
        if self.state.reveal or not b.is_over():
            return
        self.state.reveal = True
        self.render()
        s = self.game.settings
        self.announce(self.game.last_move_text() + ". " + endgame.announcement(
            b.winner(), (s.red, s.yellow), self.names, b.winning_cells(), b.ply))

    def announce(self, text):
        el("announce").textContent = text

    def save(self):
        self.store.set(startup.STORAGE_KEY, json.dumps(self.game.to_dict()))

    def render(self):
        """Draw every view and every control from the state (after each event)."""
        render_page(self, self.animate)
        self.animate = False
        if self.modes is not None:  # hook: threats (a best line's position, the marks)
            self.modes.render()


page = Page()
window.c4ReadyAt = window.performance.now()
