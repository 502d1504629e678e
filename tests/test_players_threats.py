"""threats: windows plus double threats; never misses a win or a block; reports its work."""

import pytest

from connect4.board import Board
from connect4.bitboard import bit
from connect4.players.threats import DOUBLE_THREAT, ThreatsPlayer, evaluate
from player_positions import tactical_positions, threat_columns, winning_columns

WINS, BLOCKS = tactical_positions(30, seed=78)


@pytest.mark.parametrize("depth", [3, 4])
def test_never_misses_a_win_in_one(depth):
    player = ThreatsPlayer(seed=1, depth=depth)
    for board in WINS:
        assert player.choose(board).column in winning_columns(board), board.notation()


@pytest.mark.parametrize("depth", [3, 4])
def test_never_fails_to_block(depth):
    player = ThreatsPlayer(seed=1, depth=depth)
    for board in BLOCKS:
        assert player.choose(board).column == threat_columns(board)[0], board.notation()


def test_reports_nodes_and_time():
    r3 = ThreatsPlayer(depth=3).choose(Board.from_notation("4453"))
    r5 = ThreatsPlayer(depth=5).choose(Board.from_notation("4453"))
    assert 0 < r3.nodes < r5.nodes
    assert r3.time > 0 and "nodes" in r3.info and r3.depth == 3


def test_depth_limited_to_three_to_five():
    from connect4.players.registry import PlayerSpecError, make_player

    for bad in ("threats:depth=2", "threats:depth=6"):
        with pytest.raises(PlayerSpecError):
            make_player(bad)


def test_double_threat_term():
    """Two threat cells stacked in one column are a win the windows cannot see."""
    # Yellow to move.  Red: columns 1-3 on rows 1 and 2 (threats at column 4,
    # rows 1 and 2: stacked).  Yellow: row 3 of columns 1-3 and two in column 7.
    red = sum(bit(c, r) for c in range(3) for r in (0, 1))
    yellow = bit(0, 2) | bit(1, 2) | bit(2, 2) | bit(6, 0) | bit(6, 1)
    assert evaluate(yellow, red | yellow) < -DOUBLE_THREAT // 2
    # with a single red three there is no such term
    red1 = bit(0, 0) | bit(1, 0) | bit(2, 0)
    yellow1 = bit(6, 0) | bit(6, 1)
    assert evaluate(yellow1, red1 | yellow1) > -DOUBLE_THREAT // 2


def test_ties_go_to_the_leftmost_column():
    # the empty board's columns 1 and 7 (and 2 and 6, ...) score alike by
    # symmetry; in a position where several columns tie the text plays the
    # first of them, whatever the seed
    for notation in ("", "4", "44", "4453"):
        board = Board.from_notation(notation)
        r = ThreatsPlayer(depth=3).choose(board)
        top = max(s for s in r.scores if s is not None)
        tied = [c for c in range(7) if r.scores[c] == top]
        assert r.column == tied[0]
        assert {ThreatsPlayer(seed=s, depth=3).choose(board).column for s in range(8)} == {tied[0]}


def test_random_tie_break_is_a_setting():
    board = Board.from_notation("4453")  # columns 6 and 7 tie for the best
    r = ThreatsPlayer(depth=3).choose(board)
    top = max(s for s in r.scores if s is not None)
    tied = [c for c in range(7) if r.scores[c] == top]
    picks = {ThreatsPlayer(seed=s, depth=3, tie="random").choose(board).column for s in range(30)}
    assert picks <= set(tied)
    assert len(tied) == 2 and picks == set(tied) and r.column == 5
