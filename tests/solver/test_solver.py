"""The exact solver against Pons' solved test sets, hand-checked positions and
a brute-force reference without any pruning."""

import random

import pytest
from shared_data import load_pons

from connect4 import bitboard as bb
from connect4.board import Board
from connect4.errors import Connect4Error, GameOverError
from connect4.solver import Solver

#: Pons' C++ solver, mean nodes per position (shared README, these machines).
CPP_NODES = {"end_easy": 51, "middle_easy": 449}

BLOCK = "2252576253462244111563365343671351441"  # yellow must block in column 6


def brute_force(cur, mask, n):
    """Exact score by plain negamax over every move: the reference."""
    if n == bb.CELLS:
        return 0
    best = -bb.CELLS
    for col in range(bb.WIDTH):
        if not bb.can_play(mask, col):
            continue
        if bb.is_winning_move(cur, mask, col):
            return (bb.CELLS + 1 - n) // 2
        c2, m2 = bb.play(cur, mask, col)
        best = max(best, -brute_force(c2, m2, n + 1))
    return best


def sample(name, count):
    """Every k-th line of a set: deterministic, spread over the file."""
    rows = load_pons(name)
    step = max(1, len(rows) // count)
    return rows[::step][:count]


@pytest.fixture(scope="module")
def solver():
    return Solver(table_size_log2=20, book=False)


class TestSharedSets:
    def check(self, solver, rows, weak=False):
        wrong = []
        nodes = 0
        for moves, score in rows:
            solver.reset()
            got = solver.solve(Board.from_notation(moves), weak=weak)
            nodes += solver.nodes
            want = (score > 0) - (score < 0) if weak else score
            if got != want:
                wrong.append((moves, got, want))
        assert wrong == []
        return nodes / len(rows)

    def test_end_easy_all_lines_and_nodes_like_pons(self, solver):
        mean_nodes = self.check(solver, load_pons("end_easy"))
        assert mean_nodes <= 2 * CPP_NODES["end_easy"]

    def test_middle_easy_sample_nodes_like_pons(self, solver):
        mean_nodes = self.check(solver, sample("middle_easy", 150))
        assert mean_nodes <= 2 * CPP_NODES["middle_easy"]

    def test_middle_medium_sample(self, solver):
        self.check(solver, sample("middle_medium", 4))

    def test_begin_easy_sample(self, solver):
        self.check(solver, sample("begin_easy", 15))

    def test_weak_signs_sample(self, solver):
        self.check(solver, sample("middle_easy", 50) + sample("begin_easy", 5), weak=True)

    @pytest.mark.slow
    def test_middle_easy_all_lines(self, solver):
        self.check(solver, load_pons("middle_easy"))

    @pytest.mark.slow
    def test_end_easy_all_lines_weak(self, solver):
        self.check(solver, load_pons("end_easy"), weak=True)


class TestAnalyze:
    def test_forced_block_and_full_columns(self, solver):
        # columns 1-5 are full; red threatens in column 6, so blocking there
        # (-1) holds out longer than column 7 (-2)
        assert solver.analyze(Board.from_notation(BLOCK)) == [None] * 5 + [-1, -2]

    def test_immediate_win_scores_43_minus_discs_over_2(self, solver):
        board = Board.from_notation(BLOCK + "7")  # yellow did not block
        assert board.is_winning_move(5)
        scores = solver.analyze(board)
        assert scores[5] == (43 - 38) // 2 == 2
        assert scores[:5] == [None] * 5
        assert solver.solve(board) == 2

    def test_last_cell_is_a_draw(self, solver):
        # 41 discs, no four: the last stone draws
        rng = random.Random(7)
        for _ in range(200):
            board = Board()
            while board.ply < 41 and not board.is_over():
                board.play(rng.choice(board.legal_moves()))
            if board.ply == 41 and not board.is_over() and not board.can_win_next():
                scores = solver.analyze(board)
                assert sorted(s for s in scores if s is not None) == [0]
                assert scores.count(None) == 6
                return
        pytest.fail("no 41-disc position found")

    def test_matches_brute_force_near_the_end(self, solver):
        rng = random.Random(2024)
        checked = 0
        while checked < 40:
            board = Board()
            while board.ply < 33 and not board.is_over():
                board.play(rng.choice(board.legal_moves()))
            if board.is_over():
                continue
            scores = solver.analyze(board)
            for col in range(7):
                if not bb.can_play(board.mask, col):
                    assert scores[col] is None
                elif board.is_winning_move(col):
                    assert scores[col] == (43 - board.ply) // 2
                else:
                    c2, m2 = bb.play(board.current, board.mask, col)
                    assert scores[col] == -brute_force(c2, m2, board.ply + 1)
            assert max(s for s in scores if s is not None) == solver.solve(board)
            checked += 1

    def test_best_column_score_is_the_position_score(self, solver):
        for moves, score in sample("middle_easy", 20):
            scores = solver.analyze(Board.from_notation(moves))
            assert max(s for s in scores if s is not None) == score

    def test_columns_known_without_search_come_first(self):
        # 4-1 (yellow's first move an error): the book holds the child of
        # column 4 (red's best, +4), off yellow's lines the others are not
        solver = Solver(table_size_log2=16)
        # sliced: the first search step comes after a slice, not a whole probe
        steps = solver.analyze_steps(Board.from_notation("41"), slice_seconds=0.001)
        known = []
        for step in steps:
            if "score" not in step:
                break  # the first search step
            known.append(step)
        assert {"column": 3, "score": 4} in known and len(known) < 7
        # the empty board: every child is in the book (yellow's first moves)
        assert solver.analyze(Board()) == [-2, -1, 0, 1, 0, -1, -2] and solver.nodes == 0
        # a win now is known too, whatever its column
        board = Board.from_notation("112233")
        first = next(Solver(table_size_log2=16, book=False).analyze_steps(board))
        assert first == {"column": 3, "score": (43 - 6) // 2}

    def test_steps_yield_then_return_the_same_list(self, solver):
        moves, score = sample("middle_easy", 3)[1]
        board = Board.from_notation(moves)
        gen = solver.analyze_steps(board)
        steps = []
        try:
            while True:
                steps.append(next(gen))
        except StopIteration as stop:
            result = stop.value
        done = [s for s in steps if "score" in s]
        assert sorted(s["column"] for s in done) == [c for c in range(7) if result[c] is not None]
        assert all(result[s["column"]] == s["score"] for s in done)
        assert result == Solver(table_size_log2=16, book=False).analyze(board)
        for s in steps:
            if "low" in s:
                assert s["low"] <= result[s["column"]] <= s["high"]

    def test_solve_steps_narrow_to_the_score(self, solver):
        moves, score = sample("middle_medium", 2)[0]
        solver.reset()
        gen = solver.solve_steps(Board.from_notation(moves))
        intervals = []
        try:
            while True:
                intervals.append(next(gen))
        except StopIteration as stop:
            assert stop.value == score
        assert intervals and all(lo <= score <= hi or lo >= hi for lo, hi in intervals)


class TestBestMoves:
    """best_moves: one solve plus a probe per column must name exactly the
    columns analyze() scores highest."""

    # (not Begin-Easy: analyze() of 32164625 takes a minute, best_moves 0.07 s)
    @pytest.mark.parametrize("name, count", [("end_easy", 30), ("middle_easy", 30)])
    def test_same_best_columns_as_analyze(self, name, count):
        fresh = Solver(table_size_log2=18, book=False)
        for moves, score in sample(name, count):
            board = Board.from_notation(moves)
            fresh.reset()
            got_score, cols = fresh.best_moves(board)
            scores = fresh.analyze(board)
            assert got_score == score
            assert cols == [c for c in range(7) if scores[c] == score], moves

    def test_first_only_gives_one_of_them(self):
        fresh = Solver(table_size_log2=18, book=False)
        for moves, _score in sample("middle_easy", 10):
            board = Board.from_notation(moves)
            _, every = fresh.best_moves(board)
            _, first = fresh.best_moves(board, first_only=True)
            assert len(first) == 1 and first[0] in every

    def test_immediate_win_and_forced_loss(self):
        fresh = Solver(table_size_log2=16, book=False)
        # red's 4-5-6 on the bottom row is open at both ends: yellow loses
        # at red's next disc whatever it plays, so every column is "best"
        board = Board.from_notation("44556")
        score, cols = fresh.best_moves(board)
        assert score == -((42 - board.ply) // 2) == fresh.solve(board)
        assert cols == list(range(7))
        score, cols = fresh.best_moves(Board.from_notation("445566"))
        assert (score, cols) == ((43 - 6) // 2, [2, 6])


class TestErrors:
    @pytest.mark.parametrize("moves", ["4455667", "1122334"])
    def test_won_game_is_refused(self, solver, moves):
        board = Board.from_notation(moves)
        with pytest.raises(GameOverError, match="already won"):
            solver.solve(board)
        with pytest.raises(Connect4Error):
            solver.analyze(board)

    def test_full_board_is_refused(self, solver):
        board = self.full_draw()
        with pytest.raises(ValueError, match="full"):
            solver.solve(board)

    @staticmethod
    def full_draw():
        # random games until one fills the board without a four
        rng = random.Random(3)
        while True:
            board = Board()
            while not board.is_over():
                board.play(rng.choice(board.legal_moves()))
            if board.is_draw():
                return board

    def test_notation_string_accepted(self, solver):
        assert solver.solve(BLOCK) == -1


class TestNodes:
    def test_nodes_counts_the_last_call_only(self, solver):
        moves, _ = sample("middle_easy", 5)[2]
        solver.reset()
        solver.solve(Board.from_notation(moves))
        first = solver.nodes
        assert first > 0
        solver.reset()
        solver.solve(Board.from_notation(moves))
        assert solver.nodes == first
        solver.solve(Board.from_notation(moves))  # table warm: fewer nodes
        assert solver.nodes < first


class TestTranspositionCutoff:
    """Enhanced transposition cut-off: a child's stored bound ends its parent."""

    MID = "715371563635542612576371"   # 24 discs, red to move, exact score 3 (Pons' set)

    def setup_parent(self):
        from connect4.solver.search import make_negamax, opponent_threats
        from connect4.solver.table import TranspositionTable
        board = Board.from_notation(self.MID)
        table = TranspositionTable(size_log2=16)
        negamax, nodes, _ = make_negamax(table)
        cur, mask, n = board.current, board.mask, board.ply
        return table, negamax, nodes, cur, mask, n, opponent_threats(cur, mask)

    def test_child_upper_bound_at_or_above_beta_cuts_without_recursion(self):
        from connect4.solver.table import lower_value, upper_value
        table, negamax, nodes, cur, mask, n, threats = self.setup_parent()
        # column 7 is the last move the ordering tries: the cut does not wait for it
        c1, m1 = bb.play(cur, mask, 6)
        table.put(c1 + m1, upper_value(-5))        # that child is worth at most -5 ...
        assert negamax(cur, mask, n, 2, 3, threats) == 5   # ... so this node >= 5 >= beta
        assert nodes() == 1
        assert table.get(cur + mask) == lower_value(5)   # and it is stored as a lower bound

    def test_child_bound_below_beta_or_a_lower_bound_does_not_cut(self):
        from connect4.solver.table import lower_value, upper_value
        table, negamax, nodes, cur, mask, n, threats = self.setup_parent()
        c1, m1 = bb.play(cur, mask, 6)
        table.put(c1 + m1, upper_value(-1))        # this node >= 1: short of beta = 3
        c2, m2 = bb.play(cur, mask, 0)
        table.put(c2 + m2, lower_value(-9))        # a child's lower bound cannot cut
        assert negamax(cur, mask, n, 2, 3, threats) >= 3   # searched: the true score is 3
        assert nodes() > 1
