"""mcts: the 2016 post's search (a (player, state) table kept for good, ties to the last
column), its next steps, the project's tree; budgets."""

import random

import pytest

from connect4.bitboard import move_bit
from connect4.board import Board
from connect4.players.mcts import PLAYS, MCTSPlayer, _playout, table_key


class FakeClock:
    """A time source that moves 1 ms each time it is read: no real time involved."""

    def __init__(self):
        self.t = 100.0
        self.reads = 0

    def __call__(self):
        self.reads += 1
        self.t += 0.001
        return self.t


def test_respects_a_time_budget_on_an_injected_clock():
    board = Board.from_notation("4453")
    for ms in (50, 200):
        clock = FakeClock()
        player = MCTSPlayer(seed=1, ms=ms)
        player.now = clock
        r = player.choose(board)
        # it stops at the first check past its deadline, and spends its budget
        assert ms / 1000.0 <= r.time <= ms / 1000.0 + 0.003
        assert 0 < r.nodes < clock.reads
        # the same fake time gives the same search
        again = MCTSPlayer(seed=1, ms=ms)
        again.now = FakeClock()
        assert again.choose(board).nodes == r.nodes


def test_one_legal_move_is_answered_at_once():
    # only column 1 has room: no playout, no clock read past the start
    board = Board.from_notation("4427612253772523425455634741753716666313")
    assert board.legal_moves() == [0] and not board.is_over()
    clock = FakeClock()
    player = MCTSPlayer(seed=1, ms=60000)
    player.now = clock
    r = player.choose(board)
    assert r.column == board.legal_moves()[0] and r.nodes == 0 and clock.reads <= 2


def test_respects_a_playout_budget_and_is_deterministic():
    board = Board.from_notation("4453")
    a = MCTSPlayer(seed=5, playouts=300).choose(board)
    b = MCTSPlayer(seed=5, playouts=300).choose(board)
    assert a.nodes == 300 and a.extra["playouts"] == 300
    assert (a.column, a.scores) == (b.column, b.scores)


def test_finds_a_win_in_one():
    board = Board([0, 6, 0, 6, 0, 5])
    assert MCTSPlayer(seed=2, playouts=2000).choose(board).column == 0


def test_a_draw_counts_as_a_loss_or_as_half():
    # five cells left, two columns open, and every way to fill them is a draw
    # (checked by the test below): the post counts each as a loss (0), its
    # next step as half a win
    board = Board.from_notation("6235752753476274242654362515371363464")
    assert board.legal_moves() == [0, 6]
    r = MCTSPlayer(seed=1, playouts=50).choose(board)
    assert r.scores[0] == r.scores[6] == 0.0
    r = MCTSPlayer(seed=1, playouts=50, draws="half").choose(board)
    assert r.scores[0] == r.scores[6] == 0.5


def test_the_table_lives_as_long_as_the_player():
    # every simulation passes through one root child, counted there: the
    # root children's plays add up to the simulations run from here so far
    board = Board.from_notation("4453")
    player = MCTSPlayer(seed=3, playouts=500)
    assert player.choose(board).extra["tree_visits"] == 500
    player.reset()  # a new game: the post's page keeps the table
    assert player.choose(board).extra["tree_visits"] == 1000
    # and between moves: the new position's children were visited before
    board.play(3)
    board.play(3)
    assert player.choose(board).extra["tree_visits"] > 500


@pytest.mark.parametrize("tree, after_reset", [("game", 500), ("fresh", 500)])
def test_the_table_can_be_forgotten_at_a_new_game_or_every_move(tree, after_reset):
    board = Board.from_notation("4453")
    player = MCTSPlayer(seed=3, playouts=500, tree=tree)
    player.choose(board)
    if tree == "fresh":
        assert player.choose(board).extra["tree_visits"] == 500
    player.reset()
    assert player.choose(board).extra["tree_visits"] == after_reset


def test_the_projects_tree_is_kept_between_moves_only():
    board = Board.from_notation("4453")
    player = MCTSPlayer(seed=3, playouts=500, rules="project")
    first = player.choose(board)
    board.play(first.column)
    board.play(3)
    assert player.choose(board).extra["tree_visits"] > 500
    fresh = MCTSPlayer(seed=3, playouts=500, rules="project", tree="fresh")
    fresh.choose(Board.from_notation("4453"))
    assert fresh.choose(board).extra["tree_visits"] == 500
    player.reset()
    assert player.choose(board).extra["tree_visits"] == 500


def test_equal_win_rates_go_to_the_last_column():
    # red wins at once in column 3 or 7 (both win rate 1): JavaScript's
    # reduce with > keeps the later column, so the post's player plays 7
    board = Board.from_notation("445566")
    assert {MCTSPlayer(seed=s, playouts=100).choose(board).column for s in range(10)} == {6}
    # the project's tree breaks the tie by visits, then the first expanded
    project = {MCTSPlayer(seed=s, playouts=100, rules="project").choose(board).column
               for s in range(10)}
    assert project == {2, 6}


def test_a_column_never_simulated_scores_0_and_can_be_chosen():
    # one simulation from the empty board adds the state of its first move
    # only; if the AI did not win it, every column scores 0 and the last wins
    chosen_unsimulated = 0
    for seed in range(12):
        player = MCTSPlayer(seed=seed, playouts=1)
        r = player.choose(Board())
        simulated = [c for c in range(7) if _child_key(Board(), c) in player.table]
        assert len(simulated) == len(player.table) == 1
        assert [s for c, s in enumerate(r.scores) if c not in simulated] == [0.0] * 6
        if r.scores[simulated[0]] == 1.0:
            assert r.column == simulated[0]
        else:
            assert r.column == 6
            chosen_unsimulated += simulated[0] != 6
    assert chosen_unsimulated > 0


def _child_key(board, col):
    """The table key of the side to move (the AI) playing ``col``."""
    mv = move_bit(board.mask, col)
    return table_key(board.current | mv, board.mask | mv, 1)


def _plays(player, board, col):
    return player.table.get(_child_key(board, col), 0) & PLAYS


def test_plays_the_highest_win_rate_or_the_most_simulations():
    board = Board.from_notation("4453")
    r = MCTSPlayer(seed=2, playouts=800).choose(board)
    assert r.scores[r.column] == max(s for s in r.scores if s is not None)
    v = MCTSPlayer(seed=2, playouts=800, pick="visits")
    r = v.choose(board)
    plays = [_plays(v, board, c) for c in range(7)]
    assert plays[r.column] == max(plays) and sum(plays) == 800
    u = MCTSPlayer(seed=2, playouts=800, select="uct", draws="half", tree="fresh",
                   pick="visits").choose(board)
    assert u.column in range(7) and u.extra["playouts"] == 800


def test_uct_simulates_the_promising_columns_more():
    # red wins at once in column 1: UCT sends most simulations there
    board = Board([0, 6, 0, 6, 0, 5])
    uct = MCTSPlayer(seed=4, playouts=400, select="uct")
    rand = MCTSPlayer(seed=4, playouts=400)
    uct.choose(board)
    rand.choose(board)
    assert _plays(uct, board, 0) > 2 * _plays(rand, board, 0)


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
