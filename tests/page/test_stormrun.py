"""Storm and the race in the page's loop (connect4.page.modes.storm.stormrun): a run started once
Storm's bundle, the Puzzles mode's bundle and the set are in; clicks that solve and miss; the
mode's timer ending the run; the best kept and saved; the failures replayed; races by link."""

import json
from pathlib import Path

import pytest
from loop_helpers import page

from connect4.board import Board
from connect4.page.kernel import controls, lazymodes, loop, modes, persist
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.storm import stormrun
from connect4.page.modes.storm.stormrun import MISSED, OVER, RIGHT, RUNNING, SOLVED, TIMER
from connect4.page.modes.training import trainingmode
from connect4.puzzles.record import LazySet
from connect4.training import race, storm

SET = (Path(__file__).parents[2] / "connect4" / "puzzles" / "puzzles.txt").read_text()


@pytest.fixture(scope="module")
def puzzles():
    return LazySet(SET)


class Clock:
    def __init__(self):
        self.ms = 1000.0

    def __call__(self):
        return self.ms


def go(state, fn, *args):
    """One event as the page runs it (the update, then loop.finish)."""
    return loop.run(state, fn, *args)


def fresh(dice=7):
    state = page()
    state.clock = Clock()
    state.dice = lambda: dice
    return state


def bundles_in(state, out):
    """The runner's side: the Puzzles mode's bundle (Storm's needs it), Storm's, then the set."""
    if state.loads.get(puzzlemode.BUNDLE) != lazymodes.READY:
        assert out.of("fetch") == [("fetch", puzzlemode.BUNDLE)]
        out = go(state, lazymodes.loaded, puzzlemode.BUNDLE)
    assert out.of("fetch") == [("fetch", trainingmode.STORM_BUNDLE)]
    out = go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
    assert out.of("focus") == [("focus", stormrun.TITLE)]
    [get] = out.of("get")
    assert state.training.run.phase() == stormrun.LOADING
    assert stormrun.turn_chip(state.training.run)[1] is None  # no one to move yet
    return go(state, get[2], SET)  # puzzlemode.set_loaded


def storm_run(dice=7):
    state = fresh(dice)
    bundles_in(state, go(state, trainingmode.open_storm))
    return state, state.training.run


def test_storm_asked_from_the_puzzles_is_dropped_when_the_reader_left_them_meanwhile():
    state = fresh()
    state.mode = modes.PUZZLES  # its button is in the Puzzles mode
    out = go(state, trainingmode.open_storm)
    go(state, lazymodes.loaded, puzzlemode.BUNDLE)
    go(state, modes.close)  # back to the game while Storm's bundle comes
    go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
    assert out.of("fetch") and state.mode == modes.GAME and state.training.run is None
    assert state.training.pending is None
    state.mode = modes.PUZZLES
    bundles = go(state, trainingmode.open_storm)  # asked again, and waited for: it starts
    assert state.mode == modes.STORM and bundles.of("focus") == [("focus", stormrun.TITLE)]


def right(play):
    return play.run.current_attempt().accepted()[0]


def wrong(play):
    a = play.run.current_attempt()
    board = Board(a.moves())
    return next(c for c in range(7) if board.can_play(c) and c not in a.accepted())


def solve(state, play):
    """Right columns until the current puzzle is solved; the last click's outbox."""
    pid = play.run.current_id()
    while True:
        out = go(state, stormrun.click, right(play))
        if play.run.current_id() != pid or play.result is not None:
            return out
        assert play.feedback == RIGHT


class TestStorm:
    def test_a_run_starts_once_the_set_is_in_and_the_clock_with_the_first_move(self, puzzles):
        state, play = storm_run()
        assert state.mode == modes.STORM and play.phase() == RUNNING
        assert play.run.order == storm.storm_order(puzzles, 7)
        assert play.current_id() == play.run.order[0] and len(play.run.order) == 150
        assert stormrun.clock_text(play, state.clock()) == "3:00"
        assert "starts with your first move" in stormrun.status(play)
        assert stormrun.StormBoard(play).can_human_play(right(play))

    def test_a_solve_adds_time_and_moves_on_a_miss_takes_ten_seconds(self, puzzles):
        state, play = storm_run()
        first = play.current_id()
        out = solve(state, play)
        assert play.feedback == SOLVED and play.score() == 1
        assert out.timers() == {TIMER: 1015} and out.of("timer")[0][3] == modes.STORM
        assert out.announce.startswith("Solved, +3 s. Puzzle 2: ") and play.said == "Solved, +3 s."
        assert stormrun.rules_words(play) == (
            "A solve adds 3 s (more at combos of 5, 12, 20, 30), a miss takes 10 s.")
        second = play.current_id()
        assert second == play.run.order[1] != first
        state.clock.ms += 2000
        out = go(state, stormrun.click, wrong(play))
        assert play.feedback == MISSED and play.run.failed == [second]
        assert out.announce.startswith("Missed, -10 s.")
        assert play.clock_ms(state.clock()) == 180000 + 3000 - 2000 - 10000
        assert stormrun.clock_text(play, state.clock()) == "2:51"

    def test_a_full_column_is_not_a_miss(self, puzzles):
        state, _ = storm_run()
        full = next(i + 1 for i in range(len(puzzles))
                    if not all(Board(puzzles[i].moves).can_play(c) for c in range(7)))
        go(state, stormrun.start, stormrun.Play(stormrun.STORM, 1, state.clock, order=[full]))
        play = state.training.run
        col = next(c for c in range(7) if not play.board().can_play(c))
        assert go(state, stormrun.click, col).effects == []
        assert play.run.failed == [] and play.feedback is None and play.current_id() == full

    def test_the_timer_ends_the_run_at_zero_and_the_best_is_kept(self):
        state, play = storm_run()
        solve(state, play)
        solve(state, play)
        state.clock.ms += 60000
        out = go(state, loop.on_timer, TIMER)
        assert play.phase() == RUNNING and out.timers() == {TIMER: 1015}
        state.clock.ms += 250
        assert go(state, loop.on_timer, TIMER).timers() == {TIMER: 765}  # when 1:xx turns
        state.clock.ms += 126000  # 180 + 6 s from the first move
        out = go(state, loop.on_timer, TIMER)
        assert play.phase() == OVER and out.timers() == {} and ("stop", TIMER) in out.effects
        assert out.of("focus") == [("focus", stormrun.RESULT)]
        assert out.announce == "Time is up. Score 2 (2 played), best combo 2. A new best!"
        assert stormrun.turn_chip(play) == ("Time is up", None)
        assert json.loads(persist.parts(state)[persist.STORM_KEY]) == {"best": 2, "best_combo": 2, "runs": 1}
        assert go(state, stormrun.click, 3).effects == []  # over: nothing more
        go(state, stormrun.again)
        again = state.training.run
        assert again is not play and again.phase() == RUNNING
        go(state, stormrun.click, wrong(again))
        state.clock.ms += 200000
        out = go(state, loop.on_timer, TIMER)
        assert again.result["failed"] == again.run.order[:1] and not again.new_best
        assert out.announce.endswith("Best 2 · 2 runs.")
        assert stormrun.best_words(state) == "Best 2 · 2 runs"

    def test_a_saved_record_is_read_and_a_damaged_one_starts_afresh(self):
        state = fresh()
        state.storm_saved = '{"best": 9, "best_combo": 5, "runs": 3}'
        assert stormrun.best_words(state) == "Best 9 · 3 runs"
        state.storm_saved = "{not json"
        assert stormrun.best_words(state).startswith("Your first Storm")

    def test_ten_misses_in_a_row_end_the_run(self):
        # 18 misses take the whole 180 s: the run ends on the last click, its failures listed
        state, play = storm_run()
        missed = []
        for _ in range(18):
            missed.append(play.current_id())
            out = go(state, stormrun.click, wrong(play))
            state.clock.ms += 1
        assert play.phase() == OVER and play.result["failed"] == missed
        assert out.announce.startswith("Missed, -10 s. Time is up. Score 0 (18 played)")
        assert [pid for pid, _ in stormrun.failures(state)] == missed
        words = stormrun.failures(state)[0][1]
        assert words.startswith("Level 1 · ") and " to play and " in words

    def test_replaying_the_failures_is_a_storm_run_of_them_not_counted_in_the_best(self):
        state, play = storm_run()
        solve(state, play)
        missed = []
        for _ in range(2):
            missed.append(play.current_id())
            go(state, stormrun.click, wrong(play))
        state.clock.ms += 200000
        go(state, loop.on_timer, TIMER)
        saved = state.storm_saved
        go(state, stormrun.replay)
        replay = state.training.run
        assert replay.run.order == missed and replay.current_id() == missed[0]
        assert state.mode == modes.STORM and replay.phase() == RUNNING
        solve(state, replay)
        out = solve(state, replay)
        assert replay.phase() == OVER and replay.result["score"] == 2  # the puzzles ran out
        assert out.announce.startswith("Solved, +3 s. Every puzzle of the run played. Score 2")
        assert out.announce.endswith("A replay: not counted in your best.")
        assert state.storm_saved == saved

    def test_leaving_stops_the_run_and_its_clock(self):
        state, play = storm_run()
        solve(state, play)
        left = play.clock_ms(state.clock())
        go(state, modes.close)
        assert state.mode == modes.GAME
        state.clock.ms += 50000
        assert play.clock_ms(state.clock()) == left  # stopped
        assert go(state, stormrun.click, 3).effects == []
        assert go(state, loop.on_timer, TIMER).effects == []

    def test_a_set_that_cannot_be_had_says_so_and_again_retries(self):
        state = fresh()
        go(state, trainingmode.open_storm)
        go(state, lazymodes.loaded, puzzlemode.BUNDLE)
        go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
        go(state, puzzlemode.set_failed, "Failed to fetch")
        play = state.training.run
        assert play.phase() == stormrun.ERROR and "Check the connection" in stormrun.status(play)
        out = go(state, stormrun.again)
        assert len(out.of("get")) == 1 and state.training.run.phase() == stormrun.LOADING
        go(state, puzzlemode.set_loaded, SET)
        assert state.training.run.phase() == RUNNING

    def test_from_the_puzzles_mode_with_its_set_in_at_once(self):
        state = fresh()
        out = go(state, puzzlemode.open_puzzles, ("next",))
        go(state, lazymodes.loaded, puzzlemode.BUNDLE)
        go(state, puzzlemode.set_loaded, SET)
        look = controls.controls(state)
        assert look["storm-open"] == controls.control(False, hidden=False)
        out = go(state, trainingmode.open_storm)
        assert controls.controls(state)["storm-open"]["disabled"]  # its bundle on its way
        out = go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
        assert out.of("get") == [] and state.mode == modes.STORM
        assert state.training.run.phase() == RUNNING and state.puzzles.pending is None
        state.mode = modes.PRACTICE
        assert controls.controls(state)["race-open"]["hidden"]


class TestRace:
    def test_a_link_with_a_friends_result_runs_the_seeds_puzzles(self, puzzles):
        state = fresh()
        params = {"race": "Friday7", "time": "83.4", "solved": "10"}
        out = go(state, loop.start, params)
        bundles_in(state, out)
        play = state.training.run
        assert state.mode == modes.RACE and play.seed == "friday7"
        assert play.run.ids == race.race_ids("friday7", puzzles) and len(play.run.ids) == 10
        assert trainingmode.link_query(state) == "?race=friday7"
        assert stormrun.friend_words(play.friend) == "Your friend solved 10 in 83.4 s: beat it."
        assert stormrun.status(play) == "%s." % play.attempt().prompt()
        assert stormrun.turn_chip(play) == (play.attempt().prompt(), play.attempt().side)
        assert stormrun.rules_words(play) == (
            "10 puzzles, the same for whoever opens the link: a miss adds 10 s.")
        state.clock.ms += 5000
        out = go(state, loop.on_timer, TIMER)  # a race's clock runs from its first puzzle
        assert out.timers() == {TIMER: 1015} and stormrun.clock_text(play, state.clock()) == "5 s"
        state.clock.ms += 300
        assert go(state, stormrun.click, wrong(play)).timers() == {TIMER: 715}
        assert stormrun.clock_text(play, state.clock()) == "15 s"  # a miss adds 10 s
        while play.result is None:
            state.clock.ms += 4000
            out = solve(state, play)
        assert play.result["query"] == "?race=friday7&time=51.3&solved=9"
        assert out.announce == ("Solved. The race is over. 9 of 10 solved in 51.3 s. "
                                "Your friend's 10 in 83.4 s stands.")
        # the turn chip says the race is over, with no disc (it said "Race" by a red one)
        assert stormrun.turn_chip(play) == ("The race is over", None)
        assert state.storm_saved is None  # a race is not a Storm run

    def test_a_faster_race_with_as_many_solves_beats_the_friend(self):
        state = fresh()
        bundles_in(state, go(state, loop.start, {"race": "abc", "time": "83.4", "solved": "10"}))
        play = state.training.run
        while play.result is None:
            state.clock.ms += 1000
            solve(state, play)
        assert stormrun.end_words(play) == "10 of 10 solved in 10.0 s. You beat your friend's 10 in 83.4 s."

    def test_a_bad_link_is_refused_with_a_message_and_the_game_stays(self):
        state = fresh()
        go(state, loop.start, {"race": "no way!"})
        go(state, lazymodes.loaded, puzzlemode.BUNDLE)
        out = go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
        assert state.mode == modes.GAME and state.training.run is None
        assert out.of("fetch") == [] and out.of("get") == []
        [said] = state.messages.items()
        assert "may hold only letters and digits" in said and said.endswith("The game is shown instead.")
        state = fresh()
        go(state, loop.start, {"race": "abc", "time": "83.4"})
        go(state, lazymodes.loaded, puzzlemode.BUNDLE)
        go(state, lazymodes.loaded, trainingmode.STORM_BUNDLE)
        assert state.mode == modes.GAME and "both a time" in state.messages.items()[0]

    def test_a_new_race_seeds_from_the_dice(self, puzzles):
        state = fresh(dice=12345)
        bundles_in(state, go(state, trainingmode.new_race))
        play = state.training.run
        assert play.seed == race.new_seed(12345) and play.friend is None
        assert play.run.ids == race.race_ids(play.seed, puzzles)
        while play.result is None:
            go(state, stormrun.click, wrong(play))
        assert play.result["failed"] == play.run.ids
        assert stormrun.end_words(play).endswith(
            "Send the link to a friend: the same puzzles, your time to beat.")
        state.dice = lambda: 99
        go(state, stormrun.again)
        assert state.training.run.seed == race.new_seed(99) and state.mode == modes.RACE
        go(state, stormrun.replay)  # no failures in a run not over: nothing
        assert state.training.run.kind == stormrun.RACE


#: A run played through the page's loop, printed: MicroPython must print what CPython does.
SCRIPT = """
import json
from connect4.page.kernel import lazymodes, loop
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import Settings
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.storm import stormrun
from connect4.page.modes.training import trainingmode
from connect4.board import Board


class Ai:
    ready, full_gone, full_ready = False, False, False


clock = [1000]
state = loop.PageState(Game(Settings("human", "human")), Ai(), clock=lambda: clock[0], dice=lambda: 5)
SET = %r


def run(fn, *args):
    out = loop.run(state, fn, *args)
    return [e for e in out.effects if e[0] in ("announce", "timer", "focus", "stop")]


def col(play, good):
    a = play.run.current_attempt()
    b = Board(a.moves())
    return a.accepted()[0] if good else [c for c in range(7) if b.can_play(c) and c not in a.accepted()][0]


for start, params in ((trainingmode.open_storm, None),
                      (loop.start, {"race": "Abc", "time": "9.5", "solved": "3"})):
    print(run(start, *([params] if params else [])))
    print(run(lazymodes.loaded, "puzzles"), run(lazymodes.loaded, "storm"))
    print(run(puzzlemode.set_loaded, SET))
    play = state.training.run
    print(play.kind, play.seed, play.run.ids if play.kind == "race" else play.run.order)
    n = 0
    while play.result is None:
        clock[0] += 1700
        print(run(stormrun.click, col(play, n %% 3 != 1)), stormrun.clock_text(play, clock[0]),
              stormrun.status(play), play.score())
        n += 1
    print(stormrun.end_words(play), sorted(play.result.items()))
    print(" / ".join("%%d %%s" %% row for row in stormrun.failures(state)))
    print(sorted(json.loads(state.storm_saved).items()))
"""


def test_micropython_plays_a_run_as_cpython_does(tmp_path, puzzles):
    import subprocess
    import sys

    from js_runtimes import run_in
    from shared_data import ROOT

    import connect4
    from connect4.site.builder import bundle_of

    lines = [line for line in SET.splitlines() if line and not line.startswith("#")]
    picked = [lines[i] for lv in range(1, 8) for i in [i for i in range(len(lines))
                                                         if puzzles.tags(i)[0] == lv][:3]]
    script = tmp_path / "storm.py"
    script.write_text(SCRIPT % "\n".join(picked))
    mp = run_in("micropython", script, connect4.MAIN_THREAD_MODULES + bundle_of("storm"))
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True,
                        env={"PYTHONPATH": str(ROOT)})
    assert cp.returncode == 0, cp.stderr
    assert mp.stdout == cp.stdout and "Time is up" not in cp.stdout
    assert "A new best!" in cp.stdout and "?race=abc&time=" in cp.stdout
