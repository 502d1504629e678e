"""A move's verdict (kept, a win given away, a draw lost, a loss made faster), its words, the accuracy.

Runs in CPython (the command line, the worker) and in MicroPython on the
page's main thread (static/mode-coach.bundle).  Scores are the solver's
(connect4.scores): for the side to move, ``22 - k`` when it wins with its own
k-th disc.  A move is judged from two numbers: ``best``, the score of the
position (its best column), and ``played``, the score of the column played,
both for the player who moved, with ``ply`` discs on the board before the move.

A **mistake** changes the exact result: a win given away (to a draw or a
loss), a draw lost, or a loss made faster by more than :data:`MARGIN` of the
winner's moves (a lost position's slower defence is not a mistake to stop for:
only a collapse is).  A slower win is kept.

**Accuracy** has two figures over the moves judged in a game: the share that
kept the result, and a weighted figure, ``100 * (1 - cost / judged)``, where
each mistake's cost is the share of a game's result it gave away: a win to a
loss 1, a win to a draw or a draw to a loss 1/2, a faster loss 1/4 (so one
blunder in 20 moves is 95%, a move a side's result never changes is 100%).

>>> judge(15, -13, 10)          # red to move, 10 discs down
'win-lost'
>>> words(judge(15, -13, 10), 15, -13, 10)
'That lets yellow win in 4 (you had a win in 2).'
>>> judge(-2, -8, 11), judge(-2, -4, 11)
('faster', 'kept')
"""

from connect4.scores import moves_to_end

#: A loss made faster by more than this many of the winner's moves is a mistake.
MARGIN = 2
#: What a move did to the exact result.
KEPT, WIN_LOST, DRAW_LOST, FASTER = "kept", "win-lost", "draw-lost", "faster"
#: A move the coach could not judge in time (not counted in the accuracy).
UNJUDGED = "unjudged"
#: A move made before the coach could judge (the full engine was loading): not counted,
#: offered for review at the game's end (connect4.page.modes.coach.coachmode.EARLY).
EARLY = "early"
COLOURS = ("red", "yellow")


def _sign(x):
    return (x > 0) - (x < 0)


def judge(best: int, played: int, ply: int) -> str:
    """What the move did: KEPT, WIN_LOST, DRAW_LOST or FASTER."""
    if _sign(played) < _sign(best):
        return WIN_LOST if best > 0 else DRAW_LOST
    if best < 0 and moves_to_end(best, ply) - moves_to_end(played, ply) > MARGIN:
        return FASTER
    return KEPT


def is_mistake(kind) -> bool:
    return kind in (WIN_LOST, DRAW_LOST, FASTER)


def cost(kind, played=0) -> float:
    """The share of a game's result the move gave away (see the module's docstring)."""
    if kind == WIN_LOST:
        return 1.0 if played < 0 else 0.5
    return {DRAW_LOST: 0.5, FASTER: 0.25}.get(kind, 0.0)


def had(best: int, ply: int, exact=True) -> str:
    """What the player had before the move: ``"a win in 5"``, ``"a draw"``, ``"a loss in 9"``
    (not ``exact``: ``best`` is -1, 0 or 1, ``"a win"``, ``"a loss"``)."""
    if not exact:
        return ("a loss", "a draw", "a win")[_sign(best) + 1]
    n = moves_to_end(best, ply)
    return "a draw" if best == 0 else ("a win in %d" % n if best > 0 else "a loss in %d" % n)


def allows(played: int, ply: int, exact=True) -> str:
    """What the move allows the other side: ``"yellow win in 9"``, ``"yellow hold the draw"``
    (not ``exact``: ``played`` is -1, 0 or 1, ``"yellow win"``, ``"yellow only a loss"``)."""
    other = COLOURS[1 - ply % 2]
    if played == 0:
        return "%s hold the draw" % other
    if not exact:
        return "%s %s" % (other, "only a loss" if played > 0 else "win")
    if played > 0:
        return "%s only a loss in %d" % (other, moves_to_end(played, ply))
    return "%s win in %d" % (other, moves_to_end(played, ply))


def words(kind, best: int, played: int, ply: int, exact=True) -> str:
    """The verdict in one sentence: ``"That lets yellow win in 9 (you had a draw)."``
    (not ``exact``: the result alone, the distances not known yet).

    >>> words(WIN_LOST, 1, -1, 10, exact=False)
    'That lets yellow win (you had a win).'
    """
    if kind == FASTER:
        return "That lets %s instead of %d." % (allows(played, ply), moves_to_end(best, ply))
    if kind in (WIN_LOST, DRAW_LOST):
        return "That lets %s (you had %s)." % (allows(played, ply, exact), had(best, ply, exact))
    return "That keeps %s." % had(best, ply, exact)


def summary(records) -> dict:
    """The game's accuracy from its judged moves (``{"kind", "played", ...}`` each).

    Returns ``{"judged", "kept", "share", "accuracy", "cost", "mistakes", "unjudged",
    "early"}``: ``share`` and ``accuracy`` in percent (None when no move was judged);
    ``unjudged``: moves not judged in time; ``early``: moves made before the coach started.

    >>> s = summary([{"kind": KEPT}] * 3 + [{"kind": WIN_LOST, "played": -2}])
    >>> s["share"], s["accuracy"], s["cost"]
    (75, 75, 1.0)
    """
    judged = [r for r in records if r.get("kind") not in (None, UNJUDGED, EARLY)]
    kept = len([r for r in judged if r["kind"] == KEPT])
    lost = sum([cost(r["kind"], r.get("played") or 0) for r in judged])
    n = len(judged)
    return {"judged": n, "kept": kept, "cost": lost,
            "share": int(round(100.0 * kept / n)) if n else None,
            "accuracy": int(round(100.0 * (1 - lost / n))) if n else None,
            "mistakes": [r for r in judged if is_mistake(r["kind"])],
            "unjudged": len([r for r in records if r.get("kind") in (None, UNJUDGED)]),
            "early": len([r for r in records if r.get("kind") == EARLY])}


def summary_text(s: dict, late=None) -> str:
    """The accuracy in one line: ``"You kept the result on 14 of 16 moves (88%); accuracy 91%."``
    (``late``: the moves not judged in time named, ``"Move 13"``, else counted)."""
    if not s["judged"]:
        text = "The coach judged none of your moves in this game."
    else:
        text = "You kept the result on %d of %d moves (%d%%); accuracy %d%%." % (
            s["kept"], s["judged"], s["share"], s["accuracy"])
    if s["unjudged"]:
        text += " %s not judged in time." % (late or s["unjudged"])
    return text
