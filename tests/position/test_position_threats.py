"""Threats from the bitboards against a count of every line, cell by cell."""

import random

import pytest

from connect4 import bitboard as bb
from connect4.board import Board
from connect4.position.grid import grid_of
from connect4.position.threats import cell_name, cells_of, parse_cell, threat_key, threat_label, threats_of


def brute_force(board: Board) -> dict:
    """Each player's empty cells that fill one of the 69 lines with their own discs."""
    red, yellow = grid_of(board.current, board.mask, board.ply)
    out = {"red": [], "yellow": []}
    for col in range(bb.WIDTH):
        for row in range(bb.HEIGHT):
            cell = bb.bit(col, row)
            if board.mask & cell:
                continue
            for name, stones in (("red", red), ("yellow", yellow)):
                if any(line & cell and (stones | cell) & line == line for line in bb.LINES):
                    out[name].append(cell_name(col, row))
    return out


def random_positions(count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        b = Board()
        stop = rng.randint(0, 41)
        while b.ply < stop and not b.can_win_next():
            b.push(rng.choice(b.legal_moves()))
        yield b


def test_threats_match_a_count_of_every_line_on_random_positions():
    seen = 0
    for b in random_positions(3000, seed=34):
        got = threats_of(b.current, b.mask, b.ply)
        assert got == brute_force(b), b.notation()
        seen += bool(got["red"] or got["yellow"])
    assert seen > 1000  # most of the sample has threats to compare, not only empty lists


def test_a_threat_need_not_be_playable_and_rows_count_from_one():
    # red d1 e1 f1 under yellow d2 e2 f2: red's c1 and g1, yellow's c2 and g2 (over empty c1, g1)
    b = Board.from_notation("445566")
    assert threats_of(b.current, b.mask, b.ply) == {"red": ["c1", "g1"], "yellow": ["c2", "g2"]}
    assert threat_key(threats_of(b.current, b.mask, b.ply)) == (
        "Red has odd threats at c1 and g1; yellow has even threats at c2 and g2.")


def test_key_names_each_kind_and_says_none():
    assert threat_key({"red": ["d3"], "yellow": []}) == "Red has an odd threat at d3; yellow has none."
    assert threat_key({"red": [], "yellow": ["a2", "b3", "c5"]}) == (
        "Red has none; yellow has odd threats at b3 and c5 and an even threat at a2.")


@pytest.mark.parametrize("name, label", [("d3", "d3: red threat, odd row"),
                                         ("g6", "g6: red threat, even row")])
def test_a_marked_cell_says_whose_threat_and_which_row(name, label):
    assert threat_label("red", name) == label


def test_cell_names_round_trip():
    for col in range(7):
        for row in range(6):
            assert parse_cell(cell_name(col, row)) == (col, row)
            assert cells_of(bb.bit(col, row)) == [cell_name(col, row)]
    assert parse_cell("h1") is None and parse_cell("a7") is None and parse_cell("d") is None
