"""``analyze --size/--variant``: exact scores where the solver is exact (checked against the
tests' reference search), heuristic values said to be inexact elsewhere, bad input refused."""

import json
import subprocess
import sys

import pytest
from shared_data import ROOT
from variants.reference_search import Search

from connect4.__main__ import main
from connect4.variants.scorewords import ending_move


def analyze(capsys, *argv):
    status = main(["analyze", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("size,moves", [((5, 4), "33"), ((4, 5), "2"), ((6, 4), "3443")])
def test_exact_scores_end_the_game_where_the_reference_search_says(capsys, size, moves):
    w, h = size
    status, out, _ = analyze(capsys, moves, "--size", "%dx%d" % size, "--json")
    data = json.loads(out)
    assert status == 0 and data["exact"] is True and data["position"] == moves
    ref = Search(w, h, exact=True)
    for ch in moves:
        ref.play(int(ch) - 1)
    for col in range(w):
        ref.play(col)
        value = -ref.value()  # for the side that played col
        ref.undo(col)
        score = data["scores"][col]
        assert (score > 0) == (value > 0) and (score < 0) == (value < 0)
        expected_end = w * h if value == 0 else w * h + 1 - abs(value)
        assert ending_move(score, len(moves), w * h) == expected_end


def test_6x4_after_34_every_red_move_loses_as_the_known_result_says(capsys):
    status, out, _ = analyze(capsys, "34", "--size", "6x4")
    lines = out.splitlines()
    assert status == 0
    assert "6x4, red to move" in lines
    assert lines[lines.index("6x4, red to move") + 1].startswith("exact scores")
    assert all("loss in" in line for line in lines if line.startswith("column "))
    assert lines[-1].startswith("known result with perfect play: Second player (yellow) wins")


def test_a_large_board_gets_heuristic_values_said_not_exact(capsys):
    status, out, _ = analyze(capsys, "4455", "--size", "8x7")
    lines = out.splitlines()
    assert status == 0 and any(line.startswith("not exact: the levels' heuristic") for line in lines)
    # red's open three: columns 3 and 6 win
    assert "column 3: wins (found 6 moves ahead)" in lines
    assert "column 6: wins (found 6 moves ahead)" in lines
    data = json.loads(analyze(capsys, "4455", "--size", "8x7", "--json")[1])
    assert data["exact"] is False and len(data["scores"]) == 8


def test_pop_out_lists_the_pops_and_the_tenth_column_is_0(capsys):
    status, out, _ = analyze(capsys, "11p10", "--variant", "popout", "--size", "10x4")
    lines = out.splitlines()
    assert status == 0 and "Pop Out on 10x4, red to move" in lines
    assert any(line.startswith("column 0: ") for line in lines)
    assert not any(line.startswith("pop ") for line in lines)  # red has no disc at the bottom
    data = json.loads(analyze(capsys, "12", "--variant", "popout", "--json")[1])
    assert data["popout"] is True and len(data["scores"]) == len(data["pop_scores"]) == 7
    assert None not in data["scores"]  # every column takes a disc
    # red to move pops only its own bottom disc, column 1's
    assert data["pop_scores"][0] is not None and data["pop_scores"][1:] == [None] * 6


def test_scores_have_7x6s_shape_on_every_board(capsys):
    # issue 51 (11): a list of one entry per column, None for a full one, on 7x6 and elsewhere;
    # pops only in Pop Out, in their own key
    seven = json.loads(analyze(capsys, "11111144444", "--json")[1])
    other = json.loads(analyze(capsys, "1111", "--size", "4x4", "--json")[1])
    large = json.loads(analyze(capsys, "1111111", "--size", "8x7", "--json")[1])
    for data, width in ((seven, 7), (other, 4), (large, 8)):
        assert isinstance(data["scores"], list) and len(data["scores"]) == width
        assert data["scores"][0] is None and None not in data["scores"][1:]
        assert "pop_scores" not in data


def test_a_finished_game_gives_its_result(capsys):
    status, out, _ = analyze(capsys, "1212121", "--size", "5x4")
    assert status == 0 and "Red wins with four in a row" in out.splitlines()


@pytest.mark.parametrize("argv,message", [
    (["44", "--size", "3x99"], "error: size 3x99: columns must be 4 to 10 and rows 4 to 8"),
    (["44", "--variant", "popout", "--no-book"], "error: --no-book needs the 7x6 board"),
    (["44", "--size", "8x7", "--no-hint-data"], "error: --no-hint-data needs the 7x6 board"),
    (["44", "--size", "8x7", "--why"], "error: --why needs the 7x6 board"),
    (["--size", "8x7"], "error: give a position"),
    (["49", "--size", "8x7"], "is not a column 1-8"),
    (["p4", "--size", "8x7"], "pops are only played in Pop Out"),
])
def test_bad_input_is_one_error_line_and_status_2(capsys, argv, message):
    status, out, err = analyze(capsys, *argv)
    assert status == 2 and out == "" and message in err and "Traceback" not in err


def test_a_bad_size_from_the_shell_exits_2_with_the_message():
    proc = subprocess.run([sys.executable, "-m", "connect4", "analyze", "44", "--size", "3x99"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == "error: size 3x99: columns must be 4 to 10 and rows 4 to 8\n"


def test_pop_out_scores_a_third_repetition_as_the_draw_the_game_rules(capsys):
    """Red's column 4 is an open three's win to a search blind to the game's history, but it
    makes this position for the third time: the game draws there, and analyze says so."""
    status, out, _ = analyze(capsys, "33472623366p7p474p7p47", "--variant", "popout")
    lines = out.splitlines()
    assert status == 0 and "column 4: draws (the same position for the third time)" in lines
    assert "column 2: wins (found 6 moves ahead)" in lines
    data = json.loads(analyze(capsys, "33472623366p7p474p7p47", "--variant", "popout", "--json")[1])
    assert data["scores"][3] == 0 and data["scores"][1] > 0
