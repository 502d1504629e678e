"""mcts: the 2016 post's search (random selection, draws as losses, kept tree) and UCT; budgets."""

from connect4.board import Board
from connect4.players.mcts import MCTSPlayer, _playout
import random


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


def test_statistics_are_kept_between_moves():
    board = Board.from_notation("4453")
    player = MCTSPlayer(seed=3, playouts=500)
    first = player.choose(board)
    board.play(first.column)
    board.play(3)
    second = player.choose(board)
    # the new root had visits from the first search
    assert second.extra["tree_visits"] > 500
    fresh = MCTSPlayer(seed=3, playouts=500, tree="fresh")
    fresh.choose(Board.from_notation("4453"))
    assert fresh.choose(board).extra["tree_visits"] == 500
    player.reset()
    assert player.choose(board).extra["tree_visits"] == 500


def test_plays_the_highest_win_rate_or_the_most_visits():
    board = Board.from_notation("4453")
    r = MCTSPlayer(seed=2, playouts=800).choose(board)
    assert r.scores[r.column] == max(s for s in r.scores if s is not None)
    u = MCTSPlayer(seed=2, playouts=800, select="uct", draws="half", tree="fresh",
                   pick="visits").choose(board)
    assert u.column in range(7) and u.extra["playouts"] == 800


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
