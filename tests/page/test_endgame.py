"""The end of a game in words (connect4.page.modes.game.resultwords), messages
(connect4.page.kernel.messages),
the embed's link and save (connect4.page.links.linkask), the score (connect4.page.modes.game.tally)."""

from connect4.board import Board
from connect4.page.kernel.messages import Messages, sentence
from connect4.page.links import linkask
from connect4.page.modes.game import pagetext, resultwords
from connect4.page.modes.game.tally import add_result

NAMES = {"level5": "Level 5 · Strong"}


def test_headlines_for_every_kind_of_game():
    assert resultwords.headline(0, ("human", "level5"), NAMES) == "You win"
    assert resultwords.headline(1, ("human", "level5"), NAMES) == "Level 5 · Strong wins"
    assert resultwords.headline(1, ("level5", "human"), NAMES) == "You win"
    assert resultwords.headline(0, ("human", "human"), NAMES) == "Red wins"
    assert resultwords.headline(1, ("level5", "random"), NAMES) == "Yellow (random) wins"
    assert resultwords.headline(None, ("human", "level5"), NAMES) == "Draw"
    assert resultwords.tone(0, ("human", "level5")) == "win"
    assert resultwords.tone(1, ("human", "level5")) == "loss"
    assert resultwords.tone(1, ("human", "human")) == "yellow"
    assert resultwords.tone(None, ("human", "human")) == "draw"


def test_winning_lines_from_played_games():
    b = Board.from_notation("1212121")
    assert resultwords.detail(b.winner(), b.winning_cells(), b.ply) == (
        "Red made four in a row in column 1, rows 1 to 4 (7 moves).")
    b = Board.from_notation("1122334")
    assert resultwords.line_text(b.winning_cells()) == "four in a row on row 1, columns 1 to 4"
    # two lines at once: both are named
    b = Board.from_notation("112233554")
    cells = b.winning_cells()
    assert len(cells) == 5 and resultwords.line_text(cells) == "5 in a row on row 1, columns 1 to 5"
    cross = [(c, 0) for c in range(4)] + [(0, r) for r in range(1, 4)]
    assert resultwords.line_text(cross) == ("four in a row on row 1, columns 1 to 4 and "
                                        "four in a row in column 1, rows 1 to 4")
    assert resultwords.detail(None, [], 42) == (
        "The board is full and nobody made four in a row (42 moves).")
    assert resultwords.landing_ms(0) > resultwords.landing_ms(5) > 160


def test_messages_are_single_closable_sentences():
    m = Messages()
    for text in ("the link is too long", "the link is too long", "Hints failed: x.",
                 "a", "b"):
        m.append(text)
    assert m.items() == ["Hints failed: x.", "A.", "B."]   # a repeat once, the newest three
    m.dismiss(5)
    m.dismiss(0)
    assert m.items() == ["A.", "B."]
    m.clear()
    assert len(m) == 0
    assert sentence("  ") == "" and sentence("Why?") == "Why?"


def test_link_from_the_embed_asks_only_over_another_game_in_progress():
    mine = Board.from_notation("4455")
    embed = {"from": "embed", "pos": "4"}
    assert linkask.asks_first(embed, Board.from_notation("4"), mine)
    assert not linkask.asks_first(embed, Board.from_notation("4455"), mine)   # the same game
    assert not linkask.asks_first(embed, Board.from_notation("4"), Board.from_notation("1212121"))
    assert not linkask.asks_first(embed, None, mine)                         # a bad position
    assert not linkask.asks_first({"pos": "4"}, Board.from_notation("4"), mine)
    assert linkask.question(4, 1).startswith("You have a game in progress here (4 moves played)")
    assert linkask.storage_key("k", True) != linkask.storage_key("k", False)


def test_tally_and_the_score_line():
    t = {}
    add_result(t, "level2", 1, 1)
    add_result(t, "level2", 1, 0)
    add_result(t, "level2", 1, None)
    assert t == {"level2": [1, 1, 1]}
    assert pagetext.tally_empty(None) == "Play a human against an AI to start a score."
    assert "Level 2" in pagetext.tally_empty("Level 2")


def test_page_labels():
    assert pagetext.column_label(3, [0, 1, 0]) == "Column 4: red, yellow, red; 3 free"
    assert pagetext.column_label(2, [1] * 6) == (
        "Column 3: yellow, yellow, yellow, yellow, yellow, yellow; full")
    assert pagetext.spelled_code("4453") == "Position code: 4 4 5 3"
    assert pagetext.new_game_label(True)[0] == "New game (resign)"
    assert pagetext.new_game_label(False) == ("New game", "")
    assert pagetext.copy_button(True) == "Link copied" and pagetext.copy_button(False) == "Copy link"
    scores = (-3, None, -5, -3, -9, -9, -9)
    assert pagetext.hint_note(scores, (), -3, True, None) == (
        "Perfect play: every move loses; the highlighted one lasts longest.")
    assert pagetext.hint_note((1, 0, -2, 1, 0, 0, 0), (), 1, True, None) == (
        "Perfect play: the highlighted columns are best.")


def test_every_move_loses_notes():
    assert pagetext.hint_note((-2,) * 7, (), -2, True, None) == (
        "Perfect play: every move loses, all equally fast.")
    assert linkask.question(1, 2).endswith("(2 moves) in its place?")
    assert "(1 move played)" in linkask.question(1, 2)
