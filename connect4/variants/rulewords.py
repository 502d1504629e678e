"""The rules of a board in words, as connect4.variants.game decides them: drops, lines, Pop Out.

The page's Other boards mode shows them (connect4.page.modes.boards); each sentence
says what :class:`~connect4.variants.game.VariantGame` does, and
tests/variants/test_rulewords.py plays each case to check the words against
the game.  Plain strings: it runs under MicroPython on the page's main thread.

>>> from connect4.variants.geometry import Geometry
>>> rules(Geometry(9, 6, 5))[1]
'Five in a row wins: across, up or diagonally. A full board with no line is a draw.'
"""

from connect4.variants.game import REPEATS_TO_DRAW

_COUNT = {4: "Four", 5: "Five"}
_TIMES = {2: "second", 3: "third", 4: "fourth"}


def rules(geometry, popout=False) -> list:
    """The rules of a game on ``geometry`` (Pop Out or not), one sentence each."""
    g = geometry
    out = ["Red moves first, then the players take turns. A disc dropped into one of the %d "
           "columns falls to the lowest empty cell of its %d rows." % (g.width, g.height)]
    line = "%s in a row wins: across, up or diagonally." % _COUNT[g.connect]
    if not popout:
        return out + [line + " A full board with no line is a draw."]
    return out + [
        line,
        "Pop Out: instead of dropping, you may pop one of your own discs out of the bottom "
        "row; the discs above it fall one row.",
        "A line made by your move wins. A pop that makes a line only for your opponent loses; "
        "a pop that makes lines for both of you wins for the player who popped.",
        "A full board is not a draw: the player to move pops. If that player has no disc at "
        "the bottom, the game is drawn.",
        "The same position (the same discs, the same player to move) for the %s time, the "
        "empty board at the start included, is a draw." % _TIMES[REPEATS_TO_DRAW],
    ]
