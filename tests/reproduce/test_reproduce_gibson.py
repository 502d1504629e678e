"""Gibson: the literal reading of his program, the program itself, and ``lines`` against both.

The program is run from the write-up (../shared/writeups, outside the
repository) where it is at hand; those tests skip elsewhere.  Its printed
numbers that the other tests need are literals named as the program's.
"""

import contextlib
import io
import random

import pytest
from player_positions import random_positions
from shared_data import ROOT

from connect4.board import Board
from connect4.players.lines import N_LINES, LinesPlayer
from connect4.reproduce import gibson, reading_gibson
from connect4.reproduce.core import Runner

WRITEUP = ROOT.parent / "shared" / "writeups" / "gibson-building-a-connect-four-ai.md"

#: What the program prints for its worked example (moves 2,2,1,3,3,4 0-based,
#: depth 4, noise 0), in 69ths from red's view: as printed, and with its win
#: keys mended.
PROGRAM_PRINTED_69THS = [0, 0, 4, 5, 3, 2, 1]
PROGRAM_MENDED_69THS = [0, 1, 4, 5, 3, 2, 1]
EXAMPLE = [2, 2, 1, 3, 3, 4]

#: 37 discs, 5 cells left: at depth 4 the last move fills the board, and the
#: printed program's win check also sees an older horizontal four in the new
#: disc's row (column 5 is worth -2/69 there, not 0).
FULL_BOARD_CASE = "3654474525442625143272536671233713771"


def red_view(board, scores):
    """Our side-to-move scores as the program states them (red's point of view)."""
    sign = 1 if board.ply % 2 == 0 else -1
    return [None if s is None else sign * s for s in scores]


def in_69ths(values):
    return [round(v * N_LINES, 9) for v in values]


def test_the_reading_gives_the_programs_worked_example_both_ways():
    assert in_69ths(reading_gibson.board_values(EXAMPLE, 4)) == PROGRAM_MENDED_69THS
    assert in_69ths(reading_gibson.board_values(EXAMPLE, 4, fours_end=False)) == \
        PROGRAM_PRINTED_69THS


def test_the_reading_lists_the_69_fours_once_each():
    cells = [frozenset(f) for f in reading_gibson.FOURS]
    assert len(cells) == 69 == len(set(cells))


@pytest.mark.parametrize("fours_end", [True, False])
def test_lines_gives_the_readings_value_for_every_column(fours_end):
    # the "Must show": depths 1-4, noise 0, on random positions
    wins = "words" if fours_end else "printed"
    boards = random_positions(6, seed=31, max_ply=38) + [Board.from_notation(FULL_BOARD_CASE)]
    for board in boards:
        for depth in (1, 2, 3, 4):
            ours = LinesPlayer(depth=depth, wins=wins).choose(board).scores
            assert red_view(board, ours) == reading_gibson.board_values(
                board.moves, depth, fours_end=fours_end), (board.notation(), depth)


def test_the_full_board_case_needs_the_programs_own_win_check():
    board = Board.from_notation(FULL_BOARD_CASE)
    values = reading_gibson.board_values(board.moves, 4, fours_end=False)
    assert in_69ths([values[4]]) == [-2]


def test_wins_end_the_mended_search_only():
    # red to move wins at once in column 1: 1 mended; as printed the search
    # plays on past the four
    moves = [0, 6, 0, 6, 0, 5]
    assert reading_gibson.board_values(moves, 2)[0] == 1
    assert -1 < reading_gibson.board_values(moves, 2, fours_end=False)[0] < 1


# -- the program itself, run from the write-up ---------------------------

def _program():
    """The program's functions (its last lines, the example, are run separately)."""
    if not WRITEUP.exists():
        pytest.skip("the write-ups are not at hand (../shared/writeups)")
    text = WRITEUP.read_text()
    code = text[text.index("import copy"):]
    namespace = {"__name__": "gibson_program"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(WRITEUP), "exec"), namespace)
    return namespace, out.getvalue()


def _mended():
    """The program with its win keys mended: its check's answers renamed to its table's keys."""
    namespace, _ = _program()
    check = namespace["check_win"]
    # its functions look check_win up in this namespace at every call
    namespace["check_win"] = lambda board, col: check(board, col).replace(" wins", "_wins")
    return namespace


def test_the_program_prints_its_worked_example():
    namespace, printed = _program()
    values = eval(printed.strip().splitlines()[-1].split(" ", 1)[1])
    assert in_69ths([values[c] for c in range(7)]) == PROGRAM_PRINTED_69THS
    board, player = reading_gibson.from_moves(EXAMPLE)
    mended = _mended()["get_move_scores"](board, 4, 0, player)
    assert in_69ths([mended[c] for c in range(7)]) == PROGRAM_MENDED_69THS


@pytest.mark.parametrize("fours_end", [True, False])
def test_the_reading_is_the_program_draw_for_draw(fours_end):
    # the same random stream: equal values, noise included
    namespace = _mended() if fours_end else _program()[0]
    boards = random_positions(4, seed=37, min_ply=20, max_ply=38)
    for i, b in enumerate(boards + [Board.from_notation(FULL_BOARD_CASE)]):
        for depth, noise in ((1, 0), (2, 0.05), (3, 0)):
            board, player = reading_gibson.from_moves(b.moves)
            random.seed(i)
            theirs = namespace["get_move_scores"](board, depth, noise, player)
            random.seed(i)
            ours = reading_gibson.move_values(board, depth, noise, player, random, fours_end)
            assert ours == theirs, (b.notation(), depth, noise)


def test_agreement_rows_state_the_share_of_equal_cases():
    runner = Runner(quick=True)
    runner.once("gibson agreement", lambda r: (3, {"words": 12, "printed": 11}))
    rows = gibson.agreement(runner)
    assert all(len(row) == 5 and all(isinstance(x, str) for x in row) for row in rows)
    assert rows[0][0] == "lines" and rows[0][4] == "100.0% (12 of 12)"
    assert rows[1][0] == "lines:wins=printed" and rows[1][4] == "91.7% (11 of 12)"
