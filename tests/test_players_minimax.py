"""minimax: never misses a win in one, never fails to block one; prefers fast wins."""

import pytest

from connect4.board import Board
from connect4.players.alphabeta import WIN, is_win_score
from connect4.players.minimax import CENTRE_BLOCK, PATTERNS, THREE_CONNECTED, THREE_SPLIT, \
    TWO_CONNECTED, TWO_SPLIT, MinimaxPlayer, evaluate
from connect4.bitboard import bit
from player_positions import tactical_positions, threat_columns, winning_columns

WINS, BLOCKS = tactical_positions(30, seed=77)


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_never_misses_a_win_in_one(depth):
    player = MinimaxPlayer(seed=1, depth=depth)
    for board in WINS:
        assert player.choose(board).column in winning_columns(board), board.notation()


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_never_fails_to_block(depth):
    player = MinimaxPlayer(seed=1, depth=depth)
    for board in BLOCKS:
        assert player.choose(board).column == threat_columns(board)[0], board.notation()


def test_wins_are_scored_by_distance():
    board = Board([0, 6, 0, 6, 0, 5])  # red wins at once in column 1
    r = MinimaxPlayer(depth=4).choose(board)
    assert r.scores[0] == WIN - 1
    assert all(is_win_score(s) or s < WIN // 2 for s in r.scores)


def test_connected_and_split_patterns():
    a, b, c, d = (bit(col, 0) for col in range(4))
    assert PATTERNS[a | b] == TWO_CONNECTED
    assert PATTERNS[a | c] == TWO_SPLIT and PATTERNS[a | d] == TWO_SPLIT
    assert PATTERNS[a | b | c] == THREE_CONNECTED
    assert PATTERNS[a | b | d] == THREE_SPLIT


def test_enemy_threes_weigh_more_than_own():
    # the same three on the bottom row, once for the side to move, once for the other
    three = bit(0, 0) | bit(1, 0) | bit(2, 0)
    other = bit(6, 0) | bit(6, 1) | bit(5, 0)
    mine = evaluate(three, three | other)
    theirs = evaluate(other, three | other)
    assert -theirs > mine > 0


def test_centre_block_is_three_by_three():
    assert CENTRE_BLOCK.bit_count() == 9
    assert CENTRE_BLOCK & bit(3, 2) and not CENTRE_BLOCK & bit(3, 0)


def test_deeper_search_sees_a_double_threat():
    # Red can make an open-ended three on the bottom row (two winning cells):
    # at depth 3 minimax plays it, with a proven win.
    board = Board([2, 2, 3, 3])
    r = MinimaxPlayer(depth=3).choose(board)
    assert r.column in (1, 4)
    assert is_win_score(r.scores[r.column])
