"""The address follows the game, Back steps back, the position box (issue 32)."""

from urllib.parse import parse_qsl

from loop_helpers import page, run

from connect4.board import Board
from connect4.page.links import address, links
from connect4.page.links.address import BACK, FORWARD, PUSH, REPLACE, Address
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import HUMAN


def decode(query):
    return parse_qsl(query.lstrip("?"), keep_blank_values=True)


def q(pos):
    return "?pos=" + pos


class TestHistory:
    def test_a_human_move_pushes_the_ais_answer_replaces(self):
        a = Address()
        humans = (0,)
        assert a.follow("", q(""), humans) == (REPLACE, 0)
        assert a.follow("4", q("4"), humans) == (PUSH, 1)
        assert a.follow("44", q("44"), humans) == (REPLACE, 1)
        assert a.follow("443", q("443"), humans) == (PUSH, 2)
        assert a.follow("4436", q("4436"), humans) == (REPLACE, 2)
        assert a.follow("4436", q("4436"), humans) is None  # nothing new

    def test_undo_and_redo_go_back_and_forward(self):
        a = Address()
        for pos in ("", "4", "44", "443", "4436"):
            a.follow(pos, q(pos), (0,))
        assert a.follow("44", q("44"), (0,)) == (BACK, 1)
        a.popped(1, "44", q("44"))  # the history's own popstate
        assert a.follow("4436", q("4436"), (0,)) == (FORWARD, 2)
        assert a.follow("44", q("44"), (0,)) == (BACK, 1)
        assert a.follow("446", q("446"), (0,)) == (PUSH, 2)  # another move: a new line
        assert 3 not in a.entries

    def test_ais_against_each_other_never_push(self):
        a = Address()
        for pos in ("", "4", "44", "445", "4455"):
            assert a.follow(pos, q(pos), ())[0] == REPLACE

    def test_humans_push_every_move(self):
        a = Address()
        a.follow("", q(""), (0, 1))
        assert [a.follow(p, q(p), (0, 1)) for p in ("1", "12")] == [(PUSH, 1), (PUSH, 2)]

    def test_a_new_game_or_another_position_pushes_players_replace(self):
        a = Address()
        a.follow("4453", q("4453"), (0, 1))
        assert a.follow("4453", q("4453") + "&red=level2", (1,)) == (REPLACE, 0)
        assert a.follow("17", q("17"), (1,)) == (PUSH, 1)  # a position opened
        assert a.follow("", q(""), (1,)) == (PUSH, 2)  # a new game

    def test_an_undo_past_the_known_entries_replaces(self):
        a = Address(index=5)  # after a reload: the entries before are not known
        a.follow("4453", q("4453"), (0,))
        assert a.follow("44", q("44"), (0,)) == (REPLACE, 5)

    def test_the_embed_never_touches_the_address(self):
        a = Address(embed=True)
        assert a.follow("", q(""), (0,)) is None and a.follow("4", q("4"), (0,)) is None

    def test_a_reload_of_the_pages_own_address_resumes_the_saved_game(self):
        assert address.is_own_entry({"c4": 0}, "44", "44")
        assert not address.is_own_entry({"c4": 0}, "44", "445")  # another tab moved on
        assert not address.is_own_entry(None, "44", "44")  # typed, pasted, shared
        assert address.entry_index({"c4": -1}) is None


class TestGoTo:
    def test_back_and_forward_step_along_the_line(self):
        state = page(red=HUMAN, yellow=HUMAN)
        for col in (3, 3, 4, 2):
            state.game.play(col)
        out = run(gamemode.go_to, state, Board.from_notation("44"))
        assert out.changed and state.game.board.notation() == "44"
        assert state.game.redo_stack == [2, 4]  # nothing lost: Forward replays them
        run(gamemode.go_to, state, Board.from_notation("4453"))
        assert state.game.board.notation() == "4453" and not state.game.redo_stack

    def test_off_the_line_opens_the_position(self):
        state = page(red=HUMAN, yellow=HUMAN)
        state.game.play(0)
        run(gamemode.go_to, state, Board.from_notation("77"))
        assert state.game.board.notation() == "77"

    def test_ais_against_each_other_pause_on_back(self):
        state = page(red="level2", yellow="level2")
        state.game.load_position(Board.from_notation("4455"))
        run(gamemode.go_to, state, Board.from_notation("44"))
        assert state.game.paused and state.game.board.notation() == "44"

    def test_nothing_moves_under_an_open_review(self):
        state = page(red=HUMAN, yellow=HUMAN)
        state.game.play(0)
        state.review.open, state.mode = True, "review"
        assert run(gamemode.go_to, state, Board()).draw and state.game.board.ply == 1


class TestPositionBox:
    def test_a_link_a_code_or_moves(self):
        for text in ("http://127.0.0.1:8000/sub/?pos=4453&red=human&yellow=level3",
                     "?pos=4453", "pos=4453", "4453", " 44 53\n"):
            req = links.read_pasted(text, decode, [1, 2, 3])
            assert req.board.notation() == "4453" and req.errors == [], text
        assert links.read_pasted("?pos=4453&yellow=level3", decode, [1, 2, 3]).players == {
            1: "level3"}

    def test_bad_input_says_why(self):
        assert links.read_pasted("", decode).errors == [links.PASTE_HELP]
        assert links.read_pasted("4489", decode).errors == [
            "That position could not be opened: invalid position '4489': "
            "character 3 ('8') is not a column 1-7"]
        assert "no position" in links.read_pasted("https://x.org/?red=human", decode).errors[0]
        assert "too long" in links.read_pasted("?pos=" + "1" * 3000, decode).errors[0]
        assert "could not be opened" in links.read_pasted("1111111", decode).errors[0]

    def test_a_bad_one_leaves_the_game_untouched(self):
        state = page(red=HUMAN, yellow="level2")
        state.game.play(3)
        out = run(gamemode.open_code, state, links.read_pasted("44x", decode))
        assert state.game.board.notation() == "4" and not out.changed
        assert state.code_problem.startswith("That position could not be opened")
        assert out.announce == state.code_problem

    def test_a_good_one_is_opened_with_its_players(self):
        state = page(red=HUMAN, yellow="level2")
        state.code_problem = "old"
        req = links.read_pasted("?pos=4453&red=level2&yellow=human", decode, [1, 2])
        out = run(gamemode.open_code, state, req)
        g = state.game
        assert out.changed and g.board.notation() == "4453" and g.settings.red == "level2"
        assert state.code_problem is None
        assert out.announce.startswith("Position 4453 opened.")
