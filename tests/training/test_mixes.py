"""Mixes: the link form read and written back, bad values refused with a message, the words,
the count and the next unsolved puzzle of a mix, an empty mix said so."""

import pytest

from connect4.puzzles.progress import Progress
from connect4.puzzles.record import LazySet, data_path
from connect4.training.mixes import Mix, MixError, parse


@pytest.fixture(scope="module")
def puzzles():
    with open(data_path()) as f:
        return LazySet(f.read())


@pytest.mark.parametrize("text, mix", [
    ("tz.2-5", Mix("tz", 2, 5)), ("zt.2-5", Mix("tz", 2, 5)), ("TZ.2-5", Mix("tz", 2, 5)),
    ("tz", Mix("tz", 1, 7)), (".2-5", Mix("", 2, 5)), ("2-5", Mix("", 2, 5)), ("", Mix()),
    (".1-7", Mix()), ("b.3", Mix("b", 3, 3)), ("bb.3-3", Mix("b", 3, 3)), (" q.7 ", Mix("q", 7, 7))])
def test_the_link_form_is_read(text, mix):
    assert parse(text) == mix


@pytest.mark.parametrize("mix", [Mix(), Mix("tz", 2, 5), Mix("nbtzlq", 1, 1), Mix("q", 6, 7)])
def test_param_round_trips(mix):
    assert parse(mix.param()) == mix


def test_param_is_letters_in_the_sets_order_then_levels():
    assert Mix("zt", 2, 5).param() == "tz.2-5"
    assert Mix().param() == ".1-7"


@pytest.mark.parametrize("text, words", [
    ("tx.2-5", "no theme 'x'"), ("t.0-5", "from 1 to 7"), ("t.2-8", "from 1 to 7"),
    ("t.5-2", "the lower first"), ("t.a-b", "numbers 1-7"), ("t.2-", "numbers 1-7"),
    ("t.-3", "numbers 1-7"), ("t.2-5-6", "numbers 1-7"), ("t.2.5", "numbers 1-7"),
    ("t." + "1" * 30, "too long"), ("t.100", "numbers 1-7")])
def test_bad_values_are_refused_with_a_message(text, words):
    with pytest.raises(MixError, match=words):
        parse(text)


def test_a_mix_refuses_what_the_set_does_not_have():
    with pytest.raises(MixError, match="no theme 'y'"):
        Mix("y")
    with pytest.raises(MixError, match="not a range"):
        Mix("", 3, 2)


def test_the_label_is_in_words():
    assert Mix("zt", 2, 5).label() == "double threat, odd/even threat · levels 2-5"
    assert Mix("", 4, 4).label() == "all themes · level 4"
    assert Mix().label() == "all themes · levels 1-7"


def test_the_count_is_the_puzzles_with_any_theme_in_the_range(puzzles):
    mix = Mix("tz", 2, 5)
    expected = [i + 1 for i in range(len(puzzles))
                if 2 <= puzzles[i].level <= 5 and set(puzzles[i].themes) & {"t", "z"}]
    assert mix.ids(puzzles) == expected and mix.count(puzzles) == len(expected) > 0
    assert Mix().count(puzzles) == len(puzzles)
    assert Mix("t", 2, 2).count(puzzles) < Mix("tz", 2, 2).count(puzzles)


def test_the_next_puzzle_is_the_next_unsolved_of_the_mix(puzzles):
    mix = Mix("t", 3, 4)
    ids = mix.ids(puzzles)
    progress = Progress()
    assert mix.next_id(puzzles, progress, 0) == ids[0]
    assert mix.next_id(puzzles, progress, ids[0]) == ids[1]
    progress.solved = [ids[1], ids[2]]
    assert mix.next_id(puzzles, progress, ids[0]) == ids[3]
    assert mix.next_id(puzzles, progress, ids[-1]) == ids[0]  # round to the start
    progress.solved = ids[:-1]
    assert mix.next_id(puzzles, progress, ids[-1]) == ids[-1]  # the only one left
    progress.solved = list(ids)
    assert mix.next_id(puzzles, progress, 0) is None
    assert mix.summary(puzzles, progress) == "All %d puzzles of %s are solved" % (
        len(ids), mix.label())


def test_an_empty_mix_says_so(puzzles):
    empty = next(Mix(t, lv, lv) for t in "nbtzlq" for lv in range(1, 8)
                 if Mix(t, lv, lv).count(puzzles) == 0)
    assert empty.next_id(puzzles, Progress(), 0) is None
    assert empty.summary(puzzles, Progress()).startswith("No puzzle of the set matches ")
    assert "choose more themes or levels" in empty.summary(puzzles, Progress())


def test_the_summary_counts_the_solved(puzzles):
    mix = Mix("t", 3, 4)
    progress = Progress()
    progress.solved = mix.ids(puzzles)[:2] + [999999]
    assert mix.summary(puzzles, progress) == "%d puzzles · 2 solved" % mix.count(puzzles)

