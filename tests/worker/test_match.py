"""The worker's match sessions: the same games and figures as the arena command,
played in slices, with pause, resume and stop."""

import pytest

from connect4.arena import run_match
from connect4.errors import MatchSetupError
from connect4.players.registry import PlayerSpecError
from connect4.worker.match import PROGRESS_EVERY, MatchSession, match_table


def play_out(session, slice_seconds=0.05):
    reports = []
    while not session.run_for(slice_seconds):
        if session.progress_due():
            reports.append(session.progress())
    reports.append(session.final())
    return reports


class FakeClock:
    """Each reading is one tick later: a slice of N ticks is N steps."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 1.0
        return self.now


@pytest.mark.parametrize("a, b, games, seed, alternate, plies", [
    ("weights:version=6,depth=2", "lines:depth=2", 12, 1, True, 0),
    ("minimax:depth=2", "weights:version=1", 10, 7, False, 0),
    ("level1", "random", 20, 3, True, 2),
    ("threats:depth=3", "mcts:playouts=30", 4, 5, True, 0),
])
def test_same_games_and_figures_as_the_arena(a, b, games, seed, alternate, plies):
    cli = run_match(a, b, games, seed=seed, alternate=alternate, opening_plies=plies)
    session = MatchSession(a, b, games, seed=seed, alternate=alternate, opening_plies=plies)
    reports = play_out(session)
    assert [g["moves"] for g in session.result.records] == [g["moves"] for g in cli.records]
    final = reports[-1]
    assert final["done"] and final["played"] == games
    table = final["table"]
    for side in (0, 1):
        assert table["sides"][side]["wld"] == list(cli.wld(side))
        assert table["sides"][side]["as_red"] == cli.by_colour[side][0]
        assert table["sides"][side]["as_yellow"] == cli.by_colour[side][1]
        assert table["sides"][side]["win_rate"] == cli.win_rate(side)
    assert table["p_value"] == cli.p_value() and table["leader"] == cli.leader()
    # every finished game reached the page exactly once, in order
    finished = [g["index"] for r in reports for g in r["finished"]]
    assert finished == list(range(games))


def test_the_text_has_arena_figures_and_the_command_that_replays_them():
    s = MatchSession("weights:version=6,depth=2", "random", 6, seed=2, alternate=True)
    play_out(s)
    text = s.text()
    assert "6 games, alternating colours, seed 2" in text
    assert ("python3 -m connect4 arena weights:version=6,depth=2 random --games 6 --seed 2 "
            "--alternate") in text
    w, l, d = s.result.wld(0)
    assert ("%5d %5d %5d" % (w, l, d)) in text


def test_pause_resume_and_stop():
    s = MatchSession("weights:version=1", "weights:version=1", 50, seed=4)
    s.run_for(0.0)  # one step
    s.pause()
    before = (s.played, s.progress()["current"])
    assert s.run_for(1.0) is False  # paused: nothing happens
    assert (s.played, s.progress()["current"]) == before and s.progress()["paused"]
    s.resume()
    while s.played < 3:
        s.run_for(0.01)
    s.stop()
    assert s.run_for(1.0) is True and s.done
    final = s.final()
    assert final["stopped"] and final["current"] is None
    assert final["played"] == s.played >= 3
    assert final["text"].startswith("Stopped after %d of 50 games." % s.played)
    # the games played so far are the first games of the same match on the command line
    cli = run_match("weights:version=1", "weights:version=1", s.played, seed=4)
    assert [g["moves"] for g in s.result.records] == [g["moves"] for g in cli.records]
    assert "--games %d --seed 4" % s.played in final["text"]


def test_stopped_before_any_game_says_so():
    s = MatchSession("random", "random", 5)
    s.stop()
    assert s.text() == "Stopped after 0 of 5 games.\nNo game was finished."
    assert s.final()["table"]["decisive"] == 0


def test_slices_are_bounded_by_the_injected_clock():
    clock = FakeClock()
    s = MatchSession("random", "random", 3, seed=1, clock=clock)
    s.run_for(0.5)  # start reading, one step, deadline passed
    cur = s.progress()["current"]
    assert cur["index"] == 0 and len(cur["moves"]) == 1
    s.run_for(2.5)  # readings at 2 and 3 are before the deadline (1 + 2.5), 4 is past it
    assert len(s.progress()["current"]["moves"]) == 1 + 3


def test_the_current_game_includes_its_opening_and_who_is_red():
    s = MatchSession("random", "weights:version=1", 4, seed=9, alternate=True, opening_plies=3,
                     clock=FakeClock())
    s.run_for(0.5)
    cur = s.progress()["current"]
    assert len(cur["moves"]) == 4 and cur["a_is_red"] is True
    while s.played < 1:
        s.run_for(0.5)
    s.run_for(0.5)
    cur = s.progress()["current"]
    assert cur["index"] == 1 and cur["a_is_red"] is False
    cli = run_match("random", "weights:version=1", 2, seed=9, alternate=True, opening_plies=3)
    assert cur["moves"].startswith("".join(str(c + 1) for c in cli.records[1]["moves"][:3]))


def test_progress_is_due_every_so_often_and_carries_new_finished_games_once():
    s = MatchSession("random", "random", 30, seed=1)
    assert s.progress_due()
    s.progress()
    assert not s.progress_due()
    s.result.elapsed += PROGRESS_EVERY
    assert s.progress_due()
    while s.played < 2:
        s.run_for(0.05)
    first = s.progress()["finished"]
    assert [g["index"] for g in first] == list(range(s.played))
    assert s.progress()["finished"] == []


@pytest.mark.parametrize("kw, words", [
    ({"games": 0}, "1..1000"), ({"games": 1001}, "1..1000"), ({"games": "20"}, "whole number"),
    ({"games": 2, "seed": 1.5}, "whole number"), ({"games": 2, "opening_plies": 7}, "0..6"),
    ({"games": True}, "whole number"),
])
def test_bad_setup_is_a_clear_input_error(kw, words):
    with pytest.raises(MatchSetupError, match=words):
        MatchSession("random", "random", **kw)


def test_bad_spec_is_rejected_before_any_game():
    with pytest.raises(PlayerSpecError, match="depth=12"):
        MatchSession("minimax:depth=12", "random", 2)


def test_match_table_of_a_tie():
    cli = run_match("random", "random", 2, seed=0)
    table = match_table(cli)
    assert table["decisive"] == cli.decisive and table["p_text"]


@pytest.mark.parametrize("alternate, plies", [(True, 0), (False, 2)])
def test_a_match_left_after_some_games_goes_on_to_the_same_games_and_figures(alternate, plies):
    """A reload mid-match: the page keeps the table of the games played, and the worker goes
    on from the next game; the whole comes out as the match played in one go."""
    a, b, games, seed = "weights:version=6,depth=2", "lines:depth=2", 10, 4
    cli = run_match(a, b, games, seed=seed, alternate=alternate, opening_plies=plies)
    before = MatchSession(a, b, games, seed=seed, alternate=alternate, opening_plies=plies)
    while before.played < 4:
        before.run_for(0.01)
    first = before.played
    earlier = [[list(row) for row in side] for side in before.result.by_colour]
    rest = MatchSession(a, b, games, seed=seed, alternate=alternate, opening_plies=plies,
                        first=first, earlier=earlier, elapsed=1.5)
    reports = play_out(rest)
    assert [g["moves"] for g in rest.result.records] == [g["moves"] for g in cli.records[first:]]
    final = reports[-1]
    assert final["done"] and final["played"] == games and final["elapsed"] >= 1.5
    for side in (0, 1):
        assert final["table"]["sides"][side]["as_red"] == cli.by_colour[side][0]
        assert final["table"]["sides"][side]["as_yellow"] == cli.by_colour[side][1]
    assert [g["index"] for r in reports for g in r["finished"]] == list(range(first, games))
    assert "Games 1-%d were played before the page was reloaded" % first in final["text"]
    assert "--games %d --seed %d" % (games, seed) in final["text"]


@pytest.mark.parametrize("first, earlier, words", [
    (10, None, "0..9"),
    (2, None, "unreadable"),
    (2, [[[1, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 1, 0]]], "add up to 2"),
    (1, [[[1, 0, 0], [0, 0, 0]], [[0, 0, 0], [1, 0, 0]]], "add up to 1"),  # both won it
    (1, [[[1, 0, -1], [0, 0, 1]], [[0, 0, 1], [0, 1, -1]]], "add up to 1"),
    (1, [[["x", 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 1, 0]]], "unreadable"),
])
def test_games_played_before_that_do_not_add_up_are_refused(first, earlier, words):
    with pytest.raises(MatchSetupError, match=words):
        MatchSession("random", "random", 10, first=first, earlier=earlier)


def test_seconds_played_before_must_be_a_number():
    earlier = [[[1, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 1, 0]]]
    with pytest.raises(MatchSetupError, match="seconds"):
        MatchSession("random", "random", 10, first=1, earlier=earlier, elapsed="1")
