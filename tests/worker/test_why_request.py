"""The full worker's "Why?" requests (connect4.worker.why): the explanation without its plan,
the reasons asked, the plan's move in Play it out, and the bad input."""

import pytest

from connect4.errors import WorkerRequestError
from connect4.worker import why

DRAWN = "52677675164321472411331752454"


def drive(req):
    gen = why.steps(req)
    n = 0
    while True:
        try:
            next(gen)
            n += 1
        except StopIteration as stop:
            return stop.value, n


def test_the_explanation_comes_without_its_plan_and_yields_between_its_parts():
    result, yields = drive({"op": "why", "pos": DRAWN, "score": 0, "cols": [0, 4],
                            "after": {"0": 1, "4": 4}})
    assert result["pos"] == DRAWN and result["why"]["claim"] == "yellow draws at least"
    assert "plan" not in result["why"]
    assert set(result["reasons"]) <= {"0", "4"}
    assert yields >= 3  # before, after the explanation, before each reason: a cancel gets in


def test_the_plan_moves_for_the_explained_side_and_not_for_the_other():
    result, _ = drive({"op": "why-reply", "pos": DRAWN, "score": 0, "moves": ""})
    assert result == {"pos": DRAWN, "moves": "", "column": 1}  # yellow b5
    result, _ = drive({"op": "why-reply", "pos": DRAWN, "score": 0, "moves": "2"})
    assert result["column"] is None  # red to move: the reader's turn


def test_a_finished_game_and_bad_input():
    result, _ = drive({"op": "why", "pos": "1212121"})
    assert result["why"] is None
    with pytest.raises(WorkerRequestError):
        drive({"op": "why", "pos": DRAWN, "score": "0"})
    with pytest.raises(ValueError):
        drive({"op": "why", "pos": "8"})
