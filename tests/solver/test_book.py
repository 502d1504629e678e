"""The opening book: byte format, mirror lookups, the committed book, and book scores
against fresh solves (the builder: test_bookbuild.py)."""

import pytest
from book_positions import ROOT, _board, _cm, _position_of, board_key
from shared_data import load_pons

from connect4 import bitboard as bb
from connect4.board import Board
from connect4.solver import Solver, bookbuild
from connect4.solver.book import DEFAULT_PATH, BookFormatError, BookHeader, OpeningBook, position_ply


class TestFormat:
    def test_round_trip_through_bytes(self):
        book = OpeningBook.from_entries({10: -3, 5: 18, 99: 0})
        again = OpeningBook.from_bytes(book.to_bytes())
        assert list(again.items()) == [(5, 18), (10, -3), (99, 0)]
        assert len(book.to_bytes()) == 16 + 9 * 3 + 1  # one byte of leaf bits
        assert again.leaves() == []

    def test_leaves_round_trip_and_need_a_score(self):
        entries = {k: k % 5 - 2 for k in range(3, 60, 3)}  # 19 keys: 3 bytes of bits
        book = OpeningBook.from_entries(entries, leaves=[9, 57])
        again = OpeningBook.from_bytes(book.to_bytes())
        assert again.leaves() == [9, 57] and len(book.to_bytes()) == 16 + 9 * 19 + 3
        with pytest.raises(ValueError, match="no score"):
            OpeningBook.from_entries(entries, leaves=[10])

    def test_is_leaf_finds_mirror_images(self):
        b, mirrored = Board.from_notation("1123"), Board.from_notation("7765")
        book = OpeningBook.from_entries({board_key(b): 7, 1: 0}, leaves=[board_key(b)])
        assert book.is_leaf(*_cm(b)) and book.is_leaf(*_cm(mirrored))
        assert not book.is_leaf(*_cm(Board.from_notation("1124")))

    def test_coverage_is_read_from_the_header(self):
        data = bytearray(OpeningBook.from_entries({5: 1}).to_bytes())
        assert not OpeningBook.from_bytes(bytes(data)).covers_opening(0)
        data[6] = 0x80 | 1  # a header claiming red's opening: trusted, no walk
        book = OpeningBook.from_bytes(bytes(data))
        assert book.covers_opening(0) and not book.covers_opening(1)
        assert not book.covers_opening()
        assert not book.covers_opening(0, plies=4)  # other depths walk the lines
        data[6] = 0  # not recorded: walked
        assert not OpeningBook.from_bytes(bytes(data)).covers_opening(0)

    def test_yellow_coverage_by_first_move_is_read_from_the_header(self):
        data = bytearray(OpeningBook.from_entries({5: 1}).to_bytes())
        assert data[7] == 0x80  # recorded: no first move of red covered
        assert not OpeningBook.from_bytes(bytes(data)).covers_yellow_after(3)
        data[7] = 0x80 | 1 << 3 | 1 << 1  # after 4, and after 2 (so 6 too)
        book = OpeningBook.from_bytes(bytes(data))
        assert [book.covers_yellow_after(c) for c in range(7)] == [
            False, True, False, True, False, True, False]
        data[7] = 0  # not recorded: walked
        assert not OpeningBook.from_bytes(bytes(data)).covers_yellow_after(3)

    def test_version_1_files_still_load(self):
        key = board_key(Board.from_notation("4453"))
        v2 = OpeningBook.from_entries({key: -3}).to_bytes()
        v1 = v2[:4] + bytes([1]) + v2[5:-1]  # version 1 had no leaf bits
        book = OpeningBook.from_bytes(v1)
        assert list(book.items()) == [(key, -3)] and book.leaves() == []

    def test_header_fields(self):
        key = board_key(Board.from_notation("4453"))
        data = OpeningBook.from_entries({key: -3}).to_bytes()
        assert data[:4] == b"C4BK" and data[4] == 2
        assert data[5] == 4  # max ply
        assert data[6] == 0x80  # coverage recorded: neither colour's opening
        assert int.from_bytes(data[8:12], "little") == 1
        assert int.from_bytes(data[16:24], "little") == key

    def test_header_alone_is_read_from_a_file(self, tmp_path):
        key = board_key(Board.from_notation("4453"))
        data = bytearray(OpeningBook.from_entries({key: -3, 5: 1}).to_bytes())
        data[6], data[7] = 0x80 | 2, 0x80 | 1 << 3
        path = tmp_path / "book.bin"
        path.write_bytes(bytes(data))
        header = BookHeader.read(path)
        assert header == (2, 4, 2, {0: False, 1: True}, {0: False, 1: False, 2: False, 3: True})
        assert header.size == len(data)
        path.write_bytes(bytes(data[:-1]))  # truncated: the length tells
        with pytest.raises(BookFormatError, match="should be %d bytes" % len(data)):
            BookHeader.read(path)
        data[6] = data[7] = 0  # not recorded
        path.write_bytes(bytes(data))
        assert BookHeader.read(path)[3:] == ({}, {})

    @pytest.mark.parametrize("data, message", [
        (b"XXXX" + bytes(12), "magic"),
        (b"C4BK" + bytes([9]) + bytes(11), "version"),
        (b"C4BK" + bytes([1, 0, 0, 0]) + (2).to_bytes(4, "little") + bytes(4 + 9), "bytes"),
    ])
    def test_bad_files_are_refused(self, data, message):
        with pytest.raises(BookFormatError, match=message):
            OpeningBook.from_bytes(data)

    def test_position_ply_from_key(self):
        for moves in ["", "4", "4453", "1111112", ROOT]:
            b = Board.from_notation(moves)
            assert position_ply(b.key()) == len(moves)


class TestLookup:
    def test_mirror_image_found_under_one_entry(self):
        board = Board.from_notation("1123")
        mirrored = Board.from_notation("7765")
        book = OpeningBook.from_entries({board_key(board): 7})
        assert book.get(board.current, board.mask) == 7
        assert book.get(mirrored.current, mirrored.mask) == 7
        assert book.get(*_cm(Board.from_notation("1124"))) is None


class TestCommittedBook:
    @pytest.fixture(scope="class")
    def book(self):
        if not DEFAULT_PATH.exists():
            pytest.fail("the committed book %s is missing" % DEFAULT_PATH)
        return OpeningBook.load()

    def test_loads_and_is_sorted(self, book):
        keys = list(book.keys)
        assert keys == sorted(set(keys))
        assert all(-18 <= s <= 18 for s in book.scores)

    def test_analysed_positions_agree_with_their_children(self, book):
        # every stored position whose columns are all stored: its score is the
        # best column's (the negamax relation the builder relies on)
        checked = 0
        for key, score in book.items():
            cur, mask = _position_of(key)
            n = bb.popcount(mask)
            cols = []
            for col in range(7):
                if not bb.can_play(mask, col):
                    continue
                if bb.is_winning_move(cur, mask, col):
                    cols.append((43 - n) // 2)
                    continue
                s = book.get(*bb.play(cur, mask, col))
                cols.append(None if s is None else -s)
            if cols and None not in cols:
                assert max(cols) == score
                checked += 1
        assert checked >= 0  # a young book may hold no complete position yet

    def test_lines_agree_with_the_replies_solved_separately(self, book):
        # the score of each chosen child must be the best over the opponent's
        # replies, each of which was solved on its own: a real cross-check
        checked = 0
        for key, score in book.items():
            cur, mask = _position_of(key)
            n = bb.popcount(mask)
            for col in book.best_columns(cur, mask):
                c1, m1 = bb.play(cur, mask, col)
                values = []
                for reply in range(7):
                    if not bb.can_play(m1, reply):
                        continue
                    if bb.is_winning_move(c1, m1, reply):
                        values.append((43 - n - 1) // 2)
                        continue
                    s = book.get(*bb.play(c1, m1, reply))
                    values.append(None if s is None else -s)
                if values and None not in values:
                    assert max(values) == -score, key
                    checked += 1
        assert checked >= 5  # the empty board and red's 7 second moves at least

    def test_red_opening_is_covered_to_16_discs(self, book):
        from connect4.solver.book import OPENING_PLIES

        assert book.covers_opening(0)  # from the header...
        assert book._walk(0, OPENING_PLIES)  # ...and by walking every line
        assert book.get(0, 0) == 1  # the shared README: red wins with its last disc

    def test_yellow_opening_is_covered_to_16_discs(self, book):
        # every move of yellow's after each first move of red: from the
        # header and by walking every line
        from connect4.solver.book import OPENING_PLIES

        assert book.covers_opening(1) and book._walk(1, OPENING_PLIES)
        for first in range(7):
            assert book.covers_yellow_after(first) and book.covers_line([first])

    def test_deep_entries_match_fresh_solves(self, book):
        fresh = Solver(table_size_log2=18, book=False)
        # the first seven of 12 discs or more: the eighth alone takes 13 s to solve afresh
        # (35 s beside the browser tests), the others 0.9 s together
        deep = [(k, s) for k, s in book.items() if position_ply(k) >= 12][:7]
        assert {position_ply(k) for k, _ in deep} == {12, 13}
        for key, score in deep:
            cur, mask = _position_of(key)
            assert fresh.solve(_board(cur, mask)) == score


class TestTableFile:
    def test_table_saved_and_reloaded_with_solve_only_positions(self, tmp_path, capsys):
        moves, score = load_pons("middle_medium")[1]
        args = ["--solve", moves, "--table-log2", "16", "--out", str(tmp_path / "s.bin"),
                "--table-file", str(tmp_path / "t.bin"), "--save-every", "0"]
        assert bookbuild.main(args) == 0
        assert (tmp_path / "t.bin").stat().st_size == 8 * 65537
        book = OpeningBook.load(tmp_path / "s.bin")
        b = Board.from_notation(moves)
        assert book.get(b.current, b.mask) == score
        assert bookbuild.main(args) == 0
        assert "table loaded" in capsys.readouterr().out


class TestCommittedBookScores:
    # early positions solved by Pons' C++ solver on these machines (shared README)
    README = {"64": 0, "2454": -3, "751321": 2, "13234664": -3}

    def test_entries_agree_with_the_cpp_solver(self):
        book = OpeningBook.load()
        found = 0
        for moves, score in self.README.items():
            b = Board.from_notation(moves)
            got = book.get(b.current, b.mask)
            if got is not None:
                assert got == score, moves
                found += 1
        assert found >= 3  # 2454, 751321, 13234664 were built this way

    def test_the_empty_board_has_key_0_and_is_answered_from_the_book(self):
        # key 0 is a real position (no discs): the loader once refused it
        book, problem = OpeningBook.try_load()
        assert problem is None and book.get(0, 0) == 1  # red wins with its last disc
        solver = Solver(table_size_log2=16)
        assert solver.best_moves(Board()) == (1, [3]) and solver.nodes == 0

    def test_solver_answers_them_instantly_from_the_book(self):
        solver = Solver(table_size_log2=16)
        assert solver.solve(Board.from_notation("2454")) == -3
        assert solver.nodes == 0


class TestCoversOpening:
    def test_partial_book_does_not_cover_the_opening(self):
        assert not Solver(table_size_log2=16, book=False).covers_opening()
        assert not Solver(table_size_log2=16, book=OpeningBook.from_entries({})).covers_opening(0)

    def test_best_columns_need_the_position_and_a_child_of_opposite_score(self):
        b = Board.from_notation("4453")
        child = Board.from_notation("44536")
        other = Board.from_notation("44531")
        book = OpeningBook.from_entries({board_key(b): -2, board_key(child): 2,
                                         board_key(other): 5})
        assert book.best_columns(b.current, b.mask) == [5]
        assert OpeningBook.from_entries({board_key(child): 2}).best_columns(b.current, b.mask) == []
