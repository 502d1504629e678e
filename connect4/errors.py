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
    """A move played after the game has already ended (win or full board)."""


class MatchSetupError(Connect4Error):
    """A match that cannot be played as asked: number of games, seed, opening."""
