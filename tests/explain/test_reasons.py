"""Why a move is a mistake: the quick reasons and the proof-backed ones."""

from connect4.board import Board
from connect4.explain.reasons import quick, reason, reasons_for


def test_playing_under_a_threat_is_said_with_the_cell():
    b = Board.from_notation("23163416124767223154467471272416755633")  # yellow threatens e5
    text = reason(b.current, b.mask, b.ply, 4, 2)  # red's disc lands on e4
    assert text == "It plays under yellow's threat at e5: yellow wins there at once."


def test_a_missed_win_is_named():
    b = Board.from_notation("445566")  # red has c1 and g1 to win at once
    assert quick(b.current, b.mask, b.ply, 0) == "It misses the win at c1: red makes four there at once."


def test_a_threat_left_open():
    b = Board.from_notation("4455661")  # yellow to move; red threatens c1 and g1
    assert quick(b.current, b.mask, b.ply, 3) == "It leaves red's threat at c1 open: red wins there at once."
    assert quick(b.current, b.mask, b.ply, 2) == "It leaves red's threat at g1 open: red wins there at once."


def test_losing_columns_get_a_computed_reason_and_best_columns_none():
    b = Board.from_notation("4455")
    scores = {0: -4, 1: -3, 2: 18, 3: 2, 4: 2, 5: 18, 6: -3}
    out = reasons_for(b.current, b.mask, b.ply, scores)
    assert set(out) == {0, 1, 6}
    assert all(text.startswith(("This lets yellow", "It changes the result")) for text in out.values())
