"""Drawing the page from its state: every view at once, the board, the result (DOM only).

:func:`render_page` draws every view and control after each event; the
board, the turn line, the result and the match's small board are drawn here.
Runs on the page's main thread (MicroPython).  Reads the page's state
(:class:`connect4.page.loop.PageState`) and sets classes and text; decides nothing.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.board import Board
from connect4.page import endgame, links, matchview, pagetext
from connect4.page.controls import controls
from connect4.page.settings import COLOURS
from custom_ui import sync_menu
from dom import apply_controls, el, make
from view_panels import (
    render_ai_status,
    render_hint_data,
    render_link,
    render_loading,
    render_messages,
    render_moves,
    render_tally,
)


class BoardView:
    """The seven column buttons and their cells, bottom row first."""

    def __init__(self):
        cols = document.querySelectorAll("#board .col")
        self.cols = [cols.item(i) for i in range(7)]
        self.cells = []
        for b in self.cols:
            spans = b.querySelectorAll(".cell")
            # DOM order is top to bottom; keep them bottom-up to match rows.
            self.cells.append([spans.item(5 - r) for r in range(6)])
        self.drawn = [None] * 7
        # each cell's class as last written: a write crosses into the browser,
        # 42 of them in every update (issue 33); see mark()
        self.cell_drawn = [[None] * 6 for _ in range(7)]

    def mark(self, c, r, name):
        """Add the class ``name`` to a cell until the next drawing (the review's spot)."""
        self.cells[c][r].classList.add(name)
        self.cell_drawn[c][r] = None

    def focused_column(self):
        """The column whose button has the focus, or None."""
        a = document.activeElement
        if a is None:
            return None
        if a.classList.contains("col"):  # every Element has a classList
            return int(str(a.getAttribute("data-col")))
        return None

    def render(self, g, animate, reveal=True):
        """The discs, the winning line, the last move (dropping if ``animate``).

        ``reveal`` False: the game has just ended and the last disc is still
        falling, so the winning line waits for it to land."""
        b = g.board
        human = g.is_human_turn()
        wins = b.winning_cells() if reveal else []
        last = g.last_cell()
        for c in range(7):
            h = b.height(c)
            column = self.cells[c]
            discs = [b.cell(c, r) for r in range(h)]
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
                    if animate:
                        cls += " drop d%d" % (6 - r)
                if self.cell_drawn[c][r] != cls:
                    self.cell_drawn[c][r] = cls
                    column[r].className = cls
            # aria-disabled, not disabled: a disabled button drops the keyboard
            # focus to <body> while the AI thinks; this keeps it on the column
            btn = self.cols[c]
            state = ("false" if g.can_human_play(c) else "true",
                     pagetext.column_label(c, discs))
            if state != self.drawn[c]:  # only what changed: render runs on every event
                self.drawn[c] = state
                btn.disabled = False  # disabled (in the HTML) only until the page starts
                btn.setAttribute("aria-disabled", state[0])
                btn.setAttribute("aria-label", state[1])
        board_el = el("board")
        board_el.setAttribute("data-position", b.notation())
        board_el.setAttribute("data-result", g.result_text() or "")


def render_page(page, animate):
    """Every view and every control of ``page`` (static/main.py's Page) from its state."""
    st, g, names = page.state, page.state.game, page.names
    render_status(g, names, st.ai.ready, page.custom, st.reveal)
    page.board.render(g, animate, st.reveal)
    render_result(g, names, st.reveal)
    render_ai_status(st.ai.ready, g.is_thinking(), st.ai.error)
    render_loading(st.ai.loading())
    render_moves(g)
    engine = st.ai.engine_for_hints()
    page.hints.render(g, st.ai.ready, st.book_problem, engine)
    render_hint_data(st.hint_data, g.settings.hints, engine)
    page.counters.render(g.last_stats, names, COLOURS, g.board.notation())
    render_tally(g.tally, names, page.store.persistent, g.opponent())
    render_messages(st.messages)
    page.review.render()
    page.match.render()
    apply_controls(controls(st))  # every button, from the state
    render_link(json.dumps(st.review.share_pairs(g.settings) if st.review.open
                           else links.share_pairs(g)), bridge.build_query)
    document.body.setAttribute("data-ready", "1")


def render_result(g, names, reveal):
    """The end-of-game panel: the result, the winning line, Play again."""
    box = el("result")
    b = g.board
    if not (b.is_over() and reveal):
        box.hidden = True
        return
    players = (g.settings.red, g.settings.yellow)
    w = b.winner()
    box.className = "result " + endgame.tone(w, players)
    el("result-title").textContent = endgame.headline(w, players, names)
    el("result-detail").textContent = endgame.detail(w, b.winning_cells(), b.ply)
    el("play-again").textContent = endgame.PLAY_AGAIN
    el("swap-again").textContent = endgame.SWAP_AND_PLAY
    box.hidden = False


def render_status(g, names, ai_ready, custom, reveal=True):
    """The page's state classes, the turn line, and the player menus
    (``reveal`` False: the result waits for the last disc to land; the
    buttons are drawn from connect4.page.controls)."""
    b = g.board
    over = b.is_over() and reveal
    document.body.className = " ".join([
        "turn-" + ("red" if b.turn == 0 else "yellow"),
        "human-turn" if g.is_human_turn() else "ai-turn",
        "over" if over else "",
        "thinking" if g.is_thinking() else "",
    ])
    turn = el("turn")
    if b.is_over() and not reveal:
        turn.className = "turn " + ("yellow" if b.turn == 0 else "red")
    elif over:
        w = b.winner()
        turn.className = "turn over " + ("draw" if w is None else ("red" if w == 0 else "yellow"))
    else:
        turn.className = "turn " + ("red" if b.turn == 0 else "yellow")
    text = g.status_text(names) if reveal else g.last_move_text()
    spec = g.ai_to_move()
    if spec is not None and not ai_ready:
        text = pagetext.waiting_for_ai(b.turn, names.get(spec, spec))
    el("turn-text").textContent = text

    for colour, sel_id in ((0, "red-player"), (1, "yellow-player")):
        sync_menu(el(sel_id), g.settings.player(colour), names)
        custom.render(colour, g.settings.player(colour))


def toggle_menu(ev=None):
    """The compact embed's menu button: the side panel in place of the board, and back."""
    root = document.documentElement
    shown = not root.classList.contains("menu-open")
    root.classList.toggle("menu-open", shown)
    el("menu-toggle").setAttribute("aria-expanded", "true" if shown else "false")
    el("menu-toggle").textContent = pagetext.MENU_LABELS[1 if shown else 0]


#: How often (ms) the match's small board looks for a move to draw.
MATCH_TICK_MS = 50


class MatchBoard:
    """The match panel's small board: the games of the match
    (connect4.page.matchrun) replayed at the chosen speed, and "Review this game"."""

    def __init__(self, body, events, run, on_review):
        self.run = run
        self.on_review = on_review  # the review's open_moves(moves, caption)
        self.caption = make("p", "match-board-caption muted", "", body)
        self.node = make("div", "match-board", parent=body)
        self.node.id = "match-board"
        self.node.setAttribute("role", "img")
        self.node.hidden = self.caption.hidden = True
        self.cells = []
        for _ in range(7):
            col = make("div", "match-col", parent=self.node)
            cells = [make("span", "mcell", None, col) for _ in range(6)]
            cells.reverse()  # bottom row first
            self.cells.append(cells)
        self.review_btn = make("button", None, "Review this game", body)
        self.review_btn.type = "button"
        self.review_btn.id = "match-review"
        self.review_btn.hidden = True
        events.on(self.review_btn, "click", self._on_review)
        self.shown = None  # (moves, caption) of the finished game on the board
        self.drawn = None
        self.timer = None
        self._tick = create_proxy(self.tick)

    def start(self):
        """A new match: draw its games as they come."""
        self.drawn = None
        if self.timer is None:
            self.timer = window.setInterval(self._tick, MATCH_TICK_MS)

    def _stop(self):
        window.clearInterval(self.timer)
        self.timer = None

    def tick(self, *args):
        replay = self.run.replay
        over = self.run.state == "over"
        if replay is None or replay.ms is None:
            self.node.hidden = self.caption.hidden = self.review_btn.hidden = True
            if over and self.timer is not None:
                self._stop()
            return
        now = window.performance.now()
        moves = replay.frame(now)
        if (replay.index, moves) != self.drawn:
            self.drawn = (replay.index, moves)
            self.draw(replay, moves)
        if over and replay.is_showing_end(now):
            self._stop()

    def draw(self, replay, moves):
        if replay.index is None:
            return
        try:
            board = Board.from_notation(moves)
        except ValueError as e:  # the worker's report holds a bad game: say it, keep the last
            window.console.error("a match game cannot be shown: %s" % e)
            return
        self.node.hidden = self.caption.hidden = False
        wins = board.winning_cells() if board.is_over() else []
        for c in range(7):
            for r in range(6):
                v = board.cell(c, r)
                cls = "mcell" + (" red" if v == 0 else " yellow" if v == 1 else "")
                self.cells[c][r].className = cls + (" win" if (c, r) in wins else "")
        caption = matchview.board_caption(replay.index, self.run.side_names, replay.a_is_red,
                                          moves, board.result() if board.is_over() else None)
        self.caption.textContent = caption
        self.node.setAttribute("data-position", moves)
        self.node.setAttribute("aria-label", caption)
        self.shown = (moves, caption) if board.is_over() else None
        self.review_btn.hidden = self.shown is None

    def _on_review(self, ev):
        if self.shown is not None:
            self.on_review(*self.shown)
