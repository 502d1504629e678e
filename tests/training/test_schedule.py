"""The repetition schedule (connect4/training/schedule.py): off until switched on, the
intervals with an injected day, a miss back to the first box, what is due, the summary's
words and weekdays, the saved JSON and a damaged one."""

import datetime

import pytest

from connect4.puzzles.progress import days_from_civil
from connect4.training.schedule import INTERVALS, WEEKDAYS, Schedule, weekday, when

WED = days_from_civil(2026, 11, 25)  # a Wednesday


def on():
    s = Schedule()
    s.on = True
    return s


class TestOptIn:
    def test_off_by_default_and_nothing_kept_while_off(self):
        s = Schedule()
        assert not s.on
        assert s.answered("p3", False, WED) is None and s.items == {}
        assert s.due(WED + 100) == [] and s.summary(WED) == "nothing to repeat yet"


class TestIntervals:
    def test_the_boxes_grow_and_the_last_repeats(self):
        assert INTERVALS == (1, 3, 7, 16, 35)
        s = on()
        day = WED
        assert s.answered("p3", False, day) == {"box": 0, "due": day + 1}
        waits = []
        for _ in range(6):
            day = s.items["p3"]["due"]          # answered right on the day it is due
            before = day
            kept = s.answered("p3", True, day)
            waits.append(kept["due"] - before)
        assert waits == [3, 7, 16, 35, 35, 35]
        assert s.items["p3"]["box"] == len(INTERVALS) - 1

    def test_a_miss_goes_back_to_the_first_box(self):
        s = on()
        s.answered("m42", False, WED)
        s.answered("m42", True, WED + 1)
        s.answered("m42", True, WED + 4)
        assert s.items["m42"] == {"box": 2, "due": WED + 11}
        assert s.answered("m42", False, WED + 6) == {"box": 0, "due": WED + 7}

    def test_a_right_answer_before_it_is_due_changes_nothing(self):
        s = on()
        s.answered("p3", False, WED)
        assert s.answered("p3", True, WED) == {"box": 0, "due": WED + 1}
        assert s.answered("p3", True, WED + 1) == {"box": 1, "due": WED + 4}
        assert s.answered("p3", True, WED + 1) == {"box": 1, "due": WED + 4}  # the same day again
        assert s.answered("p3", True, WED + 6) == {"box": 2, "due": WED + 13}  # late is fine

    def test_a_solved_set_puzzle_is_not_kept_but_a_mistake_is(self):
        s = on()
        assert s.answered("p9", True, WED) is None and "p9" not in s.items
        assert s.answered("m77", True, WED) == {"box": 0, "due": WED + 1}

    def test_forget(self):
        s = on()
        s.answered("m1", False, WED)
        s.forget("m1")
        s.forget("m2")  # not there: nothing happens
        assert s.items == {}


class TestDue:
    def test_due_items_the_longest_waiting_first(self):
        s = on()
        s.answered("p5", False, WED + 2)
        s.answered("m9", False, WED)
        s.answered("p4", False, WED)
        assert s.due(WED) == []
        assert s.due(WED + 1) == ["m9", "p4"]
        assert s.due(WED + 3) == ["m9", "p4", "p5"]
        assert s.next_day(WED) == WED + 1 and s.next_day(WED + 1) == WED + 3
        assert s.next_day(WED + 3) is None


class TestSummary:
    def test_weekdays_from_day_numbers(self):
        assert weekday(0) == "Thursday"  # 1970-01-01
        for day in range(-400, 21000, 13):
            date = datetime.date(1970, 1, 1) + datetime.timedelta(days=day)
            assert weekday(day) == WEEKDAYS[date.weekday()]

    def test_when(self):
        assert [when(WED + k, WED) for k in (0, -2, 1, 2, 6, 7, 16)] == [
            "today", "today", "tomorrow", "on Friday", "on Tuesday", "in 7 days", "in 16 days"]

    def test_three_due_today_next_on_friday(self):
        s = on()
        for item in ("p1", "p2", "m3"):
            s.answered(item, False, WED - 1)     # due today, Wednesday
        s.answered("p5", False, WED + 1)         # due on Friday
        assert s.summary(WED) == "3 due today, next on Friday"
        s.answered("m6", False, WED)             # due tomorrow: the next one now
        assert s.summary(WED) == "3 due today, next tomorrow"

    def test_the_other_wordings(self):
        s = on()
        s.answered("p1", False, WED)
        assert s.summary(WED) == "nothing due today, next tomorrow"
        assert s.summary(WED + 1) == "1 due today"
        s.answered("p1", True, WED + 1)
        s.answered("p1", True, WED + 4)          # box 2: due in 7 days
        assert s.summary(WED + 4) == "nothing due today, next in 7 days"
        assert s.summary(WED + 9) == "nothing due today, next on Sunday"  # WED + 11


class TestSaved:
    def test_the_json_round_trip(self):
        s = on()
        s.answered("p1", False, WED)
        s.answered("m123456", True, WED)
        again = Schedule.from_json(s.to_json())
        assert again.on and again.items == s.items
        assert again.summary(WED + 1) == s.summary(WED + 1) == "2 due today"
        s.on = False
        assert not Schedule.from_json(s.to_json()).on

    @pytest.mark.parametrize("saved", [None, "", "{", "[]", '"x"', '{"on": 1}', '{"items": []}',
                                       '{"on": true, "items": {"x1": {"box": 0, "due": 3}}}',
                                       '{"on": true, "items": {"p": {"box": 0, "due": 3}}}',
                                       '{"on": true, "items": {"p1": {"box": 5, "due": 3}}}',
                                       '{"on": true, "items": {"p1": {"box": 0, "due": "3"}}}',
                                       '{"on": true, "items": {"p1": {"box": 0}}}',
                                       '{"on": true, "items": {"p1": [0, 3]}}'])
    def test_a_damaged_save_is_a_fresh_schedule_off(self, saved):
        s = Schedule.from_json(saved)
        assert not s.on and s.items == {}
