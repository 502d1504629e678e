"""minimax: Coleman et al.'s rating and scores (default), the project's variant, pruning on/off."""

import pytest
from player_positions import random_positions, tactical_positions, threat_columns, winning_columns

from connect4.bitboard import BOARD_MASK, bit
from connect4.board import Board
from connect4.players.alphabeta import WIN, is_win_score
from connect4.players.minimax import (
    CENTRE_BLOCK,
    LOSS_UNIT,
    PATTERNS,
    THREE_CONNECTED,
    THREE_SPLIT,
    TWO_CONNECTED,
    TWO_SPLIT,
    WIN_UNIT,
    MinimaxPlayer,
    evaluate,
)
from connect4.players.streaks import initial_rating, middle_count, streak_counts, text_rating
from connect4.reproduce.core import sample_positions

WINS, BLOCKS = tactical_positions(30, seed=77)


def picture(*rows):
    """``(ai, opponent)`` discs of a board drawn top row first: X the AI, O the opponent."""
    ai = opp = 0
    for r, line in enumerate(reversed(rows)):
        for c, ch in enumerate(line.split()):
            if ch == "X":
                ai |= bit(c, r)
            elif ch == "O":
                opp |= bit(c, r)
    return ai, opp


def counts(ai, opp):
    """The AI's ``(twos, threes)`` as the rating counts them."""
    return streak_counts(ai, BOARD_MASK ^ (ai | opp))


# -- the text's rating, worked by hand (default) ---------------------------------

class TestColemanRating:
    """Positions rated by hand with the text's formula: middle/9 * 1050 + 1000 threes
    + 20 twos - 1100 enemy threes - 10 enemy twos (every window counted)."""

    def test_adjacent_discs_in_three_directions(self):
        # AI: d1, d2, e1; opponent a1, a2.  AI twos: d1-e1, d1-d2, d2-e1 (a
        # diagonal); the three AI discs are all among the nine centre cells;
        # enemy twos: a1-a2.  3/9 * 1050 + 3 * 20 - 10
        ai, opp = picture(". . . . . . .",
                          "O . . X . . .",
                          "O . . X X . .")
        assert counts(ai, opp) == (3, 0) and counts(opp, ai) == (1, 0)
        assert text_rating(ai, opp) == 350 + 60 - 10 == 400

    def test_a_disjoint_three_and_its_twos(self):
        # XX.X on the bottom row: twos XX and X.X, one three; d1 is a centre cell
        ai, opp = picture("X X . X . . .")
        assert counts(ai, opp) == (2, 1)
        assert text_rating(ai, opp) == 1050 / 9 + 1000 + 2 * 20

    def test_no_de_duplication(self):
        # "a streak of 3 has two 2 streaks also", and they count
        assert counts(*picture("X X X . . . .")) == (2, 1)
        # XX.XX: twos XX, XX, X.X; threes XX.X and X.XX
        assert counts(*picture("X X . X X . .")) == (3, 2)
        # X.X.X is two twos and no three; an opponent's disc in the gap, nothing
        assert counts(*picture("X . X . X . .")) == (2, 0)
        assert counts(*picture("X O X . . . .")) == (0, 0)
        assert counts(*picture("X . . X . . .")) == (0, 0)

    def test_a_three_on_a_short_diagonal_counts(self):
        # e1-f2-g3: a diagonal only three cells long, where no four fits (the
        # text's "next steps": such a three still counts).  Opponent: f1, g1,
        # g2 (twos f1-g1, g1-g2, f1-g2).  e1 is one of the nine centre cells.
        ai, opp = picture(". . . . . . X",
                          ". . . . . X O",
                          ". . . . X O O")
        assert counts(ai, opp) == (2, 1) and counts(opp, ai) == (3, 0)
        assert text_rating(ai, opp) == 1050 / 9 + 1000 + 2 * 20 - 3 * 10

    def test_enemy_streaks_weigh_1100_and_10(self):
        ai, opp = picture(". . . . . . .",
                          ". . . . . . .",
                          "O O O X . . .")
        assert text_rating(ai, opp) == 1050 / 9 - 1100 - 2 * 10

    def test_the_centre_term_is_the_ais_discs_in_the_nine_cells_over_nine(self):
        # 5 of the AI's 7 discs in the nine cells: 5/9 of 1050 (not 5/7, the
        # share of its discs); the opponent's 4 centre discs do not count
        ai, opp = picture(". . O X O . .",
                          "X . X O X . O",
                          "O . X X O . X")
        assert middle_count(ai) == 5 and middle_count(opp) == 4
        # AI twos: c1-d1, c1-c2, d1-e2, c2-d3, c2-d1, d3-e2 and a2.c2 (7), no
        # three; the opponent's: d2-e3, c3-d2, d2-e1 and a1.c3 (b2 empty) and
        # the three c3-d2-e1 (a diagonal)
        assert counts(ai, opp) == (7, 0) and counts(opp, ai) == (4, 1)
        assert text_rating(ai, opp) == 5 / 9 * 1050 + 7 * 20 - 1100 - 4 * 10
        assert text_rating(ai, opp) != 5 / 7 * 1050 + 7 * 20 - 1100 - 4 * 10

    def test_the_initial_heuristic_has_no_gaps_no_centre_and_equal_weights(self):
        ai, opp = picture("X X . X . . .")       # XX.X: one two (XX), no three
        assert initial_rating(ai, opp) == 10
        ai, opp = picture("O O O X X . .")
        assert initial_rating(ai, opp) == 10 - 1000 - 2 * 10


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


def test_the_initial_heuristic_does_not_score_wins_by_depth():
    # the text: before the improvement a win in three counted as much as a
    # win in one; from 445566 red wins at once in 3 or 7, and by force anywhere
    r = MinimaxPlayer(depth=3, rules="initial").choose(Board.from_notation("445566"))
    assert set(r.scores) == {WIN_UNIT}
    r = MinimaxPlayer(depth=3).choose(Board.from_notation("445566"))
    assert r.scores[2] == r.scores[6] == 3 * WIN_UNIT and r.column in (2, 6)


def test_a_full_board_scores_zero_above_the_horizon():
    # one empty cell left and no four to make: filling it draws.  At depth 2
    # the full board is above the horizon (0, the text's empty results); at
    # depth 1 it is the horizon and is rated (yellow is the AI, to move)
    board = Board.from_notation("21617437226526741243117432534534556631657")
    assert board.legal_moves() == [6] and not board.is_winning_move(6)
    assert MinimaxPlayer(depth=2).choose(board).scores[6] == 0
    after = board.copy()
    after.play(6)
    ai = after.current ^ after.mask  # yellow's discs (red is to move after)
    assert MinimaxPlayer(depth=1).choose(board).scores[6] == text_rating(ai, after.current) != 0


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


# -- the ladder's knobs: centre=low, slack, noise (rules=project) ------------------

@pytest.mark.parametrize("depth", [2, 4])
def test_the_low_centre_opens_in_the_centre_where_the_raised_block_opens_on_an_edge(depth):
    raised = MinimaxPlayer(depth=depth, rules="project").choose(Board())
    low = MinimaxPlayer(depth=depth, rules="project", centre="low").choose(Board())
    assert raised.column in (0, 6)  # the bottom row is outside the raised block
    assert low.scores[3] == max(low.scores) > max(low.scores[0], low.scores[6])


def test_slack_plays_any_move_rated_within_it_and_still_blocks():
    # from the empty board at depth 2 the centre three tie and the others are 60 lower
    firsts = {MinimaxPlayer(seed=s, depth=2, rules="project", centre="low", slack=20)
              .choose(Board()).column for s in range(30)}
    assert firsts == {2, 3, 4}
    wider = {MinimaxPlayer(seed=s, depth=2, rules="project", centre="low", slack=70)
             .choose(Board()).column for s in range(30)}
    assert wider == set(range(7))
    player = MinimaxPlayer(seed=3, depth=1, rules="project", centre="low", slack=40)
    for board in BLOCKS:  # a move that lets four in scores a loss, far outside any slack
        assert player.choose(board).column == threat_columns(board)[0], board.notation()


def test_noise_varies_the_game_and_zero_noise_is_the_plain_player():
    board = Board.from_notation("4453")
    plain = MinimaxPlayer(seed=1, depth=4, rules="project").choose(board)
    assert MinimaxPlayer(seed=1, depth=4, rules="project", noise=0.0).choose(board).scores == \
        plain.scores
    noisy = [MinimaxPlayer(seed=s, depth=4, rules="project", noise=1.0).choose(board).scores
             for s in range(3)]
    assert len({tuple(s) for s in noisy}) == 3  # every seed misjudges differently
    for scores in noisy:  # each rating off by at most 1: so is the position's value
        assert abs(max(s for s in scores if s is not None) -
                   max(s for s in plain.scores if s is not None)) <= 1.0
