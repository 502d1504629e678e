"""The static proofs on positions with known results: never a claim the exact score contradicts."""

import pytest

from connect4.board import Board
from connect4.explain import static
from connect4.explain.cells import name


def red_view(score, ply):
    return score if ply % 2 == 0 else -score


def agrees(claim, score, ply):
    red = red_view(score, ply)
    return {"red wins": red > 0, "yellow wins": red < 0,
            "red draws at least": red >= 0, "yellow draws at least": red <= 0}[claim]


def test_a_claimeven_holds_the_last_red_group():
    # Test_L3_R1's position where yellow's e5-e6 refutes red's last group e3-e6 (a draw).
    b = Board.from_notation("23163416124767223154467471272416755633")
    proof = static.prove(b.current, b.mask, b.ply)
    assert proof.claim == "yellow draws at least" and proof.kind == "zugzwang"
    assert [(r.name, r.cells) for r in proof.rules] == [("claimeven", proof.rules[0].cells)]
    assert proof.rules[0].name == "claimeven"


def test_red_odd_threat_wins_the_zugzwang():
    b = Board.from_notation("65214673556155731566316327373221417")
    proof = static.prove(b.current, b.mask, b.ply)
    assert proof.claim == "red wins" and proof.kind == "odd threat" and name(proof.threat) == "d5"


@pytest.mark.parametrize("name_", ["end_easy", "middle_easy"])
def test_no_static_claim_contradicts_the_exact_scores(pons, name_):
    found = 0
    for moves, score in pons(name_)[:150]:
        b = Board.from_notation(moves)
        proof = static.prove(b.current, b.mask, b.ply)
        if proof is not None:
            found += 1
            assert agrees(proof.claim, score, b.ply), (moves, score, proof.claim, proof.rules)
    assert found >= 20


def test_an_aftereven_in_the_set_is_a_yellow_win(pons):
    wins = 0
    for moves, score in pons("end_easy")[:200]:
        b = Board.from_notation(moves)
        proof = static.yellow_by_zugzwang(b.current, b.mask, b.ply, want_win=True)
        if proof is not None:
            wins += 1
            assert red_view(score, b.ply) < 0, moves
    assert wins >= 10
