"""Coleman et al.'s rating of a position: streak windows and the nine centre cells.

The write-up's heuristic (what the ``minimax`` player rates its horizon
with), from the AI's point of view::

    rating = middle * 1050 + own threes * 1000 + own twos * 20
             + enemy threes * -1100 + enemy twos * -10

- A *streak* is discs next to each other, or separated by one empty cell, on
  a row, column or diagonal.  Read as windows, every one counted wherever it
  lies on the whole board (short diagonals and edges included: the text's
  "next steps" admit that a three which cannot become four still counts):
  a two is ``XX`` or ``X.X``, a three ``XXX``, ``XX.X`` or ``X.XX`` (the text's
  "disjoint three"); ``X.X.X`` holds no three.
- No de-duplication ("a streak of 3 has two 2 streaks also"): ``XXX`` is one
  three and two twos; ``XX.XX`` is two threes (``XX.X`` and ``X.XX``).
- ``middle`` = the AI's discs among the nine centre cells (the middle three
  columns, bottom row to the third row) / 9: once the nine are filled it no
  longer changes, as the text says of it.

The sums are done in the text's order (left to right, floats), so that a
literal reading (:mod:`connect4.reproduce.reading_coleman`) gets the same
float to the last bit.

``rules=initial`` (:func:`initial_rating`) is the text's first heuristic,
the one its 120 games against people were played with; the text says only
what it lacked (no centre term, the same weight for the AI's streaks and the
opponent's, no disjoint streaks), so its weights are guessed: +-1000 a three
and +-10 a two (the magnitudes of the authors' public repository's early
history: an outside fact, not the text's).

Windows on a bitboard (:mod:`connect4.bitboard` layout): a window of cells
``p, p + s, p + 2s, ...`` in direction ``s`` (1 up, 7 right, 8 and 6 the two
diagonals) is one AND of shifted masks; a window that leaves the board meets
a sentinel bit or runs past bit 48, neither of which is ever a disc or an
empty cell, so it never counts.

>>> from connect4.bitboard import bit
>>> row = bit(0, 0) | bit(1, 0) | bit(3, 0)          # XX.X on the bottom row
>>> streak_counts(row, bit(2, 0) | bit(4, 0))         # twos XX and X.X; one three
(2, 1)
"""

from connect4.bitboard import BOARD_MASK, H1, bit, popcount

#: The text's weights.
MIDDLE_WEIGHT = 1050
OWN_THREE = 1000
OWN_TWO = 20
ENEMY_THREE = -1100
ENEMY_TWO = -10
#: The guessed weights of the text's initial heuristic (see the module docstring).
INITIAL_THREE = 1000
INITIAL_TWO = 10

#: The nine centre cells: middle three columns, bottom row to third from the bottom.
MIDDLE_CELLS = 0
for _c in (2, 3, 4):
    for _r in (0, 1, 2):
        MIDDLE_CELLS |= bit(_c, _r)
MIDDLE_COUNT = 9

#: Window directions: up, right, up-right, down-right.
DIRECTIONS = (1, H1, H1 + 1, H1 - 1)


def streak_counts(stones, empty):
    """``(twos, threes)``: the windows of ``stones`` (one side's discs) with ``empty`` cells.

    >>> from connect4.bitboard import bit
    >>> streak_counts(bit(0, 0) | bit(1, 0) | bit(2, 0), 0)   # XXX: two twos, one three
    (2, 1)
    """
    m = stones
    twos = threes = 0
    for s in DIRECTIONS:
        m1 = m >> s
        e1 = empty >> s
        m2 = m >> (2 * s)
        pair = m & m1                                   # XX
        twos += popcount(pair) + popcount(m & e1 & m2)  # XX, X.X
        m3 = m >> (3 * s)
        threes += (popcount(pair & m2)                               # XXX
                   + popcount(pair & (empty >> (2 * s)) & m3)        # XX.X
                   + popcount(m & e1 & m2 & m3))                     # X.XX
    return twos, threes


def connected_counts(stones):
    """``(twos, threes)`` without gaps (``XX``, ``XXX``): the initial heuristic's streaks."""
    m = stones
    twos = threes = 0
    for s in DIRECTIONS:
        pair = m & (m >> s)
        twos += popcount(pair)
        threes += popcount(pair & (m >> (2 * s)))
    return twos, threes


def middle_count(stones):
    """How many of ``stones`` sit in the nine centre cells."""
    return popcount(stones & MIDDLE_CELLS)


def text_rating(ai, opp):
    """The text's rating of a position for the AI (``ai``/``opp``: each side's discs).

    >>> from connect4.bitboard import bit
    >>> text_rating(bit(3, 0), 0)      # one disc in the centre cells: 1/9 of 1050
    116.66666666666666
    """
    empty = BOARD_MASK ^ (ai | opp)
    twos, threes = streak_counts(ai, empty)
    e_twos, e_threes = streak_counts(opp, empty)
    middle = middle_count(ai) / MIDDLE_COUNT
    # the text's expression, in its order (float sums are not associative)
    return (middle * MIDDLE_WEIGHT + threes * OWN_THREE + twos * OWN_TWO
            + e_threes * ENEMY_THREE + e_twos * ENEMY_TWO)


def initial_rating(ai, opp):
    """The text's initial rating (guessed weights, no centre, no gaps; see the module)."""
    twos, threes = connected_counts(ai)
    e_twos, e_threes = connected_counts(opp)
    return (threes - e_threes) * INITIAL_THREE + (twos - e_twos) * INITIAL_TWO
