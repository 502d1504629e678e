"""The game review (connect4/review.py, connect4/verdicts.py): every score
against Pons' sets and fresh solves, every verdict and better column against
the rule, hand-built games with a known blunder, the bound, the stream."""

import random

import pytest
from shared_data import load_pons

from connect4.board import Board
from connect4.errors import Connect4Error, GameOverError, IllegalMoveError, NotationError, SolverError
from connect4.review.game import Bound, review, review_steps
from connect4.review.verdicts import (
    BEST,
    BLUNDER,
    MISTAKE,
    SLOWER,
    UNSOLVED,
    summary,
    turn_sentence,
    turning_points,
    verdict,
)
from connect4.solver import Solver
from connect4.solver.hintdata import shared_hint_data

#: Red's 1, 2, 3 on the bottom row, yellow's three in column 7: red to move
#: wins at once in column 4 (its 4th disc: 22 - 4 = 18) and plays 5 instead;
#: yellow wins at once in column 7 (also its 4th disc).
BLUNDER_GAME = "172737" + "5" + "7"
#: Red to move after 34 discs: column 4 wins, 1 draws, 6 loses (Pons' End-Easy set).
THREE_WAYS = "2525453157437721753235142343772116"


def sign(x):
    return (x > 0) - (x < 0)


@pytest.fixture(scope="module")
def data():
    data, problem = shared_hint_data()
    if data is None:
        pytest.skip(problem)
    return data


@pytest.fixture(scope="module")
def solver(data):
    """What the command line and the worker use: the book and the 12-disc database."""
    return Solver(table_size_log2=18, hint_data=data)


@pytest.fixture(scope="module")
def reference(data):
    """An independent solver: its own table, no opening book; the 12-disc
    database (Thill's, checked against Pons' sets in test_hintdata.py) only
    answers the positions of fewer than 13 discs, which plain search cannot."""
    return Solver(table_size_log2=18, book=False, hint_data=data)


def check_consistent(records, game):
    """What follows from the scores alone: the verdict, the chain of scores
    (the score after a move is the next move's score), the record's fields."""
    for r, nxt in zip(records, records[1:] + [None]):
        assert set(r) == {"ply", "column", "score", "kept", "verdict", "better", "keeps"}
        assert str(r["column"]) == game[r["ply"] - 1]
        assert r["verdict"] == verdict(r["score"], r["kept"])
        if nxt is not None:
            assert nxt["score"] == -r["kept"]
        if r["verdict"] == BEST:
            assert r["better"] == [] and r["keeps"] == []
        if r["verdict"] == MISTAKE:
            assert r["keeps"] == r["better"] != []
        if r["verdict"] == BLUNDER:
            assert r["keeps"] and set(r["keeps"]) <= set(r["better"])


def check_better(records, game, reference):
    """Each move's better columns against every column's exact score."""
    for r in records:
        ref = reference.analyze(game[:r["ply"] - 1])
        assert r["score"] == max(s for s in ref if s is not None)
        assert r["kept"] == ref[r["column"] - 1]
        if r["verdict"] == SLOWER:
            want = [c + 1 for c, s in enumerate(ref) if s is not None and s > r["kept"]]
        elif r["verdict"] in (MISTAKE, BLUNDER):
            want = [c + 1 for c, s in enumerate(ref)
                    if s is not None and sign(s) > sign(r["kept"])]
            keeps = [c + 1 for c, s in enumerate(ref)
                     if s is not None and sign(s) == sign(r["score"])]
            assert r["keeps"] == keeps
        else:
            want = []
        assert r["better"] == want, (game, r)


class TestVerdict:
    @pytest.mark.parametrize("score,kept,expected", [
        (3, 3, BEST), (0, 0, BEST), (-5, -5, BEST),
        (5, 1, SLOWER), (-2, -9, SLOWER),
        (3, 0, MISTAKE), (0, -1, MISTAKE),
        (1, -1, BLUNDER), (18, -18, BLUNDER),
        (None, 2, UNSOLVED), (2, None, UNSOLVED),
    ])
    def test_the_rule(self, score, kept, expected):
        assert verdict(score, kept) == expected

    def test_a_move_cannot_keep_more_than_the_position_has(self):
        with pytest.raises(SolverError, match="cannot keep 2 in a position of score 1"):
            verdict(1, 2)


class TestKnownGames:
    def test_a_missed_win_that_loses_at_once_is_a_blunder(self, solver, reference):
        records = review(BLUNDER_GAME, solver, first=6)
        assert [(r["ply"], r["score"], r["kept"], r["verdict"]) for r in records] == [
            (7, 18, -18, BLUNDER), (8, 18, 18, BEST)]
        # column 4 wins, column 7 blocks yellow's four (a draw, says the solver)
        assert records[0]["keeps"] == [4] and 7 in records[0]["better"]
        check_better(records, BLUNDER_GAME, reference)

    def test_the_whole_game_from_the_empty_board(self, solver, reference):
        solver.reset()
        records = review(BLUNDER_GAME, solver)
        assert [r["ply"] for r in records] == list(range(1, 9))
        check_consistent(records, BLUNDER_GAME)
        assert records[0]["score"] == 1  # the empty board: red wins with its last disc
        assert records[6]["verdict"] == BLUNDER and records[7]["verdict"] == BEST
        for r in records[5:]:  # the late positions, by an independent search
            assert r["score"] == reference.solve(BLUNDER_GAME[:r["ply"] - 1])

    def test_a_drawn_game_played_perfectly_to_the_last_cell(self, solver, reference):
        moves = next(m for m, score in load_pons("end_easy") if score == 0)
        board = Board.from_notation(moves)
        while not board.is_over():
            board.play(reference.best_moves(board, first_only=True)[1][0])
        assert board.is_draw()
        records = review(board.notation(), solver, first=len(moves))
        assert {(r["score"], r["kept"], r["verdict"]) for r in records} == {(0, 0, BEST)}
        assert records[-1]["ply"] == 42  # the last cell: it keeps the draw

    @pytest.mark.parametrize("column,expected", [(4, BEST), (1, MISTAKE), (6, BLUNDER)])
    def test_each_verdict_of_one_position(self, solver, reference, column, expected):
        game = THREE_WAYS + str(column)
        records = review(game, solver, first=len(THREE_WAYS))
        assert records[0]["score"] == 2 and records[0]["verdict"] == expected
        check_better(records, game, reference)

    def test_every_column_of_end_easy_positions(self, solver, reference):
        """Each playable column of a sample of End-Easy positions: score from
        Pons' file, kept, verdict and better from an independent analysis."""
        seen = set()
        for moves, score in load_pons("end_easy")[::50]:
            board = Board.from_notation(moves)
            for col in board.legal_moves():
                game = moves + str(col + 1)
                records = review(game, solver, first=len(moves))
                assert records[0]["score"] == score
                check_better(records, game, reference)
                seen.add(records[0]["verdict"])
        assert seen == {BEST, SLOWER, MISTAKE, BLUNDER}


class TestUnseenGames:
    """Pons' positions played on to the end at random (seeds nobody used):
    the score at the file's position is the file's, every other score a
    fresh solve's, every verdict follows from the scores."""

    @pytest.mark.parametrize("name,before,games", [("end_easy", 4, 12), ("middle_easy", 2, 6)])
    def test_scores_and_verdicts(self, solver, reference, name, before, games):
        rng = random.Random(2718)
        for moves, score in rng.sample(load_pons(name), games):
            board = Board.from_notation(moves)
            while not board.is_over():
                board.play(rng.choice(board.legal_moves()))
            game = board.notation()
            solver.reset()
            records = review(game, solver, first=len(moves) - before)
            assert records[before]["score"] == score, game
            check_consistent(records, game)
            for r in records:
                reference.reset()
                assert r["score"] == reference.solve(game[:r["ply"] - 1]), (game, r)

    def test_backward_and_forward_agree(self, solver):
        rng = random.Random(31)
        moves, _ = rng.choice(load_pons("middle_easy"))
        board = Board.from_notation(moves)
        while not board.is_over():
            board.play(rng.choice(board.legal_moves()))
        game = board.notation()
        solver.reset()
        back = review(game, solver, first=len(moves) - 2)
        solver.reset()
        assert review(game, solver, first=len(moves) - 2, backward=False) == back


class TestPastTheDatabase:
    def test_the_first_position_past_it_is_probed_from_the_one_before(self, data, monkeypatch):
        """Backward, the 13-disc position's lower bound (and first guess) is
        minus the 12-disc one's score, which the database knows: one probe
        when move 13 was best (here it was: 3 before, 3 kept)."""
        import connect4.review.game as module

        calls = []
        exact = module._Search.exact

        def spy(self, cur, mask, n, bounds=None, guess=None):
            calls.append((n, bounds, guess))
            return (yield from exact(self, cur, mask, n, bounds, guess))

        monkeypatch.setattr(module._Search, "exact", spy)
        game = "1715114257757643663"  # a ladder game (levels 1 and 6)
        records = review(game, Solver(table_size_log2=18, hint_data=data), first=11)
        assert records[1]["ply"] == 13 and records[1]["score"] == records[1]["kept"] == 3
        assert (13, (-3, 42), -3) in calls and records[2]["score"] == -3


class TestBound:
    #: 13 discs, out of the database's reach: 1.3-3.0M nodes for all columns.
    HARD = "2667552123722"

    def test_a_position_past_the_node_bound_is_unsolved(self, solver):
        solver.reset()
        game = self.HARD + "1"
        records = review(game, solver, Bound(nodes=2000), slice_seconds=0.01, first=12)
        # move 13's position has 12 discs (the database's: no search, no
        # bound); the two after it take far more than 2,000 nodes
        first, last = records
        assert first["score"] is not None and first["kept"] is None
        assert first["verdict"] == last["verdict"] == UNSOLVED
        assert last["score"] is None and last["kept"] is None
        assert first["better"] == [] and last["better"] == []

    def test_the_bound_is_per_move(self, solver):
        solver.reset()
        game = THREE_WAYS + "66"
        records = review(game, solver, Bound(nodes=20000), first=len(THREE_WAYS))
        assert [r["verdict"] for r in records] == [BLUNDER, BEST]

    def test_a_fresh_solver_judges_as_one_warm_from_the_game(self):
        """Issue 51: the offline review (a fresh worker) left moves' better columns past the
        bound that the online one (its table warm from the game) found.  The review looks
        again at those moves once the whole game has filled the table."""
        game, first = "7641554364512762131", 13  # move 17's better columns: 1,000+ cold

        def run(solver):
            return review(game, solver, Bound(nodes=1000), first=first, slice_nodes=1024)

        warm = Solver(table_size_log2=16, book=False)
        run(warm)
        cold = run(Solver(table_size_log2=16, book=False))
        assert cold == run(warm)
        assert [r["better"] for r in cold if r["ply"] == 17] == [[4, 6]]

    def test_a_time_bound_on_the_callers_clock(self, solver):
        ticks = []

        def clock():  # a second passes each time it is read
            ticks.append(None)
            return float(len(ticks))

        solver.reset()
        records = review(self.HARD + "1", solver, Bound(seconds=3.5, clock=clock),
                         slice_seconds=0.01, first=12)
        assert records[-1]["verdict"] == UNSOLVED and len(ticks) >= 4


class TestStream:
    def test_progress_then_each_move_last_first(self, solver):
        solver.reset()
        steps = review_steps(THREE_WAYS + "66", solver, first=len(THREE_WAYS))
        seen = []
        while True:
            try:
                step = next(steps)
            except StopIteration as stop:
                records = stop.value
                break
            assert step["total"] == 2 and 0 <= step["done"] <= 2
            if "move" in step:
                seen.append(step["move"]["ply"])
        assert seen == [36, 35] and [r["ply"] for r in records] == [35, 36]

    def test_a_cancel_is_closing_the_generator(self, solver):
        solver.reset()
        steps = review_steps(TestBound.HARD + "1", solver, slice_seconds=0.01, first=12)
        for _ in range(3):
            step = next(steps)
        steps.close()  # between two slices: nothing is left running
        assert "move" not in step
        assert review(THREE_WAYS + "4", solver, first=len(THREE_WAYS))[0]["verdict"] == BEST

    def test_columns_as_a_list(self, solver):
        assert review([3, 3], Solver(table_size_log2=16)) == review("44", solver)


class TestBadInput:
    @pytest.mark.parametrize("moves,error,words", [
        ("44x3", NotationError, "character 3 ('x') is not a column 1-7"),
        ("4444444", IllegalMoveError, "move 7 plays column 4, which is already full"),
        ("12121215", GameOverError, "move 8 (column 5) comes after red already won with move 7"),
    ])
    def test_the_same_message_as_solve(self, solver, moves, error, words):
        with pytest.raises(error) as e:
            review(moves, solver)
        assert words in str(e.value) and "'%s'" % moves in str(e.value)
        with pytest.raises(Connect4Error) as same:
            Board.from_notation(moves)
        assert str(same.value) == str(e.value)


class TestWords:
    def records(self):
        r = dict
        return [
            r(ply=1, column=4, score=1, kept=1, verdict=BEST, better=[], keeps=[]),
            r(ply=2, column=1, score=-1, kept=-3, verdict=SLOWER, better=[4], keeps=[]),
            r(ply=3, column=3, score=3, kept=0, verdict=MISTAKE, better=[5], keeps=[5]),
            r(ply=4, column=2, score=0, kept=-4, verdict=MISTAKE, better=[2, 6], keeps=[2, 6]),
            r(ply=5, column=6, score=4, kept=-4, verdict=BLUNDER, better=[1, 4, 7], keeps=[4]),
            r(ply=6, column=7, score=None, kept=None, verdict=UNSOLVED, better=[], keeps=[]),
            r(ply=7, column=1, score=2, kept=-1, verdict=BLUNDER, better=None, keeps=None),
        ]

    def test_a_summary_line_per_player(self):
        records = self.records()
        assert summary(records, "red") == (
            "red: 1 best, 1 mistake (move 3, column 3: 5 kept the win), 2 blunders "
            "(move 5, column 6: 4 kept the win, 1 or 7 the draw; move 7, column 1)")
        assert summary(records, "yellow") == (
            "yellow: 1 slower, 1 mistake (move 4, column 2: 2 or 6 kept the draw), 1 unsolved")
        assert summary([], "red") == "red: no moves"

    def test_records_in_any_order(self):
        records = self.records()
        assert summary(records[::-1], "red") == summary(records, "red")
        assert turning_points(records[::-1]) == turning_points(records)

    def test_the_turning_points_in_words(self):
        turns = turning_points(self.records())
        assert [r["ply"] for r in turns] == [3, 4, 5, 7]
        assert [turn_sentence(r) for r in turns] == [
            "move 3, red in column 3: a win became a draw (5 kept the win)",
            "move 4, yellow in column 2: a draw became a loss (2 or 6 kept the draw)",
            "move 5, red in column 6: a win became a loss (4 kept the win, 1 or 7 the draw)",
            "move 7, red in column 1: a win became a loss",
        ]
