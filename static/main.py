"""The page's main thread (MicroPython): draw the game, forward clicks and keys.

All state and rules live in :mod:`connect4.game` (pure Python, tested in
CPython); this module only reads the DOM events, calls the controller, and
draws what the controller holds.  Text from links or storage is only ever
set with ``textContent``, never as HTML.

The AIs run in a plain module worker (``static/ai-worker.js``, which says
why it is not PyScript's worker) that boots Pyodide in the background: the
board is playable by humans long before it is ready.
"""

import asyncio
import json
import random

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.game import (COLOURS, HUMAN, SPEEDS, Game, Settings, check_player,
                           parse_link, share_query)
from connect4.custom import check_custom, is_custom, normalise_custom
from connect4.hintdownload import HintDownload
from connect4.scores import describe_score
from custom_ui import (CUSTOM, CustomPlayers, Events, MoveCounters, Names, add_custom_option,
                       build_about, sync_menu)
from match_ui import MatchPanel

STORAGE_KEY = "connect4.v1"
#: Crashed workers replaced per visit before the page gives up (never a crash loop).
MAX_WORKER_RESTARTS = 3
#: The worker is pinged this often while searches are out, and replaced if
#: it has said nothing for WATCHDOG_SILENT_MS (it answers between 50 ms slices).
WATCHDOG_EVERY_MS = 5000
WATCHDOG_SILENT_MS = 20000
#: Hints are asked for a position once it has stayed this long (ms).
HINT_DELAY_MS = 300


def el(id_):
    return document.getElementById(id_)


# -- storage ------------------------------------------------------------------
class Store:
    """localStorage through the bridge, or a dict for the visit when refused."""

    def __init__(self):
        self.memory = {}
        self.persistent = bool(bridge.storage_ok())

    def get(self, key):
        if self.persistent:
            v = bridge.storage_get(key)
            return None if v is None else str(v)
        return self.memory.get(key)

    def set(self, key, value):
        if self.persistent and bridge.storage_set(key, value):
            return
        self.persistent = False
        self.memory[key] = value


# -- the AI worker ------------------------------------------------------------
class AI:
    """The Pyodide worker: JSON strings out, JSON replies dispatched to ``on_reply``."""

    def __init__(self, on_reply, on_state):
        self.on_reply = on_reply
        self.on_state = on_state
        self.worker = None
        self.ready = False
        self.error = None
        #: A sentence for the page after a crash (taken by the page once).
        self.notice = None
        self.restarts = 0
        self._msg = create_proxy(self._on_message)
        self._err = create_proxy(self._on_error)
        self.start(notify=False)

    def start(self, notify=True):
        """Start (or replace) the worker; ``notify`` tells the page its state changed."""
        if self.worker is not None:
            bridge.stop_worker(self.worker)
        self.ready = False
        self.booted = False
        self.last_heard = window.performance.now()
        self.worker = bridge.start_worker("./static/ai-worker.js", self._msg, self._err)
        if notify:
            self.on_state()

    def send(self, req):
        if self.worker is not None and self.ready:
            bridge.post(self.worker, json.dumps(req))

    def _on_message(self, text):
        self.last_heard = window.performance.now()
        try:
            msg = json.loads(text)
        except Exception:
            return
        event = msg.get("event")
        if event == "ready":
            self.ready = True
            self.booted = True
            self.error = None
            self.boot_ms = msg.get("boot_ms")
            window.c4AiReadyAt = window.performance.now()
            self.on_state()
        elif event == "boot-error":
            self.ready = False
            self.error = "The AI could not start: %s." % msg.get("error")
            self.on_state()
        else:
            self.on_reply(msg)

    def _on_error(self, text):
        if not self.booted:
            # Its script or Pyodide could not be loaded (offline without a
            # cache, blocked): starting again would fail the same way.
            self.ready = False
            if self.worker is not None:
                bridge.stop_worker(self.worker)
                self.worker = None
            detail = str(text)
            if detail in ("", "worker error", "undefined", "None"):
                detail = "its files could not be downloaded (offline, or blocked)"
            self.error = "The AI could not start: %s." % detail[:200]
            self.on_state()
            return
        # An uncaught error killed a running worker.
        self.crashed(text)

    def crashed(self, why):
        """The worker failed: replace it, so the game goes on from the same
        position (the page re-asks the AI once the new one is ready).  After
        MAX_WORKER_RESTARTS replacements it stays stopped, with a sentence:
        human play goes on either way."""
        self.ready = False
        # A Python traceback's last line says what happened; the rest is noise here.
        lines = [ln.strip() for ln in str(why).split("\n") if ln.strip()]
        why = (lines[-1] if lines else "no reason given")[:200]
        if self.worker is None or self.restarts >= MAX_WORKER_RESTARTS:
            if self.worker is not None:
                bridge.stop_worker(self.worker)
                self.worker = None
            self.error = ("The AI stopped (%s) and was not restarted again; "
                          "reload the page to try once more." % why)
            self.on_state()
            return
        self.restarts += 1
        self.notice = ("The AI failed (%s) and was restarted; the game goes on "
                       "from the same position." % why)
        self.start()


# -- the page -------------------------------------------------------------------
class Page:
    def __init__(self):
        self.store = Store()
        self.levels = []
        self.players = []
        self.names = {HUMAN: "Human"}
        self.game = Game()
        self.messages = []
        self.params = {}
        self.requests = {}
        self.timer = None
        self.animate = False
        self._hints_drawn = None
        self.book_problem = None
        self.hint_data = HintDownload()
        self._tick = create_proxy(self.tick)
        self.hint_timer = None
        self._hint_tick = create_proxy(self.hint_tick)
        self._load_players()
        self.events = Events()
        self.custom = CustomPlayers(self.players, self.events, self.on_custom)
        self._load_state()
        self._read_link()
        self._build_menus()
        self._bind()
        self.ai = AI(self.on_reply, self.on_ai_state)
        self.counters = MoveCounters(self.events, self.store)
        self.counters.on_toggle = self.render
        self.match = MatchPanel(self.ai, self.levels, self.players, self.names, self.events,
                                self.store)
        build_about(self.players, self.events)
        self._watch = create_proxy(self.watchdog)
        window.setInterval(self._watch, WATCHDOG_EVERY_MS)
        self.render()
        self.save()

    # -- start-up ------------------------------------------------------------
    def _load_players(self):
        try:
            with open("players.json") as f:
                data = json.load(f)
            self.levels = data.get("levels", [])
            self.players = data.get("players", [])
        except Exception as e:
            self.levels = []
            self.messages.append("The list of AI levels could not be read (%s)." % e)
        self.names = Names(self.levels, self.players)

    def _load_state(self):
        raw = self.store.get(STORAGE_KEY)
        if raw is None:
            # A first visit: a human (red) against a middle level.
            mid = len(self.levels) // 2
            if self.levels:
                self.game.settings = Settings(HUMAN, "level%d" % max(1, mid))
            return
        try:
            self.game.restore(json.loads(raw))
        except Exception as e:
            self.game = Game(self.game.settings)
            self.messages.append("Your saved game could not be read and was reset (%s)." % e)

    def _read_link(self):
        query = str(window.location.search)
        if not query:
            return
        names = [p.get("name") for p in self.players] if self.players else None
        req = parse_link(query, [lv["level"] for lv in self.levels], names)
        self.params = req.params
        for m in req.errors:
            self.messages.append(m)
        for colour, who in req.players.items():
            if is_custom(who) and self.players:
                # a custom AI's settings are checked here, against the AIs' ranges
                problem = check_custom(who, self.players)
                if problem is not None:
                    self.messages.append("The link's %s player was ignored: %s."
                                         % (("red", "yellow")[colour], problem))
                    continue
                who = normalise_custom(who, self.players)
            self.game.set_player(colour, who)
        if "pos" in req.params:
            # A shared position replaces the game in progress; a bad one gives
            # an empty board (and the message above), never a broken page.
            from connect4.board import Board
            self.game.load_position(req.board if req.board is not None else Board())
        # Drop the applied parameters so a reload resumes the saved game
        # instead of reopening the link; other parameters (embed options) stay.
        if "pos" in req.params or req.players:
            keep = []
            for part in query[1:].split("&"):
                k = part.partition("=")[0]
                if part and k not in ("pos", "red", "yellow"):
                    keep.append(part)
            url = str(window.location.pathname) + ("?" + "&".join(keep) if keep else "") \
                + str(window.location.hash)
            bridge.replace_url(url)

    def _build_menus(self):
        for colour, sel_id in ((0, "red-player"), (1, "yellow-player")):
            sel = el(sel_id)
            sel.replaceChildren()
            self._option(sel, HUMAN, "Human")
            for lv in self.levels:
                key = "level%d" % lv["level"]
                self._option(sel, key, self.names[key])
            add_custom_option(sel)
            sync_menu(sel, self.game.settings.player(colour), self.names)
        el("speed").value = self.game.settings.speed

    def _option(self, sel, value, text):
        opt = document.createElement("option")
        opt.value = value
        opt.textContent = text
        sel.appendChild(opt)

    def _bind(self):
        cols = document.querySelectorAll("#board .col")
        self.cols = [cols.item(i) for i in range(7)]
        self.cells = []
        for b in self.cols:
            spans = b.querySelectorAll(".cell")
            # DOM order is top to bottom; keep them bottom-up to match rows.
            self.cells.append([spans.item(5 - r) for r in range(6)])
        hint_items = document.querySelectorAll("#hints .hint")
        self.hint_items = [hint_items.item(i) for i in range(7)]
        self._proxies = []

        def on(id_or_el, event, fn):
            p = create_proxy(fn)
            self._proxies.append(p)
            target = el(id_or_el) if isinstance(id_or_el, str) else id_or_el
            target.addEventListener(event, p)

        for b in self.cols:
            on(b, "click", self.on_column)
        on("undo", "click", lambda ev: self.act(self.game.undo))
        on("redo", "click", lambda ev: self.act(self.game.redo))
        on("new-game", "click", lambda ev: self.act(self.game.new_game))
        on("swap", "click", lambda ev: self.act(self.game.swap_colours))
        on("hint", "click", self.on_hint)
        on("pause", "click", self.on_pause)
        on("copy-link", "click", self.on_copy)
        on("red-player", "change", lambda ev: self.on_player(0, ev))
        on("yellow-player", "change", lambda ev: self.on_player(1, ev))
        on("speed", "change", self.on_speed)
        on(document, "keydown", self.on_key)

    # -- events --------------------------------------------------------------
    def on_column(self, ev):
        col = int(str(ev.currentTarget.getAttribute("data-col")))
        self.play(col)

    def play(self, col):
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
        self.announce("%s is now played by %s." % (COLOURS[colour], self.names.get(value, value)))

    def on_custom(self, colour, spec):
        """A custom AI's controls changed: that colour plays the new spec."""
        self.game.set_player(colour, spec)
        self.game.paused = False
        self.changed()
        self.announce("%s is now played by %s." % (COLOURS[colour], self.names.get(spec)))

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
            # Stop a hint search in flight: early positions can take minutes,
            # and the AI shares the worker with it.
            for rid in [k for k, r in self.requests.items() if r["op"] == "hint"]:
                self.requests.pop(rid)
                self.ai.send({"op": "cancel", "id": 0, "target": rid})
        self.changed()

    def on_copy(self, ev):
        url = str(window.location.href).split("?")[0].split("#")[0] + share_query(self.game)
        box = el("link-text")
        box.value = url
        el("link-out").hidden = False
        box.select()
        asyncio.create_task(self._copy(url))

    async def _copy(self, url):
        ok = await bridge.copy_text(url)
        el("copy-link").textContent = "Link copied" if ok else "Copy link"
        self.announce("Link to this position %s, and shown below the buttons."
                      % ("copied" if ok else "not copied (the browser refused)"))

    def on_key(self, ev):
        if ev.ctrlKey or ev.metaKey or ev.altKey:
            return
        tag = str(ev.target.tagName) if ev.target else ""
        if tag in ("SELECT", "INPUT", "TEXTAREA"):
            return
        key = str(ev.key)
        if len(key) == 1 and "1" <= key <= "7":
            ev.preventDefault()
            col = ord(key) - 49
            self.cols[col].focus()
            self.play(col)
            return
        if key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            cur = self.focused_column()
            if key == "Home":
                col = 0
            elif key == "End":
                col = 6
            elif cur is None:
                col = 3
            else:
                col = max(0, min(6, cur + (1 if key == "ArrowRight" else -1)))
            if cur is not None or key in ("Home", "End") or tag in ("BODY", "HTML", ""):
                ev.preventDefault()
                self.cols[col].focus()
            return
        if key in ("ArrowDown",) and self.focused_column() is not None:
            ev.preventDefault()
            self.play(self.focused_column())

    def focused_column(self):
        a = document.activeElement
        if a is None:
            return None
        try:
            if a.classList.contains("col"):
                return int(str(a.getAttribute("data-col")))
        except Exception:
            pass
        return None

    # -- the AI --------------------------------------------------------------
    def on_ai_state(self):
        if not self.ai.ready:
            self.match.worker_lost()
            self.hint_data.worker_restarted()
        if self.match.built:
            self.match.draw_controls()
        self.requests = {}
        self.game.abandon_request(self.game.pending[0] if self.game.pending else None)
        if self.ai.notice:
            self.messages.append(self.ai.notice)
            self.ai.notice = None
        self.changed()

    def schedule(self):
        """Cancel stale searches; if an AI is to move, ask it after its delay."""
        for rid in self.game.take_cancels():
            self.requests.pop(rid, None)
            self.ai.send({"op": "cancel", "id": 0, "target": rid})
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
        if self.ai.ready and self.game.ai_to_move() and not self.game.is_thinking():
            self.timer = window.setTimeout(self._tick, self.game.ai_delay())
        if self.ai.ready and self.game.settings.hints:
            # the hint database, the first time hints are on (never before)
            req = self.hint_data.request(self.game._new_id())
            if req is not None:
                self.requests[req["id"]] = req
                self.ai.send(req)
        if self.ai.ready and self.game.settings.hints and not self.game.hints_complete():
            # Hints for a position that is gone stop now; the new position is
            # asked once it has stayed put a moment, so fast clicking does not
            # queue a search per position in the worker (measured: a monkey
            # with hints on left the worker 30 s behind without this).
            pos = self.game.board.notation()
            for rid in [k for k, r in self.requests.items() if r["op"] == "hint" and r["pos"] != pos]:
                self.requests.pop(rid)
                self.ai.send({"op": "cancel", "id": 0, "target": rid})
            if self.hint_timer is not None:
                window.clearTimeout(self.hint_timer)
            self.hint_timer = window.setTimeout(self._hint_tick, HINT_DELAY_MS)

    def watchdog(self, *args):
        """While searches are out, ping the worker; one silent too long is hung
        (a search that never yields, a stuck interpreter) and is replaced like
        a crashed one.  A searching worker answers pings between its slices."""
        ai = self.ai
        if not ai.ready or not self.requests:
            return
        silent = window.performance.now() - ai.last_heard
        if silent > WATCHDOG_SILENT_MS:
            ai.crashed("it stopped answering for %d s" % (silent // 1000))
        else:
            ai.send({"op": "ping", "id": 0})

    def hint_tick(self, *args):
        self.hint_timer = None
        if self.ai.ready and self.game.settings.hints and not self.game.hints_complete():
            self.ask_hints()

    def tick(self, *args):
        self.timer = None
        req = self.game.request_ai_move(random.getrandbits(30))
        if req is not None:
            self.requests[req["id"]] = req
            self.ai.send(req)
            self.render()

    def ask_hints(self):
        pos = self.game.board.notation()
        for r in self.requests.values():
            if r["op"] == "hint" and r["pos"] == pos:
                return  # already asked
        for rid in [k for k, r in self.requests.items() if r["op"] == "hint"]:
            self.requests.pop(rid)
            self.ai.send({"op": "cancel", "id": 0, "target": rid})
        req = self.game.request_hints()
        if req is not None:
            self.requests[req["id"]] = req
            self.ai.send(req)

    def on_reply(self, msg):
        if self.match.handles(msg):
            return
        rid = msg.get("id")
        progress = msg.get("progress")
        if isinstance(progress, dict) and isinstance(progress.get("hint_data"), dict):
            self.hint_data.progress(progress["hint_data"].get("loaded"),
                                    progress["hint_data"].get("total"))
            self.render_hints()
            return
        if isinstance(progress, dict):
            # a hint's columns as they are solved; the request stays open
            req = self.requests.get(rid)
            if req is not None and req["op"] == "hint" and self.game.apply_hints(
                    req["pos"], progress.get("scores"), progress.get("pending") or (),
                    progress.get("best")):
                self.render()
            return
        req = self.requests.pop(rid, None)
        if req is None:
            return  # a cancel's answer, or a stale request's: nothing to do
        if req["op"] == "hint-data" and msg.get("kind") != "crash":
            if msg.get("ok"):
                self.hint_data.done(msg.get("result"))
            else:
                self.hint_data.failed(msg.get("error"))
            self.render_hints()
            return
        if not msg.get("ok"):
            if msg.get("kind") == "cancelled":
                return
            if msg.get("kind") == "crash":
                # Not a bad request: something broke inside the worker, and
                # its interpreter may be unusable.  Replace it; the AI's turn
                # is asked again from the same position once it is ready.
                self.ai.crashed(msg.get("error"))
                return
            if req["op"] == "think":
                self.game.abandon_request(rid)
                self.game.paused = True
                self.show_message("The AI (%s) could not move: %s" % (
                    self.names.get(req["spec"], req["spec"]), msg.get("error")))
            else:
                self.show_message("Hints failed: %s" % msg.get("error"))
            self.changed()
            return
        res = msg.get("result") or {}
        if req["op"] == "hint":
            self.book_problem = res.get("book_problem")
            if self.game.apply_hints(req["pos"], res.get("scores")):
                self.render()
            return
        stats = dict(res)
        stats.update({"spec": req["spec"], "colour": len(req["pos"]) & 1, "pos": req["pos"],
                      "ply": len(req["pos"])})
        if self.game.apply_ai_move(rid, req["pos"], res.get("column"), stats):
            self.counters.record(self.game.game_id, stats)
            self.animate = True
            self.changed(announce_move=True)

    # -- drawing ---------------------------------------------------------------
    def changed(self, announce_move=False):
        self.schedule()
        self.render()
        self.save()
        if announce_move:
            text = self.game.last_move_text() + ". " + self.game.status_text(self.names) + "."
            self.announce(text)

    def announce(self, text):
        el("announce").textContent = text

    def show_message(self, text):
        self.messages.append(text)
        self.render_messages()

    def render_messages(self):
        box = el("message")
        if self.messages:
            box.textContent = " ".join(self.messages[-3:])
            box.hidden = False
        else:
            box.hidden = True

    def save(self):
        try:
            self.store.set(STORAGE_KEY, json.dumps(self.game.to_dict()))
        except Exception:
            pass

    def render(self):
        g = self.game
        b = g.board
        body = document.body
        over = b.is_over()
        human = g.is_human_turn()
        body.className = " ".join([
            "turn-" + ("red" if b.turn == 0 else "yellow"),
            "human-turn" if human else "ai-turn",
            "over" if over else "",
            "thinking" if g.is_thinking() else "",
        ])
        wins = b.winning_cells()
        last = g.last_cell()
        for c in range(7):
            h = b.height(c)
            column = self.cells[c]
            for r in range(6):
                v = b.cell(c, r)
                cls = "cell"
                if v == 0:
                    cls += " red"
                elif v == 1:
                    cls += " yellow"
                elif r == h and human:
                    cls += " next"
                if (c, r) in wins:
                    cls += " win"
                if last is not None and last == (c, r):
                    cls += " last"
                    if self.animate:
                        cls += " drop d%d" % (6 - r)
                column[r].className = cls
            self.cols[c].disabled = not g.can_human_play(c)
        self.animate = False
        board_el = el("board")
        board_el.setAttribute("data-position", b.notation())
        board_el.setAttribute("data-result", g.result_text() or "")
        turn = el("turn")
        if over:
            w = b.winner()
            turn.className = "turn over " + ("draw" if w is None else ("red" if w == 0 else "yellow"))
        else:
            turn.className = "turn " + ("red" if b.turn == 0 else "yellow")
        text = g.status_text(self.names)
        spec = g.ai_to_move()
        if spec is not None and not self.ai.ready:
            # Not "thinking" yet: the worker is still starting (or stopped).
            text = "%s (%s) moves once the AI is ready" % (
                COLOURS[b.turn], self.names.get(spec, spec))
        el("turn-text").textContent = text

        el("undo").disabled = not g.can_undo()
        el("redo").disabled = not g.can_redo()
        el("new-game").disabled = False
        el("swap").disabled = False
        el("copy-link").disabled = False
        hint_btn = el("hint")
        hint_btn.disabled = not self.ai.ready
        hint_btn.setAttribute("aria-pressed", "true" if g.settings.hints else "false")
        for colour, sel_id in ((0, "red-player"), (1, "yellow-player")):
            sel = el(sel_id)
            sel.disabled = False
            sync_menu(sel, g.settings.player(colour), self.names)
            self.custom.render(colour, g.settings.player(colour))
        aivai = not g.human_colours()
        el("watch").hidden = not aivai
        el("speed").disabled = False
        pause = el("pause")
        pause.disabled = over
        pause.textContent = "Resume" if g.paused else "Pause"
        pause.setAttribute("aria-pressed", "true" if g.paused else "false")
        self.render_ai_status()
        self.render_moves()
        self.render_hints()
        self.render_stats()
        self.render_tally()
        self.render_messages()
        body.setAttribute("data-ready", "1")

    def render_ai_status(self):
        s = el("ai-status")
        if self.ai.ready:
            text = "AI ready."
            if self.game.is_thinking():
                text = "AI thinking…"
            s.className = "ai-status ready"
        elif self.ai.error:
            text = self.ai.error + " You can still play human against human."
            s.className = "ai-status error"
        else:
            text = "AI starting… (humans can play already)"
            s.className = "ai-status"
        s.textContent = text

    def render_moves(self):
        moves = self.game.board.moves
        ol = el("moves")
        have = ol.children.length
        if have > len(moves):
            ol.replaceChildren()
            have = 0
        for i in range(have, len(moves)):
            li = document.createElement("li")
            li.className = "red" if i % 2 == 0 else "yellow"
            li.textContent = str(moves[i] + 1)
            li.setAttribute("aria-label", "%s %d" % (COLOURS[i % 2], moves[i] + 1))
            ol.appendChild(li)
        el("notation").textContent = self.game.board.notation()

    def render_hints(self):
        g = self.game
        box = el("hints")
        note = el("hint-note")
        data_text = self.hint_data.text() if g.settings.hints else ""
        el("hint-data").hidden = not data_text
        el("hint-data-text").textContent = data_text
        bar = el("hint-data-bar")
        bar.hidden = self.hint_data.state != "loading"
        bar.value = self.hint_data.fraction()
        if not g.settings.hints or g.board.is_over():
            box.hidden = True
            note.hidden = True
            return
        box.hidden = False
        scores = g.current_hints()
        pending = g.hints_pending()
        best = g.hints_best()
        if scores is None:
            note.textContent = ("Solving every column exactly… (the AI is starting)"
                                if not self.ai.ready else "Solving every column exactly…")
        elif pending:
            # the book's score tells which solved column is best before the rest are
            found = best is not None and any(
                scores[c] == best for c in range(7) if c not in pending)
            note.textContent = (
                "Highlighted: a best move, from the opening book. Solving the other "
                "columns exactly… (%d to go)" % len(pending) if found
                else "Solving every column exactly… (%d to go)" % len(pending))
        elif self.book_problem:
            note.textContent = "Hints work without the opening book, more slowly: %s" % (
                self.book_problem,)
        else:
            note.textContent = "Perfect play: the highlighted columns are best."
        note.hidden = False
        key = (g.board.notation(), scores, pending, best)
        if key == self._hints_drawn:
            return  # unchanged: leave the DOM alone
        self._hints_drawn = key
        ply = g.board.ply
        for c in range(7):
            item = self.hint_items[c]
            if scores is None or c in pending:
                item.className = "hint pending"
                item.textContent = "…"
                item.setAttribute("aria-label", "Column %d: being solved" % (c + 1))
                continue
            s = scores[c]
            if s is None:
                item.className = "hint full"
                item.textContent = "full"
                item.setAttribute("aria-label", "Column %d: full" % (c + 1))
                continue
            words = describe_score(s, ply)
            kind = "win" if s > 0 else ("loss" if s < 0 else "draw")
            item.className = "hint " + kind + (" best" if s == best else "")
            # "win" over "in 4": two short lines fit the narrow columns of a phone
            head, sep, tail = words.partition(" in ")
            item.replaceChildren()
            word = document.createElement("span")
            word.className = "hint-word"
            word.textContent = head
            item.appendChild(word)
            if sep:
                item.appendChild(document.createTextNode(" "))
                rest = document.createElement("span")
                rest.className = "hint-moves"
                rest.textContent = "in " + tail
                item.appendChild(rest)
            item.setAttribute("aria-label", "Column %d: %s" % (c + 1, words))

    def render_stats(self):
        self.counters.render(self.game.last_stats, self.names, COLOURS,
                             self.game.board.notation())

    def render_tally(self):
        body = el("tally-body")
        body.replaceChildren()
        rows = sorted(self.game.tally.items())
        for spec, row in rows:
            tr = document.createElement("tr")
            th = document.createElement("th")
            th.setAttribute("scope", "row")
            th.textContent = self.names.get(spec, spec)
            tr.appendChild(th)
            for n in row:
                td = document.createElement("td")
                td.textContent = str(n)
                tr.appendChild(td)
            body.appendChild(tr)
        el("tally").hidden = not rows
        el("tally-empty").hidden = bool(rows)
        note = el("storage-note")
        if not self.store.persistent:
            note.textContent = ("This browser does not let the game keep data here, so "
                                "your score and game last for this visit only.")
            note.hidden = False
        else:
            note.hidden = True


page = Page()
window.c4ReadyAt = window.performance.now()
