"""``python -m connect4 review``, run as a user runs it: the JSON on games
nobody has seen against Pons' scores and fresh solves, the table, colour,
the charts, and bad input worded as ``solve`` words it."""

import json
import os
import pty
import random
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from shared_data import ROOT, load_pons

from connect4.arena import play_game
from connect4.board import Board
from connect4.notation import moves_name
from connect4.review.verdicts import verdict
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data

KEYS = ["ply", "column", "score", "kept", "verdict", "better"]
#: Red to move after 34 discs: column 4 wins, 1 draws, 6 loses (Pons' End-Easy set).
THREE_WAYS = "2525453157437721753235142343772116"


def cli(*args, stdin="", env=None):
    return subprocess.run([sys.executable, "-m", "connect4", "review", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env=None if env is None else dict(os.environ, **env))


@pytest.fixture(scope="module")
def reference():
    """An independent solver: no opening book, its own table; the 12-disc
    database answers only what plain search cannot (fewer than 13 discs)."""
    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    return Solver(table_size_log2=18, book=False, hint_data=data)


def check_game(game, moves, reference):
    """Every score a fresh solve's, every verdict the rule's, better for the turns."""
    assert [[k for k in m if k != "reason"] for m in moves] == [KEYS] * len(moves)
    reference.reset()
    for m in reversed(moves):  # its own table, warm from the later positions
        assert m["score"] == reference.solve(game[:m["ply"] - 1]), (game, m)
    for m, nxt in zip(moves, moves[1:] + [None]):
        assert str(m["column"]) == game[m["ply"] - 1]
        assert m["verdict"] == verdict(m["score"], m["kept"])
        if nxt is not None:
            assert nxt["score"] == -m["kept"]
        assert (m["better"] == []) == (m["verdict"] == "best")


class TestJsonOnUnseenGames:
    def test_a_ladder_game(self, reference):
        game = moves_name(play_game("level2", "level4", red_seed=9173, yellow_seed=5081)["moves"])
        proc = cli(game, "--json")
        assert proc.returncode == 0, proc.stderr
        out = json.loads(proc.stdout)
        assert list(out) == ["moves"] and len(out["moves"]) == len(game)
        assert [m["ply"] for m in out["moves"]] == list(range(1, len(game) + 1))
        check_game(game, out["moves"], reference)
        for m in out["moves"]:  # a mistake's reason: analyze --why's object
            if m["verdict"] in ("mistake", "blunder"):
                assert set(m["reason"]) == {"text", "kind", "claim", "line", "proof"}
                assert m["reason"]["kind"] in ("tactic", "rules", "line")
            else:
                assert "reason" not in m
        # the last move won: it keeps the win now, the best there is
        assert out["moves"][-1]["verdict"] == "best" or Board.from_notation(game).is_full()

    def test_end_easy_games_played_on_at_random(self, reference):
        rng = random.Random(90210)
        games, scores = [], []
        for moves, score in rng.sample(load_pons("end_easy"), 8):
            board = Board.from_notation(moves)
            while not board.is_over():
                board.play(rng.choice(board.legal_moves()))
            games.append(board.notation())
            scores.append((len(moves), score))
        # every End-Easy position has more than 28 discs: --from 28 judges it
        proc = cli("--json", "--from", "28", stdin="".join(g + " x\n" for g in games))
        assert proc.returncode == 0, proc.stderr
        lines = proc.stdout.splitlines()
        assert len(lines) == len(games)
        for game, line, (discs, score) in zip(games, lines, scores):
            moves = json.loads(line)["moves"]
            assert moves[0]["ply"] == 29 and moves[-1]["ply"] == len(game)
            assert moves[discs - 28]["score"] == score  # Pons' file
            check_game(game, moves, reference)


class TestTable:
    def test_a_row_per_move_and_a_line_per_player(self):
        proc = cli(THREE_WAYS + "66", "--from", "34")
        assert proc.returncode == 0, proc.stderr
        lines = proc.stdout.splitlines()
        assert lines[0] == "game %s66: yellow won with move 36" % THREE_WAYS
        assert lines[1].split() == ["move", "player", "column", "before", "kept", "verdict",
                                    "better"]
        assert lines[2].split() == ["35", "red", "6", "+2", "win", "in", "3", "-4", "loss",
                                    "in", "1", "blunder", "1", "4"]
        assert lines[3].split()[:3] == ["36", "yellow", "6"] and "best" in lines[3]
        assert lines[4:] == ["red: 1 blunder (move 35, column 6: 4 kept the win, 1 the draw)",
                             "yellow: 1 best"]
        assert "\033[" not in proc.stdout

    def test_colour_on_a_terminal_and_never_with_no_color(self):
        def on_a_terminal(env):
            main, child = pty.openpty()
            try:
                subprocess.run([sys.executable, "-m", "connect4", "review", THREE_WAYS + "6",
                                "--from", "34"], stdout=child, stderr=subprocess.DEVNULL,
                               cwd=ROOT, timeout=300, env=dict(os.environ, **env), check=True)
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
            return b"".join(chunks).decode()
        coloured = on_a_terminal({"NO_COLOR": "", "TERM": "xterm"})
        assert "\033[1;7;35mblunder" in coloured and "\033[1;91mred" in coloured
        plain = on_a_terminal({"NO_COLOR": "1", "TERM": "xterm"})
        assert "blunder" in plain and "\033[" not in plain

    def test_several_games_on_stdin(self):
        proc = cli("--from", "34", stdin="%s4\n\n%s1\n" % (THREE_WAYS, THREE_WAYS))
        assert proc.returncode == 0, proc.stderr
        heads = [line for line in proc.stdout.splitlines() if line.startswith("game ")]
        assert len(heads) == 2
        assert "red: 1 best" in proc.stdout and "red: 1 mistake (move 35, column 1: 4 kept" \
            in proc.stdout


class TestCharts:
    def test_plot_writes_a_png(self, tmp_path):
        out = tmp_path / "review.png"
        proc = cli(THREE_WAYS + "66", "--from", "34", "--plot", str(out))
        assert proc.returncode == 0, proc.stderr
        assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 5000

    def test_svg_writes_the_pages_chart(self, tmp_path):
        out = tmp_path / "review.svg"
        proc = cli(THREE_WAYS + "66", "--from", "34", "--svg", str(out))
        assert proc.returncode == 0, proc.stderr
        svg = ET.parse(out).getroot()
        assert svg.get("role") == "img"
        points = [c for c in svg.iter("{http://www.w3.org/2000/svg}circle")
                  if "point" in c.get("class", "")]
        assert [p.get("data-ply") for p in points] == ["35", "36"]

    def test_one_game_only(self, tmp_path):
        proc = cli("--svg", str(tmp_path / "x.svg"), stdin="44\n55\n")
        assert proc.returncode == 2
        assert proc.stderr == "error: --plot and --svg draw one game, and 2 were given\n"


class TestBound:
    def test_a_move_past_the_bound_is_unsolved(self):
        # 13 and 14 discs, out of the database's reach: each needs a search
        proc = cli("26675521237221", "--from", "12", "--nodes", "1", "--json")
        assert proc.returncode == 0, proc.stderr
        moves = json.loads(proc.stdout)["moves"]
        assert [m["verdict"] for m in moves] == ["unsolved", "unsolved"]
        assert moves[0]["score"] is not None and moves[0]["kept"] is None  # 12 discs: known
        assert moves[1]["score"] is None
        assert proc.stderr.splitlines()[-1] == (
            "note: moves 13-14 not solved within 1 position searched each; a larger --nodes "
            "(or 0, no bound) judges them")

    def test_a_middling_bound_judges_the_same_moves_every_run(self):
        # a count, not seconds (issue 32): the note names the same moves each time
        runs = [cli("2525453157437721753235142343772116" + "66", "--from", "16", "--nodes",
                    "50000", "--no-book", "--no-hint-data", "--json") for _ in range(2)]
        assert runs[0].stdout == runs[1].stdout
        assert runs[0].stderr.splitlines()[-1] == runs[1].stderr.splitlines()[-1] == (
            "note: moves 17-18 not solved within 50,000 positions searched each; a larger "
            "--nodes (or 0, no bound) judges them")

    def test_without_the_database_the_note_says_how_to_install_it(self):
        proc = cli("26675521237221", "--from", "12", "--nodes", "1", "--no-hint-data")
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr.splitlines()[-1] == (
            "note: moves 13-14 not solved within 1 position searched each; a larger --nodes "
            "(or 0, no bound) judges them")
        proc = cli("26675521237221", "--from", "12", "--nodes", "1",
                   env={"CONNECT4_HINT_DATA": os.devnull})
        lines = proc.stderr.splitlines()
        assert lines[-1].startswith("note: moves 13-14 not solved within 1 position searched each; "
                                    "the 12-disc database makes openings exact: "
                                    "pip install bitbully-databases==")
        # the pinned size and checksum refuse it (connect4.solver.hintdata.check_pinned)
        assert "/dev/null is damaged: 0 bytes where the file has" in lines[0] and len(lines) == 2, lines


class TestBadInput:
    BAD = ["44x3", "4444444", "12121215"]

    def test_the_lines_of_stdin_as_solve_words_them(self):
        text = "4455\n" + "\n".join(self.BAD) + "\n"
        review = cli("--json", stdin=text)
        solve = subprocess.run([sys.executable, "-m", "connect4", "solve"], input=text,
                               capture_output=True, text=True, cwd=ROOT, timeout=300)
        assert review.returncode == solve.returncode == 1
        assert review.stderr.splitlines() == solve.stderr.splitlines()
        assert [len(json.loads(line)["moves"]) for line in review.stdout.splitlines()] == [4]
        assert "move 7 plays column 4" in review.stderr and "move 8 (column 5)" in review.stderr

    @pytest.mark.parametrize("moves", BAD)
    def test_an_argument_as_analyze_words_it(self, moves):
        proc = cli(moves)
        assert proc.returncode == 2 and proc.stdout == ""
        analyze = subprocess.run([sys.executable, "-m", "connect4", "analyze", moves],
                                 capture_output=True, text=True, cwd=ROOT, timeout=300)
        assert proc.stderr == analyze.stderr
        assert proc.stderr.startswith("error: ") and "'%s'" % moves in proc.stderr

    def test_no_moves_is_an_empty_review(self):
        proc = cli("", "--json")
        assert proc.returncode == 0 and json.loads(proc.stdout) == {"moves": []}
