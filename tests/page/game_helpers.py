"""Games for the page controller's tests: known boards and a human against an AI."""

from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings

#: A full board with no four in a row (found by random play, checked below).
DRAWN = "547125662261271266215743771576315353334444"
#: Red wins with column 1 vertically: 1 2 1 2 1 2 1.
RED_WINS = "1212121"


def play_all(game, notation):
    for ch in notation:
        assert game.play(int(ch) - 1), (notation, game.board.notation())


def human_vs(ai="level3", human_colour=0):
    s = Settings(HUMAN, ai) if human_colour == 0 else Settings(ai, HUMAN)
    return Game(s)


def answer(game, col):
    """Let the AI (whose turn it is) play ``col`` through the request protocol."""
    req = game.request_ai_move(seed=1)
    assert req is not None
    assert game.apply_ai_move(req["id"], req["pos"], col)
    return req
