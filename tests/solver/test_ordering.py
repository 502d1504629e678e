"""ordering.py's word-packed functions (the code PyPy builds the book with)
agree with the plain ones on random games and the shared benchmark sets."""

import pytest
from player_positions import random_positions
from shared_data import load_pons

from connect4 import bitboard as bb
from connect4.board import Board, parse_position
from connect4.solver import ordering


def _positions():
    boards = random_positions(300, seed=14, min_ply=0, max_ply=40)
    for name in ("end_easy", "middle_easy", "middle_medium", "begin_easy"):
        boards += [parse_position(moves) for moves, _ in load_pons(name)[::25]]
    return boards


POSITIONS = _positions()


def _move_sets(board: Board):
    """All legal moves together, then each one alone."""
    possible = bb.possible(board.mask)
    sets = [possible]
    sets += [bb.move_bit(board.mask, c) for c in range(bb.WIDTH) if board.can_play(c)]
    return [m for m in sets if m]


def test_the_sample_is_large_and_varied():
    assert len(POSITIONS) >= 400
    assert len({b.ply for b in POSITIONS}) > 30


@pytest.mark.parametrize("side", [0, 1])
def test_winning_positions_word_matches_the_plain_one(side):
    for board in POSITIONS:
        stones = board.current if side == 0 else board.current ^ board.mask
        assert (ordering.winning_positions_word(stones, board.mask)
                == ordering.winning_positions(stones, board.mask)), board.notation()


@pytest.mark.parametrize("side", [0, 1])
def test_the_unrolled_kernel_matches_the_rules_one(side):
    """ordering.winning_positions is bitboard.winning_cells unrolled for speed."""
    for board in POSITIONS:
        stones = board.current if side == 0 else board.current ^ board.mask
        assert (ordering.winning_positions(stones, board.mask)
                == bb.winning_cells(stones, board.mask)), board.notation()


def test_ordered_moves_word_matches_the_plain_one():
    compared = 0
    for board in POSITIONS:
        for moves in _move_sets(board):
            plain = ordering.ordered_moves(board.current, board.mask, moves)
            word = ordering.ordered_moves_word(board.current, board.mask, moves)
            assert word == plain, (board.notation(), moves)
            compared += 1
    assert compared > 2000
