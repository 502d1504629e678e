"""An exact score in words on any board: on 7x6 the 7x6 hints' own words, for every score and ply."""

import pytest

from connect4.scores import describe_score
from connect4.variants.scorewords import score_words


@pytest.mark.parametrize("ply", [0, 5, 10, 17, 30, 41])
def test_the_words_are_7x6s_on_7x6(ply):
    for score in range(-18, 19):
        assert score_words(score, ply, 42) == describe_score(score, ply)


def test_a_small_board_counts_the_winners_moves():
    # 4x4 from the empty board: a win with the 16th disc is yellow's 8th; red's last is the 15th
    assert score_words(1, 0, 16) == "win in 8" and score_words(-1, 0, 16) == "loss in 8"
    assert score_words(0, 7, 16) == "draw"
