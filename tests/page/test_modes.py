"""The game's and the review's updates (connect4.page.modes.game.gamemode, reviewmode): what
each event changes in the page's state and asks of the DOM layer."""

from loop_helpers import page, run

from connect4.page.kernel import loop, modes
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.review import reviewed, reviewmode


class TestGame:
    def test_a_human_move_drops_and_is_announced(self):
        state = page()
        out = run(gamemode.play, state, 3)
        assert state.game.board.notation() == "4"
        assert out.animate and out.changed and out.announce_move

    def test_a_click_on_the_ai_turn_says_wait_and_changes_nothing(self):
        state = page(red="level2", yellow=HUMAN)
        out = run(gamemode.play, state, 3)
        assert state.game.board.notation() == "" and not out.changed
        assert out.announce == "Wait: it is the AI's turn."

    def test_no_move_while_the_review_shows_the_board(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(reviewmode.open_moves, state, "44", "a game")  # the page shows the review
        assert not run(gamemode.play, state, 3).changed
        assert state.game.board.notation() == ""

    def test_undo_redo_say_the_position(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(gamemode.play, state, 3)
        run(gamemode.play, state, 2)
        out = run(gamemode.undo, state)
        assert state.game.board.notation() == "4" and out.changed
        assert out.announce.endswith("Position 4.")
        assert run(gamemode.redo, state).announce.endswith("Position 43.")
        assert not run(gamemode.redo, state).changed  # nothing to redo

    def test_a_new_game_clears_the_old_games_messages(self):
        state = page()
        state.messages.append("Something about the old game.")
        run(gamemode.play, state, 3)
        assert not run(gamemode.new_game, state).changed  # resigning: asked first (issue 32)
        assert run(gamemode.resign, state).changed
        assert state.messages.items() == [] and state.game.board.notation() == ""

    def test_swap_and_play_again(self):
        state = page(red=HUMAN, yellow="level2")
        run(gamemode.swap_and_new_game, state)
        s = state.game.settings
        assert (s.red, s.yellow) == ("level2", HUMAN) and state.game.board.ply == 0

    def test_a_bad_player_is_refused_with_a_message(self):
        state = page()
        state.game.paused = True
        out = run(gamemode.set_player, state, 1, "")
        assert state.game.settings.yellow == "level2" and state.messages.items()
        assert out.changed and not state.game.paused
        run(gamemode.set_player, state, 1, "level1")
        assert state.game.settings.yellow == "level1"

    def test_speed_and_pause(self):
        state = page(red="level1", yellow="level2")
        run(gamemode.set_speed, state, "fast")
        run(gamemode.set_speed, state, "warp")  # unknown: unchanged
        assert state.game.settings.speed == "fast"
        assert run(gamemode.toggle_pause, state).announce == "Paused."
        assert state.game.ai_to_move() is None
        assert run(gamemode.toggle_pause, state).announce == "Resumed."


class TestReview:
    def test_opening_the_game_asks_the_worker_and_cancels_an_older_review(self):
        state = page(red=HUMAN, yellow=HUMAN)
        for c in (3, 3, 2):
            run(gamemode.play, state, c)
        out = run(reviewmode.open_game, state)
        assert state.review.open and state.review.moves == "443"
        assert out.changed and out.announce.startswith("Review: ")
        asked = run(loop.schedule, state).posts
        [req] = [r for r in asked if r["op"] == "review"]
        out = run(reviewmode.open_moves, state, "4455", "a match game")
        assert out.cancels == [req["id"]] and state.review.moves == "4455"

    def test_a_game_that_is_not_one_is_refused_with_a_message(self):
        state = page()
        out = run(reviewmode.open_moves, state, "4444444", "bad")
        assert not state.review.open and out.draw and not out.changed
        assert state.messages.items()[0].startswith("This game cannot be reviewed")

    def test_stepping_and_playing_on_from_a_move(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(reviewmode.open_moves, state, "44536", "a game")
        run(reviewmode.step, state, "first")
        assert state.review.selected == 0
        run(reviewmode.step, state, 2)
        run(reviewmode.select, state, 3)
        assert state.review.selected == 3
        out = run(reviewmode.play_on, state)
        assert not state.review.open and state.game.board.notation() == "445"
        assert out.announce.startswith("Playing on from move 3.")
        assert run(gamemode.redo, state).changed and state.game.board.notation() == "4453"

    def test_cancel_then_resume(self):
        state = page(red=HUMAN, yellow=HUMAN)
        run(reviewmode.open_moves, state, "4453", "a game")
        [req] = [r for r in run(loop.schedule, state).posts if r["op"] == "review"]
        out = run(reviewmode.cancel_or_resume, state)
        assert out.cancels == [req["id"]] and state.review.state == reviewed.CANCELLED
        run(reviewmode.cancel_or_resume, state)
        assert state.review.state == reviewed.WANTED
        run(modes.close, state)
        assert not state.review.open


def test_a_set_up_position_is_played_on_from():
    from connect4.board import Board

    state = page(red=HUMAN, yellow=HUMAN)
    out = run(gamemode.load_position, state, Board.from_notation("4453"))
    assert state.game.board.notation() == "4453" and out.changed
    assert out.announce.startswith("Playing from the position you set up. ")
