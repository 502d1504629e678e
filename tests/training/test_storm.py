"""Storm: the clock (injected) with the time added and taken, the combo's bonuses, the run's
end at 0, the failures listed, the order easy to hard, the record kept."""

import pytest

from connect4.puzzles.record import LazySet, data_path
from connect4.puzzles.trainer import Attempt
from connect4.training import storm
from connect4.training.storm import (
    COMBO_STEPS,
    DURATION_MS,
    LEVEL_COUNTS,
    MISS_PENALTY_MS,
    SOLVE_BONUS_MS,
    StormRecord,
    StormRun,
    answer,
    storm_order,
)


@pytest.fixture(scope="module")
def puzzles():
    with open(data_path()) as f:
        return LazySet(f.read())


def ids_run(n=200):
    """A run over ids 1..n (no set: the clock and the counts only)."""
    return StormRun(None, "t", order=list(range(1, n + 1)))


def test_the_choices_are_the_designs():
    assert (DURATION_MS, SOLVE_BONUS_MS, MISS_PENALTY_MS) == (180000, 3000, 10000)
    assert COMBO_STEPS == ((5, 3000), (12, 5000), (20, 7000), (30, 10000))


def test_the_clock_runs_from_the_start_and_not_before():
    run = ids_run()
    assert run.remaining_ms(5000) == DURATION_MS and not run.over(10 ** 9)
    run.start(1000)
    run.start(9000)  # a second start changes nothing
    assert run.remaining_ms(1000) == 180000
    assert run.remaining_ms(61000) == 120000
    assert not run.over(180999) and run.over(181000)
    assert run.remaining_ms(500000) == 0


def test_a_solve_adds_three_seconds_and_a_miss_takes_ten():
    run = ids_run()
    run.start(0)
    assert run.solved(10000) == 3000
    assert run.remaining_ms(10000) == 173000
    assert run.missed(20000) == 10000
    assert run.remaining_ms(20000) == 153000
    assert (run.score, run.combo, run.best_combo, run.failed) == (1, 0, 1, [2])
    assert run.current_id() == 3


def test_combo_steps_add_their_bonus_once_each():
    run = ids_run()
    run.start(0)
    added = [run.solved(0) for _ in range(31)]
    bonus = {i + 1: ms - SOLVE_BONUS_MS for i, ms in enumerate(added) if ms != SOLVE_BONUS_MS}
    assert bonus == {5: 3000, 12: 5000, 20: 7000, 30: 10000}
    assert run.remaining_ms(0) == DURATION_MS + 31 * 3000 + 25000
    assert (run.score, run.combo, run.best_combo) == (31, 31, 31)


def test_a_miss_resets_the_combo_so_its_steps_come_again():
    run = ids_run()
    run.start(0)
    for _ in range(4):
        run.solved(0)
    run.missed(0)
    assert [run.solved(0) for _ in range(5)] == [3000] * 4 + [6000]
    assert (run.combo, run.best_combo) == (5, 5)


def test_the_run_ends_at_zero_and_nothing_counts_after():
    run = ids_run()
    run.start(0)
    assert run.remaining_ms(179999) == 1 and not run.over(179999)
    assert run.solved(180000) == 0 and run.missed(190000) == 0
    assert run.over(180000) and run.current_id() is None
    assert run.result() == {"score": 0, "best_combo": 0, "failed": [], "seen": 0, "ms": 180000}


def test_a_miss_that_takes_the_clock_below_zero_ends_the_run_there():
    run = ids_run()
    run.start(0)
    run.solved(1000)
    assert run.missed(178000) == 10000  # 5 s were left
    assert run.over(178000) and run.remaining_ms(178001) == 0
    assert run.result() == {"score": 1, "best_combo": 1, "failed": [2], "seen": 2, "ms": 178000}


def test_the_failures_are_listed_in_order_for_a_replay():
    run = ids_run()
    run.start(0)
    for i, right in enumerate([True, False, True, False, False, True]):
        (run.solved if right else run.missed)(1000 * i)
    run.stop(7000)
    result = run.result()
    assert result["failed"] == [2, 4, 5] and result["score"] == 3 and result["ms"] == 7000
    assert run.over(7000) and run.click(3, 7000)["outcome"] == "over"
    replay = StormRun(None, "t", order=result["failed"])
    assert replay.current_id() == 2


def test_running_out_of_puzzles_ends_the_run():
    run = ids_run(2)
    run.start(0)
    run.solved(1000)
    run.solved(2000)
    assert run.over(2000) and run.current_id() is None
    assert run.remaining_ms(99999) == 184000  # frozen: 180 + 6 - 2 s
    assert run.result()["ms"] == 2000


def test_the_order_goes_from_easy_to_hard_and_follows_the_seed(puzzles):
    order = storm_order(puzzles, "seed1")
    levels = [puzzles[i - 1].level for i in order]
    assert len(order) == len(set(order)) == sum(LEVEL_COUNTS) >= 60
    assert levels == sorted(levels) and levels[0] == 1 and levels[-1] == 7
    assert [levels.count(lv) for lv in range(1, 8)] == list(LEVEL_COUNTS)
    assert storm_order(puzzles, "seed1") == order
    assert storm_order(puzzles, "seed2") != order
    assert StormRun(puzzles, "seed1").current_id() == order[0]


def test_a_click_is_answered_from_the_solution_with_the_replies_played(puzzles):
    long_one = next(puzzles[i] for i in range(len(puzzles)) if len(puzzles[i].solution) == 5)
    run = StormRun(puzzles, "x", order=[long_one.id, 1])
    run.start(0)
    sol = long_one.solution
    assert run.click(sol[0], 100) == {"outcome": "continue", "replies": [sol[1]], "ms": 0}
    assert run.click(sol[2], 200) == {"outcome": "continue", "replies": [sol[3]], "ms": 0}
    assert run.click(sol[4], 300) == {"outcome": "solved", "replies": [], "ms": 3000}
    assert run.score == 1 and run.current_id() == 1
    first = puzzles[0]
    wrong = next(c for c in range(7) if c != first.solution[0] and first.scores[0][c] is not None)
    assert run.click(wrong, 400) == {"outcome": "missed", "replies": [], "ms": 10000}
    assert run.result()["failed"] == [1] and run.over(400)


def test_answer_says_solved_missed_or_continue(puzzles):
    p = next(puzzles[i] for i in range(len(puzzles)) if len(puzzles[i].solution) == 3)
    a = Attempt(p)
    assert answer(a, p.solution[0]) == ("continue", [p.solution[1]])
    assert a.moves() == p.moves + p.solution[:2]
    assert answer(a, (p.solution[2] + 1) % 7)[0] == "missed"
    assert answer(Attempt(p), p.solution[0])[0] == "continue"


def test_the_record_keeps_the_best_score():
    r = StormRecord()
    assert r.add({"score": 12, "best_combo": 7}) is True
    assert r.add({"score": 9, "best_combo": 9}) is False
    back = StormRecord.from_json(r.to_json())
    assert (back.best, back.best_combo, back.runs) == (12, 9, 2)
    assert back.summary() == "Best 12 · 2 runs"


@pytest.mark.parametrize("text", [None, "", "{", "[1]", '{"best": "9"}', '{"best": -1}',
                                  '{"runs": true}', '"x"'])
def test_a_damaged_record_starts_afresh(text):
    r = StormRecord.from_json(text)
    assert (r.best, r.best_combo, r.runs) == (0, 0, 0)


def test_the_record_has_the_pages_key():
    assert storm.STORAGE_KEY.startswith("connect4.")
