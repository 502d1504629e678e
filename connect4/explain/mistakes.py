"""A mistake's reason with the solver's best lines: what the command line, the coach and the worker call.

:func:`connect4.explain.reasons.reason_of` is pure (no solver); this module
brings it the best line after the move and after the best column
(:func:`connect4.solver.line.best_line_steps`), asked only when no tactic
and no proof of the rules was found, as a search generator the worker can
stop between steps.
"""

from connect4.explain import bestplay, reasons
from connect4.search_driver import drive
from connect4.solver.line import best_line_steps


def _bounded(gen, slices):
    """Generator: ``gen``'s value, or ``None`` once it has yielded ``slices`` times (``None``: no bound)."""
    count = 0
    try:
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                return stop.value
            count += not isinstance(step, dict)  # the line so far is not a slice of search
            if slices is not None and count > slices:
                return None
            yield step
    finally:
        gen.close()


def reason_steps(solver, board, col: int, score_after, best=None, slice_seconds=None, budget: int = 2000,
                 slices=None):
    """Generator: :func:`connect4.explain.reasons.reason_of`'s object for playing ``col`` on ``board``.

    ``score_after``: the exact score after the move (for the side then to
    move); ``best``: ``(column, its exact score for the side to move)`` of
    the best column, for the contrast (``None``: no contrast).
    """
    found = reasons.proven(board.current, board.mask, board.ply, col, score_after, budget)
    if found is not None:
        return found
    yield None
    after = board.copy()
    after.push(col)
    if solver is None or score_after is None or after.is_over():
        return reasons.by_line(board.current, board.mask, board.ply, col, None, None)
    line = yield from _bounded(best_line_steps(solver, after, None, score_after, slice_seconds), slices)
    contrast = None
    if best is not None and best[0] != col and line is not None:
        alt = board.copy()
        wins = alt.is_winning_move(best[0])
        alt.push(best[0])
        rest, kept = [], best[1]
        if not alt.is_over():
            # the column's own exact score: a review's "keeps" keep the result, not always the score
            kept = yield from _bounded(_kept_steps(solver, alt, slice_seconds), slices)
            rest = None if kept is None else (
                yield from _bounded(best_line_steps(solver, alt, None, -kept, slice_seconds), slices))
        elif not wins:
            kept = 0
        contrast = None if rest is None or kept is None else (best[0], kept, rest)
    return reasons.by_line(board.current, board.mask, board.ply, col, score_after, line, contrast)


def _kept_steps(solver, alt, slice_seconds):
    """Generator: what the move that made ``alt`` keeps for its player (minus ``alt``'s exact score)."""
    score = yield from solver.solve_steps(alt, slice_seconds=slice_seconds)
    return -score


def reason_for(solver, board, col: int, score_after, best=None) -> dict:
    """:func:`reason_steps` run to its end."""
    return drive(reason_steps(solver, board, col, score_after, best))


def losing_columns(scores: list) -> tuple:
    """``(best column, its score, [columns that change the result])`` of seven scores (``None``: full)."""
    known = {c: s for c, s in enumerate(scores) if s is not None}
    if not known:
        return None, None, []
    top = max(known.values())
    keep = sorted((c for c, s in known.items() if s == top), key=lambda c: abs(c - 3))
    worse = [c for c, s in known.items() if (s > 0) != (top > 0) or (s >= 0) != (top >= 0)]
    return keep[0], top, worse


def position_steps(solver, board, score, slice_seconds=None, slices=None):
    """Generator: the best-play account of ``board`` (:func:`connect4.explain.bestplay.account`),
    or ``None``: for "Why?" when no proof was found (``score``: the exact score, side to move's)."""
    if solver is None or score is None or board.is_over():
        return None
    line = yield from _bounded(best_line_steps(solver, board, None, score, slice_seconds), slices)
    return None if line is None else bestplay.account(board.current, board.mask, board.ply, line, score)
