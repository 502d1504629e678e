"""``play --size/--variant``: a game in the terminal on another board, fed from a string."""

import io
import re

import pytest

from connect4.__main__ import build_parser
from connect4.commands import play
from connect4.commands.variantplay import render_variant, variant_spec
from connect4.errors import PlayerSpecError
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry


def run(*argv, typed=""):
    args = build_parser().parse_args(["play", "--colour", "never", *argv])
    out = io.StringIO()
    status = play.run(args, inp=io.StringIO(typed), out=out)
    return status, out.getvalue()


def test_a_human_game_on_8x7_is_won_in_column_1():
    status, out = run("--size", "8x7", "--red", "human", "--yellow", "human",
                      typed="1\n2\n1\n2\n1\n2\n1\nn\n")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "8x7: red vs yellow"
    assert lines[1].startswith("known result with perfect play: First player (red) wins")
    assert lines[2] == "  1  2  3  4  5  6  7  8"
    assert "Red wins with four in a row" in lines and "moves: 1212121" in lines
    # the last board: red's four starred in column 1, seven rows
    end = lines.index("Red wins with four in a row")
    board = lines[end - 10:end - 1]
    assert board[0].endswith(":   1  2  3  4  5  6  7  8") and len(board) == 9  # after the prompt
    assert [row[:4] for row in board[4:8]] == [" *X*"] * 4
    assert "Play again?" in out


def test_bad_moves_get_the_games_message_and_the_game_goes_on():
    status, out = run("--size", "8x7", "--red", "human", "--yellow", "human",
                      typed="9\np1\n12\n" + "1\n" * 7 + "1\nq\n")
    assert status == 0
    assert "invalid moves '9': character 1 ('9') is not a column 1-8; the game goes on" in out
    assert "pops are only played in Pop Out; the game goes on" in out
    assert "type one move, e.g. 3" in out
    assert "illegal move 1: column 1 is full; the game goes on" in out
    assert "game left at position 1111111" in out


def test_a_pop_in_pop_out():
    status, out = run("--variant", "popout", "--red", "human", "--yellow", "human",
                      typed="1\n2\np2\np1\nq\n")
    assert status == 0
    assert "Pop Out on 7x6: red vs yellow" in out
    assert "[1-7, p1-p7 to pop, u=undo, h=hint, q=quit]" in out
    assert "the bottom of column 2 holds no red disc; the game goes on" in out
    assert "last move: red popped 1" in out
    assert "game left at position 12p1" in out


def test_two_levels_play_a_5x4_game_to_its_end():
    status, out = run("--size", "5x4", "--red", "level1", "--yellow", "level2", "--seed", "4",
                      typed="n\n")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "5x4: red (Level 1 · Beginner) vs yellow (Level 2 · Novice)"
    assert lines[1].startswith("known result with perfect play: Draw")
    ends = [line for line in lines if line.startswith(("Red wins", "Yellow wins", "Draw"))]
    moves = [line for line in lines if line.startswith("moves: ")]
    assert len(ends) == 1 and len(moves) == 1
    game = VariantGame.from_text(Geometry(5, 4), moves[0][7:])
    assert game.is_over() and game.result_text() == ends[0]
    # the same seed, the same game (the moves' lines, without the seconds each took)
    again = run("--size", "5x4", "--red", "level1", "--yellow", "level2", "--seed", "4",
                typed="n\n")[1]
    assert _untimed(again) == _untimed(out)


def _untimed(out: str) -> str:
    return re.sub(r"\d+\.\d+ ?s\b", "", out)


def test_the_strongest_level_says_where_it_is_not_perfect():
    status, out = run("--size", "8x7", "--yellow", "perfect", typed="q\n")
    assert status == 0
    assert out.splitlines()[0] == ("8x7: red (you) vs yellow (Level 7 · Strongest (not perfect "
                                   "on 8x7))")
    assert "Level 7 · Perfect" in run("--size", "5x4", "--yellow", "7", typed="q\n")[1]


def test_undo_takes_back_the_ai_move_too():
    status, out = run("--size", "6x5", "--yellow", "level1", typed="3\nu\nq\n")
    assert status == 0 and "game left at position (empty)" in out


def test_a_hint_on_a_small_board_is_exact():
    status, out = run("--size", "4x4", "--red", "human", "--yellow", "human", typed="h\nq\n")
    assert status == 0
    assert "  exact scores (the solver's" in out and "  column 1: +0  draw" in out


@pytest.mark.parametrize("argv,message", [
    (["--size", "8x7", "--coach"], "--coach needs the 7x6 board"),
    (["--size", "8x7", "--yellow", "minimax:depth=2"], "write-ups' AIs play 7x6 only"),
    (["--size", "5x4", "--pos", "1212121"], "is already over: Red wins with four in a row"),
    (["--variant", "five", "--size", "8x7"], "five in a row is played on 9x6"),
    (["--size", "3x99"], "error: size 3x99: columns must be 4 to 10 and rows 4 to 8"),
])
def test_bad_options_are_refused_with_status_2(capsys, argv, message):
    status, out = run(*argv)
    err = capsys.readouterr().err
    assert status == 2 and out == "" and message in err


def test_level_names_as_the_7x6_game_reads_them():
    assert [variant_spec(s) for s in ("1", "Level 6 Expert", "club", "level7")] == [
        "level1", "level6", "level4", "perfect"]
    with pytest.raises(PlayerSpecError, match="not a level"):
        variant_spec("random")


def test_the_board_stars_the_winners_line_on_a_ten_wide_board():
    game = VariantGame.from_text(Geometry(10, 4), "0909090")
    text = render_variant(game)
    assert text.splitlines()[0].endswith(" 9  0")
    assert text.splitlines()[1].endswith("*X*")
    assert text.endswith("last move: red in 0   * * the line")
