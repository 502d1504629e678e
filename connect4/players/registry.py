"""Players by name: parse a spec string, build the player, describe them all.

A spec is ``name`` or ``name:key=value,key=value``, e.g. ``"minimax:depth=5"``
or ``"weights:version=6,depth=4"``.  A difficulty level of the ladder
(:mod:`connect4.players.ladder`) may stand for its spec: ``level3`` or just
``3``.  Settings not given take their defaults; every value is checked
against the player's :class:`~connect4.players.base.SettingSpec`.

>>> make_player("minimax:depth=3", seed=7).spec()
'minimax:depth=3'
>>> try:
...     make_player("minimax:depht=3")
... except PlayerSpecError as exc:
...     print(str(exc).replace(": ", ":\\n"))
bad player spec 'minimax:depht=3':
unknown setting 'depht' for minimax (its settings: depth, rules, prune, centre, noise, slack)
"""

from connect4.errors import PlayerSpecError, quote_input
from connect4.players import ladder
from connect4.players.lines import LinesPlayer
from connect4.players.mcts import MCTSPlayer
from connect4.players.minimax import MinimaxPlayer
from connect4.players.perfect import PerfectPlayer
from connect4.players.random_player import RandomPlayer
from connect4.players.threats import ThreatsPlayer
from connect4.players.weights import WeightsPlayer

#: Longest spec quoted back in a message.
_QUOTE_LIMIT = 80

_BUILTIN = (RandomPlayer, WeightsPlayer, MinimaxPlayer, ThreatsPlayer, LinesPlayer, MCTSPlayer,
            PerfectPlayer)


def player_classes():
    """{name: class} of every available player, weakest family first, perfect last."""
    return {cls.name: cls for cls in _BUILTIN}


def _convert(setting, text, fail):
    """The value of one ``key=value`` item, checked against its SettingSpec."""
    kind = setting.kind
    if setting.choices:
        if text.lower() not in setting.choices:
            fail("%s=%r is not one of %s" % (setting.name, text, "|".join(setting.choices)))
        return text.lower()
    try:
        value = kind(text)
    except ValueError:
        fail("%s=%r is not %s" % (setting.name, text,
                                  "an integer" if kind is int else "a number"))
    if kind is float and value != value:  # NaN passes float() and every bound test
        fail("%s=%r is not a number" % (setting.name, text))
    if (setting.low is not None and value < setting.low) or (
            setting.high is not None and value > setting.high):
        fail("%s=%s is out of range %s..%s" % (setting.name, text, setting.low, setting.high))
    return value


def parse_spec(spec):
    """``(player class, {setting: value})`` of a spec string; levels resolved.

    :raises PlayerSpecError: empty spec, unknown player or level, unknown or
        repeated setting, a value of the wrong type or out of its range.
    """
    if not isinstance(spec, str):
        raise PlayerSpecError("bad player spec %r: expected a string" % (spec,))
    text = spec.strip()

    def fail(why):
        raise PlayerSpecError("bad player spec %s: %s" % (quote_input(spec, _QUOTE_LIMIT), why))

    if not text:
        fail("it is empty (try one of: %s)" % ", ".join(player_classes()))
    level = ladder.parse_level(text)
    if level is not None:
        if not 1 <= level <= len(ladder.LEVELS):
            fail("there is no level %d (levels are 1..%d)" % (level, len(ladder.LEVELS)))
        text = ladder.LEVELS[level - 1].spec
    name, _, rest = text.partition(":")
    name = name.strip().lower()
    classes = player_classes()
    cls = classes.get(name)
    if cls is None:
        fail("unknown player %r (players: %s; or a level 1..%d)"
             % (name, ", ".join(classes), len(ladder.LEVELS)))
    settings = {s.name: s for s in cls.SETTINGS}
    values = {}
    if rest.strip():
        for item in rest.split(","):
            key, eq, value = item.partition("=")
            key = key.strip().lower()
            value = value.strip()
            if not eq or not key or not value:
                fail("expected key=value, got %r" % item.strip())
            if key not in settings:
                fail("unknown setting %r for %s (%s)" % (
                    key, name,
                    "its settings: " + ", ".join(settings) if settings else "it has no settings"))
            if key in values:
                fail("setting %r is given twice" % key)
            values[key] = _convert(settings[key], value, fail)
    elif rest or text.endswith(":"):
        fail("nothing after ':' (expected key=value)")
    return cls, values


def make_player(spec, seed=0):
    """Build the player a spec describes, seeded with ``seed``.

    :raises PlayerSpecError: see :func:`parse_spec`.
    """
    cls, values = parse_spec(spec)
    return cls(seed=seed, **values)


def normalise_spec(spec):
    """The full spec a spec stands for, every setting written out: ``"3"`` -> its level's spec."""
    return make_player(spec).spec()


def describe_players():
    """Every player with its settings, as plain data for the command line and the page.

    Each entry: ``{"name", "description", "settings": [{"name", "type",
    "default", "min", "max", "help"}]}``.
    """
    out = []
    for name, cls in player_classes().items():
        out.append({
            "name": name,
            "description": cls.description,
            "settings": [
                {"name": s.name, "type": s.kind.__name__, "default": s.default,
                 "min": s.low, "max": s.high, "help": s.help,
                 "choices": list(s.choices) if s.choices else None}
                for s in cls.SETTINGS
            ],
        })
    return out
