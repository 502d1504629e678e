"""A reviewed game's mistakes and blunders as puzzles to practise (no new search).
In the page's own image (not the Puzzles bundle): the review asks it whether
there is anything to practise before the mode is fetched.

Each mistake or blunder of the review's records (:mod:`connect4.review.verdicts`)
becomes ``{"ply", "position", "side", "goal", "accept"}``: the position
before the move (column notation), the colour that made it, the result the
best move kept (``"win"`` or ``"draw"``) and every column that keeps it
(1-based, from the record's ``keeps``).  Importable by MicroPython: the page
turns the review it shows into puzzles with it.

>>> records = [{"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best",
...             "better": [], "keeps": []},
...            {"ply": 2, "column": 1, "score": 0, "kept": -2, "verdict": "mistake",
...             "better": [3, 4], "keeps": [4, 3]}]
>>> game_mistakes("41", records)
[{'ply': 2, 'position': '4', 'side': 'yellow', 'goal': 'draw', 'accept': [3, 4]}]
"""

from connect4.review.verdicts import mover, turning_points

#: The colours' names, red first.
COLOURS = ("red", "yellow")


def game_mistakes(moves: str, records, sides=("red", "yellow")) -> list:
    """The puzzles of a game's turning points, in game order.

    :param moves: the whole game in column notation;
    :param records: the review's records (any order);
    :param sides: whose mistakes: both colours, or the human's one alone
        when the other side was an AI.
    """
    out = []
    for r in turning_points(records):
        side = mover(r["ply"])
        if side not in sides or not r.get("keeps") or r["score"] is None:
            continue  # not this side's, or the review did not finish the columns
        out.append({"ply": r["ply"], "position": moves[:r["ply"] - 1], "side": side,
                    "goal": "win" if r["score"] > 0 else "draw",
                    "accept": sorted(r["keeps"])})
    return out


def practice_sides(red: str, yellow: str) -> tuple:
    """Whose mistakes to practise: the human's alone when the other side is an
    AI, both colours otherwise (two humans, or two AIs in a match).

    >>> practice_sides("human", "level3"), practice_sides("human", "human")
    (('red',), ('red', 'yellow'))
    """
    humans = [c for c, who in zip(COLOURS, (red, yellow)) if who == "human"]
    return tuple(humans) if len(humans) == 1 else COLOURS
