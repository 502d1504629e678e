"""The 'weights' AI, one class per version of the write-up."""

import pytest

from connect4.board import Board
from connect4.players.weights import WeightsPlayer

SEEDS = range(25)


def choices(version, depth, moves, seeds=SEEDS):
    board = Board(moves)
    return {WeightsPlayer(seed=s, version=version, depth=depth).choose(board).column for s in seeds}


#: Red has three stacked in column 1 (0-based 0); red to move.
RED_CAN_WIN = [0, 6, 0, 6, 0, 5]
#: The same, yellow to move: it must block column 1.
YELLOW_MUST_BLOCK = [0, 6, 0, 6, 0]
#: Red has two stacked in column 1, yellow two on the bottom row far right; red to move.
STACK_BAIT = [0, 6, 0, 5]


class TestVersion1:
    def test_takes_a_win(self):
        assert choices(1, 0, RED_CAN_WIN) == {0}

    def test_blocks_a_loss(self):
        assert choices(1, 0, YELLOW_MUST_BLOCK) == {0}

    def test_otherwise_random(self):
        assert len(choices(1, 0, [])) >= 5


class TestVersion2:
    def test_plain_counts(self):
        # In the bait position only column 1's round-3 vertical wins count:
        # 6 of yellow's 7 answers leave it open, each worth 1 in v2.
        r = WeightsPlayer(version=2, depth=3).choose(Board(STACK_BAIT))
        assert r.scores == [6, 0, 0, 0, 0, 0, 0]

    def test_depth_zero_is_random(self):
        assert len(choices(2, 0, [])) >= 5


class TestVersion3:
    def test_rounds_weighted_by_one_over_columns(self):
        # depth 3, 7 columns: round 1 weighs 343, round 2 49, round 3 7.
        r = WeightsPlayer(version=3, depth=3).choose(Board(STACK_BAIT))
        assert r.scores == [6 * 7, 0, 0, 0, 0, 0, 0]
        r = WeightsPlayer(version=3, depth=3).choose(Board(YELLOW_MUST_BLOCK))
        # every column but 1 lets red win in round 2: -49 each; column 7 also
        # makes yellow's own vertical three, which wins in round 3 after the
        # five red answers that neither win nor block: +7 each
        assert r.scores == [0, -49, -49, -49, -49, -49, -49 + 5 * 7]

    def test_falls_for_the_stacked_column_bait(self):
        assert choices(3, 3, STACK_BAIT) == {0}


class TestVersion4:
    def test_rejects_the_stacked_column_bait(self):
        # missed wins count as losses: the prose's round 3 weighs 7 (depth 3,
        # 7 columns); the published code's round 2 weighs as round 1, so its
        # round 3 weighs 49, and a missed win costs the weight + 1
        r = WeightsPlayer(version=4, depth=3, rules="project").choose(Board(STACK_BAIT))
        assert r.scores[0] == -6 * 7
        r = WeightsPlayer(version=4, depth=3).choose(Board(STACK_BAIT))
        assert r.scores[0] == -6 * (49 + 1)
        assert 0 not in choices(4, 3, STACK_BAIT)

    def test_still_counts_real_round_three_wins(self):
        # Red on the bottom row in columns 3 and 4: playing 5 (or 2) makes an
        # open three that wins in round 3 whatever yellow does.
        r = WeightsPlayer(version=4, depth=3).choose(Board([2, 6, 3, 6]))
        assert r.scores[4] > 0 and r.scores[1] > 0
        assert r.scores[4] > r.scores[0]


class TestVersion5:
    def test_opening_rule_empty_centre_five(self):
        # first disc: any of the centre five columns
        assert choices(5, 2, []) <= {1, 2, 3, 4, 5}
        # second disc, column 4 taken by both: only empty centre columns
        assert choices(5, 2, [3, 3]) <= {1, 2, 4, 5}
        # v4 has no such rule
        assert not choices(4, 2, [3, 3]) <= {1, 2, 4, 5}

    def test_rule_stops_after_two_discs(self):
        assert not choices(5, 2, [3, 3, 2, 2]) <= {1, 4, 5}

    def test_takes_the_immediate_win(self):
        assert choices(5, 4, RED_CAN_WIN) == {0}
        r = WeightsPlayer(version=5, depth=4).choose(Board(RED_CAN_WIN))
        assert r.depth == 1  # stopped after round 1

    @pytest.mark.parametrize("version", [4, 5])
    def test_the_published_missed_win_rule_from_v4_on(self, version):
        # v6's code counts a later win below a stacked round-3 disc against
        # the move; the text names no change to that rule after v4, so v4
        # and v5 have it too (rules=text); rules=project: round 3 only
        board = Board.from_notation("44444461")
        text = WeightsPlayer(version=version, depth=5).choose(board).scores
        project = WeightsPlayer(version=version, depth=5, rules="project").choose(board).scores
        assert text[0] == 6 * project[0]
        assert text[2] == 9520 < 6 * project[2] == 10980
        assert text[5] == 1955 < 6 * project[5] == 3780

    def test_plays_the_only_non_losing_move(self):
        r = WeightsPlayer(version=5, depth=4).choose(Board(YELLOW_MUST_BLOCK))
        assert r.column == 0 and r.depth == 2


class TestVersion6:
    def test_centre_tie_break(self):
        assert choices(6, 2, []) == {3}
        assert choices(6, 0, []) == {3}

    def test_random_between_equal_distances(self):
        # centre column full (no four in it), nothing to count at depth 2
        assert choices(6, 2, [3, 3, 3, 3, 3, 3]) == {2, 4}

    def test_depth_capped_at_four_until_centre_full(self):
        r = WeightsPlayer(version=6, depth=6).choose(Board([3, 3, 2, 4]))
        assert r.depth == 4
        r = WeightsPlayer(version=6, depth=6).choose(Board([3, 3, 3, 3, 3, 3]))
        assert r.depth == 6
        r = WeightsPlayer(version=6, depth=5).choose(Board([3, 3, 3, 3, 3, 3]))
        assert r.depth == 5

    def test_no_opening_rule(self):
        # v5 would avoid the centre column here; v6 goes back to it
        assert choices(6, 2, [3, 3]) == {3}

    def test_ignores_vertical_wins_after_round_two(self):
        v5 = WeightsPlayer(version=5, depth=3).choose(Board(STACK_BAIT))
        v6 = WeightsPlayer(version=6, depth=3).choose(Board(STACK_BAIT))
        assert v5.scores[0] < 0
        assert v6.scores == [0] * 7

    def test_second_player_drops_an_early_disc_near_the_centre(self):
        # the project's reading: yellow's second disc, depth below 4, bottom
        # row, the empty column nearest the centre
        def project(depth, moves):
            board = Board(moves)
            return {WeightsPlayer(seed=s, version=6, depth=depth, rules="project").choose(
                board).column for s in SEEDS}

        assert project(2, [3, 3, 3]) == {2, 4}
        assert project(3, [3, 2, 3]) == {4}
        r = WeightsPlayer(version=6, depth=4).choose(Board([3, 3, 3]))
        assert "early disc" not in r.info

    def test_early_disc_as_the_published_code_drops_it(self):
        # the legal columns less two at each end are 3, 4, 5 (1-based); the
        # first of them, left to right, with an empty bottom cell
        assert choices(6, 2, [3, 3, 3]) == {2}
        assert choices(6, 3, [3, 2, 3]) == {4}
        # none of the three middle columns empty: no early disc, a search
        r = WeightsPlayer(version=6, depth=1).choose(Board([2, 3, 4]))
        assert "early disc" not in r.info

    def test_depth_cap_switches_when_the_centre_column_fills(self):
        # depth 5 plays at depth 4 while the centre column has room, at 5 the
        # move after its sixth disc
        moves = [3, 3, 3, 3, 3, 2, 2]   # centre column: five discs, red to move
        r = WeightsPlayer(version=6, depth=5).choose(Board(moves))
        assert r.depth == 4 and "depth 4 until the centre column is full" in r.info
        full = moves[:5] + [1, 3, 2]    # the sixth disc fills the centre column
        board = Board(full)
        assert not board.can_play(3)
        r = WeightsPlayer(version=6, depth=5).choose(board)
        assert r.depth == 5 and "until the centre" not in r.info

    def test_published_missed_win_rule_reaches_past_round_3(self):
        # the published code counts any later win below a stacked round-3
        # disc against the move; the project's reading only round 3's: from
        # a position where it matters the two readings weigh columns apart
        # (the published code's round 2 weighs as round 1, so its weights are
        # the project's times the 6 legal columns, but for that rule)
        board = Board.from_notation("44444461")
        text = WeightsPlayer(version=6, depth=5).choose(board).scores
        project = WeightsPlayer(version=6, depth=5, rules="project").choose(board).scores
        assert text[0] == 6 * project[0]                # no stacked line matters there
        assert text[2] == 9520 < 6 * project[2] == 10980  # round-5 wins counted against

    def test_still_blocks(self):
        assert choices(6, 4, YELLOW_MUST_BLOCK) == {0}

