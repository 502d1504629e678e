"""The hint worker with helpers (static/worker_hints.py) under CPython: helpers stood in
for by callbacks, the worker's own part real.  A helper that never answers cannot hold a
hint up (the worker runs its task too and settles it), and one that answers shares it."""

import asyncio
import json

import pytest
from own_loop import run

from connect4.board import Board
from connect4.search_driver import drive
from connect4.solver.api import Solver
from connect4.solver.hintplan import Task
from connect4.solver.hintpool import IDLE, HelperPool

#: 15 discs, wins, a draw and losses: about a second in CPython, many slices.
SLOW = "173356637437663"


class Helpers:
    """Stand-ins for helper workers, installed as the worker's: booted at once; ``answer``
    False never answers a task."""

    def __init__(self, hints, answer):
        self.hints = hints
        self.answer = answer
        self.posted = []
        self.solver = Solver(table_size_log2=18)
        hints._start, hints._post = self.start, self.post  # the worker starts these

    def start(self, helper):
        asyncio.get_running_loop().call_soon(self.hints._on_message, helper,
                                             json.dumps({"event": "ready"}))

    def post(self, helper, req):
        self.posted.append((helper, dict(req)))
        if not self.answer or req["op"] == "cancel":
            return
        if req["op"] == "hint-task":
            result = {"value": drive(self.solver.task_steps(Board.from_notation(req["pos"]),
                                                            Task.from_dict(req)))}
        else:  # a whole hint, for the worker's pondering
            assert req["op"] == "hint" and req["ponder"] == "off", req
            result = {"scores": self.solver.analyze(req["pos"])}
        asyncio.get_running_loop().call_soon(self.hints._on_message, helper, json.dumps(
            {"id": req["id"], "ok": True, "result": result}))


def hint(worker, answer):
    hints = worker.c4hints
    fake = Helpers(hints, answer)
    # bounded: without the worker running a silent helper's task, the hint would wait forever
    reply = json.loads(run(asyncio.wait_for(worker.handle(json.dumps(
        {"op": "hint", "id": 7, "pos": SLOW, "helpers": 1, "helpers_after": 0})), 120)))
    return reply, fake


def test_a_helper_that_never_answers_does_not_hold_the_hint_up(worker):
    reply, fake = hint(worker, answer=False)
    assert reply["ok"], reply
    assert reply["result"]["scores"] == Solver().analyze(SLOW)
    assert reply["result"]["helpers"] == 1
    tasks = [r["id"] for h, r in fake.posted if r["op"] == "hint-task"]
    cancels = [r["target"] for h, r in fake.posted if r["op"] == "cancel"]
    # each task it held was run by the worker too, settled there, and called off
    assert tasks and set(tasks) <= set(cancels)


def test_a_helper_that_answers_takes_a_share(worker):
    reply, fake = hint(worker, answer=True)
    assert reply["ok"], reply
    assert reply["result"]["scores"] == Solver().analyze(SLOW)
    assert reply["result"]["helpers"] == 1
    assert len([r for h, r in fake.posted if r["op"] == "hint-task"]) >= 2


def test_no_helper_where_a_search_reaches_the_database(worker):
    from connect4.solver.hintdata import shared_hint_data  # 21 MB, for this test only

    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    worker._solver = Solver(hint_data=data)  # as after the page's hint-data request
    hints = worker.c4hints
    fake = Helpers(hints, True)
    # 8 discs: each column's search ends in the database, which helpers do not have
    reply = json.loads(run(worker.handle(json.dumps(
        {"op": "hint", "id": 8, "pos": "44444433", "helpers": 1, "helpers_after": 0}))))
    assert reply["ok"] and reply["result"]["helpers"] == 0 and fake.posted == []
    assert reply["result"]["scores"] == Solver(hint_data=data).analyze("44444433")


def test_idle_helpers_ponder_for_the_worker(worker):
    hints = worker.c4hints
    fake = Helpers(hints, answer=True)
    ask = {"op": "hint", "id": 7, "pos": SLOW, "helpers": 1, "helpers_after": 0,
           "ponder": "replies"}

    async def game():
        first = json.loads(await worker.handle(json.dumps(ask)))
        # the player thinks: the worker ponders, and so does its helper
        while len([r for h, r in fake.posted if r["op"] == "hint"]) < 3:
            await asyncio.sleep(0.01)
        theirs = [r["pos"] for h, r in fake.posted if r["op"] == "hint"][:2]
        second = json.loads(await worker.handle(json.dumps(dict(ask, id=8, pos=theirs[0]))))
        return first, theirs, second

    first, theirs, second = run(asyncio.wait_for(game(), 120))
    assert first["ok"] and first["result"]["scores"] == Solver().analyze(SLOW)
    assert all(len(p) == len(SLOW) + 2 and p.startswith(SLOW) for p in theirs)
    assert second["ok"] and second["result"].get("pondered") is True
    memory = json.loads(run(worker.handle(json.dumps({"op": "memory", "id": 9}))))
    assert memory["result"]["helpers"] == 1 and memory["result"]["helpers_busy"] in (0, 1)
    assert second["result"]["scores"] == Solver().analyze(theirs[0])


def test_a_helpers_answer_in_the_last_pause_of_the_same_task_run_here_is_reported(worker):
    """The helper answers the task the worker runs too just before the worker's own run ends
    (in its last pause): the worker's answer no longer counts, and the helper's must be
    reported (it was lost when the plan was done by then: a column left empty, seen once in
    the page's benchmark)."""
    hints = worker.c4hints
    fake = Helpers(hints, answer=False)
    board = Board.from_notation(SLOW)
    solver = Solver(table_size_log2=18)
    known, plan = solver.hint_plan(board)
    while True:  # every task run but the plan's last one
        task = plan.take("x")
        value = drive(solver.task_steps(board, task))
        if plan.has_work() or len(plan.pending()) > 1:
            plan.finish("x", value)
            continue
        plan.give_back("x")
        last = task.column
        break
    pool = HelperPool(fake.start, fake.post)
    hints._pool = pool
    pool.state[0] = IDLE

    async def scenario():
        helpers = hints.HintHelpers(plan, SLOW, 1, 0)
        helpers.tick()  # attached: the helper holds the last column's next task
        helper, task = helpers.oldest_task()
        value = drive(Solver(table_size_log2=18).task_steps(board, task))

        async def drive_racing(rid, gen, on_step):
            result = drive(gen)
            # the helper's answer gets in during this run's last pause
            pool.on_message(helper, {"id": fake.posted[-1][1]["id"], "ok": True,
                                     "result": {"value": value}})
            return result

        return await hints._overtake(1, board, solver, solver._negamax(), drive_racing,
                                     helpers, (helper, task), lambda step: None)

    steps = run(scenario())
    assert [s["column"] for s in steps] == [last]  # the helper's answer, reported


def test_the_pondering_starts_the_helpers_the_hint_asked_for(worker):
    """A hint the database answers starts no helper, but the pondering after it (positions of
    13 discs, which the database does not reach) starts those the hint asked for; two moves
    before (positions of 10 discs to ponder), so that they are up in time."""
    from connect4.solver.hintdata import shared_hint_data  # 21 MB, for this test only

    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    worker._solver = Solver(hint_data=data)  # as after the page's hint-data request
    hints = worker.c4hints
    fake = Helpers(hints, answer=False)
    pos = "44444352233"  # 11 discs
    ask = {"op": "hint", "id": 8, "pos": pos, "helpers_after": 0, "ponder": "replies"}

    async def game():
        alone = json.loads(await worker.handle(json.dumps(dict(ask, helpers=0))))
        slices = 0
        while slices < 3:  # the worker ponders: no helper is started for it
            await asyncio.sleep(0.01)
            memory = json.loads(await worker.handle(json.dumps({"op": "memory", "id": 9})))
            slices = memory["result"]["ponder_slices"]
        none = list(fake.posted)
        helped = json.loads(await worker.handle(json.dumps(dict(ask, id=10, helpers=1))))
        while not any(r["op"] == "hint" for h, r in fake.posted):
            await asyncio.sleep(0.01)
        return alone, none, helped

    alone, none, helped = run(asyncio.wait_for(game(), 60))
    assert alone["ok"] and alone["result"]["helpers"] == 0 and none == []
    assert helped["ok"] and helped["result"]["helpers"] == 0  # the database answered it
    asked = [r["pos"] for h, r in fake.posted if r["op"] == "hint"]
    assert len(asked) == 1 and len(asked[0]) == 13 and asked[0].startswith(pos)
    hints._pool = None
    started = len(fake.posted)
    early = json.loads(run(worker.handle(json.dumps(dict(ask, id=11, pos=pos[:8], helpers=1)))))
    assert early["ok"] and hints._pool is not None and hints._pool.alive() == 1  # 10 to ponder
    hints._pool = None
    run(worker.handle(json.dumps(dict(ask, id=12, pos=pos[:6], helpers=1))))
    assert hints._pool is None and len(fake.posted) == started  # 8: not yet
