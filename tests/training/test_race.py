"""A race by link: the seed's puzzles (the same under CPython and MicroPython), the run's
time with the misses' seconds, the result link and its parameters read back."""

from urllib.parse import parse_qsl

import pytest
from js_runtimes import micropython_and_cpython
from shared_data import ROOT

from connect4.puzzles.record import LazySet, data_path
from connect4.training.race import (
    MISS_PENALTY_MS,
    RACE_SIZE,
    RaceLinkError,
    RaceRun,
    new_seed,
    parse_seed,
    race_ids,
    read_link,
    result_query,
    time_text,
)

SCRIPT = ROOT / "tests" / "runtimes" / "check_training.py"


@pytest.fixture(scope="module")
def text():
    with open(data_path()) as f:
        return f.read()


@pytest.fixture(scope="module")
def puzzles(text):
    return LazySet(text)


def test_a_seed_chooses_ten_puzzles_of_levels_two_to_five_easy_to_hard(puzzles):
    ids = race_ids("friday7", puzzles)
    levels = [puzzles[i - 1].level for i in ids]
    assert len(ids) == len(set(ids)) == RACE_SIZE == 10
    assert levels == [2, 2, 2, 3, 3, 3, 4, 4, 5, 5]
    assert race_ids("friday7", puzzles) == ids
    assert race_ids("FRIDAY7", puzzles) == ids  # one race, whatever the case
    assert race_ids("friday8", puzzles) != ids


def test_the_same_race_under_micropython_as_under_cpython(text):
    lines, cpython = micropython_and_cpython(SCRIPT, text)
    assert lines == cpython
    assert lines[-1] == "OK training"
    assert [line for line in lines if line.startswith("race friday7 ")] == [
        "race friday7 %s" % race_ids("friday7", LazySet(text))]


@pytest.mark.parametrize("raw, seed", [("friday7", "friday7"), (" Ab3 ", "ab3"), ("x" * 16, "x" * 16)])
def test_good_seeds(raw, seed):
    assert parse_seed(raw) == seed


@pytest.mark.parametrize("raw, words", [("", "needs a name"), ("x" * 17, "too long"),
                                        ("ab-c", "only letters and digits"),
                                        ("caf\u00e9", "only letters and digits"),
                                        ("a b", "only letters and digits")])
def test_bad_seeds_are_refused_with_a_message(raw, words):
    with pytest.raises(RaceLinkError, match=words):
        parse_seed(raw)


def test_new_seeds_are_valid_and_follow_the_dice():
    seeds = {new_seed(d) for d in range(50)}
    assert len(seeds) == 50
    assert all(parse_seed(s) == s and len(s) == 8 for s in seeds)
    assert new_seed(7) == new_seed(7)


def test_the_time_has_one_decimal_rounded():
    assert [time_text(ms) for ms in (0, 49, 50, 83449, 83450, 83451.7, 600000)] == [
        "0.0", "0.0", "0.1", "83.4", "83.5", "83.5", "600.0"]


def run_of(puzzles, pattern, step=1000):
    """A race played at one answer every ``step`` ms: True a solve, False a miss."""
    run = RaceRun(puzzles, "friday7")
    run.start(5000)
    for i, right in enumerate(pattern):
        (run.solved if right else run.missed)(5000 + step * (i + 1))
    return run


def test_a_race_times_its_run_and_a_miss_adds_ten_seconds(puzzles):
    run = RaceRun(puzzles, "friday7")
    assert run.elapsed_ms(99999) == 0 and run.current_id() == race_ids("friday7", puzzles)[0]
    run.start(1000)
    assert run.elapsed_ms(4000) == 3000
    assert run.missed(4000) == MISS_PENALTY_MS
    assert run.elapsed_ms(4000) == 13000 and run.time_text(4050) == "13.1"
    run = run_of(puzzles, [True] * 8 + [False, True], step=8340)
    assert run.over() and run.current_id() is None
    assert run.elapsed_ms(10 ** 9) == 83400 + 10000  # frozen at the end
    assert (run.solves, run.failed) == (9, [race_ids("friday7", puzzles)[8]])
    assert run.result_query() == "?race=friday7&time=93.4&solved=9"
    assert run.solved(10 ** 9) is False and run.missed(10 ** 9) == 0


def test_a_click_answers_from_the_solution(puzzles):
    run = RaceRun(puzzles, "friday7")
    first = puzzles[run.current_id() - 1]
    said = run.click(first.solution[0], 0)
    while said["outcome"] == "continue":
        assert said["replies"] == [run.current_attempt().moves()[-1]]
        said = run.click(run.current_attempt().accepted()[0], 0)
    assert said == {"outcome": "solved", "replies": [], "ms": 0} and run.solves == 1
    second = puzzles[run.current_id() - 1]
    wrong = next(c for c in range(7) if c != second.solution[0] and second.scores[0][c] is not None)
    assert run.click(wrong, 2500) == {"outcome": "missed", "replies": [], "ms": 10000}
    assert run.elapsed_ms(2500) == 12500


def test_the_result_link_round_trips():
    query = result_query("friday7", 83449, 10)
    assert query == "?race=friday7&time=83.4&solved=10"
    read = read_link(dict(parse_qsl(query[1:])))
    assert read == {"seed": "friday7", "result": {"ms": 83400, "time": "83.4", "solved": 10}}
    assert read_link({"race": "friday7"}) == {"seed": "friday7", "result": None}
    assert read_link({"race": "a", "time": "83", "solved": "0"})["result"]["time"] == "83.0"


@pytest.mark.parametrize("params, words", [
    ({"race": "f", "time": "83.45", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "-3.0", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "1e3", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "nan", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "0.0", "solved": "10"}, "not a time a race can take"),
    ({"race": "f", "time": "99999999", "solved": "10"}, "one decimal"),
    ({"race": "f", "time": "864000.1", "solved": "10"}, "not a time a race can take"),
    ({"race": "f", "time": "83.4", "solved": "11"}, "not a number 0-10"),
    ({"race": "f", "time": "83.4", "solved": "x"}, "not a number 0-10"),
    ({"race": "f", "time": "83.4"}, "both a time and a count"),
    ({"race": "f", "solved": "3"}, "both a time and a count"),
    ({"race": "f!", "time": "83.4", "solved": "3"}, "only letters and digits"),
    ({"time": "83.4", "solved": "3"}, "needs a name")])
def test_bad_result_links_are_refused_with_a_message(params, words):
    with pytest.raises(RaceLinkError, match=words):
        read_link(params)
