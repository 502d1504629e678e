"""The terminal game through a pseudo-terminal (pexpect): the game loop,
colour on and off, Ctrl-C during a hint or an AI move, play again."""

import os
import signal
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]
RED_X = "\x1b[1;91mX"
PROMPT = r"to move \[1-7, u=undo, h=hint, q=quit\]: "


def spawn(*args, no_color=False):
    env = dict(os.environ, TERM="xterm-256color", PYTHONPATH=str(ROOT))
    env.pop("NO_COLOR", None)
    if no_color:
        env["NO_COLOR"] = "1"
    child = pexpect.spawn(sys.executable, ["-m", "connect4", "play", *args], cwd=str(ROOT),
                          env=env, encoding="utf-8", timeout=60, dimensions=(40, 100),
                          preexec_fn=_default_ctrl_c)
    return child


def _default_ctrl_c():
    """Give the game Ctrl-C's default action, as a terminal does.

    A shell script's background job (``cmd &`` without job control) starts with
    SIGINT ignored, the game inherits that, and Python then installs no
    KeyboardInterrupt handler: the Ctrl-C tests timed out in such a run.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def finish(child):
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def test_a_game_in_colour_then_play_again_with_colours_swapped():
    child = spawn("--red", "human", "--yellow", "human")
    out = []
    for move in "121212":
        child.expect(PROMPT)
        out.append(child.before)
        child.sendline(move)
    child.expect(PROMPT)
    child.sendline("")           # an empty line only asks again
    child.expect(PROMPT)
    assert "not a column" not in child.before
    child.sendline("1")
    child.expect("Red wins")
    out.append(child.before)
    child.expect(r"Play again\? \[y = yes, s = swap colours, n = no\]: ")
    child.sendline("s")
    child.expect(PROMPT)        # a fresh board
    assert "last move" not in child.before
    child.sendline("q")
    child.expect("game left at position")
    assert finish(child) == 0
    text = "".join(out)
    assert RED_X in text and "\x1b[1;93mO" in text
    # the winning four is starred, the legend names both discs by letter
    assert "*%s\x1b[0m*" % RED_X in text and "last move" in text


def test_no_color_draws_plain_letters():
    child = spawn("--red", "human", "--yellow", "human", no_color=True)
    child.expect(PROMPT)
    first = child.before
    child.sendline("4")
    child.expect(PROMPT)
    board = child.before
    child.sendline("q")
    assert finish(child) == 0
    assert "\x1b[" not in first + board
    assert "[X]" in board and "X red" in board and "O yellow" in board


def test_one_board_a_turn_against_an_ai_named_by_its_level():
    child = spawn("--yellow", "Level 2 Novice", no_color=True)
    child.expect(PROMPT)
    assert "yellow (Level 2 Novice)" in child.before
    child.sendline("4")
    child.expect(PROMPT)
    turn = child.before
    child.sendline("q")
    assert finish(child) == 0
    assert turn.count("1  2  3  4  5  6  7") == 2  # one board: numbers above and below
    assert "Level 2 Novice) plays" in turn


def test_ctrl_c_stops_the_ai_move_not_the_game():
    child = spawn("--yellow", "mcts:ms=60000", no_color=True)
    child.expect(PROMPT)
    child.sendline("4")
    child.expect("is thinking")            # the progress line
    child.sendintr()
    child.expect("move stopped")
    child.expect("u = undo your move, q = quit: ")
    child.sendline("u")
    child.expect(PROMPT)
    child.sendline("q")
    child.expect(r"game left at position \(empty\)")
    assert finish(child) == 0


def test_ctrl_c_stops_a_long_hint_not_the_game():
    # After 1 and 7 the book does not answer and the solver takes minutes.
    child = spawn("--red", "human", "--yellow", "human", "--pos", "17", no_color=True)
    child.expect(PROMPT)
    child.sendline("h")
    child.expect(r"hint: solving every column\.\.\. \(Ctrl-C stops\)")
    child.sendintr()
    child.expect("hint stopped")
    child.expect(PROMPT)
    child.sendline("4")
    child.expect(PROMPT)
    assert "[X]" in child.before
    child.sendline("q")
    child.expect("game left at position 174")
    assert finish(child) == 0


def test_version_and_plain_help():
    child = pexpect.spawn(sys.executable, ["-m", "connect4", "--version"], cwd=str(ROOT),
                          encoding="utf-8", timeout=30)
    child.expect(r"connect4 \d+\.\d+")
    assert finish(child) == 0
    child = pexpect.spawn(sys.executable, ["-m", "connect4", "play", "--help"], cwd=str(ROOT),
                          encoding="utf-8", timeout=30)
    child.expect(pexpect.EOF)
    assert "Level 3 Casual" in child.before and "``" not in child.before
