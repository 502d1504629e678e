"""The Puzzles panel drawn from the page's state (DOM only)."""

import json

from connect4.page import dom
from connect4.page.dom import PuzzleScreen, el
from connect4.page.kernel import modes
from connect4.page.modes.puzzles import puzzlemode


class PuzzleView(PuzzleScreen):
    """The board's clicks and keys while a puzzle shows, and the panel."""

    def __init__(self, page):
        PuzzleScreen.__init__(self, page, None, puzzlemode.click, modes.close)
        page.events.on(el("puzzle-daily"), "click",
                       lambda ev: page.update(puzzlemode.show, ("daily", _today())))

    def render(self, animate=False):
        state = self.page.state
        if modes.is_puzzle(state.mode):  # the turn line is the puzzle's
            el("turn-text").textContent = state.puzzles.turn_line()
            el("turn").className = "turn " + ("red" if state.puzzles.side() == 0 else "yellow")
        render_puzzles(state, self.page.board)


def render_puzzles(state, board):
    """The panel (hidden unless a puzzle mode shows), and the board's puzzle marks."""
    box = el("puzzles")
    shown = modes.is_puzzle(state.mode)
    _mark_hint(board, state.puzzles.hinted if shown else None)
    box.hidden = not shown
    if not shown:
        box.setAttribute("data-state", "closed")
        return
    p = state.puzzles
    t = p.trainer
    phase = p.phase()
    box.setAttribute("data-state", phase)
    box.setAttribute("data-feedback", p.feedback or "")
    a = t.attempt if t is not None else None
    box.setAttribute("data-puzzle", str(a.puzzle.id) if a is not None and a.puzzle else "")
    el("puzzle-status").textContent = p.status()
    el("puzzle-progress").textContent = t.progress_text() if t is not None else ""
    el("puzzle-about").textContent = t.about() if t is not None else ""
    el("puzzle-disc").className = "chip " + ("red" if p.side() == 0 else "yellow")
    box.setAttribute("data-progress", json.dumps(t.progress.solved_count() if t else 0))
    link = el("puzzle-link")
    query = t.link_query() if t is not None and state.mode == modes.PUZZLES else ""
    link.hidden = not query
    link.setAttribute("href", query or "#")
    if state.embed:  # the blog's small frame keeps its page: the link opens a tab
        link.setAttribute("target", "_blank")
        link.setAttribute("rel", "noopener")
        link.textContent = "Link to this puzzle ↗"
    if p.tried is not None:
        b = p.board()
        if b is not None and b.height(p.tried) > 0:
            board.mark(p.tried, b.height(p.tried) - 1, "tried")


def _mark_hint(board, col):
    # the hinted column's outline, written only when it moves (render runs on every event)
    if col == board.hinted:
        return
    if board.hinted is not None:
        board.cols[board.hinted].classList.remove("hinted")
    if col is not None:
        board.cols[col].classList.add("hinted")
    board.hinted = col


def _today():
    """The reader's own day, ``"YYYY-MM-DD"`` (the daily puzzle's)."""
    d = dom.window.Date.new()
    return "%04d-%02d-%02d" % (d.getFullYear(), d.getMonth() + 1, d.getDate())


view = PuzzleView  # made once its bundle is in (static/main.py's build_view)
