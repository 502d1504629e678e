"""A hint reply from the AI worker, checked before the page shows it.

The worker reports a position's column scores as they become known; a reply
is kept as a ``HintReply`` with the fields:

- ``position``: the position (notation) the scores are for;
- ``scores``: 7 entries, ``None`` for a full column (a placeholder for a
  pending one);
- ``pending``: columns still being solved, so early positions show what is
  known at once;
- ``best``: the position's exact score when known before every column is
  (from the opening book), which tells the best columns already; the best of
  ``scores`` once nothing is pending;
- ``wdl``: win/draw/loss (1, 0, -1) of pending columns, known before their
  exact scores.

``HintReply`` is a ``collections.namedtuple`` (not ``typing.NamedTuple``):
the page's main thread runs this module under MicroPython, which has no
``typing`` module and whose named tuples have no ``_replace``.
"""

from collections import namedtuple

HintReply = namedtuple("HintReply", ("position", "scores", "pending", "best", "wdl"))


def checked(position, scores, pending=(), best=None, wdl=None):
    """The reply as a ``HintReply``, or ``None`` if ``scores`` is not a list
    of 7; stray entries are dropped."""
    if not isinstance(scores, list) or len(scores) != 7:
        return None
    pending = tuple(c for c in pending if isinstance(c, int) and 0 <= c < 7)
    if not pending:
        known = [x for x in scores if x is not None]
        best = max(known) if known else None
    if not isinstance(wdl, list) or len(wdl) != 7 or not pending:
        wdl = None
    else:
        wdl = tuple(w if w in (-1, 0, 1) and c in pending else None
                    for c, w in enumerate(wdl))
    return HintReply(position, scores, pending, best if isinstance(best, int) else None, wdl)
