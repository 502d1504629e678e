"""Win/draw/loss first, exact distances after: the hint's two phases.

Positions with known answers (Pons' Middle-Easy set): every column's
win/draw/loss must be the sign of its exact score, known before it, and the
best column's score the file's.
"""

import pytest
from shared_data import load_pons

from connect4.board import Board
from connect4.page.modes.game import pagetext
from connect4.page.modes.game.game import Game
from connect4.search_driver import drive
from connect4.solver import Solver
from connect4.solver.search import make_negamax, solve_steps
from connect4.solver.table import TranspositionTable


def sample(name, count):
    rows = load_pons(name)
    step = max(1, len(rows) // count)
    return rows[::step][:count]


@pytest.mark.parametrize("moves,score", sample("middle_easy", 6))
def test_wdl_comes_first_and_matches_the_exact_score(moves, score):
    board = Board.from_notation(moves)
    steps = []
    result = drive(Solver(table_size_log2=16, book=False).analyze_steps(board),
                   on_step=steps.append)
    assert max(s for s in result if s is not None) == score
    wdl = {s["column"]: s["wdl"] for s in steps if "wdl" in s}
    exact_at = {s["column"]: i for i, s in enumerate(steps) if "score" in s}
    for col, w in wdl.items():
        assert w == (result[col] > 0) - (result[col] < 0) and w != 0  # a draw is exact at once
        wdl_at = next(i for i, s in enumerate(steps) if s.get("wdl") is not None
                      and s["column"] == col)
        assert wdl_at < exact_at[col]
    # every searched column's sign was given before any distance was searched
    if wdl:
        last_wdl = max(i for i, s in enumerate(steps) if "wdl" in s)
        assert not any("low" in s for s in steps[:last_wdl])
    for s in steps:
        if "low" in s:
            assert s["low"] <= result[s["column"]] <= s["high"]
    plain = Solver(table_size_log2=16, book=False)
    assert drive(plain.analyze_steps(board, wdl_first=False)) == result


@pytest.mark.parametrize("moves,score", sample("middle_easy", 4) + sample("end_easy", 4))
def test_a_guess_or_known_bounds_never_change_the_score(moves, score):
    board = Board.from_notation(moves)
    for guess in (-20, -3, 0, score - 1, score, score + 1, 20):
        negamax = make_negamax(TranspositionTable(12))[0]
        got = drive(solve_steps(negamax, board.current, board.mask, board.ply, guess=guess))
        assert got == score, guess
    negamax = make_negamax(TranspositionTable(12))[0]
    assert drive(solve_steps(negamax, board.current, board.mask, board.ply,
                             bounds=(score - 2, score + 3), guess=score)) == score


def test_game_keeps_wdl_only_for_pending_columns():
    g = Game()
    pos = g.board.notation()
    scores = [None, None, 0, None, None, None, None]
    assert g.apply_hints(pos, scores, [0, 1, 3, 4, 5, 6], None, [1, -1, 0, 7, None, 0, 1])
    # column 2 is exact (not pending), 7 is not a sign: both dropped
    assert g.hints_wdl() == (1, -1, None, None, None, 0, 1)
    assert g.apply_hints(pos, [0] * 7)
    assert g.hints_wdl() is None


def test_page_says_it_shows_win_draw_loss_before_distances():
    cls, word, moves, label = pagetext.hint_cell(2, None, 13, None, True, 1)
    assert (cls, word, moves) == ("hint win pending", "win", "…")
    assert "exact distance being solved" in label
    note = pagetext.hint_note([None] * 7, (0, 1), None, True, None, (1, -1) + (None,) * 5)
    assert note.startswith("Win, draw or loss of every column")
    # one pending column without its sign yet: the usual note
    note = pagetext.hint_note([None] * 7, (0, 1), None, True, None, (1,) + (None,) * 6)
    assert note.startswith("Solving every column exactly")
