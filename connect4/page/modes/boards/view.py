"""Other boards' view: the board of any size, Pop Out's pops, the card with menus and rules (DOM only).

Signals for tests: ``#boards[data-state]``, ``#vboard[data-size]``, ``[data-position]``, ``[data-result]``.
"""


from connect4.page.dom import View, apply_controls, button, card, el, key_args, make, turn_words
from connect4.page.kernel import modes
from connect4.page.modes.boards import boardsmode, boardsrun, boardstext
from connect4.page.modes.boards.session import VARIANTS, players_offered
from connect4.variants.geometry import MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH
from connect4.variants.notation import move_text
from connect4.variants.rulewords import rules


def _select(id_, label, parent):
    box = make("label", "boards-field", None, parent)
    make("span", None, label, box)
    return make("select", None, None, box, id_)


class BoardsView(View):
    def __init__(self, page):
        View.__init__(self, page, "static/boards.css")
        on, update = page.events.on, page.update
        anchor = el("puzzles")
        play = make("section", "boards-play", None, None, "boards-play")
        play.hidden = True
        play.setAttribute("aria-label", "Game on another board")
        anchor.parentNode.insertBefore(play, anchor)
        self.board = make("div", "board vboard", None, play, "vboard", attrs={"role": "group"})
        self.hints = make("ol", "vhints", None, play)
        self.hints.setAttribute("aria-label", "Hints: exact score of each column")
        self.pops = make("div", "vpops", None, play)
        self.result = make("p", "boards-result", None, play, "boards-result", attrs={"role": "status"})
        acts = make("div", "actions", None, play)
        for id_, text, fn in (("boards-undo", "Undo", boardsrun.undo),
                              ("boards-new", "New game", boardsrun.new_game),
                              ("boards-hints", "Hints", boardsrun.toggle_hints),
                              ("boards-back", "Back to 7x6", modes.close)):
            on(button(text, acts, id_), "click", lambda ev, fn=fn: update(fn))
        box, head = card("boards", "boards", "Other boards", boardsmode.TITLE, "puzzles", "review-head")
        on(button("Close", head, "boards-close"), "click", lambda ev: update(modes.close))
        self.status = make("p", "boards-status", None, box, attrs={"aria-live": "polite"})
        menus = make("div", "boards-menus", None, box)
        self.width = _select("boards-width", "Columns", menus)
        self.height = _select("boards-height", "Rows", menus)
        self.variant = _select("boards-variant", "Game", menus)
        for sel, values, names in ((self.width, range(MIN_WIDTH, MAX_WIDTH + 1), None),
                                   (self.height, range(MIN_HEIGHT, MAX_HEIGHT + 1), None),
                                   (self.variant, VARIANTS, boardstext.VARIANT_NAMES)):
            for v in values:
                opt = make("option", None, names[v] if names else str(v), sel)
                opt.value = str(v)
        on(self.width, "change", self._on_size)
        on(self.height, "change", self._on_size)
        on(self.variant, "change", lambda ev: update(boardsrun.set_variant, str(self.variant.value)))
        players = make("div", "boards-menus", None, box)
        self.players = [_select("boards-red", "Red", players), _select("boards-yellow", "Yellow", players)]
        for colour, sel in enumerate(self.players):
            on(sel, "change",
               lambda ev, c=colour: update(boardsrun.set_player, c, str(ev.currentTarget.value)))
        self.ai = make("p", "boards-ai muted", None, box, "boards-ai")
        self.known = make("p", "boards-known", None, box, "boards-known")
        self.source = make("p", "boards-source muted", None, box)
        self.hint_note = make("p", "boards-hint-note muted", None, box, "boards-hint-note")
        make("h3", None, "Rules", box)
        self.rules = make("ul", "boards-rules", None, box, "boards-rules")
        make("p", "boards-only muted", boardstext.SEVEN_BY_SIX_ONLY, box, "boards-only-7x6")
        make("p", "boards-keys muted key-help", "Keys: a column's number drops a disc (0 the 10th), U undo, "
             "N new game, Esc back to 7x6.", box)
        self.play, self.box = play, box

    def _on_size(self, ev):
        self.page.update(boardsrun.set_size, int(str(self.width.value)), int(str(self.height.value)))

    def click(self, col):
        self.page.update(boardsrun.play, col)

    def on_key(self, ev):
        key, tag, held = key_args(ev)
        if tag in ("INPUT", "SELECT", "TEXTAREA") or held:
            return
        s = self.page.state.boards.session
        fn = {"u": boardsrun.undo, "n": boardsrun.new_game, "escape": modes.close}.get(key.lower())
        if fn is not None:
            ev.preventDefault()
            self.page.update(fn)
        elif s is not None and len(key) == 1 and key in "1234567890"[:s.geometry.width]:
            ev.preventDefault()
            self.click("1234567890".index(key))

    # -- drawing ----------------------------------------------------------------------
    def _build_board(self, s):
        w, h = s.geometry.width, s.geometry.height
        self.board.replaceChildren()
        self.hints.replaceChildren()
        self.pops.replaceChildren()
        self.play.style.setProperty("--cols", str(w))
        self.play.style.setProperty("--rows", str(h))
        self.board.setAttribute("aria-label", "Board, %d columns of %d rows" % (w, h))
        self.cells = []
        for c in range(w):
            col = button(None, self.board, None, "col")
            col.setAttribute("data-col", str(c))
            self.page.events.on(col, "click", lambda ev, c=c: self.click(c))
            spans = [make("span", "cell", None, col) for _ in range(h)]
            self.cells.append(list(reversed(spans)))  # bottom row first
            make("li", "hint", None, self.hints)
            pop = button("Pop", self.pops, "boards-pop-%d" % (c + 1), "vpop")
            pop.setAttribute("aria-label", "Pop your disc out of column %d" % (c + 1))
            self.page.events.on(pop, "click", lambda ev, c=c: self.page.update(boardsrun.play, ~c))
        self.board.setAttribute("data-size", s.size)

    def render(self, animate=False):
        st = self.page.state
        b = st.boards
        shown = self.show(st.mode == modes.BOARDS, b.phase)
        self.play.hidden = not shown or b.session is None
        if not shown:
            return
        s = b.session
        if s is None:
            self.status.textContent = b.error or "Loading the other boards…"
            return
        if self.changed("size", (s.size, s.variant)):
            self._build_board(s)
            self._draw_menus(s)
        self._draw_board(s, animate)
        self._draw_card(st, s)
        apply_controls(boardsrun.controls(st))

    def _draw_menus(self, s):
        self.width.value, self.height.value = str(s.geometry.width), str(s.geometry.height)
        self.variant.value = s.variant
        for sel in self.players:
            sel.replaceChildren()
            for who in players_offered():
                opt = make("option", None, boardstext.player_name(s, who), sel)
                opt.value = who
        self.rules.replaceChildren()
        for line in rules(s.geometry, s.popout):
            make("li", None, line, self.rules)

    def _draw_board(self, s, animate):
        g = s.game
        st = self.page.state
        human = not g.is_over() and s.players[g.turn] == "human"
        wins = g.winning_cells()
        last = g.last_drop()
        legal = g.legal_moves() if human else []
        scores = boardsrun.hints(st)
        for c, column in enumerate(self.cells):
            free = [r for r in range(len(column)) if g.cell(c, r) == -1]
            for r, span in enumerate(column):
                v = g.cell(c, r)
                cls = "cell" + (" red" if v == 0 else " yellow" if v == 1 else
                                " next" if human and free and r == free[0] else "")
                if (c, r) in wins:
                    cls += " win"
                if last == (c, r):
                    cls += " last" + (" drop d%d" % (len(column) - r) if animate else "")
                span.className = cls
            col = self.board.children.item(c)
            col.setAttribute("aria-disabled", "false" if c in legal else "true")
            col.setAttribute("aria-label", "Column %s" % move_text(c))
            self.hints.children.item(c).textContent = boardstext.hint_words(scores.get(move_text(c)), s)
        self.hints.hidden = not scores
        self.board.setAttribute("data-position", g.text())
        self.board.setAttribute("data-result", g.result() or "")
        self.result.textContent = g.result_text() + "." if g.is_over() else ""
        self.result.hidden = not g.is_over()

    def _draw_card(self, st, s):
        b = st.boards
        waiting = boardsrun.waiting_for(st)
        main, more = boardstext.turn_parts(s, waiting is not None)
        self.status.textContent = main + more
        turn_words(main, more)
        g = s.game
        el("turn").className = "turn " + ("over " + g.result() if g.is_over() else
                                          ("red" if g.turn == 0 else "yellow"))
        for colour, sel in enumerate(self.players):
            sel.value = s.players[colour]
        self.ai.textContent = boardstext.ai_line(s, waiting, boardsrun.thinking(st), st.ai.full_ready)
        self.ai.className = "boards-ai muted" + (" ready" if st.ai.full_ready else "")
        source = boardstext.known_result(s)[1]
        self.known.textContent = boardstext.result_line(s)
        self.source.textContent = "Source: %s" % source
        self.hint_note.textContent = boardstext.hint_note(s, b.hints_on, boardsrun.hints(st),
                                                          boardsrun.engine_loading(st))
        self.hint_note.hidden = not b.hints_on


view = BoardsView  # made once its bundle is in (static/main.py's build_view)
