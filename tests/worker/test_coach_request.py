"""The full worker's ``coach`` request (connect4.worker.why.coach): the verdict is reported
before the explanation's modules are awaited, then a mistake's reason; a kept move waits for nothing."""

import json

from connect4.solver import Solver
from connect4.worker import why

MISSED = "121212"


async def drive(rid, gen, on_step=None):
    while True:
        try:
            step = next(gen)
        except StopIteration as stop:
            return stop.value
        if on_step is not None:
            on_step(step)


def run(req, monkeypatch):
    events = []

    async def load(name):
        events.append("load " + name)

    monkeypatch.setattr(why, "load", load)
    sink = lambda text: events.append(json.loads(text))  # noqa: E731
    # Stepped by hand, not by asyncio.run: that refuses to start inside a running
    # loop, which a browser test (Playwright's sync API) leaves in this process;
    # nothing here waits on a real future.
    coro = why.coach(7, req, Solver(), drive, sink)
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value, events


def test_the_verdict_comes_before_the_modules_then_the_reason(monkeypatch):
    out, events = run({"pos": MISSED, "col": 2}, monkeypatch)
    # the result alone first (issue 52: the page stops the game on it), then the distances
    assert events[0]["id"] == 7 and events[0]["progress"]["wdl"] == {
        "pos": MISSED, "col": 2, "best": 1, "played": -1, "kind": "win-lost", "exact": False}
    assert events[1]["progress"]["verdict"]["kind"] == "win-lost"
    assert events[2] == "load explain"
    assert out["reason"] == "It misses the win at a4: red makes four there at once."
    assert out["line"] == [1]


def test_a_kept_move_fetches_nothing(monkeypatch):
    out, events = run({"pos": "", "col": 3}, monkeypatch)
    assert out["kind"] == "kept" and "load explain" not in events


def test_a_position_of_the_database_waits_for_it():
    assert why.coach_waits({"pos": "44443333", "col": 0})  # 8 discs: minutes without it
    assert not why.coach_waits({"pos": "4444333322", "col": 0})  # 10: often quicker to search
