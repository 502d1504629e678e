"""The full engine's ``vthink`` and ``vhint`` (connect4.worker.variant, through static/worker.py):
a move on another board, exact hints where the solver is exact, bad fields as input errors."""

import json

import pytest
from own_loop import run as run_loop

from connect4.errors import WorkerRequestError
from connect4.worker import variant


def ask(worker, req):
    return json.loads(run_loop(worker.handle(json.dumps(req))))


def run(gen):
    """A generator's return value, stepped to its end (counting the yields)."""
    steps = 0
    while True:
        try:
            next(gen)
            steps += 1
        except StopIteration as stop:
            return stop.value, steps


def test_level_one_takes_the_win_on_6x5(worker):
    # red has three in column 2; level 1 takes a win it has
    reply = ask(worker, {"op": "vthink", "id": 3, "size": "6x5", "moves": "212121", "spec": "level1",
                         "seed": 7})
    assert reply["ok"] and reply["id"] == 3
    assert reply["result"]["move"] == 1 and reply["result"]["text"] == "2"
    assert reply["result"]["exact"] is False


def test_the_same_seed_gives_the_same_move():
    req = {"size": "8x7", "moves": "4455", "spec": "level3", "seed": 11}
    first, _ = run(variant.think_steps(req))
    again, _ = run(variant.think_steps(dict(req)))
    assert first["move"] == again["move"] and 0 <= first["move"] < 8


def test_a_pop_out_move_is_legal_and_written_as_the_notation_does():
    # a legal move of Pop Out, its text as the notation writes it
    req = {"size": "7x6", "popout": True, "moves": "44p4", "spec": "level2"}
    res, _ = run(variant.think_steps(req))
    assert res["move"] in variant.position(req).legal_moves()
    assert res["text"] == ("p%d" % (~res["move"] + 1) if res["move"] < 0 else str(res["move"] + 1))


def test_exact_hints_on_a_small_board_by_move_text():
    # 4x4 is a draw from the empty board: no first move wins, the best draws
    res, steps = run(variant.hint_steps({"size": "4x4", "moves": ""}))
    scores = res["scores"]
    assert sorted(scores) == ["1", "2", "3", "4"]
    assert max(scores.values()) == 0
    assert steps > 0  # stepped: the worker lets cancels in


def test_no_hints_where_the_solver_is_not_exact():
    assert run(variant.hint_steps({"size": "8x7", "moves": "4"}))[0] == {"scores": None}
    assert run(variant.hint_steps({"size": "5x4", "popout": True, "moves": ""}))[0] == {"scores": None}


@pytest.mark.parametrize("req, words", [
    ({"size": "3x99", "moves": ""}, "size 3x99: columns must be 4 to 10 and rows 4 to 8"),
    ({"size": "7x6", "moves": "9"}, "9"),
    ({"size": "7x6", "moves": 44}, "moves must be text"),
    ({"size": "7x6", "moves": "", "popout": "yes"}, "popout must be true or false"),
    ({"size": "7x6", "moves": "", "connect": 6}, "connect 6"),
])
def test_bad_fields_are_input_errors_with_their_words(worker, req, words):
    reply = ask(worker, dict(req, op="vthink", id=9, spec="level1"))
    assert reply["ok"] is False and reply["kind"] == "input"
    assert words in reply["error"]
    with pytest.raises(WorkerRequestError):
        variant.position(req)


def test_an_unknown_level_and_a_finished_game_are_refused(worker):
    reply = ask(worker, {"op": "vthink", "id": 2, "size": "6x5", "moves": "", "spec": "level9"})
    assert reply["kind"] == "input" and "unknown level" in reply["error"]
    over = ask(worker, {"op": "vthink", "id": 4, "size": "5x4", "moves": "1212121", "spec": "level1"})
    assert over["kind"] == "input" and "already over" in over["error"]
