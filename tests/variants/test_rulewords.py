"""The rules in words (connect4.variants.rulewords) say what connect4.variants.game does: each
Pop Out sentence is played out here on a game that meets its case."""

from connect4.variants.game import POP_BOTH, POP_GIFT, REPETITION, VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.rulewords import rules


def test_a_drop_game_says_its_size_line_and_draw():
    words = rules(Geometry(8, 7))
    assert "8 columns" in words[0] and "7 rows" in words[0]
    assert words[1] == "Four in a row wins: across, up or diagonally. A full board with no line is a draw."
    full = VariantGame.from_text(Geometry(4, 4), "1212343421214343")
    assert full.result() == "draw"


def test_each_pop_out_rule_is_the_games():
    words = " ".join(rules(Geometry(7, 6), popout=True))
    assert "a pop that makes lines for both of you wins for the player who popped" in words
    both = VariantGame.from_text(Geometry(7, 6), "11114222433374p1", popout=True)
    assert both.status == (0, POP_BOTH)
    assert "A pop that makes a line only for your opponent loses" in words
    gift = VariantGame.from_text(Geometry(7, 6), "11526374p1", popout=True)
    assert gift.status == (1, POP_GIFT)
    assert "for the third time, the empty board at the start included, is a draw" in words
    again = VariantGame.from_text(Geometry(7, 6), "11p1p111p1p1", popout=True)
    assert again.status == (None, REPETITION)
    assert "has no disc at the bottom, the game is drawn" in words
    no_move = VariantGame.from_text(Geometry(4, 4, 5), "4224433321241311p44", popout=True)
    assert no_move.result() == "draw" and no_move.legal_moves() == []
