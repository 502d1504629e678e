"""The game on another board as the page keeps it (connect4.page.modes.boards.session): its key and
request, undo against an AI, the link's size/variant/moves with the engine's words, the save."""

import json

import pytest

from connect4.page.modes.boards.session import FIRST_SIZE, Session, from_link, from_saved


def test_a_session_names_its_position_and_asks_for_it():
    s = Session(8, 7, "popout", ("human", "level3"), "44p4")
    assert s.key() == "8x7|popout|44p4"
    assert s.spec_to_move() == "level3"  # yellow to move after three moves
    req = s.request("vthink", 5, spec="level3", seed=2)
    assert req == {"op": "vthink", "id": 5, "size": "8x7", "connect": 4, "popout": True,
                   "moves": "44p4", "key": "8x7|popout|44p4", "spec": "level3", "seed": 2}


def test_five_in_a_row_is_always_on_9x6():
    s = Session(4, 4, "five")
    assert (s.size, s.geometry.connect) == ("9x6", 5)


def test_undo_against_an_ai_takes_back_its_reply_too():
    s = Session(6, 5, "", ("human", "level1"), "34")
    assert s.undo() == 2 and s.game.text() == ""
    people = Session(6, 5, "", ("human", "human"), "34")
    assert people.undo() == 1 and people.game.text() == "3"


def test_restarting_keeps_the_players_and_leaves_five_for_its_board():
    s = Session(9, 6, "five", ("level2", "human"), "55")
    again = s.restarted(variant="popout")
    assert again.key() == "9x6|popout|" and again.players == ["level2", "human"]
    assert s.restarted(5, 4).key() == "9x6|five|"  # five in a row has one board
    assert again.restarted(5, 4).key() == "5x4|popout|"


def test_the_link_query_reopens_the_game():
    assert Session(8, 7).link_query() == "?size=8x7"
    assert Session(7, 6, "popout", moves="44p4").link_query() == "?size=7x6&variant=popout&moves=44p4"


def test_the_save_reads_back_the_same_game():
    s = Session(10, 8, "", ("level4", "human"), "0099")
    back, hints = from_saved(s.save(True))
    assert back.key() == "10x8||0099" and back.players == ["level4", "human"] and hints is True
    assert json.loads(s.save())["open"] is True


@pytest.mark.parametrize("text, words", [
    ("{not json", ""),
    ('{"v": 9}', "not a saved game"),
    ('{"v": 1, "size": "8x7", "variant": "", "moves": "4", "players": ["human"]}', "no players"),
    ('{"v": 1, "size": "3x99", "variant": "", "moves": "", "players": ["human", "human"]}',
     "size 3x99: columns must be 4 to 10 and rows 4 to 8"),
    ('{"v": 1, "size": "5x4", "variant": "", "moves": "1111111", "players": ["human", "human"]}',
     "column 1 is full"),
    ('{"v": 1, "size": "5x4", "variant": "", "moves": "", "players": ["human", "god"]}', "unknown player"),
    ('{"v": 1, "size": "5x4", "variant": "six", "moves": "", "players": ["human", "human"]}',
     "unknown variant"),
])
def test_a_damaged_save_is_refused_with_its_words(text, words):
    with pytest.raises(ValueError) as e:
        from_saved(text)
    assert words in str(e.value)


def test_the_link_opens_its_board_or_says_why_not():
    s, problem = from_link({"size": "8x7", "moves": "4455"})
    assert problem is None and s.key() == "8x7||4455" and s.players == ["human", "level2"]
    assert from_link({"size": "3x99"}) == (None, (
        "The link's board could not be opened (size 3x99: columns must be 4 to 10 and rows 4 to 8): "
        "the 7x6 game is shown instead."))
    assert "'six' is not five or popout" in from_link({"variant": "six"})[1]
    assert "Five in a row is played on 9x6, not 8x7" in from_link({"variant": "five", "size": "8x7"})[1]
    assert "column 1 is full" in from_link({"size": "4x4", "moves": "11111"})[1]
    assert from_link({"variant": "Five"})[0].key() == "9x6|five|"


def test_a_link_to_the_saved_board_without_moves_resumes_the_saved_game():
    saved = Session(8, 7, "", ("human", "level5"), "4455")
    assert from_link({"size": "8x7"}, saved)[0] is saved
    other, _ = from_link({"size": "8x7", "variant": "popout"}, saved)
    assert other.key() == "8x7|popout|" and other.players == ["human", "level5"]
    assert from_link({"size": "8x7", "moves": "1"}, saved)[0].key() == "8x7||1"


def test_the_first_board_is_8x7():
    assert FIRST_SIZE == (8, 7)
