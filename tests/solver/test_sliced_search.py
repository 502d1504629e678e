"""A search sliced at 0 s (``slice_seconds``: the path behind every browser
hint) gives the same scores and best moves as an unsliced one."""

from shared_data import load_pons

from connect4.board import parse_position
from connect4.search_driver import drive
from connect4.solver import Solver
from connect4.solver.search import SearchPaused, make_negamax, opponent_threats
from connect4.solver.table import TranspositionTable


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



def _paused_at(nodes, moves):
    """The node counts where a null-window probe armed with ``arm(None, nodes)``
    paused (armed again after each pause, as the review does), and its value."""
    board = parse_position(moves)
    negamax, count, arm = make_negamax(TranspositionTable(16))
    cur, mask = board.current, board.mask
    at = []
    while True:
        arm(None, nodes)
        try:
            return at, negamax(cur, mask, board.ply, 0, 1, opponent_threats(cur, mask))
        except SearchPaused:
            at.append(count())


def test_a_short_node_slice_pauses_every_1024_positions_and_finds_the_same_value():
    # the page's background review asks slices of 1024 (the full review's are 8192)
    moves = "35544262"  # about 80,000 positions (no book, an empty table)
    short, value = _paused_at(1024, moves)
    long_, same = _paused_at(8192, moves)
    assert value == same and len(short) > 8 * len(long_) >= 8
    gaps = [b - a for a, b in zip(short, short[1:])]
    assert short[0] <= 1024 and set(gaps) == {1024}
    assert {b - a for a, b in zip(long_, long_[1:])} == {8192}
