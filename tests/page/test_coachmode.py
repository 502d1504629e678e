"""The coach inside the page's loop (connect4.page.modes.coach): a move, its verdict, the stop, take
back, show the best move, play on, a verdict that times out on the injected clock, the summary, a
best-play reason's line stepped with its deciding threat marked."""

import json

from loop_helpers import page

from connect4.board import Board
from connect4.coach import check
from connect4.explain import reasons
from connect4.page.kernel import controls, inflight, lazymodes, loop, modes, persist
from connect4.page.modes.coach import CHECKING, STOPPED, coaching, coachmode, coachtext
from connect4.page.modes.game import gamemode
from connect4.solver import Solver

#: Red (the human) to move with three discs in column a: a4 wins, c1 lets yellow win at once.
MISSED = "121212"
SOLVER = Solver()


def coached(moves=MISSED, loaded=True):
    state = page()  # red: the human, yellow: level 2
    state.ai.router.full_started()
    state.ai.router.full_ready()  # the coach checks with the full engine
    state.coach.on = True
    if loaded:
        state.loads[coachmode.BUNDLE] = lazymodes.READY
    for c in moves:
        state.game.board.play(int(c) - 1)
    return state


def event(state, fn, *args):
    return loop.run(state, fn, *args)


def coach_posts(out):
    return [r for r in out.posts if r["op"] == "coach"]


def answer(state, out, fail=None):
    """The worker's replies to the coach's request in ``out``: the verdict, then the answer
    (their effects together in one outbox)."""
    last = None
    for req in coach_posts(out):
        if fail:
            return event(state, loop.reply, {"id": req["id"], "ok": False, "error": fail,
                                             "kind": "input"})
        gen = check.steps(json.loads(json.dumps(req)), SOLVER)
        while True:
            try:
                step = next(gen)
            except StopIteration as stop:
                result = stop.value
                break
            if isinstance(step, dict):
                last = event(state, loop.reply, {"id": req["id"], "progress": step})
        final = event(state, loop.reply, {"id": req["id"], "ok": True, "result": result})
        final.effects[:0] = last.effects if last is not None else []
        last = final
    return last


def asks_ai(out):
    return "move" in out.timers() or any(r["op"] == "think" for r in out.posts)


class TestMove:
    def test_the_ai_waits_while_the_move_is_checked(self):
        state = coached()
        out = event(state, gamemode.play, 2)
        assert state.coach.phase == CHECKING and not asks_ai(out)
        assert coach_posts(out)[0]["pos"] == MISSED and coach_posts(out)[0]["col"] == 2
        assert out.timers()[coachmode.TIMER] == coachmode.LIMIT_MS
        assert [r["op"] for r in out.posts][:1] == ["hint-data"]  # the 12-disc database, once
        assert controls.controls(state)["coach-status"]["hidden"] is False
        assert not [r for r in event(state, gamemode.undo).posts if r["op"] == "hint-data"]

    def test_the_first_judged_move_fetches_the_bundle_then_asks(self):
        state = coached(loaded=False)
        out = event(state, gamemode.play, 2)
        assert out.of("fetch") == [("fetch", coachmode.BUNDLE)] and not coach_posts(out)
        out = event(state, lazymodes.loaded, coachmode.BUNDLE)
        assert len(coach_posts(out)) == 1

    def test_before_the_full_engine_nothing_is_fetched_and_the_ai_answers(self):
        state = page()  # a first visit: the light worker answers, Pyodide not asked for
        state.coach.on = True
        out = event(state, gamemode.play, 3)
        assert state.coach.phase is None and asks_ai(out)
        assert not out.of("fetch") and not coach_posts(out)
        assert state.coach.records[-1]["kind"] == coachmode.EARLY
        assert controls.controls(state)["coach-status"]["text"] == (
            "Coach: move 1 not judged: the coach starts once the full engine has loaded "
            "(the review at the end can judge it).")

    def test_the_line_says_what_is_true_once_the_full_engine_is_in(self):
        """Issue 51: "The coach starts once the full engine has loaded" stayed after it had."""
        state = page()
        state.coach.on = True
        event(state, gamemode.play, 0)
        state.game.board.play(3)  # the AI's answer
        state.ai.router.full_started()
        state.ai.router.full_ready()
        out = event(state, loop.reply, {"id": -1, "ok": True})  # any update once it is in
        assert [r["op"] for r in out.posts] == ["hint-data"]  # issue 52: before the next move
        line = controls.controls(state)["coach-status"]
        assert not line["hidden"] and line["text"] == (
            "Coach: ready, it judges your next move; move 1 came before it started "
            "(the review at the end can judge it).")
        state.loads[coachmode.BUNDLE] = lazymodes.READY
        answer(state, event(state, gamemode.play, 3))  # judged: the line has nothing to say
        assert controls.controls(state)["coach-status"]["hidden"]

    def test_a_game_played_before_the_full_engine_offers_its_moves_for_review(self):
        """Issue 51: a quick first game ended with not one move judged and no summary."""
        state = page()  # red: the human, yellow: level 2
        state.coach.on = True
        for red, yellow in ((0, 1), (0, 1), (0, 1)):
            event(state, gamemode.play, red)
            state.game.board.play(yellow)  # the light worker's answer
        assert not state.coach.phase
        out = event(state, gamemode.play, 0)  # red's fourth: the game is over
        assert state.game.board.is_over()
        assert ("fetch", coachmode.BUNDLE) in out.of("fetch")  # for the summary
        text, rows = coachtext.summary(state)
        assert text == ("The coach judged none of your moves in this game. Moves 1, 3 and 5"
                        " came before the coach started (the full engine was loading).")
        assert rows == [(1, "Judge moves 1, 3 and 5 in the review")]
        event(state, coaching.review_move, 1)
        assert state.mode == modes.REVIEW and state.review.selected == 1

    def test_no_coach_when_off(self):
        state = coached()
        state.coach.on = False
        out = event(state, gamemode.play, 2)
        assert state.coach.phase is None and asks_ai(out)


class TestVerdict:
    def test_a_kept_result_lets_the_ai_answer(self):
        state = coached("")
        out = answer(state, event(state, gamemode.play, 3))  # d1: red keeps the win
        assert state.coach.phase is None
        assert asks_ai(out)
        assert state.coach.records[0]["kind"] == "kept"

    def test_the_hints_scores_judge_a_kept_move_at_once(self):
        state = coached("")
        state.game.apply_hints("", [-2, -1, 0, 1, 0, -1, -2])
        out = event(state, gamemode.play, 3)
        assert not coach_posts(out) and state.coach.phase is None and asks_ai(out)

    def test_a_mistake_stops_the_game_before_the_ai_answers(self):
        state = coached()
        out = answer(state, event(state, gamemode.play, 2))
        c = state.coach
        assert c.phase == STOPPED and not asks_ai(out)
        assert coachtext.lead(state) == "That lets yellow win in 1 (you had a win in 1)."
        assert coachtext.reason(state) == "It misses the win at a4: red makes four there at once."
        assert state.game.assisted  # a stopped game is not rated
        assert coaching.shown_moves(state) == MISSED + "3"  # the board: after the mistake
        event(state, coaching.step, 1)
        assert coaching.shown_moves(state) == MISSED + "32"  # the refutation's first move
        assert coachtext.step_text(state) == "Yellow plays b (1 of 1)."

    def test_the_card_says_what_the_move_allows_once(self):
        """Issue 51: "That lets yellow win in 10 (you had a win in 2)." then "This lets yellow
        win in 10: it gives up ...": the reason now says only what the verdict does not."""
        state = coached("753556266562275327")
        answer(state, event(state, gamemode.play, 2))
        assert coachtext.lead(state) == "That lets yellow win in 10 (you had a win in 2)."
        assert coachtext.reason(state) == (
            "It gives up the cell above, c4: yellow's lowinverse on column c now holds.")

    def test_the_verdict_stops_before_the_reason_arrives(self):
        state = coached()
        out = event(state, gamemode.play, 2)
        req = coach_posts(out)[0]
        event(state, loop.reply, {"id": req["id"], "progress": {"verdict": {
            "pos": MISSED, "col": 2, "best": 18, "played": -18, "best_col": 0,
            "kind": "win-lost", "reason": None, "line": []}}})
        assert state.coach.phase == STOPPED
        assert coachtext.reason(state) == "Looking for the reason..."


class TestChoices:
    def stopped(self):
        state = coached()
        answer(state, event(state, gamemode.play, 2))
        assert state.coach.phase == STOPPED
        return state

    def test_take_back_restores_the_position(self):
        state = self.stopped()
        out = event(state, coaching.take_back)
        assert state.game.board.notation() == MISSED and state.coach.phase is None
        assert state.game.is_human_turn() and not asks_ai(out)
        assert state.coach.taken == 1 and state.coach.records == []

    def test_show_the_best_move(self):
        state = self.stopped()
        out = event(state, coaching.show_best)
        assert state.game.board.notation() == MISSED
        assert state.coach.best == (MISSED, 0)
        assert out.announce == "The best move: column 1 (it keeps a win in 1)."
        event(state, gamemode.play, 0)
        assert state.coach.best is None

    def test_play_on_lets_the_ai_answer(self):
        state = self.stopped()
        out = event(state, coaching.play_on)
        assert state.coach.phase is None and asks_ai(out)
        assert state.game.board.notation() == MISSED + "3"
        assert [r["kind"] for r in coaching.game_records(state)] == ["win-lost"]

    def test_undo_while_stopped_ends_the_stop(self):
        state = self.stopped()
        event(state, gamemode.undo)
        assert state.coach.phase is None and state.game.board.notation() == MISSED

    def test_keys(self):
        assert coachtext.coach_key("t", "BODY", False) == "take"
        assert coachtext.coach_key("Escape", "BODY", False) == "on"
        assert coachtext.coach_key("t", "INPUT", False) is None


class TestResultFirst:
    """Issue 52: the verdict on the result alone (win/draw/loss), before the distances."""

    def test_a_mistake_stops_on_the_result_and_its_distances_follow(self):
        state = coached()
        played = event(state, gamemode.play, 2)
        rid = coach_posts(played)[0]["id"]
        wdl = {"pos": MISSED, "col": 2, "best": 1, "played": -1, "kind": "win-lost", "exact": False}
        out = event(state, loop.reply, {"id": rid, "progress": {"wdl": wdl}})
        assert state.coach.phase == STOPPED and not asks_ai(out)
        assert coachtext.lead(state) == "That lets yellow win (you had a win)."
        answer(state, played)  # the worker's steps: the verdict with the distances, the rest
        assert coachtext.lead(state) == "That lets yellow win in 1 (you had a win in 1)."
        assert coaching.game_records(state)[0]["played"] == -18

    def test_a_loss_kept_stands_if_its_distances_are_late(self):
        state = coached("1234")
        clock = state.clock = FakeClock()
        rid = coach_posts(event(state, gamemode.play, 0))[0]["id"]
        wdl = {"pos": "1234", "col": 0, "best": -1, "played": -1, "kind": "kept", "exact": False}
        event(state, loop.reply, {"id": rid, "progress": {"wdl": wdl}})
        assert state.coach.phase == CHECKING  # a collapse? the distances say
        clock.ms = coachmode.LIMIT_MS
        out = event(state, loop.on_timer, coachmode.TIMER)
        assert state.coach.phase is None and asks_ai(out) and not state.coach.note
        assert state.coach.records[-1]["kind"] == "kept" and not state.coach.records[-1]["exact"]


class TestTimeout:
    def test_a_verdict_not_in_time_lets_the_game_go_on(self):
        state = coached()
        clock = state.clock = FakeClock()
        out = event(state, gamemode.play, 2)
        rid = coach_posts(out)[0]["id"]
        clock.ms = 1500  # the timer fired early: it waits for the rest
        out = event(state, loop.on_timer, coachmode.TIMER)
        assert state.coach.phase == CHECKING and out.timers()[coachmode.TIMER] == 501
        clock.ms = 2000
        out = event(state, loop.on_timer, coachmode.TIMER)
        assert state.coach.phase is None and asks_ai(out)
        assert out.cancels == [rid]
        assert "could not judge" in state.coach.note
        assert state.coach.records[-1]["kind"] == "unjudged"
        # issue 52: the end names it, with its link into the review
        assert coachtext.summary(state) == (
            "The coach judged none of your moves in this game. Move 7 not judged in time.",
            [(7, "Judge move 7 in the review")])
        # the late answer changes nothing
        event(state, loop.reply, {"id": rid, "progress": {"verdict": {"pos": MISSED, "col": 2}}})
        assert state.coach.phase is None

    def test_a_failed_check_lets_the_game_go_on(self):
        state = coached()
        out = answer(state, event(state, gamemode.play, 2), fail="boom")
        assert state.coach.phase is None and asks_ai(out) and "boom" in state.coach.note


class TestSummaryAndSwitch:
    def test_the_summary_lists_the_mistakes_with_their_review_link(self):
        state = coached()
        answer(state, event(state, gamemode.play, 2))
        event(state, coaching.play_on)
        text, rows = coachtext.summary(state)
        assert text == "You kept the result on 0 of 1 moves (0%); accuracy 0%."
        assert rows == [(7, "Move 7 (c): lets yellow win in 1 (you had a win in 1)")]
        event(state, coaching.review_move, 7)
        assert state.mode == modes.REVIEW and state.review.selected == 7

    def test_the_switch_is_remembered_and_fetches_the_bundle(self):
        state = page()
        out = event(state, coachmode.toggle)
        assert state.coach.on and out.of("fetch") == [("fetch", coachmode.BUNDLE)]
        assert persist.parts(state)[persist.COACH_KEY] == "1"
        event(state, coachmode.toggle)
        assert persist.parts(state)[persist.COACH_KEY] == "0"

    def test_on_for_a_new_player(self):
        assert persist.coach_on(None, None) is True
        assert persist.coach_on(None, "{}") is False

    def test_reply_kinds(self):
        assert inflight.classify({"ok": True}, {"op": "coach"}) == inflight.COACH


#: "44" then red's a1 (yellow wins): the solver's best line after it (tests/explain/test_reasons.py).
AFTER_A = [3, 2, 1, 3, 2, 2, 1, 0, 2, 0, 0, 0, 1, 1, 1, 0, 2]


class TestBestPlay:
    """Issue 53: an opening mistake's reason is best play; the card steps the reason's line (not
    the refutation's 4 moves) to where it is proven, the deciding threat marked as Why? marks it."""

    def stopped(self):
        state = coached("44")
        rid = coach_posts(event(state, gamemode.play, 0))[0]["id"]
        verdict = {"pos": "44", "col": 0, "best": 1, "played": -3, "best_col": 3, "kind": "win-lost",
                   "reason": None, "line": []}
        event(state, loop.reply, {"id": rid, "progress": {"verdict": dict(verdict)}})
        assert state.coach.phase == STOPPED and state.coach.line() == []  # nothing to step yet
        b = Board.from_notation("44")
        why = reasons.by_line(b.current, b.mask, b.ply, 0, 3, AFTER_A)
        assert why["kind"] == "line" and why["cells"] == ["e4"]
        result = dict(verdict, reason=why["text"], line=AFTER_A[:check.LINE_PLIES], why=why)
        event(state, loop.reply, {"id": rid, "ok": True, "result": json.loads(json.dumps(result))})
        return state, why

    def test_the_card_steps_the_best_line_to_its_proven_end(self):
        state, why = self.stopped()
        c = state.coach
        assert c.line() == AFTER_A  # 17 moves, not the refutation's 4
        assert coachtext.reason(state).startswith("With best play yellow gets an even threat at e4")
        assert coachtext.step_text(state) == ("After your move: step through best play to where it is "
                                              "proven (17 moves: the solver's best, not every reply).")
        assert controls.controls(state)["coach-next"]["disabled"] is False
        event(state, coaching.step, 1)
        assert coaching.shown_moves(state) == "441" + "4"
        assert coachtext.step_text(state) == "Yellow plays d (1 of 17, best play)."
        for _ in range(20):  # past the end: it stops there
            event(state, coaching.step, 1)
        assert c.step == 17
        assert coaching.shown_moves(state) == "441" + "".join(str(x + 1) for x in AFTER_A)
        assert coachtext.step_text(state) == ("Yellow plays c (17 of 17): proven here: yellow's threat "
                                              "at e4 decides, and the rules marked hold.")
        assert controls.controls(state)["coach-next"]["disabled"] is True

    def test_the_deciding_threat_is_marked_and_the_rules_at_the_end(self):
        state, why = self.stopped()
        assert coachtext.marks(state) == [(4, 3, "why-mark why-threat", "e4: yellow's threat")]
        assert coachtext.shown_rules(state) == []
        event(state, coaching.step, 17)
        assert coachtext.shown_rules(state) == why["proof"]
        e4 = [m for m in coachtext.marks(state) if (m[0], m[1]) == (4, 3)]
        assert e4 == [(4, 3, "why-mark rule-aftereven why-threat",
                       "e4: yellow's Aftereven, and yellow's threat")]
        event(state, coaching.play_on)
        assert coachtext.marks(state) == []

    def test_a_tactic_keeps_its_refutation_and_marks_nothing(self):
        state = coached()
        answer(state, event(state, gamemode.play, 2))
        assert state.coach.result["why"]["kind"] == "tactic" and state.coach.line() == [1]
        assert coachtext.marks(state) == []


class FakeClock:
    def __init__(self):
        self.ms = 0.0

    def __call__(self):
        return self.ms
