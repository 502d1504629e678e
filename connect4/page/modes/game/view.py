"""Drawing the page from its state: every view at once, the board, the result (DOM only)."""

import json

from connect4.page import dom
from connect4.page.ai.customview import sync_menu
from connect4.page.dom import apply_controls, el
from connect4.page.kernel import modes, registry
from connect4.page.kernel.controls import controls
from connect4.page.links import links
from connect4.page.modes.game import pagetext, resultwords
from connect4.page.modes.game.panels import (
    render_ai_status,
    render_link,
    render_loading,
    render_messages,
    render_moves,
    render_rating,
    render_tally,
)
from connect4.page.modes.game.settings import COLOURS


class BoardView:
    """A board's seven columns and their cells, bottom row first: the one painter of the game's
    board and of the match's small board (not ``interactive``)."""

    def __init__(self, root=None, base="cell", interactive=True):
        self.root = root if root is not None else el("board")
        self.base = base
        self.interactive = interactive
        cols = self.root.children
        self.cols = [cols.item(i) for i in range(7)]
        self.cells = []
        for b in self.cols:
            spans = b.children
            # DOM order is top to bottom; keep them bottom-up to match rows.
            self.cells.append([spans.item(5 - r) for r in range(6)])
        self.drawn = [None] * 7
        self.hinted = None  # the column marked by a puzzle's hint (connect4/page/modes/puzzles/view.py)
        # each cell's class as last written: a write crosses into the browser,
        # 42 of them in every update (issue 33); see mark()
        self.cell_drawn = [[None] * 6 for _ in range(7)]

    def mark(self, c, r, name):
        """Add the class ``name`` to a cell until the next drawing (the review's spot)."""
        self.cells[c][r].classList.add(name)
        self.cell_drawn[c][r] = None

    def focused_column(self):
        """The column whose button has the focus, or None."""
        a = dom.document.activeElement
        if a is None:
            return None
        if a.classList.contains("col"):  # every Element has a classList
            return int(str(a.getAttribute("data-col")))
        return None

    def render(self, g, animate, reveal=True):
        """The discs, the winning line, the last move (dropping if ``animate``); ``reveal`` False:
        the winning line waits for the last disc to land."""
        b = g.board
        human = self.interactive and g.is_human_turn()
        wins = b.winning_cells() if reveal else []
        last = g.last_cell()
        for c in range(7):
            h = b.height(c)
            column = self.cells[c]
            discs = [b.cell(c, r) for r in range(h)]
            for r in range(6):
                v = b.cell(c, r)
                cls = self.base
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
            if not self.interactive:
                continue
            # aria-disabled, not disabled: a disabled button drops the keyboard
            # focus to <body> while the AI thinks; this keeps it on the column
            btn = self.cols[c]
            state = ("false" if g.can_human_play(c) else "true",
                     pagetext.column_label(c, discs))
            if state != self.drawn[c]:  # only what changed: render runs on every event
                self.drawn[c] = state
                btn.setAttribute("aria-disabled", state[0])
                btn.setAttribute("aria-label", state[1])
        self.root.setAttribute("data-position", b.notation())
        self.root.setAttribute("data-result", g.result_text() or "")


def render_page(page, animate):
    """Every view and every control of ``page`` from its state; all follow the mode shown."""
    st, g, names = page.state, page.state.game, page.names
    render_status(g, names, st.ai.ready, page.custom, st.reveal)
    puzzle = modes.is_puzzle(st.mode)
    dom.document.body.classList.add("mode-" + st.mode)  # the CSS hides what the mode does not use
    if st.mode == modes.REVIEW:
        dom.document.body.classList.add("reviewing")
    still = registry.shown(st)  # one board: a mode's position nobody plays in, or the game's
    if still is not None:
        page.board.render(still, False, True)
    else:
        page.board.render(g, animate, st.reveal)
    render_result(g, names, st.reveal and not puzzle)
    render_ai_status(st.ai.ready, g.is_thinking(), st.ai.error, st.ai.waits_for_full)
    render_loading(st.ai.loading())
    render_moves(g)
    page.counters.render(g.last_stats, names, COLOURS, g.board.notation(),
                         pagetext.ai_card_empty(g))
    render_tally(g.tally, names, page.store.persistent, g.opponent())
    render_rating(g.rating)
    render_messages(st.messages)
    apply_controls(controls(st))  # every button, from the state
    render_link(json.dumps(links.shown_pairs(st)), dom.bridge.build_query)
    dom.document.body.setAttribute("data-ready", "1")
    if st.backreview is not None:  # games whose background review is complete (for tests)
        dom.document.body.setAttribute("data-reviewed", str(len(st.backreview.done)))


def render_result(g, names, reveal):
    """The end-of-game panel: the result, the winning line, Play again."""
    box = el("result")
    b = g.board
    if not (b.is_over() and reveal):
        box.hidden = True
        return
    players = (g.settings.red, g.settings.yellow)
    w = b.winner()
    box.className = "result " + resultwords.tone(w, players)
    el("result-title").textContent = resultwords.headline(w, players, names)
    el("result-detail").textContent = resultwords.detail(w, b.winning_cells(), b.ply)
    el("play-again").textContent = resultwords.PLAY_AGAIN
    el("swap-again").textContent = resultwords.SWAP_AND_PLAY
    box.hidden = False


def render_status(g, names, ai_ready, custom, reveal=True):
    """The page's state classes, the turn line and the player menus (``reveal`` False: the
    result waits for the last disc to land)."""
    b = g.board
    over = b.is_over() and reveal
    dom.document.body.className = " ".join([
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
    root = dom.document.documentElement
    shown = not root.classList.contains("menu-open")
    root.classList.toggle("menu-open", shown)
    el("menu-toggle").setAttribute("aria-expanded", "true" if shown else "false")
    el("menu-toggle").textContent = pagetext.MENU_LABELS[1 if shown else 0]
