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


@pytest.fixture(scope="module")
def solver():
    from connect4.solver import Solver
    from connect4.solver.hintdata import shared_hint_data

    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    return Solver(hint_data=data)


def drive_with(req, solver):
    gen = why.steps(req, solver)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def test_no_proof_gives_the_best_play_account_labelled_with_its_line_to_step(solver):
    result = drive_with({"op": "why", "pos": "44", "score": 1}, solver)
    w = result["why"]
    assert w["claim"] is None and w["bestplay"] == "red wins"  # no plan: Play it out stays off
    assert w["text"][0].startswith("Red wins with best play. No proof of every reply was found")
    branch = w["branches"][0]
    assert branch["bestplay"] and branch["text"] == w["text"][1]
    assert branch["text"].startswith("With best play red gets ")
    assert branch["moves"][:2] == [3, 3] and branch["rules"]  # the solver's line, the rules at its end


def test_an_open_position_gives_each_losing_column_its_own_reason(solver):
    # issue 51: "Why?" on an open 8-disc position said "no short reason was found" for five columns
    cols = [0, 1, 2, 5, 6]
    result = drive_with({"op": "why", "pos": "74354576", "score": 5, "cols": cols, "best": 4,
                         "after": {"0": 7, "1": 7, "2": 6, "5": 2, "6": 0}}, solver)
    texts = [result["reasons"][str(c)] for c in cols]
    assert not any("no short reason" in t for t in texts)
    assert len(set(texts)) == 4  # b and a transpose into the same end: the page says them once
    assert {result["details"][str(c)]["kind"] for c in cols} == {"line"}
    assert all("Playing e instead keeps your win" in t for t in texts)
