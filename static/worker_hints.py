"""The hint worker's helper workers (browser glue for :mod:`connect4.solver.hintpool`).

A helper is another static/ai-worker.js started from this worker, ending with it.
"""

import asyncio
import json
import sys
import time

from connect4.errors import SolverError
from connect4.players.base import YIELD_EVERY
from connect4.solver.hintdata import PLY
from connect4.solver.hintplan import WDL
from connect4.solver.hintpool import GONE, HELPERS_AFTER, HelperPool, helpers_wanted

#: While the worker waits for its helpers' answers, it looks this often (s).
_POLL = 0.02

_workers = {}  # helper -> Worker
_handlers = []  # the proxies given to JavaScript (kept alive with the workers)
_pool = None
#: The helpers the last hint asked for (its ``helpers``, else the machine's): the pondering
#: after it starts as many (:func:`ponder_with`).
_asked = None


def _start(helper):
    import js
    from pyodide.ffi import create_proxy, to_js

    url = js.URL.new("ai-worker.js", js.location.href).href
    worker = js.Worker.new(url, to_js({"type": "module"}, dict_converter=js.Object.fromEntries))
    on_message = create_proxy(lambda ev: _on_message(helper, ev.data))
    on_error = create_proxy(lambda ev: _on_error(helper))
    _handlers.extend((on_message, on_error))
    worker.onmessage = on_message
    worker.onerror = on_error
    _workers[helper] = worker


def _post(helper, req):
    _workers[helper].postMessage(json.dumps(req))


def _on_message(helper, text):
    try:
        msg = json.loads(text)
    except (TypeError, ValueError) as e:  # not the protocol: dropped, and said where it shows
        print("helper %s sent something unreadable: %s" % (helper, e), file=sys.stderr)
        return
    _pool.on_message(helper, msg)
    if _pool.state.get(helper) == GONE:
        _workers.pop(helper).terminate()


def _on_error(helper):
    if _pool is not None and helper in _workers:
        _pool.lost(helper)
        _workers.pop(helper).terminate()


def _machine_helpers():
    try:
        import js
    except ImportError:  # CPython: no workers to start
        return 0
    nav = js.navigator
    memory = getattr(nav, "deviceMemory", None)  # Chromium only
    return helpers_wanted(getattr(nav, "hardwareConcurrency", 1),
                          None if memory is None else float(memory))


def figures() -> dict:
    """The helpers for the ``memory`` request: ``helpers`` alive, ``helpers_busy`` on a
    column search or a pondered hint (what a test waits for instead of a fixed time)."""
    if _pool is None:
        return {"helpers": 0, "helpers_busy": 0}
    return {"helpers": _pool.alive(), "helpers_busy": _pool.busy()}


class _Overtaken(Exception):
    """The helper whose task this worker ran too answered it first."""


def _without_data(solver, discs: int) -> bool:
    """True if a helper (no database) searches a hint of ``discs`` as ``solver`` would: no
    search from there reaches the 12-disc database, or the worker has none either."""
    return solver.hint_data is None or discs >= PLY


def _grown(count: int) -> HelperPool:
    """The pool, started if need be, with ``count`` helpers alive at least."""
    global _pool
    if _pool is None:
        _pool = HelperPool(_start, _post)
    _pool.grow(count)
    return _pool


def ponder_with(ponder, solver):
    """Helpers ponder ``ponder``'s positions that they search as this worker would (``solver``
    None: the same ones as before); started for it as the last hint asked two moves before
    such a position is queued, so that they are up when it is (a game's first hint that
    searches comes at 12-13 discs: the pondering before it, of the slowest positions, had
    the worker alone, and a helper takes seconds to start)."""
    if (solver is not None and _pool is None and _asked
            and any(_without_data(solver, len(pos) + 2) for pos, _ in ponder.queue)):
        _grown(_asked)
    if _pool is not None:
        _pool.ponder_with(ponder, None if solver is None
                          else lambda pos: _without_data(solver, len(pos)))


def remember_asked(wanted=None) -> int:
    """The helpers a hint asks for (its ``helpers``, else the machine's), kept for the
    pondering after it (:func:`ponder_with`)."""
    global _asked
    _asked = _machine_helpers() if wanted is None else max(0, int(wanted))
    return _asked


class HintHelpers:
    """The helpers' part in one hint: started once it is slow, given its plan (``wanted``:
    :func:`remember_asked`'s count; ``after``: the request's ``helpers_after``, for
    benchmarks).  None where a search would reach the 12-disc database (``eligible`` False):
    helpers have none."""

    def __init__(self, plan, pos, wanted, after=None, eligible=True):
        self.plan = plan
        self.pos = pos
        self.wanted = wanted if eligible else 0  # (remember_asked's count)
        self.after = HELPERS_AFTER if after is None else max(0.0, float(after))
        self.t0 = time.perf_counter()
        self.attached = False

    def tick(self) -> list:
        """Called between search slices: start helpers once the hint is
        slow, and return the steps they found since the last call."""
        if not self.attached:
            if not self.wanted or time.perf_counter() - self.t0 < self.after:
                return []
            _grown(self.wanted).attach(self.plan, self.pos)
            self.attached = True
        return _pool.take_steps()

    async def wait(self, cancelled) -> list:
        """Wait for a helper's answer (this worker has no task left to run)."""
        while True:
            steps = self.tick()
            if steps or self.plan.done or self.plan.has_work():
                return steps
            if cancelled():
                return []
            if not self.attached or not _pool.alive():
                # no helper will answer: what they held is back in the plan
                return []
            await asyncio.sleep(_POLL)

    def oldest_task(self, phase=None):
        """``(helper, task)`` a helper runs (of ``phase``), the longest running, or ``None``."""
        return _pool.oldest_task(phase) if self.attached else None

    def overtake(self, helper, task, value) -> list:
        """This worker answered ``helper``'s ``task`` first: the steps of that answer."""
        return _pool.overtake(helper, task, value) if self.attached else []

    def count(self) -> int:
        """Helpers that were alive for this hint."""
        return _pool.alive() if self.attached else 0

    def close(self) -> None:
        """The hint ended or was cancelled: helpers stop what they run for it."""
        if self.attached:
            _pool.detach()
            self.attached = False


async def _overtake(rid, board, solver, search, drive, helpers, shadow, on_slice) -> list:
    """Run the task a helper runs (``shadow``: ``(helper, task)``) here too; the steps of
    this worker's answer, or none when the helper answered first (it stops this run)."""
    helper, task = shadow

    def on_shadow_slice(step):
        on_slice(step)
        if helpers.plan.running(helper) is not task:
            raise _Overtaken()

    try:
        value = await drive(rid, solver.task_steps(board, task, search, YIELD_EVERY),
                            on_shadow_slice)
    except _Overtaken:
        return []
    # the helper's own answer may have come in the drive's last pause: its steps are
    # then the pool's, and the plan may be done (so no later slice would report them)
    return helpers.overtake(helper, task, value) + helpers.tick()


async def hint(rid, req, board, solver, drive, cancelled, stop, sink):
    """Every column of ``board`` scored: the hint worker's ``hint`` request.

    Runs the plan's tasks here, sliced (``drive`` steps a search generator,
    letting cancels in), and hands tasks to helpers once the hint is slow;
    raises ``stop`` when ``cancelled()`` while only helpers were working.
    Reports each column as it is known through ``sink`` (see
    ``static/worker.py`` for the messages).
    """
    t0 = time.perf_counter()
    pos = board.notation()
    best = solver.book.get(board.current, board.mask) if solver.book is not None else None
    scores = [None] * 7
    wdl = [None] * 7  # win/draw/loss of columns whose exact score is pending
    pending = [c for c in range(7) if board.can_play(c)]

    def found(step):
        col = step["column"]
        if "wdl" in step:
            wdl[col] = step["wdl"]
        else:
            scores[col] = step["score"]
            wdl[col] = None
            pending.remove(col)
        if pending and sink is not None:  # the last one is the reply itself
            sink(json.dumps({"id": rid, "progress": {
                "pos": pos, "scores": scores, "pending": pending, "best": best, "wdl": wdl}}))

    steps, plan = solver.hint_plan(board)
    for step in steps:
        found(step)
    helpers = HintHelpers(plan, pos, remember_asked(req.get("helpers")), req.get("helpers_after"),
                          _without_data(solver, board.ply))

    def on_slice(step):
        for s in helpers.tick():
            found(s)

    search = solver._negamax()
    try:
        while not plan.done:
            on_slice(None)  # helpers join (and what they found since is reported)
            # every sign before any distance: one a helper is on (cold) is run here too
            shadow = None if plan.signs_waiting() else helpers.oldest_task(WDL)
            task = None if shadow is not None else plan.take("local")
            if task is None:  # the rest is with helpers
                await _with_helpers(rid, board, solver, search, drive, helpers, on_slice,
                                    found, cancelled, stop, shadow)
                continue
            # Sliced: one null-window probe of an early position can take
            # minutes; without slices neither a cancel nor the AI's moves get in.
            value = await drive(rid, solver.task_steps(board, task, search, YIELD_EVERY),
                                on_slice)
            for step in plan.finish("local", value) + helpers.tick():
                found(step)
        for step in helpers.tick():  # a helper's answer that came with the last one
            found(step)
        if pending:  # never a hint with a column missing: an error the hint line shows
            raise SolverError("the hint of %s ended without columns %s"
                              % (pos, [c + 1 for c in pending]))
        used = helpers.count()
    finally:
        helpers.close()
    return {"scores": scores, "nodes": search[1](), "time": time.perf_counter() - t0,
            "book": solver.book is not None, "book_problem": solver.book_problem,
            "hint_data": solver.hint_data is not None, "helpers": used}


async def _with_helpers(rid, board, solver, search, drive, helpers, on_slice, found,
                        cancelled, stop, shadow=None):
    """Nothing here to run: run ``shadow`` (else a helper's oldest task) too, whoever
    answers first settles it, or wait for the helpers' answers."""
    shadow = shadow or helpers.oldest_task()
    if shadow is not None:
        for step in await _overtake(rid, board, solver, search, drive, helpers, shadow,
                                    on_slice):
            found(step)
        return
    for step in await helpers.wait(cancelled):
        found(step)
    if cancelled():
        raise stop()
