"""connect4.variants.notation: sizes and games written and read back on every width, 7x6's
notation unchanged, pops, and bad text refused with a message that quotes it."""

import random

import pytest

from connect4 import notation as notation_7x6
from connect4.errors import NotationError
from connect4.variants.geometry import Geometry, SizeError
from connect4.variants.notation import (
    MAX_POPOUT_MOVES,
    is_pop,
    move_column,
    move_text,
    moves_text,
    parse_moves,
    parse_size,
    pop_move,
    size_text,
)


@pytest.mark.parametrize("text, size", [("8x7", (8, 7)), (" 8X7 ", (8, 7)), ("10\u00d78", (10, 8)),
                                        ("4x4", (4, 4)), ("8 x 7", (8, 7)), ("07x06", (7, 6))])
def test_sizes_are_read(text, size):
    assert parse_size(text) == size


def test_every_size_is_written_and_read_back():
    for w in range(4, 11):
        for h in range(4, 9):
            assert parse_size(size_text(w, h)) == (w, h)
    assert size_text(9, 6) == "9x6"


@pytest.mark.parametrize("text, message", [
    ("3x99", "size 3x99: columns must be 4 to 10 and rows 4 to 8"),
    ("11x6", "size 11x6: columns must be 4 to 10 and rows 4 to 8"),
    ("7x3", "size 7x3: columns"), ("0x0", "size 0x0: columns"),
    ("8x", "size '8x': expected columns x rows, like 8x7"),
    ("x7", "size 'x7': expected"), ("8x7x2", "size '8x7x2': expected"), ("", "size '': expected"),
    ("87", "size '87': expected"), ("eightxseven", "size 'eightxseven': expected"),
    ("-8x7", "size '-8x7': expected"), ("\uff18x\uff17", "size '\uff18x\uff17': expected"),
    ("1e3x7", "size '1e3x7': expected"), ("9999x7", "size '9999x7': expected"),
    ("8x7" * 40, "size '8x78x78x7"),
])
def test_a_bad_size_is_refused_quoting_it(text, message):
    with pytest.raises(SizeError) as info:
        parse_size(text)
    assert str(info.value).startswith(message)
    assert len(str(info.value)) < 120


def test_a_size_that_is_not_text_is_refused():
    with pytest.raises(SizeError, match="size 87: expected text like 8x7"):
        parse_size(87)
    with pytest.raises(SizeError, match="size 3x6: columns"):
        size_text(3, 6)


def test_moves_are_ints_a_pop_is_the_columns_complement():
    assert [pop_move(c) for c in range(3)] == [-1, -2, -3]
    assert [is_pop(m) for m in (0, 9, -1, -10)] == [False, False, True, True]
    assert [move_column(m) for m in (0, 9, -1, -10)] == [0, 9, 0, 9]
    assert [move_text(m) for m in (0, 6, 8, 9, -1, -10)] == ["1", "7", "9", "0", "p1", "p0"]


@pytest.mark.parametrize("width", range(4, 11))
def test_random_games_are_written_and_read_back_on_every_width(width):
    g = Geometry(width, 6)
    rnd = random.Random(width)
    for _ in range(50):
        moves = [rnd.randrange(-width, width) for _ in range(rnd.randrange(0, 40))]
        text = moves_text(moves)
        assert parse_moves(text, g, popout=True) == moves
        drops = [m for m in moves if m >= 0]
        assert parse_moves(moves_text(drops), g) == drops
    assert parse_moves(" P1p2 ", g, popout=True) == [-1, -2]


def test_7x6_games_are_written_as_connect4_notation_writes_them():
    g = Geometry(7, 6)
    rnd = random.Random(76)
    for _ in range(200):
        cols = [rnd.randrange(7) for _ in range(rnd.randrange(0, 43))]
        text = notation_7x6.moves_name(cols)
        assert moves_text(cols) == text
        assert parse_moves(text, g) == notation_7x6.parse_moves(text) == cols


def test_the_tenth_column_is_0_and_exists_only_on_ten_wide_boards():
    assert parse_moves("190", Geometry(10, 8)) == [0, 8, 9]
    with pytest.raises(NotationError, match="character 3 .'0'. is not a column 1-9$"):
        parse_moves("190", Geometry(9, 8))


@pytest.mark.parametrize("text, width, popout, message", [
    ("48", 7, False, "invalid moves '48': character 2 ('8') is not a column 1-7"),
    ("4a", 10, False, "invalid moves '4a': character 2 ('a') is not a column 1-9 or 0 (the 10th)"),
    ("4 4", 7, False, "invalid moves '4 4': character 2 (' ') is not a column 1-7"),
    ("p3", 7, False, "invalid moves 'p3': character 1 ('p') is a pop, and pops are only played "
                     "in Pop Out"),
    ("44p", 7, True, "invalid moves '44p': the last 'p' names no column"),
    ("pp3", 7, True, "invalid moves 'pp3': character 2 ('p') is not a column 1-7"),
    ("p8", 7, True, "invalid moves 'p8': character 2 ('8') is not a column 1-7"),
    ("1" * 17, 4, False, "invalid moves '11111111111111111': more than 16 moves, the most a game "
                         "on 4x4 can have"),
])
def test_bad_game_text_is_refused_quoting_it(text, width, popout, message):
    with pytest.raises(NotationError) as info:
        parse_moves(text, Geometry(width, 4), popout)
    assert str(info.value) == message


def test_a_pop_out_text_is_bounded_and_hostile_text_is_quoted_short():
    g = Geometry(7, 6)
    assert len(parse_moves("1p1" * (MAX_POPOUT_MOVES // 2), g, popout=True)) == MAX_POPOUT_MOVES
    with pytest.raises(NotationError, match="more than 1000 moves, the most a game of Pop Out"):
        parse_moves("1p1" * 600, g, popout=True)
    with pytest.raises(NotationError) as info:
        parse_moves("1" * 10 ** 6, g)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("bad", [None, 44, ["4"]])
def test_game_text_that_is_not_a_string_is_refused(bad):
    with pytest.raises(NotationError, match="expected text like 4453"):
        parse_moves(bad, Geometry(7, 6))


@pytest.mark.parametrize("bad", [10, -11, True, "3", 2.0])
def test_a_move_that_is_no_move_is_not_written(bad):
    with pytest.raises(NotationError, match="invalid move"):
        move_text(bad)


def test_a_board_that_is_not_a_geometry_is_refused():
    with pytest.raises(NotationError, match="expected a Geometry"):
        parse_moves("44", 7)
