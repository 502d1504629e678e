"""The best line: every move keeps the exact score, checked with a fresh solver."""

import pytest

from connect4.board import Board
from connect4.errors import GameOverError
from connect4.solver import Solver
from connect4.solver.line import LINE_PLIES, best_line


def keeps_the_score(checker: Solver, board: Board, col: int) -> bool:
    """True if ``col`` scores the position's exact score (checked by a separate solver)."""
    score = checker.solve(board)
    if board.is_winning_move(col):
        return score == (43 - board.ply) // 2
    child = board.copy()
    child.play(col)
    if child.is_full():
        return score == 0
    return checker.solve(child) == -score


@pytest.mark.parametrize("name, count", [("end_easy", 12), ("middle_easy", 4), ("middle_medium", 3)])
def test_every_move_of_the_line_keeps_the_exact_score(pons, name, count):
    finder = Solver(table_size_log2=18)
    checker = Solver(table_size_log2=18, book=False)
    for moves, score in pons(name)[:count]:
        board = Board.from_notation(moves)
        line = best_line(finder, board)
        b = board.copy()
        for col in line:
            assert keeps_the_score(checker, b, col), (moves, line, b.notation())
            b.play(col)
        assert b.is_over(), (moves, line)  # without a cap the line runs to the end
        # the line's end agrees with the set's score: who wins, and with which disc
        expected = None if score == 0 else (board.turn if score > 0 else 1 - board.turn)
        assert b.winner() == expected and (score != 0 or b.is_draw())


def test_a_cap_and_a_known_score_give_the_same_first_moves():
    board = Board.from_notation("2252576253462244111563365343671351441"[:20])
    s = Solver(table_size_log2=18, book=False)
    full = best_line(s, board)
    score = s.solve(board)
    capped = best_line(Solver(table_size_log2=18, book=False), board, plies=LINE_PLIES, score=score)
    assert len(full) >= LINE_PLIES and capped == full[:LINE_PLIES]


def test_no_line_after_the_end():
    with pytest.raises(GameOverError):
        best_line(Solver(table_size_log2=16, book=False), Board.from_notation("4545454"))
