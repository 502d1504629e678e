"""Solver scores in words a player understands.

Convention (Pascal Pons' test sets): the score is for the side to move;
``22 - k`` if it wins with its own k-th disc, ``k - 22`` if the opponent wins
with its k-th disc, 0 for a draw.  Importable by MicroPython (the page's main
thread renders hints with it).

>>> describe_score(18, 6)   # red to move, wins with its 4th disc
'win in 1'
>>> describe_score(0, 10)
'draw'
>>> describe_score(-15, 11)  # yellow to move, red wins with its 7th disc
'loss in 1'
"""


#: Words of a column's win/draw/loss (its sign), shown before its exact score.
WDL_WORDS = {1: "win", 0: "draw", -1: "loss"}


def moves_to_end(score, ply):
    """How many moves of the winner remain until its winning disc (1 = at once).

    ``score`` is for the side to move in a position with ``ply`` stones;
    returns 0 for a draw.
    """
    if score > 0:
        # the side to move already has ply // 2 discs; it wins with disc 22 - score
        return 22 - score - ply // 2
    if score < 0:
        # the opponent has (ply + 1) // 2 discs; it wins with disc 22 + score
        return 22 + score - (ply + 1) // 2
    return 0


def describe_score(score, ply):
    """``"win in N"``, ``"draw"`` or ``"loss in N"`` (N counts the winner's moves).

    :param score: exact score for the side to move (or of a column it may play).
    :param ply: stones on the board before that side moves.
    """
    if score is None:
        return "full"
    n = moves_to_end(score, ply)
    if score > 0:
        return "win in %d" % n
    if score < 0:
        return "loss in %d" % n
    return "draw"
