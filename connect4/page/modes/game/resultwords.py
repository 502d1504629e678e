"""The end of a game in words: who won, with which line, and what comes next.

>>> headline(0, ("human", "level5"), {"level5": "Level 5"})
'You win'
>>> headline(1, ("human", "level5"), {"level5": "Level 5"})
'Level 5 wins'
>>> line_text([(0, 0), (1, 0), (2, 0), (3, 0)])
'four in a row on row 1, columns 1 to 4'
"""

COLOURS = ("Red", "Yellow")
HUMAN = "human"

#: The panel's two buttons.
PLAY_AGAIN = "Play again"
SWAP_AND_PLAY = "Swap colours and play again"

_DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def headline(winner, players, names=None):
    """``"You win"``, ``"Level 5 wins"``, ``"Red wins"`` or ``"Draw"`` (``names``: spec -> name)."""
    if winner is None:
        return "Draw"
    names = names or {}
    humans = [c for c in (0, 1) if players[c] == HUMAN]
    if len(humans) == 1:
        if winner == humans[0]:
            return "You win"
        return "%s wins" % names.get(players[winner], players[winner])
    if not humans:
        return "%s (%s) wins" % (COLOURS[winner], names.get(players[winner], players[winner]))
    return "%s wins" % COLOURS[winner]


def lines(cells):
    """The runs of four or more in ``cells`` (a winner's cells): ``[(first, last)]``."""
    have = set(cells)
    out = []
    for c, r in sorted(cells):
        for dc, dr in _DIRECTIONS:
            if (c - dc, r - dr) in have:
                continue  # not the start of a run
            n = 1
            while (c + n * dc, r + n * dr) in have:
                n += 1
            if n >= 4:
                out.append(((c, r), (c + (n - 1) * dc, r + (n - 1) * dr)))
    return out


def _one_line(first, last):
    (c0, r0), (c1, r1) = first, last
    n = max(abs(c1 - c0), abs(r1 - r0)) + 1
    what = "four in a row" if n == 4 else "%d in a row" % n
    if r0 == r1:
        return "%s on row %d, columns %d to %d" % (what, r0 + 1, c0 + 1, c1 + 1)
    if c0 == c1:
        return "%s in column %d, rows %d to %d" % (what, c0 + 1, r0 + 1, r1 + 1)
    return "%s on a diagonal, from column %d row %d to column %d row %d" % (
        what, c0 + 1, r0 + 1, c1 + 1, r1 + 1)


def line_text(cells):
    """The winning line(s) in words, rows counted from the bottom.

    >>> line_text([(3, 0), (3, 1), (3, 2), (3, 3)])
    'four in a row in column 4, rows 1 to 4'
    >>> line_text([(0, 3), (1, 2), (2, 1), (3, 0)])
    'four in a row on a diagonal, from column 1 row 4 to column 4 row 1'
    """
    found = lines(cells)
    return " and ".join([_one_line(a, b) for a, b in found]) or "four in a row"


def detail(winner, cells, moves):
    """The panel's second line: the winning line and the game's length."""
    length = "%d moves" % moves
    if winner is None:
        return "The board is full and nobody made four in a row (%s)." % length
    text = "%s made %s (%s)." % (COLOURS[winner], line_text(cells), length)
    return text[0].upper() + text[1:]


def announcement(winner, players, names, cells, moves):
    """What a screen reader hears when the game ends."""
    return "%s. %s" % (headline(winner, players, names), detail(winner, cells, moves))


def tone(winner, players):
    """The panel's look: ``"win"`` / ``"loss"`` for a human against an AI, else the winner or ``"draw"``."""
    if winner is None:
        return "draw"
    humans = [c for c in (0, 1) if players[c] == HUMAN]
    if len(humans) == 1:
        return "win" if winner == humans[0] else "loss"
    return "red" if winner == 0 else "yellow"


def landing_ms(row):
    """How long (ms) the disc dropped into ``row`` takes to land: static/style.css's drop (160 ms
    + 45 ms a cell) and a frame."""
    return 160 + 45 * (6 - row) + 40
