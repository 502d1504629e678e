"""A position the board shows that nobody plays in: a review's move, a line's step, a
match's game (connect4/page/modes/game/view.py's one painter draws it as it draws the game).
"""


def last_cell(board):
    """(col, row) of the last disc dropped on ``board`` (the game's, a shown one), or ``None``."""
    if not board.moves:
        return None
    return (board.moves[-1], board.height(board.moves[-1]) - 1)


class ShownPosition:
    """A position with the game's interface that the game's view draws (nobody may play in it)."""

    def __init__(self, board):
        self.board = board

    def is_human_turn(self):
        return False

    def can_human_play(self, col):
        return False

    def last_cell(self):
        return last_cell(self.board)

    def result_text(self):
        w = self.board.winner()
        return ("%s wins" % ("Red", "Yellow")[w]) if w is not None else (
            "Draw" if self.board.is_full() else None)


class PlayableShown(ShownPosition):
    """A shown position whose columns the reader plays while ``playable`` (a puzzle, the trainer)."""

    def __init__(self, board, playable):
        super().__init__(board)
        self.playable = playable

    def is_human_turn(self):
        return bool(self.playable) and not self.board.is_over()

    def can_human_play(self, col):
        return self.is_human_turn() and self.board.can_play(col)
