"""The opening book's builder (connect4.solver.bookbuild): its lines, resuming, merging."""

import pytest
from book_positions import EXTRA, ROOT, _board, _position_of, board_key

from connect4.board import Board
from connect4.errors import BookMergeError
from connect4.solver import Solver, bookbuild
from connect4.solver.book import OpeningBook, position_ply


class TestBuilder:
    def test_answers_every_line_of_the_perfect_player_with_a_best_move(self, built):
        book, _ = built
        # walk the lines again: perfect to move -> the book gives a best move
        solver = Solver(table_size_log2=18, book=book)
        fresh = Solver(table_size_log2=18, book=False)
        frontier = [Board.from_notation(ROOT)]
        walked = 0
        while frontier:
            board = frontier.pop()
            if board.ply >= len(ROOT) + EXTRA or board.is_over():
                continue
            if any(board.is_winning_move(c) for c in board.legal_moves()):
                continue  # the game ends with perfect's move: nothing to store
            score, cols = solver.best_moves(board)
            assert solver.nodes == 0, "%s was searched" % board.notation()
            assert len(cols) == 1
            truth = fresh.analyze(board)
            assert score == max(s for s in truth if s is not None) == truth[cols[0]]
            walked += 1
            child = board.copy()
            child.play(cols[0])
            for reply in child.legal_moves():
                grand = child.copy()
                grand.play(reply)
                frontier.append(grand)
        assert walked > 5

    def test_scores_match_fresh_solves(self, built):
        book, _ = built
        fresh = Solver(table_size_log2=18, book=False)
        items = list(book.items())
        for key, score in items[:: max(1, len(items) // 40)]:
            cur, mask = _position_of(key)
            fresh.reset()
            assert fresh.solve(_board(cur, mask)) == score

    def test_max_ply_and_depth(self, built):
        book, _ = built
        # nodes with fewer than max_ply discs are analysed: children reach it
        # or stop one short, by the parity of the perfect player's turns
        assert len(ROOT) + EXTRA - 1 <= book.max_ply <= len(ROOT) + EXTRA
        assert min(position_ply(k) for k, _ in book.items()) == len(ROOT)

    def test_resume_gives_the_same_file(self, tmp_path):
        args = ["--root", ROOT, "--max-ply", str(len(ROOT) + 4), "--table-log2", "16",
                "--easy-nodes", "0", "--out", str(tmp_path / "a.bin")]
        assert bookbuild.main(args) == 0
        whole = (tmp_path / "a.bin").read_bytes()
        lines = (tmp_path / "a.checkpoint").read_text().splitlines()
        assert len(lines) > 4
        # a build killed after 3 solves (last line cut short), then resumed
        (tmp_path / "b.checkpoint").write_text("\n".join(lines[:3]) + "\n" + lines[3][:5])
        args[-1] = str(tmp_path / "b.bin")
        assert bookbuild.main(args) == 0
        assert (tmp_path / "b.bin").read_bytes() == whole
        resumed = (tmp_path / "b.checkpoint").read_text().splitlines()
        assert len(resumed) == 3 + 1 + len(lines) - 3  # only the missing ones solved again


    def test_two_processes_sharing_a_checkpoint_build_the_same_book(self, tmp_path):
        import subprocess
        import sys

        from shared_data import ROOT as PROJECT

        # a Middle-Medium line whose lines take a few seconds: both get work
        common = ["--root", "5455174361263362", "--max-ply", "24", "--table-log2", "16",
                  "--easy-nodes", "0"]
        assert bookbuild.main(common + ["--out", str(tmp_path / "one.bin")]) == 0
        cmd = [sys.executable, "-m", "connect4.solver.bookbuild", *common,
               "--out", str(tmp_path / "two.bin")]
        procs = [subprocess.Popen(cmd, cwd=PROJECT, stdout=subprocess.PIPE, text=True)
                 for _ in range(2)]
        outs = [p.communicate(timeout=300)[0] for p in procs]
        assert [p.returncode for p in procs] == [0, 0]
        # both solved part of the tree, nothing twice, and the result is the same
        solved = [[ln.split()[1] for ln in out.splitlines() if ln.startswith("solved ")]
                  for out in outs]
        assert all(solved) and not set(solved[0]) & set(solved[1])
        lines = (tmp_path / "two.checkpoint").read_text().splitlines()
        assert len(lines) == len({ln.split()[0] for ln in lines})
        assert (tmp_path / "two.bin").read_bytes() == (tmp_path / "one.bin").read_bytes()
        assert not list((tmp_path / "two.checkpoint.claims").iterdir())


    def test_lines_end_at_positions_the_player_answers_fast(self, tmp_path):
        # Middle-Medium line 1 (16 discs): some lines end early, some go on
        root, cap = "5455174361263362", 20000
        args = ["--root", root, "--max-ply", "22", "--table-log2", "16",
                "--easy-nodes", str(cap), "--out", str(tmp_path / "e.bin")]
        assert bookbuild.main(args) == 0
        book = OpeningBook.load(tmp_path / "e.bin")
        leaves = book.leaves()
        assert leaves and len(leaves) < len(book)
        lines = (tmp_path / "e.checkpoint").read_text().splitlines()
        assert sum(ln.endswith(" easy") for ln in lines) == len(leaves)
        fresh = Solver(table_size_log2=21, book=False)  # what "easy" is measured with
        for key in leaves:
            cur, mask = _position_of(key)
            fresh.reset()
            score, _ = fresh.best_moves(_board(cur, mask))
            assert score == book.get_key(key) and fresh.nodes <= cap
        # every line of the perfect player from the root: a best move from the
        # book, or a leaf; and nothing is stored below a leaf
        solver = Solver(table_size_log2=16, book=book)
        frontier, walked, ended = [Board.from_notation(root)], 0, 0
        while frontier:
            board = frontier.pop()
            if board.ply >= 22 or board.is_over():
                continue
            if any(board.is_winning_move(c) for c in board.legal_moves()):
                continue
            if book.is_leaf(board.current, board.mask):
                ended += 1
                for c in board.legal_moves():
                    child = board.copy()
                    child.play(c)
                    if not child.is_over():
                        assert book.best_columns(child.current, child.mask) == []
                continue
            score, cols = solver.best_moves(board)
            assert solver.nodes == 0, "%s was searched" % board.notation()
            walked += 1
            for col in cols:
                child = board.copy()
                child.play(col)
                for reply in child.legal_moves():
                    grand = child.copy()
                    grand.play(reply)
                    frontier.append(grand)
        assert walked and ended

    def test_merge_adds_checkpoints_and_books_and_refuses_conflicts(self, tmp_path):
        a, b = Board.from_notation("4453"), Board.from_notation("44536")
        (tmp_path / "x.checkpoint").write_text("%d -2 4453\n%d 2 44536 easy\n"
                                               % (board_key(a), board_key(b)))
        other = tmp_path / "y.bin"
        other.write_bytes(OpeningBook.from_entries({board_key(b): 2, 99: 5}).to_bytes())
        out = tmp_path / "book.bin"
        assert bookbuild.main(["--out", str(out), "--merge", str(tmp_path / "x.checkpoint"),
                               "--merge", str(other)]) == 0
        assert dict(OpeningBook.load(out).items()) == {board_key(a): -2, board_key(b): 2, 99: 5}
        assert OpeningBook.load(out).leaves() == [board_key(b)]
        (tmp_path / "z.checkpoint").write_text("%d 3 4453\n" % board_key(a))
        with pytest.raises(SystemExit, match="not merged"):
            bookbuild.main(["--out", str(out), "--merge", str(tmp_path / "z.checkpoint")])
        assert OpeningBook.load(out).get(a.current, a.mask) == -2
        # the library function raises a named error; only the command line exits
        with pytest.raises(BookMergeError, match="gives position %d the score 3" % board_key(a)):
            bookbuild.merge(out, [tmp_path / "z.checkpoint"])
