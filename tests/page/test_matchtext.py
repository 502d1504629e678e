"""The match panel's logic: set-up checks, the table and summary in words, and
which game the board replays at which speed."""

import pytest

from connect4.arena import p_is
from connect4.page.modes.match.matchtext import (
    DEFAULT_SETUP,
    OPENINGS,
    MatchReplay,
    arena_command,
    board_speed_ms,
    confidence_text,
    parse_games,
    parse_seed,
    saved_setup,
    summary_text,
    table_rows,
)
from connect4.page.modes.match.significance import chance_words, one_in
from connect4.worker.match import MatchSession


def report(a="weights:version=6,depth=2", b="weights:version=1", games=10, seed=1, **kw):
    s = MatchSession(a, b, games, seed=seed, alternate=True, **kw)
    while not s.run_for(0.05):
        pass
    return s.final()


class TestSetup:
    @pytest.mark.parametrize("text, n", [("1", 1), (" 20 ", 20), ("1000", 1000)])
    def test_games(self, text, n):
        assert parse_games(text) == n

    @pytest.mark.parametrize("text", ["0", "1001", "", "ten", "-5", "2.5"])
    def test_bad_games(self, text):
        with pytest.raises(ValueError, match="from 1 to 1000"):
            parse_games(text)

    def test_seed(self):
        assert (parse_seed(""), parse_seed("7"), parse_seed("-3")) == (0, 7, -3)
        for bad in ("x", "1.5", "9" * 19):
            with pytest.raises(ValueError, match="whole number"):
                parse_seed(bad)

    def test_command(self):
        assert arena_command("a", "b", 5, -1, False, 2) == (
            "python3 -m connect4 arena a b --games 5 --seed -1 --opening-plies 2")

    def test_board_speeds(self):
        assert board_speed_ms("slow") == 1500 and board_speed_ms("off") is None
        assert board_speed_ms("nonsense") == board_speed_ms("fast")


class TestTable:
    def test_rows_and_summary_of_a_finished_match(self):
        r = report()
        names = ("Novice", "Beginner")
        rows = table_rows(r, names)
        t = r["table"]
        assert rows[0][0] == "Novice" and rows[1][0] == "Beginner"
        for row, side in zip(rows, t["sides"]):
            assert row[1:4] == ["%d-%d-%d" % tuple(x) for x in
                                (side["wld"], side["as_red"], side["as_yellow"])]
        text = summary_text(r, names)
        assert text.startswith("Finished: 10 games.")
        leader = t["sides"][t["leader"]]
        assert "%s won %d%% of the %d decisive games; one-sided binomial %s" % (
            names[t["leader"]], int(leader["win_rate"] * 100 + 0.5), t["decisive"],
            p_is(t["p_value"])) in text

    def test_summary_while_running_paused_stopped_and_even(self):
        base = {"played": 0, "games": 20, "table": {"decisive": 0, "leader": None, "sides": [],
                                                    "p_text": "1"}}
        assert summary_text(base) == "0 of 20 games played."
        assert summary_text(dict(base, paused=True)) == "Paused after 0 of 20 games."
        drawn = dict(base, played=3, stopped=True)
        assert summary_text(drawn) == "Stopped after 3 of 20 games. Every game was a draw."
        even = dict(base, played=4, table={"decisive": 4, "leader": None, "p_text": "0.688",
                                            "sides": []})
        assert summary_text(even).endswith("Even: each side won 2 of the 4 decisive games (p = 0.688).")
        # a lead too large for a figure: "p < 1e-6", not "p = < 1e-6"
        lead = dict(base, played=40, table={"decisive": 40, "leader": 0, "p_text": "< 1e-6",
                                             "sides": [{"spec": "a", "win_rate": 1.0}]})
        assert "won 100% of the 40 decisive games; one-sided binomial p < 1e-6 (" in summary_text(
            lead, ["A", "B"])
        assert table_rows(dict(base, table={"decisive": 0, "leader": None, "p_text": "1", "sides": [
            {"spec": "a", "wld": [0, 0, 1], "as_red": [0, 0, 1], "as_yellow": [0, 0, 0],
             "win_rate": 0.5}]}))[0][4] == "-"


def progress(current=None, finished=()):
    return {"current": current, "finished": list(finished)}


class TestReplay:
    def test_replays_one_game_at_its_speed_then_jumps_to_the_newest(self):
        r = MatchReplay(100)
        r.update(progress({"index": 0, "moves": "44", "a_is_red": True}), 0)
        assert r.frame(0) == "" and r.frame(150) == "4"
        # the worker finished game 0 and is deep into game 3: game 0 is shown to its end
        r.update(progress({"index": 3, "moves": "1234", "a_is_red": False},
                          [{"index": 0, "moves": "4455667", "result": "red", "a_is_red": True},
                           {"index": 1, "moves": "7", "result": "red", "a_is_red": False}]), 200)
        assert r.index == 0 and r.frame(450) == "4455"
        assert r.frame(700) == "4455667" and r.result == "red" and r.is_showing_end(750)
        # one move's time on the final position, then the newest game from its start
        assert r.frame(801) == "" and r.index == 3 and r.a_is_red is False
        assert r.frame(1001) == "12"

    def test_instant_shows_the_newest_position_as_it_arrives(self):
        r = MatchReplay(0)
        r.update(progress({"index": 2, "moves": "44", "a_is_red": True}), 0)
        assert r.frame(0) == "44"
        r.update(progress({"index": 5, "moves": "1", "a_is_red": True},
                          [{"index": 4, "moves": "333", "result": "draw", "a_is_red": True}]), 10)
        assert r.index == 5 and r.frame(10) == "1"
        r.update(progress(None, [{"index": 5, "moves": "12", "result": "yellow",
                                  "a_is_red": True}]), 20)
        assert r.frame(20) == "12" and r.result == "yellow"

    def test_a_game_finished_between_reports_is_shown_whole(self):
        r = MatchReplay(10)
        r.update(progress({"index": 0, "moves": "4", "a_is_red": True}), 0)
        r.update(progress({"index": 1, "moves": "", "a_is_red": False},
                          [{"index": 0, "moves": "4444", "result": "draw", "a_is_red": True}]), 5)
        assert r.frame(45) == "4444"

    def test_nothing_to_show_before_the_first_report(self):
        assert MatchReplay(100).frame(1000) == ""


class TestSaved:
    def known(self, spec):
        return spec in ("level1", "level2", "minimax:depth=3")

    def test_a_good_setup_and_report_come_back(self):
        final = report(games=4)
        final.pop("finished")
        data = {"a": "minimax:depth=3", "b": "level1", "games": 40, "seed": -2,
                "alternate": False, "speed": "off", "report": final, "names": ["A", "B"],
                "openings": 2}
        assert saved_setup(data, self.known) == dict(data)

    @pytest.mark.parametrize("data", [None, [], "x", {"a": 3}, {}])
    def test_nonsense_is_the_defaults(self, data):
        assert saved_setup(data, self.known) == DEFAULT_SETUP

    def test_each_bad_field_falls_back_alone(self):
        final = report(games=2)
        bad_report = dict(final, table=dict(final["table"], sides=[{"wld": [1, -1, 0]}] * 2))
        out = saved_setup({"a": "level9", "b": "level2", "games": 0, "seed": True,
                           "alternate": 1, "speed": "warp", "report": bad_report,
                           "names": ["A", "B"], "openings": 3}, self.known)
        assert out == dict(DEFAULT_SETUP, b="level2")
        good = saved_setup({"report": final, "names": ["A"]}, self.known)
        assert good["report"] is None  # a report without its two names is dropped


def test_board_caption():
    from connect4.page.modes.match.matchtext import board_caption
    assert board_caption(0, ("A", "B"), True, "445") == "Game 1: A (red) against B (yellow), move 3."
    assert board_caption(4, ("A", "B"), True, "1212121", "red").endswith(": Red wins.")
    assert board_caption(4, ("A", "B"), False, "", "yellow") == (
        "Game 5: B (red) against A (yellow): Yellow wins.")


class TestConfidence:
    def test_a_clear_lead_is_stronger_with_its_chance_of_luck(self):
        r = report(a="minimax:depth=2,rules=project,centre=low", b="weights:version=6,depth=1,"
                   "rules=project", games=12, seed=3)
        t = r["table"]
        assert t["leader"] == 0 and t["p_value"] <= 0.05  # depth 2 sees the threats level 1 misses
        text = confidence_text(r, ("Level 4", "Level 1"))
        assert text == "Level 4 is stronger, %s that this is luck." % chance_words(t["p_value"])
        assert summary_text(r).startswith("Finished: 12 games.")

    def test_a_short_match_cannot_tell(self):
        r = report(games=2)
        assert confidence_text(r, ("A", "B")).startswith("Not enough games to tell which is stronger")
        assert confidence_text(dict(r, played=0)) == ""

    def test_random_openings_give_the_command_lines_games(self):
        from connect4.arena import run_match
        plies = OPENINGS[1][0]
        r = report(games=4, opening_plies=plies)
        cli = run_match("weights:version=6,depth=2", "weights:version=1", 4, seed=1,
                        alternate=True, opening_plies=plies)
        assert r["opening_plies"] == plies == 2
        assert r["table"]["sides"][0]["wld"] == list(cli.wld(0))
        assert r["text"].endswith("--alternate --opening-plies 2")


@pytest.mark.parametrize("p, words", [(0.0033, "1 chance in 300"), (0.0207, "1 chance in 48"),
                                      (0.2, "1 chance in 5"), (3.81e-6, "1 chance in 260,000"),
                                      (1e-7, "less than 1 chance in a million")])
def test_chance_words(p, words):
    assert chance_words(p) == words and (p < 1e-6 or one_in(p) <= 1 / p * 1.05)
