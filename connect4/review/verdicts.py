"""Verdicts of a game's moves, and their words: best, slower, mistake, blunder.

A reviewed move is a *record*, plain data for JSON and the browser worker::

    {"ply": 9, "column": 3, "score": 2, "kept": 0, "verdict": "mistake",
     "better": [5], "keeps": [5]}

- ``ply``: the move's number in the game (1 = red's first disc);
- ``column``: where it was played, 1-based;
- ``score``: the exact score of the position before it, for the player who
  moved (Pascal Pons' convention, :mod:`connect4.scores`); ``None``: the
  solver did not finish within the review's bound;
- ``kept``: the exact score the played move keeps for that player: minus
  the score of the position after it, the win score if it wins, 0 if it
  fills the board;
- ``verdict``: :func:`verdict` of the two;
- ``better``: the 1-based columns that keep more than the played one: a
  better result (win/draw/loss) for a mistake or a blunder, a better score
  for a slower move; ``[]`` for a best move, ``None`` if not known;
- ``keeps``: the columns of ``better`` that keep the result the position
  had (for a mistake all of them, for a blunder its winning ones).

:mod:`connect4.review.game` makes the records; this module only reads them, and
imports no solver, so that whatever shows a review (the worker, the page's
main thread under MicroPython, the command line) can word it.

>>> verdict(2, 2), verdict(5, 1), verdict(3, 0), verdict(0, -4), verdict(1, -1)
('best', 'slower', 'mistake', 'mistake', 'blunder')
"""

from connect4.board import COLOUR_NAMES
from connect4.errors import SolverError
from connect4.scores import WDL_WORDS

BEST = "best"
SLOWER = "slower"
MISTAKE = "mistake"
BLUNDER = "blunder"
UNSOLVED = "unsolved"
#: Every verdict, from the best to the worst, then the unknown.
VERDICTS = (BEST, SLOWER, MISTAKE, BLUNDER, UNSOLVED)
#: The verdicts where the move changed the game's result.
TURNING = (MISTAKE, BLUNDER)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def verdict(score, kept) -> str:
    """The verdict of a move: ``score`` before it, ``kept`` by it (mover's view).

    Best keeps the score; slower keeps the result (a slower win, a faster
    loss); a mistake turns a win into a draw or a draw into a loss; a
    blunder turns a win into a loss.  ``None`` for either: ``"unsolved"``.

    :raises SolverError: ``kept`` above ``score`` (not exact scores).
    """
    if score is None or kept is None:
        return UNSOLVED
    if kept > score:
        raise SolverError("a move cannot keep %d in a position of score %d" % (kept, score))
    if kept == score:
        return BEST
    before, after = _sign(score), _sign(kept)
    if before == after:
        return SLOWER
    return BLUNDER if before - after == 2 else MISTAKE


def mover(ply: int) -> str:
    """The colour that plays move ``ply`` (1 = red's first disc)."""
    return COLOUR_NAMES[(ply - 1) & 1]


def _either(cols) -> str:
    """``[2]`` -> ``"2"``, ``[2, 4, 5]`` -> ``"2, 4 or 5"``."""
    words = [str(c) for c in cols]
    return words[0] if len(words) == 1 else "%s or %s" % (", ".join(words[:-1]), words[-1])


def what_kept_more(record) -> str:
    """Which columns kept the result a mistake or a blunder lost, in words:
    ``"5 kept the win"``, ``"2 kept the win, 4 or 5 the draw"``; ``""`` unknown."""
    better, keeps = record["better"], record["keeps"]
    if not better or record["verdict"] not in TURNING:
        return ""
    had = WDL_WORDS[_sign(record["score"])]
    words = "%s kept the %s" % (_either(keeps), had) if keeps else ""
    rest = [c for c in better if c not in keeps]
    if rest:  # a blunder's draws
        words += ", %s the draw" % _either(rest) if words else "%s kept the draw" % _either(rest)
    return words


def turn_sentence(record) -> str:
    """A mistake or a blunder in a sentence, e.g. ``"move 9, red in column 3:
    a win became a draw (5 kept the win)"``."""
    sentence = "move %d, %s in column %d: a %s became a %s" % (
        record["ply"], mover(record["ply"]), record["column"],
        WDL_WORDS[_sign(record["score"])], WDL_WORDS[_sign(record["kept"])])
    more = what_kept_more(record)
    return "%s (%s)" % (sentence, more) if more else sentence


def turning_points(records) -> list:
    """The records of the moves that changed the game's result (mistakes and
    blunders), in the order they were played."""
    return sorted([r for r in records if r["verdict"] in TURNING], key=lambda r: r["ply"])


def summary(records, player: str) -> str:
    """One line for ``player`` (``"red"``/``"yellow"``): the count of each
    verdict, and where the mistakes and blunders were (records in any order).

    >>> summary([{"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best",
    ...           "better": [], "keeps": []},
    ...          {"ply": 3, "column": 3, "score": 2, "kept": 0, "verdict": "mistake",
    ...           "better": [5], "keeps": [5]}], "red")
    'red: 1 best, 1 mistake (move 3, column 3: 5 kept the win)'
    """
    mine = sorted([r for r in records if mover(r["ply"]) == player], key=lambda r: r["ply"])
    if not mine:
        return "%s: no moves" % player
    parts = []
    for name in VERDICTS:
        these = [r for r in mine if r["verdict"] == name]
        if not these:
            continue
        plural = "s" if len(these) > 1 and name in TURNING else ""
        part = "%d %s%s" % (len(these), name, plural)
        if name in TURNING:
            where = []
            for r in these:
                more = what_kept_more(r)
                where.append("move %d, column %d%s" % (r["ply"], r["column"],
                                                       ": " + more if more else ""))
            part += " (%s)" % "; ".join(where)
        parts.append(part)
    return "%s: %s" % (player, ", ".join(parts))
