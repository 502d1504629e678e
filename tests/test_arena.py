"""Arena: exact binomial p-values, W-L-D bookkeeping on real matches, the commands."""

import json
import math
import subprocess
import sys
from fractions import Fraction

import pytest
from shared_data import ROOT

from connect4.__main__ import main
from connect4.arena import (
    binomial_p_value,
    format_match,
    game_plan,
    percentile,
    play_game,
    run_match,
    time_summary,
)
from connect4.board import Board


class TestBinomial:
    @pytest.mark.parametrize("k, n, exact", [
        (10, 10, Fraction(1, 1024)),
        (7, 10, Fraction(176, 1024)),      # C(10,7..10) = 120+45+10+1
        (5, 10, Fraction(638, 1024)),      # 1 - P(X <= 4) = 1 - 386/1024
        (0, 10, Fraction(1)),
        (1, 1, Fraction(1, 2)),
    ])
    def test_small_exact_values(self, k, n, exact):
        assert binomial_p_value(k, n) == pytest.approx(float(exact), abs=1e-15)

    def test_known_values(self):
        # P(X >= 60 | n=100, p=1/2), the textbook 0.0284
        assert binomial_p_value(60, 100) == pytest.approx(0.028443966820490392, rel=1e-12)
        # the write-up's tables: 53-34 decisive is p = 0.027; 59 of 92 is 0.0044
        assert round(binomial_p_value(53, 87), 3) == 0.027
        assert round(binomial_p_value(59, 92), 4) == 0.0044

    def test_symmetry_and_edges(self):
        # P(X >= k) + P(X >= n-k+1) = 1 for a fair coin
        for n in (1, 7, 30):
            for k in range(1, n + 1):
                assert binomial_p_value(k, n) + binomial_p_value(n - k + 1, n) == pytest.approx(1.0)
        assert binomial_p_value(0, 0) == 1.0
        with pytest.raises(ValueError):
            binomial_p_value(11, 10)

    def test_large_n_is_exact_not_overflowing(self):
        p = binomial_p_value(600, 1000)
        assert 0 < p < 1e-9
        assert math.isfinite(p)


def test_percentile_and_summary():
    values = [float(i) for i in range(1, 101)]
    assert percentile(values, 95) == 95.0
    assert percentile(values, 100) == 100.0
    assert percentile([], 95) == 0.0
    s = time_summary([0.1, 0.3, 0.2])
    assert s["moves"] == 3 and s["max"] == 0.3 and s["mean"] == pytest.approx(0.2)


class TestGames:
    def test_play_game_replays_to_its_result(self):
        g = play_game("weights:version=1", "random", 1, 2)
        board = Board(g["moves"])
        assert board.is_over() and board.result() == g["result"]
        # each side timed once per move it made
        assert len(g["times"][0]) + len(g["times"][1]) == len(g["moves"])
        assert len(g["times"][0]) - len(g["times"][1]) in (0, 1)

    def test_opening_is_played_first(self):
        g = play_game("random", "random", 1, 2, opening=[3, 3])
        assert g["moves"][:2] == [3, 3]
        assert len(g["times"][0]) + len(g["times"][1]) == len(g["moves"]) - 2

    def test_game_plan_pairs_openings_when_alternating(self):
        a = game_plan(5, 6, True, 3)
        b = game_plan(5, 7, True, 3)
        assert a[3] == b[3] and (a[0], b[0]) == (False, True)
        # without alternation each game has its own seeds
        assert game_plan(5, 6, False, 3)[1:3] != game_plan(5, 7, False, 3)[1:3]


class TestMatch:
    def test_wld_bookkeeping(self):
        m = run_match("weights:version=1", "random", 12, seed=3, alternate=True, opening_plies=1)
        wa, la, da = m.wld(0)
        wb, lb, db = m.wld(1)
        assert wa + la + da == 12 and (wa, la, da) == (lb, wb, db)
        # recount every game from its moves
        red_won = sum(1 for g in m.records if Board(g["moves"]).result() == "red")
        a_won = sum(1 for g in m.records
                    if Board(g["moves"]).result() == ("red" if g["a_is_red"] else "yellow"))
        assert a_won == wa
        assert m.by_colour[0][0][0] + m.by_colour[1][0][0] == red_won
        # colours alternate: A is red in games 0, 2, 4...
        assert [g["a_is_red"] for g in m.records] == [i % 2 == 0 for i in range(12)]
        assert sum(m.by_colour[0][0]) == sum(m.by_colour[0][1]) == 6
        assert m.decisive == wa + wb
        assert m.p_value() == binomial_p_value(max(wa, wb), wa + wb)

    def test_fixed_colours(self):
        m = run_match("minimax:depth=2", "random", 4, seed=1)
        assert all(g["a_is_red"] for g in m.records)
        assert sum(m.by_colour[0][1]) == 0

    def test_jobs_do_not_change_the_games(self):
        one = run_match("lines:depth=2,noise=3", "weights:version=2,depth=2", 6, seed=8,
                        alternate=True, opening_plies=2, jobs=1)
        two = run_match("lines:depth=2,noise=3", "weights:version=2,depth=2", 6, seed=8,
                        alternate=True, opening_plies=2, jobs=2)
        assert [g["moves"] for g in one.records] == [g["moves"] for g in two.records]
        assert one.wld(0) == two.wld(0)

    def test_stronger_beats_random(self):
        m = run_match("minimax:depth=2", "random", 20, seed=2, alternate=True, opening_plies=2)
        assert m.leader() == 0 and m.p_value() < 0.05

    def test_report_and_json(self):
        m = run_match("weights:version=1", "random", 4, seed=3, alternate=True)
        text = format_match(m)
        assert "weights:version=1" in text and "p =" in text
        d = json.loads(json.dumps(m.to_dict()))
        assert d["players"][0]["wins"] + d["players"][1]["wins"] == d["decisive"]
        assert len(d["games_played"]) == 4

    @pytest.mark.parametrize("kw", [{"games": 0}, {"jobs": 0}, {"opening_plies": 7}])
    def test_bad_arguments(self, kw):
        args = dict(games=2, jobs=1, opening_plies=0)
        args.update(kw)
        with pytest.raises(ValueError):
            run_match("random", "random", args.pop("games"), **args)


class TestCommands:
    def test_arena_json(self, capsys):
        assert main(["arena", "weights:version=1", "random", "-n", "4", "--jobs", "1",
                     "--alternate", "--json"]) == 0
        d = json.loads(capsys.readouterr().out)
        assert d["games"] == 4 and d["alternate"] is True

    @pytest.mark.parametrize("argv, words", [
        (["arena", "nobody", "random"], "unknown player 'nobody'"),
        (["arena", "random", "minimax:depth=99"], "out of range"),
        (["arena", "random", "random", "-n", "ten"], "--games must be an integer"),
        (["arena", "random", "random", "-n", "0"], "--games must be at least 1"),
        (["arena", "random", "random", "--jobs", "-1"], "--jobs must be at least 1"),
        (["arena", "random", "random", "--opening-plies", "9"], "--opening-plies must be 0..6"),
        (["ladder", "--spec", "random", "--spec", "bogus"], "unknown player 'bogus'"),
        (["ladder", "--spec", "random"], "at least two levels"),
    ])
    def test_bad_input_is_one_line_and_status_2(self, capsys, argv, words):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1 and "Traceback" not in err

    def test_players_json(self, capsys):
        assert main(["players", "--json"]) == 0
        d = json.loads(capsys.readouterr().out)
        assert {p["name"] for p in d["players"]} >= {"random", "weights", "mcts"}
        assert d["levels"][0]["level"] == 1

    def test_ladder_table_and_plot(self, capsys, tmp_path):
        out = tmp_path / "ladder.png"
        md = tmp_path / "ladder.md"
        assert main(["ladder", "--spec", "weights:version=1", "--spec", "minimax:depth=2",
                     "-n", "6", "--jobs", "1", "--out", str(out), "--markdown", str(md)]) == 0
        text = capsys.readouterr().out
        assert "| 2 vs 1 |" in text and "random" in text
        assert out.stat().st_size > 1000 and out.read_bytes()[:4] == b"\x89PNG"
        assert md.read_text() in text

    def test_ladder_skips_perfect_by_default_while_the_book_is_short(self, capsys, monkeypatch):
        from connect4.commands import ladder

        monkeypatch.setattr(ladder, "_has_book", lambda: False)
        argv = ["ladder", "--spec", "weights:version=1", "--spec", "perfect", "-n", "2",
                "--jobs", "1", "--out", ""]
        assert main(argv) == 0
        out, err = capsys.readouterr()
        assert "--perfect-games N" in err and "`perfect` as red" not in out
        assert main(argv + ["--perfect-games", "0"]) == 0
        assert "note:" not in capsys.readouterr().err

    def test_module_entry_point_exit_status(self):
        r = subprocess.run([sys.executable, "-m", "connect4", "arena", "x", "random"],
                           cwd=ROOT, capture_output=True, text=True)
        assert r.returncode == 2 and r.stderr.startswith("error: ")
