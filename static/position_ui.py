"""The position mode's view: threat marks on the board, the position editor, the best line (DOM only).

Runs on the page's main thread (MicroPython), fetched with its modules only
when the Threats toggle, "Set up a position" or "Show the line" is first
used (static/main.py's ``position_mode`` hook, static/mode-position.bundle).
What to mark, what the editor holds and which step of a line the board shows
are decided in :mod:`connect4.page.threatsview`, :mod:`connect4.page.setupview`
and :mod:`connect4.page.lineview`; this module draws them and reads clicks.
"""

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from connect4.page import gamemode, lineview, setupview, threatsview
from connect4.page.reviewview import DONE, ShownPosition
from dom import el, make


class PositionMode:
    """The three tools beside the page's game (one instance, made on first use)."""

    def __init__(self, page):
        self.page = page
        css = make("link", None, None, document.head)
        css.rel = "stylesheet"
        css.href = "static/position.css"
        self.threats_on = threatsview.is_on(page.store.get(threatsview.STORAGE_KEY))
        self.editor = setupview.Editor()
        self.line = lineview.LineView()
        self.mistakes = lineview.MistakeLines()
        self.drawn_marks = None
        board = el("board")
        self.layer = make("div", "threat-marks", None, board)
        self.layer.setAttribute("role", "list")
        self.layer.setAttribute("aria-label", "Threats")
        self.key = make("p", "hint-note threat-key")
        self.key.id = "threat-key"
        el("hint-key").parentNode.insertBefore(self.key, el("hint-key"))
        self._build_line()
        self.review_lines = make("div", "review-lines")
        self.review_lines.setAttribute("aria-live", "polite")
        el("review").insertBefore(self.review_lines, el("review-moves"))
        self._build_editor()
        # the marks follow whatever the board shows: the game, a review, a line
        self._observer = window.MutationObserver.new(create_proxy(lambda *a: self.draw_threats()))
        self._observer.observe(board, to_js({"attributes": True,
                                             "attributeFilter": ["data-position"]}))
        # the review draws itself as its records arrive: its move's sentence says when
        self._review_observer = window.MutationObserver.new(
            create_proxy(lambda *a: self.draw_mistake()))
        self._review_observer.observe(el("review-move"), to_js({"childList": True,
                                                                "characterData": True,
                                                                "subtree": True}))

    # -- threats -------------------------------------------------------------------
    def on_threats(self, ev=None):
        self.threats_on = not self.threats_on
        self.page.store.set(threatsview.STORAGE_KEY, threatsview.saved(self.threats_on))
        self.draw_threats()
        self.page.announce(self.key.textContent if self.threats_on else "Threats hidden.")

    def draw_threats(self):
        el("threats").setAttribute("aria-pressed", "true" if self.threats_on else "false")
        pos = str(el("board").getAttribute("data-position") or "")
        state = (self.threats_on, pos)
        if state == self.drawn_marks:
            return
        self.drawn_marks = state
        self.layer.replaceChildren()
        self.layer.hidden = not self.threats_on
        self.key.hidden = not self.threats_on
        if not self.threats_on:
            return
        for col, row, player, odd, label in threatsview.marks(pos):
            m = make("span", "threat %s %s" % (player, "odd" if odd else "even"), None, self.layer)
            m.setAttribute("role", "listitem")
            m.setAttribute("aria-label", label)
            m.title = label
            m.style.gridColumn = str(col + 1)
            m.style.gridRow = str(6 - row)
        self.key.textContent = threatsview.key_line(pos)

    # -- the best line -----------------------------------------------------------------
    def _build_line(self):
        box = el("line-bar")
        self.line_list = make("ol", "line-moves", None, box)
        self.line_list.setAttribute("aria-label", lineview.LABEL)
        self.line_text = make("p", "line-text", None, box)
        self.line_text.setAttribute("aria-live", "polite")
        nav = make("p", "line-nav", None, box)
        self.line_buttons = []
        for text, fn in ((lineview.BACK, lambda ev: self.step(-1)),
                         (lineview.FORWARD, lambda ev: self.step(1)),
                         (lineview.RETURN, lambda ev: self.step(0))):
            b = make("button", None, text, nav)
            b.type = "button"
            self.page.events.on(b, "click", fn)
            self.line_buttons.append(b)

    def on_show_line(self, ev=None):
        g = self.page.game
        if g.board.is_over():
            return
        scores = g.current_hints() if g.hints_complete() else None
        req = self.line.request(self.page.state.new_id(), g.board.notation(), scores)
        self.page.send(req)
        self.render()

    def handles(self, msg):
        """A worker reply to the line's request (True), or someone else's (False)."""
        rid = msg.get("id")
        progress = msg.get("progress")
        if rid is None:
            return False
        if isinstance(progress, dict):  # a line so far
            if self.mistakes.partial(rid, progress) or self.line.partial(rid, progress):
                self.render()
                return True
            return False
        if self.mistakes.asked is not None and rid == self.mistakes.asked[0]:
            if msg.get("ok"):
                self.mistakes.answer(rid, msg.get("result") or {})
            else:
                self.mistakes.failed(rid)
            self.page.render()
            return True
        if rid != self.line.asked:
            return False
        if msg.get("ok"):
            self.line.answer(rid, msg.get("result") or {})
        else:
            self.line.failed(rid)
            if msg.get("kind") != "cancelled":
                self.page.show_message("The best line could not be found: %s" % msg.get("error"))
        self.page.render()
        return True

    def step(self, delta):
        if delta == 0:
            self.line.back_to_game()
        else:
            self.line.go(delta)
        self.page.render()
        self.page.announce(self.line.words())

    def owns_board(self):
        """True while the board shows a position along the line (no move is played then)."""
        return self.line.stepping

    # -- drawing, after the page's own ---------------------------------------------------
    def render(self):
        page = self.page
        g = page.game
        asked = self.line.asked
        if not self.line.follows(g.board.notation()) and asked is not None:
            page.cancel([asked])  # the game moved on: its line is no longer wanted
        elif asked is not None and not page.state.ai.ready:
            self.line.failed(asked)  # the worker restarted: the request is lost
        if self.line.stepping and not page.state.review.open:
            page.board.render(ShownPosition(self.line.shown()), False, True)
        moves = self.line.line or []
        key = ",".join([str(c) for c in moves]) + "/%d" % self.line.step
        if self.line_list.getAttribute("data-shown") != key:
            self.line_list.setAttribute("data-shown", key)
            self.line_list.replaceChildren()
            for i, c in enumerate(moves):
                li = make("li", "red" if (len(g.board.moves) + i) % 2 == 0 else "yellow", str(c),
                          self.line_list)
                if i < self.line.step:
                    li.classList.add("played")
        self.line_list.hidden = not moves
        self.line_text.textContent = self.line.words()
        for b, off in zip(self.line_buttons, (self.line.step == 0, self.line.step >= len(moves),
                                              self.line.step == 0)):
            b.disabled = off or not moves
            b.hidden = not moves
        document.body.classList.toggle("setting-up", not self.box.hidden)
        self.draw_mistake()
        self.draw_threats()

    def draw_mistake(self):
        """In the review, a mistake's best line beside the moves played (asked once per mistake)."""
        m = self.page.state.review
        record = m.record() if m.open else None
        if not m.open and self.mistakes.asked is not None:
            rid = self.mistakes.asked[0]
            self.mistakes.failed(rid)
            self.page.cancel([rid])  # the review closed: its line is no longer wanted
        # asked once every move is judged: an opening's line is a long search, and the
        # review's own must not wait behind it
        pos = self.mistakes.needed(m.moves, record) if m.state == DONE else None
        if pos is not None and self.page.state.ai.ready:
            self.page.send(self.mistakes.request(self.page.state.new_id(), pos, record["score"]))
        words = self.mistakes.words(m.moves, record) if record is not None else None
        key = "|".join(words) if words else ""
        if self.review_lines.getAttribute("data-shown") == key:
            return
        self.review_lines.setAttribute("data-shown", key)
        self.review_lines.replaceChildren()
        for text in words or ():
            make("p", "review-line", text, self.review_lines)

    # -- the editor ----------------------------------------------------------------------
    def _build_editor(self):
        box = make("section", "card setup")
        box.id = "setup"
        box.setAttribute("aria-label", setupview.TITLE)
        box.hidden = True
        el("review").parentNode.insertBefore(box, el("review"))
        make("h2", None, setupview.TITLE, box)
        make("p", "muted", "Click a cell to change it: empty, red, yellow. Or paste a grid.", box)
        grid = make("div", "setup-grid", None, box)
        grid.setAttribute("role", "group")
        grid.setAttribute("aria-label", "Cells of the position")
        self.cells = {}
        for row in range(5, -1, -1):
            for col in range(7):
                b = make("button", "setup-cell", None, grid)
                b.type = "button"
                b.setAttribute("data-cell", "%d,%d" % (col, row))
                self.cells[(col, row)] = b
        self.page.events.on(grid, "click", self.on_cell)
        label = make("label", None, setupview.GRID_LABEL, box)
        label.htmlFor = "setup-text"
        self.text = make("textarea", "setup-text", None, box)
        self.text.id = "setup-text"
        self.text.rows = 7
        self.text.spellcheck = False
        self.page.events.on(self.text, "input", self.on_text)
        self.alert = make("p", "setup-alert", None, box)
        self.alert.setAttribute("role", "alert")
        self.alert.hidden = True
        buttons = make("p", "setup-buttons", None, box)
        for text, fn, cls in ((setupview.PLAY, self.on_play, "primary"),
                              ("Clear", self.on_clear, None), ("Cancel", self.close_editor, None)):
            b = make("button", cls, text, buttons)
            b.type = "button"
            self.page.events.on(b, "click", fn)
        self.box = box

    def open_editor(self, ev=None):
        self.editor.start_from(self.page.game.board)
        self.box.hidden = False
        document.body.classList.add("setting-up")
        self.draw_editor()
        self.cells[(3, 0)].focus()

    def close_editor(self, ev=None):
        self.box.hidden = True
        document.body.classList.remove("setting-up")
        el("setup-open").focus()

    def on_cell(self, ev):
        target = ev.target.closest(".setup-cell") if ev.target else None
        if target is None:
            return
        col, row = [int(x) for x in str(target.getAttribute("data-cell")).split(",")]
        self.editor.cycle(col, row)
        self.draw_editor()

    def on_text(self, ev):
        # a grid being typed or pasted: the cells follow once it reads as a grid
        before = self.editor.problem
        if self.editor.paste(str(self.text.value)):
            self.draw_editor(keep_text=True)
        else:
            self.editor.problem = before

    def on_clear(self, ev):
        self.editor.clear()
        self.draw_editor()

    def on_play(self, ev):
        if str(self.text.value).strip() != self.editor.text() and not self.editor.paste(
                str(self.text.value)):
            return self.draw_editor(keep_text=True)
        board = self.editor.play_from_here()
        if board is None:
            return self.draw_editor(keep_text=True)
        page = self.page
        if page.state.review.open:
            page.review.on_close(None)
        self.box.hidden = True
        document.body.classList.remove("setting-up")
        page.update(gamemode.load_position, board)
        page.board.cols[3].focus()

    def draw_editor(self, keep_text=False):
        for col, row, state, label in self.editor.cells():
            b = self.cells[(col, row)]
            b.className = "setup-cell " + setupview.STATES[state]
            b.setAttribute("aria-label", label)
        if not keep_text:
            self.text.value = self.editor.text()
        self.alert.textContent = self.editor.problem or ""
        self.alert.hidden = not self.editor.problem
