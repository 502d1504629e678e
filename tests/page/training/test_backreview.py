"""The background review (connect4.page.modes.backreview.backreview) inside the page's loop: a finished
game stored and queued, a request only when the full engine is idle, cancelled by an AI request
and resumed, resumed after a reload from the stored records, damaged records left out, DONE."""

import json

import pytest
from page.loop_helpers import Clock, page  # tests/page/loop_helpers.py (tests/ is on the path)

from connect4.page.kernel import inflight, lazymodes, loop
from connect4.page.kernel.records import GAMES
from connect4.page.modes.backreview import backreview, backwatch
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.review.reviewed import checked_record
from connect4.solver import Solver
from connect4.worker.review import BACKGROUND_SLICE_NODES, ReviewRun

#: Red (a human) could win in column 1 at move 7 and plays 3; yellow wins in column 2.
LOST = "12121232"
#: A game lost by red, as connect4.page.modes.game.game.Game hands it over.
GAME = (LOST, HUMAN, "level2", 1)
#: The fake worker's node bound per move (the real one's is 300,000): early moves go
#: unsolved at once, so a whole game's review takes 0.05 s.
NODES = 2000


def state_with(red=HUMAN, yellow=HUMAN, full=True, loaded=True):
    state = page(red, yellow)
    if full:
        state.ai.router.full_started()
        state.ai.router.full_ready()
    state.clock = Clock()
    state.today = lambda: (20000, 1728000000000)
    state.dice = lambda: 7
    if loaded:
        event(state, lazymodes.loaded, backwatch.BUNDLE)
    return state


def event(state, fn, *args):
    return loop.run(state, fn, *args)


def play(state, moves):
    """Play ``moves`` (notation) as the humans; the outbox of the last move."""
    out = None
    for c in moves:
        out = event(state, gamemode.play, int(c) - 1)
    return out


def puts(out):
    return [json.loads(e[2]) for e in out.of("db-put") if e[1] == GAMES]


def background(out):
    return [r for r in out.posts if r.get("background")]


def worker(req):
    """The full engine's messages for a review request: a progress message per judged move
    (backward), then the answer."""
    run = ReviewRun(dict(json.loads(json.dumps(req)), nodes=NODES), Solver(table_size_log2=16))
    steps, messages = run.steps(), []
    while True:
        try:
            step = next(steps)
        except StopIteration as stop:
            records = stop.value
            break
        body = run.progress(step)
        if body is not None:
            messages.append({"id": req["id"], "progress": {"review": body}})
    messages.append({"id": req["id"], "ok": True, "result": run.result(records)})
    return json.loads(json.dumps(messages))


def straight_review(moves):
    """The records of one review of the whole game, as the page keeps them."""
    records = worker({"op": "review", "id": 0, "pos": moves, "slice": 1024})[-1]["result"]["records"]
    return [checked_record(r, moves) for r in records]


@pytest.fixture
def done_calls(monkeypatch):
    calls = []
    monkeypatch.setattr(backwatch, "reviewed",
                        lambda state, out, rec: calls.append(json.loads(json.dumps(rec))))
    return calls


def test_the_slice_is_the_workers_background_one():
    assert backreview.SLICE == BACKGROUND_SLICE_NODES == 1024


class TestStored:
    def test_a_finished_game_is_stored_and_queued(self):
        state = state_with(full=False)
        out = play(state, LOST)
        rec = puts(out)[0]
        assert rec == {"id": "1728000000000-8", "day": 20000, "moves": LOST, "red": HUMAN,
                       "yellow": HUMAN, "human": ["red", "yellow"], "result": "yellow",
                       "reviewed": 0, "records": []}
        assert [r["id"] for r in state.backreview.queue] == [rec["id"]]
        assert state.records.count(GAMES) == 1
        # kept in the saved game until the browser says it stored the record
        assert state.game.finished and not puts(event(state, lambda s, o: None))
        (_, _, _, kept), = out.of("db-put")
        event(state, kept)
        assert not state.game.finished and not state.backreview.storing

    def test_a_reload_before_the_record_is_stored_stores_the_same_record_again(self):
        state = state_with(full=False)
        first = puts(play(state, LOST))[0]
        again = state_with(full=False, loaded=False)
        again.game.restore(json.loads(json.dumps(state.game.to_dict())))  # the saved game
        assert again.game.finished
        out = event(again, lazymodes.loaded, backwatch.BUNDLE)
        assert puts(out) == [first]  # the same id: IndexedDB keeps one record

    def test_a_game_lost_to_a_level_names_the_human_and_the_level(self):
        state = state_with(yellow="level2", full=False)
        for c in LOST[:-1]:
            state.game.board.play(int(c) - 1)
        assert state.game.apply_ai_move(None, LOST[:-1], 1) is False  # not asked: stale
        state.game.pending = (5, LOST[:-1])
        state.game.apply_ai_move(5, LOST[:-1], 1)
        rec = puts(event(state, lambda s, o: None))[0]
        assert (rec["human"], rec["red"], rec["yellow"], rec["result"]) == (
            ["red"], HUMAN, "level2", "yellow")

    def test_the_bundle_comes_when_a_game_ends_and_loads_the_stored_games(self):
        state = state_with(full=False, loaded=False)
        assert not play(state, LOST[:-1]).of("fetch")
        out = play(state, LOST[-1])
        assert out.of("fetch") == [("fetch", backwatch.BUNDLE)] and state.game.finished
        out = event(state, lazymodes.loaded, backwatch.BUNDLE)
        assert [e[:2] for e in out.of("db-load")] == [("db-load", GAMES)]
        assert puts(out)[0]["moves"] == LOST and state.game.finished  # until stored

    def test_the_bundle_comes_once_the_full_engine_is_idle(self):
        state = state_with(full=False, loaded=False)
        assert not event(state, loop.ai_progress).of("fetch")
        state.ai.router.full_started()
        state.ai.router.full_ready()
        assert event(state, loop.ai_progress).of("fetch") == [("fetch", backwatch.BUNDLE)]


class TestAsking:
    def test_a_request_is_posted_only_when_the_full_engine_is_idle(self):
        state = state_with(full=False)
        assert not background(play(state, LOST))  # the full engine is not in
        state.ai.router.full_started()
        state.ai.router.full_ready()
        busy = {"op": "hint", "id": state.new_id(), "pos": "4"}
        state.requests.add(busy)
        assert not background(event(state, loop.ai_progress))  # a hint in flight
        state.requests.forget([busy["id"]])
        out = event(state, loop.ai_progress)
        (req,) = background(out)
        assert req == {"op": "review", "id": req["id"], "pos": LOST, "slice": 1024, "background": True}
        assert not background(event(state, loop.ai_progress))  # one at a time

    def test_no_request_while_an_ai_is_to_move(self):
        state = state_with(red="level2", yellow="level3")
        state.game.paused = False
        state.backreview.enqueue(backreview.game_record(GAME, "a", 1))
        assert not background(event(state, lambda s, o: None))
        state.game.paused = True
        assert background(event(state, lambda s, o: None))

    def test_an_ai_request_cancels_it_first_and_it_resumes_when_idle(self):
        state = state_with()
        bg = background(play(state, LOST))[0]
        messages = worker(bg)
        event(state, loop.reply, messages[0])  # the last move judged
        state.game.settings.yellow = "level2"  # a new game against a level: yellow answers
        event(state, gamemode.new_game)
        assert not background(event(state, gamemode.play, 3))  # yellow (level 2) to move
        out = event(state, loop.on_timer, "move")
        think = [r for r in out.posts if r["op"] == "think"][0]
        assert out.effects.index(("cancel", bg["id"])) < out.effects.index(("post", think))
        assert state.backreview.asked is None and not background(out)
        event(state, loop.reply, messages[1])  # late: the cancelled request's, ignored
        assert state.backreview.queue[0]["reviewed"] == 1
        out = event(state, loop.reply, {"id": think["id"], "ok": True, "result": {"column": 3}})
        assert not background(out) and state.held is not None  # drawn 250 ms after the move
        state.clock.ms += 250
        (again,) = background(event(state, loop.on_timer, "held"))  # the human's turn: idle
        assert again["pos"] == LOST[:-1] and again["id"] != bg["id"]


class TestReview:
    def test_each_judged_move_is_put_and_done_gets_the_full_records(self, done_calls):
        state = state_with()
        bg = background(play(state, LOST))[0]
        stored = []
        for msg in worker(bg):
            stored += puts(event(state, loop.reply, msg))
        assert [r["reviewed"] for r in stored] == list(range(1, len(LOST) + 1))
        assert [r["records"][0]["ply"] for r in stored] == list(range(len(LOST), 0, -1))
        (rec,) = done_calls
        assert rec["reviewed"] == len(LOST) and rec["records"] == straight_review(LOST)
        assert [r["verdict"] for r in rec["records"][6:]] == ["blunder", "best"]
        assert stored[-1] == rec and not state.backreview.queue
        assert backreview.reviewed_count(state) == 1

    def test_a_reload_resumes_from_the_stored_record_with_the_same_records(self, done_calls):
        state = state_with()
        bg = background(play(state, LOST))[0]
        messages = worker(bg)
        stored = None
        for msg in messages[:3]:
            stored = puts(event(state, loop.reply, msg))[-1]
        assert stored["reviewed"] == 3
        # a reload: a new page; the bundle loads the stored games
        state = state_with()
        assert background(event(state, lambda s, o: None)) == []  # nothing known yet
        out = event(state, backreview.loaded, [stored])
        (req,) = background(out)
        assert req["pos"] == LOST[:-3]
        for msg in worker(req):
            event(state, loop.reply, msg)
        (rec,) = done_calls
        assert rec["records"] == straight_review(LOST) and rec["id"] == stored["id"]

    def test_a_complete_stored_game_is_counted_not_asked(self, done_calls):
        state = state_with()
        rec = dict(backreview.game_record(GAME, "b", 3))
        rec.update(reviewed=len(LOST), records=straight_review(LOST))
        out = event(state, backreview.loaded, [rec])
        assert not background(out) and backreview.reviewed_count(state) == 1 and not done_calls

    def test_a_damaged_stored_record_is_left_out_with_a_message(self):
        state = state_with()
        good = backreview.game_record(GAME, "c", 3)
        bad_review = dict(good, id="d", reviewed=1, records=[{"ply": 3, "column": 1}])
        out = event(state, backreview.loaded, [good, "junk", dict(good, id="e", moves="1111111"),
                                              bad_review])
        assert [r["id"] for r in state.backreview.queue] == ["c"]
        assert background(out)[0]["pos"] == LOST and not out.of("db-put")
        assert state.messages.items() == ["3 of your stored games could not be read and are left "
                                          "out (not a record)."]

    def test_a_failed_request_leaves_the_game_for_the_visit_and_a_crash_replaces_the_worker(self):
        state = state_with()
        bg = background(play(state, LOST))[0]
        out = event(state, loop.reply, {"id": bg["id"], "ok": False, "error": "boom", "kind": "crash"})
        assert out.crash == "boom" and state.backreview.left == {state.backreview.queue[0]["id"]}
        assert not background(event(state, loop.ai_progress))

    def test_at_most_max_queued_games_wait_the_others_come_once_there_is_room(self, done_calls):
        state = state_with()
        games = [dict(backreview.game_record(GAME, "g%02d" % i, 3))
                 for i in range(backreview.MAX_QUEUED + 1)]
        out = event(state, backreview.loaded, games)
        assert len(state.backreview.queue) == backreview.MAX_QUEUED and state.backreview.overflow
        assert len(background(out)) == 1 and background(out)[0]["id"] == state.backreview.asked[0]
        assert state.backreview.asked[1] == "g00"  # the oldest first
        loads = []
        for _ in range(backreview.MAX_QUEUED):
            assert not loads
            for msg in worker(state.requests.get(state.backreview.asked[0])):
                loads += event(state, loop.reply, msg).of("db-load")
        assert loads and state.backreview.asked is None  # the queue is empty: read the store again
        event(state, backreview.loaded, games)
        assert state.backreview.asked[1] == "g%02d" % backreview.MAX_QUEUED
        assert len(done_calls) == backreview.MAX_QUEUED


def test_the_background_kind_routes_every_reply_but_a_cancelled_ones():
    requests = inflight.InFlight()
    requests.add({"op": "review", "id": 4, "pos": "4", "background": True})
    assert requests.answer({"id": 4, "progress": {"review": {"move": {}}}})[0] == inflight.BACKGROUND
    assert requests.answer({"id": 4, "ok": False, "kind": "crash"})[0] == inflight.BACKGROUND
    requests.add({"op": "review", "id": 5, "pos": "4", "background": True})
    assert requests.drop_background() == [5] and requests.answer({"id": 5, "ok": True})[0] == inflight.IGNORE


def test_a_game_finished_before_its_bundle_came_survives_a_reload():
    """Game.finished is part of the saved game until the background review stores it."""
    state = state_with(loaded=False)
    state.game.finished.append(GAME)
    saved = json.loads(json.dumps(state.game.to_dict()))
    back = Game()
    back.restore(saved)
    assert back.finished == [GAME]
    back.restore(dict(saved, finished=[["not moves", 1, 2, 3]]))
    assert back.finished == []
