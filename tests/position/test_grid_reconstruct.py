"""Grid -> move order -> the same grid, and every kind of grid no game reaches."""

import random

import pytest

from connect4.board import Board
from connect4.position.grid import GridError, grid_of, grid_text, parse_grid
from connect4.position.reconstruct import moves_to_grid


def replay(moves):
    """The board after the moves, every one checked (a move after a win raises)."""
    b = Board()
    for col in moves:
        b.play(col)
    return b


def test_round_trip_on_thousands_of_random_games():
    rng = random.Random(2026)
    finished = 0
    for _ in range(4000):
        b = Board()
        stop = rng.choice([rng.randint(0, 42), 42])  # a quarter played to the end
        while b.ply < stop and not b.is_over():
            b.push(rng.choice(b.legal_moves()))
        grid = grid_of(b.current, b.mask, b.ply)
        again = replay(moves_to_grid(*parse_grid(grid_text(*grid))))
        assert grid_of(again.current, again.mask, again.ply) == grid, b.notation()
        assert again.is_won() == b.is_won()
        finished += b.is_over()
    assert finished > 500


def test_a_drawn_full_board_and_the_empty_board():
    assert moves_to_grid(0, 0) == []
    full = Board.from_notation("442761225377252342545563474175371666631311")
    assert full.is_draw()
    grid = grid_of(full.current, full.mask, full.ply)
    again = replay(moves_to_grid(*grid))
    assert grid_of(again.current, again.mask, again.ply) == grid and again.is_draw()


def test_cells_may_be_written_without_spaces_with_a_footer():
    text = "\n.......\n.......\n.......\n.......\n...o...\n..xX...\n1 2 3 4 5 6 7\n"
    assert moves_to_grid(*parse_grid(text)) == [3, 3, 2]  # the only order: d1, d2, c1


def grid(*rows):
    return parse_grid("\n".join(rows))


UNREACHABLE = [
    ("a floating disc", grid(".......", ".......", ".......", "...X...", ".......", "...O..."),
     "the disc at d3 floats over an empty cell (d2)"),
    ("counts", grid(".......", ".......", ".......", ".......", ".......", "XX.X..."),
     "red has 3 discs and yellow 0 discs:"),
    ("yellow ahead", grid(".......", ".......", ".......", ".......", ".......", "OO.X..."),
     "red has 1 disc and yellow 2 discs:"),
    ("yellow one ahead of none", grid(".......", ".......", ".......", ".......", ".......",
                                      "OX.X.X."), "red has 3 discs and yellow 1 disc:"),
    ("both have four", grid(".......", ".......", "X.O....", "X.O....", "X.O....", "X.O...."),
     "both players have four in a row (red a1-a4, yellow c1-c4)"),
    ("four then the other moved", grid(".......", ".......", ".......", ".......", "OOO....",
                                       "XXXXO.."), "red has four in a row (a1-d1) but yellow moved after it"),
    ("two fours apart", grid(".......", ".......", ".......", "XXXXO..", "OOOXOO.", "XXXXOO."),
     "red has two fours in a row (a1-d1 and a3-d3) that no single move could complete"),
    ("a four covered", grid(".......", "X......", "O......", "O......", "O......", "OXX.X.."),
     "yellow's four in a row (a1-a4) has discs on top of it"),
    ("no order", grid(".......", ".......", ".......", ".......", "XX.....", "OO....."),
     "no order of moves reaches this grid"),
]


@pytest.mark.parametrize("cells, words", [u[1:] for u in UNREACHABLE], ids=[u[0] for u in UNREACHABLE])
def test_every_kind_of_unreachable_grid_gets_its_own_message(cells, words):
    with pytest.raises(GridError) as err:
        moves_to_grid(*cells)
    assert words in str(err.value)


@pytest.mark.parametrize("text, words", [
    ("X......\n" * 5, "the grid has 5 rows; it needs 6"),
    ("......\n" * 6, "row 1 from the top has 6 cells; it needs 7"),
    (".......\n" * 5 + "..Z....", "row 6 from the top: 'Z' is not a cell"),
    (None, "a grid is text"),
])
def test_malformed_grids_are_named(text, words):
    with pytest.raises(GridError) as err:
        parse_grid(text)
    assert words in str(err.value)


def test_a_won_grid_ends_with_the_winning_disc():
    # red's four d1-d4 stands under nothing; its last disc must be d4, the top
    b = Board.from_notation("4545454")
    moves = moves_to_grid(*grid_of(b.current, b.mask, b.ply))
    assert moves[-1] == 3 and replay(moves).winner() == 0


def test_one_row_is_said_in_the_singular():
    # issue 42's set-up editor: "the grid has 1 rows"
    import pytest

    from connect4.position.grid import GridError, parse_grid

    with pytest.raises(GridError, match="the grid has 1 row; it needs 6"):
        parse_grid("XX")
