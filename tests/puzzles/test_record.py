"""The data file's format: a puzzle line written and read back, malformed lines refused."""

import pytest

from connect4.puzzles.record import (
    LazySet,
    Puzzle,
    PuzzleError,
    data_path,
    find,
    format_set,
    parse_line,
    parse_set,
)

LINE = "4412114 456 w3 lq HJINIJI66L66NL"


def test_a_line_reads_back_as_written():
    p = parse_line(LINE, 1)
    assert (p.position, p.goal, p.solution, p.level, p.themes) == ("4412114", "win", [3, 4, 5], 3,
                                                                   "lq")
    assert p.side == 1 and p.solver_moves() == [3, 5]
    assert p.scores[0] == [-4, -2, -3, 2, -3, -2, -3]
    assert p.line() == LINE
    assert p.to_dict()["solution"] == [4, 5, 6]
    assert p.theme_names() == ["long win", "quiet move"]


def test_a_full_column_and_the_empty_board():
    p = Puzzle(1, "", "draw", [3], 2, "", [[None, 0, 0, 0, 0, 0, -21]])
    assert p.line() == "- 4 d2 - .LLLLL0"
    assert parse_line(p.line(), 1).scores == p.scores


def test_a_set_skips_comments_and_numbers_from_one():
    ps = parse_set(format_set([parse_line(LINE, 1)] * 2, "header"))
    assert [p.id for p in ps] == [1, 2]
    assert find(ps, "2") is ps[1]


@pytest.mark.parametrize("line", [
    "4412114 456 w3 lq", "44x2114 456 w3 lq HJINIJI66L66NL", "4412114 45 w3 lq HJINIJI",
    "4412114 456 x3 lq HJINIJI66L66NL", "4412114 456 w9 lq HJINIJI66L66NL",
    "4412114 456 w3 ly HJINIJI66L66NL", "4412114 456 w3 lq HJINIJI66L66N",
    "4412114 456 w3 lq HJINIJI66L66N~"])
def test_malformed_lines_are_refused(line):
    with pytest.raises(PuzzleError):
        parse_line(line, 7)


@pytest.mark.parametrize("text", ["0", "3", "x", "-1", ""])
def test_an_unknown_id_is_refused(text):
    ps = parse_set(LINE + "\n" + LINE + "\n")
    with pytest.raises(PuzzleError, match="ids are 1..2"):
        find(ps, text)


def test_a_lazy_sets_tags_are_its_puzzles_level_and_themes_read_without_parsing():
    with open(data_path()) as f:
        lines = LazySet(f.read()).lines
    fresh, full = LazySet("\n".join(lines)), parse_set("\n".join(lines))
    assert [fresh.tags(i) for i in range(len(fresh))] == [(p.level, p.themes) for p in full]
    assert fresh.parsed == {}
    assert LazySet("- 4 d2 - .LLLLL0").tags(0) == (2, "")


@pytest.mark.parametrize("line", ["4412114 456 w9 lq HJINIJI66L66NL", "4412114 456 w3 ly HJINIJI66L66NL",
                                  "4412114 456 w3 lq"])
def test_a_malformed_lines_tags_are_refused(line):
    with pytest.raises(PuzzleError):
        LazySet(line).tags(0)
