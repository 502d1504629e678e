"""The page's settings: who plays each colour, AI-vs-AI speed, hints on or off.

Only a player spec's characters are checked here; whether such an AI exists is the worker's.
"""

from connect4.errors import SavedStateError

HUMAN = "human"
#: AI-vs-AI speeds: the pause (ms) before each AI move, so people can watch.
SPEEDS = {"slow": 1500, "normal": 600, "fast": 150, "instant": 0}
DEFAULT_SPEED = "normal"
#: Longest player spec accepted from a link or storage (specs are short).
MAX_SPEC = 80
_SPEC_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789:=,._-"
COLOURS = ("Red", "Yellow")


class Settings:
    """Who plays each colour, AI-vs-AI speed, and whether hints are shown."""

    def __init__(self, red=HUMAN, yellow=None, speed=DEFAULT_SPEED, hints=False):
        self.red = red
        self.yellow = yellow if yellow is not None else HUMAN
        self.speed = speed
        self.hints = hints

    def player(self, colour):
        """The player of colour 0 (red) or 1 (yellow): ``"human"`` or an AI spec."""
        return self.red if colour == 0 else self.yellow

    def set_player(self, colour, who):
        """Set colour 0 (red) or 1 (yellow) to ``"human"`` or an AI spec."""
        if colour == 0:
            self.red = who
        else:
            self.yellow = who

    def to_dict(self):
        """Plain data for storage."""
        return {"red": self.red, "yellow": self.yellow, "speed": self.speed,
                "hints": self.hints}

    @classmethod
    def from_dict(cls, d):
        """Settings from stored data; raises ``ValueError`` on anything malformed."""
        if not isinstance(d, dict):
            raise SavedStateError("settings are not an object")
        red = check_player(d.get("red", HUMAN))
        yellow = check_player(d.get("yellow", HUMAN))
        speed = d.get("speed", DEFAULT_SPEED)
        if speed not in SPEEDS:
            raise SavedStateError("unknown speed %r" % (speed,))
        hints = d.get("hints", False)
        if hints is not True and hints is not False:  # 1 == True, but 1 is not a flag
            raise SavedStateError("hints must be true or false")
        return cls(red, yellow, speed, hints)


def check_player(who):
    """``who`` if it looks like ``"human"`` or a player spec, else ``ValueError``."""
    if not isinstance(who, str) or not who:
        raise SavedStateError("a player must be 'human' or a level name")
    if len(who) > MAX_SPEC:
        raise SavedStateError("player %r... is too long" % who[:20])
    for ch in who.lower():
        if ch not in _SPEC_CHARS:
            raise SavedStateError("player %r: character %r is not allowed" % (who, ch))
    return who.lower()



def first_visit_settings(levels):
    """A first visit's settings: a human (red) against a middle level, or human against human."""
    if not levels:
        return Settings()
    return Settings(HUMAN, "level%d" % max(1, len(levels) // 2))
