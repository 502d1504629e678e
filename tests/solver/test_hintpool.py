"""Helper workers for a slow hint: their life, and a hint shared with them gives the plain answer."""

from connect4.board import Board
from connect4.search_driver import drive
from connect4.solver.api import Solver
from connect4.solver.hintplan import HintPlan, Task
from connect4.solver.hintpool import BUSY, GONE, IDLE, HelperPool, helpers_wanted

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
    return pool


def test_the_machine_decides_how_many_helpers():
    assert [helpers_wanted(c) for c in (None, "x", 1, 2, 4, 16)] == [0, 0, 0, 1, 3, 3]
    assert helpers_wanted(16, 2) == 0 and helpers_wanted(16, 4) == 1 and helpers_wanted(16, 8) == 3


def test_a_helper_boots_then_takes_a_task_without_the_database():
    fake = Fake()
    pool = fake.pool()
    pool.grow(2)
    pool.grow(2)
    assert fake.started == [0, 1] and pool.state == {0: "starting", 1: "starting"}
    plan = HintPlan([3, 2], {3: (-5, 5), 2: (-5, 5)})
    pool.attach(plan, "44")
    pool.on_message(0, {"event": "loading", "loaded": 5, "total": 9})
    assert fake.posted == [] and pool.state[0] == "starting"  # not before it is up
    pool.on_message(0, {"event": "ready"})
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


def test_the_worker_runs_a_helpers_task_too_and_the_first_answer_settles_it():
    fake = Fake()
    pool = booted(fake, 2)
    plan = HintPlan([3, 2, 4], {c: (-5, 5) for c in (3, 2, 4)})
    pool.attach(plan, "44")
    assert plan.take("local").column == 4  # the worker takes the last one
    assert pool.oldest_task() == (0, plan.running(0))  # given first: run longest
    helper, task = pool.oldest_task()
    first_id = fake.last(0)["id"]
    # the worker answers helper 0's column first: it counts, the helper stops and moves on
    assert pool.overtake(helper, task, 1) == [{"column": 3, "wdl": 1}]
    assert {"op": "cancel", "id": 0, "target": first_id} in [r for h, r in fake.posted if h == 0]
    assert fake.last(0)["op"] == "hint-task" and Task.from_dict(fake.last(0)).phase == "exact"
    pool.on_message(0, {"id": first_id, "ok": False, "kind": "cancelled"})  # its old reply
    assert pool.state[0] == BUSY and pool.take_steps() == []
    # helper 1 answers before the worker does: the worker's late answer changes nothing
    helper, task = pool.oldest_task()
    assert helper == 1 and task.column == 2
    pool.on_message(1, {"id": fake.last(1)["id"], "ok": True, "result": {"value": -1}})
    assert pool.take_steps() == [{"column": 2, "wdl": -1}]
    assert pool.overtake(1, task, 1) == [] and plan.wdl[2] == -1


def test_no_task_to_run_too_without_a_plan_or_a_busy_helper():
    fake = Fake()
    pool = booted(fake, 1)
    assert pool.oldest_task() is None
    plan = HintPlan([3], {3: (-5, 5)})
    pool.attach(plan, "44")
    pool.on_message(0, {"id": fake.last(0)["id"], "ok": True, "result": {"value": 0}})
    assert plan.done and pool.oldest_task() is None


def test_idle_helpers_ponder_and_a_hint_takes_them_back():
    from connect4.solver.ponder import Ponder

    fake = Fake()
    pool = booted(fake, 2)
    ponder = Ponder()
    pos = "4444443322"
    ponder.after(pos, Solver().analyze(pos), replies=True)
    wanted = [p for p, _ in ponder.queue][1:3]
    pool.ponder_with(ponder, lambda p: p in wanted)  # say, the first is too early for them
    asked = {h: fake.last(h) for h in (0, 1)}
    assert [asked[h]["pos"] for h in (0, 1)] == wanted and pool.busy() == 2
    assert all(r["op"] == "hint" and r["ponder"] == "off" and r["helpers"] == 0
               for r in asked.values())
    assert ponder.claimed == set(wanted) and ponder.has_work()  # the rest is the worker's
    # helper 0's answer is kept as the pondering's own; it takes the next position
    pool.on_message(0, {"id": asked[0]["id"], "ok": True, "result": {"scores": [1] * 7}})
    assert ponder.get(wanted[0]) == [1] * 7 and pool.state[0] == IDLE  # none it may take
    # the game went elsewhere: the claim is gone, the helper stops
    ponder.moved_to("7")
    pool.ponder_with(ponder)
    assert fake.last(1) == {"op": "cancel", "id": 0, "target": asked[1]["id"]}
    assert pool.pondering == {} and pool.state[1] == IDLE
    pool.on_message(1, {"id": asked[1]["id"], "ok": False, "kind": "cancelled"})
    assert ponder.get(wanted[1]) is None
    # a hint takes a pondering helper first, even one on the hint's own position
    ponder.after(pos, Solver().analyze(pos), replies=True)
    pool.ponder_with(ponder)
    on = pool.pondering[0]
    plan = HintPlan([3, 2], {3: (-5, 5), 2: (-5, 5)})
    pool.attach(plan, on)
    assert pool.pondering == {} and on not in ponder.claimed
    assert {fake.last(h)["op"] for h in (0, 1)} == {"hint-task"}
    pool.detach()
    assert set(pool.state.values()) == {IDLE}


def test_a_helper_lost_while_pondering_gives_its_position_back():
    from connect4.solver.ponder import Ponder

    fake = Fake()
    pool = booted(fake, 1)
    ponder = Ponder()
    ponder.after("4444443322", Solver().analyze("4444443322"), replies=True)
    pool.ponder_with(ponder)
    pos = fake.last(0)["pos"]
    assert ponder.claimed == {pos}
    pool.on_message(0, {"id": fake.last(0)["id"], "ok": False, "kind": "crash", "error": "x"})
    assert pool.state[0] == GONE and ponder.claimed == set()
