"""connect4.commands.terminal: the board as text, colour decisions, level names."""

import io

from connect4.board import Board
from connect4.commands.terminal import level_spec, plain_text, player_name, render_board, wants_colour


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_colour_only_on_a_terminal_without_no_color():
    assert wants_colour(_Tty(), {"TERM": "xterm"})
    assert not wants_colour(io.StringIO(), {"TERM": "xterm"})
    assert not wants_colour(_Tty(), {"TERM": "xterm", "NO_COLOR": "1"})
    assert wants_colour(_Tty(), {"TERM": "xterm", "NO_COLOR": ""})  # empty means unset
    assert not wants_colour(_Tty(), {"TERM": "dumb"})


def test_board_letters_last_move_and_four():
    text = render_board(Board.from_notation("121212"))
    rows = text.splitlines()
    assert rows[0].split() == [str(c) for c in range(1, 8)] == rows[-2].split()
    assert rows[4].startswith("  X [O] .") and rows[5].startswith("  X  O  .")
    assert "\x1b" not in text and "last move: yellow in 2" in rows[-1]
    won = render_board(Board.from_notation("1212121"), colour=True)
    assert won.count("*") == 2 * 4 + 2 and "\x1b[1;91mX\x1b[0m" in won


def test_level_names():
    for typed in ("Level 3 Casual", "level3", "level 3", "3", "casual", " CASUAL "):
        assert level_spec(typed) == "level3"
    assert level_spec("minimax:depth=2") == "minimax:depth=2"
    assert player_name("level7") == "Level 7 Perfect"
    assert player_name("level99") == "level99"


def test_plain_text_drops_markup():
    assert plain_text("see :func:`~connect4.x.y` and ``a``") == "see connect4.x.y and a"


def test_hint_summary_says_when_every_move_loses():
    from connect4.commands.terminal import hint_summary
    from connect4.solver import Solver

    # Red has 3, 4 and 5 on the bottom row with both ends open: yellow loses whatever it plays.
    board = Board.from_notation("33445")
    scores = Solver(book=False).analyze(board)
    assert max(scores) < 0
    assert hint_summary(scores, board.ply).startswith("hint: every move loses;")
    assert hint_summary([-3, None, -5, -3, -9, -9, -9], 10) == \
        "hint: every move loses; 1, 4 last longest (loss in 14)"
    assert hint_summary([-9, None, -5, -3, -9, -9, -9], 10).startswith("hint: every move loses; 4 lasts")
    assert hint_summary([1, 0, 2, 2, None, None, None], 36) == "hint: best 3, 4 (win in 2)"
