"""The page's main thread (MicroPython): event handlers, and the calls that draw.

State and rules live in connect4/, pure Python tested in CPython (the game in
connect4.page.game, the workers' open requests in connect4.page.inflight, their
supervision in connect4.page.workerwatch, the sentences in connect4.page.pagetext).  This
module reads the DOM events, calls those, and asks the views to draw:
startup.py (AI list, saved game, link, menus), ai_client.py (the AI workers,
storage), view_board.py (board, turn line, buttons), view_panels.py (AI status,
hints, moves, score, messages), custom_ui.py and match_ui.py (custom AIs,
counters, About, matches).  Text from links or storage is only ever set with
``textContent``.
"""

import asyncio
import json
import random

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.page import endgame, inflight, keys, links, pagetext
from connect4.page.messages import Messages
from connect4.page.hintdownload import HintDownload
from connect4.page.settings import COLOURS, SPEEDS, check_player
from connect4.page.workerwatch import WATCHDOG_EVERY_MS
from ai_client import AI, Store, render_loading
import startup
from custom_ui import CUSTOM, CustomPlayers, MoveCounters, Names, build_about
from dom import Events, el
from match_ui import MatchPanel
from review_ui import ReviewPanel
from puzzles_ui import PuzzlesPanel  # hook: puzzles
from view_board import BoardView, render_result, render_status, toggle_menu
from view_panels import (HintsView, close_message, render_ai_status, render_hint_data,
                         render_link, render_messages, render_moves, render_tally)

#: Hints are asked for a position once it has stayed this long (ms).
HINT_DELAY_MS = 300


class Page:
    def __init__(self):
        self.store = Store()
        self.messages = Messages()
        self.reveal = True  # False while a game's last disc is falling
        self._reveal = create_proxy(self.on_landed)
        self.requests = inflight.InFlight()
        self.timer = None
        self.animate = False
        self.book_problem = None
        self.hint_data = HintDownload()
        self._tick = create_proxy(self.tick)
        self.hint_timer = None
        self._hint_tick = create_proxy(self.hint_tick)
        self.levels, self.players = startup.load_players(self.messages)
        self.names = Names(self.levels, self.players)
        self.events = Events()
        self.custom = CustomPlayers(self.players, self.events, self.on_custom)
        self.game = startup.load_game(self.store, self.levels, self.messages)
        self.params = startup.apply_link(self.game, self.levels, self.players, self.messages)
        startup.build_menus(self.game, self.levels, self.names)
        self.board = BoardView()
        self.hints = HintsView()
        self._bind()
        self.ai = AI(self.on_reply, self.on_ai_state, self.on_ai_progress, self.levels,
                     bool(document.documentElement.classList.contains("embed")))
        self.ai.on_loading = self.render_hint_lines
        self.counters = MoveCounters(self.events, self.store)
        self.counters.on_toggle = self.render
        self.match = MatchPanel(self.ai, self.levels, self.players, self.names, self.events,
                                self.store)
        build_about(self.players, self.events)
        self.review = ReviewPanel(self)
        self.match.on_review = self.review.open_moves
        self.puzzles = PuzzlesPanel(self)  # hook: puzzles
        self._watch = create_proxy(lambda *args: self.ai.check(len(self.requests) > 0))
        window.setInterval(self._watch, WATCHDOG_EVERY_MS)
        self.render()
        self.save()
        if "pos" in self.params and startup.LinkPrompt.pending is None:
            self.review.from_link(self.params)
        self.puzzles.from_link(self.params)  # hook: puzzles (?puzzle=ID)
        startup.LinkPrompt.ask(self.events, self.game, self.players, self.messages, self.changed)
        # keys pressed while the page started (static/early-keys.js kept them)
        early = getattr(window, "c4EarlyKeys", None)
        window.c4EarlyKeys = None
        for action in keys.early_actions(json.loads(str(window.JSON.stringify(early or [])))):
            self.key(action)

    def _bind(self):
        on = self.events.on
        for b in self.board.cols:
            on(b, "click", self.on_column)
        for id_, fn in (("undo", lambda ev: self.act(self.game.undo)),
                        ("redo", lambda ev: self.act(self.game.redo)),
                        ("new-game", self.on_new_game), ("play-again", self.on_new_game),
                        ("swap-again", self.on_swap_again),
                        ("message", lambda ev: close_message(ev, self.messages)),
                        ("menu-toggle", toggle_menu),
                        ("swap", lambda ev: self.act(self.game.swap_colours)),
                        ("hint", self.on_hint), ("pause", self.on_pause),
                        ("copy-link", self.on_copy), ("speed", self.on_speed)):
            on(el(id_), "change" if id_ == "speed" else "click", fn)
        on(el("red-player"), "change", lambda ev: self.on_player(0, ev))
        on(el("yellow-player"), "change", lambda ev: self.on_player(1, ev))
        on(document, "keydown", self.on_key)

    # -- events --------------------------------------------------------------
    def on_column(self, ev):
        self.play(int(str(ev.currentTarget.getAttribute("data-col"))))

    def play(self, col):
        if self.review.open:
            return  # the board shows the review's position
        if self.game.play(col):
            self.animate = True
            self.changed(announce_move=True)
        elif not self.game.is_human_turn() and not self.game.board.is_over():
            self.announce("Wait: it is the AI's turn.")

    def act(self, fn):
        if fn() is not False:
            self.changed(announce_move=False)
            self.announce(self.game.status_text(self.names) + ". Position " +
                          (self.game.board.notation() or "empty") + ".")

    def on_new_game(self, ev):
        self.messages.clear()  # they were about the old game
        self.act(self.game.new_game)

    def on_swap_again(self, ev):
        self.game.swap_colours()
        self.on_new_game(ev)

    def on_player(self, colour, ev):
        value = str(ev.currentTarget.value)
        if value == CUSTOM:
            value = self.custom.chosen(colour, self.game.settings.player(colour))
        try:
            self.game.set_player(colour, check_player(value))
        except ValueError as e:
            self.show_message(str(e))
        self.game.paused = False
        self.changed()
        self.announce(pagetext.player_changed(colour, self.names.get(value, value)))

    def on_custom(self, colour, spec):
        """A custom AI's controls changed: that colour plays the new spec."""
        self.game.set_player(colour, spec)
        self.game.paused = False
        self.changed()
        self.announce(pagetext.player_changed(colour, self.names.get(spec)))

    def on_speed(self, ev):
        v = str(ev.currentTarget.value)
        if v in SPEEDS:
            self.game.settings.speed = v
        self.changed()

    def on_pause(self, ev):
        self.game.paused = not self.game.paused
        self.changed()
        self.announce("Paused." if self.game.paused else "Resumed.")

    def on_hint(self, ev):
        s = self.game.settings
        s.hints = not s.hints
        if not s.hints:
            self.cancel(self.requests.drop_hints())
        self.changed()

    def on_copy(self, ev):
        url = (str(window.location.href).split("?")[0].split("#")[0]
               + str(el("board").getAttribute("data-share")))
        box = el("link-text")
        box.value = url
        el("link-out").hidden = False
        box.select()
        asyncio.create_task(self._copy(url))

    async def _copy(self, url):
        ok = await bridge.copy_text(url)
        el("copy-link").textContent = pagetext.copy_button(ok)
        self.announce(pagetext.link_copied(ok))

    def on_key(self, ev):
        if self.puzzles.open:  # hook: puzzles
            return self.puzzles.on_key(ev)
        if self.review.open:
            return self.review.on_key(ev)
        tag = str(ev.target.tagName) if ev.target else ""
        action = keys.key_action(str(ev.key), self.board.focused_column(), tag,
                                 bool(ev.ctrlKey or ev.metaKey or ev.altKey))
        if action is not None:
            ev.preventDefault()
            self.key(action)

    def key(self, action):
        what, col = action
        if what != keys.PLAY_FOCUSED:
            self.board.cols[col].focus()
        if what != keys.FOCUS:
            self.play(col)

    # -- the AI --------------------------------------------------------------
    def on_ai_state(self):
        if not self.ai.ready:
            self.match.worker_lost()
            self.hint_data.worker_restarted()
        if self.match.built:
            self.match.draw_controls()
        self.requests.clear()
        self.review.worker_lost()
        self.game.abandon_request(self.game.pending[0] if self.game.pending else None)
        if self.ai.notice:
            self.messages.append(self.ai.notice)
            self.ai.notice = None
        self.changed()

    def on_ai_progress(self):
        # readiness or loading progress: nothing of the game changed, so no
        # save (a save per progress tick overwrote what another tab stored)
        self.schedule()
        self.render()

    def cancel(self, rids):
        for rid in rids:
            self.ai.send(inflight.cancel_message(rid))

    def schedule(self):
        """Cancel stale searches; if an AI is to move, ask it after its delay."""
        self.cancel(self.requests.forget(self.game.take_cancels()))
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
        if self.ai.ready and self.game.ai_to_move() and not self.game.is_thinking():
            self.timer = window.setTimeout(self._tick, self.game.ai_delay())
        if self.review.model.wants_worker():  # the review waits for the database like hints
            if not self.ai.router.full_gone:
                self.post(self.hint_data.request(self.game._new_id()))
            self.post(self.review.request(self.game._new_id()))
        hints = self.ai.ready and self.game.settings.hints and not self.ai.router.full_gone
        if hints:
            # the hint database, the first time hints are on (never before)
            self.post(self.hint_data.request(self.game._new_id()))
        if hints and not self.game.hints_complete():
            # Hints for a position that is gone stop now; the new position is
            # asked once it has stayed put a moment, so fast clicking does not
            # queue a search per position in the worker (measured: a monkey
            # with hints on left the worker 30 s behind without this).
            self.cancel(self.requests.drop_hints(keep=self.game.board.notation()))
            if self.hint_timer is not None:
                window.clearTimeout(self.hint_timer)
            self.hint_timer = window.setTimeout(self._hint_tick, HINT_DELAY_MS)

    def hint_tick(self, *args):
        self.hint_timer = None
        if (self.ai.ready and self.game.settings.hints and not self.game.hints_complete()
                and not self.ai.router.full_gone):
            pos = self.game.board.notation()
            if not self.requests.has_hint(pos):
                self.cancel(self.requests.drop_hints())
                self.post(self.game.request_hints())

    def tick(self, *args):
        self.timer = None
        if self.post(self.game.request_ai_move(random.getrandbits(30))):
            self.render()

    def post(self, req):
        """Send a request the controller made (None: nothing to ask)."""
        if req is None:
            return False
        self.requests.add(req)
        self.ai.send(req)
        return True

    def on_reply(self, msg):
        if self.match.handles(msg):
            return
        kind, req = self.requests.answer(msg)
        res = msg.get("result") or {}
        if kind == inflight.PROGRESS:
            # a hint's columns as they are solved; the request stays open
            p = msg.get("progress")
            if self.game.apply_hints(req["pos"], p.get("scores"), p.get("pending") or (),
                                     p.get("best"), p.get("wdl")):
                self.render()
        elif kind == inflight.DATA_PROGRESS:
            d = msg["progress"]["hint_data"]
            self.hint_data.progress(d.get("loaded"), d.get("total"))
            self.render_hint_lines()
        elif kind in (inflight.DATA_DONE, inflight.DATA_FAILED):
            if kind == inflight.DATA_DONE:
                self.hint_data.done(res)
            else:
                self.hint_data.failed(msg.get("error"))
            self.render_hint_lines()
        elif kind == inflight.CRASH:
            # the AI's turn is asked again from the same position once it is ready
            self.ai.crashed(msg.get("error"))
        elif kind == inflight.THINK_FAILED:
            self.game.abandon_request(req["id"])
            self.game.paused = True
            self.show_message(pagetext.ai_move_failed(self.names.get(req["spec"], req["spec"]),
                                                      msg.get("error")))
            self.changed()
        elif kind == inflight.HINT_FAILED:
            self.show_message(pagetext.hints_failed(msg.get("error")))
            self.changed()
        elif kind == inflight.HINTS:
            self.book_problem = res.get("book_problem")
            if self.game.apply_hints(req["pos"], res.get("scores")):
                self.render()
        elif kind in (inflight.REVIEW_PROGRESS, inflight.REVIEW, inflight.REVIEW_FAILED):
            self.review.on_reply(kind, req, msg)
        elif kind == inflight.MOVE:
            stats = inflight.move_stats(req, res)
            if self.game.apply_ai_move(req["id"], req["pos"], res.get("column"), stats):
                self.counters.record(self.game.game_id, stats)
                self.animate = True
                self.changed(announce_move=True)

    # -- drawing ---------------------------------------------------------------
    def render_hint_lines(self):
        """The hint row's note and the database line (also as the full engine loads)."""
        engine = self.ai.engine_for_hints()
        self.hints.render(self.game, self.ai.ready, self.book_problem, engine)
        render_hint_data(self.hint_data, self.game.settings.hints, engine)

    def changed(self, announce_move=False):
        landing = self.animate and self.game.board.is_over()
        self.reveal = not landing
        self.schedule()
        self.render()
        self.save()
        if landing:
            # the result (ring, panel, words) once the last disc has landed
            window.setTimeout(self._reveal, endgame.landing_ms(self.game.last_cell()[1]))
        if announce_move:
            self.announce(self.game.last_move_text() + "." + (
                "" if landing else " " + self.game.status_text(self.names) + "."))

    def on_landed(self, *args):
        if self.reveal or not self.game.board.is_over():
            return
        self.reveal = True
        self.render()
        b, s = self.game.board, self.game.settings
        self.announce(self.game.last_move_text() + ". " + endgame.announcement(
            b.winner(), (s.red, s.yellow), self.names, b.winning_cells(), b.ply))

    def announce(self, text):
        el("announce").textContent = text

    def show_message(self, text):
        self.messages.append(text)
        render_messages(self.messages)

    def save(self):
        try:
            self.store.set(startup.STORAGE_KEY, json.dumps(self.game.to_dict()))
        except Exception:
            pass

    def render(self):
        g = self.game
        render_status(g, self.names, self.ai.ready, self.custom, self.reveal)
        self.board.render(g, self.animate, self.reveal)
        render_result(g, self.names, self.reveal)
        self.animate = False
        render_ai_status(self.ai.ready, g.is_thinking(), self.ai.error)
        render_loading(self.ai.loading())
        render_moves(g)
        self.render_hint_lines()
        self.counters.render(g.last_stats, self.names, COLOURS, g.board.notation())
        render_tally(g.tally, self.names, self.store.persistent, g.opponent())
        render_messages(self.messages)
        self.review.render()
        render_link(json.dumps(self.review.model.share_pairs(g.settings) if self.review.open
                               else links.share_pairs(g)), bridge.build_query)
        document.body.setAttribute("data-ready", "1")


page = Page()
window.c4ReadyAt = window.performance.now()
