"""The "Why?" panel inside the page's loop (connect4.page.modes.why.whymode): asked from the hints, the
review and a puzzle, answered by the worker's own code (connect4.worker.why), its lines,
Play it out, closing, and the bad states (a stale reply, a failure, a replaced worker)."""

import json

from loop_helpers import page

from connect4.board import Board
from connect4.explain import bestplay
from connect4.page.kernel import controls, lazymodes, loop, modes
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.why import asking, playout, whymode, whytext
from connect4.worker import why as worker

#: Yellow to move holds the draw (score 0): yellow b5, then four rules prove it.
DRAWN = "52677675164321472411331752454"
SCORES = [-1, 0, 0, 0, -4, 0, 0]
#: The solver's best line from "44" (red wins): red's odd threat at a5 from move 23.
LINE_44 = [int(c) - 1 for c in "4441322224231156553336766632555677777"]


def humans(moves="", loaded=True):
    """Two humans at ``moves``; the panel's bundle in (``loaded``) as after a first Why?."""
    state = page(red=HUMAN, yellow=HUMAN)
    if loaded:
        state.loads[whymode.BUNDLE] = lazymodes.READY
    for c in moves:
        state.game.board.play(int(c) - 1)
    return state


def event(state, fn, *args):
    return loop.run(state, fn, *args)


def answer(state, out, fail=None):
    """The worker's replies to the panel's requests in ``out``, as the page's events."""
    last = None
    for req in out.posts:
        if req["op"] not in ("why", "why-reply"):
            continue
        if fail:
            msg = {"id": req["id"], "ok": False, "error": fail, "kind": "input"}
        else:
            result = json.loads(json.dumps(drive(req)))  # as JSON carries it
            msg = {"id": req["id"], "ok": True, "result": result}
        last = event(state, loop.reply, msg)
    return last


def drive(req):
    """The worker's answer to ``req``: its search generator stepped to the end."""
    gen = worker.steps(req)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def with_hints(moves=DRAWN, scores=SCORES):
    state = humans(moves)
    state.game.settings.hints = True
    assert state.game.apply_hints(moves, scores)
    return state


def why_posts(out):
    return [r for r in out.posts if r["op"] == "why"]


class TestAsking:
    def test_the_first_click_fetches_the_bundle_then_asks(self):
        state = humans(DRAWN, loaded=False)
        state.game.settings.hints = True
        out = event(state, whymode.from_hints)
        assert [e[1] for e in out.of("fetch")] == [whymode.BUNDLE] and not why_posts(out)
        assert state.why.pending == whymode.HINTS and not state.why.open
        out = event(state, lazymodes.loaded, whymode.BUNDLE)
        assert why_posts(out) and state.why.open and state.why.pending is None
        assert [e[1] for e in out.of("focus")] == [whymode.TITLE]

    def test_a_bundle_that_cannot_be_had_is_said(self):
        state = humans(DRAWN, loaded=False)
        event(state, whymode.from_review)
        event(state, lazymodes.failed, whymode.BUNDLE, "offline")
        assert state.why.pending is None and "offline" in state.messages.items()[-1]

    def test_from_the_hints_asks_the_position_with_its_score_and_the_losing_columns(self):
        state = with_hints()
        out = event(state, whymode.from_hints)
        (req,) = why_posts(out)
        assert req["pos"] == DRAWN and req["score"] == 0
        assert req["cols"] == [0, 4] and req["after"] == {"0": 1, "4": 4}
        assert req["best"] == 3  # the contrast's column: the best nearest the centre
        assert state.why.open and state.why.why is None
        c = controls.controls(state)
        assert c["hint-why"]["hidden"] is False

    def test_the_answer_draws_the_first_line_with_its_rules(self):
        state = with_hints()
        out = event(state, whymode.from_hints)
        done = answer(state, out)
        w = state.why
        assert done.draw and w.why["claim"] == "yellow draws at least"
        assert "plan" not in w.why  # the plan stays in the worker
        assert playout.board(w).notation() == DRAWN + "2"  # yellow b5, where the rules hold
        assert sorted(r["rule"] for r in playout.marks(w)) == ["baseinverse", "baseinverse", "before",
                                                        "claimeven"]
        labels = [m[3] for m in whytext.marks(playout.marks(w), "yellow")]
        assert "e5: yellow's Claimeven" in labels
        assert not playout.shown(state).is_human_turn()

    def test_no_proof_shows_best_play_its_line_and_why_play_it_out_is_off(self):
        # issue 51: an open position's "Play it out" was greyed with no word of why
        state = with_hints("44", [-3, -3, -2, 1, -2, -3, -3])
        out = event(state, whymode.from_hints)
        (req,) = why_posts(out)
        b = Board.from_notation("44")
        got = bestplay.account(b.current, b.mask, b.ply, LINE_44, 1)
        none = {"claim": None, "side": None, "plies": None, "rules": [], "branches": [], "threat": None,
                "text": ["No short explanation was found."]}
        same = "With best play yellow gets an even threat at e4 by move 20."
        result = {"pos": "44", "score": 1, "why": bestplay.as_why(none, got),
                  "reasons": {"0": same, "1": "b", "6": same}}
        event(state, loop.reply, {"id": req["id"], "ok": True, "result": json.loads(json.dumps(result))})
        w = state.why
        assert w.why["text"][0].startswith("Red wins with best play.")
        assert playout.board(w).notation() == "44" + "".join(str(c + 1) for c in LINE_44[:21])
        assert playout.marks(w) == got["proof"] and w.branches()[0]["threat"] == "a5"
        assert controls.controls(state)["why-play"]["disabled"] is True
        assert playout.play_note(w).startswith("Play it out needs a proof to play against you: the line")
        assert playout.reasons(w) == [([0, 6], same), ([1], "b")]  # a sentence said once
        assert whytext.reason_line([0, 6], same).startswith("Columns 1 and 7: With best play")

    def test_a_stale_answer_is_dropped(self):
        state = with_hints()
        first = event(state, whymode.from_hints)
        second = event(state, whymode.from_hints)  # asked again: the first is cancelled
        assert why_posts(first)[0]["id"] in second.cancels
        answer(state, first)
        assert state.why.result is None
        answer(state, second)
        assert state.why.result is not None

    def test_a_failure_is_said_and_a_replaced_worker_forgets_the_request(self):
        state = with_hints()
        out = event(state, whymode.from_hints)
        answer(state, out, fail="bad position")
        assert "bad position" in state.why.error and state.why.asked is None
        event(state, whymode.from_hints)
        assert state.why.asked is not None
        event(state, loop.ai_lost)
        assert state.why.asked is None and "ask Why? again" in state.why.error

    def test_not_over_a_finished_game(self):
        state = humans("1212121")
        state.game.settings.hints = True
        assert not event(state, whymode.from_hints).posts and not state.why.open
        assert controls.controls(state)["hint-why"]["disabled"]


class TestClosing:
    def test_close_stops_the_request_and_gives_the_focus_back(self):
        state = with_hints()
        out = event(state, whymode.from_hints)
        rid = why_posts(out)[0]["id"]
        out = event(state, whymode.close)
        assert rid in out.cancels and not state.why.open
        assert [e[1] for e in out.of("focus")] == ["hint-why"]

    def test_leaving_the_mode_it_was_opened_in_closes_it(self):
        state = with_hints()
        event(state, whymode.from_hints)
        state.mode = modes.REVIEW  # as if the review opened (modes.enter)
        event(state, lambda s, o: None)
        assert not state.why.open


class TestLines:
    def test_step_walks_the_branches_within_the_tree(self):
        state = humans("7172212567451542223676134464437761515")
        out = event(state, asking.ask, state.game.board.notation(), 0)
        answer(state, out)
        w = state.why
        n = len(w.branches())
        assert n == 3
        event(state, playout.step, -1)
        assert w.branch == 0
        out = event(state, playout.step, 1)
        assert w.branch == 1 and out.announce == w.branches()[1]["text"]
        event(state, playout.step, 5)
        assert w.branch == 2
        c = controls.controls(state)
        assert c["why-next"]["disabled"] and not c["why-prev"]["disabled"]


class TestPlayItOut:
    def test_the_plan_moves_the_reader_answers_and_the_plan_goes_on(self):
        state = with_hints()
        answer(state, event(state, whymode.from_hints))
        w = state.why
        out = event(state, playout.play_out)
        (req,) = [r for r in out.posts if r["op"] == "why-reply"]
        assert req == {"op": "why-reply", "id": req["id"], "pos": DRAWN, "moves": "", "score": 0}
        assert not playout.user_turn(w)
        answer(state, out)
        assert w.moves == "2" and playout.user_turn(w) and playout.marks(w) == []
        assert playout.shown(state).can_human_play(0)
        assert playout.playout_words(w).startswith("Your move")
        col = next(c for c in range(7) if playout.board(w).can_play(c))
        out = event(state, playout.click, col)
        assert w.moves == "2" + str(col + 1) and not playout.user_turn(w)
        answer(state, out)
        assert len(w.moves) == 3 or w.stopped is not None
        event(state, playout.stop_play)
        assert not w.playing and playout.board(w).notation() == DRAWN + "2"

    def test_the_plan_with_nothing_to_say_stops_the_play_out(self):
        state = with_hints()
        answer(state, event(state, whymode.from_hints))
        out = event(state, playout.play_out)
        req = out.posts[-1]
        event(state, loop.reply, {"id": req["id"], "ok": True,
                                  "result": {"pos": DRAWN, "moves": "", "column": None}})
        assert state.why.stopped == playout.SILENT
        assert playout.playout_words(state.why).startswith("The plan has nothing to say")
        assert controls.controls(state)["why-play"]["text"] == "Play it out again"

    def test_a_reply_for_another_play_out_is_dropped(self):
        state = with_hints()
        answer(state, event(state, whymode.from_hints))
        out = event(state, playout.play_out)
        req = out.posts[-1]
        event(state, playout.stop_play)  # the reader went back: the request was cancelled
        event(state, loop.reply, {"id": req["id"], "ok": True,
                                  "result": {"pos": DRAWN, "moves": "", "column": 1}})
        assert state.why.moves == "" and not state.why.playing

    def test_clicks_outside_the_readers_turn_do_nothing(self):
        state = with_hints()
        answer(state, event(state, whymode.from_hints))
        assert not event(state, playout.click, 0).draw  # not playing out
        event(state, playout.play_out)
        assert not event(state, playout.click, 0).draw  # the plan's turn


class TestFromReviewAndPuzzle:
    def test_the_reviews_mistake_asks_its_reason(self):
        from connect4.page.modes.review import reviewmode  # noqa: F401 (the review's updates)

        state = humans()
        m = state.review
        m.moves, m.open, m.selected = "444446557617", True, 11
        state.mode = modes.REVIEW
        record = {"ply": 11, "column": 1, "score": 0, "kept": -16, "verdict": "mistake",
                  "better": [7], "keeps": [7]}
        m.record = lambda ply=None: record
        assert controls.controls(state)["review-why"]["hidden"] is False
        out = event(state, whymode.from_review)
        (req,) = why_posts(out)
        assert req["pos"] == "4444465576" and req["cols"] == [0] and req["after"] == {"0": 16}
        assert req["best"] == 6
        assert state.why.lead == "Move 11 (1), a mistake." and state.why.focus == 0
