"""The stored records' slice (connect4.page.kernel.records): a refused write said once, with
what is still kept; a refused read kept unsaid; the Outbox's effects for static/idb.js."""

import json

from page.loop_helpers import page  # tests/page/loop_helpers.py (tests/ is on the path)

from connect4.page.kernel import loop, records
from connect4.page.kernel.records import BANK, GAMES, Records

FULL = "QuotaExceededError: The quota has been exceeded."


def state_with(games=(), bank=()):
    state = page()
    state.records = Records()
    state.records.loaded(GAMES, games)
    state.records.loaded(BANK, bank)
    return state


def test_a_full_storage_is_said_once_with_what_is_still_kept():
    state = state_with(["g1", "g2", "g3"], ["k1"])
    out = loop.run(state, records.put_failed, GAMES, FULL)
    assert out.draw and state.messages.items() == [
        "The browser's storage is full: new games and mistakes are not kept, the 3 games and "
        "1 mistake kept so far stay (QuotaExceededError: The quota has been exceeded.). Space "
        "freed in the browser's settings lets the page keep them again."]
    out = loop.run(state, records.put_failed, BANK, FULL)
    assert not out.draw and len(state.messages) == 1
    state.messages.clear()  # a new game clears the messages: the problem is not said again
    loop.run(state, records.put_failed, GAMES, FULL)
    assert len(state.messages) == 0 and state.records.problem == FULL


def test_indexeddb_refused_is_said_at_the_first_write_not_at_a_read():
    state = state_with()
    refused = "InvalidStateError: A mutation operation was attempted"
    out = loop.run(state, records.load_failed, GAMES, refused)
    assert not out.draw and len(state.messages) == 0 and state.records.unread == refused
    loop.run(state, records.put_failed, GAMES, refused)
    loop.run(state, records.put_failed, BANK, refused)
    assert state.messages.items() == [
        "The browser does not let the page keep your games and mistakes here (a private window?): "
        "they last until the page closes (InvalidStateError: A mutation operation was attempted)."]


def test_nothing_kept_yet_is_said_so():
    assert records.still_kept(Records()) == "nothing was kept before"
    r = Records()
    r.added(GAMES, "a")
    r.added(GAMES, "a")  # the same record put again: one game
    assert records.still_kept(r) == "the 1 game kept so far stay"


def test_the_outbox_writes_a_record_as_it_is_when_put():
    out = loop.Outbox()
    rec = {"id": "a", "reviewed": 1}
    out.db_put(GAMES, rec)
    rec["reviewed"] = 2  # changed after the put: the put keeps what it was
    out.db_load(BANK, "ok", "failed")
    out.db_replace({"k": "v"}, {GAMES: [rec]}, "ok", "failed")
    assert out.effects[0][:2] == ("db-put", GAMES) and json.loads(out.effects[0][2])["reviewed"] == 1
    assert out.effects[1] == ("db-load", BANK, "ok", "failed")
    kind, stores, storage, ok, failed = out.effects[2]
    assert json.loads(stores) == {GAMES: [rec]} and json.loads(storage) == {"k": "v"}
