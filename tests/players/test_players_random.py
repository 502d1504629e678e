"""random: every legal column, and only those, seeded."""

from connect4.board import Board
from connect4.players.random_player import RandomPlayer


def test_covers_every_legal_column_and_only_those():
    board = Board([0, 0, 0, 0, 0, 0])  # column 1 full
    cols = {RandomPlayer(seed=s).choose(board).column for s in range(200)}
    assert cols == {1, 2, 3, 4, 5, 6}


def test_seeded():
    board = Board()
    assert [RandomPlayer(seed=s).choose(board).column for s in range(30)] == \
        [RandomPlayer(seed=s).choose(board).column for s in range(30)]
