""""What the AI did" follows the board: undo and redo show the AI move on it (issue 32, 4)."""

from loop_helpers import answer, page, run

from connect4.board import Board
from connect4.page.kernel import loop
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN


def ai_moves(state, n):
    """Let the AI (yellow) answer ``n`` human moves in column 1."""
    for _ in range(n):
        run(gamemode.play, state, 0)
        [req] = run(loop.move_tick, state, 7).posts
        [reply] = answer([req])
        assert loop.on_reply(state, reply, loop.Outbox()) is not None


def test_undo_to_the_empty_board_forgets_the_ais_move():
    state = page(red=HUMAN, yellow="level2")
    ai_moves(state, 1)
    g = state.game
    played = g.last_stats
    assert played["column"] == g.board.moves[-1] and g.board.ply == 2
    run(gamemode.undo, state)
    assert g.board.ply == 0 and g.last_stats is None  # the card says the AI has not moved
    run(gamemode.redo, state)
    assert g.board.ply == 2 and g.last_stats is played


def test_undo_shows_the_ai_move_still_on_the_board():
    state = page(red=HUMAN, yellow="level2")
    ai_moves(state, 2)
    g = state.game
    first = g.ai_moves.by_pos[g.board.notation()[:2]]
    assert g.last_stats is not first
    run(gamemode.undo, state)
    assert g.board.ply == 2 and g.last_stats is first
    run(gamemode.new_game, state)  # asks first (resigning)
    run(gamemode.resign, state)
    assert g.last_stats is None and g.ai_moves.by_pos == {}


def test_a_reloaded_games_last_ai_move_is_known_to_undo():
    g = Game()
    g.set_player(1, "level2")
    g.load_position(Board.from_notation("1415"))
    g.last_stats = {"spec": "level2", "pos": "141", "column": 4, "nodes": 9}
    h = Game()
    h.restore(g.to_dict())
    h.undo()
    assert h.board.notation() == "14" and h.last_stats is None
    h.redo()
    assert h.board.notation() == "1415" and h.last_stats == g.last_stats
