"""Training's updates (connect4.page.modes.training.trainingrun): the stored records in, a reviewed game
banked once, Your mistakes opened as practice, answers reaching the bank and the schedule,
repetition, a mix, export and import refused or stored."""

import json

import pytest
from page.loop_helpers import page  # tests/page/loop_helpers.py (tests/ is on the path)
from training.game_records import DAY, GAME, game_record, hint_solver

from connect4.board import Board
from connect4.page.kernel import lazymodes, modes, persist, registry
from connect4.page.kernel.outbox import Outbox
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.puzzles.puzzlerun import PuzzleMode
from connect4.page.modes.training import trainingmode, trainingrun
from connect4.puzzles.record import load_set
from connect4.puzzles.trainer import Attempt
from connect4.training import carry
from connect4.training.bank import Bank


@pytest.fixture(scope="module")
def reviewed():
    """GAME as the background review stores it once every move is judged (red the human)."""
    return game_record(hint_solver())


def state_in():
    """A page whose training bundle is in (the Puzzles bundle first), on DAY."""
    state = page()
    state.today = lambda: (DAY, 0)
    state.loads["puzzles"] = state.loads[trainingmode.BUNDLE] = lazymodes.READY
    state.puzzles.trainer = PuzzleMode()
    return state


def run(state, fn, *args):
    out = Outbox()
    fn(state, out, *args)
    return out


def loaded(state, bank=(), games=()):
    """The bundle asked for both stores; they answer."""
    out = run(state, trainingrun.bundle_ready)
    assert [e[1] for e in out.of("db-load")] == ["bank", "games"]
    out = run(state, trainingrun.bank_loaded, list(bank))
    out2 = run(state, trainingrun.games_loaded, json.loads(json.dumps(list(games))))
    return out, out2


def test_a_reviewed_game_is_banked_once_and_marked(reviewed):
    state = state_in()
    _, out = loaded(state, games=[reviewed])
    w = state.training.work
    assert len(w.bank) == 1  # red's blunder at move 5 (yellow's is not the human's)
    puts = out.of("db-put")
    assert [p[1] for p in puts] == ["bank", "games"]
    assert json.loads(puts[1][2])["banked"] is True
    again = state_in()
    _, out = loaded(again, bank=w.bank.to_records(), games=[dict(reviewed, banked=True)])
    assert not out.of("db-put") and len(again.training.work.bank) == 1


def test_an_unfinished_review_waits(reviewed):
    state = state_in()
    _, out = loaded(state, games=[dict(reviewed, reviewed=3)])
    assert not out.of("db-put") and len(state.training.work.bank) == 0


def test_a_review_finished_while_the_card_is_open_is_banked_at_once(reviewed):
    state = state_in()
    loaded(state)
    out = run(state, trainingrun.reviewed, json.loads(json.dumps(reviewed)))
    assert len(state.training.work.bank) == 1 and out.of("db-put")


def test_your_mistakes_with_none_yet_says_so_and_stays():
    state = state_in()
    state.training.pending = ("mistakes",)
    loaded(state)
    assert state.mode == modes.GAME and trainingrun.NOTHING_YET in state.messages.items()


def test_your_mistakes_opens_the_banks_queue_as_practice(reviewed):
    state = state_in()
    state.training.pending = ("mistakes",)
    loaded(state, games=[reviewed])
    assert state.mode == modes.PRACTICE
    what = state.puzzles.pending
    assert what[0] == "practice" and len(what[1]) == 1
    assert what[1][0]["key"] == state.training.work.bank.entries()[0]["key"]
    assert what[1][0]["position"] == GAME[:4]


def test_an_answer_reaches_the_bank_and_the_schedule(reviewed):
    state = state_in()
    loaded(state, games=[reviewed])
    w = state.training.work
    entry = w.bank.entries()[0]
    run(state, trainingrun.toggle_repetition)
    puzzle = dict(entry_of(entry), key=entry["key"])
    out = run(state, trainingrun.answered, Attempt(practice=puzzle), False)
    assert entry["misses"] == 1 and out.of("db-put")
    assert w.schedule.items["m%d" % entry["key"]] == {"box": 0, "due": DAY + 1}
    # two right answers on two days: learnt, out of the queue and of the schedule
    state.today = lambda: (DAY + 1, 0)
    run(state, trainingrun.answered, Attempt(practice=puzzle), True)
    state.today = lambda: (DAY + 2, 0)
    run(state, trainingrun.answered, Attempt(practice=puzzle), True)
    assert entry["done"] and "m%d" % entry["key"] not in w.schedule.items
    assert trainingmode.mistakes_label(trainingmode.mistakes_queued(state)) == "Your mistakes (0)"


def entry_of(entry):
    return {k: entry[k] for k in ("ply", "position", "side", "goal", "accept")}


def test_a_set_puzzle_missed_is_scheduled_only_with_repetition_on():
    state = state_in()
    loaded(state)
    puzzle = load_set()[0]
    run(state, trainingrun.answered, Attempt(puzzle), False)
    assert state.training.work.schedule.items == {}
    run(state, trainingrun.toggle_repetition)
    run(state, trainingrun.answered, Attempt(puzzle), False)
    assert state.training.work.schedule.items == {"p%d" % puzzle.id: {"box": 0, "due": DAY + 1}}


def test_the_schedule_and_the_mix_are_saved_and_come_back():
    state = state_in()
    loaded(state)
    run(state, trainingrun.toggle_repetition)
    run(state, trainingrun.choose_mix, "zt", 5, 2)  # the levels either way round
    assert state.mode == modes.PUZZLES and state.puzzles.pending[0] == "mix"
    saved = state.training.saved()
    back = trainingrun.Training(saved)
    assert back.schedule.on and back.mix.param() == "tz.2-5"
    assert trainingrun.Training("not json").mix is None


def test_a_bad_mix_is_said_and_opens_nothing():
    state = state_in()
    loaded(state)
    run(state, trainingrun.open_mix, "x.9")
    assert state.mode == modes.GAME and len(state.messages) == 1


def test_a_links_mix_opens_the_mix_once_the_records_are_in_and_a_bad_one_names_the_link():
    state = state_in()
    state.training.pending = ("mix", "zt.2-5", "link")
    loaded(state)
    assert state.mode == modes.PUZZLES and state.puzzles.pending[1].param() == "tz.2-5"
    assert puzzlemode.link_query(state) == "?mix=tz.2-5"  # while the set loads
    bad = state_in()
    bad.training.pending = ("mix", "x.9", "link")
    loaded(bad)
    (said,) = bad.messages.items()
    assert bad.mode == modes.GAME and said.startswith("The link's mix 'x.9': there is no theme 'x'")


def test_a_links_mix_is_dropped_when_the_reader_opened_another_screen_meanwhile():
    # the monkey (seed 43): ?mix=, then Review while the bundle came: the mix replaced the review
    state = state_in()
    state.training.pending = ("mix", "tz.2-5", "link")  # asked at start, on the game
    state.mode = modes.REVIEW
    loaded(state)
    assert state.mode == modes.REVIEW and state.training.pending is None
    assert not trainingmode.link_waits(state) and not state.puzzles.pending
    stayed = state_in()
    stayed.training.pending = ("mix", "tz.2-5", "link")
    loaded(stayed)
    assert stayed.mode == modes.PUZZLES


def test_export_is_one_file_with_every_part_and_record(reviewed):
    state = state_in()
    loaded(state, games=[reviewed])
    out = run(state, trainingrun.export)
    (_, name, text), = out.of("download")
    assert name == "connect4-progress-2026-11-25.json"
    storage, records = carry.read(text)
    assert len(records["bank"]) == 1 and records["games"][0]["id"] == "g1"
    assert any(k.startswith("connect4.") for k in storage)


def test_export_clicked_before_the_records_are_read_is_kept_and_done_once_they_are(reviewed):
    # issue 51 (10): the click returned silently while the records were read
    state = state_in()
    run(state, trainingrun.bundle_ready)
    out = run(state, trainingrun.export)
    assert not out.of("download") and out.announce == trainingrun.EXPORT_WAITS
    assert not run(state, trainingrun.bank_loaded, []).of("download")  # the games still to come
    out = run(state, trainingrun.games_loaded, json.loads(json.dumps([reviewed])))
    (_, name, text), = out.of("download")
    assert carry.read(text)[1]["games"][0]["id"] == "g1"
    assert state.training.work.notice.startswith("Exported: 1 mistake, 1 game and")
    assert not run(state, trainingrun.games_loaded, []).of("download")  # once


@pytest.mark.parametrize("text, kind", [("{", "damaged"), ('{"app": "other"}', "foreign"),
                                        (json.dumps({"app": "connect4", "kind": "progress",
                                                     "version": 9}), "newer")])
def test_a_bad_file_is_refused_with_its_reason_and_nothing_stored(text, kind):
    state = state_in()
    loaded(state)
    out = run(state, trainingrun.import_text, text)
    assert not out.of("db-replace") and state.training.work.alert
    with pytest.raises(carry.ImportRefused) as refused:
        carry.read(text)
    assert refused.value.kind == kind and str(refused.value) == state.training.work.alert


def test_a_good_file_replaces_everything_then_the_page_starts_again(reviewed):
    state = state_in()
    loaded(state, games=[reviewed])
    text = run(state, trainingrun.export).of("download")[0][2]
    fresh = state_in()
    loaded(fresh)
    out = run(fresh, trainingrun.import_text, text)
    (_, records, storage, ok, failed), = out.of("db-replace")
    assert len(json.loads(records)["bank"]) == 1 and json.loads(storage)
    assert run(fresh, ok).of("reload")
    run(fresh, failed, "QuotaExceededError: full")
    assert "nothing was changed" in fresh.training.work.alert


def test_records_that_cannot_be_read_leave_an_empty_training_said_once():
    state = state_in()
    state.training.pending = ("card",)
    run(state, trainingrun.bundle_ready)
    run(state, trainingrun.records_failed, "UnknownError: no IndexedDB")
    run(state, trainingrun.records_failed, "UnknownError: no IndexedDB")
    w = state.training.work
    assert w.ready() and len(w.bank) == 0 and w.card and len(state.messages) == 1


def test_the_registry_knows_the_bundle_and_its_updates():
    mode = registry.named(trainingmode.BUNDLE)
    assert registry.function(mode, mode.ready) is trainingrun.bundle_ready
    assert mode.needs == "puzzles" and mode.view == "view"
    assert isinstance(Bank(), Bank) and Board()


def test_the_small_parts_are_one_saved_part():
    state = state_in()
    assert persist.TRAINING_KEY not in persist.parts(state)  # nothing read or made yet
    loaded(state)
    run(state, trainingrun.toggle_repetition)
    assert persist.parts(state)[persist.TRAINING_KEY] == state.training.saved()
    assert json.loads(state.training.saved())["schedule"]["on"] is True
