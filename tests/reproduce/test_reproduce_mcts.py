"""The 2016 MCTS post: the literal reading of its JavaScript, and ``mcts`` against it.

Given the same random numbers (the player's seeded ``Rng``), the post's
player read literally and ours hold the same statistics, state for state,
and play the same column: transpositions share an entry, every visited
state already in the table is counted, one state is added a simulation.
"""

from player_positions import random_positions

from connect4.board import Board
from connect4.players.mcts import MCTSPlayer
from connect4.reproduce import mcts, reading_mcts
from connect4.reproduce.core import Runner
from connect4.reproduce.mcts import as_table
from connect4.rng import Rng


def test_same_random_numbers_same_table_and_column():
    for i, board in enumerate(random_positions(6, seed=3, max_ply=30) + [Board()]):
        ours = MCTSPlayer(seed=i, playouts=120)
        column = ours.choose(board).column
        post = reading_mcts.MonteCarloPlayer(Rng(i).randrange)
        assert post.get_play(reading_mcts.from_board(board), 120) == column, board.notation()
        assert as_table(post) == ours.table, board.notation()


def test_the_table_carries_over_to_later_moves_and_games_as_the_posts_does():
    board = Board()
    ours = MCTSPlayer(seed=7, playouts=80)
    rng = Rng(7)
    post = reading_mcts.MonteCarloPlayer(rng.randrange)
    for _ in range(3):
        column = ours.choose(board).column
        assert post.get_play(reading_mcts.from_board(board), 80) == column
        board.play(column)
        # a reply that does not end the game
        board.play(next(c for c in board.legal_moves() if not board.is_winning_move(c)))
        assert not board.is_over()
    # a new game, the AI now yellow: both keep their statistics
    ours.reset()
    board = Board.from_notation("4")
    assert post.get_play(reading_mcts.from_board(board), 80) == ours.choose(board).column
    assert as_table(post) == ours.table and len(ours.table) > 250


def test_the_readings_ties_go_to_the_last_column():
    # `445566`: red wins at once in columns 3 and 7, both at rate 1
    state = reading_mcts.from_board(Board.from_notation("445566"))
    for seed in range(3):
        post = reading_mcts.MonteCarloPlayer(Rng(seed).randrange)
        assert post.get_play(state, 100) == 6
        rates = post.percentages(state)
        assert rates[2] == rates[6] == 1


def test_the_readings_map_and_win_check():
    board = Board.from_notation("445566")
    state = reading_mcts.from_board(board)
    assert state[5] == [0, 0, 0, 2, 2, 2, 0] and state[4] == [0, 0, 0, 1, 1, 1, 0]
    assert reading_mcts.check_winner(state) == (False, 0)
    assert reading_mcts.check_winner(reading_mcts.next_state(6, state, 2)) == (True, 2)
    assert reading_mcts.js_key(2, state).startswith("2,0,0,0,0,0,0,0,")


def test_agreement_rows_state_the_share_of_equal_cases():
    runner = Runner(quick=True)
    runner.once("mcts agreement", lambda r: (4, 4, 3))  # as if measured
    rows = mcts.agreement(runner)
    assert all(len(row) == 5 and all(isinstance(x, str) for x in row) for row in rows)
    assert [row[4] for row in rows] == ["100.0% (4 of 4)", "75.0% (3 of 4)"]
