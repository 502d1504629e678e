"""Errors raised for bad input: all are ``ValueError`` subclasses.

Messages quote the offending input and say what is wrong, so a command line
or a web page can show them to a person as they are.
"""


class Connect4Error(ValueError):
    """Base class of every input error of this package."""


class NotationError(Connect4Error):
    """A move sequence that is not written in 1-based column notation."""


class IllegalMoveError(Connect4Error):
    """A move that the rules forbid: unknown or full column."""


class GameOverError(IllegalMoveError):
    """A move played, or asked of a player, after the game has already ended
    (win or full board)."""


class MatchSetupError(Connect4Error):
    """A match that cannot be played as asked: number of games, seed, opening."""


class PlayerSpecError(Connect4Error):
    """A player spec that names no player or gives it a bad setting."""


class BookFormatError(Connect4Error):
    """An opening-book file that is not in the format of :mod:`connect4.solver.book`."""


class BookMergeError(Connect4Error):
    """Two book or checkpoint files that give one position different scores (one is corrupt)."""


def is_digits(text: str) -> bool:
    """True if ``text`` is one or more ASCII digits: what ``int()`` reads in every Python.
    ``str.isdigit`` also takes superscripts and other scripts' digits in CPython (``int``
    refuses ``'\u00b2'``: a link's ``?puzzle=\u00b2`` raised) and none of them in MicroPython.

    >>> is_digits("42"), is_digits(""), is_digits("\u00b2"), is_digits("\uff15"), is_digits("-1")
    (True, False, False, False, False)
    """
    return bool(text) and all("0" <= c <= "9" for c in text)


def quote_input(text: str, limit: int = 60) -> str:
    """``repr`` of an input quoted back in a message, cut at ``limit`` characters
    (hostile links and specs can be megabytes)."""
    if len(text) > limit:
        return repr(text[:limit] + "...")
    return repr(text)


class SolverError(Connect4Error):
    """A solver asked for what cannot hold: a score that is not the position's
    exact score, a table size out of range."""


class SavedStateError(Connect4Error):
    """Saved settings, game or score table (storage, a link) that do not check out."""


class RngArgumentError(Connect4Error):
    """An argument the portable random generator cannot draw from (as ``random`` would refuse)."""


class WorkerRequestError(Connect4Error):
    """A message to the AI worker that names no request, or no match action, it knows."""
