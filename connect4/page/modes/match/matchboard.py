"""The match panel's small board: the match's games replayed at the chosen speed (DOM only)."""


from connect4.board import Board
from connect4.page import dom
from connect4.page.dom import make
from connect4.page.kernel.shownposition import ShownPosition
from connect4.page.modes.game.view import BoardView
from connect4.page.modes.match import matchtext


class MatchBoard:
    """The match panel's small board: the match's games replayed at the chosen speed (its tick,
    ``matchrun.tick``), drawn by the page's one board painter, and "Review this game"."""

    def __init__(self, body, events, run, on_review):
        self.run = run
        self.on_review = on_review  # the review's open_moves(moves, caption)
        self.caption = make("p", "match-board-caption muted", "", body)
        self.node = make("div", "match-board", parent=body)
        self.node.id = "match-board"
        self.node.setAttribute("role", "img")
        self.node.hidden = self.caption.hidden = True
        for _ in range(7):
            col = make("div", "match-col", parent=self.node)
            for _ in range(6):
                make("span", "mcell", None, col)
        self.painter = BoardView(self.node, "mcell", interactive=False)
        self.review_btn = make("button", None, "Review this game", body)
        self.review_btn.type = "button"
        self.review_btn.id = "match-review"
        self.review_btn.hidden = True
        events.on(self.review_btn, "click", self._on_review)
        self.shown = None  # (moves, caption) of the finished game on the board
        self.drawn = None

    def render(self):
        """The frame the loop's tick chose (``run.frame``), if it changed."""
        frame = self.run.frame
        if frame == self.drawn:
            return
        self.drawn = frame
        if frame is None:
            self.node.hidden = self.caption.hidden = self.review_btn.hidden = True
            return
        self.draw(frame[0], frame[1])

    def draw(self, index, moves):
        if index is None:
            return
        try:
            board = Board.from_notation(moves)
        except ValueError as e:  # the worker's report holds a bad game: say it, keep the last
            dom.window.console.error("a match game cannot be shown: %s" % e)
            return
        self.node.hidden = self.caption.hidden = False
        self.painter.render(ShownPosition(board), False, board.is_over())
        replay = self.run.replay
        caption = matchtext.board_caption(index, self.run.side_names, replay.a_is_red,
                                          moves, board.result() if board.is_over() else None)
        self.caption.textContent = caption
        self.node.setAttribute("aria-label", caption)
        self.shown = (moves, caption) if board.is_over() else None
        self.review_btn.hidden = self.shown is None

    def _on_review(self, ev):
        if self.shown is not None:
            self.on_review(*self.shown)
