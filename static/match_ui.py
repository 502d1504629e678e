"""The page's match panel: two AIs, many games in the worker, a live table (DOM only).

Runs on the page's main thread (MicroPython).  The worker plays the games
(:mod:`connect4.worker.match`); :mod:`connect4.page.matchview` turns its reports into
the table's words and picks the moves the small board shows; this module
builds the panel (when first opened), reads its controls and draws.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.page import custom, matchview
from connect4.board import Board
from custom_ui import Side
from dom import el, make

#: How often (ms) the match board and panel look for something to draw.
MATCH_TICK_MS = 50


class MatchPanel:
    """Two AIs, N games, colours fixed or alternating, played in the worker;
    a live W-L-D table per colour with the win share and p-value; the current
    game on a small board at the chosen speed; pause, resume, stop, copy."""

    def __init__(self, ai, levels, players, names, events, store):
        self.ai = ai
        self.levels = levels
        self.players = players
        self.names = names
        self.events = events
        self.store = store
        try:
            data = json.loads(store.get(matchview.MATCH_KEY) or "null")
        except Exception:
            data = None
        self.saved = matchview.saved_setup(data, self.is_player)
        self.built = False
        self.request = None      # id of the match in the worker
        self.state = "idle"      # idle | running | paused | over
        self.last = None         # the last progress report
        self.replay = None
        self.timer = None
        self.drawn_frame = None
        self._seq = 0
        self.side_names = ("A", "B")
        self.on_review = None    # main.py's: open a game in the review (moves, about)
        self.shown = None        # (moves, caption) of the finished game on the board
        self._tick = create_proxy(self.tick)
        card = el("match-card")
        if card is not None:
            self.details = card.querySelector("details")
            events.on(self.details, "toggle", self._on_open)

    def is_player(self, spec):
        """True if the page offers ``spec``: a level, or a custom AI that fits."""
        if spec in self.names:
            return spec != "human"
        return custom.is_custom(spec) and custom.check_custom(spec, self.players) is None

    def save(self, report=None):
        """Keep the set-up (and the last result) for the next visit."""
        setup = {"a": self.sides[0].spec(), "b": self.sides[1].spec(),
                 "games": self.saved["games"], "seed": self.saved["seed"],
                 "alternate": str(self.colours.value) == "alternate",
                 "speed": str(self.board_speed.value), "openings": int(self.openings.value)}
        try:
            setup["games"] = matchview.parse_games(self.games.value)
            setup["seed"] = matchview.parse_seed(self.seed.value)
        except ValueError:
            pass
        if report is not None:
            setup["report"] = dict([(k, v) for k, v in report.items()
                                    if k not in ("finished", "current")])
            setup["names"] = list(self.side_names)
        self.store.set(matchview.MATCH_KEY, json.dumps(setup))

    # -- building -------------------------------------------------------------------------
    def _on_open(self, ev):
        if self.details.open and not self.built:
            self._build()

    def _build(self):
        self.built = True
        body = el("match-body")
        levels = self.levels
        saved = self.saved
        top = saved["a"] or ("level%d" % max(1, len(levels) - 1) if levels else "random")
        second = saved["b"] or ("level%d" % max(1, len(levels) // 2) if levels else "random")
        self.sides = [
            Side(body, "a", "AI A", levels, self.players, self.names, self.events, top),
            Side(body, "b", "AI B", levels, self.players, self.names, self.events, second)]
        form = make("div", "match-form", parent=body)
        self.games = self._field(form, "match-games", "Games", "input")
        self.games.type = "number"
        self.games.min = "1"
        self.games.max = str(matchview.MAX_GAMES)
        self.games.value = str(saved["games"])
        self.colours = self._select(form, "match-colours", "Colours", (
            ("alternate", "alternating"), ("fixed", "A is always red")))
        self.openings = self._select(form, "match-openings", "Openings", matchview.OPENINGS)  # hook: levels
        self.openings.value = str(saved["openings"])
        self.seed = self._field(form, "match-seed", "Seed", "input")
        self.seed.type = "number"
        self.seed.value = str(saved["seed"])
        self.board_speed = self._select(form, "match-speed", "Board", [
            (key, key) for key, _ms in matchview.BOARD_SPEEDS])
        self.board_speed.value = saved["speed"]
        self.colours.value = "alternate" if saved["alternate"] else "fixed"
        buttons = make("div", "row-buttons", parent=body)
        self.start_btn = self._button(buttons, "match-start", "Start", self.on_start)
        self.pause_btn = self._button(buttons, "match-pause", "Pause", self.on_pause)
        self.stop_btn = self._button(buttons, "match-stop", "Stop", self.on_stop)
        self.copy_btn = self._button(buttons, "match-copy", "Copy result", self.on_copy)
        self.progress = make("progress", "match-progress", parent=body)
        self.progress.id = "match-progress"
        self.progress.max = 20
        self.progress.value = 0
        self.progress.hidden = True
        self.error = make("p", "custom-error", "", body)
        self.error.setAttribute("role", "alert")
        self.error.hidden = True
        # the table: one row per AI, W-L-D in all and per colour
        table = make("table", "tally match-table", parent=body)
        table.id = "match-table"
        head = make("tr", parent=make("thead", parent=table))
        for text in ("AI", "W-L-D", "as red", "as yellow", "won of decisive"):
            make("th", None, text, head).setAttribute("scope", "col")
        tbody = make("tbody", parent=table)
        self.cells = []
        for i in range(2):
            tr = make("tr", parent=tbody)
            tr.setAttribute("data-side", "ab"[i])
            th = make("th", None, "", tr)
            th.setAttribute("scope", "row")
            self.cells.append([th] + [make("td", None, "", tr) for _ in range(4)])
        self.table = table
        table.hidden = True
        self.summary = make("p", "match-summary", "", body)
        self.summary.id = "match-summary"
        self.command = make("p", "match-command muted", "", body)
        self.command.id = "match-command"
        # the game the board replays
        self.board_caption = make("p", "match-board-caption muted", "", body)
        self.board = make("div", "match-board", parent=body)
        self.board.id = "match-board"
        self.board.setAttribute("role", "img")
        self.board.hidden = True
        self.board_caption.hidden = True
        self.board_cells = []
        for c in range(7):
            col = make("div", "match-col", parent=self.board)
            cells = [make("span", "mcell", None, col) for _ in range(6)]
            cells.reverse()  # bottom row first
            self.board_cells.append(cells)
        self.review_btn = self._button(body, "match-review", "Review this game", self.on_review_game)
        self.review_btn.hidden = True
        self.text = make("textarea", "match-text", parent=body)
        self.text.id = "match-text"
        self.text.readOnly = True
        self.text.setAttribute("aria-label", "The result as text")
        self.text.hidden = True
        if saved["report"] is not None:
            # the last match's result, as it was when it ended
            self.last = saved["report"]
            self.side_names = tuple(saved["names"])
            self.finish()
        self.draw_controls()

    def _field(self, parent, id_, label_text, tag):
        wrap = make("div", "match-field", parent=parent)
        label = make("label", None, label_text, wrap)
        label.setAttribute("for", id_)
        node = make(tag, None, parent=wrap)
        node.id = id_
        return node

    def _select(self, parent, id_, label_text, options):
        node = self._field(parent, id_, label_text, "select")
        for value, text in options:
            make("option", None, text, node).value = str(value)
        return node

    def _button(self, parent, id_, text, fn):
        b = make("button", None, text, parent)
        b.type = "button"
        b.id = id_
        self.events.on(b, "click", fn)
        return b

    # -- controls -------------------------------------------------------------------------
    def draw_controls(self):
        running = self.state in ("running", "paused")
        self.start_btn.disabled = running or not self.ai.ready
        self.pause_btn.disabled = not running
        self.pause_btn.textContent = "Resume" if self.state == "paused" else "Pause"
        self.pause_btn.setAttribute("aria-pressed", "true" if self.state == "paused" else "false")
        self.stop_btn.disabled = not running
        self.copy_btn.disabled = self.last is None or not self.last.get("played")
        for side in self.sides:
            side.disable(running)
        for node in (self.games, self.colours, self.seed, self.openings):
            node.disabled = running
        document.body.setAttribute("data-match", self.state)

    def say(self, text):
        self.error.textContent = text
        self.error.hidden = not text

    def on_start(self, ev):
        try:
            games = matchview.parse_games(self.games.value)
            seed = matchview.parse_seed(self.seed.value)
        except ValueError as e:
            self.say(str(e))
            return
        if not self.ai.ready:
            self.say("The AI is not ready yet.")
            return
        self.say("")
        a, b = self.sides[0].spec(), self.sides[1].spec()
        self.side_names = (self.names.get(a), self.names.get(b))
        self._seq += 1
        self.request = "match-%d" % self._seq
        alternate = str(self.colours.value) == "alternate"
        plies = int(self.openings.value)
        self.ai.send({"op": "match", "id": self.request, "a": a, "b": b, "games": games,
                      "seed": seed, "alternate": alternate, "opening_plies": plies})
        self.state = "running"
        self.last = None
        self.replay = matchview.MatchReplay(matchview.board_speed_ms(str(self.board_speed.value)))
        self.drawn_frame = None
        self.progress.max = games
        self.progress.value = 0
        self.progress.hidden = False
        self.text.hidden = True
        self.table.hidden = True
        self.summary.textContent = "Starting %d games…" % games
        self.command.textContent = "Same games on the command line: " + matchview.arena_command(
            a, b, games, seed, alternate, plies)
        self.draw_controls()
        self.save()
        self._start_timer()

    def _control(self, action):
        if self.request is None:
            return
        self._seq += 1
        self.ai.send({"op": "match-control", "id": "match-control-%d" % self._seq,
                      "target": self.request, "action": action})

    def on_pause(self, ev):
        if self.state == "running":
            self.state = "paused"
            self._control("pause")
            self.announce("Match paused.")
        elif self.state == "paused":
            self.state = "running"
            self._control("resume")
        self.draw_controls()

    def on_stop(self, ev):
        self._control("stop")

    def on_copy(self, ev):
        if self.last is None:
            return
        text = self.last.get("text") or ""
        self.text.value = text
        self.text.hidden = False
        self.text.select()
        bridge.copy_text(text)
        self.copy_btn.textContent = "Result copied"

    # -- the worker's answers ---------------------------------------------------------------
    def handles(self, msg):
        """True if ``msg`` is about a match (the page passes every reply here first)."""
        rid = msg.get("id")
        if not isinstance(rid, str) or not rid.startswith("match-"):
            return False
        if rid != self.request:
            return True  # a control's answer, or an old match's
        progress = msg.get("progress")
        if isinstance(progress, dict):
            self.on_progress(progress.get("match") or {})
        elif msg.get("ok"):
            self.on_progress(msg.get("result") or {})
            self.finish()
        else:
            self.say("The match could not run: %s" % msg.get("error"))
            self.summary.textContent = ""  # not "Starting 20 games…" under the reason
            self.progress.hidden = True
            self.finish()
        return True

    def on_progress(self, report):
        if not report.get("table"):
            return
        self.last = report
        if self.replay is not None:
            self.replay.update(report, window.performance.now())
        if report.get("paused") and self.state == "running":
            self.state = "paused"
        self.draw_table()

    def announce(self, text):
        """Say it to screen readers once (the summary itself changes five times a second)."""
        live = el("announce")
        if live is not None:
            live.textContent = text

    def finish(self):
        if self.request is not None and self.last is not None:
            self.save(self.last)
            self.announce(matchview.summary_text(self.last, self.side_names))
        self.state = "over"
        self.request = None
        if self.last is not None and self.last.get("text"):
            self.text.value = self.last["text"]
            self.text.hidden = False
        self.copy_btn.textContent = "Copy result"
        self.draw_controls()
        self.draw_table()

    def worker_lost(self):
        """The worker was replaced: a match in it is gone."""
        if self.state in ("running", "paused"):
            self.say("The match stopped: the AI had to be restarted.")
            self.finish()

    def draw_table(self):
        report = self.last
        if report is None:
            return
        names = self.side_names
        rows = matchview.table_rows(report, names)
        for cells, row in zip(self.cells, rows):
            for node, text in zip(cells, row):
                if node.textContent != text:
                    node.textContent = text
        self.table.hidden = False
        text = matchview.summary_text(report, names)  # hook: levels: and how sure, in words
        self.summary.textContent = (text + " " + matchview.confidence_text(report, names)).strip()
        self.progress.value = report.get("played", 0)
        self.copy_btn.disabled = not report.get("played")

    # -- the board ----------------------------------------------------------------------------
    def _start_timer(self):
        if self.timer is None:
            self.timer = window.setInterval(self._tick, MATCH_TICK_MS)

    def tick(self, *args):
        replay = self.replay
        if replay is None or replay.ms is None:
            self.board.hidden = self.board_caption.hidden = self.review_btn.hidden = True
            if self.state == "over" and self.timer is not None:
                window.clearInterval(self.timer)
                self.timer = None
            return
        now = window.performance.now()
        moves = replay.frame(now)
        key = (replay.index, moves)
        if key != self.drawn_frame:
            self.drawn_frame = key
            self.draw_board(replay, moves)
        if self.state == "over" and replay.is_showing_end(now):
            window.clearInterval(self.timer)
            self.timer = None

    def draw_board(self, replay, moves):
        if replay.index is None:
            return
        try:
            board = Board.from_notation(moves)
        except Exception:
            return
        self.board.hidden = False
        self.board_caption.hidden = False
        wins = board.winning_cells() if board.is_over() else []
        for c in range(7):
            for r in range(6):
                v = board.cell(c, r)
                cls = "mcell" + (" red" if v == 0 else " yellow" if v == 1 else "")
                if (c, r) in wins:
                    cls += " win"
                self.board_cells[c][r].className = cls
        caption = matchview.board_caption(replay.index, self.side_names, replay.a_is_red,
                                          moves, board.result() if board.is_over() else None)
        self.board_caption.textContent = caption
        self.board.setAttribute("data-position", moves)
        self.board.setAttribute("aria-label", caption)
        self.shown = (moves, caption) if board.is_over() else None
        self.review_btn.hidden = self.shown is None

    def on_review_game(self, ev):
        if self.shown is not None and self.on_review is not None:
            self.on_review(*self.shown)
