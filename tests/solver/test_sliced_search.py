"""A search sliced at 0 s (``slice_seconds``: the path behind every browser
hint) gives the same scores and best moves as an unsliced one."""

from shared_data import load_pons

from connect4.board import parse_position
from connect4.search_driver import drive
from connect4.solver import Solver


def _sample():
    return ([moves for moves, _ in load_pons("middle_easy")[::100]]
            + [moves for moves, _ in load_pons("end_easy")[::100]])


def test_sliced_solve_and_best_moves_match_the_unsliced_ones():
    sliced, plain = Solver(table_size_log2=16, book=False), Solver(table_size_log2=16, book=False)
    pauses = 0
    for moves in _sample():
        board = parse_position(moves)
        for s in (sliced, plain):
            s.reset()
        steps = []
        got = drive(sliced.best_moves_steps(board, slice_seconds=0.0), on_step=steps.append)
        assert got == plain.best_moves(board), moves
        pauses += len(steps)
    assert pauses > 0  # the slices did pause the search


def test_sliced_analyze_matches_the_unsliced_one():
    sliced, plain = Solver(table_size_log2=16, book=False), Solver(table_size_log2=16, book=False)
    for moves in _sample()[::4]:
        board = parse_position(moves)
        assert drive(sliced.analyze_steps(board, slice_seconds=0.0)) == plain.analyze(board), moves
