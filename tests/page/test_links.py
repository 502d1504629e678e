"""Shared links (connect4.page.links.links): a link's position and players, checked and applied."""

import pytest
from game_helpers import answer
from url_query import parse_link, share_query

from connect4.page.links.links import MAX_QUERY, applied, custom_players, read_link
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings, check_player
from connect4.players.registry import describe_players


class TestLinks:
    def test_position_and_players(self):
        r = parse_link("?pos=4453&red=Human&yellow=minimax%3Adepth%3D5")
        assert r.board.notation() == "4453"
        assert r.players == {0: "human", 1: "minimax:depth=5"}
        assert r.errors == []

    @pytest.mark.parametrize("pos, words", [
        ("44a", "is not a column"),
        ("1111111", "already full"),
        ("12121212", "already won"),
        ("1" * 50, "at most 42"),
    ])
    def test_bad_positions_say_why_and_give_no_board(self, pos, words):
        r = parse_link("?pos=" + pos)
        assert r.board is None
        assert len(r.errors) == 1 and words in r.errors[0]

    def test_bad_players_and_duplicates(self):
        r = parse_link("?red=%3Cscript%3E&yellow=level2&yellow=level3")
        assert r.players == {1: "level2"}
        assert len(r.errors) == 2

    def test_too_long(self):
        r = parse_link("?pos=" + "1" * MAX_QUERY)
        assert r.board is None and "too long" in r.errors[0]

    def test_options_pass_through_and_only_game_parameters_count_as_applied(self):
        r = read_link([("embed", "1"), ("theme", "dark")])
        assert r.params == {"embed": "1", "theme": "dark"} and r.errors == []
        assert not applied(r)
        assert applied(read_link([("pos", "")]))
        assert applied(read_link([("red", "level2")]))
        assert not applied(read_link([("red", "<b>")]))   # ignored: nothing changed

    def test_custom_players_are_checked_against_the_players_ranges(self):
        players = describe_players()
        r = read_link([("red", "Lines:noise=2.0,depth=1"), ("yellow", "minimax:depth=99")])
        chosen, errors = custom_players(r, players)
        assert chosen == {0: "lines:depth=1,noise=2"}   # written the way the page writes it
        assert len(errors) == 1 and errors[0].startswith("The link's yellow player was ignored: ")
        # one full stop: the range's sentence ends with its own (was "from 1 to 8..")
        r = read_link([("red", "minimax:depth=99"), ("yellow", "mcts:ms=5")])
        errors = custom_players(r, players)[1]
        assert errors == [
            "The link's red player was ignored: Moves ahead must be a whole number from 1 to 8.",
            "The link's yellow player was ignored: Think time (ms) must be a whole number "
            "from 10 to 60000."]
        r = read_link([("red", "minimax:bogus=1")])
        assert custom_players(r, players)[1][0].endswith(")."), "no full stop at all"
        # without the players' data nothing is checked (and nothing lost)
        assert custom_players(r, [])[0] == r.players

    def test_share_round_trip(self):
        g = Game(Settings(HUMAN, "minimax:depth=5"))
        g.play(3)
        answer(g, 3)
        r = parse_link(share_query(g))
        assert r.board.notation() == "44" and r.players == {0: "human", 1: "minimax:depth=5"}

    def test_check_player(self):
        assert check_player("Level3") == "level3"
        for bad in ("", "a b", "x" * 100, 5, "<b>"):
            with pytest.raises(ValueError):
                check_player(bad)


class TestTheEmbedsLinkQuestion:
    """The embed's "Full game" link over a game in progress waits in the state
    (connect4.page.links.linkask.answer), never in a class of the DOM layer (issue 41)."""

    def _state(self):
        from loop_helpers import page

        from connect4.page.links import links

        state = page(red="human", yellow="human")
        state.game.play(3)
        state.game.play(3)
        req = links.read_link([("pos", "4"), ("from", "embed"), ("yellow", "level2")], [2])
        state.link_waiting = req
        return state

    def test_opening_it_applies_the_link_in_an_update(self):
        from loop_helpers import run

        from connect4.page.links import linkask

        state = self._state()
        out = run(linkask.answer, state, True)
        assert state.link_waiting is None and out.changed
        assert state.game.board.notation() == "4" and state.game.settings.yellow == "level2"

    def test_keeping_ones_game_says_so_and_a_second_answer_does_nothing(self):
        from loop_helpers import run

        from connect4.page.links import linkask

        state = self._state()
        run(linkask.answer, state, False)
        assert state.game.board.notation() == "44" and linkask.kept() in state.messages.items()
        assert run(linkask.answer, state, True).effects == []
