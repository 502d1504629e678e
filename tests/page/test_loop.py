"""The page's loop (connect4.page.kernel.loop): what each event asks of the workers,
the reply table, the hint scheduling, and request ids from the tracker."""

from loop_helpers import answer, page, run

from connect4.page.kernel import inflight, loop, registry
from connect4.page.modes.game.settings import HUMAN


def test_an_ai_to_move_is_asked_at_once_against_a_person_once_the_ai_is_ready():
    state = page(red="level2", yellow=HUMAN, ready=False)
    assert run(loop.schedule, state).timers().get("move") is None  # no worker answers yet
    state.ai.router.light_ready()
    out = run(loop.schedule, state)
    assert out.timers().get("move") == 0  # the reply is held instead (connect4.page.ai.pacing)
    out = run(loop.move_tick, state, 7)
    [req] = out.posts
    assert req["op"] == "think" and req["spec"] == "level2" and req["pos"] == ""
    assert state.requests.get(req["id"]) is req and out.draw
    # asked once: a second tick while it thinks posts nothing
    assert run(loop.move_tick, state, 8).posts == []
    assert run(loop.schedule, state).timers().get("move") is None


def test_between_ais_the_move_waits_for_the_speed_setting():
    state = page(red="level2", yellow="level3")
    state.ai.router.light_ready()
    assert run(loop.schedule, state).timers().get("move") == state.game.ai_delay() > 0


def test_the_ais_reply_is_held_until_250_ms_after_the_position_appeared():
    state = page(red="level2", yellow=HUMAN)
    run(loop.schedule, state, 1000.0)
    [req] = run(loop.move_tick, state, 7).posts
    [reply] = answer([req])
    out = loop.Outbox()
    assert loop.on_reply(state, reply, out, 1100.0) is None
    assert out.timers() == {"held": 150} and state.held == reply and state.game.board.ply == 0
    state.clock = lambda: 1250.0
    out = run(loop.on_timer, state, "held")  # the "held" timer fires: the reply is played
    assert state.held is None and out.timers() == {} and state.game.board.ply == 1


def test_the_workers_move_is_played_through_the_reply_table():
    state = page(red="level2", yellow=HUMAN)
    [req] = run(loop.move_tick, state, 7).posts
    [reply] = answer([req])
    out = loop.Outbox()
    assert loop.on_reply(state, reply, out) == inflight.MOVE
    assert state.game.board.ply == 1 and not state.game.is_thinking()
    assert out.changed and out.announce_move and out.record["spec"] == "level2"
    # the same reply again is stale: nothing changes
    out = loop.Outbox()
    assert loop.on_reply(state, reply, out) == inflight.IGNORE
    assert state.game.board.ply == 1 and not out.changed


def test_an_answer_for_an_undone_position_is_dropped_and_its_search_cancelled():
    state = page()
    state.game.play(3)
    run(loop.schedule, state)
    [req] = run(loop.move_tick, state, 1).posts
    state.game.undo()
    out = run(loop.schedule, state)
    assert out.cancels == [req["id"]]
    [reply] = answer([req])
    loop.on_reply(state, reply, loop.Outbox())
    assert state.game.board.notation() == ""


def test_a_failed_move_pauses_the_game_with_the_reason():
    state = page(red="level2", yellow=HUMAN)
    req = dict(run(loop.move_tick, state, 1).posts[0], spec="level9")
    state.requests.add(req)
    [reply] = answer([req])  # the light worker does not play level 9
    out = loop.Outbox()
    assert loop.on_reply(state, reply, out) == inflight.THINK_FAILED
    assert state.game.paused and not state.game.is_thinking() and out.changed
    assert "level 9" in state.messages.items()[0].lower() or "level9" in state.messages.items()[0]


def test_a_crash_asks_for_the_worker_to_be_replaced():
    state = page(red="level2", yellow=HUMAN)
    [req] = run(loop.move_tick, state, 1).posts
    out = loop.Outbox()
    crash = {"id": req["id"], "ok": False, "kind": "crash", "error": "MemoryError: boom"}
    assert loop.on_reply(state, crash, out) == inflight.CRASH
    assert out.crash == "MemoryError: boom"
    state.ai.notice = "The AI stopped and was restarted."
    out = run(loop.ai_lost, state)
    assert len(state.requests) == 0 and not state.game.is_thinking() and out.changed
    assert state.messages.items() == ["The AI stopped and was restarted."]
    assert run(loop.schedule, state).timers().get("move") is not None  # asked again


def test_every_kind_a_reply_can_have_is_in_the_table():
    # a bundle's tables are read once it is installed: imported here, as the page installs them
    for mode in registry.MODES:
        registry.install(mode)
    kinds = {v for k, v in vars(inflight).items() if k.isupper() and isinstance(v, str)}
    assert set(loop.REPLIES) | set(registry.table("REPLIES")) == kinds - {inflight.IGNORE}


class TestHints:
    def test_hints_wait_for_the_position_to_stay_then_ask_once(self):
        state = page(red=HUMAN, yellow=HUMAN)
        assert run(loop.toggle_hints, state).changed
        out = run(loop.schedule, state)
        assert [r["op"] for r in out.posts] == ["hint-data"] and "hint" in out.timers()
        out = run(loop.hint_tick, state)
        [req] = out.posts
        assert req == {"op": "hint", "id": req["id"], "pos": ""}
        assert run(loop.hint_tick, state).posts == []  # asked already

    def test_a_new_position_drops_the_old_hint_search(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(loop.toggle_hints, state)
        run(loop.schedule, state)
        [old] = run(loop.hint_tick, state).posts
        state.game.play(3)
        out = run(loop.schedule, state)
        assert out.cancels == [old["id"]] and "hint" in out.timers()
        [new] = run(loop.hint_tick, state).posts
        assert new["pos"] == "4"

    def test_hints_off_cancel_the_search_and_the_workers_pondering(self):
        from connect4.worker.requests import PONDER_TARGET

        state = page(red=HUMAN, yellow=HUMAN)
        run(loop.toggle_hints, state)
        run(loop.schedule, state)
        [req] = run(loop.hint_tick, state).posts
        assert run(loop.toggle_hints, state).cancels == [req["id"], loop.PONDER_TARGET]
        assert loop.PONDER_TARGET == PONDER_TARGET  # the worker's name for it
        assert "hint" not in run(loop.schedule, state).timers()

    def test_no_hints_before_the_ai_is_ready_or_once_the_engine_is_gone(self):
        state = page(red=HUMAN, yellow=HUMAN, ready=False)
        run(loop.toggle_hints, state)
        out = run(loop.schedule, state)
        assert out.posts == [] and "hint" not in out.timers()
        state.ai.router.light_ready()
        state.ai.router.full_failed()
        assert "hint" not in run(loop.schedule, state).timers()
        assert run(loop.hint_tick, state).posts == []

    def test_scores_and_progress_are_kept_for_the_position_shown(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(loop.toggle_hints, state)
        run(loop.schedule, state)
        [req] = run(loop.hint_tick, state).posts
        scores = [-2, -1, 0, 1, 0, -1, -2]  # the empty board's exact scores
        part = {"id": req["id"], "progress": {"scores": [None] * 3 + [1] + [None] * 3,
                                               "pending": [0, 1, 2, 4, 5, 6]}}
        out = loop.Outbox()
        assert loop.on_reply(state, part, out) == inflight.PROGRESS and out.draw
        assert state.game.hints_pending() == (0, 1, 2, 4, 5, 6)
        out = loop.Outbox()
        final = {"id": req["id"], "ok": True, "result": {"scores": scores}}
        assert loop.on_reply(state, final, out) == inflight.HINTS and out.draw
        assert state.game.current_hints() == scores and state.game.hints_complete()


def test_every_request_id_comes_from_the_tracker():
    state = page(red="level2", yellow=HUMAN)
    run(loop.toggle_hints, state)
    posted = run(loop.schedule, state).posts + run(loop.move_tick, state, 1).posts
    posted += run(loop.hint_tick, state).posts
    ids = [r["id"] for r in posted]
    assert len(ids) == 3 and len(set(ids)) == 3
    assert state.new_id() == max(ids) + 1


def test_a_matchs_requests_go_through_the_tracker_and_close_with_their_answer():
    # issue 41: the match's requests skipped the tracker
    from connect4.page.modes.match import matchrun

    state = page(red=HUMAN, yellow=HUMAN)
    out = run(matchrun.begin, state, ("level1", "level2", 2, 1, True, {}, 0, 0))
    [req] = out.posts
    assert state.requests.get(req["id"]) is req and len(state.requests) == 1
    loop.on_reply(state, {"id": req["id"], "ok": True, "progress": {"match": {}}}, loop.Outbox())
    assert len(state.requests) == 1  # a report: still open
    out = run(matchrun.pause, state)
    assert out.announce == "Match paused." and len(state.requests) == 2
    [ctl] = out.posts
    loop.on_reply(state, {"id": ctl["id"], "ok": True, "result": {}}, loop.Outbox())
    loop.on_reply(state, {"id": req["id"], "ok": False, "error": "stopped"}, loop.Outbox())
    assert len(state.requests) == 0


def test_the_match_boards_tick_is_the_loops_timer_and_stops_once_the_end_is_shown():
    # issue 41: match_board.py kept a setInterval of its own
    from connect4.page.modes.match import matchrun

    state = page(red=HUMAN, yellow=HUMAN)
    out = run(matchrun.begin, state, ("level1", "level2", 1, 1, True, {}, 100, 0))
    assert out.timers() == {matchrun.TICK: matchrun.TICK_MS}
    assert run(loop.on_timer, state, matchrun.TICK).timers() == {matchrun.TICK: matchrun.TICK_MS}
    state.match.state = matchrun.OVER  # no game shown and the match over: the tick stops
    assert run(loop.on_timer, state, matchrun.TICK).timers() == {}


def test_the_last_disc_lands_before_the_result_is_shown_and_said():
    from connect4.page.modes.game import gamemode

    state = page(red=HUMAN, yellow=HUMAN)
    for col in (0, 1, 0, 1, 0, 1):
        state.game.play(col)
    out = loop.run(state, gamemode.play, 0)  # red's fourth: the game ends as the disc drops
    assert not state.reveal and "landed" in out.timers()
    assert out.announce == state.game.last_move_text() + "."  # the result waits for the disc
    out = run(loop.on_timer, state, "landed")
    assert state.reveal and out.draw and "wins" in out.announce


class TestAMoveOnlyTheFullEnginePlays:
    """Issue 54: a reopened game with the perfect level to move at a position beyond the light
    worker's opening table waited for the light worker's boot, then asked, then the full
    engine's download started: the move is asked at once, the engine starts with the page,
    and the status says what the move waits for."""

    @staticmethod
    def reopened(yellow, moves="1413111", table=("4",)):
        from connect4.bitboard import canonical_key
        from connect4.board import Board
        from connect4.page.ai import router

        state = page(red=HUMAN, yellow=yellow, ready=False)  # the light worker still boots
        keys = [canonical_key(b.current, b.mask) for b in map(Board.from_notation, table)]
        state.ai.router.opening_specs, state.ai.router.opening_keys = {"perfect"}, set(keys)
        state.game.load_position(Board.from_notation(moves))
        assert state.ai.router.light == router.BOOTING
        return state

    def test_it_is_asked_before_the_light_worker_is_up(self):
        state = self.reopened("perfect")
        out = loop.run(state, loop.start, {})
        assert [e[:3] for e in out.effects if e[:2] == ("timer", "move")] == [("timer", "move", 0)]
        router = state.ai.router
        req = state.game.request_ai_move(1)
        assert router.route(req) == [] and router.needs_full()  # it waits: the engine starts now
        assert state.ai.waits_for_full

    def test_what_the_light_worker_answers_waits_for_it(self):
        for yellow, moves in (("level3", "1413111"), ("perfect", "4")):  # a light level, the table
            state = self.reopened(yellow, moves)
            out = loop.run(state, loop.start, {})
            assert not [e for e in out.effects if e[:2] == ("timer", "move")], yellow

    def test_the_status_says_what_the_move_waits_for(self):
        from connect4.page.modes.game import pagetext

        assert pagetext.ai_status(False, True, None, True)[0] == pagetext.WAITING_FULL
        assert pagetext.ai_status(True, True, None, False)[0] == "AI thinking…"
