"""minimax: Coleman et al.'s rating and scores (default), the project's variant, pruning on/off."""

import pytest

from connect4.board import Board
from connect4.players.alphabeta import WIN, is_win_score
from connect4.players.minimax import CENTRE_BLOCK, LOSS_UNIT, PATTERNS, THREE_CONNECTED, \
    THREE_SPLIT, TWO_CONNECTED, TWO_SPLIT, WIN_UNIT, MinimaxPlayer, evaluate, streaks, text_rating
from connect4.bitboard import bit
from connect4.reproduce.core import sample_positions
from player_positions import random_positions, tactical_positions, threat_columns, winning_columns

WINS, BLOCKS = tactical_positions(30, seed=77)


# -- the text's algorithm (default) --------------------------------------------

def test_the_rating_of_a_position_by_hand():
    # AI: d1 and d2 (column 4, bottom two) and e1; opponent: a1, a2.
    ai = bit(3, 0) | bit(3, 1) | bit(4, 0)
    opp = bit(0, 0) | bit(0, 1)
    # AI twos: d1-e1 (row), d1-d2 (column), d2-e1 (diagonal) = 3; no three;
    # all 3 discs in the middle block (columns 3-5, rows 1-3): share 1;
    # enemy twos: a1-a2 = 1.
    assert text_rating(ai, opp) == 1 * 1050 + 0 * 1000 + 3 * 20 + 0 * -1100 + 1 * -10 == 1100


def test_a_three_with_one_gap_is_a_three_and_two_gaps_break_it():
    row = [bit(c, 0) for c in range(7)]
    assert streaks(row, bit(0, 0) | bit(1, 0) | bit(3, 0), 0) == (0, 1)
    assert streaks(row, bit(0, 0) | bit(3, 0), 0) == (0, 0)
    assert streaks(row, bit(0, 0) | bit(2, 0), 0) == (1, 0)
    # an opponent's disc in the gap ends the streak
    assert streaks(row, bit(0, 0) | bit(1, 0) | bit(3, 0), bit(2, 0)) == (1, 0)
    # enemy threes weigh -1100, own 1000; the middle share counts own discs only
    three = bit(0, 0) | bit(1, 0) | bit(3, 0)
    assert text_rating(three, 0) == 1000 + 1050 / 3  # d1 is one of its 3 discs in the middle
    assert text_rating(bit(3, 0), three) == 1050 - 1100


def test_wins_and_losses_scored_by_depth():
    # red wins at once in column 1: a win at a node with 3 plies left to
    # search (depth 4 at the root) scores 1000000000 * (3 + 1)
    r = MinimaxPlayer(depth=4).choose(Board([0, 6, 0, 6, 0, 5]))
    assert r.column == 0 and r.scores[0] == WIN_UNIT * 4 == 1000000000 * (3 + 1)
    # yellow must block column 1: every other column lets red win at a node
    # 2 plies down, 2 plies left: -1000000000000 * (2 + 1)
    r = MinimaxPlayer(depth=4, prune="off").choose(Board([0, 6, 0, 6, 0]))
    assert r.column == 0
    assert all(r.scores[c] == LOSS_UNIT * 3 == -1000000000000 * (2 + 1) for c in range(1, 7))


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_never_misses_a_win_in_one(depth):
    player = MinimaxPlayer(seed=1, depth=depth)
    for board in WINS:
        assert player.choose(board).column in winning_columns(board), board.notation()


@pytest.mark.parametrize("depth", [2, 3, 4])
def test_blocks_unless_every_move_loses_as_fast(depth):
    # the text has no block rule: from depth 2 the opponent's win is seen
    player = MinimaxPlayer(seed=1, depth=depth, prune="off")
    for board in BLOCKS:
        r = player.choose(board)
        block = threat_columns(board)[0]
        assert r.column == block or r.scores[r.column] == r.scores[block], board.notation()


def test_ties_are_broken_at_random_by_the_seed():
    cols = {MinimaxPlayer(seed=s, depth=1).choose(Board()).column for s in range(30)}
    assert len(cols) >= 2
    assert MinimaxPlayer(seed=4, depth=3).choose(Board()).column == \
        MinimaxPlayer(seed=4, depth=3).choose(Board()).column


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_pruning_on_and_off_give_the_same_move_with_fewer_nodes(depth):
    more = 0
    for board in BLOCKS[:8] + WINS[:4] + [Board(), Board.from_notation("4453")]:
        on = MinimaxPlayer(seed=9, depth=depth).choose(board)
        off = MinimaxPlayer(seed=9, depth=depth, prune="off").choose(board)
        assert on.column == off.column, board.notation()
        best = max(s for s in off.scores if s is not None)
        assert on.scores[on.column] == best
        assert on.nodes <= off.nodes
        more += off.nodes > on.nodes
    assert more or depth == 1


def test_pruning_keeps_the_move_in_random_positions():
    # among them a lost position whose losses score -1e12 and -3e12: a root
    # window of best - 1e-6 is best itself at that size, and made a false tie
    boards = sample_positions(30, 2026)
    assert boards[16].notation() == "377551353667555644434"
    for i, board in enumerate(boards):
        on = MinimaxPlayer(seed=i, depth=4).choose(board)
        off = MinimaxPlayer(seed=i, depth=4, prune="off").choose(board)
        assert on.column == off.column, board.notation()


# -- the project's variant (rules=project, the ladder's) ---------------------------

@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_project_never_fails_to_block(depth):
    player = MinimaxPlayer(seed=1, depth=depth, rules="project")
    for board in BLOCKS:
        assert player.choose(board).column == threat_columns(board)[0], board.notation()


def test_wins_are_scored_by_distance():
    board = Board([0, 6, 0, 6, 0, 5])  # red wins at once in column 1
    r = MinimaxPlayer(depth=4, rules="project").choose(board)
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
    r = MinimaxPlayer(depth=3, rules="project").choose(board)
    assert r.column in (1, 4)
    assert is_win_score(r.scores[r.column])


def test_the_windowed_evaluation_equals_the_line_by_line_one_to_the_last_bit():
    # the light worker's fast form must value every position exactly as the
    # plain one (the same float, so the same moves on every interpreter)
    from connect4.players.minimax import evaluate_lines
    boards = random_positions(400, seed=23, max_ply=41) + WINS + BLOCKS
    for b in boards:
        for cur in (b.current, b.current ^ b.mask):
            assert repr(evaluate(cur, b.mask)) == repr(evaluate_lines(cur, b.mask)), b.notation()
