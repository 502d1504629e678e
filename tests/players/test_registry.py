"""Player specs: parsing, every kind of error, levels, descriptions."""

import pytest

from connect4.errors import Connect4Error
from connect4.players import ladder
from connect4.players.registry import (
    PlayerSpecError,
    describe_players,
    make_player,
    normalise_spec,
    parse_spec,
    player_classes,
)


class TestParse:
    def test_name_alone_takes_defaults(self):
        p = make_player("minimax")
        assert p.settings == {"depth": 4, "rules": "text", "prune": "on", "centre": "raised",
                              "noise": 0.0, "slack": 0.0}
        assert p.spec() == "minimax:depth=4"  # settings added later: quiet at their defaults
        assert make_player("minimax:rules=project,slack=2").spec() == \
            "minimax:depth=4,rules=project,slack=2.0"

    def test_settings_and_round_trip(self):
        p = make_player(" weights:version=5, depth=3 ", seed=11)
        assert (p.settings, p.seed) == ({"version": 5, "depth": 3, "rules": "text"}, 11)
        assert make_player(p.spec()).settings == p.settings

    def test_float_setting(self):
        assert make_player("lines:noise=2.5").settings["noise"] == 2.5

    def test_case_insensitive_names(self):
        assert make_player("MiniMax:Depth=2").spec() == "minimax:depth=2"

    def test_every_family_is_listed(self):
        names = set(player_classes())
        assert {"random", "weights", "minimax", "threats", "lines", "mcts"} <= names


class TestErrors:
    @pytest.mark.parametrize("spec, words", [
        ("", "empty"),
        ("   ", "empty"),
        ("chess", "unknown player 'chess'"),
        ("minimax:depht=3", "unknown setting 'depht'"),
        ("random:depth=3", "it has no settings"),
        ("minimax:depth=three", "not an integer"),
        ("minimax:depth=2.5", "not an integer"),
        ("lines:noise=lots", "not a number"),
        ("lines:noise=nan", "not a number"),
        ("minimax:depth=0", "out of range 1..8"),
        ("weights:version=7", "out of range 1..6"),
        ("minimax:depth=2,depth=3", "given twice"),
        ("minimax:depth", "expected key=value"),
        ("minimax:depth=", "expected key=value"),
        ("minimax:", "nothing after ':'"),
        ("level0", "no level 0"),
        ("99", "no level 99"),
    ])
    def test_message_quotes_the_spec_and_says_what_is_wrong(self, spec, words):
        with pytest.raises(PlayerSpecError) as info:
            make_player(spec)
        message = str(info.value)
        assert repr(spec) in message
        assert words in message
        assert "\n" not in message

    def test_is_a_connect4_value_error(self):
        assert PlayerSpecError.__module__ == "connect4.errors"
        assert issubclass(PlayerSpecError, Connect4Error)
        assert issubclass(PlayerSpecError, ValueError)

    def test_not_a_string(self):
        with pytest.raises(PlayerSpecError):
            parse_spec(None)


class TestLevels:
    def test_level_names_and_numbers(self):
        for lv in ladder.LEVELS:
            spec = normalise_spec(lv.spec)
            assert normalise_spec("level%d" % lv.number) == spec
            assert normalise_spec(str(lv.number)) == spec
            assert normalise_spec("Level %d" % lv.number) == spec

    def test_ladder_shape(self):
        levels = list(ladder.LEVELS)
        assert len(levels) == len(ladder.LEVELS) >= 6
        assert [lv.number for lv in levels] == list(range(1, len(levels) + 1))
        assert len({lv.label for lv in levels}) == len(levels)
        if "perfect" in player_classes():
            assert levels[-1].spec == "perfect"

    def test_describe_ladder(self):
        d = ladder.describe_ladder()
        assert d[0]["level"] == 1 and {"level", "label", "spec"} == set(d[0])


def test_describe_players():
    d = describe_players()
    by_name = {p["name"]: p for p in d}
    assert set(by_name) == set(player_classes())
    depth = by_name["minimax"]["settings"][0]
    assert depth == {"name": "depth", "type": "int", "default": 4, "min": 1, "max": 8,
                     "help": "plies searched", "choices": None}
    for p in d:
        assert p["description"]
        for s in p["settings"]:
            if s["choices"]:
                assert s["default"] in s["choices"]
            else:
                assert s["min"] <= s["default"] <= s["max"]
            # the default spec builds
        make_player(p["name"])
