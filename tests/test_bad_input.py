"""Bad input everywhere: a clear sentence, and nothing changed.

Links (``parse_link``), saved state (``Game.restore``), the command line
(``solve``, ``analyze``, ``arena``, ``play``) and the opening book file.
The browser side of the same inputs is in ``tests/browser/test_reliability.py``.
"""

import io
import json
import sys

import pytest
from url_query import parse_link

from connect4.__main__ import main
from connect4.page.links.links import MAX_QUERY
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import Settings
from connect4.solver import api as solver_api
from connect4.solver.book import HEADER_SIZE, MAGIC, VERSION, BookFormatError, OpeningBook

LEVELS = [1, 2, 3, 4, 5, 6, 7, 8]
NAMES = ["random", "weights", "minimax", "threats", "lines", "mcts"]


# -- links ----------------------------------------------------------------------
BAD_POSITIONS = [
    # (pos value as written in the URL, words the sentence must contain)
    ("44x3", "is not a column"),
    ("0", "is not a column"),
    ("8", "is not a column"),
    ("-1", "is not a column"),
    ("4%204", "is not a column"),          # an inner space
    ("%E2%91%A3", "is not a column"),      # a circled digit four
    ("%EF%BC%94", "is not a column"),      # a full-width 4
    ("%3Cscript%3Ealert(1)%3C/script%3E", "is not a column"),
    ("%00", "is not a column"),
    ("4.4", "is not a column"),
    ("1111111", "already full"),
    ("4444444", "already full"),
    ("12121212", "already won"),            # a move after red's vertical four
    ("1212121", None),                      # the winning position itself opens (finished)
    ("1" * 43, "at most 42"),
    ("1234567" * 7, "at most 42"),
    ("4" * 1000, "at most 42"),
]


@pytest.mark.parametrize("pos, words", BAD_POSITIONS)
def test_bad_link_positions(pos, words):
    r = parse_link("?pos=" + pos, LEVELS, NAMES)
    if words is None:
        assert r.errors == [] and r.board.is_over()
        return
    assert r.board is None
    assert len(r.errors) == 1, r.errors
    assert r.errors[0].startswith("The link's position could not be opened: ")
    assert words in r.errors[0]
    assert len(r.errors[0]) < 300  # a hostile value is never echoed in full


BAD_PLAYERS = [
    ("", "a player must be"),
    ("%20", "a player must be"),
    ("level9", "no level 9"),
    ("level0", "no level 0"),
    ("99", "no level 99"),
    ("level" + "9" * 30, "no level"),
    ("chess", "no player 'chess'"),
    ("chess:depth=3", "no player 'chess'"),
    ("minimax%3Cb%3E", "not allowed"),
    ("%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "not allowed"),
    ("javascript%3Aalert(1)", "not allowed"),
    ("x" * 100, "too long"),
    ("human%0A", None),  # trailing newline stripped: still "human"
]


@pytest.mark.parametrize("colour, key", [(0, "red"), (1, "yellow")])
@pytest.mark.parametrize("value, words", BAD_PLAYERS)
def test_bad_link_players(colour, key, value, words):
    r = parse_link("?%s=%s" % (key, value), LEVELS, NAMES)
    if words is None:
        assert r.players == {colour: "human"} and r.errors == []
        return
    assert r.players == {}
    assert len(r.errors) == 1 and r.errors[0].startswith("The link's %s player was ignored: " % key)
    assert words in r.errors[0], r.errors[0]


def test_known_players_and_levels_pass():
    for who in ("level1", "8", "minimax:depth=3", "mcts:ms=3000", "Level3", "human"):
        r = parse_link("?yellow=" + who, LEVELS, NAMES)
        assert r.errors == [] and r.players == {1: who.lower()}


def test_unchecked_when_the_page_does_not_know_its_players():
    assert parse_link("?red=level42").players == {0: "level42"}


@pytest.mark.parametrize("query, n_errors, board, players", [
    ("?pos=44&pos=55", 1, "44", {}),                 # duplicated: first wins, said once
    ("?pos=&pos=44", 1, "", {}),                      # empty then set: the empty board
    ("?red=human&red=level2&yellow=level1&yellow=level3", 2, None, {0: "human", 1: "level1"}),
    ("?pos=", 0, "", {}),
    ("?red=&yellow=", 2, None, {}),
    ("?=&&&=&pos", 0, "", {}),
    ("?POS=44", 0, None, {}),                          # keys are case-sensitive: ignored
    ("?pos=4%", 1, None, {}),                          # a broken escape stays as text
    ("?pos=%ZZ", 1, None, {}),
    ("?pos=%C3%28", 1, None, {}),                      # invalid UTF-8
    ("?embed=1&level=zzz&first=%3Cb%3E", 0, None, {}),  # other options: left to their readers
    ("#pos=44", 0, None, {}),                          # not a parameter this page reads
])
def test_duplicated_empty_and_odd_parameters(query, n_errors, board, players):
    r = parse_link(query, LEVELS, NAMES)
    assert len(r.errors) == n_errors, r.errors
    assert (r.board.notation() if r.board is not None else None) == board
    assert r.players == players


def test_over_long_query_is_refused_whole():
    for q in ("?pos=" + "1" * MAX_QUERY, "?red=human&" + "x=1&" * 1000, "?" + "%41" * 5000):
        r = parse_link(q, LEVELS, NAMES)
        assert r.board is None and r.players == {} and r.params == {}
        assert len(r.errors) == 1 and "too long" in r.errors[0]
        assert str(len(q)) in r.errors[0]


# -- saved state ----------------------------------------------------------------
BAD_SAVES = [
    "null", "[]", '"x"', "42", "true", '{"v": 2}', '{"v": "1"}', '{"v": 1.0000001}',
    '{"v": 1, "settings": null}',
    '{"v": 1, "settings": []}',
    '{"v": 1, "settings": {"red": 7}}',
    '{"v": 1, "settings": {"red": ""}}',
    '{"v": 1, "settings": {"yellow": "<script>alert(1)</script>"}}',
    '{"v": 1, "settings": {"yellow": "%s"}}' % ("a" * 500),
    '{"v": 1, "settings": {"speed": null}}',
    '{"v": 1, "settings": {"hints": 1}}',
    '{"v": 1, "settings": {}, "moves": 44}',
    '{"v": 1, "settings": {}, "moves": "44<b>"}',
    '{"v": 1, "settings": {}, "moves": "%s"}' % ("4" * 100000),
    '{"v": 1, "settings": {}, "moves": "121212121"}',
    '{"v": 1, "settings": {}, "redo": 5}',
    '{"v": 1, "settings": {}, "redo": "%s"}' % ("1" * 43),
    '{"v": 1, "settings": {}, "redo": "0"}',
    '{"v": 1, "settings": {}, "tally": []}',
    '{"v": 1, "settings": {}, "tally": {"<b>": [1, 0, 0]}}',
    '{"v": 1, "settings": {}, "tally": {"level1": [1.5, 0, 0]}}',
    '{"v": 1, "settings": {}, "tally": {"level1": [1, 0, 0, 0]}}',
    '{"v": 1, "settings": {}, "tally": {"level1": {"w": 1}}}',
    '{"v": 1, "settings": {}, "tally": {%s}}' % ", ".join('"l%d": [0, 0, 0]' % i for i in range(201)),
]


@pytest.mark.parametrize("raw", BAD_SAVES)
def test_bad_saves_are_refused_whole(raw):
    g = Game(Settings("human", "level2"))
    g.play(3)
    g.tally = {"level2": [1, 0, 0]}
    before = json.dumps(g.to_dict(), sort_keys=True)
    with pytest.raises(ValueError) as exc:
        g.restore(json.loads(raw))
    assert str(exc.value)
    assert json.dumps(g.to_dict(), sort_keys=True) == before


def test_a_good_save_with_extra_fields_is_read():
    g = Game()
    g.restore({"v": 1, "settings": {"red": "human", "yellow": "level1", "extra": 1},
               "moves": "44", "redo": "5", "tally": {}, "future": [1, 2]})
    assert g.board.notation() == "44" and g.redo_stack == [4]


# -- the command line -----------------------------------------------------------
def run_cli(argv, stdin="", capsys=None, monkeypatch=None):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def _no_traceback(err):
    assert "Traceback" not in err


SOLVE_LINES = [
    ("44x3", "'44x3'"), ("0", "not a column"), ("8", "not a column"), ("4444444", "full"),
    ("12121212", "already won"), ("1212121", "already won"), ("1" * 43, "at most 42"),
    ("<script>", "not a column"), ("\u0664\u0664", "not a column"),  # Arabic-Indic digits
]


def test_solve_bad_lines(capsys, monkeypatch):
    text = "4455\n" + "".join(line + "\n" for line, _ in SOLVE_LINES) + "44455554221\n"
    status, out, err = run_cli(["solve", "--no-book"], text, capsys, monkeypatch)
    assert status == 1
    assert out.splitlines() == ["4455 18", "44455554221 -15"]
    lines = err.splitlines()
    assert len(lines) == len(SOLVE_LINES)
    for i, ((_, words), msg) in enumerate(zip(SOLVE_LINES, lines)):
        assert msg.startswith("line %d: " % (i + 2)) and words in msg, msg
    _no_traceback(err)


def test_solve_bad_check_field(capsys, monkeypatch):
    status, out, err = run_cli(["solve", "--check", "--no-book"], "4455\n4455 x\n", capsys,
                               monkeypatch)
    assert status == 1
    assert "line 1: --check needs" in err and "line 2: expected score 'x'" in err


@pytest.mark.parametrize("pos, words", [
    ("44x3", "'44x3'"), ("1111111", "full"), ("12121212", "won"), ("1" * 100, "at most 42"),
    ("4 4", "not a column"),
])
def test_analyze_bad_positions(pos, words, capsys, monkeypatch):
    status, out, err = run_cli(["analyze", pos], "", capsys, monkeypatch)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1
    _no_traceback(err)


@pytest.mark.parametrize("argv, words", [
    (["arena", "chess", "random"], "chess"),
    (["arena", "random", "level9"], "level"),
    (["arena", "minimax:depth=99", "random"], "out of range"),
    (["arena", "minimax:depht=3", "random"], "unknown setting"),
    (["arena", "", "random"], "spec"),
    (["arena", "random", "random", "--games", "0"], "--games"),
    (["arena", "random", "random", "--games", "ten"], "--games"),
    (["arena", "random", "random", "--games", "1e9x"], "--games"),
    (["arena", "random", "random", "--jobs", "0"], "--jobs"),
    (["arena", "random", "random", "--seed", "nan"], "--seed"),
    (["arena", "random", "random", "--opening-plies", "7"], "--opening-plies"),
    (["arena", "random", "random", "--opening-plies", "-1"], "--opening-plies"),
])
def test_arena_bad_arguments(argv, words, capsys, monkeypatch):
    status, out, err = run_cli(argv, "", capsys, monkeypatch)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1, err
    _no_traceback(err)


@pytest.mark.parametrize("argv, words", [
    (["play", "--pos", "44x"], "'44x'"),
    (["play", "--pos", "1212121"], "already over"),
    (["play", "--pos", "1111111"], "full"),
    (["play", "--pos", "1" * 50], "at most 42"),
    (["play", "--yellow", "chess"], "chess"),
    (["play", "--red", "level99"], "level"),
    (["play", "--yellow", "minimax:depth=-1"], "out of range"),
])
def test_play_bad_arguments(argv, words, capsys, monkeypatch):
    status, out, err = run_cli(argv, "", capsys, monkeypatch)
    assert status == 2
    assert err.startswith("error: ") and words in err, err
    _no_traceback(err)


def test_play_bad_seed_is_argparse_usage(capsys, monkeypatch):
    with pytest.raises(SystemExit) as exc:
        run_cli(["play", "--seed", "x"], "", capsys, monkeypatch)
    assert exc.value.code == 2
    assert "invalid int value: 'x'" in capsys.readouterr().err


def test_play_bad_lines_at_the_prompt_change_nothing(capsys, monkeypatch):
    # Humans on both sides; every bad line is answered and the game goes on.
    # An empty line only asks again.
    typed = ["x", "0", "8", "44", "", "<b>", "4", "u", "u", "4", "4", "4", "4", "4", "4",
             "4", "q"]
    from connect4.board import Board
    from connect4.commands.play import play_game

    buf = io.StringIO()
    assert play_game(Board(), (None, None), io.StringIO("\n".join(typed) + "\n"), buf) is None
    out, err = buf.getvalue(), capsys.readouterr().err
    for bad in ("'x'", "'0'", "'8'", "'44'", "'<b>'"):
        assert "%s is not a column 1-7, u, h or q" % bad in out
    assert "'' is not a column" not in out
    assert "nothing to undo" in out
    assert "column 4 is full; choose another" in out
    assert "game left at position 444444" in out
    _no_traceback(err)


# -- the opening book -------------------------------------------------------------
def _book_bytes(entries):
    return OpeningBook.from_entries(entries).to_bytes()


CORRUPT_BOOKS = {
    "empty file": b"",
    "not a book": b"PK\x03\x04" + bytes(100),
    "other version": MAGIC + bytes([VERSION + 1]) + bytes(10),
    "truncated": _book_bytes({3: 1, 5: 2, 7: -3})[:-4],
    "too long": _book_bytes({3: 1}) + b"\x00",
    "score out of range": _book_bytes({3: 1})[:HEADER_SIZE + 8] + bytes([100]),
    "bad key": MAGIC + bytes([VERSION, 8, 0, 0]) + (1).to_bytes(4, "little") + bytes(4)
               + (2 ** 64 - 1).to_bytes(8, "little") + bytes([1]),  # key -1
}


@pytest.mark.parametrize("name", sorted(CORRUPT_BOOKS))
def test_corrupt_book_is_refused_with_a_reason(name, tmp_path):
    path = tmp_path / "book.bin"
    path.write_bytes(CORRUPT_BOOKS[name])
    book, why = OpeningBook.try_load(path)
    assert book is None and "unreadable" in why and "without it" in why
    if name not in ("score out of range", "bad key"):  # these parse; try_load's checks refuse them
        with pytest.raises(BookFormatError):
            OpeningBook.load(path)


def test_missing_book_says_so(tmp_path):
    book, why = OpeningBook.try_load(tmp_path / "nope.bin")
    assert book is None and "missing" in why


@pytest.mark.parametrize("content", [None, b"garbage", b""])
def test_solver_without_its_book_still_answers(content, tmp_path, monkeypatch):
    path = tmp_path / "book.bin"
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(solver_api, "DEFAULT_PATH", path)
    s = solver_api.Solver(table_size_log2=16)
    assert s.book is None and s.book_problem
    assert s.solve("4455") == 18
    assert s.analyze("44455554221")[3] is not None


@pytest.mark.parametrize("content", [None, b"C4BK\x01garbage"])
def test_cli_says_the_book_is_missing_and_answers(content, tmp_path, monkeypatch, capsys):
    path = tmp_path / "book.bin"
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(solver_api, "DEFAULT_PATH", path)
    status, out, err = run_cli(["solve"], "4455\n44455554221\n", capsys, monkeypatch)
    assert status == 0 and out.splitlines() == ["4455 18", "44455554221 -15"]
    assert err.startswith("note: the opening book book.bin is ")
    assert "without it" in err
    status, out, err = run_cli(["analyze", "44455554221", "--json"], "", capsys, monkeypatch)
    assert status == 0 and len(json.loads(out)["scores"]) == 7
    assert "note: the opening book" in err
    _no_traceback(err)


def test_no_note_with_no_book_asked(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(solver_api, "DEFAULT_PATH", tmp_path / "none.bin")
    status, out, err = run_cli(["solve", "--no-book"], "4455\n", capsys, monkeypatch)
    assert status == 0 and err == ""


# -- digits that str.isdigit() takes and int() refuses (issue 54) ---------------------
@pytest.mark.parametrize("read, text, error", [
    ("connect4.page.modes.match.matchtext:parse_games", "\u00b2", "MatchSetupError"),
    ("connect4.page.modes.match.matchtext:parse_seed", "-\u00b2", "MatchSetupError"),
    ("connect4.training.mixes:parse", "tz.\u00b2-5", "MixError"),
    ("connect4.training.mixes:parse", "\u00b2-5", "MixError"),
    ("connect4.variants.levels:level_number", "level\u00b2", "PlayerSpecError"),
    ("connect4.training.race:read_link", {"race": "abc", "time": "1\u00b2", "solved": "1"},
     "RaceLinkError"),
])
def test_a_superscript_digit_is_refused_with_a_sentence(read, text, error):
    import importlib

    module, name = read.split(":")
    with pytest.raises(ValueError) as caught:
        getattr(importlib.import_module(module), name)(text)
    assert type(caught.value).__name__ == error, caught.value
    assert parse_link_level("level\u00b2") is None


def parse_link_level(text):
    from connect4.players.ladder import parse_level

    return parse_level(text)
