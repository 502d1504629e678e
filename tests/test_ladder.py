"""The difficulty ladder: its order and what its top rung tells a player."""

from connect4 import bitboard as bb
from connect4.players import ladder
from connect4.players.registry import make_player
from connect4.solver.book import OpeningBook


def _opening_positions():
    """Every position after perfect's first move as red, or red's move and its reply."""
    out = set()
    for c in range(7):
        first = bb.play(0, 0, c)
        out.add(bb.canonical_key(*first))
        for d in range(7):
            out.add(bb.canonical_key(*bb.play(*first, d)))
    return out


def test_book_covers_opening_needs_every_first_and_second_move():
    keys = _opening_positions()
    # mirror images stored once: 7 first moves -> 4; 49 two-move positions ->
    # 4 with both discs in one column + 42 / 2 with the discs apart
    assert len(keys) == 4 + 4 + 21
    full = OpeningBook.from_entries({k: 0 for k in keys})
    assert full.covers_opening()
    missing_one = OpeningBook.from_entries({k: 0 for k in sorted(keys)[1:]})
    assert not missing_one.covers_opening()


def test_top_rung_says_when_the_opening_is_slow(monkeypatch):
    monkeypatch.setattr(ladder, "_book_covers", False)
    top = list(ladder.LEVELS)[-1]
    assert top.spec == "perfect" and "slow" in top.label
    monkeypatch.setattr(ladder, "_book_covers", True)
    top = list(ladder.LEVELS)[-1]
    assert top.label == "Perfect"


def test_committed_book_verdict_matches_the_solver():
    solver = make_player("perfect").solver
    assert ladder._opening_covered() == solver.covers_opening()


def test_levels_are_numbered_from_one_and_make_players():
    levels = list(ladder.LEVELS)
    assert [lv.number for lv in levels] == list(range(1, len(levels) + 1))
    for lv in levels:
        assert make_player(lv.spec).name == lv.spec.split(":")[0]
