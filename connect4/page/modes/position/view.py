"""The position mode's view: threat marks on the board, the position editor, the best line (DOM only)."""


from connect4.page.dom import View, el, make, marks_layer
from connect4.page.kernel import modes
from connect4.page.modes.position import bestline, positionmode, setupgrid, threatmarks


class PositionView(View):
    """The three tools' DOM beside the page's game."""

    def __init__(self, page):
        View.__init__(self, page, "static/position.css")
        self.layer, self.key = marks_layer("threat-marks", "Threats", "hint-note threat-key", "threat-key")
        self._build_line()
        self.review_lines = make("div", "review-lines", attrs={"aria-live": "polite"})
        el("review").insertBefore(self.review_lines, el("review-moves"))
        self._build_editor()

    # -- the best line -----------------------------------------------------------------
    def _build_line(self):
        box = el("line-bar")
        self.line_list = make("ol", "line-moves", None, box)
        self.line_list.setAttribute("aria-label", bestline.LABEL)
        self.line_text = make("p", "line-text", None, box, attrs={"aria-live": "polite"})
        nav = make("p", "line-nav", None, box)
        for id_, text, delta in (("line-back", bestline.BACK, -1),
                                 ("line-forward", bestline.FORWARD, 1),
                                 ("line-return", bestline.RETURN, 0)):
            b = make("button", None, text, nav)
            b.type = "button"
            b.id = id_
            b.hidden = True
            self.page.events.on(b, "click",
                                lambda ev, d=delta: self.page.update(positionmode.step, d))

    def on_key(self, ev):
        """The editor's own buttons take the keys; Escape cancels it."""
        if str(ev.key) == "Escape":
            self.page.update(positionmode.cancel_setup)
        return True

    # -- drawing, after the page's own ---------------------------------------------------
    def render(self, animate=False):
        state = self.page.state
        self.draw_threats(state)
        self.draw_line(state)
        self.draw_mistake(state)
        self.draw_editor(state)

    def draw_threats(self, state):
        on = state.threats
        pos = positionmode.board_position(state) if on else ""
        if not self.changed("threats", (on, pos)):
            return
        self.layer.replaceChildren()
        self.layer.hidden = not on
        self.key.hidden = not on
        if not on:
            return
        for col, row, player, odd, label in threatmarks.marks(pos):
            m = make("span", "threat %s %s" % (player, "odd" if odd else "even"), None, self.layer)
            m.setAttribute("role", "listitem")
            m.setAttribute("aria-label", label)
            m.title = label
            m.style.gridColumn = str(col + 1)
            m.style.gridRow = str(6 - row)
        self.key.textContent = threatmarks.key_line(pos)

    def draw_line(self, state):
        line = state.position.line
        moves = line.line or []
        start = len(line.pos or "")
        if self.changed("line", (tuple(moves), line.step, start)):
            self.line_list.replaceChildren()
            for i, c in enumerate(moves):
                li = make("li", "red" if (start + i) % 2 == 0 else "yellow", str(c),
                          self.line_list)
                if i < line.step:
                    li.classList.add("played")
            self.line_list.hidden = not moves
        words = line.words()
        if self.changed("line-text", words):
            self.line_text.textContent = words

    def draw_mistake(self, state):
        """In the review, a mistake's best line beside the moves played."""
        m = state.review
        record = m.record() if m.open else None
        words = state.position.mistakes.words(m.moves, record) if record is not None else None
        if not self.changed("mistake", words):
            return
        self.review_lines.replaceChildren()
        for text in words or ():
            make("p", "review-line", text, self.review_lines)

    # -- the editor ----------------------------------------------------------------------
    def _build_editor(self):
        box = make("section", "card setup")
        box.id = "setup"
        box.setAttribute("aria-label", setupgrid.TITLE)
        box.hidden = True
        el("review").parentNode.insertBefore(box, el("review"))
        make("h2", None, setupgrid.TITLE, box)
        make("p", "muted", "Click a cell to change it: empty, red, yellow. Or paste a grid.", box)
        grid = make("div", "setup-grid", None, box, attrs={"role": "group"})
        grid.setAttribute("aria-label", "Cells of the position")
        self.cells = {}
        for row in range(5, -1, -1):
            for col in range(7):
                b = make("button", "setup-cell", None, grid)
                b.type = "button"
                b.id = "setup-%s%d" % ("abcdefg"[col], row + 1)  # setup-d1: the focus on opening
                self.cells[(col, row)] = b
                self.page.events.on(b, "click", lambda ev, c=col, r=row:
                                    self.page.update(positionmode.cycle, c, r))
        label = make("label", None, setupgrid.GRID_LABEL, box)
        label.htmlFor = "setup-text"
        self.text = make("textarea", "setup-text", None, box)
        self.text.id = "setup-text"
        self.text.rows = 7
        self.text.spellcheck = False
        self.page.events.on(self.text, "input",
                            lambda ev: self.page.update(positionmode.paste, str(self.text.value)))
        self.alert = make("p", "setup-alert", None, box, attrs={"role": "alert"})
        self.alert.hidden = True
        buttons = make("p", "setup-buttons", None, box)
        for id_, text, fn, cls in (("setup-play", setupgrid.PLAY, self.on_play, "primary"),
                                   ("setup-clear", "Clear",
                                    lambda ev: self.page.update(positionmode.clear), None),
                                   ("setup-cancel", "Cancel",
                                    lambda ev: self.page.update(positionmode.cancel_setup), None)):
            b = make("button", cls, text, buttons)
            b.type = "button"
            b.id = id_
            self.page.events.on(b, "click", fn)
        self.box = box

    def on_play(self, ev):
        page = self.page
        page.update(positionmode.play_setup)
        if page.state.mode == modes.GAME:  # played: the keyboard goes on from the board
            page.board.cols[3].focus()

    def draw_editor(self, state):
        shown = state.mode == modes.SETUP
        self.box.hidden = not shown
        editor = state.position.editor
        if not shown or editor is None:
            return
        for col, row, cell, label in editor.cells():
            if self.changed((col, row), (cell, label)):
                b = self.cells[(col, row)]
                b.className = "setup-cell " + setupgrid.STATES[cell]
                b.setAttribute("aria-label", label)
        text = state.position.text
        if str(self.text.value) != text:  # not while the reader types it: it is the same
            self.text.value = text
        problem = editor.problem or ""
        if self.changed("problem", problem):
            self.alert.textContent = problem
            self.alert.hidden = not problem


view = PositionView  # made once its bundle is in (static/main.py's build_view)
