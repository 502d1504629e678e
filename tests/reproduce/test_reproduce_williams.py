"""Williams: the ``weights`` player against a literal reading of the published getMove, and the
V5 tables."""

import pytest

from connect4.board import Board
from connect4.players.weights import WeightsPlayer
from connect4.reproduce import reading_williams as reading
from connect4.reproduce import williams, williams_v5
from connect4.reproduce.core import Runner, sample_positions


def test_the_v5_v6_table_bears_out_the_texts_claims():
    # the numbers transcribed from the post's 2022-07-16 revision: 100 games a
    # cell, V6 (blue) won more than 3/4 of the decisive games at every equal
    # depth and more than 65% one depth lower, as the given text says
    for r, b, (w, l, d) in williams_v5.WILLIAMS_V5_V6:
        assert w + l + d == 100
        assert l / (w + l) > (0.75 if r == b else 0.65), (r, b)
    assert sorted({r for r, b, _ in williams_v5.WILLIAMS_V5_V6 if r == b}) == list(range(7))
    assert [(r, b) for r, b, _ in williams_v5.WILLIAMS_V5_V6 if r != b] == [
        (3, 2), (4, 3), (5, 4), (6, 5)]


def test_the_reading_weighs_as_the_published_code():
    # red (to move) can win at once in column 3 or 7: round 1 weighs 7**2
    column, weights = reading.get_move(Board.from_notation("445566"), 2)
    assert weights == {0: 0, 1: 0, 2: 49, 3: 0, 4: 0, 5: 0, 6: 49} and column == 2
    # yellow must block column 1; round 2 weighs as round 1 in the code: 7**2
    column, weights = reading.get_move(Board([0, 6, 0, 6, 0]), 2)
    assert column == 0 and weights[1] == -49
    # v6's early disc (second player below depth 4): the legal columns less
    # two at each end, the first with an empty bottom cell
    assert reading.get_move(Board([3, 3, 3]), 2) == (2, None)


def test_the_player_weighs_every_column_as_the_reading():
    positions = sample_positions(6, 9, low=0, high=30)
    for version, depths in ((6, range(6)), (5, range(4))):
        for depth in depths:
            for i, board in enumerate(positions):
                column, weights = reading.get_move(board, depth, version)
                r = WeightsPlayer(seed=i, version=version, depth=depth).choose(board)
                if weights is None:
                    assert (r.scores, r.column) == (None, column)
                    continue
                assert r.scores == [weights.get(c) for c in range(7)], (version, depth, board)
                assert r.column in reading.choices(weights, version)


def test_v5_against_itself_is_compared_by_the_two_samples_spread():
    # the author's 1000-game cells: 1000 games each, red the lower depth
    assert all(sum(t) == 1000 and r <= b for r, b, t in williams_v5.WILLIAMS_V5_SELF)
    # 544-451 (54.7% red) against 48-52 of ours: z = (0.48 - 0.547) / se
    z = williams_v5._z((544, 451, 5), (48, 52, 0))
    assert -1.4 < z < -1.2
    assert williams_v5._z((47, 947, 6), (4, 96, 0)) == pytest.approx(-0.35, abs=0.05)
    assert abs(williams_v5._z((33, 967, 0), (30, 70, 0))) > 2


def test_the_sections_agreement_rows():
    rows = williams.agreement(Runner(quick=True, seed=4))
    assert [r[0] for r in rows] == ["weights", "weights", "weights:version=5", "weights:version=5"]
    assert all(len(r) == 5 and r[4].startswith("100.0%") for r in rows), rows
    assert rows[0][2] == ("3 random positions (0-30 discs), depths 0-3, and 2 with the centre "
                          "column full at depth 5 (the cap lifted)")
