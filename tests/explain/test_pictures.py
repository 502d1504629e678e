"""The rules' pictures: a real position's board with one rule instance marked, as valid SVG."""

import xml.etree.ElementTree as ET

import pytest

from connect4.board import Board
from connect4.explain import pictures
from connect4.explain.cells import names, parse
from connect4.explain.static import prove

SVG = "{http://www.w3.org/2000/svg}"
#: Pons' Test_L3_R1: red to move, yellow's one Claimeven e5-e6 refutes red's last group.
CLAIMEVEN = "23163416124767223154467471272416755633"
#: Pons' Test_L3_R1: yellow to move, red's odd threat at e5 and a Highinverse.
HIGHINVERSE = "62273554466333414434752236672"
#: Pons' Test_L3_R1: yellow's Before c3-c4 d4-d5 on its group c4-f4.
BEFORE = "215211625424277276665415665177"


def _proof(moves):
    board = Board.from_notation(moves)
    return prove(board.current, board.mask, board.ply)


def _parse(svg):
    return ET.fromstring(svg)


def _cells(root, **attrs):
    return [c for c in root.iter(SVG + "circle") if c.get("class") == "cell"
            and all(c.get("data-" + k) == v for k, v in attrs.items())]


def _marks(root):
    return {c.get("data-cell"): c.get("data-role") for c in root.iter(SVG + "circle")
            if c.get("class") == "mark"}


class TestBoard:
    def test_the_board_has_42_cells_and_the_positions_discs(self):
        rule = _proof(CLAIMEVEN).rules[0]
        root = _parse(pictures.rule_svg(CLAIMEVEN, rule, "a caption"))
        assert len(_cells(root)) == 42
        assert len(_cells(root, disc="red")) == 19
        assert len(_cells(root, disc="yellow")) == 19
        assert len(_cells(root, disc="empty")) == 4

    def test_a_disc_sits_where_it_was_played(self):
        root = _parse(pictures.rule_svg("4453", _proof(CLAIMEVEN).rules[0], "x"))
        assert [c.get("data-cell") for c in _cells(root, disc="red")] == ["d1", "e1"]
        assert [c.get("data-cell") for c in _cells(root, disc="yellow")] == ["c1", "d2"]

    def test_the_columns_and_rows_are_labelled(self):
        root = _parse(pictures.rule_svg(CLAIMEVEN, _proof(CLAIMEVEN).rules[0], "x"))
        texts = {t.text for t in root.iter(SVG + "text")}
        assert set("abcdefg") <= texts and {"1", "2", "3", "4", "5", "6"} <= texts

    def test_the_caption_is_the_title_and_the_accessible_name(self):
        caption = 'Red <to> move & "draw"'
        root = _parse(pictures.rule_svg(CLAIMEVEN, _proof(CLAIMEVEN).rules[0], caption))
        assert root.find(SVG + "title").text == caption
        assert root.get("aria-label") == caption and root.get("role") == "img"


class TestMarks:
    def test_a_claimeven_marks_its_upper_cell_as_claimed_and_its_lower_cell(self):
        rule = _proof(CLAIMEVEN).rules[0]
        assert rule.name == "claimeven"
        marks = _marks(_parse(pictures.rule_svg(CLAIMEVEN, rule, "x")))
        assert marks == {"e6": "claim", "e5": "low"}

    def test_an_odd_threat_proof_marks_the_threat_and_the_shared_cells(self):
        proof = _proof(HIGHINVERSE)
        rule = proof.rules[0]
        assert rule.name == "highinverse" and proof.kind == "odd threat"
        marks = _marks(_parse(pictures.rule_svg(HIGHINVERSE, rule, "x", threat=proof.threat)))
        assert marks == {**{c: "share" for c in names(rule.cells)}, "e5": "threat"}

    def test_a_before_draws_its_group_and_its_parts(self):
        rule = _proof(BEFORE).rules[0]
        assert rule.name == "before"
        root = _parse(pictures.rule_svg(BEFORE, rule, "x"))
        assert _marks(root) == {"c4": "claim", "c3": "low", "d4": "share", "d5": "share"}
        assert [line.get("class") for line in root.iter(SVG + "line")].count("group") == 1

    def test_the_proofs_other_rules_are_marked_apart(self):
        rule = _proof(CLAIMEVEN).rules[0]
        marks = _marks(_parse(pictures.rule_svg(CLAIMEVEN, rule, "x", others=rule.cells | parse("c6"))))
        assert marks["c6"] == "other" and marks["e6"] == "claim"


class TestMain:
    @pytest.fixture
    def sets(self, tmp_path):
        """The six set files, holding the three positions above and their exact scores."""
        lines = {"Test_L3_R1": [CLAIMEVEN + " 0", HIGHINVERSE + " -1", BEFORE + " 0"]}
        for name in pictures.SETS:
            (tmp_path / name).write_text("".join(line + "\n" for line in lines.get(name, [])))
        return tmp_path

    def test_main_writes_a_picture_for_each_rule_a_position_has(self, sets, tmp_path, capsys):
        out = tmp_path / "images"
        assert pictures.main([str(out), str(sets)]) == 0
        written = sorted(p.name for p in out.iterdir())
        assert {"rule-claimeven.svg", "rule-highinverse.svg", "rule-before.svg"} <= set(written)
        for p in out.iterdir():
            assert len(_cells(_parse(p.read_text()))) == 42
        text = capsys.readouterr().out
        assert ("claimeven: Test_L3_R1, moves %s (38 discs, red to move): yellow's Claimeven e5 e6"
                % CLAIMEVEN) in text
        assert "red's odd threat at e5" in text

    def test_a_rule_no_proof_uses_is_drawn_from_an_instance_and_says_so(self, sets, tmp_path, capsys):
        out = tmp_path / "images"
        pictures.main([str(out), str(sets)])
        text = capsys.readouterr().out
        spare = [line for line in text.splitlines() if "No proof in the sets uses this rule" in line]
        assert spare, text
        name = spare[0].split(":")[0]
        assert "No proof in the sets" in _parse((out / ("rule-%s.svg" % name)).read_text()).find(
            SVG + "title").text

    def test_main_without_a_folder_says_how_to_run_it(self, capsys):
        assert pictures.main([]) == 2
        assert "usage" in capsys.readouterr().err
