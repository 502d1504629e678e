"""The score against each AI opponent: won, lost, drawn, as the page keeps it.

>>> t = {}
>>> add_result(t, "level3", 0, 0); add_result(t, "level3", 0, 1); add_result(t, "level3", 1, None)
>>> t
{'level3': [1, 1, 1]}
"""


def add_result(tally, opponent, human, winner):
    """Count one finished (or resigned) game against ``opponent`` (``winner``: a colour or None)."""
    row = tally.get(opponent)
    if row is None:
        row = [0, 0, 0]
        tally[opponent] = row
    row[2 if winner is None else (0 if winner == human else 1)] += 1
