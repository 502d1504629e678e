"""The review's evaluation chart (connect4/reviewchart.py): the points from
red's side, and the SVG an image with a name, a text alternative, one point
per move and the turning points marked."""

import contextlib
import io
import runpy
import xml.etree.ElementTree as ET

from js_runtimes import run_in

from connect4.review.chart import chart_points, chart_svg, chart_text, chart_value, ply_at

SVG = "{http://www.w3.org/2000/svg}"


def record(ply, score, kept, verdict, better=(), keeps=()):
    return {"ply": ply, "column": 4, "score": score, "kept": kept, "verdict": verdict,
            "better": list(better), "keeps": list(keeps)}


#: Red keeps its win, yellow loses faster, red lets the win go to a draw,
#: yellow turns the draw into a loss, red's next move is not solved in time,
#: yellow throws a win away.
RECORDS = [
    record(1, 1, 1, "best"),
    record(2, -1, -3, "slower", [1]),
    record(3, 3, 0, "mistake", [5], [5]),
    record(4, 0, -2, "mistake", [2], [2]),
    record(5, None, None, "unsolved"),
    record(6, 4, -5, "blunder", [3, 6], [3]),
]


class TestPoints:
    def test_heights_keep_a_win_away_from_the_draw(self):
        heights = [chart_value(s) for s in range(-18, 19)]
        assert heights == sorted(heights) and heights[0] == -1.0 and heights[-1] == 1.0
        assert chart_value(0) == 0.0 and chart_value(1) == 0.5 and chart_value(-1) == -0.5

    def test_scored_from_reds_side_after_each_move(self):
        points = chart_points(RECORDS)
        assert [p["value"] for p in points] == [1, 3, 0, 2, None, 5]
        assert [p["side"] for p in points] == ["red", "red", "draw", "red", None, "red"]
        assert [p["mark"] for p in points] == [None, None, "mistake", "mistake", None,
                                               "blunder"]
        assert points[4]["y"] is None and points[1]["y"] == chart_value(3)


class TestSvg:
    def parse(self, records, **kw):
        return ET.fromstring(chart_svg(records, **kw))

    def test_an_image_with_a_name_and_a_text_alternative(self):
        svg = self.parse(RECORDS, id_prefix="r7")
        assert svg.get("role") == "img"
        assert svg.get("aria-labelledby") == "r7-title" and svg.get("aria-describedby") == "r7-desc"
        title = svg.find(SVG + "title")
        desc = svg.find(SVG + "desc")
        assert title.get("id") == "r7-title" and title.text == "Evaluation chart of the game"
        assert desc.get("id") == "r7-desc"
        assert desc.text == chart_text(RECORDS)
        assert "move 3, red in column 4: a win became a draw (5 kept the win)" in desc.text
        assert "move 6, yellow in column 4: a win became a loss (3 kept the win, 6 the draw)" \
            in desc.text
        assert "Not solved in time: after move 5." in desc.text
        assert desc.text.endswith("After the last move: red wins.")

    def test_one_point_per_move_coloured_by_who_stands_better(self):
        svg = self.parse(RECORDS)
        points = [c for c in svg.iter(SVG + "circle") if c.get("class").startswith("point")]
        assert [p.get("data-ply") for p in points] == ["1", "2", "3", "4", "5", "6"]
        assert [p.get("class") for p in points] == [
            "point red", "point red", "point draw", "point red", "point unsolved", "point red"]
        # red's wins above the draw line (SVG's y grows downwards)
        ys = {p.get("data-ply"): float(p.get("cy")) for p in points}
        assert ys["1"] < ys["3"] and ys["2"] < ys["1"]
        assert all(p.find(SVG + "title").text.startswith("move ") for p in points)

    def test_the_turning_points_are_marked_in_shape_and_text(self):
        svg = self.parse(RECORDS)
        rings = [c.get("class") for c in svg.iter(SVG + "circle")
                 if c.get("class").startswith("mark")]
        labels = [(t.get("class"), t.text) for t in svg.iter(SVG + "text")
                  if (t.get("class") or "").startswith("mark")]
        assert rings == ["mark mistake", "mark mistake", "mark blunder"]
        assert labels == [("mark mistake", "?"), ("mark mistake", "?"), ("mark blunder", "??")]

    def test_the_line_breaks_at_an_unsolved_move(self):
        lines = list(self.parse(RECORDS).iter(SVG + "polyline"))
        assert [len(line.get("points").split()) for line in lines] == [4]  # moves 1-4; 6 alone

    def test_no_moves(self):
        svg = self.parse([])
        assert svg.find(SVG + "desc").text == "No moves to chart."
        assert not [c for c in svg.iter(SVG + "circle")]

    def test_a_game_without_mistakes_says_so(self):
        text = chart_text([record(1, 1, 1, "best"), record(2, -1, -1, "best")])
        assert text == ("Evaluation after each of 2 moves, from red's side. No mistakes: the "
                        "result never changed. After the last move: red wins.")


class TestFillingIn:
    """The page's review draws the chart as the scores arrive: None is a move
    still being solved."""

    def test_a_pending_move_is_a_faint_clickable_dot_off_the_line(self):
        records = [None, None] + RECORDS[2:4]
        svg = ET.fromstring(chart_svg(records))
        points = [c for c in svg.iter(SVG + "circle") if c.get("class").startswith("point")]
        assert [p.get("class") for p in points] == [
            "point pending", "point pending", "point draw", "point red"]
        assert [p.get("data-ply") for p in points] == ["1", "2", "3", "4"]
        assert points[0].find(SVG + "title").text == "move 1: being solved"
        lines = list(svg.iter(SVG + "polyline"))
        assert [len(line.get("points").split()) for line in lines] == [2]  # moves 3-4

    def test_the_text_says_what_is_still_being_solved(self):
        text = chart_text([None, None] + RECORDS[2:4])
        assert text.startswith("Evaluation after each of 4 moves")
        assert "Turning points: move 3, red in column 4" in text
        assert text.endswith("Still being solved: 2 moves. After the last move: red wins.")
        text = chart_text([RECORDS[0], None])
        assert "No mistakes" not in text and text.endswith("Still being solved: 1 move.")

    def test_the_move_under_a_click_is_the_nearest_point(self):
        svg = ET.fromstring(chart_svg(RECORDS))
        for p in (c for c in svg.iter(SVG + "circle") if c.get("data-ply")):
            x = float(p.get("cx"))
            for dx in (-20, 0, 20):  # anywhere in its band of the plot
                assert ply_at(x + dx, 6) == int(p.get("data-ply"))
        assert ply_at(0, 6) == 1 and ply_at(640, 6) == 6 and ply_at(300, 0) == 0

    def test_move_numbers_never_run_together(self):
        """On a phone the chart is about 326 units wide: twelve moves numbered
        one by one left 5 units between "10", "11" and "12" (issue 32)."""
        for width in (280, 326, 400, 640):
            for n in range(1, 43):
                records = [record(p, 0, 0, "best") for p in range(1, n + 1)]
                svg = ET.fromstring(chart_svg(records, width=width))
                xs = [float(t.get("x")) for t in svg.iter(SVG + "text") if t.get("font-size") == "11"]
                assert xs and xs[0] < xs[-1] or n == 1
                assert all(b - a >= 26 for a, b in zip(xs, xs[1:])), (width, n, xs)
                # the last moves are numbered within a step of the end
                assert len(records) - int(
                    [t.text for t in svg.iter(SVG + "text") if t.get("font-size") == "11"][-1]) < 10


def test_the_same_chart_and_words_under_micropython(tmp_path):
    """The page's main thread (MicroPython) redraws the chart as records come."""
    script = tmp_path / "chart.py"
    script.write_text("from connect4.review.chart import chart_svg\n"
                      "from connect4.review.verdicts import summary, turn_sentence, turning_points\n"
                      "records = %r\n"
                      "print(chart_svg(records, id_prefix='m'))\n"
                      "print(summary(records, 'red'))\n"
                      "print(summary(records, 'yellow'))\n"
                      "print([turn_sentence(r) for r in turning_points(records)])\n" % RECORDS)
    proc = run_in("micropython", script, ["errors", "bitboard", "board", "notation", "scores",
                                          "review/__init__", "review/verdicts", "review/chart"])
    assert proc.returncode == 0, proc.stderr + proc.stdout
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(script))
    assert proc.stdout.splitlines() == out.getvalue().splitlines()
    assert "data-ply=\"6\"" in proc.stdout and "yellow: 1 slower" in proc.stdout
