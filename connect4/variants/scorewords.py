"""An exact score on any board in a player's words: the move that ends the game, "win in 3".

The exact solver's score (connect4.variants.search: ``(cells + 2 - n) // 2`` for a
win whose last disc is move ``n``) told as the 7x6 hints tell theirs
(connect4.scores.describe_score): the command line's ``analyze`` and the page's
hints on other boards share these words.  Plain ints: it runs under MicroPython.
"""


def ending_move(score, ply, cells) -> int:
    """The number of the move that ends the game (1 = the first move) under the exact
    ``score`` of the side to move after ``ply`` moves; ``cells`` for a draw.

    A win whose last disc is move ``n`` scores ``(cells + 2 - n) // 2`` for the side that
    makes it (connect4.variants.search); ``n`` has the winner's parity.

    >>> ending_move(18, 6, 42), ending_move(-15, 11, 42), ending_move(0, 3, 20)
    (7, 13, 20)
    """
    if score == 0:
        return cells
    n = cells + 2 - 2 * abs(score)
    # the mover's own moves are ply + 1, ply + 3, ...; the opponent's ply + 2, ...
    if (n - ply) % 2 != (1 if score > 0 else 0):
        n -= 1
    return n


def score_words(score, ply, cells) -> str:
    """An exact score in words for the side to move after ``ply`` moves on a board of ``cells``:
    ``"win in N"`` / ``"loss in N"`` (N counts the winner's moves), or ``"draw"``; on 7x6
    connect4.scores.describe_score's words.

    >>> score_words(18, 6, 42), score_words(-15, 11, 42), score_words(0, 3, 20)
    ('win in 1', 'loss in 1', 'draw')
    >>> score_words(1, 0, 25)   # 5x5: a win with the 25th disc, red's 13th move
    'win in 13'
    """
    if score == 0:
        return "draw"
    n = ending_move(score, ply, cells)
    if score > 0:
        return "win in %d" % ((n - ply + 1) // 2)
    return "loss in %d" % ((n - ply) // 2)
