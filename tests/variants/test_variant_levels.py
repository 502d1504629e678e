"""connect4.variants.levels: the levels' names, where the perfect level is exact, the specs read."""

import pytest

from connect4.errors import PlayerSpecError
from connect4.variants.geometry import Geometry
from connect4.variants.levels import (
    EXACT_SIZES,
    LEVEL_LABELS,
    level_label,
    level_number,
    level_specs,
    perfect_is_exact,
)


def test_seven_levels_easiest_first():
    assert level_specs() == ["level1", "level2", "level3", "level4", "level5", "level6", "perfect"]
    assert [level_number(s) for s in level_specs()] == list(range(1, 8))
    assert len(LEVEL_LABELS) == 7


@pytest.mark.parametrize("text, number", [("level3", 3), ("3", 3), ("Level 3", 3), (" LEVEL6 ", 6),
                                          ("perfect", 7), ("Perfect", 7), ("7", 7)])
def test_a_spec_names_its_level(text, number):
    assert level_number(text) == number


@pytest.mark.parametrize("text", ["level0", "8", "level 8", "minimax", "", "perfect!", "x" * 99])
def test_a_bad_spec_is_refused_with_a_short_clear_message(text):
    with pytest.raises(PlayerSpecError, match="the levels are 1-6 and perfect") as err:
        level_number(text)
    assert len(str(err.value)) < 80


def test_perfect_is_exact_on_the_measured_boards_only_and_never_in_pop_out():
    exact = {g.name for g in (Geometry(w, h, k) for w in range(4, 11) for h in range(4, 9)
                              for k in (4, 5)) if perfect_is_exact(g)}
    assert exact == set(EXACT_SIZES) == {"4x4", "5x4", "4x5", "4x6"}
    # 6x4 has as many cells as 4x6 but is slower (docs/board-sizes.md): not exact
    assert not perfect_is_exact(Geometry(6, 4)) and perfect_is_exact(Geometry(4, 6, 5))
    assert not perfect_is_exact(Geometry(4, 4), popout=True)


def test_the_labels_say_the_level_and_whether_perfect_is_perfect():
    assert level_label("level1", Geometry(8, 7)) == "Level 1 · Beginner"
    assert level_label("6", Geometry(10, 8)) == "Level 6 · Expert"
    assert level_label("perfect", Geometry(4, 6)) == "Level 7 · Perfect"
    assert level_label("perfect", Geometry(5, 5)) == "Level 7 · Strongest (not perfect on 5x5)"
    assert level_label("perfect", Geometry(4, 4), popout=True) == (
        "Level 7 · Strongest (not perfect in Pop Out)")
