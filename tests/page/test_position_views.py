"""The page's Threats toggle, position editor and best line, as the DOM layer drives them."""

from connect4.board import Board
from connect4.page.modes.position import bestline, setupgrid, threatmarks


class TestThreats:
    def test_marks_name_whose_threat_and_which_row(self):
        marks = threatmarks.marks("445566")
        assert [(m[2], m[4]) for m in marks] == [
            ("red", "c1: red threat, odd row"), ("red", "g1: red threat, odd row"),
            ("yellow", "c2: yellow threat, even row"), ("yellow", "g2: yellow threat, even row")]
        assert [(m[0], m[1], m[3]) for m in marks] == [(2, 0, True), (6, 0, True), (2, 1, False),
                                                       (6, 1, False)]
        assert threatmarks.key_line("445566") == (
            "Red has odd threats at c1 and g1; yellow has even threats at c2 and g2.")

    def test_none_at_the_start_and_after_the_end(self):
        assert threatmarks.marks("") == [] and threatmarks.key_line("") == (
            "Red has none; yellow has none.")
        assert threatmarks.marks("4545454") == [] and threatmarks.key_line("4545454") == threatmarks.OVER
        assert threatmarks.marks("44x") == [] and threatmarks.key_line("44x") == ""


class TestEditor:
    def test_clicks_cycle_empty_red_yellow_and_play_from_here_finds_the_game(self):
        e = setupgrid.Editor()
        e.cycle(3, 0)  # d1 red
        e.cycle(3, 1)
        e.cycle(3, 1)  # d2 yellow
        assert [e.state(3, 0), e.state(3, 1)] == [1, 2]
        assert e.text().splitlines()[-2:] == [". . . O . . .", ". . . X . . ."]
        board = e.play_from_here()
        assert board.notation() == "44" and e.problem is None
        e.cycle(3, 1)  # yellow -> empty
        assert e.state(3, 1) == 0 and e.play_from_here().notation() == "4"

    def test_a_pasted_grid_replaces_the_cells_and_starts_from_the_game(self):
        e = setupgrid.Editor()
        e.start_from(Board.from_notation("4453"))
        assert e.play_from_here().notation() in ("4453", "4354", "5344", "5443")
        assert e.paste(".......\n" * 5 + "..XO...\n") and e.play_from_here().notation() == "34"
        assert [c for c in e.cells() if c[2]] == [(2, 0, 1, "c1: red"), (3, 0, 2, "d1: yellow")]

    def test_problems_are_worded_for_an_alert_and_nothing_is_played(self):
        e = setupgrid.Editor()
        assert not e.paste("XX\n")
        assert e.problem.startswith("This grid cannot be read: the grid has 1 row;")
        e.clear()
        e.cycle(0, 0)
        e.cycle(1, 0)
        assert e.play_from_here() is None
        assert e.problem == ("No game reaches this position: red has 2 discs and yellow 0 discs: "
                             "red plays first, so red has as many discs as yellow or one more.")
        e.cycle(0, 0)  # a click clears the old problem
        assert e.problem is None


class TestLine:
    def test_request_answer_and_steps(self):
        v = bestline.LineView()
        req = v.request(7, "4453", [None, -2, 1, 2, 1, -1, None])
        assert req == {"op": "line", "id": 7, "pos": "4453", "score": 2}
        assert v.words() == "Finding the best line... "
        assert v.partial(7, {"pos": "4453", "line": [4, 4]}) and not v.partial(6, {"pos": "4453"})
        assert v.words() == "Finding the best line... 4 4"
        assert not v.answer(6, {"pos": "4453", "line": [4]})  # another request's
        assert v.answer(7, {"pos": "4453", "line": [4, 4, 3]})
        assert v.words() == "Best line from here: 4 4 3." and not v.stepping
        v.go(1)
        v.go(1)
        assert v.stepping and v.shown().notation() == "445344"
        assert v.words().endswith("Showing move 2 of 3.")
        v.go(5)
        assert v.step == 3
        v.back_to_game()
        assert v.shown().notation() == "4453" and not v.stepping

    def test_a_new_position_drops_the_line_and_a_failure_forgets_it(self):
        v = bestline.LineView()
        v.request(1, "44", None)
        assert "score" not in v.request(1, "44", None)
        assert v.follows("44") and not v.follows("445") and v.words() == ""
        v.request(2, "4", None)
        assert not v.failed(3) and v.failed(2) and v.words() == ""


class TestMistakeLines:
    RECORD = {"ply": 6, "column": 2, "score": 1, "kept": -18, "verdict": "blunder", "better": [1]}

    def test_a_mistake_asks_once_and_shows_both_lines(self):
        m = bestline.MistakeLines()
        assert m.needed("1212121", self.RECORD) == "12121"
        req = m.request(4, "12121", 1)
        assert req == {"op": "line", "id": 4, "pos": "12121", "score": 1}
        assert m.needed("1212121", self.RECORD) is None  # asked already
        assert m.partial(4, {"pos": "12121", "line": [1, 2]}) and not m.partial(3, {"pos": "12121"})
        assert m.words("1212121", self.RECORD) == ("Best line from before move 6: finding it... 1 2",
                                                   "Played: 2 1.")
        assert not m.answer(3, {"pos": "12121", "line": [1]})
        assert m.answer(4, {"pos": "12121", "line": [1, 2, 3]})
        assert m.words("1212121", self.RECORD) == ("Best line from before move 6: 1 2 3.",
                                                   "Played: 2 1.")

    def test_best_moves_and_failures(self):
        m = bestline.MistakeLines()
        best = dict(self.RECORD, verdict="best")
        assert m.needed("1212121", best) is None and m.words("1212121", best) is None
        assert m.needed("1212121", None) is None
        m.request(9, "12121", 1)
        assert not m.failed(8) and m.failed(9)
        assert m.needed("1212121", self.RECORD) == "12121"  # asked again later
