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
