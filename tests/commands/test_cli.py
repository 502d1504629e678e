"""The command line, run as a user runs it: ``python -m connect4 ...``."""

import json
import subprocess
import sys

import pytest
from shared_data import ROOT


def cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "connect4", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


class TestStructure:
    def test_every_command_is_registered(self):
        out = cli("--help").stdout
        for name in ("play", "solve", "analyze", "players", "arena", "ladder"):
            assert name in out

    def test_no_command_prints_help_and_fails(self):
        proc = cli()
        assert proc.returncode == 2 and "COMMAND" in proc.stdout


class TestSolve:
    def test_scores_in_the_shared_convention(self):
        proc = cli("solve", stdin="4455\n44455554221\n")
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines() == ["4455 18", "44455554221 -15"]

    def test_weak_prints_the_sign(self):
        proc = cli("solve", "--weak", stdin="4455\n44455554221\n")
        assert proc.stdout.splitlines() == ["4455 1", "44455554221 -1"]

    def test_bad_lines_are_named_and_the_rest_answered(self):
        proc = cli("solve", stdin="4455\n44x3\n4444444\n\n12121215\n44455554221\n")
        assert proc.returncode == 1
        assert proc.stdout.splitlines() == ["4455 18", "44455554221 -15"]
        err = proc.stderr.splitlines()
        assert err[0].startswith("line 2: ") and "'44x3'" in err[0] and "1-7" in err[0]
        assert err[1].startswith("line 3: ") and "full" in err[1]
        assert err[2].startswith("line 5: ") and "already won" in err[2]
        assert "Traceback" not in proc.stderr

    def test_a_finished_game_is_a_bad_line(self):
        proc = cli("solve", stdin="1212121\n")
        assert proc.returncode == 1 and proc.stderr.startswith("line 1: ")

    def test_check_reports_mismatches(self, pons):
        lines = pons("end_easy")[:20]
        text = "".join("%s %d\n" % (m, s) for m, s in lines)
        assert cli("solve", "--check", stdin=text).returncode == 0
        moves, score = lines[0]
        proc = cli("solve", "--check", stdin="%s %d\n" % (moves, score + 1))
        assert proc.returncode == 3 and "expected" in proc.stderr


class TestAnalyze:
    def test_a_finished_game_gives_its_result_and_no_scores(self):
        proc = cli("analyze", "4545454", "--json")
        assert proc.returncode == 0 and proc.stderr == ""
        assert json.loads(proc.stdout) == {"position": "4545454", "result": "red",
                                           "threats": {"red": ["d5"], "yellow": ["e4"]}}

    def test_immediate_win_and_full_column(self):
        proc = cli("analyze", "44444451515", "--json")
        assert proc.returncode == 0, proc.stderr
        data = json.loads(proc.stdout)
        assert data["position"] == "44444451515" and data["to_move"] == "yellow"
        scores = data["scores"]
        assert scores[3] is None  # column 4 is full
        # yellow must block red's vertical three in column 5 or lose at once
        assert scores[4] == max(s for s in scores if s is not None)
        assert all(s < 0 for i, s in enumerate(scores) if s is not None and i != 4)

    def test_bad_position(self):
        proc = cli("analyze", "44x3")
        assert proc.returncode == 2 and proc.stderr.startswith("error: ")
        assert "'44x3'" in proc.stderr and "Traceback" not in proc.stderr


class TestPlay:
    def test_human_game_to_a_win(self):
        proc = cli("play", "--red", "human", "--yellow", "human", stdin="1\n2\n1\n2\n1\n2\n1\n")
        assert proc.returncode == 0, proc.stderr
        assert "Red wins" in proc.stdout and "moves: 1212121" in proc.stdout

    def test_bad_input_is_explained_and_the_game_goes_on(self):
        moves = "x\n9\n4\n4\n4\n4\n4\n4\n4\n1\n2\n1\n2\n1\n2\n1\nq\n"
        proc = cli("play", "--red", "human", "--yellow", "human", stdin=moves)
        assert "'x' is not a column" in proc.stdout
        assert "'9' is not a column" in proc.stdout
        assert "column 4 is full" in proc.stdout
        assert "Yellow wins" in proc.stdout or "Red wins" in proc.stdout

    def test_undo_steps_back_to_the_humans_turn(self):
        proc = cli("play", "--red", "human", "--yellow", "random", "--seed", "3",
                   stdin="4\nu\nq\n")
        assert proc.returncode == 0
        assert "game left at position (empty)" in proc.stdout

    def test_hint_prints_each_column_then_the_best(self):
        from connect4.board import Board
        from connect4.scores import describe_score
        from connect4.solver import Solver

        pos = "4444443322"
        proc = cli("play", "--red", "human", "--yellow", "human", "--pos", pos, stdin="h\nq\n")
        assert proc.returncode == 0, proc.stderr
        scores = Solver(book=False).analyze(Board.from_notation(pos))
        for col, s in enumerate(scores):
            line = "  column %d: %s" % (col + 1, describe_score(s, len(pos)))
            assert (line in proc.stdout) == (s is not None)
        best = max(s for s in scores if s is not None)
        cols = ", ".join(str(c + 1) for c, s in enumerate(scores) if s == best)
        assert "hint: best %s (%s)" % (cols, describe_score(best, len(pos))) in proc.stdout

    def test_against_an_ai(self):
        proc = cli("play", "--red", "random", "--yellow", "random", "--seed", "5")
        assert proc.returncode == 0, proc.stderr
        assert ("wins" in proc.stdout) or ("Draw" in proc.stdout)

    @pytest.mark.parametrize("args,needle", [
        (("--pos", "44x3"), "'44x3'"),
        (("--pos", "1212121"), "already over"),
        (("--yellow", "nosuchplayer"), "nosuchplayer"),
    ])
    def test_bad_arguments(self, args, needle):
        proc = cli("play", *args)
        assert proc.returncode == 2 and needle in proc.stderr
        assert "Traceback" not in proc.stderr
