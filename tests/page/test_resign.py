""""New game (resign)" asks first, in the page; a double click never resigns (issue 32, 6)."""

from loop_helpers import page, run

from connect4.page.kernel import controls
from connect4.page.modes.game import gamemode, pagetext
from connect4.page.modes.game.settings import HUMAN


def in_progress():
    state = page(red=HUMAN, yellow="level2")
    g = state.game
    g.play(3)
    g.apply_ai_move(*_answer(g, 3))
    g.play(2)
    assert g.resigns()
    return state


def _answer(g, col):
    req = g.request_ai_move()
    return req["id"], req["pos"], col


def shown(state):
    table = controls.controls(state)
    return not table["resign-ask"]["hidden"], table["resign-text"]["text"]


def test_new_game_asks_and_counts_nothing_yet():
    state = in_progress()
    out = run(gamemode.new_game, state)
    assert state.game.board.notation() == "443" and state.game.tally == {}
    assert out.draw and not out.changed
    assert out.announce == pagetext.resign_question("Level 2")
    assert shown(state) == (True, "Resign this game? It counts as a loss against Level 2.")
    run(gamemode.new_game, state)  # a second click (a double click) asks again
    assert state.game.board.ply == 3 and state.game.tally == {}


def test_resign_starts_again_and_counts_the_loss():
    state = in_progress()
    run(gamemode.new_game, state)
    out = run(gamemode.resign, state)
    assert out.changed and state.game.board.ply == 0
    assert state.game.tally == {"level2": [0, 1, 0]}
    assert shown(state)[0] is False


def test_keep_playing_changes_nothing():
    state = in_progress()
    run(gamemode.new_game, state)
    out = run(gamemode.keep_playing, state)
    assert out.announce == pagetext.kept_playing()
    assert state.game.board.notation() == "443" and state.game.tally == {}
    assert shown(state)[0] is False
    run(gamemode.resign, state)  # a stale answer: nothing
    assert state.game.board.ply == 3


def test_playing_on_or_undoing_answers_the_question():
    state = in_progress()
    run(gamemode.new_game, state)
    run(gamemode.undo, state)
    assert state.game.board.ply == 2 and shown(state)[0] is False
    run(gamemode.new_game, state)
    run(gamemode.play, state, 1)
    assert state.game.resigns() and shown(state)[0] is False
    run(gamemode.new_game, state)
    state.game.apply_ai_move(*_answer(state.game, 0))  # the AI's move leaves it open
    assert shown(state)[0] is True


def test_the_question_dies_with_its_game():
    state = in_progress()
    run(gamemode.new_game, state)
    state.game.load_position(state.game.board.copy())  # another game (a link, a paste)
    state.game.apply_ai_move(*_answer(state.game, 0))
    state.game.play(1)
    assert state.game.resigns() and shown(state)[0] is False


def test_no_question_when_nothing_is_resigned():
    state = page(red=HUMAN, yellow=HUMAN)
    state.game.play(3)
    out = run(gamemode.new_game, state)
    assert out.changed and state.game.board.ply == 0 and state.asking is None
