"""The page's match panel: two AIs, many games in the worker, a live table (DOM only)."""

import json

from connect4.page import dom
from connect4.page.ai import custom
from connect4.page.ai.customview import Side
from connect4.page.dom import el, make
from connect4.page.modes.match import matchrun, matchtext
from connect4.page.modes.match.matchboard import MatchBoard
from connect4.page.modes.review import reviewmode


class MatchPanel:
    """Two AIs, N games played in the worker, a live table, the current game on a small board;
    its state is ``state.match``, its buttons connect4.page.kernel.controls'."""

    def __init__(self, owner):
        self.owner = owner
        self.run = owner.state.match
        self.levels = owner.levels
        self.players = owner.players
        self.names = owner.names
        self.events = owner.events
        raw = owner.state.match.setup_text  # restored at start (static/startup.py)
        try:
            data = json.loads(raw or "null")
        except ValueError as e:  # another version's or a hand-edited value: the defaults
            dom.window.console.warn("the saved match set-up is unreadable: %s" % e)
            data = None
        self.saved = matchtext.saved_setup(data, self.is_player)
        self.built = False
        self.kept_played = None  # the games of the running match's report last kept
        self.board = None  # the small board (matchboard.MatchBoard) once built
        card = el("match-card")
        if card is not None:
            self.details = card.querySelector("details")
            self.events.on(self.details, "toggle", self.on_open)

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
            setup["games"] = matchtext.parse_games(self.games.value)
            setup["seed"] = matchtext.parse_seed(self.seed.value)
        except ValueError:
            pass  # a field being typed: the last valid figures are kept
        if report is not None:
            setup["report"] = dict([(k, v) for k, v in report.items()
                                    if k not in ("finished", "current")])
            setup["names"] = list(self.run.side_names)
        self.owner.update(matchrun.keep_setup, json.dumps(setup))

    # -- building -------------------------------------------------------------------------
    def on_open(self, ev):
        """The card opened: build the panel the first time."""
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
        self.games.max = str(matchtext.MAX_GAMES)
        self.games.value = str(saved["games"])
        self.colours = self._select(form, "match-colours", "Colours", (
            ("alternate", "alternating"), ("fixed", "A is always red")))
        self.openings = self._select(form, "match-openings", "Openings",  # hook: levels
                                     matchtext.OPENINGS)
        self.openings.value = str(saved["openings"])
        self.seed = self._field(form, "match-seed", "Seed", "input")
        self.seed.type = "number"
        self.seed.value = str(saved["seed"])
        self.board_speed = self._select(form, "match-speed", "Board", [
            (key, key) for key, _ms in matchtext.BOARD_SPEEDS])
        self.board_speed.value = saved["speed"]
        self.colours.value = "alternate" if saved["alternate"] else "fixed"
        buttons = make("div", "row-buttons", parent=body)
        self.start_btn = self._button(buttons, "match-start", "Start", self.on_start)
        self.pause_btn = self._button(buttons, "match-pause", "Pause", self.on_pause)
        self.stop_btn = self._button(buttons, "match-stop", "Stop", self.on_stop)
        self.resume_btn = self._button(buttons, "match-resume", "Go on", self.on_resume)
        self.copy_btn = self._button(buttons, "match-copy", "Copy result", self.on_copy)
        self.progress = make("progress", "match-progress", parent=body)
        self.progress.id = "match-progress"
        self.progress.max = 20
        self.progress.value = 0
        self.progress.hidden = True
        self.error = make("p", "custom-error", "", body, attrs={"role": "alert"})
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
            th = make("th", None, "", tr, attrs={"scope": "row"})
            self.cells.append([th] + [make("td", None, "", tr) for _ in range(4)])
        self.table = table
        table.hidden = True
        self.summary = make("p", "match-summary", "", body)
        self.summary.id = "match-summary"
        self.command = make("p", "match-command muted", "", body)
        self.command.id = "match-command"
        # the game the board replays
        self.board = MatchBoard(body, self.events, self.run,
                                lambda *game: self.owner.update(reviewmode.open_moves, *game))
        self.text = make("textarea", "match-text", parent=body)
        self.text.id = "match-text"
        self.text.readOnly = True
        self.text.setAttribute("aria-label", "The result as text")
        self.text.hidden = True
        if saved["report"] is not None:
            # the last match's result, as it was when it ended
            self.run.restore(saved["report"], saved["names"])
            self.show_result()
        self.owner.render()

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

    # -- drawing ------------------------------------------------------------------------
    def render(self, animate=False):
        """What the page's render asks of the panel (its buttons are drawn from the state)."""
        if not self.built:
            return
        self.board.render()
        dom.document.body.setAttribute("data-match", self.run.state)

    def say(self, text):
        self.error.textContent = text
        self.error.hidden = not text

    def on_start(self, ev):
        try:
            games = matchtext.parse_games(self.games.value)
            seed = matchtext.parse_seed(self.seed.value)
        except ValueError as e:
            self.say(str(e))
            return
        if not self.owner.state.ai.ready:  # Start is disabled then: a click from before
            self.say("The AI is not ready yet.")
            return
        self.say("")
        a, b = self.sides[0].spec(), self.sides[1].spec()
        alternate = str(self.colours.value) == "alternate"
        plies = int(self.openings.value)  # hook: levels
        self.owner.update(matchrun.begin, (a, b, games, seed, alternate, self.names,
                                           matchtext.board_speed_ms(str(self.board_speed.value)),
                                           plies))
        self._started(a, b, games, seed, alternate, plies, "Starting %d games…" % games)

    def on_resume(self, ev):
        """Go on with the match the page left (a reload), from its next game."""
        last, resume = self.run.last, self.run.resume
        if resume is None or not self.owner.state.ai.ready:  # disabled then: a click from before
            return
        self.say("")
        self.owner.update(matchrun.go_on, self.names,
                          matchtext.board_speed_ms(str(self.board_speed.value)))
        self._started(last["a"], last["b"], last["games"], last["seed"], last["alternate"],
                      last.get("opening_plies") or 0,
                      "Going on from game %d of %d…" % (resume["first"] + 1, last["games"]))

    def _started(self, a, b, games, seed, alternate, plies, words):
        self.progress.max = games
        self.progress.value = 0
        self.progress.hidden = False
        self.text.hidden = True
        self.table.hidden = True
        self.summary.textContent = words
        self.kept_played = None
        self.command.textContent = "Same games on the command line: " + matchtext.arena_command(
            a, b, games, seed, alternate, plies)
        self.save()
        self.owner.render()

    def on_pause(self, ev):
        self.owner.update(matchrun.pause)

    def on_stop(self, ev):
        self.owner.update(matchrun.stop)

    def on_copy(self, ev):
        if self.run.last is None:
            return
        text = self.run.last.get("text") or ""
        self.text.value = text
        self.text.hidden = False
        self.text.select()
        dom.bridge.copy_text(text)
        self.copy_btn.textContent = "Result copied"

    # -- the worker's answers (read by connect4.page.modes.match.matchrun) ----------------------------
    def taken(self, what):
        """Draw what a worker reply (or a lost worker) did to the match."""
        if not self.built:
            return
        if what == matchrun.FRAME:  # the small board's tick: the board alone
            self.board.render()
        elif what == matchrun.PROGRESS:
            self.draw_table()
            last = self.run.last
            if last.get("played") != self.kept_played:  # a game more: kept, were the page to go
                self.kept_played = last.get("played")
                self.save(matchtext.interrupted(last, self.run.side_names))
        elif what in (matchrun.FINISHED, matchrun.FAILED, matchrun.LOST):
            if what != matchrun.FINISHED:
                self.say(self.run.problem)
            if what == matchrun.FAILED:
                self.summary.textContent = ""  # not "Starting 20 games…" under the reason
                self.progress.hidden = True
            elif self.run.last is not None:
                self.save(self.run.last)
                self.announce(matchtext.summary_text(self.run.last, self.run.side_names))
            self.show_result()

    def announce(self, text):
        """Say it to screen readers once (the summary itself changes five times a second)."""
        self.owner.announce(text)

    def show_result(self):
        last = self.run.last
        if last is not None and last.get("text"):
            self.text.value = last["text"]
            self.text.hidden = False
        self.copy_btn.textContent = "Copy result"
        self.draw_table()

    def draw_table(self):
        report = self.run.last
        if report is None:
            return
        names = self.run.side_names
        rows = matchtext.table_rows(report, names)
        for cells, row in zip(self.cells, rows):
            for node, text in zip(cells, row):
                if node.textContent != text:
                    node.textContent = text
        self.table.hidden = False
        text = matchtext.summary_text(report, names)  # hook: levels: and how sure, in words
        self.summary.textContent = (text + " " + matchtext.confidence_text(report, names)).strip()
        self.progress.value = report.get("played", 0)


def view(page):
    """The match panel, built by the one loader once its bundle is in."""
    panel = MatchPanel(page)
    panel.on_open(None)
    return panel
