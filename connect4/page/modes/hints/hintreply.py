"""A hint reply from the AI worker, checked before the page shows it.

Scores arrive as they become known (``pending`` columns, ``best`` from the book first, ``wdl``
before exact scores); a namedtuple, as MicroPython has no ``typing`` and no ``_replace``.
"""

from collections import namedtuple

HintReply = namedtuple("HintReply", ("position", "scores", "pending", "best", "wdl"))


def checked(position, scores, pending=(), best=None, wdl=None):
    """The reply as a ``HintReply``, or ``None`` if ``scores`` is not a list of 7."""
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
