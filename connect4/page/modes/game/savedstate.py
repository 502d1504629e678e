"""Checking a saved game (localStorage) before the page trusts it: all of it, saying what is wrong."""

from connect4.board import parse_position
from connect4.errors import SavedStateError
from connect4.page.modes.game.settings import Settings, check_player

#: Schema version of the saved state; a different version is discarded.
STATE_VERSION = 1


class SavedState:
    """A checked save: settings, board, redo columns, tally, paused flag."""

    def __init__(self, settings, board, redo, tally, paused):
        self.settings = settings
        self.board = board
        self.redo = redo
        self.tally = tally
        self.paused = paused


def read_state(d):
    """A :class:`SavedState` from stored data; ``ValueError`` if it is malformed."""
    if not isinstance(d, dict) or d.get("v") != STATE_VERSION:
        raise SavedStateError("saved data is from another version")
    settings = Settings.from_dict(d.get("settings"))
    # A bad position raises its own Connect4Error (a ValueError) with the
    # reason: nothing to wrap, and MicroPython warns on "raise ... from".
    board = parse_position(d.get("moves", ""))
    redo = d.get("redo", "")
    if not isinstance(redo, str) or len(redo) > 42:
        raise SavedStateError("bad redo list")
    redo_cols = []
    for ch in redo:
        if ch < "1" or ch > "7":
            raise SavedStateError("bad redo list")
        redo_cols.append(ord(ch) - 49)
    tally = check_tally(d.get("tally", {}))
    return SavedState(settings, board, redo_cols, tally, d.get("paused", False) is True)


def check_tally(t):
    """A copy of a stored tally if well-formed, else ``ValueError``."""
    if not isinstance(t, dict) or len(t) > 200:
        raise SavedStateError("bad tally")
    out = {}
    for k, row in t.items():
        check_player(k)
        if not isinstance(row, list) or len(row) != 3:
            raise SavedStateError("bad tally row")
        for n in row:
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise SavedStateError("bad tally count")
        out[k] = list(row)
    return out


#: The most finished games a save keeps while the background review has not stored them.
MAX_FINISHED = 20


def finished_games(raw) -> list:
    """The saved games finished but not stored yet (``Game.finished``'s tuples); anything
    malformed is left out (an older save has none).

    >>> finished_games([["4411", "human", "level1", 1, 20784, 1795798700420], ["x", 1, 2, 3]])
    [('4411', 'human', 'level1', 1, 20784, 1795798700420)]
    """
    out = []
    for f in raw if isinstance(raw, list) else ():
        if (isinstance(f, list) and len(f) in (4, 6) and isinstance(f[0], str) and f[0].isdigit()
                and isinstance(f[1], str) and isinstance(f[2], str) and f[3] in (0, 1, None)
                and not isinstance(f[3], bool)
                and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in f[4:])):
            out.append(tuple(f))
    return out[-MAX_FINISHED:]
