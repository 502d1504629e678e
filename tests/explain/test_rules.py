"""Allis's rules: each finder on positions where the instance is known, and what it refutes."""

from connect4.board import Board
from connect4.explain.cells import EVEN, ODD, names, open_groups, parse
from connect4.explain.combine import choose, compatible
from connect4.explain.rules import (
    all_rules,
    baseclaims,
    baseinverses,
    claimevens,
    highinverses,
    lowinverses,
    verticals,
)
from connect4.explain.static import stones


def cells(*text):
    out = 0
    for t in text:
        out |= parse(t)
    return out


def test_rows_count_from_one_as_allis_counts_them():
    assert cells("a1", "d3", "g5") & ODD == cells("a1", "d3", "g5")
    assert cells("a2", "d4", "g6") & EVEN == cells("a2", "d4", "g6")


def test_a_claimeven_needs_its_upper_cell_on_an_even_row():
    free = cells("d1", "d2", "d3")  # d1-d2 is one; d2-d3 has an odd upper cell: a Vertical
    assert [names(r.cells) for r in claimevens(free)] == [["d1", "d2"]]
    assert [names(r.cells) for r in verticals(free)] == [["d2", "d3"]]


def test_a_baseinverse_is_two_playable_cells_and_refutes_only_groups_with_both():
    rule = baseinverses(cells("c1", "d1"))[0]
    assert names(rule.cells) == ["c1", "d1"]
    b = Board.from_notation("")
    red, yellow = stones(b.current, b.mask, b.ply)
    groups = [g for g in open_groups(yellow)]
    found = [r for r in all_rules(yellow, red, b.mask, groups) if r.name == "baseinverse"
             and r.cells == rule.cells]
    solved = [names(groups[i]) for i in range(len(groups)) if found[0].solves >> i & 1]
    # a1-d1, b1-e1 and c1-f1 hold both c1 and d1; d1-g1 does not
    assert sorted(solved) == [["a1", "b1", "c1", "d1"], ["b1", "c1", "d1", "e1"], ["c1", "d1", "e1", "f1"]]


def test_low_and_high_inverses_take_two_columns():
    free = cells("a2", "a3", "b2", "b3")
    low = lowinverses(free)
    assert len(low) == 1 and names(low[0].cells) == ["a2", "a3", "b2", "b3"]
    free = cells("a2", "a3", "a4", "c2", "c3", "c4")
    high = highinverses(free, playable=cells("a2"))
    assert len(high) == 1
    # the playable lower cell adds a pair: a2 with c4
    assert cells("a2", "c4") in high[0].pairs and cells("c2", "a4") not in high[0].pairs


def test_a_baseclaim_needs_an_odd_middle_cell_with_room_above():
    free = cells("a1", "b1", "c1", "b2")
    found = baseclaims(free, cells("a1", "b1", "c1"))
    assert {names(r.lows)[0] for r in found} == {"a1", "b1", "c1"} - {"a1", "c1"} | {"b1"}
    assert not baseclaims(cells("a1", "b1", "c1"), cells("a1", "b1", "c1"))


def test_rules_sharing_cells_do_not_combine_but_disjoint_ones_do():
    one, other = claimevens(cells("d1", "d2", "e1", "e2"))
    assert compatible(one, other)
    vertical = verticals(cells("d2", "d3"))[0]
    assert not compatible(claimevens(cells("d1", "d2"))[0], vertical)


def test_a_claimeven_below_an_inverse_in_its_column_is_refused():
    low = lowinverses(cells("a4", "a5", "b4", "b5"))[0]
    assert not compatible(low, claimevens(cells("a1", "a2"))[0])
    assert compatible(low, claimevens(cells("c1", "c2"))[0])


def test_the_search_refutes_every_group_or_says_none():
    # Red to move, every column empty: yellow's follow-up alone cannot answer
    # red's bottom row, so no set of yellow's rules refutes every red group.
    b = Board.from_notation("")
    red, yellow = stones(b.current, b.mask, b.ply)
    groups = open_groups(yellow)
    rules = all_rules(yellow, red, b.mask, groups)
    assert choose(rules, (1 << len(groups)) - 1, budget=300) is None
