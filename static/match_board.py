"""The match panel's small board: the match's games replayed at the chosen speed (DOM only).

Runs on the page's main thread (MicroPython), in the match's own bundle
(static/mode-match.bundle, fetched when the match panel is first opened;
static/lazy_panels.py).  Which moves to show when: connect4.page.match.matchrun's
replay; the caption's words: connect4.page.match.matchtext.
"""

from pyscript import window
from pyscript.ffi import create_proxy

from connect4.board import Board
from connect4.page.match import matchtext
from dom import make

#: How often (ms) the match's small board looks for a move to draw.
MATCH_TICK_MS = 50


class MatchBoard:
    """The match panel's small board: the games of the match
    (connect4.page.match.matchrun) replayed at the chosen speed, and "Review this game"."""

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
        caption = matchtext.board_caption(replay.index, self.run.side_names, replay.a_is_red,
                                          moves, board.result() if board.is_over() else None)
        self.caption.textContent = caption
        self.node.setAttribute("data-position", moves)
        self.node.setAttribute("aria-label", caption)
        self.shown = (moves, caption) if board.is_over() else None
        self.review_btn.hidden = self.shown is None

    def _on_review(self, ev):
        if self.shown is not None:
            self.on_review(*self.shown)
