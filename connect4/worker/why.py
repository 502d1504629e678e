"""The full worker's "Why?": a position explained, its mistakes' reasons, and the plan's next move.

static/worker.py awaits the explanation's modules (:data:`MODULES`, fetched
by the worker on the first ``why`` request: nothing of them on a first visit)
and then calls these plain functions, tested in CPython:

- ``{"op": "why", "pos": "4453", "score": S or absent, "cols": [0-based columns]}``
  -> ``{"pos", "score", "why": explain()'s dict without its plan, "reasons":
  {"col": sentence}, "details": {"col": connect4.explain.reasons.reason_of's
  object}}``: the reasons of the columns ``cols`` (the hints' losing ones, a
  review's mistake, a puzzle's wrong move) with their scores ``"after"``
  (``{"col": score of the position after it, for the side then to move}``)
  when the page knows them, and the best column ``"best"`` (the contrast).
  With no proof, ``why`` is the best-play account
  (connect4.explain.bestplay.as_why: ``"bestplay"``, its claim);
- ``{"op": "coach", "pos", "col", "scores"}`` -> connect4.coach.check's answer, its verdict
  first as a progress report (:func:`coach`);
- ``{"op": "why-reply", "pos": the explained position, "score", "moves": the moves
  played since}`` -> ``{"pos", "moves", "column": 0-based or None}``: the
  explained side's move by the plan (connect4.explain.strategy), the page's
  "Play it out".  The plan stays here (its keys are ints, not JSON's);
  a plan this worker has not made (it was replaced) is made again.

Both are bounded: an explanation takes at most about a second in CPython;
:func:`steps` yields between the explanation and each reason, so the worker
lets a cancel in there (static/worker.py's ``_drive``).
"""

import importlib
import json

from connect4.board import parse_position
from connect4.errors import WorkerRequestError

#: The package's modules that come on first use (the builder's lazy "explain" files).
FOLDER = "connect4/explain/"
#: Plans kept, by (position, score): Play it out asks the one it explained.
MAX_PLANS = 4
#: A slice of a best line's search between yields (s): a cancel gets in this often.
SLICE_S = 0.05
#: The most slices a best line may take (about 10 s of search): else no best-play account.
MAX_SLICES = 200

_plans = []  # [((pos, score), why)], most recent last
#: Fetches the lazy "explain" files into the worker's file system (static/ai-worker.js
#: sets it to an async function); None in CPython, where the files are there.
load = None


async def ready():
    """The explanation's modules are importable (fetched once, on the first request)."""
    global load
    if load is not None:
        await load("explain")
        load = None
        importlib.invalidate_caches()


async def coach(rid, req: dict, solver, drive, sink):
    """A ``coach`` request (connect4.coach.check): its verdict, sent to ``sink`` as a progress
    report before the explanation's modules are fetched (they may take a second on a first
    use: the page waits 2 s for the verdict, not for them), then a mistake's reason.
    ``drive(rid, generator, on_step)`` steps a search (static/worker.py's)."""
    from connect4.coach import check  # on the first coach request, not as the worker starts

    def report(step):  # the result alone, then the verdict: not the line's own steps
        if isinstance(step, dict) and ("verdict" in step or "wdl" in step) and sink is not None:
            sink(json.dumps({"id": rid, "progress": step}))

    out = await drive(rid, check.steps(req, solver, reasons=False), report)
    if check.is_mistake(out.get("kind")):  # a mistake: its reason comes now
        await ready()
        out = await drive(rid, check.reason_steps(out, solver), None)
    return out


def coach_waits(req: dict) -> bool:
    """True if a ``coach`` request should wait for the 12-disc database while it downloads
    (connect4.coach.check.needs_data: a position it answers, seconds away, not minutes)."""
    from connect4.coach import check  # on the first coach request, as in coach()

    return check.needs_data(req)


def steps(req: dict, solver=None):
    """A ``why`` or ``why-reply`` request as a search generator: its answer is its value.

    ``solver``: for the best lines of the best-play accounts (``None``: none)."""
    yield None
    if req.get("op") == "why-reply":
        return plan_move(req)
    return (yield from _why_steps(req, solver))


def checked_score(req, key="score", what="why"):
    """``req[key]``, an int or None (a ``what``'s score: else a WorkerRequestError)."""
    score = req.get(key)
    if score is not None and (not isinstance(score, int) or isinstance(score, bool)):
        raise WorkerRequestError("a %s's %s must be an integer, not %r" % (what, key, score))
    return score


def _explained(pos: str, score):
    from connect4.explain.why import explain  # the worker fetches it on the first "why" (ready)

    for key, why in _plans:
        if key == (pos, score):
            return why
    b = parse_position(pos)
    why = explain(b.current, b.mask, b.ply, score)
    _plans.append(((pos, score), why))
    del _plans[:-MAX_PLANS]
    return why


def why(req: dict, solver=None) -> dict:
    """The explanation of ``req["pos"]`` and the reasons of its columns ``req["cols"]``."""
    gen = _why_steps(req, solver)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def _why_steps(req: dict, solver=None):
    from connect4.explain import bestplay, mistakes  # fetched on the first "why" (ready)

    b = parse_position(req.get("pos", ""))
    pos, score = b.notation(), checked_score(req)
    out = {"pos": pos, "score": score, "reasons": {}, "details": {}}
    if b.is_over():
        out["why"] = None
        return out
    full = _explained(pos, score)
    yield None
    out["why"] = {k: v for k, v in full.items() if k != "plan"}
    if full.get("claim") is None:  # no proof: the best-play account, labelled as such
        got = yield from mistakes.position_steps(solver, b, score, SLICE_S, MAX_SLICES)
        if got is not None:
            out["why"] = bestplay.as_why(out["why"], got)
    after = req.get("after") or {}
    best = req.get("best")
    best = (best, score) if isinstance(best, int) and score is not None and b.can_play(best) else None
    for col in req.get("cols") or ():
        yield None
        if not isinstance(col, int) or not b.can_play(col):
            continue
        s = after.get(str(col))
        got = yield from mistakes.reason_steps(solver, b, col, s if isinstance(s, int) else None, best,
                                               SLICE_S, slices=MAX_SLICES)
        out["reasons"][str(col)] = got["text"]
        out["details"][str(col)] = got
    return out


def plan_move(req: dict) -> dict:
    """The explained side's next move in "Play it out" (None: the plan has nothing to say)."""
    from connect4.explain.strategy import reply  # fetched on the first "why" (ready)

    start = parse_position(req.get("pos", ""))
    pos, score, moves = start.notation(), checked_score(req), str(req.get("moves") or "")
    b = parse_position(pos + moves)
    out = {"pos": pos, "moves": moves, "column": None}
    if b.is_over():
        return out
    why = _explained(pos, score)
    if why.get("claim") is None:
        return out
    last = b.moves[-1] if b.moves and len(b.moves) > len(start.moves) else None
    col = reply(b.current, b.mask, b.ply, why, last)
    out["column"] = col if isinstance(col, int) and b.can_play(col) else None
    return out
