"""threats: Cardenas et al.'s minimax with alpha-beta (default) and the project's negamax.

Expected values are the text's: Galli's window scores (its cited source),
Fig. 2's terminal scores (1,000,000 / -1,000,000 / 0 whatever the depth),
Fig. 6's node counter (one per ``alpha_beta`` call).
"""

import pytest
from player_positions import tactical_positions, threat_columns, winning_columns

from connect4.bitboard import bit
from connect4.board import Board
from connect4.players.registry import PlayerSpecError, make_player
from connect4.players.threats import (
    DOUBLE_THREAT,
    LOSS_SCORE,
    TIE_SCORE,
    WIN_SCORE,
    ThreatsPlayer,
    double_threats,
    evaluate,
    score_position,
    text_leaf,
)

WINS, BLOCKS = tactical_positions(30, seed=78)
DEPTHS = (3, 4, 5)

#: Red to move: red (1,0) (2,0) (3,0) in a row, yellow (4,0) (4,1) (4,2) in a column.
LEAF = "253545"
#: Red to move with two wins in one (columns 3 and 7).
DOUBLE = "445566"
#: Yellow to move, three cells left (columns 4, 5, 6); every way of filling them draws.
LAST_THREE = "331376557427776371456241213211264536245"


def stones(board):
    """(stones of the side to move, the other side's)."""
    return board.current, board.current ^ board.mask


class TestTheTextsNumbers:
    def test_leaf_is_gallis_window_score_for_the_ai(self):
        """Hand-worked: red's centre disc +3, red's open three +5, yellow's open three -4."""
        red, yellow = stones(Board.from_notation(LEAF))
        assert score_position(red, yellow) == 3 + 5 - 4
        # seen by yellow: its three +5, its two in the same column +2, red's three -4,
        # no centre disc (the opponent's centre discs are not counted)
        assert score_position(yellow, red) == 5 + 2 - 4

    def test_centre_counts_only_the_ais_discs(self):
        # one AI disc and one opponent disc in the centre column, nothing else scores
        assert score_position(bit(3, 0), bit(3, 1)) == 3
        assert score_position(bit(3, 1), bit(3, 0)) == 3

    def test_four_of_the_ai_in_a_window_is_100(self):
        four = bit(0, 0) | bit(1, 0) | bit(2, 0) | bit(3, 0)
        # row 0: the four +100, then three and an empty cell +5, two and two empty
        # cells +2 as the window slides right; the centre disc +3
        assert score_position(four, 0) == 100 + 5 + 2 + 3

    @pytest.mark.parametrize("depth", DEPTHS)
    def test_win_and_loss_are_a_million_whatever_the_depth(self, depth):
        win = make_player("threats:depth=%d" % depth).choose(Board.from_notation(DOUBLE))
        assert win.scores[2] == WIN_SCORE == 1000000
        loss = make_player("threats:depth=%d" % depth).choose(Board.from_notation(DOUBLE + "1"))
        assert set(loss.scores) == {LOSS_SCORE} and LOSS_SCORE == -1000000

    @pytest.mark.parametrize("depth", DEPTHS)
    def test_a_tie_scores_0_whatever_the_depth(self, depth):
        board = Board.from_notation(LAST_THREE)
        r = make_player("threats:depth=%d" % depth).choose(board)
        assert [s for s in r.scores if s is not None] == [TIE_SCORE] * 3 and TIE_SCORE == 0
        # the full boards' own leaf scores are not 0: the tie rule gives the 0
        full = Board.from_notation(LAST_THREE + "456")
        assert full.is_draw() and score_position(*stones(full)) != 0

    @pytest.mark.parametrize("depth", DEPTHS)
    def test_the_ai_postpones_a_win(self, depth):
        """A win now and a forced win later both score 1,000,000: the first column is played."""
        board = Board.from_notation(DOUBLE)
        assert winning_columns(board) == [2, 6]
        r = make_player("threats:depth=%d" % depth).choose(board)
        assert r.column == 0 and r.scores[0] == WIN_SCORE

    def test_nodes_one_per_call_root_included(self):
        # Fig. 3 as printed prunes nothing: the whole tree, 1 + 7 + 49 + 343 calls
        assert make_player("threats:depth=3,alpha=after").choose(Board()).nodes == 400
        assert make_player("threats:depth=4,alpha=after").choose(Board()).nodes == 2801
        # three empty cells: 1 + 3 + 3 * 2 + 3 * 2 * 1 calls, the last ones full boards
        r = make_player("threats:depth=5,alpha=after").choose(Board.from_notation(LAST_THREE))
        assert r.nodes == 16

    def test_alpha_inside_the_loop_prunes_and_keeps_the_move(self):
        for notation in ("", "4", "4453", LEAF, "3454366667274"):
            board = Board.from_notation(notation)
            for depth in (3, 4):
                pruned = make_player("threats:depth=%d" % depth).choose(board)
                full = make_player("threats:depth=%d,alpha=after" % depth).choose(board)
                assert pruned.column == full.column
                assert pruned.nodes < full.nodes
                assert pruned.scores[pruned.column] == max(full.scores)


class TestPlay:
    @pytest.mark.parametrize("depth", [3, 4])
    def test_a_win_in_one_is_never_let_slip(self, depth):
        # it may postpone the win (Fig. 2 scores a later win alike), never lose it
        player = ThreatsPlayer(seed=1, depth=depth)
        for board in WINS:
            r = player.choose(board)
            assert r.scores[r.column] == WIN_SCORE, board.notation()

    def test_blocks_a_single_threat_at_depth_3(self):
        player = ThreatsPlayer(seed=1, depth=3)
        for board in BLOCKS:
            assert player.choose(board).column == threat_columns(board)[0], board.notation()

    def test_columns_left_to_right_first_of_equals(self):
        for notation in ("", "4", "44", "4453"):
            board = Board.from_notation(notation)
            r = ThreatsPlayer(depth=3).choose(board)
            top = max(s for s in r.scores if s is not None)
            assert r.column == min(c for c in range(7) if r.scores[c] == top)
            assert {ThreatsPlayer(seed=s, depth=3).choose(board).column for s in range(8)} == {
                r.column}

    def test_random_tie_break_is_a_setting_with_exact_ties(self):
        board = Board.from_notation("43257435761467")  # columns 4, 5 and 6 tie
        exact = make_player("threats:depth=3,alpha=after").choose(board).scores
        top = max(s for s in exact if s is not None)
        tied = {c for c in range(7) if exact[c] == top}
        picks = {ThreatsPlayer(seed=s, depth=3, tie="random").choose(board).column
                 for s in range(30)}
        r = ThreatsPlayer(seed=0, depth=3, tie="random").choose(board)
        assert [s == top for s in r.scores] == [s == top for s in exact]
        assert tied == {3, 4, 5} and picks == tied

    def test_reports_nodes_and_time(self):
        r3 = ThreatsPlayer(depth=3).choose(Board.from_notation("4453"))
        r5 = ThreatsPlayer(depth=5).choose(Board.from_notation("4453"))
        assert 0 < r3.nodes < r5.nodes
        assert r3.time > 0 and "nodes" in r3.info and r3.depth == 3

    def test_depth_limited_to_three_to_five(self):
        for bad in ("threats:depth=2", "threats:depth=6", "threats:double=maybe"):
            with pytest.raises(PlayerSpecError):
                make_player(bad)


class TestGuessedDoubleThreat:
    # Red: columns 1-3 on rows 1 and 2 (threats at column 4, rows 1 and 2: stacked).
    # Yellow: row 3 of columns 1-3 and two in column 7.
    RED = sum(bit(c, r) for c in range(3) for r in (0, 1))
    YELLOW = bit(0, 2) | bit(1, 2) | bit(2, 2) | bit(6, 0) | bit(6, 1)

    def test_stacked_and_playable_threats_count(self):
        mask = self.RED | self.YELLOW
        # red: one stacked pair (only the lower cell is playable: no playable pair)
        assert double_threats(self.RED, mask) == 1
        assert double_threats(self.YELLOW, mask) == 0
        # two playable threats side by side: (0,0) and (4,0) around three in a row
        three = bit(1, 0) | bit(2, 0) | bit(3, 0)
        assert double_threats(three, three) == 1

    def test_term_is_off_by_default_and_on_as_a_setting(self):
        ai, opp = self.YELLOW, self.RED
        assert text_leaf(ai, opp, False) == score_position(ai, opp)
        assert text_leaf(ai, opp, True) == score_position(ai, opp) - DOUBLE_THREAT
        assert make_player("threats").settings["double"] == "off"
        assert make_player("threats:double=on").spec() == "threats:depth=4,double=on"


class TestProjectRules:
    """rules=project: the project's earlier negamax (wins, blocks, double threats checked)."""

    @pytest.mark.parametrize("depth", [3, 4])
    def test_never_misses_a_win_in_one(self, depth):
        player = ThreatsPlayer(seed=1, depth=depth, rules="project")
        for board in WINS:
            assert player.choose(board).column in winning_columns(board), board.notation()

    @pytest.mark.parametrize("depth", [3, 4])
    def test_never_fails_to_block(self, depth):
        player = ThreatsPlayer(seed=1, depth=depth, rules="project")
        for board in BLOCKS:
            assert player.choose(board).column == threat_columns(board)[0], board.notation()

    def test_double_threat_term(self):
        """Two threat cells stacked in one column are a win the windows cannot see."""
        red, yellow = TestGuessedDoubleThreat.RED, TestGuessedDoubleThreat.YELLOW
        assert evaluate(yellow, red | yellow) < -DOUBLE_THREAT // 2
        red1 = bit(0, 0) | bit(1, 0) | bit(2, 0)
        yellow1 = bit(6, 0) | bit(6, 1)
        assert evaluate(yellow1, red1 | yellow1) > -DOUBLE_THREAT // 2

    def test_takes_the_win_at_once_unlike_the_text(self):
        board = Board.from_notation(DOUBLE)
        assert make_player("threats:rules=project").choose(board).column == 2
        assert make_player("threats").choose(board).column == 0
