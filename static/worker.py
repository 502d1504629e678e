"""The AI worker's Python side: JSON string in, JSON string out.

Runs in Pyodide inside static/ai-worker.js (a plain module worker: that file says why). One JSON
object per message, answered with its ``id``: ``{"id", "ok": true, "result"}`` or ``{"id", "ok":
false, "error", "kind"}``, after any number of ``{"id", "progress": ...}``. The ops:

- ``hello``; ``think`` (``pos``, ``spec``, ``seed``): a move and its figures
- ``hint`` (``pos``): 7 exact scores, progress per column (connect4.page.modes.hints.hintreply)
  (then, while nothing else runs, the next positions' hints: connect4.solver.ponder; with
  ``"ponder": "replies"``, against an AI, only those after its replies, its forecast reply first
  where ``ai`` names a player it has made; ``"off"``: a helper's)
- ``hint-data``: the 12-disc database fetched (static/worker_data.py)
- ``review``, ``line``, ``why``, ``why-reply``, ``coach``, ``vthink``, ``vhint``, ``match``,
  ``match-control``: connect4.worker.review, connect4.solver.line, connect4.worker.why,
  connect4.coach.check, connect4.worker.variant, connect4.worker.match
- ``cancel`` (``target``), ``ping`` (the page's watchdog, answered between slices), ``memory``

Searches yield about every 50 ms, and this module then awaits a pause in which a waiting ``cancel``
gets in (connect4.worker.yielding): Pyodide's interrupt buffer needs cross-origin isolation,
which GitHub Pages cannot give.
"""

import asyncio
import json
import sys
import time

try:  # static/worker_hints.py and worker_data.py, as ai-worker.js installs them
    import c4data
    import c4hints
except ImportError:  # CPython (tests, the built site's own check): the files beside this one
    import importlib.util
    import os

    def _beside(name, file):
        spec = importlib.util.spec_from_file_location(
            name, os.path.join(os.path.dirname(os.path.abspath(__file__)), file))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod

    c4hints, c4data = _beside("c4hints", "worker_hints.py"), _beside("c4data", "worker_data.py")
from connect4.board import parse_position
from connect4.errors import Connect4Error, WorkerRequestError
from connect4.players import ladder
from connect4.players.base import YIELD_EVERY
from connect4.players.registry import describe_players
from connect4.solver import Solver
from connect4.solver.hintdata import HintDataError
from connect4.solver.hintplan import Task
from connect4.solver.line import best_line_steps
from connect4.worker import variant as c4variant
from connect4.worker import why as c4why
from connect4.worker.match import MatchSession
from connect4.worker.pondering import Pondering
from connect4.worker.requests import (
    PONDER_TARGET,
    SEARCH_KINDS,
    Cancelled,
    PlayerCache,
    RequestBook,
    error_reply,
    match_control,
    memory_figures,
    reply,
    seed_of,
)
from connect4.worker.review import ReviewRun
from connect4.worker.yielding import pause

_players = PlayerCache()
_solver = None
_requests = RequestBook()
#: Where progress reports go: ai-worker.js sets its postMessage here (one JSON string); None drops them.
progress_sink = None


async def _drive(rid, gen, on_step=None):
    """Step a search generator to its end, letting cancels in after each yield
    (and passing each step to ``on_step``)."""
    try:
        # Before any work: a cancel queued right behind this request gets in
        # first, so a burst of superseded requests (fast clicks with hints on)
        # costs nothing instead of one search slice each.
        await pause()
        if _requests.is_cancelled(rid):
            raise Cancelled()
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                return stop.value
            if on_step is not None:
                on_step(step)
            await pause()
            if _requests.is_cancelled(rid):
                raise Cancelled()
    finally:
        gen.close()


async def _think(rid, req):
    board = parse_position(req.get("pos", ""))
    if board.is_over():
        raise Connect4Error("the game at %r is already over" % board.notation())
    _pondering.ponder.moved_to(board.notation())  # against an AI: what follows its reply stays
    spec = req.get("spec")
    player = _players.get(spec, seed_of(req))
    t0 = time.perf_counter()
    result = await _drive(rid, player.think(board))
    out = result.to_dict()
    out["wall"] = time.perf_counter() - t0
    out["spec"] = spec
    out["player"] = player.spec()
    return out


async def _solver_ready(wait=True):
    """The solver, once the 12-disc database is in if it is downloading (never an early column
    without it: seconds to wait, minutes to search); ``wait`` False: the coach's, with a time bound."""
    global _solver
    if wait:
        await _hint_data.wait()
    if _solver is None:
        _solver = Solver()
    return _solver


async def _hint(rid, req):
    board = parse_position(req.get("pos", ""))
    if board.is_over():
        return {"scores": None}
    solver = await _solver_ready()
    pos = board.notation()
    out = _pondering.reply(pos, solver)  # found while the player thought?
    if out is None:
        out = await c4hints.hint(rid, req, board, solver, _drive,
                                 lambda: _requests.is_cancelled(rid), Cancelled, progress_sink)
    if req.get("ponder") != "off":  # "off": a helper's, for the pondering of the hint worker
        _pondering.ponder.after(pos, out["scores"], req.get("ponder") == "replies",
                                _players.forecaster(req.get("ai")))
    return out


#: The next positions' hints (connect4.solver.ponder), searched only while nothing else runs.
_pondering = Pondering(lambda: _requests.idle() and not _matches, share=c4hints.ponder_with)


async def _hint_task(rid, req):
    """A helper's part of a hint: one column search of the hint worker's plan."""
    board = parse_position(req.get("pos", ""))
    task = Task.from_dict(req)
    solver = await _solver_ready()
    value = await _drive(rid, solver.task_steps(board, task, None, YIELD_EVERY))
    return {"value": value, "nodes": solver.nodes}


async def _review(rid, req):
    """Every move of a game judged, each posted as it is (see connect4.worker.review)."""
    run = ReviewRun(req, await _solver_ready())

    def report(step):
        body = run.progress(step)
        if body is not None and progress_sink is not None:
            progress_sink(json.dumps({"id": rid, "progress": {"review": body}}))

    return run.result(await _drive(rid, run.steps(), report))


async def _line(rid, req):
    """The best line from a position (the hints' "Show the line"), after the database like a hint."""
    board = parse_position(req.get("pos", ""))
    if board.is_over():
        return {"pos": board.notation(), "line": []}
    score = c4why.checked_score(req, "score", "line")
    solver = await _solver_ready()

    def report(step):  # the line so far (an opening's first moves take seconds each)
        if isinstance(step, dict) and progress_sink is not None:
            progress_sink(json.dumps({"id": rid, "progress": {"pos": board.notation(),
                                                               "line": [c + 1 for c in step["line"]]}}))

    line = await _drive(rid, best_line_steps(solver, board, None, score, YIELD_EVERY), report)
    return {"pos": board.notation(), "line": [c + 1 for c in line]}


async def _why(rid, req):  # its modules come on the first (ai-worker.js sets c4why's load)
    if req["op"] == "coach":  # the verdict first (a progress report), then the reason
        return await c4why.coach(rid, req, await _solver_ready(c4why.coach_waits(req)), _drive, progress_sink)
    await c4why.ready()
    return await _drive(rid, c4why.steps(req, await _solver_ready()))


#: The 12-disc database, fetched on the first ``hint-data`` request (static/worker_data.py).
_hint_data = c4data.HintDataLoader()


async def _load_hint_data(rid, req):
    """Fetch the 12-disc database with progress reports; the hint solver uses it.
    Any failure is a HintDataError (a ``data`` reply): hints then go on searching."""
    global _solver
    t0 = time.perf_counter()
    data = await _hint_data.load(rid, progress_sink)
    if _solver is None:
        _solver = Solver()
    _solver.set_hint_data(data)
    return {"positions": len(data), "bytes": len(data) * 5, "time": time.perf_counter() - t0}


def _hello(rid, req):
    return {"levels": ladder.describe_ladder(), "players": describe_players(),
            "python": sys.version.split()[0]}


async def handle(text):
    """Answer one request (a JSON string) with one reply (a JSON string)."""
    rid = None
    try:
        req = json.loads(text)
        rid = req.get("id")
        op = req.get("op")
        if op == "cancel" and req.get("target") == PONDER_TARGET:
            return reply(rid, {"cancelled": _pondering.stop()})
        if op == "cancel":
            return reply(rid, {"cancelled": _requests.cancel(req.get("target"))})
        if op == "hello":
            return reply(rid, _hello(rid, req))
        if op == "ping":
            return reply(rid, {})
        if op == "memory":
            return reply(rid, dict(memory_figures(len(_players), _pondering.ponder), **c4hints.figures()))
        if op == "match-control":
            return reply(rid, match_control(_matches.get(req.get("target")), req.get("action")))
        if op == "match":
            return reply(rid, await _match(rid, req))
        if op == "hint-data":
            return reply(rid, await _load_hint_data(rid, req))
        run = _SEARCHES.get(op)
        if run is None:
            raise WorkerRequestError("unknown request %r" % (op,))
        _requests.start(rid, SEARCH_KINDS[op])
        try:
            return reply(rid, await run(rid, req))
        finally:
            _requests.finish(rid)
            _pondering.kick(_solver)
    except Exception as e:  # every failure is a reply the page shows; the worker carries on
        return error_reply(rid, e, data_errors=(HintDataError,))


# -- matches (the match panel) ----------------------------------------------------
#: Matches in progress by request id (the page runs one at a time).
_matches = {}
#: While paused, the match looks for a resume or stop this often (seconds).
_PAUSE_POLL = 0.05


async def _match(rid, req):
    """Play a whole match in slices of YIELD_EVERY, reporting progress; its last report.

    Think and hint requests (the game beside the panel) and pings get in
    between slices, as does a ``match-control`` message.
    """
    session = MatchSession(req.get("a"), req.get("b"), req.get("games"), seed=req.get("seed", 0),
                           alternate=req.get("alternate", False), opening_plies=req.get("opening_plies", 0),
                           first=req.get("first", 0), earlier=req.get("earlier"),
                           elapsed=req.get("elapsed", 0.0))
    _matches[rid] = session
    try:
        _match_report(rid, session)
        while not session.run_for(YIELD_EVERY):
            if session.progress_due():
                _match_report(rid, session)
            if session.paused:
                _match_report(rid, session)
                while session.paused:
                    await asyncio.sleep(_PAUSE_POLL)
            else:
                await pause()
        return session.final()
    finally:
        _matches.pop(rid, None)


def _match_report(rid, session):
    if progress_sink is not None:
        progress_sink(json.dumps({"id": rid, "progress": {"match": session.progress()}}))


#: The search requests by op (each of a kind in SEARCH_KINDS).
_SEARCHES = {"think": _think, "hint": _hint, "hint-task": _hint_task, "review": _review,
             "line": _line, "why": _why, "why-reply": _why, "coach": _why,
             "vthink": lambda rid, req: _drive(rid, c4variant.think_steps(req)),
             "vhint": lambda rid, req: _drive(rid, c4variant.hint_steps(req))}
