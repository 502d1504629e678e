"""Training's slice in the page's image (connect4.page.modes.training.trainingmode): what it asks
for before its bundle is in, the links, leaving Storm or a race."""

from loop_helpers import page as loop_page
from loop_helpers import run

from connect4.page.kernel import lazymodes, loop, modes, registry
from connect4.page.kernel.outbox import Outbox
from connect4.page.modes.training import trainingmode, trainingrun
from connect4.page.modes.training.trainingmode import BUNDLE


def fetched(out):
    return [e[1] for e in out.effects if e[0] == "fetch"]


def page():
    """A page whose Puzzles bundle is in (both training bundles need it first:
    lazymodes.NEEDS, tested in test_lazymodes.py and below)."""
    state = loop_page()
    state.loads["puzzles"] = lazymodes.READY
    return state


def test_without_the_puzzles_bundle_it_comes_first():
    state = loop_page()
    assert fetched(run(trainingmode.open_card, state)) == ["puzzles"]
    assert state.loads[BUNDLE] == lazymodes.LOADING and state.training.pending == ("card",)


def test_opening_the_card_fetches_the_bundle_once_and_waits_for_it():
    state = page()
    out = run(trainingmode.open_card, state)
    assert fetched(out) == [BUNDLE] and state.training.pending == ("card",)
    assert fetched(run(trainingmode.open_mistakes, state)) == []  # on its way already
    assert state.training.pending == ("mistakes",)


def test_once_the_bundle_is_in_its_own_update_runs_at_once(monkeypatch):
    state = page()
    state.loads[BUNDLE] = lazymodes.READY
    seen = []
    monkeypatch.setattr(registry.named(BUNDLE), "ready", lambda st, out: seen.append(st.training.pending))
    out = run(trainingmode.open_mistakes, state)
    assert seen == [("mistakes",)] and fetched(out) == []


def test_storm_and_a_race_ask_for_their_own_bundle():
    state = page()
    assert fetched(run(trainingmode.open_storm, state)) == [trainingmode.STORM_BUNDLE]
    assert state.training.pending == ("storm",)
    assert fetched(run(trainingmode.new_race, state)) == []  # the same bundle, on its way
    assert state.training.pending == ("race", None)
    assert fetched(run(trainingmode.open_card, state)) == [BUNDLE]


def test_the_links_race_before_mix_and_nothing_else():
    state = page()
    assert not trainingmode.start_link(state, run(lambda s, o: None, state), {"pos": "44"})
    out = loop_out()
    assert trainingmode.start_link(state, out, {"race": "abc", "mix": "t"})
    assert state.training.pending == ("race", {"race": "abc", "mix": "t"})
    assert fetched(out) == [trainingmode.STORM_BUNDLE]
    assert trainingmode.start_link(state, loop_out(), {"mix": "tz.2-5"})
    assert state.training.pending == ("mix", "tz.2-5", "link")


def test_a_mix_link_at_start_asks_for_its_bundle_and_keeps_the_address_meanwhile():
    # issue 51 (2): the page's start never took ?mix= (a plain game, the address rewritten)
    state = page()
    state.mode = modes.REVIEW  # a saved review: the link's mix wins
    out = run(loop.start, state, {"mix": "tz.2-5"})
    assert state.training.pending == ("mix", "tz.2-5", "link") and fetched(out) == [BUNDLE]
    assert state.mode == modes.GAME and trainingmode.link_waits(state)
    state.training.pending = ("mix", "tz.2-5")  # the card's chooser: no link to keep
    assert not trainingmode.link_waits(state)
    state.training.pending = ("race", None)  # a new race from its button
    assert not trainingmode.link_waits(state)
    assert not trainingmode.wanted({"pos": "44"}) and trainingmode.wanted({"mix": ""})


def test_a_failed_bundle_leaves_storm_and_says_why():
    state = page()
    state.mode = modes.STORM
    out = loop_out()
    trainingmode.bundle_failed(state, out, "offline")
    assert state.mode == modes.GAME and state.training.error == "offline"
    assert state.messages.items() == ["Offline."]  # the messages capitalise and end it


def test_a_failed_bundle_asked_from_the_puzzles_says_why_too():
    state = page()
    state.mode = modes.PUZZLES
    state.training.pending = ("storm",)
    trainingmode.bundle_failed(state, loop_out(), "offline")
    assert state.mode == modes.PUZZLES and state.messages.items() == ["Offline."]
    assert state.training.pending is None


def test_answers_reach_the_bundle_only_once_it_is_in(monkeypatch):
    state = page()
    got = []
    monkeypatch.setattr(trainingrun, "answered", lambda s, o, a, first: got.append(first))
    trainingmode.answered(state, loop_out(), object(), True)  # not in yet: nothing happens
    state.loads[BUNDLE] = lazymodes.READY
    trainingmode.answered(state, loop_out(), object(), False)
    assert got == [False]


def test_leaving_a_race_stops_its_run_and_the_address_follows():
    class Run:
        seed, stopped = "abc", False

        def stop(self):
            self.stopped = True

    state = page()
    state.training.run = Run()
    state.mode = modes.RACE
    assert trainingmode.link_query(state) == "?race=abc"
    run(modes.close, state)
    assert state.mode == modes.GAME and state.training.run.stopped
    assert trainingmode.link_query(state) == ""


def test_the_saved_part_is_the_stored_text_until_the_bundle_is_in():
    t = trainingmode.TrainingState('{"schedule": null}')
    assert t.saved() == '{"schedule": null}'


def loop_out():
    return Outbox()
