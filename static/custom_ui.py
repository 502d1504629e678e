"""The page's custom AIs, per-move counters, match panel and About panel (DOM only).

Runs on the page's main thread (MicroPython).  Every decision and every
sentence comes from :mod:`connect4.custom`, :mod:`connect4.counters`,
:mod:`connect4.matchview` and :mod:`connect4.aitext`; this module builds the
controls, reads their events and draws what those modules say.  Panels are
built when first opened, so they cost nothing at start-up.  Text is only
ever set with ``textContent``.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4 import aitext, counters, custom, matchview
from connect4.board import Board

CUSTOM = "custom"
#: The family a new custom AI starts with (the write-ups' classic).
FIRST_FAMILY = "minimax"
UI_KEY = "connect4.custom.v1"
#: How often (ms) the match board and panel look for something to draw.
MATCH_TICK_MS = 50


def el(id_):
    return document.getElementById(id_)


def make(tag, cls=None, text=None, parent=None):
    node = document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    if parent is not None:
        parent.appendChild(node)
    return node


class Events:
    """Event listeners whose proxies live as long as the page."""

    def __init__(self):
        self.proxies = []

    def on(self, target, event, fn):
        p = create_proxy(fn)
        self.proxies.append(p)
        target.addEventListener(event, p)


class Names:
    """The names the page shows for players: levels by their label, custom
    AIs in words (``Minimax (Coleman et al.): 6 moves ahead``).  A dict-like
    ``get`` so the controller's texts can use it."""

    def __init__(self, levels, players):
        self.players = players
        self.fixed = {"human": "Human"}
        for lv in levels:
            self.fixed["level%d" % lv["level"]] = "Level %d · %s" % (lv["level"], lv["label"])

    def get(self, who, default=None):
        if who in self.fixed:
            return self.fixed[who]
        if custom.is_custom(who) and self.players:
            return custom.custom_name(who, self.players)
        return default if default is not None else who

    def __getitem__(self, who):
        return self.get(who)

    def __contains__(self, who):
        return who in self.fixed


# -- one custom AI's controls --------------------------------------------------------
class Chooser:
    """Family and settings controls for one custom AI, each explained in a line.

    ``on_change(spec)`` is called with the new spec whenever a control
    changes to a valid value; a bad value is said next to the controls and
    changes nothing.
    """

    def __init__(self, box, players, prefix, events, on_change):
        self.box = box
        self.players = players
        self.prefix = prefix
        self.events = events
        self.on_change = on_change
        self.families = custom.families(players)
        self.family = None
        self.values = {}
        box.classList.add("custom")
        row = make("div", "custom-row", parent=box)
        label = make("label", None, "AI", row)
        label.setAttribute("for", prefix + "-family")
        self.select = make("select", "custom-family", parent=row)
        self.select.id = prefix + "-family"
        for fam in self.families:
            opt = make("option", None, fam.title, self.select)
            opt.value = fam.name
        events.on(self.select, "change", self._on_family)
        self.summary = make("p", "custom-summary muted", "", box)
        self.settings = make("div", "custom-settings", parent=box)
        self.error = make("p", "custom-error", "", box)
        self.error.setAttribute("role", "alert")
        self.error.hidden = True
        self.set_spec(FIRST_FAMILY)

    def spec(self):
        """The spec the controls describe."""
        return custom.custom_spec(self.family, self.values)

    def set_spec(self, spec):
        """Show ``spec``'s family and settings (a bad spec shows the first family)."""
        try:
            fam, values = custom.parse_custom(spec, self.players)
        except ValueError:
            fam, values = (custom.family_named(self.players, FIRST_FAMILY)
                           or self.families[0]), {}
        if self.family is not None and fam.name == self.family.name and values == self.values:
            return
        self.family = fam
        self.values = values
        self.select.value = fam.name
        self._draw_settings()

    def _draw_settings(self):
        fam = self.family
        self.summary.textContent = fam.summary
        self.settings.replaceChildren()
        self.error.hidden = True
        if not fam.settings:
            make("p", "muted", "It has no settings.", self.settings)
        for s in fam.settings:
            field_id = "%s-%s" % (self.prefix, s.name)
            wrap = make("div", "custom-setting", parent=self.settings)
            label = make("label", None, s.label, wrap)
            label.setAttribute("for", field_id)
            value = self.values.get(s.name, s.default)
            if s.options is not None:
                ctl = make("select", None, parent=wrap)
                for v, text in s.options:
                    opt = make("option", None, text, ctl)
                    opt.value = str(v)
                ctl.value = str(value)
            else:
                ctl = make("input", None, parent=wrap)
                ctl.type = "number"
                ctl.min = custom.format_value(s.low)
                ctl.max = custom.format_value(s.high)
                ctl.step = s.step()
                ctl.value = custom.format_value(value)
                ctl.setAttribute("inputmode", "numeric" if s.kind == "int" else "decimal")
            ctl.id = field_id
            ctl.setAttribute("data-setting", s.name)
            help_id = field_id + "-help"
            ctl.setAttribute("aria-describedby", help_id)
            explain = make("small", "custom-help", s.explanation, wrap)
            explain.id = help_id
            self.events.on(ctl, "change", self._on_setting)

    def _on_family(self, ev):
        fam = custom.family_named(self.players, str(self.select.value))
        if fam is None:
            return
        self.family = fam
        self.values = {}
        self._draw_settings()
        self.on_change(self.spec())

    def _on_setting(self, ev):
        ctl = ev.currentTarget
        name = str(ctl.getAttribute("data-setting"))
        control = self.family.setting(name)
        if control is None or not self.settings.contains(ctl):
            return  # a field of the family shown before (its change fires on blur)
        try:
            value = control.parse(str(ctl.value))
        except ValueError as e:
            ctl.setAttribute("aria-invalid", "true")
            self.error.textContent = str(e)
            self.error.hidden = False
            return
        ctl.removeAttribute("aria-invalid")
        self.error.hidden = True
        self.values[name] = value
        self.on_change(self.spec())

    def disable(self, off):
        self.select.disabled = off
        for ctl in self.settings.querySelectorAll("select, input"):
            ctl.disabled = off


def add_custom_option(select):
    """The player menus' last entries: the current (or last) custom AI, by its
    name, and "Custom AI…" to choose one."""
    current = make("option", None, "", select)
    current.setAttribute("data-custom", "current")
    current.hidden = True
    opt = make("option", None, "Custom AI…", select)
    opt.value = CUSTOM


def sync_menu(select, who, names):
    """Make a player menu show ``who``; a custom AI takes the custom entry."""
    if custom.is_custom(who):
        opt = select.querySelector("option[data-custom=current]")
        if opt is not None and str(opt.value) != who:
            opt.value = who
            opt.textContent = names.get(who)
            opt.hidden = False
    if str(select.value) != who:
        select.value = who


# -- the players' custom AIs -----------------------------------------------------------
class CustomPlayers:
    """A chooser under each colour's menu while that colour is a custom AI."""

    def __init__(self, players, events, set_player):
        self.players = players
        self.events = events
        self.set_player = set_player
        self.choosers = [None, None]
        self.boxes = [None, None]

    def _chooser(self, colour):
        if self.choosers[colour] is None:
            key = ("red", "yellow")[colour]
            row = el(key + "-player").parentElement
            box = make("div")
            box.id = key + "-custom"
            row.after(box)
            self.boxes[colour] = box
            self.choosers[colour] = Chooser(
                box, self.players, key + "-custom", self.events,
                lambda spec: self.set_player(colour, spec))
        return self.choosers[colour]

    def chosen(self, colour, current):
        """The spec to play when a menu switches to "custom"."""
        ch = self._chooser(colour)
        if custom.is_custom(current):
            ch.set_spec(current)
        return ch.spec()

    def render(self, colour, who):
        """Show the chooser for ``who`` if it is a custom AI, else hide it."""
        if not custom.is_custom(who) or not self.players:
            if self.boxes[colour] is not None:
                self.boxes[colour].hidden = True
            return
        ch = self._chooser(colour)
        ch.set_spec(who)
        self.boxes[colour].hidden = False


# -- what the AI did --------------------------------------------------------------------
class MoveCounters:
    """The per-move counters under "What the AI did" and the per-column values
    over the board (shown when asked)."""

    def __init__(self, events, store):
        self.totals = counters.PlayoutTotals()
        self.store = store
        self.show_values = False
        try:
            saved = json.loads(store.get(UI_KEY) or "{}")
            self.show_values = saved.get("values") is True
        except Exception:
            pass
        card = el("stats").parentElement
        self.button = make("button", "values-toggle", "Show its numbers on the board", card)
        self.button.type = "button"
        self.button.id = "values-toggle"
        self.button.hidden = True
        events.on(self.button, "click", self._toggle)
        hints = el("hints")
        self.row = make("ol", "hints values")
        self.row.id = "ai-values"
        self.row.setAttribute("aria-label", "The AI's values for each column")
        self.items = [make("li", "hint", "", self.row) for _ in range(7)]
        self.caption = make("p", "hint-note")
        self.caption.id = "ai-values-note"
        hints.before(self.row)
        self.row.after(self.caption)
        self.row.hidden = True
        self.caption.hidden = True
        self._drawn = None

    def record(self, game_id, stats):
        """Add a move's figures (Monte Carlo's running total needs every move)."""
        stats["so_far"] = self.totals.add(game_id, stats.get("colour", 0), stats)

    def text(self, stats, names, colours):
        """``"Yellow (Level 4 · Club) played column 4. It searched ..."``."""
        who = names.get(stats.get("spec"), stats.get("spec"))
        head = "%s (%s) played column %d." % (colours[stats.get("colour", 0)], who,
                                              (stats.get("column") or 0) + 1)
        return head + " " + counters.move_counters(stats, stats.get("so_far"))

    def render(self, stats, names, colours, position):
        p = el("stats")
        if not stats:
            p.textContent = "No AI move yet."
            self.button.hidden = True
            self._draw_values(None)
            return
        p.textContent = self.text(stats, names, colours)
        p.setAttribute("data-player", stats.get("player") or "")
        values = counters.column_values(stats)
        self.button.hidden = values is None
        self.button.setAttribute("aria-pressed", "true" if self.show_values else "false")
        self.button.textContent = ("Hide its numbers" if self.show_values
                                   else "Show its numbers on the board")
        # values belong to the position the AI moved from: one move later they still
        # explain its choice; after that they are stale
        fresh = position[:-1] == stats.get("pos")
        self._draw_values(values if (self.show_values and fresh) else None)

    def _draw_values(self, values):
        if values is None:
            self.row.hidden = True
            self.caption.hidden = True
            self._drawn = None
            return
        key = json.dumps(values)
        self.row.hidden = False
        self.caption.hidden = False
        if key == self._drawn:
            return
        self._drawn = key
        self.caption.textContent = values["caption"]
        for c in range(7):
            text, cls = values["cells"][c]
            item = self.items[c]
            item.className = "hint value " + cls
            item.textContent = text or "–"
            item.setAttribute("aria-label", "Column %d: %s" % (c + 1, text or "no value"))

    def _toggle(self, ev):
        self.show_values = not self.show_values
        self.store.set(UI_KEY, json.dumps({"values": self.show_values}))
        if self.on_toggle is not None:
            self.on_toggle()

    on_toggle = None


# -- About these AIs ---------------------------------------------------------------------
def build_about(players, events):
    """The "About these AIs" panel: filled the first time it is opened."""
    box = el("about-ais")
    if box is None:
        return
    details = box.querySelector("details")
    body = el("about-body")

    def fill(ev):
        if body.children.length or not details.open:
            return
        for title, text in aitext.about_paragraphs(players):
            make("h3", None, title, body)
            make("p", None, text, body)

    events.on(details, "toggle", fill)


# -- matches -----------------------------------------------------------------------------
class Side:
    """One AI of a match: a menu of levels and "custom", and a chooser."""

    def __init__(self, parent, key, title, levels, players, names, events, default):
        self.key = key
        self.players = players
        self.names = names
        row = make("div", "player-row", parent=parent)
        label = make("label", None, title, row)
        label.setAttribute("for", "match-" + key)
        self.select = make("select", None, parent=row)
        self.select.id = "match-" + key
        for lv in levels:
            opt = make("option", None, names.get("level%d" % lv["level"]), self.select)
            opt.value = "level%d" % lv["level"]
        add_custom_option(self.select)
        sync_menu(self.select, default, names)
        self.box = make("div", parent=parent)
        self.box.hidden = True
        self.chooser = None
        events.on(self.select, "change", self._on_menu)
        self.events = events

    def _on_menu(self, ev):
        value = str(self.select.value)
        if custom.is_custom(value) or value == CUSTOM:
            if self.chooser is None:
                self.chooser = Chooser(self.box, self.players, "match-" + self.key + "-custom",
                                       self.events, self._on_chooser)
            if value != CUSTOM:
                self.chooser.set_spec(value)
            self._on_chooser(self.chooser.spec())
        self.box.hidden = not custom.is_custom(str(self.select.value))

    def _on_chooser(self, spec):
        sync_menu(self.select, spec, self.names)

    def spec(self):
        return str(self.select.value)

    def set_spec(self, spec):
        sync_menu(self.select, spec, self.names)
        self._on_menu(None)

    def disable(self, off):
        self.select.disabled = off
        if self.chooser is not None:
            self.chooser.disable(off)


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
        self.built = False
        self.request = None      # id of the match in the worker
        self.state = "idle"      # idle | running | paused | over
        self.last = None         # the last progress report
        self.replay = None
        self.timer = None
        self.drawn_frame = None
        self._seq = 0
        self._tick = create_proxy(self.tick)
        card = el("match-card")
        if card is not None:
            self.details = card.querySelector("details")
            events.on(self.details, "toggle", self._on_open)

    # -- building -------------------------------------------------------------------------
    def _on_open(self, ev):
        if self.details.open and not self.built:
            self._build()

    def _build(self):
        self.built = True
        body = el("match-body")
        levels = self.levels
        top = "level%d" % max(1, len(levels) - 1) if levels else "random"
        second = "level%d" % max(1, len(levels) // 2) if levels else "random"
        self.sides = [
            Side(body, "a", "AI A", levels, self.players, self.names, self.events, top),
            Side(body, "b", "AI B", levels, self.players, self.names, self.events, second)]
        form = make("div", "match-form", parent=body)
        self.games = self._field(form, "match-games", "Games", "input")
        self.games.type = "number"
        self.games.min = "1"
        self.games.max = str(matchview.MAX_GAMES)
        self.games.value = "20"
        self.colours = self._field(form, "match-colours", "Colours", "select")
        for value, text in (("alternate", "alternating"), ("fixed", "A is always red")):
            opt = make("option", None, text, self.colours)
            opt.value = value
        self.seed = self._field(form, "match-seed", "Seed", "input")
        self.seed.type = "number"
        self.seed.value = "1"
        self.board_speed = self._field(form, "match-speed", "Board", "select")
        for key, _ms in matchview.BOARD_SPEEDS:
            opt = make("option", None, "off" if key == "off" else key, self.board_speed)
            opt.value = key
        self.board_speed.value = matchview.DEFAULT_BOARD_SPEED
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
        self.summary.setAttribute("aria-live", "polite")
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
        self.text = make("textarea", "match-text", parent=body)
        self.text.id = "match-text"
        self.text.readOnly = True
        self.text.setAttribute("aria-label", "The result as text")
        self.text.hidden = True
        self.draw_controls()

    def _field(self, parent, id_, label_text, tag):
        wrap = make("div", "match-field", parent=parent)
        label = make("label", None, label_text, wrap)
        label.setAttribute("for", id_)
        node = make(tag, None, parent=wrap)
        node.id = id_
        return node

    def _button(self, parent, id_, text, fn):
        b = make("button", None, text, parent)
        b.type = "button"
        b.id = id_
        self.events.on(b, "click", fn)
        return b

    def open_with(self, a, b, games, seed, alternate):
        """Open the panel set up for a match (the tests' and a link's way in)."""
        self.details.open = True
        if not self.built:
            self._build()
        self.sides[0].set_spec(a)
        self.sides[1].set_spec(b)
        self.games.value = str(games)
        self.seed.value = str(seed)
        self.colours.value = "alternate" if alternate else "fixed"

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
        for node in (self.games, self.colours, self.seed):
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
        self.ai.send({"op": "match", "id": self.request, "a": a, "b": b, "games": games,
                      "seed": seed, "alternate": alternate})
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
            a, b, games, seed, alternate)
        self.draw_controls()
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

    def finish(self):
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
        self.summary.textContent = matchview.summary_text(report, names)
        self.progress.value = report.get("played", 0)
        self.copy_btn.disabled = not report.get("played")

    # -- the board ----------------------------------------------------------------------------
    def _start_timer(self):
        if self.timer is None:
            self.timer = window.setInterval(self._tick, MATCH_TICK_MS)

    def tick(self, *args):
        replay = self.replay
        if replay is None or replay.ms is None:
            self.board.hidden = True
            self.board_caption.hidden = True
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
        names = self.side_names
        red, yellow = (names[0], names[1]) if replay.a_is_red else (names[1], names[0])
        over = board.result() if board.is_over() else None
        caption = "Game %d: %s (red) against %s (yellow)" % (replay.index + 1, red, yellow)
        if over == "draw":
            caption += ": a draw."
        elif over is not None:
            caption += ": %s wins." % ("Red" if over == "red" else "Yellow")
        else:
            caption += ", move %d." % len(moves)
        self.board_caption.textContent = caption
        self.board.setAttribute("data-position", moves)
        self.board.setAttribute("aria-label", caption)
