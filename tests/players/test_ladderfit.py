"""The levels' ratings fit (connect4.players.ladderfit): known answers, and strengths recovered."""

import random

import pytest

from connect4.players.ladderfit import ANCHOR, expected, fit_ratings, ladder_matches


class TestKnownAnswers:
    def test_equal_results_give_equal_ratings(self):
        fit = fit_ratings([(1, 2, 10, 10, 0), (2, 3, 5, 5, 10)])
        assert fit[1]["rating"] == ANCHOR[1]
        assert fit[2]["rating"] == pytest.approx(ANCHOR[1], abs=1e-6)
        assert fit[3]["rating"] == pytest.approx(ANCHOR[1], abs=1e-6)

    def test_a_75_percent_score_is_189_points(self):
        # 30 of 40 with a quarter of a virtual draw: 400 log10(30.125 / 10.125) = 189.4
        fit = fit_ratings([(2, 1, 30, 10, 0)])
        assert fit[2]["rating"] - fit[1]["rating"] == pytest.approx(189.4, abs=0.1)

    def test_a_player_that_never_lost_has_a_finite_rating(self):
        fit = fit_ratings([(2, 1, 100, 0, 0)])
        # 400 log10(100.125 / 0.125) = 1161: the prior sets it (a floor, as the cards say)
        assert fit[2]["rating"] - fit[1]["rating"] == pytest.approx(1161.5, abs=0.5)

    def test_the_error_shrinks_with_more_games(self):
        few = fit_ratings([(2, 1, 6, 4, 0)])[2]["se"]
        many = fit_ratings([(2, 1, 60, 40, 0)])[2]["se"]
        assert many < few / 3
        # a 50% score over n games: se = 400 / ln 10 * 2 / sqrt(n + 0.25)
        assert fit_ratings([(2, 1, 50, 50, 0)])[2]["se"] == pytest.approx(
            173.7 * 2 / 100.25 ** 0.5, rel=1e-3)

    def test_the_anchor_must_have_played(self):
        with pytest.raises(ValueError, match="anchor"):
            fit_ratings([(2, 3, 1, 1, 0)])


def test_synthetic_games_recover_known_strengths_within_their_errors():
    """A ladder of known strengths shaped like ours, games drawn from Elo's model: every
    fitted rating lies within 3.5 standard errors of the truth, and 90% within 2."""
    truth = {1: 800, 2: 1050, 3: 1500, 4: 1800, 5: 1950, 6: 2100, "random": 480}
    rng = random.Random(44)
    within2, total = 0, 0
    for trial in range(20):
        matches = []
        pairs = [(n, n - 1) for n in range(2, 7)] + [(n, n - 2) for n in range(3, 7)]
        pairs += [(n, "random") for n in range(1, 7)]
        for a, b in pairs:
            p = expected(truth[a], truth[b])
            wins = sum(rng.random() < p for _ in range(100))
            matches.append((a, b, wins, 100 - wins, 0))
        fit = fit_ratings(matches)
        for player, true in truth.items():
            if player == ANCHOR[0]:
                continue
            err = abs(fit[player]["rating"] - true)
            assert err <= 3.5 * fit[player]["se"], (trial, player, fit[player], true)
            within2 += err <= 2 * fit[player]["se"]
            total += 1
    assert within2 >= 0.9 * total


def test_the_ladders_figures_become_matches():
    figures = [{"level": 1, "random": {"versus": "random", "wins": 9, "losses": 1, "draws": 0}},
               {"level": 2, "below": {"versus": 1, "wins": 7, "losses": 2, "draws": 1},
                "perfect": {"versus": 3, "wins": 0, "losses": 5, "draws": 0}}]
    assert ladder_matches(figures) == [(1, "random", 9, 1, 0), (2, 1, 7, 2, 1), (2, 3, 0, 5, 0)]


def test_the_ratings_command_refits_a_saved_run(tmp_path, capsys):
    import json
    import shutil

    from connect4.__main__ import main

    saved = tmp_path / "ladder.json"
    shutil.copy("connect4/data/ladder.json", saved)
    readme = tmp_path / "README.md"
    readme.write_text("<!-- ladder: begin -->\n<!-- ladder: end -->\n")
    assert main(["ladder", "--ratings", "--from-json", str(saved), "--levels-json", str(saved),
                 "--readme", str(readme), "--out", ""]) == 0
    out = capsys.readouterr().out
    assert "level 1 Beginner     800 +-   0" in out and "random" in out
    data = json.loads(saved.read_text())
    assert [f["rating"] is not None for f in data["levels"]] == [True] * 7
    ratings = [f["rating"] for f in data["levels"]]
    assert ratings == sorted(ratings)  # the ladder's order, measured
    assert "| 4 Club |" in readme.read_text() and " ± " in readme.read_text()
