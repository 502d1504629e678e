"""The hint plan: tasks in the order of a plain analysis, shared by several runners alike."""

import pytest

from connect4.board import Board
from connect4.search_driver import drive
from connect4.solver.api import Solver
from connect4.solver.hintplan import EXACT, WDL, HintPlan, Task

#: 16 discs: wins, draws and losses among its seven columns.
POSITION = "6724772136625432"


def test_one_runner_gets_every_sign_first_then_exact_scores_wins_first():
    plan = HintPlan([3, 2, 4], {3: (-5, 5), 2: (-5, 5), 4: (-5, 5)})
    order = []
    for value in (-1, 1, 0):  # column 3 loses, 2 wins, 4 draws
        task = plan.take("a")
        order.append((task.phase, task.column))
        assert plan.finish("a", value)[0]["column"] == task.column
    assert plan.scores == {4: 0} and plan.wdl == {3: -1, 2: 1}
    task = plan.take("a")
    assert (task.phase, task.column, task.low, task.high) == (EXACT, 2, 1, 5)  # the win first
    assert task.guess is None
    plan.finish("a", 3)
    task = plan.take("a")
    assert (task.column, task.low, task.high) == (3, -5, -1)
    plan.finish("a", -2)
    assert order == [(WDL, 3), (WDL, 2), (WDL, 4)]
    assert plan.done and plan.scores == {4: 0, 2: 3, 3: -2} and plan.wdl == {}
    assert plan.take("a") is None


def test_a_later_exact_search_tests_its_siblings_score_or_the_database_bound_first():
    plan = HintPlan([0, 1, 2], {0: (-9, 9), 1: (-9, -1), 2: (-9, -1)}, exact_from=[2],
                    wdl_first=False)
    first = plan.take(1)
    assert first.phase == EXACT and first.guess is None
    plan.finish(1, -3)
    second = plan.take(1)
    assert second.column == 1 and second.guess == -3  # a loss, like the last exact one
    plan.finish(1, -4)
    third = plan.take(1)
    assert third.column == 2 and third.guess == -1  # the database's bound


def test_the_one_column_left_to_reach_the_positions_score_gets_it_without_a_search():
    plan = HintPlan([3, 2, 4], {3: (-5, 4), 2: (-5, 4), 4: (-5, 4)}, best=4)
    assert plan.settled() == []  # three columns could reach 4
    assert plan.finish("a", -1) if plan.take("a") else None  # column 3 loses
    task = plan.take("a")
    assert task.column == 2
    # column 2 draws: column 4 alone can reach 4 and is bounded by it: exact
    assert plan.finish("a", 0) == [{"column": 2, "score": 0}, {"column": 4, "score": 4}]
    task = plan.take("a")
    assert (task.phase, task.column) == (EXACT, 3)
    plan.finish("a", -3)
    assert plan.done and plan.scores == {2: 0, 4: 4, 3: -3}


def test_a_column_left_alone_to_reach_the_best_starts_from_it():
    plan = HintPlan([3, 2], {3: (-5, -1), 2: (-5, 5)}, best=2, wdl_first=False)
    assert plan.settled() == [] and plan.bounds[2] == (2, 5)  # column 3 is a loss
    assert plan.take("a").low == 2


def test_a_runner_that_stops_gives_its_task_to_the_next():
    plan = HintPlan([3, 2], {3: (-5, 5), 2: (-5, 5)})
    assert plan.take("a").column == 3
    assert plan.take("b").column == 2
    with pytest.raises(ValueError):
        plan.take("a")
    plan.give_back("a")
    assert plan.running("a") is None and not plan.done
    assert plan.take("c").column == 3
    assert plan.pending() == [2, 3]


def test_a_task_crosses_to_a_helper_and_back_unchanged():
    task = Task(4, EXACT, -3, 5, 2)
    assert Task.from_dict(task.to_dict()) == task
    with pytest.raises(ValueError):
        Task.from_dict({"column": 1, "phase": "guess", "low": 0, "high": 1})


def test_two_runners_with_their_own_tables_give_the_plain_analysis():
    board = Board.from_notation(POSITION)
    plain = Solver(table_size_log2=18, book=False).analyze(board)
    lead = Solver(table_size_log2=18, book=False)
    helper = Solver(table_size_log2=18, book=False)
    steps, plan = lead.hint_plan(board)
    scores = [None] * 7
    for s in steps:
        scores[s["column"]] = s["score"]
    shown = []
    runners = {"lead": lead, "helper": helper}
    while not plan.done:
        # both take a task, then both answer (as two workers would)
        taken = [(name, plan.take(name)) for name in runners]
        for name, task in taken:
            if task is None:
                continue
            value = drive(runners[name].task_steps(board, task))
            for s in plan.finish(name, value):
                shown.append(s)
                if "score" in s:
                    scores[s["column"]] = s["score"]
    assert scores == plain
    # every searched column showed its sign before any exact distance
    first_exact = next(i for i, s in enumerate(shown) if "score" in s and s["score"] != 0)
    assert all("wdl" in s or s["score"] == 0 for s in shown[:first_exact])
    assert sum("wdl" in s for s in shown) == sum(1 for v in plain if v not in (None, 0))
