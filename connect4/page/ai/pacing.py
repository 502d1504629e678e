"""When the AI is asked and when its reply is drawn, in a game against a person.

Asked at once, its reply held until 250 ms after the position appeared, so the search hides in
the pause; between AIs, the speed setting's pause comes before each request.
"""

from connect4.page.modes.game.game import HUMAN_VS_AI_DELAY

#: A reply is drawn no earlier than this (ms) after the position it answers appeared.
MIN_REPLY_MS = HUMAN_VS_AI_DELAY


def ask_delay(game):
    """How long (ms) to wait before asking the AI: at once when a person plays.

    >>> from connect4.page.modes.game.game import Game
    >>> from connect4.page.modes.game.settings import Settings
    >>> ask_delay(Game(Settings(red="human", yellow="level3")))
    0
    >>> ask_delay(Game(Settings(red="level1", yellow="level3", speed="slow")))
    1500
    """
    return 0 if game.human_colours() else game.ai_delay()


class ReplyPace:
    """The time each new position appeared, and how long a reply to it is held."""

    def __init__(self):
        self.position = None
        self.since = 0.0

    def seen(self, position, now):
        """The page shows ``position`` (notation) at ``now`` (ms); only a new one counts."""
        if position != self.position:
            self.position, self.since = position, now

    def hold_ms(self, game, msg, now):
        """How long (ms) to hold ``msg``: above 0 only for the reply to the AI's move against a
        person, until :data:`MIN_REPLY_MS` after its position appeared."""
        pending = game.pending
        if (pending is None or msg.get("id") != pending[0] or not msg.get("ok")
                or msg.get("progress") is not None or not game.human_colours()):
            return 0
        if pending[1] != self.position:
            return 0
        return max(0, int(self.since + MIN_REPLY_MS - now + 0.999))
