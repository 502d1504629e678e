"""connect4.variants.game against the reference grid: seeded random games on every size, line
length and Pop Out agree move by move (and back by undo); full boards, Pop Out's own cases
(a pop that makes two lines, or the opponent's; repetition; no move left) and refusals."""

import random

import pytest
from grid_reference import RefGame, drop_order, grid_of_game, to_ref

from connect4.errors import GameOverError, IllegalMoveError, NotationError
from connect4.variants.game import (
    FULL,
    LINE,
    NO_MOVE,
    POP_BOTH,
    POP_GIFT,
    REPETITION,
    VariantGame,
)
from connect4.variants.geometry import CONNECTS, Geometry

SIZES = [(w, h) for w in range(4, 11) for h in range(4, 9)]
GEOMETRIES = [Geometry(w, h, k) for w, h in SIZES for k in CONNECTS]
#: Random Pop Out games can run long: each stops here if nothing ended it.
MAX_PLIES = 400


def snapshot(game):
    return (grid_of_game(game), game.result(), game.status and game.status[1],
            sorted(to_ref(m) for m in game.legal_moves()), game.winning_cells(), game.text())


def ref_snapshot(ref, text):
    return (ref.grid, ref.result, ref.why, sorted(ref.legal()), ref.winning_cells(), text)


def play_both(g, popout, seed, reasons):
    """A seeded random game played on both; every position compared; then undone to the start."""
    rnd = random.Random(seed)
    game = VariantGame(g, popout)
    ref = RefGame(g.width, g.height, g.connect, popout)
    seen = [snapshot(game)]
    assert seen[0] == ref_snapshot(ref, "")
    while not game.is_over() and game.ply < MAX_PLIES:
        move = rnd.choice(game.legal_moves())
        game.play(move)
        ref.play(to_ref(move))
        seen.append(snapshot(game))
        assert seen[-1] == ref_snapshot(ref, game.text()), (g, game.text())
    reasons[game.status and game.status[1]] = reasons.get(game.status and game.status[1], 0) + 1
    while game.moves:
        seen.pop()
        game.undo()
        assert snapshot(game) == seen[-1]
    assert game.key() == 0 and game.status is None


@pytest.mark.parametrize("g", GEOMETRIES, ids=repr)
def test_random_games_agree_with_the_reference_move_by_move(g):
    reasons = {}
    for seed in range(6):
        play_both(g, False, "%r-%d" % (g, seed), reasons)
    assert set(reasons) <= {LINE, FULL}


@pytest.mark.parametrize("g", GEOMETRIES[::2], ids=repr)
def test_random_pop_out_games_agree_with_the_reference_move_by_move(g):
    reasons = {}
    for seed in range(4):
        play_both(g, True, "popout-%r-%d" % (g, seed), reasons)
    assert set(reasons) <= {LINE, POP_BOTH, POP_GIFT, REPETITION, NO_MOVE, None}


def test_random_pop_out_games_meet_each_way_to_end():
    # the agreement above is only as good as the cases it meets: count them on 5x4 and 4x4
    reasons = {}
    for seed in range(12):
        play_both(Geometry(5, 4), True, "ends-%d" % seed, reasons)
        play_both(Geometry(4, 4, 5), True, "fives-%d" % seed, reasons)
    assert {LINE, POP_BOTH, POP_GIFT, REPETITION, NO_MOVE} <= set(reasons), reasons


def no_line_grid(width, height):
    """A full grid with no two-in-a-row longer than 2 anywhere: colours by column and pairs of
    rows (shifted by one row on even heights so that red has its share, one more if odd)."""
    shift = 1 if height % 2 == 0 else 0
    return [[(c + (r + shift) // 2) % 2 for r in range(height)] for c in range(width)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_a_full_board_without_a_line_is_a_draw_on_every_size(size):
    w, h = size
    order = drop_order(no_line_grid(w, h), w, h, 4)
    assert len(order) == w * h
    for k in CONNECTS:
        game = VariantGame(Geometry(w, h, k))
        for col in order[:-1]:
            game.play(col)
        assert not game.is_over() and game.legal_moves() == [order[-1]]
        game.play(order[-1])
        assert game.status == (None, FULL) and game.result() == "draw"
        assert game.result_text() == "Draw: the board is full" and game.legal_moves() == []
        with pytest.raises(GameOverError, match="the game is over .Draw: the board is full"):
            game.play(order[-1])
        # in Pop Out the same full board goes on: red must pop
        pop = VariantGame.from_text(Geometry(w, h, k), game.text(), popout=True)
        assert not pop.is_over() and pop.legal_moves() and all(m < 0 for m in pop.legal_moves())


def popped(text, size=(7, 6, 4)):
    """The Pop Out game after ``text``; the reference's after the same moves."""
    game = VariantGame.from_text(Geometry(*size), text, popout=True)
    ref = RefGame(*size, popout=True)
    for m in game.moves:
        ref.play(to_ref(m))
    assert ref_state(game) == (ref.grid, ref.result, ref.why)
    return game


def ref_state(game):
    return grid_of_game(game), game.result(), game.status and game.status[1]


def test_a_pop_that_makes_lines_for_both_wins_for_the_popper():
    game = popped("11114222433374")
    assert str(game).splitlines()[2:6] == ["O . . . . . .", "X O O O . . .",
                                           "O X X X . . .", "X O O X . . X"]
    assert not game.is_over() and game.turn == 0 and -1 in game.legal_moves()
    game = popped("11114222433374p1")
    assert str(game).splitlines()[3:6] == ["O O O O . . .", "X X X X . . .", "O O O X . . X"]
    assert game.status == (0, POP_BOTH) and game.result() == "red"
    assert game.result_text() == ("Red wins: the pop made lines for both, and the player who "
                                  "pops wins")
    assert game.winning_cells() == [(0, 1), (1, 1), (2, 1), (3, 1)]  # the popper's line only


def test_a_pop_that_makes_only_the_opponents_line_loses():
    game = popped("11526374p1")
    assert str(game).splitlines()[-2] == "O O O O X X X"
    assert game.status == (1, POP_GIFT)
    assert game.result_text() == "Yellow wins: Red's pop made Yellow's line"
    assert game.winning_cells() == [(0, 0), (1, 0), (2, 0), (3, 0)]


def test_a_pop_that_makes_the_poppers_line_wins():
    game = popped("111223364747p1")
    assert str(game).splitlines()[-3:-1] == ["X X X X . . O", "O O O X . O O"]
    assert game.status == (0, LINE) and game.result_text() == "Red wins with four in a row"


def test_the_third_time_a_position_occurs_draws_a_pop_out_game():
    game = popped("11p1p1")  # the empty board again, red to move: the 2nd time
    assert game.key() == 0 and not game.is_over()
    game = popped("11p1p111p1")  # each position of the cycle a second time
    assert not game.is_over()
    game.play(-1)  # the empty board with red to move, a third time
    assert game.ply == 8 and game.status == (None, REPETITION)
    assert game.result_text() == "Draw: the same position for the third time"
    assert game.legal_moves() == []
    game.undo()
    assert not game.is_over() and game.legal_moves() == [0, 1, 2, 3, 4, 5, 6, -1]
    game.play(-1)
    assert game.status == (None, REPETITION)
    game.undo()
    game.play(1)  # something else: the game goes on
    assert not game.is_over()
    game.undo()
    # the positions seen twice, whose next occurrence draws (what the levels' search reads)
    assert game.twice_seen() == {0, popped("1").key(), popped("11").key(), popped("11p1").key()}
    assert popped("11p1").twice_seen() == set() and VariantGame(Geometry(7, 6)).twice_seen() == set()
    with pytest.raises(IllegalMoveError, match="invalid moves '11p1p111p1p11': move 9: illegal "
                       "move 1: the game is over .Draw: the same position for the third time"):
        VariantGame.from_text(Geometry(7, 6), "11p1p111p1p11", popout=True)


def test_no_repetition_in_a_game_without_pops():
    game = VariantGame(Geometry(7, 6))
    for col in (0, 0, 0, 0, 1, 1):
        game.play(col)
    assert game._seen == {} and game.twice_seen() == set()


def test_a_full_pop_out_board_with_none_of_the_movers_discs_at_the_bottom_is_a_draw():
    game = popped("4224433321241311p44", (4, 4, 5))
    assert str(game).splitlines()[-2] == "O O O O"  # four is not five: no line
    assert game.status == (None, NO_MOVE) and game.legal_moves() == []
    assert game.result_text() == "Draw: the board is full and Red has no disc at the bottom to pop"


@pytest.mark.parametrize("text, popout, move, error, words", [
    ("", False, 7, IllegalMoveError, "illegal move 7: 7x6 has columns 0-6"),
    ("", False, -8, IllegalMoveError, "illegal move -8: 7x6 has columns 0-6"),
    ("", False, True, IllegalMoveError, "illegal move True"),
    ("", False, "3", IllegalMoveError, "illegal move '3'"),
    ("444444", False, 3, IllegalMoveError, "illegal move 4: column 4 is full"),
    ("4", False, -4, IllegalMoveError, "illegal move p4: pops are only played in Pop Out"),
    ("4", True, -4, IllegalMoveError, "illegal move p4: the bottom of column 4 holds no yellow"),
    ("4", True, -1, IllegalMoveError, "illegal move p1: the bottom of column 1 holds no yellow"),
    ("1212121", False, 0, GameOverError, "illegal move 1: the game is over .Red wins with four"),
])
def test_a_move_the_rules_forbid_is_refused_and_changes_nothing(text, popout, move, error, words):
    game = VariantGame.from_text(Geometry(7, 6), text, popout)
    before = snapshot(game)
    with pytest.raises(error, match=words):
        game.play(move)
    assert snapshot(game) == before


@pytest.mark.parametrize("text, popout, error, words", [
    ("4444444", False, IllegalMoveError, "invalid moves '4444444': move 7: illegal move 4: "
                                         "column 4 is full"),
    ("44p3", True, IllegalMoveError, "invalid moves '44p3': move 3: illegal move p3: the bottom"),
    ("12121212", False, GameOverError, "invalid moves '12121212': move 8: illegal move 2: the game"),
    ("48", False, NotationError, "invalid moves '48': character 2 .'8'. is not a column 1-7"),
])
def test_a_bad_game_text_is_refused_quoting_it(text, popout, error, words):
    with pytest.raises(error, match=words):
        VariantGame.from_text(Geometry(7, 6), text, popout)


def test_undo_on_a_new_game_and_a_wrong_geometry_are_refused():
    with pytest.raises(IndexError):
        VariantGame(Geometry(4, 4)).undo()
    with pytest.raises(TypeError, match="a game needs a Geometry"):
        VariantGame((7, 6))


def test_a_ten_wide_board_prints_and_writes_its_tenth_column_as_0():
    game = VariantGame.from_text(Geometry(10, 4, 5), " 09 ", popout=True)
    assert str(game).splitlines() == [". . . . . . . . . .", ". . . . . . . . . .",
                                      ". . . . . . . . . .", ". . . . . . . . O X",
                                      "1 2 3 4 5 6 7 8 9 0"]
    game.play(-10)
    assert game.text() == "09p0" and repr(game) == "VariantGame(Geometry(10, 4, 5), '09p0', popout=True)"
    assert game.cell(9, 0) == -1 and game.cell(8, 0) == 1


def test_the_last_drop_is_where_the_disc_landed_and_none_after_a_pop():
    g = Geometry(7, 6)
    game = VariantGame(g, popout=True)
    assert game.last_drop() is None
    for move in (3, 3, 4):
        game.play(move)
    assert game.last_drop() == (4, 0)
    game.play(3)
    assert game.last_drop() == (3, 2)
    game.play(~4)
    assert game.last_drop() is None
