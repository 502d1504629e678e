"""The hint worker's idle time: pondering (connect4.solver.ponder) while no request runs.

Runs in static/worker.py's asyncio loop (Pyodide's, or CPython's in the tests): a task
started when the worker has nothing to do, stepping the ponder a slice at a time and
stopping at the first slice after any request starts.

Between slices it waits for :func:`connect4.worker.yielding.pause` at background priority:
every message from the page comes first.
"""

import asyncio

from connect4.players.base import YIELD_EVERY
from connect4.solver.ponder import Ponder
from connect4.worker import yielding


class Pondering:
    """The worker's :class:`Ponder` and the task that runs it; ``idle()`` says when it may,
    ``pause()`` is awaited between two slices, ``share(ponder, solver)`` is told whenever
    what to ponder may have changed (the worker's helpers take positions from it)."""

    def __init__(self, idle, pause=lambda: yielding.pause(yielding.IDLE),
                 share=lambda ponder, solver: None):
        self.idle = idle
        self.pause = pause
        self.share = share
        self.ponder = Ponder()
        self.task = None  # the asyncio task, while one runs
        self.halted = False  # stop() asked the running task to end

    def reply(self, position: str, solver):
        """A hint reply for ``position`` if pondering found it, else ``None``."""
        scores = self.ponder.get(position)
        if scores is None:
            return None
        return {"scores": scores, "nodes": 0, "time": 0.0, "book": solver.book is not None,
                "book_problem": solver.book_problem, "hint_data": solver.hint_data is not None,
                "helpers": 0, "pondered": True}

    def kick(self, solver) -> None:
        """Start pondering if there is something to ponder and nothing else runs."""
        if solver is not None:
            self.share(self.ponder, solver)
        if self.task is None and solver is not None and self.ponder.has_work() and self.idle():
            self.halted = False
            self.task = asyncio.ensure_future(self._run(solver))

    def stop(self) -> bool:
        """Hints are off: nothing more to ponder, the running search ends at its next slice.
        True if something was left to ponder."""
        left = bool(self.ponder.queue)
        self.ponder.clear()
        self.share(self.ponder, None)  # helpers pondering stop too
        self.halted = self.task is not None
        return left

    async def _run(self, solver):
        steps = self.ponder.steps(solver, YIELD_EVERY)
        try:
            await asyncio.sleep(0)
            while self.idle() and not self.halted:
                forecasting = bool(self.ponder.forecasts)
                try:
                    next(steps)
                except StopIteration:
                    break
                if forecasting and not self.ponder.forecasts:  # helpers waited for the order
                    self.share(self.ponder, solver)
                await self.pause()
        finally:
            steps.close()
            self.task = None
