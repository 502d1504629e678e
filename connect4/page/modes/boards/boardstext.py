"""Other boards' words: the turn line, the players' names, the known result, hints, what needs 7x6."""

from connect4.page.modes.game.settings import HUMAN
from connect4.variants import results
from connect4.variants.levels import exact_sizes_text, level_label, perfect_is_exact
from connect4.variants.scorewords import score_words

#: What this mode does not offer, and why (never a wrong number: issue 46).
SEVEN_BY_SIX_ONLY = ("Only on the 7x6 board (Back to 7x6): the opening book, the 12-disc "
                     "database, the puzzles, the threats' odd/even reading and the review. "
                     "They are exact there and would be wrong on other boards. The write-ups' "
                     "AIs (Custom AI…) play 7x6 only too: their texts build them on 7x6 "
                     "tables.")
#: The variants' names in the menu.
VARIANT_NAMES = {"": "Connect 4", "five": "Five in a row (9x6)", "popout": "Pop Out"}
_TITLES = ("Red", "Yellow")


def player_name(session, who) -> str:
    """``"Person"`` or the level's label on this board ("Level 7 · Strongest (not perfect...)")."""
    if who == HUMAN:
        return "Person"
    return level_label(who, session.geometry, session.popout)


def title(session) -> str:
    """The board's name: "8x7 · Connect 4", "9x6 · Five in a row", "7x6 · Pop Out"."""
    return "%s · %s" % (session.size, VARIANT_NAMES[session.variant].replace(" (9x6)", ""))


def turn_line(session, waiting=False) -> str:
    """The header's line: who is to move (an AI thinking, or ``waiting`` for the full engine to
    load: the card says how far it is), the result.

    >>> from connect4.page.modes.boards.session import Session
    >>> turn_line(Session(8, 7, players=("human", "level3")))
    'Red to move (you) · 8x7 · Connect 4'
    """
    return "".join(turn_parts(session, waiting))


def turn_parts(session, waiting=False) -> tuple:
    """:func:`turn_line` in two parts, what matters (who is to move, who won) and its details: the
    compact embed shows the first alone.

    >>> from connect4.page.modes.boards.session import Session
    >>> turn_parts(Session(7, 6, "popout", ("human", "level3")))
    ('Red to move', ' (you) · 7x6 · Pop Out')
    """
    g = session.game
    name = " · " + title(session)
    if g.is_over():
        w = g.status[0]
        head = "Draw" if w is None else "%s wins" % _TITLES[w]
        return head, g.result_text()[len(head):] + name  # it starts with the head ("Draw: ...")
    who = session.players[g.turn]
    if who == HUMAN:
        return "%s to move" % _TITLES[g.turn], " (you)" + name
    if waiting:
        return "%s (%s) waits for the full engine" % (_TITLES[g.turn], player_name(session, who)), name
    return "%s (%s) is thinking…" % (_TITLES[g.turn], player_name(session, who)), name


def known_result(session) -> tuple:
    """``(result in words, source)`` of the board with perfect play (unknown where nobody says)."""
    if session.variant == "five":
        return results.variant_result("five-in-a-row-9x6")
    if session.popout:
        return results.variant_result("pop-out")
    return results.known_result(session.geometry.width, session.geometry.height)


def result_line(session) -> str:
    """The known result in a sentence, with the move a perfect game ends on when known.

    >>> from connect4.page.modes.boards.session import Session
    >>> result_line(Session(8, 7))
    'With perfect play: First player (red) wins (a perfect game ends on move 53).'
    """
    words, _source = known_result(session)
    end = None
    if not session.variant:
        end = results.ending_move(session.geometry.width, session.geometry.height)
    if words == results.UNKNOWN or end is None:
        return "With perfect play: %s." % words
    return "With perfect play: %s (a perfect game ends on move %d)." % (words, end)


def hints_unavailable(session):
    """Why there are no exact hints on this board, or None where there are."""
    if session.popout:
        return "No exact hints in Pop Out: the solver plays drops only."
    if not perfect_is_exact(session.geometry):
        return ("No exact hints on %s: the solver finishes a move within seconds in the browser "
                "only on %s." % (session.size, exact_sizes_text()))
    return None


def hint_words(score, session) -> str:
    """A column's exact score in words, as the 7x6 hints say theirs: "win in 3", "draw".

    >>> from connect4.page.modes.boards.session import Session
    >>> s = Session(4, 4)
    >>> hint_words(1, s), hint_words(0, s), hint_words(-1, s), hint_words(None, s)
    ('win in 8', 'draw', 'loss in 8', '')
    """
    if score is None:
        return ""
    return score_words(score, session.game.ply, session.geometry.cells)


def ai_line(session, waiting, thinking, ready) -> str:
    """Where the AI is: ``waiting`` the full engine's loading words (or None), ``thinking``
    a move asked, ``ready`` the full engine is in."""
    if waiting:
        return "The AI plays in the full engine, which is loading: %s" % waiting
    if thinking:
        return "The AI is thinking…"
    if session.players == [HUMAN, HUMAN]:
        return "Two people play: choose a level for red or yellow to play the AI."
    return "The AI plays in the full engine%s." % (" (ready)" if ready else "")


def hint_note(session, hints_on, scores, loading) -> str:
    """The line under the hints: why there are none, what they say, or what they wait for
    (``loading``: the full engine's loading words while it loads, else None).

    >>> from connect4.page.modes.boards.session import Session
    >>> hint_note(Session(4, 4), True, {}, "Loading the full engine: 3.1 of 15.5 MB")
    'Hints: every column is solved once the full engine is in. Loading the full engine: 3.1 of 15.5 MB'
    >>> hint_note(Session(4, 4), True, {"1": 0}, None)
    "Hints: each column's result with perfect play from here."
    """
    if not hints_on:
        return ""
    why_not = hints_unavailable(session)
    if why_not:
        return why_not
    if session.game.is_over():
        return "Hints: the game is over."
    if scores:
        return "Hints: each column's result with perfect play from here."
    if loading:
        return "Hints: every column is solved once the full engine is in. %s" % loading
    return "Hints: solving every column…"
