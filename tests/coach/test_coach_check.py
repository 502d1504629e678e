"""The coach's verdict (connect4.coach.verdict) and its bounded check (connect4.coach.check):
each kind of mistake, the words, the accuracy, and a check that runs out of time on an injected clock."""

import pytest

from connect4.coach import check, verdict
from connect4.errors import WorkerRequestError
from connect4.solver import Solver

#: Red to move has three discs in column a: a4 wins; c1 lets yellow win at once in column b.
MISSED = "121212"


class Clock:
    """A clock the test moves: each reading advances it by ``tick`` seconds."""

    def __init__(self, tick=0.0):
        self.t, self.tick = 0.0, tick

    def __call__(self):
        self.t += self.tick
        return self.t


@pytest.fixture(scope="module")
def solver():
    return Solver()


class TestJudge:
    def test_a_win_given_away(self):
        assert verdict.judge(15, -13, 10) == verdict.WIN_LOST
        assert verdict.judge(15, 0, 10) == verdict.WIN_LOST
        assert verdict.cost(verdict.WIN_LOST, -13) == 1.0
        assert verdict.cost(verdict.WIN_LOST, 0) == 0.5

    def test_a_draw_lost(self):
        assert verdict.judge(0, -3, 11) == verdict.DRAW_LOST

    def test_a_slower_win_keeps_the_result(self):
        assert verdict.judge(15, 2, 10) == verdict.KEPT

    def test_a_loss_made_faster_by_more_than_the_margin(self):
        # red to move at ply 10 loses in 18 (score -2); -2 - MARGIN still within it
        assert verdict.judge(-2, -2 - verdict.MARGIN, 10) == verdict.KEPT
        assert verdict.judge(-2, -3 - verdict.MARGIN, 10) == verdict.FASTER

    def test_words(self):
        assert verdict.words(verdict.DRAW_LOST, 0, -15, 11) == (
            "That lets red win in 1 (you had a draw).")
        assert verdict.words(verdict.WIN_LOST, 15, 0, 10) == (
            "That lets yellow hold the draw (you had a win in 2).")
        assert verdict.words(verdict.FASTER, -2, -8, 10) == "That lets yellow win in 9 instead of 15."


class TestSummary:
    def test_share_and_weighted_accuracy(self):
        records = [{"kind": verdict.KEPT}] * 6 + [
            {"kind": verdict.WIN_LOST, "played": 0}, {"kind": verdict.FASTER, "played": -9},
            {"kind": verdict.UNJUDGED}]
        s = verdict.summary(records)
        assert (s["judged"], s["kept"], s["share"], s["cost"], s["unjudged"]) == (8, 6, 75, 0.75, 1)
        assert s["accuracy"] == 91  # 100 * (1 - 0.75 / 8)
        assert len(s["mistakes"]) == 2
        assert verdict.summary_text(s) == ("You kept the result on 6 of 8 moves (75%); accuracy 91%."
                                           " 1 not judged in time.")

    def test_nothing_judged(self):
        assert verdict.summary([])["accuracy"] is None


class TestCheck:
    def test_a_missed_win_with_its_reason_and_refutation(self, solver):
        res = check.judge_within({"pos": MISSED, "col": 2}, solver, Clock(), 2.0)
        assert res["kind"] == verdict.WIN_LOST and res["best_col"] == 0
        assert res["line"] == [1]  # yellow wins at once in column b
        assert res["reason"] == "It misses the win at a4: red makes four there at once."

    def test_the_verdict_comes_first_as_a_step(self, solver):
        steps = list(_steps(check.steps({"pos": MISSED, "col": 2}, solver)))
        verdicts = [s for s in steps if isinstance(s, dict) and "verdict" in s]
        assert len(verdicts) == 1 and verdicts[0]["verdict"]["reason"] is None

    def test_a_kept_move_has_no_line(self, solver):
        res = check.judge_within({"pos": MISSED, "col": 0}, solver, Clock(), 2.0)
        assert res["kind"] == verdict.KEPT and res["line"] == []

    def test_the_hints_scores_spare_the_search(self, solver):
        scores = [18, -18, -18, -18, -18, -18, -18]
        res = check.judge_within({"pos": MISSED, "col": 0, "scores": scores}, None, Clock(), 2.0)
        assert res["kind"] == verdict.KEPT and res["best"] == 18

    def test_a_bad_column_says_so(self, solver):
        with pytest.raises(WorkerRequestError):
            check.judge_within({"pos": "111111", "col": 0}, solver, Clock(), 2.0)

    def test_a_verdict_that_times_out(self):
        # an empty table, no book: the first move's exact score takes far longer than the
        # budget; the injected clock runs one second per reading, so the check gives up
        slow = Solver(table_size_log2=12, book=False)
        assert check.judge_within({"pos": "", "col": 0}, slow, Clock(tick=1.0), 2.0) is None


def _steps(gen):
    while True:
        try:
            yield next(gen)
        except StopIteration:
            return
