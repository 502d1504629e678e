"""``python -m connect4 puzzles``: the set as JSON, one puzzle, a game's mistakes, bad input."""

import json
import subprocess
import sys

import pytest
from shared_data import ROOT

from connect4.puzzles.record import load_set


def cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "connect4", "puzzles", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_the_set_as_json_is_the_shipped_set():
    proc = cli("--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    shipped = load_set()
    assert len(data) == len(shipped) >= 1000
    first = data[0]
    assert set(first) >= {"id", "position", "goal", "solution", "level", "themes"}
    assert first["solution"] == [c + 1 for c in shipped[0].solution]
    assert {d["goal"] for d in data} == {"win", "draw"}


def test_one_puzzle_with_its_solution():
    p = load_set()[1]
    proc = cli("2", "--solution")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "puzzle 2" in out and "1 2 3 4 5 6 7" in out
    assert ("Red" if p.side == 0 else "Yellow") + " to play" in out
    assert "solution: %d" % (p.solution[0] + 1) in out


def test_a_puzzle_played_in_the_terminal():
    p = load_set()[0]
    wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
    typed = [str(wrong + 1)] + [str(c + 1) for c in p.solution[0::2]]
    proc = cli("1", "--play", stdin="\n".join(typed) + "\n")
    assert proc.returncode == 0, proc.stderr
    assert "Try again" in proc.stdout and "Solved" in proc.stdout


def test_a_games_mistakes_as_json():
    proc = cli("--from-game", "44443261", "--json")
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert [m["ply"] for m in found] == [5, 8]
    assert found[0] == {"ply": 5, "position": "4444", "side": "red", "goal": "win",
                        "accept": found[0]["accept"]}
    assert 3 not in found[0]["accept"]   # red's move 5 was column 3: the mistake


@pytest.mark.parametrize("args, words", [
    (("0",), "no puzzle '0'"), (("99999",), "no puzzle"), (("abc",), "no puzzle 'abc'"),
    (("--from-game", "44x"), "not a column"),
    (("--from-game", "12121212"), "already won"),
    (("--from-game", ""), "no moves"),
    (("--generate", "--count", "0"), "--count")])
def test_bad_input_gets_one_line_and_a_nonzero_exit(args, words):
    proc = cli(*args)
    assert proc.returncode != 0
    assert proc.stderr.count("\n") == 1 and words in proc.stderr and proc.stderr.startswith("error:")
