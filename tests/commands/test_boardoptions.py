"""The commands' board options: which choice is the classic 7x6 game, the board each names,
and the refusals."""

import argparse

import pytest

from connect4.__main__ import main
from connect4.commands.boardoptions import (
    add_board_arguments,
    board_choice,
    refuse_7x6_options,
    wants_variant,
)
from connect4.errors import Connect4Error
from connect4.variants.geometry import SizeError


def parse(*argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--coach", action="store_true")
    add_board_arguments(parser)
    return parser.parse_args(argv)


@pytest.mark.parametrize("argv", [(), ("--size", "7x6"), ("--size", " 7X6 ")])
def test_the_classic_game_is_not_a_variant(argv):
    assert not wants_variant(parse(*argv))


@pytest.mark.parametrize("argv", [("--size", "8x7"), ("--size", "3x99"), ("--size", "big"),
                                  ("--variant", "popout"), ("--size", "7x6", "--variant", "five")])
def test_every_other_choice_is_a_variant_even_a_bad_size(argv):
    assert wants_variant(parse(*argv))


def test_a_size_names_its_board_and_known_result():
    choice = board_choice(parse("--size", "8x7"))
    g = choice.geometry
    assert (g.width, g.height, g.connect, choice.popout) == (8, 7, 4, False)
    assert choice.title == "8x7"
    assert choice.known[0] == "First player (red) wins" and "Tromp" in choice.known[1]
    assert choice.known_line().startswith("known result with perfect play: First player (red) wins")


def test_five_is_nine_by_six_and_popout_takes_the_size():
    five = board_choice(parse("--variant", "five"))
    assert (five.geometry.name, five.geometry.connect, five.popout) == ("9x6", 5, False)
    assert five.title == "five in a row on 9x6" and five.known[0].startswith("Unknown")
    assert board_choice(parse("--variant", "five", "--size", "9x6")).geometry == five.geometry
    pop = board_choice(parse("--variant", "popout"))
    assert (pop.geometry.name, pop.popout, pop.title) == ("7x6", True, "Pop Out on 7x6")
    assert board_choice(parse("--variant", "popout", "--size", "5x4")).geometry.name == "5x4"


def test_five_on_another_size_is_refused():
    with pytest.raises(Connect4Error, match="five in a row is played on 9x6.*not 8x7"):
        board_choice(parse("--variant", "five", "--size", "8x7"))


def test_a_bad_size_raises_the_size_error():
    with pytest.raises(SizeError, match="size 3x99: columns must be 4 to 10 and rows 4 to 8"):
        board_choice(parse("--size", "3x99"))


def test_a_7x6_option_given_is_refused_and_one_not_given_passes():
    options = {"coach": ("--coach", "the coach is 7x6's")}
    refuse_7x6_options(parse("--size", "8x7"), options)
    with pytest.raises(Connect4Error, match="--coach needs the 7x6 board without a variant: the coach"):
        refuse_7x6_options(parse("--size", "8x7", "--coach"), options)


@pytest.mark.parametrize("argv,command", [(["review", "4453", "--size", "8x7"], "review"),
                                          (["solve", "--variant", "popout"], "solve"),
                                          (["puzzles", "--size", "3x99"], "puzzles")])
def test_the_7x6_only_commands_say_so(capsys, argv, command):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: %s needs the 7x6 board without a variant: " % command)


def test_the_7x6_only_commands_take_7x6(capsys):
    assert main(["puzzles", "--size", "7x6", "--json"]) == 0
    assert capsys.readouterr().out.startswith("[")
