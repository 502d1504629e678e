"""The beginner's view of the hints (connect4.page.modes.hints.hintwords): good, risky or
losing from the exact scores, in words and marks, and the setting's parsing."""

from connect4.page.modes.hints.hintwords import (
    EXACT,
    MARKS,
    SIMPLE,
    best_result,
    other_style,
    parse_style,
    simple_cell,
    simple_key,
    simple_note,
    verdicts,
)
from connect4.solver import Solver


def test_a_first_time_player_gets_the_beginners_view_and_can_switch():
    assert parse_style(None) == SIMPLE and parse_style("junk") == SIMPLE
    assert parse_style(EXACT) == EXACT
    assert other_style(SIMPLE) == EXACT and other_style(EXACT) == SIMPLE


def test_with_a_win_to_keep():
    marks = verdicts([3, -2, 0, 5, 5, None, -1], (), None, 9)
    assert marks == ["good", "losing", "risky", "good", "good", "full", "losing"]
    top = best_result(marks, [3, -2, 0, 5, 5, None, -1], None)
    assert top == 1
    assert simple_cell(2, "risky", top) == ("hint simple risky", "!", "risky",
                                            "Column 3: risky, only a draw")
    assert simple_note(marks, top, 9).startswith("Yellow can win from here: ✓ good moves")


def test_a_draw_to_hold():
    marks = verdicts([0, -3, 0, 0, -1, -2, 0], (), None, 20)
    assert marks == ["good", "losing", "good", "good", "losing", "losing", "good"]
    assert simple_note(marks, 0, 20).startswith("Red can hold a draw")


def test_when_every_move_loses_the_beginner_is_not_told_so_flatly():
    # issue 32: "every move loses, loss in 18" at move 5 discouraged a new player.
    # Red to move after 4 discs: losing at once is -(42 - 4) // 2 = -19
    scores = [-18, -19, -17, -17, -19, -18, -18]
    marks = verdicts(scores, (), None, 4)
    assert marks == ["risky", "losing", "good", "good", "losing", "risky", "risky"]
    note = simple_note(marks, best_result(marks, scores, None), 4)
    assert "loses" not in note.split(":")[0] and "nobody plays perfectly" in note
    assert "18" not in note


def test_columns_show_as_soon_as_their_win_draw_or_loss_is_known():
    scores = [None] * 7
    pending = (0, 1, 2, 3, 4, 5, 6)
    assert verdicts(None, (), None, 0) == ["pending"] * 7
    # a win is known for column 4: the others' signs decide them at once
    wdl = [0, -1, None, 1, None, -1, 0]
    assert verdicts(scores, pending, wdl, 10) == [
        "risky", "losing", "pending", "good", "pending", "losing", "risky"]
    # no win known yet and columns pending: a pending one may still win
    wdl = [0, -1, None, 0, None, -1, 0]
    assert verdicts(scores, pending, wdl, 10) == ["pending"] * 7


def test_the_verdicts_agree_with_the_solver_on_a_real_position():
    pos = "4444443322"
    scores = Solver(book=False).analyze(pos)
    marks = verdicts(scores, (), None, len(pos))
    best = max(s for s in scores if s is not None)
    for s, m in zip(scores, marks):
        if s is None:
            assert m == "full"
        elif (s > 0) == (best > 0) and (s == 0) == (best == 0):
            assert m == "good"
        else:
            assert m in ("risky", "losing")


def test_every_verdict_has_a_mark_that_is_not_a_colour():
    assert set(MARKS) == {"good", "risky", "losing"} and len(set(MARKS.values())) == 3
    assert all(m in simple_key() for m in MARKS.values())


def test_the_note_names_only_the_kinds_shown():
    marks = ["good"] * 3 + ["full"] + ["good"] * 3
    assert simple_note(marks, 1, 10) == "Red can win from here: ✓ good moves keep the win."
