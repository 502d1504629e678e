"""``play --coach``: a mistake stopped with the page's words; take back, show the best move,
play on; a verdict that times out on an injected clock; the accuracy at the end."""

import io

from connect4.board import parse_position
from connect4.commands import play
from connect4.commands.coachcli import GO_ON, TAKEN_BACK, TerminalCoach
from connect4.commands.play import Terminal
from connect4.solver import Solver

#: Red to move with three discs in column a: c1 lets yellow win at once in column b.
MISSED = "121212"
SOLVER = Solver()


class Clock:
    def __init__(self, tick=0.0):
        self.t, self.tick = 0.0, tick

    def __call__(self):
        self.t += self.tick
        return self.t


def after(moves, typed, coach=None):
    out = io.StringIO()
    coach = coach or TerminalCoach(SOLVER, Clock())
    board = parse_position(moves)
    said = coach.after_move(board, io.StringIO(typed), Terminal(out))
    return said, board, out.getvalue(), coach


def test_take_back():
    said, board, text, coach = after(MISSED + "3", "t\n")
    assert said == TAKEN_BACK and board.notation() == MISSED
    assert "coach: That lets yellow win in 1 (you had a win in 1)." in text
    assert "It misses the win at a4" in text and "the best reply: yellow 2" in text
    assert coach.taken == 1 and coach.records == []


def test_show_the_best_move():
    said, board, text, _ = after(MISSED + "3", "b\n")
    assert said == TAKEN_BACK and board.notation() == MISSED
    assert "coach: the best move is column 1 (it keeps a win in 1)." in text


def test_play_on_keeps_the_move_and_counts_the_mistake():
    said, board, text, coach = after(MISSED + "3", "x\np\n")  # an unknown answer asks again
    assert said == GO_ON and board.notation() == MISSED + "3"
    assert [r["kind"] for r in coach.records] == ["win-lost"]


def test_a_kept_move_says_nothing_more():
    said, board, text, coach = after("4", "")
    assert said == GO_ON and "That" not in text and coach.records[0]["kind"] == "kept"


def test_a_verdict_that_times_out():
    slow = TerminalCoach(Solver(table_size_log2=12, book=False), Clock(tick=1.0))
    said, board, text, coach = after("1", "", slow)
    assert said == GO_ON and "could not judge that move in time" in text
    assert coach.records[0]["kind"] == "unjudged"


def test_a_game_with_the_coach(monkeypatch):
    monkeypatch.setattr(play, "TerminalCoach", lambda: TerminalCoach(SOLVER, Clock()))
    args = play_args(pos=MISSED, coach=True, yellow="level1")
    out = io.StringIO()
    assert play.run(args, io.StringIO("3\nt\n1\nn\n"), out) == 0
    text = out.getvalue()
    assert "That lets yellow win in 1" in text and "Red wins" in text
    assert "coach: The coach judged none of your moves in this game. 1 move taken back." in text


def play_args(**kw):
    import argparse

    parser = argparse.ArgumentParser()
    play.add_arguments(parser)
    args = parser.parse_args([])
    for k, v in kw.items():
        setattr(args, k, v)
    return args
