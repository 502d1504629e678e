"""Coleman et al.: the ``minimax`` player against a literal reading of the text (reading_coleman)."""

import pytest
from player_positions import random_positions

from connect4.board import Board
from connect4.players.minimax import MinimaxPlayer
from connect4.players.streaks import text_rating
from connect4.reproduce import reading_coleman as reading
from connect4.reproduce.core import sample_positions

#: Positions of 4-24 discs from seeded random games, none with a win in one.
POSITIONS = sample_positions(10, 2026)


def test_the_reading_rates_every_position_as_the_player():
    # two codes (windows cell by cell on lists, and shifted bitboards) give
    # the same float for the text's expression, to the last bit
    for board in random_positions(150, seed=31, max_ply=40):
        grid = reading.grid_of(board)
        ai, opp = board.current, board.current ^ board.mask
        assert reading.calc_heuristic(grid) == text_rating(ai, opp), board.notation()


def test_the_reading_counts_windows_as_the_text_describes_them():
    grid = [[reading.EMPTY] * 7 for _ in range(6)]
    for c in (0, 1, 3, 4):               # XX.XX on the bottom row
        grid[0][c] = reading.AI
    assert reading.calc_adjacent(grid, reading.AI, 2) == 3   # XX, XX, X.X
    assert reading.calc_adjacent(grid, reading.AI, 3) == 2   # XX.X, X.XX
    assert reading.calc_adjacent(grid, reading.AI, 4) == 0
    assert reading.per_in_center(grid) == 2 / 9               # d1 and e1


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_minimax_plays_in_the_readings_best_set_with_the_same_values(depth):
    # the "must show": a move in the reading's equally-best set (at
    # least 97%); here every one, and all seven values equal (the pruned
    # columns' bounds too, which only the same strict cut gives)
    for i, board in enumerate(POSITIONS):
        count = reading.Count()
        values = reading.root_values(board, depth, count=count)
        r = MinimaxPlayer(seed=i, depth=depth).choose(board)
        assert r.column in reading.best_columns(values), board.notation()
        assert r.scores == values, board.notation()
        # the same cuts: our count is the reading's calls plus the root moves
        assert r.nodes == count.nodes + len(board.legal_moves())


def test_without_pruning_the_values_are_the_readings_plain_minimax():
    for i, board in enumerate(POSITIONS[:5]):
        values = reading.root_values(board, 3, prune=False)
        assert MinimaxPlayer(seed=i, depth=3, prune="off").choose(board).scores == values


def test_the_readings_root_scores_a_win_in_one_by_the_plies_left():
    values = reading.root_values(Board.from_notation("445566"), 4)
    assert values[2] == values[6] == 1000000000 * (3 + 1)
    assert reading.best_columns(values) == [2, 6]
    assert reading.choose(Board.from_notation("445566"), 4, seed=1) in (2, 6)


def test_the_sections_agreement_rows_state_the_sample_and_the_result():
    from connect4.reproduce import coleman
    from connect4.reproduce.core import Runner
    rows = coleman.agreement(Runner(quick=True, seed=3))
    assert [len(r) for r in rows] == [5, 5, 5]
    assert all(r[0] == "minimax" and "reading_coleman" in r[1] for r in rows)
    assert rows[0][2] == "4 random positions (4-24 discs), depths 1-3"
    assert [r[4] for r in rows] == ["100.0% (12/12)"] * 3


def test_a_straight_line_through_win_rates():
    from connect4.reproduce.coleman import _line_fit
    slope, r2 = _line_fit([1, 2, 3, 4], [1.0, 0.875, 0.75, 0.625])
    assert slope == pytest.approx(-0.125) and r2 == pytest.approx(1.0)
    assert _line_fit([1, 2, 3, 4], [1.0, 0.2, 0.9, 0.1])[1] < 0.5
