"""The worker's review request (connect4/worker/review.py): its fields, the
bound per move on an injected clock, the messages of each step."""

import pytest

from connect4.errors import WorkerRequestError
from connect4.search_driver import drive
from connect4.solver import Solver
from connect4.worker.review import BOUND_SECONDS, MAX_BOUND_SECONDS, ReviewRun


class TickClock:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step):
        self.t = 0.0
        self.step = step

    def __call__(self):
        self.t += self.step
        return self.t


def test_the_default_bound_and_a_requests_own():
    solver = Solver(table_size_log2=12, book=False)
    assert ReviewRun({"pos": "44"}, solver).seconds == BOUND_SECONDS
    assert ReviewRun({"pos": "44", "bound": 0.5}, solver).seconds == 0.5
    for bad in (0, -1, MAX_BOUND_SECONDS + 1, "3", True, None):
        with pytest.raises(WorkerRequestError):
            ReviewRun({"pos": "44", "bound": bad}, solver)
    for bad in (-1, 1.5, "2", True):
        with pytest.raises(WorkerRequestError):
            ReviewRun({"pos": "44", "first": bad}, solver)
    with pytest.raises(WorkerRequestError):
        ReviewRun({"pos": 44}, solver)


def test_a_move_past_the_bound_is_unsolved_not_waited_for():
    # an early position without book or database: minutes of search; the
    # clock passes the bound at its first slice
    run = ReviewRun({"pos": "4453", "bound": 1.0}, Solver(table_size_log2=14, book=False),
                    clock=TickClock(2.0))
    records = drive(run.steps())
    assert [r["ply"] for r in records] == [1, 2, 3, 4]
    assert {r["verdict"] for r in records} == {"unsolved"}
    result = run.result(records)
    assert result["unsolved"] == 4 and result["bound"] == 1.0 and result["pos"] == "4453"


def test_only_judged_moves_make_messages():
    # red to move after 34 discs: 4 wins, 1 draws, 6 (played) loses
    run = ReviewRun({"pos": "2525453157437721753235142343772116" + "66", "first": 33},
                    Solver(table_size_log2=14, book=False))
    steps = run.steps()
    bodies = []
    try:
        while True:
            step = next(steps)
            body = run.progress(step)
            if "move" in step:
                assert body == {"done": step["done"], "total": 3, "move": step["move"]}
                bodies.append(body)
            else:
                assert body is None
    except StopIteration as stop:
        records = stop.value
    assert [b["move"] for b in bodies][::-1] == records
    assert [r["ply"] for r in records] == [34, 35, 36]
    assert records[1]["verdict"] == "blunder" and records[1]["better"] == [1, 4]
