"""The AI asked at once, its reply drawn no earlier than 250 ms after the move
(connect4.page.ai.pacing), in a game against a person; AI games keep their pause."""

from connect4.page.ai.pacing import MIN_REPLY_MS, ReplyPace, ask_delay
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import Settings


def _asked(game, pace, now):
    game.play(3)
    pace.seen(game.board.notation(), now)
    return game.request_ai_move(seed=1)


def test_a_fast_reply_is_held_until_250_ms_after_the_move_then_applies():
    game, pace = Game(Settings(red="human", yellow="level3")), ReplyPace()
    assert ask_delay(game) == 0
    req = _asked(game, pace, 1000.0)
    reply = {"id": req["id"], "ok": True, "result": {"column": 3}}
    assert pace.hold_ms(game, reply, 1040.0) == MIN_REPLY_MS - 40 == 210
    pace.seen(game.board.notation(), 1100.0)  # a later redraw of the same position
    assert pace.hold_ms(game, reply, 1249.5) == 1
    assert pace.hold_ms(game, reply, 1250.0) == 0
    assert game.apply_ai_move(req["id"], req["pos"], 3)


def test_a_slow_reply_a_stale_one_or_a_failure_is_not_held():
    game, pace = Game(Settings(red="human", yellow="level3")), ReplyPace()
    req = _asked(game, pace, 0.0)
    assert pace.hold_ms(game, {"id": req["id"], "ok": True, "result": {}}, 900.0) == 0
    assert pace.hold_ms(game, {"id": req["id"] + 1, "ok": True, "result": {}}, 10.0) == 0
    assert pace.hold_ms(game, {"id": req["id"], "ok": False, "kind": "crash"}, 10.0) == 0
    assert pace.hold_ms(game, {"id": req["id"], "ok": True, "progress": {}}, 10.0) == 0
    # the player moved on (undo, new game): the reply is the controller's to ignore
    pace.seen("", 20.0)
    assert pace.hold_ms(game, {"id": req["id"], "ok": True, "result": {}}, 30.0) == 0


def test_games_between_ais_keep_their_speed_and_are_never_held():
    game, pace = Game(Settings(red="level1", yellow="level2", speed="instant")), ReplyPace()
    assert ask_delay(game) == 0 and ask_delay(Game(Settings(red="level1", yellow="level2"))) == 600
    pace.seen("", 0.0)
    req = game.request_ai_move(seed=1)
    assert pace.hold_ms(game, {"id": req["id"], "ok": True, "result": {"column": 3}}, 1.0) == 0
