"""Why a move is a mistake: the quick reasons, the proof-backed ones, the best line's, and their checker."""

import copy

import pytest

from connect4.bitboard import popcount
from connect4.board import Board
from connect4.explain import bestplay
from connect4.explain.check import Failure, check_reason
from connect4.explain.reasons import NO_REASON, by_line, quick, reason, reason_of, reasons_for
from connect4.solver import Solver
from connect4.solver.line import best_line


def test_playing_under_a_threat_is_said_with_the_cell():
    b = Board.from_notation("23163416124767223154467471272416755633")  # yellow threatens e5
    text = reason(b.current, b.mask, b.ply, 4, 2)  # red's disc lands on e4
    assert text == "It plays under yellow's threat at e5: yellow wins there at once."


def test_a_missed_win_is_named():
    b = Board.from_notation("445566")  # red has c1 and g1 to win at once
    assert quick(b.current, b.mask, b.ply, 0) == "It misses the win at c1: red makes four there at once."


def test_a_threat_left_open():
    b = Board.from_notation("4455661")  # yellow to move; red threatens c1 and g1
    assert quick(b.current, b.mask, b.ply, 3) == "It leaves red's threat at c1 open: red wins there at once."
    assert quick(b.current, b.mask, b.ply, 2) == "It leaves red's threat at g1 open: red wins there at once."


def test_losing_columns_get_a_computed_reason_and_best_columns_none():
    b = Board.from_notation("4455")
    scores = {0: -4, 1: -3, 2: 18, 3: 2, 4: 2, 5: 18, 6: -3}
    out = reasons_for(b.current, b.mask, b.ply, scores)
    assert set(out) == {0, 1, 6}
    assert all(r["text"].startswith(("This lets yellow", "It changes the result")) for r in out.values())


# "44" then red's a1 (yellow wins), the solver's best line after it and after d1 (red wins)
AFTER_A = [3, 2, 1, 3, 2, 2, 1, 0, 2, 0, 0, 0, 1, 1, 1, 0, 2]
AFTER_D = [c - 1 for c in [4, 4, 1, 3, 2, 2, 2, 2, 4, 2, 3, 1, 1, 5, 6, 5, 5, 3, 3, 3, 6, 7, 6, 6, 6, 3, 2, 5,
                           5, 5, 6, 7, 7, 7, 7, 7, 1, 1]]


def test_an_opening_mistake_gets_the_best_line_proven_at_its_end_and_the_contrast():
    b = Board.from_notation("44")
    out = by_line(b.current, b.mask, b.ply, 0, 3, AFTER_A, best=(3, 1, AFTER_D))
    assert out["kind"] == "line" and out["claim"] == "yellow wins"
    assert out["text"] == ("With best play yellow gets an even threat at e4 by move 20, and red runs out of "
                           "safe moves before yellow does. Playing d instead keeps your win: your odd threat "
                           "at a5 decides.")
    assert out["line"] == [c + 1 for c in AFTER_A] and out["cells"] == ["e4"]
    assert {"rule": "aftereven", "cells": ["e3", "e4"]} in out["proof"]


def test_without_a_line_the_reason_says_none_was_found():
    b = Board.from_notation("44")
    out = by_line(b.current, b.mask, b.ply, 0, 3, None)
    assert out == {"text": NO_REASON, "kind": "none", "claim": None, "line": [], "proof": [], "cells": []}


def test_a_tactic_names_the_four_it_allows():
    b = Board.from_notation("4455661")  # yellow to move; red threatens c1 and g1
    out = reason_of(b.current, b.mask, b.ply, 3)
    assert out == {"text": "It leaves red's threat at c1 open: red wins there at once.", "kind": "tactic",
                   "claim": "red wins", "line": [3], "proof": [], "cells": ["c1"]}


def test_a_draw_held_by_claimevens_with_an_even_threat_on_top_is_a_win():
    # red to move, four cells left; the Claimeven e3-e4 holds the draw, and e4 is yellow's four
    b = Board.from_notation("44351254433214114333222266666611777777")
    assert b.ply == 38
    node = bestplay.leaf_at(b.current, b.mask, b.ply, 1, True, [5000])
    assert node is not None and node.proof.claim == "yellow wins"
    assert {r.name for r in node.proof.rules} == {"claimeven", "aftereven"}


SOLVER = Solver(book=True)


def score_of(current, mask):
    b = Board()
    b.current, b.mask, b.moves = current, mask, [0] * popcount(mask)
    return SOLVER.solve(b)


def _late():
    # 16 discs: red's c5 gives yellow the win (the review of a level 1 v 3 game)
    b = Board.from_notation("4144454545565751")
    line = []
    after = b.copy()
    after.push(2)
    score = SOLVER.solve(after)
    line = best_line(SOLVER, after, score=score)
    return b, 2, score, line


def test_a_best_line_reason_passes_and_its_plan_holds():
    b, col, score, line = _late()
    reason = by_line(b.current, b.mask, b.ply, col, score, line)
    assert reason["kind"] == "line"
    check_reason(reason, b.current, b.mask, b.ply, col, score_of)


def test_an_opening_reason_passes():
    b = Board.from_notation("44")
    reason = by_line(b.current, b.mask, b.ply, 0, 3, AFTER_A, best=(3, 1, AFTER_D))
    assert check_reason(reason, b.current, b.mask, b.ply, 0, score_of) > 0


@pytest.mark.parametrize("broken, words", [
    ({"claim": "red wins"}, "contradicts"),
    ({"line": [4, 3, 2, 4, 3, 3, 2, 1, 3, 1, 1, 1, 2, 2, 2, 1, 4]}, "changes the exact score"),
    ({"cells": ["e6"]}, "not there"),
    ({"proof": [{"rule": "claimeven", "cells": ["g3", "g4"]}]}, "not the end's proof"),
    ({"line": [4, 3, 2], "cells": []}, "not proven"),
])
def test_a_broken_reason_fails(broken, words):
    b = Board.from_notation("44")
    reason = copy.deepcopy(by_line(b.current, b.mask, b.ply, 0, 3, AFTER_A))
    reason.update(broken)
    with pytest.raises(Failure, match=words):
        check_reason(reason, b.current, b.mask, b.ply, 0, score_of)


def test_more_than_two_threats_are_counted():
    b = Board.from_notation("4455661")  # yellow to move: red threatens c1 and g1

    def end(cells):
        node = bestplay.tree.Node(None, bestplay.tree.TWO_THREATS, cells=cells)
        return bestplay.End(0, node, b.current, b.mask, b.ply)

    c1, c2, g1 = 1 << 14, 1 << 15, 1 << 42
    assert bestplay.phrases(end(c1 | g1), 0)[0] == (
        "red gets two threats, c1 and g1, by move 7, and yellow can stop only one")
    assert bestplay.phrases(end(c1 | c2 | g1), 0)[1] == "three threats at c1, c2 and g1 decide"
