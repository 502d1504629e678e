"""Every control drawn from the page's state (connect4.page.kernel.controls), and the
match's Start race (issue 31): Start follows the AI's readiness whenever the
panel was built, and after a crashed engine was replaced."""

from loop_helpers import answer, page, run

from connect4.page.ai.router import FULL
from connect4.page.kernel import loop
from connect4.page.kernel.controls import controls
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.match import matchrun
from connect4.page.modes.match.matchtext import MatchReplay


def start_match(state):
    req = state.match.start(state.new_id(), "level1", "level2", 1, 1, True,
                            {"level1": "Level 1"}, 0)
    return req


def test_start_is_enabled_once_the_ai_is_ready_whenever_the_panel_was_built():
    state = page(ready=False)
    assert controls(state)["match-start"]["disabled"]
    # readiness is the only change: the next drawing enables Start
    state.ai.router.light_ready()
    assert not controls(state)["match-start"]["disabled"]


def test_start_comes_back_after_a_crashed_engine_is_replaced():
    state = page()
    r = state.ai.router
    r.full_started()
    r.full_ready()
    r.light_failed()  # the full engine alone answers
    req = start_match(state)
    assert req["id"].startswith(matchrun.PREFIX)
    t = controls(state)
    assert t["match-start"]["disabled"] and not t["match-stop"]["disabled"]
    assert t["match-a"]["disabled"] and t["match-games"]["disabled"]
    # the engine crashes and is replaced: the match is lost, Start waits for readiness
    r.full_lost()
    r.full_started()
    out = run(loop.ai_lost, state)
    assert out.match == matchrun.LOST and state.match.state == matchrun.OVER
    assert "restarted" in state.match.problem
    t = controls(state)
    assert t["match-start"]["disabled"] and t["match-stop"]["disabled"]
    assert not t["match-a"]["disabled"]
    r.full_ready()
    assert not controls(state)["match-start"]["disabled"]
    assert r.full == "ready" and r.held_by(FULL) == 0


def test_a_match_runs_pauses_and_ends_through_its_replies():
    state = page()
    req = start_match(state)
    pause = state.match.toggle_pause(state.new_id())
    assert pause["target"] == req["id"] and pause["action"] == "pause"
    t = controls(state)["match-pause"]
    assert t["pressed"] and t["text"] == "Resume" and not t["disabled"]
    state.match.toggle_pause(state.new_id())
    from connect4.worker.match import MatchSession

    s = MatchSession("level1", "level2", 1, seed=1, alternate=True)
    while not s.run_for(0.05):
        pass
    out = loop.Outbox()
    assert loop.on_reply(state, {"id": req["id"], "ok": True, "result": s.final()}, out) \
        == matchrun.FINISHED
    assert out.match == matchrun.FINISHED and state.match.has_result()
    assert not controls(state)["match-copy"]["disabled"]
    # a control's answer, or an old match's, changes nothing
    assert state.match.take({"id": pause["id"], "ok": True}, 0) == matchrun.IGNORED
    assert isinstance(state.match.replay, MatchReplay)


def test_game_buttons_follow_the_game():
    state = page(red=HUMAN, yellow=HUMAN, ready=False)
    t = controls(state)
    assert t["undo"]["disabled"] and t["redo"]["disabled"] and t["hint"]["disabled"]
    assert t["review-open"]["disabled"] and "review-prev" not in t
    assert t["watch"]["hidden"] and t["stats-card"]["hidden"]
    state.ai.router.light_ready()
    state.game.play(3)
    run(loop.toggle_hints, state)
    state.game.paused = True
    t = controls(state)
    assert not t["undo"]["disabled"] and not t["hint"]["disabled"] and t["hint"]["pressed"]
    assert t["pause"]["text"] == "Resume" and t["pause"]["pressed"]
    assert not t["review-open"]["disabled"]


def test_review_buttons_follow_the_selected_move():
    state = page(red=HUMAN, yellow=HUMAN)
    state.review.start("4444", "a game")
    t = controls(state)
    assert not t["review-prev"]["disabled"] and t["review-next"]["disabled"]
    assert t["review-cancel"] == {"disabled": False, "hidden": False, "text": "Cancel"}
    state.review.select(0)
    assert controls(state)["review-prev"]["disabled"]
    # the state asks the worker for the review: the light worker does not answer it
    out = run(loop.schedule, state)
    review = [r for r in out.posts if r["op"] == "review"]
    [reply] = answer(review)
    assert reply["ok"] is False
    loop.on_reply(state, reply, loop.Outbox())
    assert controls(state)["review-cancel"]["text"] == "Resume"


def test_a_match_the_page_left_offers_to_go_on_from_its_next_game():
    from connect4.page.modes.match.matchtext import interrupted
    from connect4.worker.match import MatchSession

    state = page()
    assert controls(state)["match-resume"]["hidden"]
    ticks = iter(range(10 ** 6))  # a slice of 0.5 ticks is one move: the games stop at 2
    s = MatchSession("level1", "level2", 12, seed=1, alternate=True, clock=lambda: next(ticks))
    while s.played < 2:
        s.run_for(0.5)
    first = s.played
    assert first == 2
    state.match.restore(interrupted(s.progress(), ("Level 1", "Level 2")), ("Level 1", "Level 2"))
    t = controls(state)["match-resume"]
    assert not t["hidden"] and not t["disabled"] and t["text"] == "Go on from game %d" % (first + 1)
    req = state.match.go_on(state.new_id(), {"level1": "Level 1", "level2": "Level 2"}, 0)
    assert (req["op"], req["first"], req["games"], req["seed"]) == ("match", first, 12, 1)
    assert req["earlier"] == s.result.by_colour
    t = controls(state)
    assert t["match-resume"]["hidden"] and not t["match-stop"]["disabled"]
    assert state.match.side_names == ("Level 1", "Level 2")  # as shown before, not the specs
    # the worker takes the request and plays games 3 to 6
    rest = MatchSession(req["a"], req["b"], req["games"], req["seed"], req["alternate"],
                        first=req["first"], earlier=req["earlier"], elapsed=req["elapsed"])
    while not rest.run_for(0.05):
        pass
    assert rest.played == 12
    # a match played out, or one stopped with its Stop button, does not go on
    state.match.restore(rest.final(), ("Level 1", "Level 2"))
    assert controls(state)["match-resume"]["hidden"]
