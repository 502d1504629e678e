"""The Puzzles mode's state machine in the page's loop (connect4.page.modes.puzzles.puzzlemode):
loading, a failed load and its retry, ready, replying, wrong, solved, the
solution, closing while loading, a link's mode winning over a remembered one,
and the defects of issues 41 and 42 that lived in the old panel."""

import json
from pathlib import Path

import pytest
from loop_helpers import page

from connect4.page.kernel import controls, lazymodes, loop, modes, persist
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.puzzles import puzzlemode
from connect4.puzzles.record import load_set

SET = (Path(__file__).parents[2] / "connect4" / "puzzles" / "puzzles.txt").read_text()


@pytest.fixture(scope="module")
def puzzles():
    return load_set()


def go(state, fn, *args):
    """One event as the page runs it (the update, then loop.finish)."""
    return loop.run(state, fn, *args)


def fetched(state, out):
    """The runner's side: the bundle installed (CPython imports it), then the set."""
    assert ("fetch", "puzzles") in out.effects
    out = go(state, lazymodes.loaded, "puzzles")
    [get] = out.of("get")
    assert get[1] == state.puzzles.set_url
    return go(state, puzzlemode.set_loaded, SET)


def opened(what=("next",), saved=None):
    state = page(red=HUMAN, yellow="level2")
    state.puzzles = puzzlemode.PuzzleSession(saved)
    fetched(state, go(state, puzzlemode.open_puzzles, what))
    return state


class TestLoading:
    def test_the_bundle_then_the_set_then_the_puzzle(self):
        state = page()
        out = go(state, puzzlemode.open_puzzles)
        assert state.mode == modes.PUZZLES and state.puzzles.phase() == "loading"
        assert out.of("focus") == [("focus", "puzzles-title")]
        assert controls.controls(state)["puzzle-hint"]["disabled"]
        fetched(state, out)
        assert state.puzzles.phase() == "ready" and state.puzzles.trainer.attempt is not None
        assert not controls.controls(state)["puzzle-hint"]["disabled"]

    def test_a_failed_set_says_so_and_retry_fetches_it_again(self):
        state = page()
        out = go(state, puzzlemode.open_puzzles)
        go(state, lazymodes.loaded, "puzzles")
        go(state, puzzlemode.set_failed, "Failed to fetch")
        p = state.puzzles
        assert p.phase() == "error"
        assert p.status() == ("This part of the page could not be loaded (Failed to fetch). "
                              "Check the connection and try again.")
        look = controls.controls(state)
        assert look["puzzle-retry"] == controls.control(False, hidden=False)
        assert look["puzzle-hint"]["disabled"] and look["puzzle-solution"]["disabled"]
        # issue 42 (2): back to the game, Puzzles again: the set is asked again, and
        # once it is there every button works
        go(state, modes.close)
        out = go(state, puzzlemode.open_puzzles)
        assert state.puzzles.phase() == "error"  # until retried: the reason stays
        out = go(state, puzzlemode.retry)
        assert len(out.of("get")) == 1 and state.puzzles.phase() == "loading"
        go(state, puzzlemode.set_loaded, SET)
        assert state.puzzles.phase() == "ready"
        assert not controls.controls(state)["puzzle-hint"]["disabled"]

    def test_a_failed_bundle_can_be_retried_and_a_broken_one_is_not_the_connection(self):
        state = page()
        go(state, puzzlemode.open_puzzles)
        go(state, lazymodes.failed, "puzzles", "Failed to fetch")
        assert "Check the connection" in state.puzzles.status()
        out = go(state, puzzlemode.retry)
        assert ("fetch", "puzzles") in out.effects
        go(state, lazymodes.failed, "puzzles", "NameError: x", True)
        assert state.puzzles.status() == lazymodes.mode_broken()
        assert "connection" not in state.puzzles.status()
        assert controls.controls(state)["puzzle-retry"]["disabled"]  # no retry helps
        assert ("fetch", "puzzles") not in go(state, puzzlemode.retry).effects

    def test_closing_while_loading_does_not_reopen_the_mode_on_reload(self):
        # issue 42 (3): the remembered progress said open
        saved = json.dumps({"solved": [], "last": 4, "open": True})
        state = page()
        state.puzzles = puzzlemode.PuzzleSession(saved)
        go(state, loop.start, {})
        assert state.mode == modes.PUZZLES
        go(state, modes.close)
        assert state.mode == modes.GAME
        stored = persist.parts(state)[persist.PUZZLES_KEY]
        assert not lazymodes.puzzles_at_start({}, stored)

    def test_daily_while_loading_opens_the_daily_once_ready(self, puzzles):
        state = page()
        out = go(state, puzzlemode.open_puzzles)
        go(state, puzzlemode.show, ("daily", "2026-11-27"))  # a second ask during the load
        fetched(state, out)
        t = state.puzzles.trainer
        assert t.kind == "daily" and "(today's)" in t.about()


    def test_another_mode_gets_the_set_then_its_update_whatever_came(self):
        # Storm and a race (connect4.page.modes.storm.stormrun) ask for the set from their own mode
        state = page()
        seen = []

        def then(st, out):
            seen.append((st.puzzles.set_state, st.puzzles.error))

        go(state, lazymodes.loaded, "puzzles")  # (their bundle needs this one: lazymodes.NEEDS)
        out = go(state, puzzlemode.with_set, then)
        assert state.mode == modes.GAME and len(out.of("get")) == 1 and seen == []
        go(state, puzzlemode.set_failed, "Failed to fetch")
        assert seen == [(puzzlemode.FAILED, lazymodes.load_failed("Failed to fetch"))]
        out = go(state, puzzlemode.with_set, then)  # asked again: the set is fetched again
        assert len(out.of("get")) == 1 and len(seen) == 1
        go(state, puzzlemode.set_loaded, SET)
        assert seen[-1][0] == puzzlemode.READY and state.mode == modes.GAME
        assert state.puzzles.trainer.attempt is None  # no puzzle of the mode opened
        go(state, puzzlemode.with_set, then)  # in already: at once
        assert len(seen) == 3 and state.puzzles.then is None


class TestPlaying:
    def test_right_reply_wrong_and_solved_are_values_not_sentences(self, puzzles):
        p = next(x for x in puzzles if len(x.solution) >= 3)
        state = opened(("id", str(p.id)))
        s = state.puzzles
        wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
        out = go(state, puzzlemode.click, wrong)
        assert s.feedback == puzzlemode.WRONG and s.phase() == "trying"
        assert out.timers() == {"puzzles.back": puzzlemode.REPLY_MS}
        assert s.board().moves[-1] == wrong  # the wrong disc shows until taken back
        cols = "".join(str(c + 1) for c in p.solution[:2])
        go(state, loop.on_timer, "puzzles.back")
        assert s.phase() == "wrong" and s.board().notation() == p.position
        out = go(state, puzzlemode.click, p.solution[0])
        assert s.feedback == puzzlemode.RIGHT and s.phase() == "replying"
        assert go(state, puzzlemode.click, p.solution[2]).effects == []  # not while replying
        go(state, loop.on_timer, "puzzles.reply")
        assert s.phase() == "ready" and s.board().notation() == p.position + cols

    def test_the_solution_ends_the_puzzle_and_stops_its_timers(self, puzzles):
        p = next(x for x in puzzles if len(x.solution) >= 3)
        state = opened(("id", str(p.id)))
        go(state, puzzlemode.click, p.solution[0])
        out = go(state, puzzlemode.solution)
        assert ("stop", "puzzles.reply") in out.effects
        assert state.puzzles.phase() == "solved" and state.puzzles.feedback == puzzlemode.SOLUTION
        assert controls.controls(state)["puzzle-solution"]["disabled"]

    def test_leaving_the_mode_drops_its_reply(self, puzzles):
        p = next(x for x in puzzles if len(x.solution) >= 3)
        state = opened(("id", str(p.id)))
        go(state, puzzlemode.click, p.solution[0])
        go(state, modes.close)
        assert state.mode == modes.GAME and not state.puzzles.replying
        assert go(state, loop.on_timer, "puzzles.reply").effects == []  # a late tick does nothing

    def test_a_replay_of_a_solved_puzzle_does_not_count(self, puzzles):
        # issue 42 (9): the daily puzzle again raised the streak and rating each time
        p = puzzles[0]
        state = opened(("id", str(p.id)))
        for i in range(0, len(p.solution), 2):
            go(state, puzzlemode.click, p.solution[i])
            go(state, loop.on_timer, "puzzles.reply")
        t = state.puzzles.trainer
        rating, streak = t.progress.rating, t.progress.streak
        assert t.progress.solved_count() == 1
        go(state, puzzlemode.show, ("id", str(p.id)))
        for i in range(0, len(p.solution), 2):
            go(state, puzzlemode.click, p.solution[i])
            go(state, loop.on_timer, "puzzles.reply")
        assert (t.progress.rating, t.progress.streak, t.progress.solved_count()) == (
            rating, streak, 1)
        assert t.status.endswith("a replay does not change the rating")

    def test_a_solve_after_a_wrong_try_says_why_it_does_not_count(self, puzzles):
        # issue 42 (16)
        p = next(x for x in puzzles if len(x.solution) == 1)
        state = opened(("id", str(p.id)))
        wrong = next(c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None)
        go(state, puzzlemode.click, wrong)
        go(state, loop.on_timer, "puzzles.back")
        go(state, puzzlemode.click, p.solution[0])
        t = state.puzzles.trainer
        assert t.progress.solved_count() == 0
        assert "only a first try without help counts" in t.status

    def test_puzzles_again_returns_to_the_one_not_tried(self, puzzles):
        # issue 42 (15): Back to the game, then Puzzles again, skipped it
        state = opened()
        first = state.puzzles.trainer.attempt.puzzle.id
        go(state, modes.close)
        fetched_again = go(state, puzzlemode.open_puzzles)
        assert fetched_again.of("get") == []
        assert state.puzzles.trainer.attempt.puzzle.id == first


class TestThePageAroundIt:
    def test_a_link_wins_over_the_remembered_mode(self):
        # issue 41: a review link showed above the last puzzle
        saved = json.dumps({"solved": [], "last": 4, "open": True})
        state = page(red=HUMAN, yellow=HUMAN)
        state.puzzles = puzzlemode.PuzzleSession(saved)
        go(state, loop.start, {"pos": "355546653431463", "review": "1"})
        assert state.mode == modes.GAME  # the review opens once its panel is in
        assert not lazymodes.puzzles_at_start({}, persist.parts(state)[persist.PUZZLES_KEY])

    def test_a_puzzle_link_opens_it_and_the_address_is_the_puzzles(self, puzzles):
        state = page()
        go(state, loop.start, {"puzzle": "37"})
        assert state.mode == modes.PUZZLES
        fetched(state, _fetch_effect())
        assert puzzlemode.link_query(state) == "?puzzle=37"
        assert state.puzzles.turn_line() == state.puzzles.trainer.attempt.prompt()

    def test_practise_waits_for_the_review_and_the_board_is_the_puzzles(self):
        # issue 42 (7): clickable while the review worked, it found none and closed it
        state = page(red=HUMAN, yellow="level2")
        state.review.start("444446557617", "a game")
        state.mode = modes.REVIEW
        assert controls.controls(state)["review-practise"]["disabled"]
        out = go(state, puzzlemode.practise)
        assert ("fetch", "puzzles") not in out.effects and state.mode == modes.REVIEW


def _fetch_effect():
    out = loop.Outbox()
    out.fetch("puzzles")
    return out
