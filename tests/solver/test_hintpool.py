"""Helper workers for a slow hint: their life, and a hint shared with them gives the plain answer."""

from connect4.board import Board
from connect4.search_driver import drive
from connect4.solver.api import Solver
from connect4.solver.hintplan import HintPlan, Task
from connect4.solver.hintpool import BUSY, GONE, IDLE, LOADING, HelperPool, helpers_wanted

POSITION = "6724772136625432"  # 16 discs: wins, draws and losses


class Fake:
    """What the worker would do: remember the started helpers and the posted requests."""

    def __init__(self):
        self.started = []
        self.posted = []

    def pool(self):
        return HelperPool(self.started.append, lambda h, req: self.posted.append((h, dict(req))))

    def last(self, helper):
        return [req for h, req in self.posted if h == helper][-1]


def booted(fake, count):
    pool = fake.pool()
    pool.grow(count)
    for h in range(count):
        pool.on_message(h, {"event": "ready"})
        pool.on_message(h, {"id": fake.last(h)["id"], "ok": True, "result": {}})  # hint-data
    return pool


def test_the_machine_decides_how_many_helpers():
    assert [helpers_wanted(c) for c in (None, "x", 1, 2, 4, 16)] == [0, 0, 0, 1, 3, 3]
    assert helpers_wanted(16, 2) == 0 and helpers_wanted(16, 4) == 1 and helpers_wanted(16, 8) == 3


def test_a_helper_boots_loads_the_database_then_takes_a_task():
    fake = Fake()
    pool = fake.pool()
    pool.grow(2)
    pool.grow(2)
    assert fake.started == [0, 1] and pool.state == {0: "starting", 1: "starting"}
    pool.on_message(0, {"event": "loading", "loaded": 5, "total": 9})
    pool.on_message(0, {"event": "ready"})
    assert pool.state[0] == LOADING and fake.last(0)["op"] == "hint-data"
    plan = HintPlan([3, 2], {3: (-5, 5), 2: (-5, 5)})
    pool.attach(plan, "44")
    data_id = fake.last(0)["id"]
    # the download's progress carries the request's id: not its answer
    pool.on_message(0, {"id": data_id, "progress": {"hint_data": {"loaded": 1, "total": 9}}})
    assert pool.state[0] == LOADING  # not before its database is in
    pool.on_message(0, {"id": fake.last(0)["id"], "ok": False, "kind": "data", "error": "404"})
    req = fake.last(0)
    assert pool.state[0] == BUSY and req["op"] == "hint-task" and req["pos"] == "44"
    assert Task.from_dict(req) == Task(3, "wdl", -5, 5)
    pool.on_message(0, {"id": req["id"] - 1, "ok": True, "result": {"value": 1}})  # stale
    assert pool.take_steps() == []
    pool.on_message(0, {"id": req["id"], "ok": True, "result": {"value": -1}})
    assert pool.take_steps() == [{"column": 3, "wdl": -1}]
    assert Task.from_dict(fake.last(0)) == Task(2, "wdl", -5, 5)  # straight to the next


def test_a_cancelled_hint_stops_the_helpers_task():
    fake = Fake()
    pool = booted(fake, 1)
    pool.attach(HintPlan([3], {3: (-5, 5)}), "44")
    task_id = fake.last(0)["id"]
    pool.detach()
    assert fake.last(0) == {"op": "cancel", "id": 0, "target": task_id}
    assert pool.state[0] == IDLE
    pool.on_message(0, {"id": task_id, "ok": False, "kind": "cancelled"})
    assert pool.state[0] == IDLE and pool.plan is None


def test_a_crashed_helper_gives_its_task_back_and_no_other_starts():
    fake = Fake()
    pool = booted(fake, 2)
    plan = HintPlan([3, 2, 4], {c: (-5, 5) for c in (3, 2, 4)})
    pool.attach(plan, "44")
    assert plan.running(0).column == 3
    pool.on_message(0, {"id": fake.last(0)["id"], "ok": False, "kind": "crash", "error": "x"})
    assert pool.state[0] == GONE and pool.alive() == 1
    assert plan.take("local").column == 3  # back first in the queue
    pool.on_message(1, {"event": "boot-error", "error": "no memory"})
    assert pool.alive() == 0 and plan.take("again").column == 2  # helper 1's, given back
    assert plan.take("more").column == 4
    pool.grow(3)
    assert fake.started == [0, 1]


def test_a_hint_shared_with_two_helpers_is_the_plain_analysis():
    board = Board.from_notation(POSITION)
    plain = Solver(table_size_log2=18, book=False).analyze(board)
    fake = Fake()
    pool = booted(fake, 2)
    solvers = {h: Solver(table_size_log2=18, book=False) for h in (0, 1)}
    local = Solver(table_size_log2=18, book=False)
    known, plan = local.hint_plan(board)
    scores = [None] * 7
    for s in known:
        scores[s["column"]] = s["score"]
    pool.attach(plan, POSITION)
    answered = set()
    while not plan.done:
        task = plan.take("local")
        if task is not None:
            for s in plan.finish("local", drive(local.task_steps(board, task))):
                if "score" in s:
                    scores[s["column"]] = s["score"]
        for h in (0, 1):  # each helper answers its request, as its worker would
            req = fake.last(h)
            if req["op"] == "hint-task" and req["id"] not in answered:
                answered.add(req["id"])
                value = drive(solvers[h].task_steps(Board.from_notation(req["pos"]),
                                                    Task.from_dict(req)))
                pool.on_message(h, {"id": req["id"], "ok": True, "result": {"value": value}})
        for s in pool.take_steps():
            if "score" in s:
                scores[s["column"]] = s["score"]
    assert scores == plain
    assert len(answered) >= 4  # the helpers did a share of the work
