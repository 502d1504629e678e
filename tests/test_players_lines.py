"""lines: open-lines difference, memoised, with uniform noise as the difficulty knob."""

import pytest

from connect4.bitboard import LINES, bit
from connect4.board import Board
from connect4.players.lines import LinesPlayer, open_lines_difference
from player_positions import random_positions, tactical_positions, threat_columns, winning_columns

POSITIONS = random_positions(15, seed=5, max_ply=25)


def test_open_lines_of_the_empty_board_and_one_disc():
    assert len(LINES) == 69
    assert open_lines_difference(0, 0) == 0
    # yellow to move after red's disc in the bottom centre: red's disc closes
    # the 7 lines through that cell to yellow
    red = bit(3, 0)
    assert open_lines_difference(0, red) == -7


def test_noise_zero_is_deterministic_whatever_the_seed():
    for board in POSITIONS:
        cols = {LinesPlayer(seed=s, depth=3, noise=0).choose(board).column for s in range(6)}
        assert len(cols) == 1, board.notation()


def test_noise_varies_by_seed():
    board = Board()
    cols = [LinesPlayer(seed=s, depth=2, noise=20).choose(board).column for s in range(20)]
    assert len(set(cols)) >= 3
    # and a given seed is reproducible
    again = [LinesPlayer(seed=s, depth=2, noise=20).choose(board).column for s in range(20)]
    assert cols == again


def test_evaluation_is_memoised():
    # a transposition-rich search evaluates fewer positions than it has leaves
    r = LinesPlayer(depth=4).choose(Board())
    assert 0 < r.extra["evaluations"] < r.nodes


def test_without_noise_wins_and_blocks():
    wins, blocks = tactical_positions(15, seed=79)
    p = LinesPlayer(depth=2)
    for board in wins:
        assert p.choose(board).column in winning_columns(board)
    for board in blocks:
        assert p.choose(board).column == threat_columns(board)[0]


@pytest.mark.parametrize("noise", [0.0, 5.0, 100.0])
def test_noise_never_hides_a_win(noise):
    # noise changes heuristic values, never proven wins
    board = Board([0, 6, 0, 6, 0, 5])
    assert LinesPlayer(seed=3, depth=3, noise=noise).choose(board).column == 0
