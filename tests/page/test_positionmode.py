"""The position tools inside the page's loop (connect4.page.modes.position.positionmode): Threats, the best
line, the review's mistake lines and the editor, as events of the loop."""

from loop_helpers import page, run

from connect4.page.kernel import controls, lazymodes, loop, modes, persist
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.position import positionmode
from connect4.page.modes.review import reviewed, reviewmode
from connect4.review.verdicts import verdict

BUNDLE = positionmode.BUNDLE


def humans(moves=""):
    state = page(red=HUMAN, yellow=HUMAN)
    for c in moves:
        run(gamemode.play, state, int(c) - 1)
    return state


def event(state, fn, *args):
    """One event as the page runs it (the update, then loop.finish)."""
    return loop.run(state, fn, *args)


def fetches(out):
    return [e[1] for e in out.of("fetch")]


def loaded(state):
    return event(state, lazymodes.loaded, BUNDLE)


class TestThreats:
    def test_a_click_before_the_load_turns_it_on_at_once_and_fetches_the_marks(self):
        state = humans("445566")
        out = event(state, positionmode.toggle_threats)
        assert state.threats and fetches(out) == [BUNDLE] and out.draw
        assert persist.parts(state)[persist.THREATS_KEY] == "1"  # saved by the one save
        assert controls.controls(state)["threats"]["pressed"] is True
        out = loaded(state)
        assert state.threats and out.announce == (
            "Red has odd threats at c1 and g1; yellow has even threats at c2 and g2.")

    def test_a_click_while_it_loads_is_not_lost_nor_inverted(self):
        state = humans()
        event(state, positionmode.toggle_threats)  # on, loading
        out = event(state, positionmode.toggle_threats)  # off again before the bundle is in
        assert not state.threats and fetches(out) == [] and out.announce == positionmode.HIDDEN
        out = loaded(state)
        assert not state.threats and out.announce is None

    def test_a_remembered_toggle_loads_at_start_and_a_click_meanwhile_turns_it_off_once(self):
        state = humans("445566")
        state.threats = True  # restored from the storage (static/startup.py)
        out = event(state, loop.start, {})
        assert fetches(out) == [BUNDLE] and state.threats
        event(state, positionmode.toggle_threats)  # the reader's click while it loads
        loaded(state)
        assert not state.threats and persist.parts(state)[persist.THREATS_KEY] == "0"
        event(state, positionmode.toggle_threats)
        assert state.threats

    def test_after_the_load_the_toggle_says_the_key_or_hidden(self):
        state = humans("445566")
        event(state, positionmode.toggle_threats)
        loaded(state)
        out = event(state, positionmode.toggle_threats)
        assert out.announce == positionmode.HIDDEN and fetches(out) == []
        assert event(state, positionmode.toggle_threats).announce.startswith("Red has odd threats")

    def test_the_marks_are_for_the_position_the_board_shows(self):
        state = humans("4453")
        assert positionmode.board_position(state) == "4453"
        event(state, reviewmode.open_moves, "44536", "a game")
        event(state, reviewmode.select, 2)
        assert positionmode.board_position(state) == "44"


class TestLine:
    def test_request_progress_answer_steps(self):
        state = humans("4453")
        out = event(state, positionmode.show_line)
        [req] = [r for r in out.posts if r["op"] == "line"]
        assert req["pos"] == "4453" and state.requests.get(req["id"]) is req
        assert fetches(out) == [BUNDLE]
        out = event(state, loop.reply, {"id": req["id"], "progress": {"pos": "4453", "line": [4]}})
        assert out.draw and state.position.line.words() == "Finding the best line... 4"
        assert state.requests.get(req["id"]) is not None  # progress leaves it open
        answer = {"id": req["id"], "ok": True, "result": {"pos": "4453", "line": [4, 4, 3]}}
        assert event(state, loop.reply, answer).draw
        assert state.position.line.line == [4, 4, 3] and len(state.requests) == 0
        look = controls.controls(state)
        assert look["line-back"] == {"disabled": True, "hidden": False}
        assert look["line-forward"] == {"disabled": False, "hidden": False}
        out = event(state, positionmode.step, 1)
        out = event(state, positionmode.step, 1)
        assert positionmode.stepping(state) and out.announce.endswith("Showing move 2 of 3.")
        assert positionmode.board_position(state) == "445344"
        assert positionmode.shown(state).board.notation() == "445344"
        assert not positionmode.shown(state).can_human_play(0)
        assert state.game.board.notation() == "4453"  # the game is where it was
        event(state, positionmode.step, -1)
        assert positionmode.board_position(state) == "44534"
        event(state, positionmode.step, 0)
        assert not positionmode.stepping(state) and positionmode.board_position(state) == "4453"

    def test_a_failure_says_why_and_a_cancel_says_nothing(self):
        state = humans("44")
        [req] = event(state, positionmode.show_line).posts
        out = event(state, loop.reply, {"id": req["id"], "ok": False, "error": "boom"})
        assert out.draw and state.position.line.asked is None
        assert state.messages.items()[-1] == "The best line could not be found: boom."
        [req] = event(state, positionmode.show_line).posts
        n = len(state.messages.items())
        event(state, loop.reply, {"id": req["id"], "ok": False, "kind": "cancelled"})
        assert len(state.messages.items()) == n

    def test_the_game_moving_on_cancels_the_line(self):
        state = humans("44")
        [req] = event(state, positionmode.show_line).posts
        out = event(state, gamemode.play, 2)
        assert req["id"] in out.cancels and state.requests.get(req["id"]) is None
        assert state.position.line.pos is None
        late = {"id": req["id"], "ok": True, "result": {"pos": "44", "line": [4]}}
        assert not event(state, loop.reply, late).draw  # its answer, too late, is dropped

    def test_an_answered_line_goes_when_the_game_moves(self):
        state = humans("44")
        [req] = event(state, positionmode.show_line).posts
        event(state, loop.reply, {"id": req["id"], "ok": True, "result": {"pos": "44", "line": [3]}})
        event(state, positionmode.step, 1)
        event(state, positionmode.step, 0)
        event(state, gamemode.play, 2)
        assert state.position.line.line is None and controls.controls(state)["line-back"]["hidden"]

    def test_a_restarted_worker_loses_the_line(self):
        state = humans("44")
        event(state, positionmode.show_line)
        event(state, loop.ai_lost)
        assert state.position.line.asked is None and state.position.line.words() == ""

    def test_no_line_on_a_finished_game(self):
        state = humans("4545454")
        assert controls.controls(state)["line-show"]["disabled"]
        assert event(state, positionmode.show_line).posts == []


def judged(moves="4453", blunder=3):
    """A page showing a finished review of ``moves`` whose move ``blunder`` lost the win."""
    state = humans()
    event(state, reviewmode.open_moves, moves, "a game")
    m = state.review
    m.request_id = None
    m.records = [{"ply": i + 1, "column": int(c), "score": 2 if i + 1 == blunder else 0,
                  "kept": -2 if i + 1 == blunder else 0,
                  "verdict": verdict(2, -2) if i + 1 == blunder else verdict(0, 0),
                  "better": None, "keeps": []} for i, c in enumerate(moves)]
    m.state = reviewed.DONE
    return state


class TestMistakes:
    def test_asked_once_the_review_is_done_for_the_mistake_shown(self):
        state = judged()
        state.review.state = reviewed.RUNNING
        out = event(state, reviewmode.select, 3)
        assert [r for r in out.posts if r["op"] == "line"] == []  # not while the review runs
        assert state.loads[BUNDLE] == lazymodes.LOADING  # the lines are drawn by the mode's view
        state.review.state = reviewed.DONE
        out = event(state, reviewmode.select, 3)
        [req] = [r for r in out.posts if r["op"] == "line"]
        assert req["pos"] == "44" and req["score"] == 2
        assert state.requests.mode_of[req["id"]] == modes.REVIEW
        assert event(state, reviewmode.select, 3).posts == []  # asked once
        event(state, loop.reply, {"id": req["id"], "progress": {"pos": "44", "line": [3]}})
        mk = state.position.mistakes
        assert mk.words("4453", state.review.record())[0].endswith("finding it... 3")
        event(state, loop.reply, {"id": req["id"], "ok": True,
                                  "result": {"pos": "44", "line": [3, 4]}})
        assert mk.words("4453", state.review.record()) == (
            "Best line from before move 3: 3 4.", "Played: 5 3.")
        assert event(state, reviewmode.select, 3).posts == []  # known: not asked again

    def test_closing_the_review_cancels_it(self):
        state = judged()
        [req] = [r for r in event(state, reviewmode.select, 3).posts if r["op"] == "line"]
        out = event(state, modes.close)
        assert out.cancels.count(req["id"]) == 1 and state.position.mistakes.asked is None
        late = {"id": req["id"], "ok": True, "result": {"pos": "44", "line": [3]}}
        event(state, loop.reply, late)
        assert "44" not in state.position.mistakes.lines

    def test_a_failed_mistake_line_is_asked_again_on_a_later_look(self):
        state = judged()
        [req] = [r for r in event(state, reviewmode.select, 3).posts if r["op"] == "line"]
        out = event(state, loop.reply, {"id": req["id"], "ok": False, "error": "x"})
        assert state.position.mistakes.asked is None and not state.messages.items()
        assert out.posts == []  # not again at once: a failing worker would be asked for ever
        assert event(state, reviewmode.select, 3).posts == []
        event(state, reviewmode.select, 2)
        assert [r["pos"] for r in event(state, reviewmode.select, 3).posts] == ["44"]

    def test_a_restarted_worker_asks_the_mistake_line_again(self):
        state = judged()
        event(state, reviewmode.select, 3)
        out = event(state, loop.ai_lost)
        assert [r["pos"] for r in out.posts if r["op"] == "line"] == ["44"]


class TestEditor:
    def opened(self, moves="44"):
        state = humans(moves)
        out = event(state, positionmode.open_setup)
        assert fetches(out) == [BUNDLE] and state.mode == modes.GAME  # waits for the bundle
        out = loaded(state)
        assert state.mode == modes.SETUP and out.of("focus") == [("focus", "setup-d1")]
        return state

    def test_opens_once_loaded_from_the_games_position_and_plays_from_here(self):
        state = self.opened("44")
        e = state.position.editor
        assert state.position.text == e.text() and e.state(3, 1) == 2
        event(state, positionmode.cycle, 2, 0)  # c1 -> red
        event(state, positionmode.cycle, 4, 0)
        event(state, positionmode.cycle, 4, 0)  # e1 -> yellow
        assert state.position.text == e.text()
        out = event(state, positionmode.play_setup)
        assert state.mode == modes.GAME and len(state.game.board.notation()) == 4
        assert out.changed and out.announce.startswith("Playing from the position you set up.")

    def test_an_unreadable_grid_shows_its_own_reason_not_the_previous_ones(self):
        state = self.opened("")
        event(state, positionmode.paste, ".......\n" * 5 + "XX.X...\n")
        event(state, positionmode.play_setup)  # readable, but no game reaches it
        e = state.position.editor
        assert e.problem.startswith("No game reaches this position: red has 3 discs")
        assert state.mode == modes.SETUP and state.game.board.notation() == ""
        event(state, positionmode.paste, "XX\n")  # the box now holds a grid it cannot read
        assert e.problem.startswith("This grid cannot be read: the grid has 1 row;")
        assert state.position.text == "XX\n"  # the box keeps what the reader typed
        event(state, positionmode.play_setup)
        assert e.problem.startswith("This grid cannot be read") and state.mode == modes.SETUP
        event(state, positionmode.paste, ".......\n" * 5 + "..XO...\n")
        assert e.problem is None and e.state(2, 0) == 1
        event(state, positionmode.play_setup)
        assert state.game.board.notation() == "34"

    def test_clear_and_cancel_leave_the_game_as_it_was(self):
        state = self.opened("4453")
        event(state, positionmode.clear)
        assert state.position.text == state.position.editor.text()
        assert not any(c[2] for c in state.position.editor.cells())
        out = event(state, positionmode.cancel_setup)
        assert state.mode == modes.GAME and state.game.board.notation() == "4453"
        assert out.of("focus") == [("focus", "setup-open")]

    def test_opening_leaves_the_review(self):
        state = judged()
        loaded(state)
        event(state, positionmode.open_setup)
        assert state.mode == modes.SETUP and not state.review.open

    def test_a_reload_opens_the_editor_again_with_its_grid(self):
        state = self.opened("44")
        event(state, positionmode.cycle, 2, 0)  # c1 -> red
        grid = state.position.text
        key = persist.setup_key(False)
        kept = persist.parts(state)[key]
        assert kept == grid
        # the next visit: the game's position, then the editor with the grid as it was left
        again = humans("44")
        again.position.saved = kept
        out = event(again, loop.start, {})
        assert fetches(out) == [BUNDLE] and persist.parts(again)[key] == grid  # kept meanwhile
        loaded(again)
        assert again.mode == modes.SETUP and again.position.text == grid
        assert again.position.editor.state(2, 0) == 1 and again.position.saved == ""
        event(again, positionmode.cancel_setup)
        assert persist.parts(again)[key] == ""  # closed: nothing to open next time
        # a link comes first: its position, and the grid is dropped
        linked = humans()
        linked.position.saved = kept
        event(linked, loop.start, {"pos": "4"})
        assert linked.mode != modes.SETUP and linked.position.saved == ""
        assert linked.position.pending != positionmode.SETUP

    def test_a_saved_grid_too_long_to_be_typed_is_dropped(self):
        class Store(dict):
            def get(self, key, default=None):
                return dict.get(self, key, default)

        state = humans()
        persist.restore(state, Store({persist.setup_key(False): "X" * 1001}), "")
        assert state.position.saved == ""
        persist.restore(state, Store({persist.setup_key(False): "XX\n"}), "")
        assert state.position.saved == "XX\n"

    def test_a_saved_grid_that_cannot_be_read_opens_as_it_was_typed(self):
        state = humans()
        state.position.saved = "XX\n"
        event(state, loop.start, {})
        loaded(state)
        e = state.position.editor
        assert state.mode == modes.SETUP and state.position.text == "XX\n"
        assert e.problem.startswith("This grid cannot be read")

    def test_a_bundle_that_cannot_be_had_drops_the_wait_and_says_why(self):
        state = humans()
        event(state, positionmode.open_setup)
        event(state, lazymodes.failed, BUNDLE, "offline")
        assert state.position.pending is None and state.mode == modes.GAME
        assert "could not be loaded (offline)" in state.messages.items()[-1]
