"""The coach's bounded check of one move: the verdict, then the reason and the refutation.

Runs in CPython (the command line, the tests) and in the full worker
(Pyodide: the ``coach`` request, static/worker.py).  :func:`steps` is a
search generator (connect4.search_driver's contract): it yields ``None``
between search slices, then ``{"verdict": ...}`` as soon as the verdict is
known (the page stops the game on it), and returns the whole answer.  The
verdict comes from the scores the page already has (the hints' complete
columns), else from the solver, whose book and 12-disc database answer at
once up to 12 discs; beyond them the caller bounds the time: the page by its
timer and a cancel, the command line by :func:`judge_within`'s clock.

Without the page's scores the result comes first (win/draw/loss, issue 52): a
win or a draw kept is the verdict (``"exact": False``, scores -1, 0 or 1);
else ``{"wdl": ...}`` is yielded (a mistake: the page stops the game at once;
a loss kept: the page waits for the distances, which say whether it
collapsed) and the exact scores follow.

The answer: ``{"pos", "col", "best", "played", "best_col", "kind", "reason",
"line"}`` (``"exact": False`` too for a result-only verdict): the scores for
the player who moved, the verdict
(connect4.coach.verdict), the reason in words (connect4.explain.reasons, only
for a mistake) and the refutation's first :data:`LINE_PLIES` moves (0-based
columns, the other side's best line after the mistake).
"""

from connect4.board import parse_position
from connect4.coach.verdict import FASTER, KEPT, is_mistake, judge
from connect4.errors import WorkerRequestError
from connect4.solver.line import best_line_steps

#: How many moves of the refutation the coach steps through on the board.
LINE_PLIES = 4
#: A slice of search between yields (s): a cancel or a clock gets in this often.
SLICE_S = 0.05
#: Up to this many discs the check waits for the 12-disc database if it is downloading.
#: Win/draw/loss of a move without it (CPython, moves of level 2 against level 3, 5 each,
#: 2026-11-28): 8 discs median 9.7 s (4 of 5 over 0.6 s), 10 discs 0.15 s, 12 discs 0.27 s.
WAIT_PLY = 9
#: The most slices a reason's best line may take (about 10 s of search): else no best-play reason.
MAX_SLICES = 200


def _best_col(scores, best):
    cols = [c for c in range(7) if scores[c] == best]
    return min(cols, key=lambda c: abs(c - 3)) if cols else None


def known_scores(scores):
    """The page's 7 column scores if they are usable (ints or None for a full column)."""
    if not isinstance(scores, list) or len(scores) != 7:
        return None
    if not all(s is None or (isinstance(s, int) and not isinstance(s, bool)) for s in scores):
        return None
    return scores if any(s is not None for s in scores) else None


def steps(req: dict, solver, reasons=True):
    """The check of ``req`` (``{"pos": before the move, "col": 0-based, "scores": [7] or None}``)."""
    b = parse_position(req.get("pos", ""))
    col = req.get("col")
    if not isinstance(col, int) or isinstance(col, bool) or not b.can_play(col) or b.is_over():
        raise WorkerRequestError("a coach's column must be playable, not %r" % (col,))
    after = b.copy()
    wins = after.is_winning_move(col)
    after.push(col)
    scores = known_scores(req.get("scores"))
    if scores is not None and scores[col] is not None:
        played = scores[col]
        best = max([s for s in scores if s is not None])
        best_col = _best_col(scores, best)
    elif wins or after.is_over():
        played = best = 22 - (b.ply + 2) // 2 if wins else 0  # a move that ends the game
        best_col = col
    else:
        wdl = yield from _result_steps(b, after, col, solver)
        if wdl["kind"] == KEPT and wdl["best"] >= 0:  # a win or a draw kept: judged
            out = dict(wdl, best_col=None, reason=None, line=[])
            yield {"verdict": dict(out)}
            return out
        yield {"wdl": wdl}  # a mistake (the page stops now) or a loss kept (how fast?)
        played = -(yield from solver.solve_steps(after, slice_seconds=SLICE_S))
        best, cols = yield from solver.best_moves_steps(b, first_only=True, slice_seconds=SLICE_S)
        best_col = cols[0] if cols else None
    kind = judge(best, played, b.ply)
    out = {"pos": b.notation(), "col": col, "best": best, "played": played,
           "best_col": best_col, "kind": kind, "reason": None, "line": []}
    yield {"verdict": dict(out)}
    if kind == KEPT or after.is_over():
        return out
    out["line"] = yield from best_line_steps(solver, after, LINE_PLIES, -played, SLICE_S)
    if reasons:
        yield None
        yield from reason_steps(out, solver)
    return out


def _result_steps(b, after, col, solver):
    """Generator: the verdict on the result alone (win/draw/loss: null-window searches, two
    to three times cheaper than the distances, issue 52), ``{"pos", "col", "best",
    "played", "kind", "exact": False}`` with ``best`` and ``played`` -1, 0 or 1.  A move
    that keeps a win needs no search of the position before it."""
    played = -(yield from solver.solve_steps(after, weak=True, slice_seconds=SLICE_S))
    best = played
    if played < 1:
        best = max(played, (yield from solver.solve_steps(b, weak=True, slice_seconds=SLICE_S)))
    return {"pos": b.notation(), "col": col, "best": best, "played": played,
            "kind": judge(best, played, b.ply), "exact": False}


def needs_data(req: dict) -> bool:
    """True if the check of ``req`` should wait for the 12-disc database while it downloads:
    a position of at most :data:`WAIT_PLY` discs, where the search without it takes seconds
    to minutes; from 10 discs on it is often quicker than the rest of a download on a
    phone's connection (17 s for 21 MB at 10 Mbit/s)."""
    pos = req.get("pos", "")
    return isinstance(pos, str) and len(pos) <= WAIT_PLY


def add_reason(out: dict, solver=None) -> dict:
    """``out`` (:func:`steps`' answer) with the reason of its mistake (:func:`reason_steps` run through)."""
    gen = reason_steps(out, solver)
    while True:
        try:
            next(gen)
        except StopIteration:
            return out


def reason_steps(out: dict, solver=None):
    """Generator: ``out`` (:func:`steps`' answer) with the reason of its mistake in words
    under ``"reason"`` and as connect4.explain.reasons.reason_of's object under ``"why"``
    (connect4.explain, which the worker fetches on first use: the full worker asks for it
    after the verdict, connect4.worker.why.coach).  With ``solver``, a mistake the rules
    do not prove gets the best line's account (the solver's line after the move and after
    the best column: the search yields, so a cancel gets in)."""
    from connect4.explain import mistakes, reasons  # the worker fetches them on first use

    if not is_mistake(out.get("kind")):
        return out
    b = parse_position(out["pos"])
    col = out["col"]
    if out["kind"] == FASTER:  # a faster loss keeps the result: only a tactical reason fits it
        out["reason"] = reasons.quick(b.current, b.mask, b.ply, col)
        return out
    best = (out["best_col"], out["best"]) if out.get("best_col") is not None else None
    got = yield from mistakes.reason_steps(solver, b, col, -out["played"], best, SLICE_S, slices=MAX_SLICES)
    out["reason"], out["why"] = got["text"], got
    return out


def judge_within(req: dict, solver, clock, limit_s: float, reasons=True):
    """The command line's check: the answer, or None when the verdict is not known
    within ``limit_s`` seconds of ``clock()`` (the reason and the line are then
    given the same time again); a mistake's result-only verdict (``"exact": False``) if
    only that was known by then."""
    gen = steps(req, solver, reasons)
    start, verdict, kept = clock(), None, None
    try:
        while True:
            step = next(gen)
            found = step.get("verdict") or step.get("wdl") if isinstance(step, dict) else None
            if found and ("verdict" in step or is_mistake(found["kind"])):
                verdict, start = found, clock()
            elif found:
                kept = found  # a loss kept: the verdict if its distances are late
            elif clock() - start > limit_s:
                return verdict or kept  # the verdict without its reason, or None
    except StopIteration as stop:
        return stop.value
    finally:
        gen.close()
