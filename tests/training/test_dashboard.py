"""The dashboard (connect4/training/dashboard.py): the themes' table against a small case
counted by hand, the rating's points, each game's accuracy, the two charts as images
with a name and a text alternative."""

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from connect4.puzzles.progress import Progress
from connect4.puzzles.record import THEMES, LazySet
from connect4.review.chart import markup
from connect4.training.dashboard import (
    accuracy_points,
    accuracy_text,
    accuracy_tree,
    date_words,
    game_accuracy,
    rating_points,
    rating_text,
    rating_tree,
    themes_table,
)

#: Six puzzles whose themes are, by id: 1 t, 2 bzl, 3 bzl, 4 nb, 5 q, 6 b; then a damaged line.
SET = (Path(__file__).resolve().parent.parent / "puzzles" / "trainer_set.txt").read_text() + "bad line\n"
SVG = "{http://www.w3.org/2000/svg}"


def rows_by_theme(rows):
    return {r["theme"]: (r["solved"], r["failed"], r["mistakes"]) for r in rows}


class TestThemesTable:
    def test_a_small_case_counted_by_hand(self):
        puzzles = LazySet(SET)
        assert [puzzles[i].themes for i in range(6)] == ["t", "bzl", "bzl", "nb", "q", "b"]
        progress = Progress()
        progress.solved = [1, 2, 4, 7, 99]   # 7: a damaged line, 99: not in the set
        progress.missed = [3, 6]
        bank = [{"themes": "lq"}, {"themes": "bl"}, {"themes": "l"}, {"themes": "n"}, {"themes": ""}]
        rows = themes_table(progress, puzzles, bank)
        assert [(r["theme"], r["name"]) for r in rows] == list(THEMES)
        assert rows_by_theme(rows) == {"n": (1, 0, 1), "b": (2, 2, 1), "t": (1, 0, 0),
                                       "z": (1, 1, 0), "l": (1, 1, 3), "q": (0, 0, 1)}

    def test_nothing_done_yet(self):
        rows = themes_table(Progress(), LazySet(SET), [])
        assert len(rows) == len(THEMES) and all(
            (r["solved"], r["failed"], r["mistakes"]) == (0, 0, 0) for r in rows)


class TestPoints:
    def test_rating_points_one_a_day_in_order(self):
        history = [[12, 1100], [10, 1000], [10, 1040], [11, True], "x", [13], [14, "1"]]
        assert rating_points(history) == [(10, 1040), (12, 1100)]
        assert rating_points(None) == [] and rating_points(Progress().history) == []

    def test_a_games_accuracy_is_the_humans_moves_that_kept_the_result(self):
        records = [{"ply": 1, "verdict": "best"}, {"ply": 2, "verdict": "blunder"},
                   {"ply": 3, "verdict": "mistake"}, {"ply": 5, "verdict": "slower"},
                   {"ply": 7, "verdict": "unsolved"}, None]
        assert game_accuracy({"human": ["red"], "records": records}) == 67       # 2 of 3
        assert game_accuracy({"human": ["yellow"], "records": records}) == 0     # 0 of 1
        assert game_accuracy({"human": ["red", "yellow"], "records": records}) == 50  # 2 of 4
        assert game_accuracy({"human": [], "records": records}) is None
        assert game_accuracy({"human": ["red"], "records": []}) is None
        assert game_accuracy({"human": ["red"], "records": None}) is None

    def test_accuracy_points_only_games_with_judged_records_by_day(self):
        games = [
            {"id": "a", "day": 10, "human": ["red"], "records": [
                {"ply": 1, "verdict": "best"}, {"ply": 3, "verdict": "mistake"},
                {"ply": 5, "verdict": "slower"}]},                               # 67
            {"id": "b", "day": 8, "human": ["red", "yellow"], "records": [
                {"ply": 1, "verdict": "best"}, {"ply": 2, "verdict": "best"}]},  # 100
            {"id": "c", "day": 10, "human": ["yellow"], "records": [{"ply": 1, "verdict": "best"}]},
            {"id": "d", "day": 9, "human": ["red"], "records": []},
            {"id": "e", "day": 9, "human": ["red"], "records": None},
            {"id": "f", "human": ["red"], "records": [{"ply": 1, "verdict": "best"}]},
            "not a game",
            {"id": "g", "day": 9, "human": ["red"], "records": [
                {"ply": 1, "verdict": "blunder"}, {"ply": 3, "verdict": "best"}]},  # 50
            {"id": "h", "day": 8, "human": ["red"], "records": [{"ply": 1, "verdict": "mistake"}]},
        ]
        assert accuracy_points(games) == [(8, 100), (8, 0), (9, 50), (10, 67)]
        assert accuracy_points(None) == [] and accuracy_points([]) == []


def parsed(tree):
    return ET.fromstring(markup(tree))


def check_image(svg, words):
    """An image named by its title and described by its text alternative."""
    assert svg.get("role") == "img"
    title = svg.find("%stitle" % SVG)
    desc = svg.find("%sdesc" % SVG)
    assert svg.get("aria-labelledby") == title.get("id") and title.text
    assert svg.get("aria-describedby") == desc.get("id") and desc.text == words


def polyline(svg):
    line = svg.find("%spolyline" % SVG)
    return [tuple(float(v) for v in p.split(",")) for p in line.get("points").split()]


class TestCharts:
    def test_the_rating_over_days(self):
        points = [(20780, 1000), (20781, 1040), (20790, 1100)]
        svg = parsed(rating_tree(points))
        check_image(svg, rating_text(points))
        assert rating_text(points) == ("Puzzle rating on 3 days from 23 Nov 2026 to 3 Dec 2026: "
                                       "from 1000 to 1100, highest 1100.")
        xy = polyline(svg)
        assert len(xy) == 3
        # x is the day: nine days' gap is nine times one day's
        assert (xy[2][0] - xy[1][0]) == pytest.approx(9 * (xy[1][0] - xy[0][0]), abs=0.2)
        assert xy[0][1] > xy[1][1] > xy[2][1]   # higher ratings are higher up
        tips = [c.find("%stitle" % SVG).text for c in svg.iter("%scircle" % SVG)]
        assert tips == ["23 Nov: 1000", "24 Nov: 1040", "3 Dec: 1100"]

    def test_the_accuracy_of_games(self):
        points = [(20780, 100), (20780, 50), (20785, 75)]
        svg = parsed(accuracy_tree(points))
        check_image(svg, accuracy_text(points))
        assert accuracy_text(points) == ("Accuracy of 3 reviewed games from 23 Nov 2026 to "
                                         "28 Nov 2026: from 100% to 75%, average 75%.")
        xy = polyline(svg)
        assert xy[1][0] - xy[0][0] == pytest.approx(xy[2][0] - xy[1][0])   # one step a game
        assert xy[1][1] - xy[0][1] == pytest.approx(2 * (xy[2][1] - xy[0][1]))  # 0..100%

    @pytest.mark.parametrize("tree, words", [
        (rating_tree([]), "No puzzle rating yet: solve a puzzle to start its history."),
        (accuracy_tree([]), "No reviewed game yet: each game you finish is reviewed in the "
                            "background, and its accuracy shows here."),
        (rating_tree([(20782, 1040)]), "Puzzle rating 1040 on 25 Nov 2026."),
        (accuracy_tree([(20782, 90)]), "One reviewed game, on 25 Nov 2026: accuracy 90%.")])
    def test_empty_and_single_point_charts(self, tree, words):
        svg = parsed(tree)
        check_image(svg, words)
        lines = svg.findall("%spolyline" % SVG)
        assert len(lines) == (1 if "on 25 Nov" in words else 0)

    def test_two_charts_have_different_ids(self):
        a, b = parsed(rating_tree([])), parsed(accuracy_tree([]))
        assert a.get("aria-labelledby") != b.get("aria-labelledby")

    def test_date_words(self):
        assert date_words(0) == "1 Jan 1970" and date_words(20782) == "25 Nov 2026"
