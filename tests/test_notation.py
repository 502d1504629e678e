"""Column notation: round trips and every error, with messages that quote the input."""

import pytest

from connect4.board import parse_position
from connect4.errors import Connect4Error, GameOverError, IllegalMoveError, NotationError
from connect4.notation import moves_name, parse_moves


class TestRoundTrip:
    @pytest.mark.parametrize("text", ["", "4", "4453", "44455554221", "1212123", "7" * 6])
    def test_parse_then_write(self, text):
        assert parse_position(text).notation() == text
        assert moves_name(parse_moves(text)) == text

    def test_columns_are_zero_based_in_code(self):
        assert parse_moves("17") == [0, 6]

    def test_surrounding_whitespace_is_ignored(self):
        assert parse_position("  4453\n").notation() == "4453"

    def test_a_full_drawn_game_round_trips(self):
        text = "121212343434565656712121234343456565677777"
        assert parse_position(text).notation() == text


class TestErrors:
    def test_errors_are_value_errors(self):
        for cls in (NotationError, IllegalMoveError, GameOverError):
            assert issubclass(cls, Connect4Error) and issubclass(cls, ValueError)

    @pytest.mark.parametrize("text,where", [
        ("44x3", "character 3 ('x')"),
        ("0", "character 1 ('0')"),
        ("8", "character 1 ('8')"),
        ("4 4", "character 2 (' ')"),
        ("4453-", "character 5 ('-')"),
        ("４", "character 1"),          # a full-width digit is not 1-7 either
    ])
    def test_bad_character(self, text, where):
        with pytest.raises(NotationError) as exc:
            parse_position(text)
        msg = str(exc.value)
        assert repr(text.strip()) in msg and where in msg and "1-7" in msg

    def test_full_column(self):
        with pytest.raises(IllegalMoveError) as exc:
            parse_position("4444444")
        assert "'4444444'" in str(exc.value) and "move 7" in str(exc.value)
        assert "column 4" in str(exc.value) and "full" in str(exc.value)
        assert not isinstance(exc.value, GameOverError)

    def test_move_after_win(self):
        with pytest.raises(GameOverError) as exc:
            parse_position("12121215")
        msg = str(exc.value)
        assert "'12121215'" in msg and "move 8" in msg and "red already won" in msg

    def test_too_long(self):
        with pytest.raises(NotationError, match="at most 42"):
            parse_position("12" * 22)

    def test_huge_input_is_quoted_briefly(self):
        with pytest.raises(NotationError) as exc:
            parse_position("4" * 100000)
        assert len(str(exc.value)) < 200

    @pytest.mark.parametrize("value", [None, 4453, b"4453", ["4"]])
    def test_not_a_string(self, value):
        with pytest.raises(NotationError):
            parse_moves(value)

    def test_bad_column_number_in_moves_name(self):
        with pytest.raises(NotationError):
            moves_name([3, 7])
