"""The ``random`` player: a uniformly random legal column (the ladder's floor)."""

from connect4.errors import GameOverError
from connect4.players.base import Clock, MoveResult, Player


class RandomPlayer(Player):
    """Plays a uniformly random legal column, drawn from its seeded ``rng``.

    >>> from connect4.board import Board
    >>> RandomPlayer(seed=1).choose(Board()).column in range(7)
    True
    """

    name = "random"
    description = "a uniformly random legal column"
    SETTINGS = ()

    def think(self, board):
        """Generator: returns a MoveResult for a random legal column."""
        clock = Clock()
        moves = board.legal_moves()
        if not moves:
            raise GameOverError("no legal move: the game is over in %r" % (board,))
        col = self.rng.choice(moves)
        return MoveResult(col, nodes=0, depth=0, time=clock.elapsed(), info="random")
        yield  # pragma: no cover  (makes this a generator)
