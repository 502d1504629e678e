"""Board: checked moves, undo, results, winning cells, keys."""

import pytest
from reference_rules import ArrayGame

from connect4.board import EMPTY, RED, YELLOW, Board, parse_position
from connect4.errors import GameOverError, IllegalMoveError


def board(text):
    return parse_position(text)


class TestPlay:
    def test_red_moves_first_and_stones_drop(self):
        b = Board()
        assert b.turn == RED
        b.play(3)
        assert b.cell(3, 0) == RED and b.turn == YELLOW
        b.play(3)
        assert b.cell(3, 1) == YELLOW and b.cell(3, 2) == EMPTY
        assert b.height(3) == 2

    def test_full_column_is_refused_and_state_kept(self):
        b = board("444444")
        with pytest.raises(IllegalMoveError, match="column 4 is full"):
            b.play(3)
        assert b.notation() == "444444"
        assert 3 not in b.legal_moves()

    @pytest.mark.parametrize("col", [-1, 7, "3", None])
    def test_bad_column_is_refused(self, col):
        b = Board()
        with pytest.raises(IllegalMoveError):
            b.play(col)
        assert b.ply == 0

    def test_move_after_win_is_refused(self):
        b = board("1212121")
        assert b.is_won() and b.winner() == RED
        with pytest.raises(GameOverError, match="red has already won"):
            b.play(4)
        assert b.legal_moves() == [] and b.ply == 7

    def test_move_after_draw_is_refused(self):
        b = board(DRAWN_GAME)
        assert b.is_draw() and b.result() == "draw" and not b.is_won()
        with pytest.raises(GameOverError, match="full"):
            b.play(0)

    def test_pop_restores_everything(self):
        b = board("4453")
        before = (b.current, b.mask, b.notation())
        b.play(0)
        assert b.pop() == 0
        assert (b.current, b.mask, b.notation()) == before

    def test_pop_on_empty_board(self):
        with pytest.raises(IndexError):
            Board().pop()

    def test_copy_is_independent(self):
        b = board("44")
        c = b.copy()
        c.play(0)
        assert b.notation() == "44" and c.notation() == "441"
        c.pop()
        c.pop()
        assert b.notation() == "44"


#: A full board without any four (checked by the test that uses it).
DRAWN_GAME = "121212343434565656712121234343456565677777"


class TestResults:
    @pytest.mark.parametrize("text,cells", [
        ("1212121", [(0, 0), (0, 1), (0, 2), (0, 3)]),            # vertical, left edge
        ("7676767", [(6, 0), (6, 1), (6, 2), (6, 3)]),            # vertical, right edge
        ("1122334", [(0, 0), (1, 0), (2, 0), (3, 0)]),            # horizontal, bottom left
        ("7766554", [(3, 0), (4, 0), (5, 0), (6, 0)]),            # horizontal, bottom right
        ("12233434474", [(0, 0), (1, 1), (2, 2), (3, 3)]),        # diagonal /
        ("76655454414", [(3, 3), (4, 2), (5, 1), (6, 0)]),        # diagonal \
        # random games that happened to end at the top edge
        ("5644654265272431456426553237277677", [(3, 5), (4, 5), (5, 5), (6, 5)]),
        ("71174461364432247572567562247", [(6, 2), (6, 3), (6, 4), (6, 5)]),
        ("313174163362374717631526624465751", [(0, 2), (0, 3), (0, 4), (0, 5)]),
        ("677325543133721135451626344561276476724251", [(0, 5), (1, 4), (2, 3), (3, 2)]),
    ])
    def test_win_in_every_direction_and_edge(self, text, cells):
        b = board(text)
        assert b.is_won() and b.is_over()
        assert b.winning_cells() == cells
        # the plain array rules agree, and the game was not over one move earlier
        ref = ArrayGame()
        for ch in text:
            assert ref.winner is None
            ref.play(int(ch) - 1)
        assert ref.winner == b.winner()
        assert ref.four_cells(ref.winner) == cells

    def test_yellow_win(self):
        b = board("17271727")
        assert b.winner() == YELLOW and b.result() == "yellow"

    def test_two_fours_at_once_are_all_highlighted(self):
        # red fills the gap of 3 + 3 on the bottom row: all seven cells
        b = board("112233556677")
        assert not b.is_won()
        b.play(3)
        assert b.winner() == RED
        assert b.winning_cells() == [(c, 0) for c in range(7)]

    def test_drawn_game_really_has_no_four(self):
        b = Board()
        for ch in DRAWN_GAME:
            assert not b.is_won()
            b.play(int(ch) - 1)
        assert b.is_full() and b.winning_cells() == []

    def test_can_win_next_and_winning_move(self):
        b = board("112233")
        assert b.can_win_next()
        assert b.is_winning_move(3) and not b.is_winning_move(4)
        assert not Board().can_win_next()


class TestKeys:
    def test_mirror_positions_share_a_canonical_key(self):
        a, b = board("1234"), board("7654")
        assert a.key() != b.key()
        assert a.mirror_key() == b.key()
        assert a.canonical_key() == b.canonical_key()

    def test_keys_are_unique_per_position(self):
        # transpositions share a key, different positions do not
        assert board("4453").key() == board("4354").key()
        assert board("4453").key() != board("4435").key()

    def test_equality_is_by_position(self):
        assert board("4453") == board("4354")
        assert board("44") != board("45")


def test_str_draws_the_grid():
    text = str(board("4453"))
    assert text.splitlines()[-2] == ". . O X X . ."
    assert text.splitlines()[-1] == "1 2 3 4 5 6 7"
