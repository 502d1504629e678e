"""The custom opponent's model: built from the registry's data, spec round trips,
words for every family and setting, the About text."""

import pytest

from connect4.page.ai.aitext import FAMILIES, SETTINGS, setting_words
from connect4.page.ai.custom import (
    check_custom,
    custom_name,
    custom_spec,
    families,
    family_named,
    is_custom,
    normalise_custom,
    parse_custom,
)
from connect4.page.modes.about.abouttext import about_paragraphs
from connect4.players.registry import describe_players, make_player, normalise_spec

PLAYERS = describe_players()


def non_default(setting):
    """A valid value other than the default (another choice, the high end, or the low end)."""
    if setting.kind == "str":
        return [v for v, _t in setting.options if v != setting.default][0]
    return setting.high if setting.high != setting.default else setting.low


class TestModel:
    def test_every_family_and_setting_of_the_registry_is_offered(self):
        fams = families(PLAYERS)
        assert [f.name for f in fams] == [p["name"] for p in PLAYERS]
        for fam, data in zip(fams, PLAYERS):
            assert [(s.name, s.default, s.low, s.high) for s in fam.settings] == [
                (s["name"], s["default"], s["min"], s["max"]) for s in data["settings"]]
            assert fam.title and fam.summary
            for s in fam.settings:
                assert s.label and s.explanation.endswith(".")

    def test_every_family_and_setting_has_words_of_its_own(self):
        # a new setting still shows (name + help), but should get real words here
        for p in PLAYERS:
            assert p["name"] in FAMILIES
            for s in p["settings"]:
                assert p["name"] + "." + s["name"] in SETTINGS or s["name"] in SETTINGS, s

    def test_a_setting_the_texts_do_not_know_appears_with_its_help(self):
        data = [{"name": "lines", "description": "d", "settings": [
            {"name": "prune_off", "type": "int", "default": 0, "min": 0, "max": 1,
             "help": "search without alpha-beta pruning"}]}]
        s = families(data)[0].settings[0]
        assert (s.label, s.explanation) == ("Prune off", "Search without alpha-beta pruning.")
        assert s.options == [(0, "0"), (1, "1")]
        assert custom_spec(families(data)[0], {"prune_off": 1}) == "lines:prune_off=1"

    def test_a_choice_setting_is_a_menu_of_its_choices(self):
        data = [{"name": "newfam", "description": "", "settings": [
            {"name": "mode", "type": "str", "default": "plain", "choices": ["plain", "fancy"],
             "help": "how it plays"}]}]
        fam = families(data)[0]
        assert fam.settings[0].options == [("plain", "plain"), ("fancy", "fancy")]
        assert parse_custom("newfam:mode=fancy", data)[1] == {"mode": "fancy"}
        assert custom_spec(fam, {"mode": "plain"}) == "newfam"
        with pytest.raises(ValueError, match="one of: plain, fancy"):
            parse_custom("newfam:mode=best", data)

    def test_choices_of_the_write_ups_variants_have_words(self):
        data = [{"name": "mcts", "description": "", "settings": [
            {"name": "select", "type": "str", "default": "random", "choices": ["random", "uct"],
             "help": ""}]},
                {"name": "minimax", "description": "", "settings": [
            {"name": "rules", "type": "str", "default": "text", "choices": ["text", "project"],
             "help": ""}]}]
        select = families(data)[0].settings[0]
        assert select.label == "Moves to try" and select.options == [
            ("random", "random"), ("uct", "UCT")]
        assert custom_name("mcts:select=uct", data) == "Monte Carlo (2016 post): UCT selection"
        assert custom_name("minimax:rules=project", data) == (
            "Minimax (Coleman et al.): this project's rules")
        text = dict(about_paragraphs(data))["Minimax (Coleman et al.)"]
        assert "Rules, the write-up's or this project's (usually the write-up's)" in text

    def test_small_whole_ranges_are_menus_large_ones_number_fields(self):
        m = family_named(PLAYERS, "minimax").setting("depth")
        assert [v for v, _t in m.options] == list(range(m.low, m.high + 1))
        ms = family_named(PLAYERS, "mcts").setting("ms")
        assert ms.options is None and ms.step() == "1"
        noise = family_named(PLAYERS, "lines").setting("noise")
        assert noise.options is None and noise.step() == "any"
        tie = family_named(PLAYERS, "perfect").setting("tie")
        assert [t for _v, t in tie.options] == ["a random one", "the most central"]


class TestSpecs:
    @pytest.mark.parametrize("fam", [f.name for f in families(PLAYERS)])
    def test_round_trip_with_every_setting_changed(self, fam):
        family = family_named(PLAYERS, fam)
        values = dict((s.name, non_default(s)) for s in family.settings)
        spec = custom_spec(family, values)
        again, parsed = parse_custom(spec, PLAYERS)
        assert again.name == fam and parsed == values
        # the worker's registry reads it as the same player
        assert normalise_spec(spec) == make_player(fam, 0).__class__(**values).spec()

    def test_defaults_are_left_out_and_order_is_canonical(self):
        assert normalise_custom("lines:noise=2.5,depth=4", PLAYERS) == "lines:noise=2.5"
        assert normalise_custom("weights:depth=2,version=3", PLAYERS) == "weights:version=3,depth=2"
        assert normalise_custom("lines:noise=0.0", PLAYERS) == "lines"
        assert normalise_custom(" Minimax:DEPTH=6 ", PLAYERS) == "minimax:depth=6"
        assert normalise_custom("lines:noise=2.0", PLAYERS) == "lines:noise=2"

    @pytest.mark.parametrize("spec, words", [
        ("minimax:depth=9", "Moves ahead must be a whole number from 1 to 8."),
        ("minimax:depth=x", "Moves ahead must be a whole number from 1 to 8."),
        ("mcts:ms=5", "Think time (ms) must be a whole number from 10 to 60000."),
        ("lines:noise=nan", "Randomness must be a number from 0 to 100."),
        ("minimax:dpth=3", "has no setting 'dpth' (its settings: depth"),
        ("random:x=1", "has no setting 'x' (its settings: none)"),
        ("minimax:depth", "has no setting 'depth'"),
        ("nobody", "there is no AI called 'nobody'"),
        ("minimax:depth=3,depth=4", "the setting 'depth' is given twice"),
    ])
    def test_bad_specs_get_a_sentence(self, spec, words):
        assert words in check_custom(spec, PLAYERS)
        with pytest.raises(ValueError):
            parse_custom(spec, PLAYERS)

    def test_what_is_custom(self):
        assert is_custom("minimax:depth=6") and is_custom("random")
        assert not is_custom("human") and not is_custom("level3") and not is_custom("3")

    @pytest.mark.parametrize("spec, name", [
        ("minimax:depth=6", "Minimax (Coleman et al.): 6 moves ahead"),
        ("lines:depth=1,noise=2.5", "Open lines (Gibson): depth 1, randomness 2.5"),
        ("weights:version=3", "Weights (Williams): version 3"),
        ("mcts:playouts=500", "Monte Carlo (2016 post): 500 games a move"),
        ("mcts:ms=1", "mcts:ms=1"),  # out of range: shown as written
        ("perfect:tie=1", "Perfect (solver): the most central of equal moves"),
        ("perfect", "Perfect (solver)"),
    ])
    def test_names(self, spec, name):
        assert custom_name(spec, PLAYERS) == name


def test_about_names_each_write_up_and_every_setting():
    paragraphs = about_paragraphs(PLAYERS)
    assert len(paragraphs) == len(PLAYERS)
    text = dict(paragraphs)
    assert "Teddy Williams" in text["Weights (Williams)"]
    assert "Coleman et al." in text["Minimax (Coleman et al.)"]
    assert "Cardenas et al." in text["Threats (Cardenas et al.)"]
    assert "Gibson" in text["Open lines (Gibson)"]
    assert "2016 post" in text["Monte Carlo (2016 post)"]
    assert "It has no settings." in text["Random"]
    for p in PLAYERS:
        title = FAMILIES[p["name"]][0]
        for s in p["settings"]:
            label = setting_words(p["name"], s["name"])[0]
            assert label + ", " in text[title], (label, text[title])
    assert "Moves ahead, 1 to 8 (usually 4)" in text["Minimax (Coleman et al.)"]
    assert "Memory, 512 KB to 512 MB (usually 16 MB)" in text["Perfect (solver)"]
