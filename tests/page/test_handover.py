"""Which worker answers (connect4.page.ai.router), on a fake clock: the light worker
first, the full engine when needed or idle, and a hand-over that loses nothing."""

import json

from connect4.page.ai import router
from connect4.page.ai.router import FULL, LIGHT, Router, engine_failed_text, light_specs, loading_text
from connect4.players import ladder
from connect4.worker.stepserver import StepServer

LEVELS = ladder.describe_ladder()


class Clock:
    def __init__(self):
        self.ms = 0.0

    def __call__(self):
        return self.ms


def think(rid, spec="level3", pos="4"):
    return {"op": "think", "id": rid, "pos": pos, "spec": spec, "seed": rid}


def new_router(embed=False):
    clock = Clock()
    r = Router(clock, light_specs(LEVELS), embed=embed)
    r.light_started()
    r.light_ready()
    return r, clock


def test_light_specs_are_levels_one_to_six_by_name_and_spec():
    specs = light_specs(LEVELS)
    assert specs[:2] == ["level1", LEVELS[0]["spec"]]
    assert "level6" in specs and "level7" not in specs and "perfect" not in specs
    assert len(specs) == 12


def test_levels_go_to_the_light_worker_the_rest_waits_for_the_full_engine():
    r, clock = new_router()
    assert r.ready and r.route(think(1)) == [(LIGHT, think(1))]
    assert r.route(think(2, "level7")) == [] and r.needs_full() and r.should_start_full()
    hint = {"op": "hint", "id": 3, "pos": "4"}
    assert r.route(hint) == []
    r.full_started()
    assert not r.should_start_full()
    assert r.full_ready() == [(FULL, think(2, "level7")), (FULL, hint)]
    assert r.route(think(4)) == [(FULL, think(4))]


def test_the_hand_over_mid_game_loses_no_request():
    # Two real servers stand for the workers: every request gets exactly one answer.
    r, clock = new_router()
    servers = {LIGHT: StepServer(), FULL: StepServer()}
    answers = {}

    def post(pairs):
        for which, req in pairs:
            for text in servers[which].submit(json.dumps(req)):
                deliver(which, text)

    def deliver(which, text):
        msg = json.loads(text)
        if msg.get("id") is not None and not isinstance(msg.get("progress"), dict):
            answers.setdefault(msg["id"], []).append((which, msg))
        if r.answered(which, msg):
            r.light_retired()

    def drain(which):
        while servers[which].busy:
            for text in servers[which].step():
                deliver(which, text)

    post(r.route(think(1, "level6", "4")))          # light, still searching...
    post(r.route({"op": "hint", "id": 2, "pos": "4"}))  # waits for the full engine
    r.full_started()
    post(r.full_ready())                           # the hint leaves at once (full answers "input" here)
    post(r.route(think(3, "level2", "44")))          # a new move: the full engine's
    assert r.held_by(LIGHT) == 1 and r.light == router.READY
    drain(FULL)
    drain(LIGHT)                                   # the light worker finishes its move, then retires
    assert r.light == router.GONE
    assert sorted(answers) == [1, 2, 3] and all(len(v) == 1 for v in answers.values())
    assert answers[1][0][0] == LIGHT and answers[1][0][1]["ok"]
    assert answers[3][0][0] == FULL and answers[3][0][1]["ok"]
    assert not r.held_by(LIGHT) and not r.held_by(FULL)


def test_a_cancel_goes_to_the_worker_holding_its_target():
    r, clock = new_router()
    r.route(think(1))
    cancel = {"op": "cancel", "id": 0, "target": 1}
    assert r.route(cancel) == [(LIGHT, cancel)]
    r.route({"op": "match", "id": 5})
    pause = {"op": "match-control", "id": "mc1", "target": 5, "action": "pause"}
    assert r.route(pause) == [] and r.waiting == [{"op": "match", "id": 5}, pause]
    assert r.route({"op": "cancel", "id": 0, "target": 5}) == [] and r.waiting == [pause]


def test_a_broken_light_worker_hands_what_it_held_to_the_full_engine():
    r, clock = new_router()
    r.route(think(1))
    assert r.light_failed() == [] and r.should_start_full()
    assert not r.ready
    r.full_started()
    assert r.full_ready() == [(FULL, think(1))]
    assert r.route(think(2)) == [(FULL, think(2))]


def test_the_full_engine_starts_when_idle_after_the_first_reply():
    r, clock = new_router()
    assert not r.should_start_full()
    r.route(think(1))
    clock.ms = 60000
    assert not r.should_start_full()  # a search the player waits for: no competition
    r.answered(LIGHT, {"id": 1, "ok": True, "result": {"column": 3}})
    assert r.replied and not r.should_start_full()
    clock.ms += router.IDLE_AFTER_REPLY_MS
    assert r.should_start_full()


def test_main_site_starts_it_after_a_while_without_moves_an_embed_only_after_the_reader_plays():
    site, clock = new_router()
    clock.ms = router.IDLE_AFTER_READY_MS
    assert site.should_start_full()
    embed, clock = new_router(embed=True)
    clock.ms = 10 ** 7
    assert not embed.should_start_full()
    embed.interacted = True
    assert not embed.should_start_full()  # touched but no move yet
    embed.route(think(1))
    embed.answered(LIGHT, {"id": 1, "ok": True, "result": {}})
    clock.ms += router.IDLE_AFTER_REPLY_MS
    assert embed.should_start_full()
    embed.route({"op": "hint", "id": 2, "pos": ""})
    assert embed.needs_full()


def test_progress_and_its_text():
    r, clock = new_router()
    r.progress(1500000, 15100000)
    assert r.loading() is None
    r.full_started()
    assert r.loading() == (1500000, 15100000)
    assert loading_text(*r.loading()).endswith(": 1.5 of 15.1 MB")
    assert loading_text(20, 10).endswith("0.0 of 0.0 MB")
    r.full_ready()
    assert r.loading() is None
    assert r.full_failed() == [] and r.full == router.GONE


def test_a_failed_engine_is_explained_and_the_light_levels_play_on():
    text = engine_failed_text("The AI could not start: its files could not be downloaded.")
    assert text.startswith("The full engine could not start: its files")
    assert "Levels 1-6 still play" in text
    r, clock = new_router()
    r.route({"op": "hint", "id": 1, "pos": ""})
    r.full_started()
    # what waited for it is answered by nobody: the page tells the player
    assert r.full_failed() == [(router.NOBODY, {"op": "hint", "id": 1, "pos": ""})]
    assert r.full_gone and r.ready and r.route(think(2)) == [(LIGHT, think(2))]
    assert r.route({"op": "hint", "id": 3, "pos": ""}) == [
        (router.NOBODY, {"op": "hint", "id": 3, "pos": ""})] and not r.waiting
    assert r.route(think(4, spec="perfect")) == [(router.NOBODY, think(4, spec="perfect"))]
    # the light worker breaks too: what it held is answered by nobody as well
    assert r.light_failed() == [(router.NOBODY, think(2))]
    r.full_lost()
    assert r.full == router.OFF


def test_a_request_nobody_answers_fails_like_a_worker_reply_with_the_reason():
    from connect4.page.kernel import inflight
    why = "The AI could not start: its files could not be downloaded (HTTP 404)."
    for req, kind in (({"op": "hint", "id": 1, "pos": "4"}, inflight.HINT_FAILED),
                      (think(2, spec="perfect"), inflight.THINK_FAILED),
                      ({"op": "hint-data", "id": 3}, inflight.DATA_FAILED)):
        reply = router.unavailable_reply(req, why)
        assert reply["id"] == req["id"] and reply["ok"] is False
        assert reply["error"] == ("the full engine (perfect play, hints, matches) could not "
                                  "start: its files could not be downloaded (HTTP 404).")
        assert inflight.classify(reply, req) == kind
    assert router.unavailable_reply({"id": "match-1"}, None)["error"].endswith("could not start.")


def test_the_perfect_level_first_moves_go_to_the_light_worker_and_start_the_engine():
    """players.json's perfect level carries its opening table's keys: a
    position of the table is the light worker's, and the full engine starts
    once it has answered (the perfect level's later moves need it); a
    position outside the table waits for the full engine, as before."""
    from connect4 import openings
    from connect4.solver import Solver

    table = openings.build(Solver(table_size_log2=16, book=True).best_moves)
    levels = [dict(lv, openings=sorted(table)) if lv["spec"] == "perfect" else lv
              for lv in LEVELS]
    specs, keys = router.openings_of(levels)
    assert specs == router.opening_specs(LEVELS) == ["level7", "perfect"]
    clock = Clock()
    r = Router(clock, light_specs(LEVELS), openings=(specs, keys))
    r.light_started()
    r.light_ready()
    assert not r.should_start_full()
    assert r.route(think(1, "level7", "4")) == [(LIGHT, think(1, "level7", "4"))]
    assert not r.should_start_full()  # not while the reply is on its way
    r.answered(LIGHT, {"id": 1, "ok": True, "result": {"column": 3}})
    clock.ms += router.AFTER_OPENING_REPLY_MS - 1
    assert not r.should_start_full()  # the page may still be holding the reply
    clock.ms += 1
    assert r.should_start_full()
    assert r.route(think(2, "perfect", "1111")) == []  # off its lines: the full engine's
    assert r.route(think(3, "perfect", "not a position")) == []
    # without the keys (an older players.json) the perfect level waits, as before
    plain = Router(clock, light_specs(LEVELS))
    plain.light_started()
    plain.light_ready()
    assert plain.route(think(4, "level7", "4")) == []
