"""A reviewed game as the background review stores it: the training tests' shared record.

``GAME``: red blunders at move 5 (column 3; only 4 keeps the win), yellow at move 8
(column 1; only 5 keeps it); the solver's review is checked in tests/puzzles.
"""

import pytest

from connect4.board import Board
from connect4.review.game import review
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data

GAME = "44443261"
DAY = 20782  # 2026-11-25


def hint_solver():
    """The solver with the 12-disc database (a whole short game in milliseconds); the
    test is skipped, with the reason, where the database cannot be had."""
    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    return Solver(table_size_log2=18, hint_data=data)


def game_record(solver, moves=GAME, human=("red",), id="g1", day=DAY) -> dict:
    """``moves`` as the background review stores it once every move is judged
    (docs/training.md): red the human against level 3 unless said."""
    board = Board.from_notation(moves)
    return {"id": id, "day": day, "moves": moves, "red": "human", "yellow": "level3",
            "human": list(human), "result": board.result() if board.is_over() else "draw",
            "reviewed": len(moves), "records": review(moves, solver)}
