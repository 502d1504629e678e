"""The opening trainer: its rules on the book's positions, and its updates in the page's loop.

The full engine is played here by the project's solver with the 12-disc
database (:func:`connect4.solver.api.hint_solver`): a ``hint`` request is
answered with every column's exact score, a ``line`` with the best line.
"""

import json

import pytest

from connect4.board import parse_position
from connect4.page.kernel import inflight, lazymodes, loop, modes, persist
from connect4.page.modes.opening import openingmode, openingrun, trainer
from connect4.page.modes.opening.trainer import Progress, Run, keeps, line_columns, pick, sound_columns
from connect4.solver.api import hint_solver
from connect4.solver.line import best_line
from tests.page.loop_helpers import page, run


@pytest.fixture(scope="module")
def solver():
    return hint_solver(table_size_log2=20)[0]


def scores(solver, moves):
    return solver.analyze(parse_position(moves))


class TestRules:
    def test_red_keeps_the_win_only_in_the_centre(self, solver):
        s = scores(solver, "")
        assert sound_columns(s) == [3]
        assert [c for c in range(7) if keeps(s, c)] == [3]

    def test_red_lines_are_yellows_sound_answers_to_the_centre(self, solver):
        assert line_columns(0, scores(solver, "4")) == [1, 2, 3, 4, 5]

    def test_yellow_lines_are_every_first_move_but_the_centre(self, solver):
        assert line_columns(1, scores(solver, "")) == [0, 1, 2, 4, 5, 6]

    def test_the_pick_is_seeded_and_varied(self):
        cols = [1, 2, 3, 4, 5]
        assert pick(cols, 3, "4") == pick(cols, 3, "4")
        assert len({pick(cols, seed, "4") for seed in range(40)}) == len(cols)

    @pytest.mark.parametrize("side", [0, 1])
    def test_the_pages_replies_are_all_sound(self, solver, side):
        # several seeded runs, the player playing a best move: every page move keeps its result
        lines = set()
        for seed in range(4):
            r = Run(side, seed)
            while not r.at_end():
                s = scores(solver, r.moves)
                if r.player_to_move():
                    assert r.judge(s, max(range(7), key=lambda c: -99 if s[c] is None else s[c]))
                else:
                    col = r.reply(s)
                    first = len(r.moves) == (2 if side == 0 else 1)
                    assert col in (line_columns(side, s) if first else sound_columns(s))
            lines.add(r.line())
            assert r.clean and len(r.moves) == trainer.END_PLY
        assert len(lines) > 1  # the lines vary with the seed

    def test_progress_masters_a_line_after_two_clean_runs(self):
        p = Progress()
        p.finished(0, "3", True)
        assert not p.mastered(0, "3")
        p.finished(0, "3", True)
        assert p.mastered(0, "3")
        p.mistake(0, "3")
        assert not p.mastered(0, "3")
        again = Progress(p.save())
        assert again.lines == p.lines and Progress("not json").lines == {"red": {}, "yellow": {}}


# -- the mode in the page's loop --------------------------------------------------------
def answer(state, out, solver, take=None):
    """Answer the trainer's posts with the solver; the replies' outboxes, in order."""
    outs = []
    for req in out.posts:
        if not req.get("train"):
            continue
        b = parse_position(req["pos"])
        if req["op"] == "hint":
            result = {"scores": solver.analyze(b)}
        else:
            result = {"pos": req["pos"], "line": [c + 1 for c in best_line(solver, b, plies=8)]}
        outs.append(run(loop.reply, state, {"id": req["id"], "ok": True, "result": result}))
    return outs


def opened(side, seed=5):
    state = page()
    state.dice = lambda: seed
    out = run(openingmode.open_trainer, state, side)
    assert out.of("fetch") == [("fetch", "opening")] and state.mode == modes.OPENING
    out = run(lazymodes.loaded, state, "opening")  # the loader installed the bundle
    return state, out


def timers(out):
    return [e[1] for e in out.of("timer")]


class TestMode:
    def test_a_wrong_first_move_for_red_is_refuted_and_taken_back(self, solver):
        state, out = opened(0)
        t = state.opening
        assert t.phase == openingrun.READY and t.run.moves == ""
        answer(state, out, solver)
        assert "keep the win" in openingrun.status(state)
        out = run(openingrun.click, state, 0)  # column 1: only the centre keeps the win
        assert t.feedback == openingrun.WRONG and t.tried == 0 and t.phase == openingrun.REFUTING
        assert "lets yellow win" in t.wrong and "gives the win away" in t.wrong
        [line_out] = answer(state, out, solver)
        refutation = best_line(solver, parse_position("1"), plies=8)[:6]
        assert t.refutation == refutation and timers(line_out) == [openingrun.STEP_TIMER]
        for n in range(1, len(refutation) + 1):
            out = run(loop.on_timer, state, openingrun.STEP_TIMER)
            assert openingrun.board(state).notation() == "1" + "".join(
                str(c + 1) for c in refutation[:n])
        assert timers(out) == [openingrun.BACK_TIMER]
        out = run(loop.on_timer, state, openingrun.BACK_TIMER)
        assert t.tried is None and t.phase == openingrun.READY and openingrun.board(state).notation() == ""
        assert not t.run.clean
        out = run(openingrun.click, state, 3)  # the centre: kept, the page replies
        assert t.feedback == openingrun.RIGHT and t.run.moves == "4"
        [after] = answer(state, out, solver)
        assert timers(after) == [openingrun.REPLY_TIMER]
        run(loop.on_timer, state, openingrun.REPLY_TIMER)
        assert len(t.run.moves) == 2 and t.run.moves[1] in "23456"

    def test_a_click_before_the_scores_waits_for_them(self, solver):
        state, out = opened(0)
        run(openingrun.click, state, 3)
        assert state.opening.phase == openingrun.CHECKING
        answer(state, out, solver)
        assert state.opening.run.moves == "4" and state.opening.feedback == openingrun.RIGHT

    def test_yellow_plays_to_the_end_and_the_progress_is_saved(self, solver):
        state, out = opened(1, seed=2)
        t = state.opening
        pending = [out]
        while t.phase != openingrun.FINISHED:
            nxt = []
            for o in pending:
                nxt += answer(state, o, solver)
            if t.phase == openingrun.REPLYING and t.run.moves in t.scores:
                nxt.append(run(loop.on_timer, state, openingrun.REPLY_TIMER))
            elif t.phase == openingrun.READY and t.run.moves in t.scores:
                s = t.scores[t.run.moves]
                nxt.append(run(openingrun.click, state, max(
                    (c for c in range(7) if s[c] is not None), key=lambda c: s[c])))
            assert nxt, t.phase
            pending = nxt
        assert len(t.run.moves) == trainer.END_PLY and "learnt to its end" in openingrun.status(state)
        saved = json.loads(persist.parts(state)[persist.TRAIN_KEY])
        assert saved["side"] == "yellow" and saved["yellow"][t.run.moves[0]] == [1, 1]

    def test_alternatives_give_every_columns_value_and_a_line(self, solver):
        state, out = opened(0)
        answer(state, out, solver)
        run(openingrun.toggle_alternatives, state)
        alts = openingrun.alternatives(state)
        assert [a[2] for a in alts] == [False, False, False, True, False, False, False]
        assert alts[3][1].startswith("win in")
        out = run(openingrun.alternative_line, state, 3)
        answer(state, out, solver)
        assert state.opening.alt_line and len(state.opening.alt_line) == 6

    def test_a_refutation_that_cannot_be_had_still_takes_the_move_back(self, solver):
        state, out = opened(0)
        answer(state, out, solver)
        out = run(openingrun.click, state, 6)
        [req] = [r for r in out.posts if r["op"] == "line"]
        out = run(loop.reply, state, {"id": req["id"], "ok": False, "error": "x", "kind": "search"})
        assert timers(out) == [openingrun.BACK_TIMER]
        run(loop.on_timer, state, openingrun.BACK_TIMER)
        assert state.opening.phase == openingrun.READY and openingrun.board(state).notation() == ""

    def test_a_lost_worker_asks_again(self, solver):
        state, out = opened(0)
        out = run(loop.ai_lost, state)
        assert [r["pos"] for r in out.posts if r.get("train")] == [""]

    def test_the_trainers_hints_are_not_the_games(self):
        req = {"op": "hint", "id": 9, "pos": "", "train": "scores"}
        f = inflight.InFlight()
        f.add(req, modes.OPENING)
        assert f.drop_hints() == [] and not f.has_hint("")
        assert f.answer({"id": 9, "progress": {"pos": ""}})[0] == inflight.OPENING
        assert f.answer({"id": 9, "ok": True, "result": {}})[0] == inflight.OPENING

    def test_a_reload_goes_on_with_the_line(self, solver):
        state, out = opened(0, seed=7)
        answer(state, out, solver)
        out = run(openingrun.click, state, 3)
        answer(state, out, solver)
        run(loop.on_timer, state, openingrun.REPLY_TIMER)
        moves = state.opening.run.moves
        assert len(moves) == 2
        saved = persist.parts(state)[persist.TRAIN_KEY]
        # the page again, as after a reload with ?train=red: the same line, its seed, the
        # player's move next (the run had been clean: a move taken back would be kept too)
        again = page()
        again.opening = openingmode.OpeningState(saved)
        again.dice = lambda: 99
        run(openingmode.open_trainer, again, 0)
        run(lazymodes.loaded, again, "opening")
        r = again.opening.run
        assert (r.moves, r.seed, r.clean) == (moves, 7, True)
        assert openingrun.board(again).notation() == moves
        # the saved line serves one start: "New line" is a fresh run
        run(openingrun.again, again)
        assert again.opening.run.moves == "" and again.opening.run.seed == 99
        # another side's link starts afresh
        other = page()
        other.opening = openingmode.OpeningState(saved)
        run(openingmode.open_trainer, other, 1)
        run(lazymodes.loaded, other, "opening")
        assert other.opening.run.moves == "" and other.opening.run.side == 1

    @pytest.mark.parametrize("rec", [
        None, "4", {"side": "blue", "seed": 1, "moves": "44"},
        {"side": "red", "seed": "1", "moves": "44"}, {"side": "red", "seed": 1, "moves": "48"},
        {"side": "red", "seed": 1, "moves": "1111111"},  # a full column
        {"side": "red", "seed": 1, "moves": ""},
        {"side": "red", "seed": 1, "moves": "1212121"},  # red has four: over
        {"side": "red", "seed": 1, "moves": "444444333333"},  # the line's end
    ])
    def test_a_damaged_saved_run_starts_a_fresh_one(self, rec):
        p = Progress(json.dumps({"side": "red", "red": {"4": [1, 0]}, "run": rec}))
        assert p.resume is None and p.lines["red"] == {"4": [1, 0]}  # the progress kept
        sound = {"side": "yellow", "seed": 1, "moves": "121212", "clean": False}
        assert Progress(json.dumps({"run": sound})).resume == (1, 1, "121212", False)

    def test_leaving_stops_the_trainers_requests(self, solver):
        state, out = opened(0)
        rids = [r["id"] for r in out.posts if r.get("train")]
        out = run(modes.leave, state)
        assert set(rids) <= set(out.cancels) and state.mode == modes.GAME


class TestLink:
    def test_a_link_opens_the_side(self):
        state = page()
        out = run(loop.start, state, {"train": "yellow"})
        assert state.mode == modes.OPENING and state.opening.side == 1 and out.of("fetch")
        assert openingrun.turn_parts(state) == ("You are yellow", " · Opening trainer")

    def test_a_bad_side_says_so_and_shows_the_game(self):
        state = page()
        run(loop.start, state, {"train": "blue"})
        assert state.mode == modes.GAME
        assert any("not red or yellow" in m for m in state.messages.items())
