"""The worker's pondering task (connect4.worker.pondering): slices while idle, a pause between."""

import asyncio

from own_loop import run

from connect4.solver.api import Solver
from connect4.worker.pondering import Pondering

#: 20 discs: its children's hints take a few hundredths of a second each.
POSITION = "44444352233332555211"


def test_the_pause_comes_between_slices_and_a_request_stops_it():
    pauses = []
    busy = []
    pondering = None

    async def pause():  # the next message gets in here: a request after the third slice
        pauses.append(pondering.ponder.slices)
        if len(pauses) == 3:
            busy.append(True)
        await asyncio.sleep(0)

    async def scenario():
        nonlocal pondering
        pondering = Pondering(lambda: not busy, pause)
        solver = Solver()
        pondering.ponder.after(POSITION, solver.analyze(POSITION))
        pondering.kick(solver)
        await pondering.task

    run(scenario())
    assert pauses == [1, 2, 3]  # one pause after each slice, none after the request came
    assert pondering.task is None and pondering.ponder.has_work()


def test_helpers_are_told_once_the_ais_replies_are_forecast():
    shared = []  # what each share call saw: the forecasts left
    pondering = None

    def share(ponder, solver):
        shared.append(len(ponder.forecasts))
        if len(shared) == 2:
            pondering.halted = True  # enough: the order is known

    def forecast(board):  # the AI's reply: always the left edge
        yield
        return 0

    async def scenario():
        nonlocal pondering
        pondering = Pondering(lambda: True, lambda: asyncio.sleep(0), share)
        solver = Solver()
        pondering.ponder.after(POSITION, solver.analyze(POSITION), True, forecast)
        pondering.kick(solver)  # helpers told at once: none can claim before the forecasts
        assert pondering.ponder.claim() is None
        await pondering.task

    run(scenario())
    assert shared[0] > 0 and shared[1] == 0  # then once they are all in
    first = pondering.ponder.claim()
    assert first is not None and first.endswith("1")  # the forecast's position first
