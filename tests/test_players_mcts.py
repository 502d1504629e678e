"""mcts: UCT with random playouts, within its budget; deterministic in playout mode."""

import gc
import time

from connect4.board import Board
from connect4.players.mcts import MCTSPlayer, _playout
import random


def test_respects_a_time_budget():
    board = Board.from_notation("4453")
    for ms in (50, 200):
        # a full collection of the whole test process's heap (after the
        # browser tests: seen at 0.1 s) is not the player's overrun
        gc.collect()
        gc.disable()
        try:
            t0, c0 = time.perf_counter(), time.thread_time()
            r = MCTSPlayer(seed=1, ms=ms).choose(board)
            wall, cpu = time.perf_counter() - t0, time.thread_time() - c0
        finally:
            gc.enable()
        assert r.nodes > 0
        # at most one playout past the deadline, plus the final bookkeeping:
        # counted in this thread's CPU time (the browser tests leave server
        # threads behind), since on a loaded machine the process may be
        # descheduled past its deadline without working past it
        assert cpu < ms / 1000.0 + 0.05
        assert wall >= ms / 1000.0 * 0.9  # it uses its budget


def test_respects_a_playout_budget_and_is_deterministic():
    board = Board.from_notation("4453")
    a = MCTSPlayer(seed=5, playouts=300).choose(board)
    b = MCTSPlayer(seed=5, playouts=300).choose(board)
    assert a.nodes == 300 and a.extra["playouts"] == 300
    assert (a.column, a.scores) == (b.column, b.scores)


def test_finds_a_win_in_one():
    board = Board([0, 6, 0, 6, 0, 5])
    assert MCTSPlayer(seed=2, playouts=2000).choose(board).column == 0


def test_counts_draws_and_losses():
    # five cells left, two columns open, and every way to fill them is a draw
    # (checked by the test below): every playout and every node scores 1/2
    board = Board.from_notation("6235752753476274242654362515371363464")
    assert board.legal_moves() == [0, 6]
    r = MCTSPlayer(seed=1, playouts=50).choose(board)
    assert r.scores[0] == r.scores[6] == 0.5


def test_the_draw_position_is_a_draw():
    def all_draw(b):
        if b.is_won():
            return False
        if b.is_full():
            return True
        for c in b.legal_moves():
            b.push(c)
            ok = all_draw(b)
            b.pop()
            if not ok:
                return False
        return True

    assert all_draw(Board.from_notation("6235752753476274242654362515371363464"))


def test_playout_results_are_from_the_side_to_move():
    # red to move wins at once in column 1 in most random playouts
    board = Board([0, 6, 0, 6, 0, 5])
    rng = random.Random(0)
    results = [_playout(board.current, board.mask, rng) for _ in range(300)]
    assert set(results) <= {0.0, 0.5, 1.0}
    assert sum(results) / len(results) > 0.5
