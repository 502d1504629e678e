"""``analyze`` with a grid, threats and the best line, run as a user runs it."""

import json
import subprocess
import sys

import pytest
from shared_data import ROOT

from connect4.board import Board
from connect4.solver import Solver

# red d1 e1 and d3, yellow c1 d2: yellow to move (moves 43544)
GRID = ".......\n.......\n.......\n...X...\n...O...\n..OXX..\n"


def cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "connect4", "analyze", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_a_grid_from_stdin_gives_a_move_order_threats_and_scores():
    proc = cli("--grid", "-", "--json", stdin=GRID)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["position"] == "43544" and data["to_move"] == "yellow"
    assert data["threats"] == {"red": [], "yellow": []}
    assert data["scores"] == json.loads(cli("43544", "--json").stdout)["scores"]


def test_a_grid_file_and_the_line_in_text(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text(GRID.replace(" ", "") + "1 2 3 4 5 6 7\n")
    proc = cli("--grid", str(path), "--line")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    # the table once: each column's line appears a single time
    for col in range(1, 8):
        assert sum(line.startswith("column %d:" % col) for line in lines) == 1, proc.stdout
    assert "threats: Red has none; yellow has none." in lines
    best = [line for line in lines if line.startswith("best line: ")]
    assert len(best) == 1 and len(best[0].split()) - 2 >= 12
    assert proc.stderr == ""  # no progress display: stderr is not a terminal here


def test_the_line_keeps_the_score_move_by_move():
    proc = cli("4453", "--json", "--line")
    data = json.loads(proc.stdout)
    board = Board.from_notation("4453")
    checker = Solver(table_size_log2=18)
    score = max(s for s in data["scores"] if s is not None)
    assert data["scores"][data["line"][0] - 1] == score
    for col in data["line"][:12]:
        child = board.copy()
        child.play(col - 1)
        if child.is_over():
            break
        assert checker.solve(child) == -checker.solve(board), (board.notation(), col)
        board = child


def test_threats_are_given_for_every_position():
    data = json.loads(cli("445566", "--json").stdout)
    assert data["threats"] == {"red": ["c1", "g1"], "yellow": ["c2", "g2"]}


def test_a_full_grid_is_a_finished_game():
    full = Board.from_notation("442761225377252342545563474175371666631311")
    text = str(full)
    proc = cli("--grid", "-", "--json", "--line", stdin=text)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["result"] == "draw" and "scores" not in data and len(data["position"]) == 42
    again = Board.from_notation(data["position"])
    assert str(again) == text
    assert cli("--grid", "-", stdin=text).stdout.splitlines()[-1] == "draw: the board is full"


@pytest.mark.parametrize("stdin, words", [
    (".......\n" * 5 + "XX.X...\n", "red has 3 discs and yellow 0"),
    (".......\n" * 3 + "...X...\n.......\n...O...\n", "the disc at d3 floats over an empty cell (d2)"),
    (".......\n" * 5, "the grid has 5 rows"),
    (".......\n" * 5 + "..Q....\n", "'Q' is not a cell"),
])
def test_an_unreachable_or_malformed_grid_fails_with_one_line(stdin, words):
    proc = cli("--grid", "-", "--json", stdin=stdin)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("error: ") and words in proc.stderr
    assert proc.stderr.count("\n") == 1


@pytest.mark.parametrize("args, words", [(("4453", "--grid", "-"), "not both"),
                                         ((), "give a position"),
                                         (("--grid", "/no/such/file"), "cannot read the grid")])
def test_moves_and_grid_are_exclusive(args, words):
    proc = cli(*args)
    assert proc.returncode == 2 and proc.stdout == "" and words in proc.stderr


def test_progress_goes_to_stderr_only_on_a_terminal():
    import os
    import pty

    main, child = pty.openpty()
    try:
        proc = subprocess.run([sys.executable, "-m", "connect4", "analyze", "4453"],
                              stdout=subprocess.PIPE, stderr=child, cwd=ROOT, timeout=300,
                              text=True)
        os.close(child)
        chunks = []
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the child's end is closed: all was read
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(main)
    err = b"".join(chunks).decode()
    assert proc.returncode == 0
    assert "\rsolving: 7 of 7 columns exact" in err and err.endswith("\r\x1b[K")
    assert "solving" not in proc.stdout
    assert sum(line.startswith("column ") for line in proc.stdout.splitlines()) == 7


def test_why_in_words_and_in_json():
    moves = "23163416124767223154467471272416755633"  # yellow's claimeven e5-e6 holds the draw
    proc = cli(moves, "--why")
    assert proc.returncode == 0, proc.stderr
    assert "why: yellow draws at least" in proc.stdout
    assert "Claimeven e5-e6: when red plays e5, yellow answers on top, so yellow gets e6." in proc.stdout
    data = json.loads(cli(moves, "--why", "--json").stdout)
    why = data["why"]
    assert why["claim"] == "yellow draws at least"
    assert why["rules"] == [{"rule": "claimeven", "cells": ["e5", "e6"]}]
    assert isinstance(why["text"], list) and why["text"]
    assert why["reasons"] == {"5": {
        "text": "It plays under yellow's threat at e5: yellow wins there at once.",
        "kind": "tactic", "claim": "yellow wins", "line": [5], "proof": []}}
    assert "why" not in json.loads(cli(moves, "--json").stdout)


def test_why_gives_each_losing_column_a_reason_object_proven_or_by_best_play():
    moves = "414445454556575"  # yellow to move: c wins, a, b and f lose
    data = json.loads(cli(moves, "--why", "--json").stdout)
    reasons = data["why"]["reasons"]
    assert sorted(reasons) == ["1", "2", "6"]
    a = reasons["1"]
    assert a["kind"] == "line" and a["claim"] == "red wins"
    assert a["text"] == ("With best play red gets an odd threat at c3 by move 21, and yellow runs out of "
                         "safe moves before red does. Playing c instead keeps your win: your two threats at "
                         "b3 and c4 decide.")
    assert a["line"] == [2, 1, 1, 3, 2] and {"rule": "claimeven", "cells": ["b3", "b4"]} in a["proof"]
    assert reasons["6"]["kind"] == "rules" and reasons["6"]["line"] == [6, 7, 6]
    assert all(set(r) == {"text", "kind", "claim", "line", "proof"} for r in reasons.values())
