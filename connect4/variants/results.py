"""The known results of Connect 4 on other boards and variants: who wins, and who found it.

Every board from 4 to 10 columns and 4 to 8 rows, with perfect play from the empty
board: the first player (red) wins, the second (yellow) wins, or it is a draw.  Each
result is as its source states it (checked against the source, docs/board-sizes.md),
with the move on which a perfect game ends; a size no source states is unknown, never
guessed.  John Tromp's table covers every board with width + height <= 15, and 8x8;
Christophe Steininger's every board with width + height = 16 (his table states the
others again, in agreement, and gives the ending move of each).  The small boards are
reproduced by the tests' own exact search (tests/variants/reference_search.py).

Plain tuples and dicts: it runs under MicroPython on the page's main thread.
"""

FIRST = "first"
SECOND = "second"
DRAW = "draw"

#: The result in a player's words.
WORDS = {FIRST: "First player (red) wins", SECOND: "Second player (yellow) wins", DRAW: "Draw"}
UNKNOWN = "Unknown: no published result"

#: The sources, by the short name the table uses: who, when, where.
SOURCES = {
    "allen-allis": "James D. Allen and Victor Allis, 1988 (https://tromp.github.io/c4/c4.html)",
    "tromp": "John Tromp's table (https://tromp.github.io/c4/c4.html)",
    "tromp-8x8": "John Tromp, 2015 (https://github.com/tromp/fhourstones88)",
    "steininger": "Christophe Steininger (https://github.com/ChristopheSteininger/c4)",
}
#: What stands in for a source where nobody states a result: what the sources cover.
UNKNOWN_SOURCE = ("beyond John Tromp's table (width + height <= 15, and 8x8) and "
                  "Christophe Steininger's (width + height = 16)")

#: The boards the table covers.
WIDTHS = (4, 5, 6, 7, 8, 9, 10)
HEIGHTS = (4, 5, 6, 7, 8)

#: (width, height) -> (result, the move on which a perfect game ends, source); None:
#: unknown.  The ending move is Steininger's (a draw ends on the board's last cell).
KNOWN = {
    (4, 4): (DRAW, 16, "tromp"), (5, 4): (DRAW, 20, "tromp"), (6, 4): (SECOND, 24, "tromp"),
    (7, 4): (DRAW, 28, "tromp"), (8, 4): (SECOND, 32, "tromp"), (9, 4): (SECOND, 36, "tromp"),
    (10, 4): (SECOND, 40, "tromp"),
    (4, 5): (DRAW, 20, "tromp"), (5, 5): (DRAW, 25, "tromp"), (6, 5): (DRAW, 30, "tromp"),
    (7, 5): (DRAW, 35, "tromp"), (8, 5): (FIRST, 39, "tromp"), (9, 5): (FIRST, 41, "tromp"),
    (10, 5): (FIRST, 47, "tromp"),
    (4, 6): (DRAW, 24, "tromp"), (5, 6): (DRAW, 30, "tromp"), (6, 6): (SECOND, 36, "tromp"),
    (7, 6): (FIRST, 41, "allen-allis"), (8, 6): (SECOND, 48, "tromp"),
    (9, 6): (SECOND, 52, "tromp"), (10, 6): (FIRST, 59, "steininger"),
    (4, 7): (DRAW, 28, "tromp"), (5, 7): (DRAW, 35, "tromp"), (6, 7): (FIRST, 41, "tromp"),
    (7, 7): (DRAW, 49, "tromp"), (8, 7): (FIRST, 53, "tromp"), (9, 7): (FIRST, 55, "steininger"),
    (10, 7): None,
    (4, 8): (DRAW, 32, "tromp"), (5, 8): (DRAW, 40, "tromp"), (6, 8): (SECOND, 48, "tromp"),
    (7, 8): (FIRST, 55, "tromp"), (8, 8): (SECOND, 62, "tromp-8x8"), (9, 8): None,
    (10, 8): None,
}

#: The variants (issue 46), apart from the sizes: no source we found states a result
#: for either (neither Tromp's page, Steininger's README and issues, nor Pascal Pons'
#: issue on Pop Out), so both are unknown.  A result found later goes here as
#: (result, source name).
VARIANTS = {
    "five-in-a-row-9x6": None,  # five in a row on 9 columns of 6 rows
    "pop-out": None,            # a move drops a disc or pops one of yours from the bottom
}


def known_result(width: int, height: int):
    """``(result in words, source)`` of a board with perfect play, or ``None`` off the table.

    >>> known_result(7, 6)[0]
    'First player (red) wins'
    >>> known_result(10, 8)[0]
    'Unknown: no published result'
    >>> known_result(3, 99) is None
    True
    """
    if (width, height) not in KNOWN:
        return None
    entry = KNOWN[(width, height)]
    if entry is None:
        return UNKNOWN, UNKNOWN_SOURCE
    result, _move, source = entry
    return WORDS[result], SOURCES[source]


def ending_move(width: int, height: int):
    """The move on which a perfect game on the board ends, or ``None`` if unknown.

    >>> ending_move(8, 7)   # red wins with the 53rd disc
    53
    """
    entry = KNOWN.get((width, height))
    return None if entry is None else entry[1]


def variant_result(name: str):
    """``(result in words, source)`` of a variant of :data:`VARIANTS`, or ``None`` if not one.

    >>> variant_result("pop-out")[0]
    'Unknown: no published result'
    """
    if name not in VARIANTS:
        return None
    entry = VARIANTS[name]
    if entry is None:
        return UNKNOWN, "no source states it"
    result, source = entry
    return WORDS[result], SOURCES[source]
