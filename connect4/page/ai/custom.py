"""The custom opponent: any AI family with any of its settings, as the page offers it.

Built from players.json's plain data; a choice is a spec (``"minimax:depth=6"``) without the
settings at their default, so links stay short.

>>> players = [{"name": "minimax", "description": "", "settings": [
...     {"name": "depth", "type": "int", "default": 4, "min": 1, "max": 8, "help": ""}]}]
>>> fam, values = parse_custom("minimax:depth=6", players)
>>> fam.name, values, custom_spec(fam, values), custom_spec(fam, {"depth": 4})
('minimax', {'depth': 6}, 'minimax:depth=6', 'minimax')
>>> custom_name("minimax:depth=6", players)
'Minimax (Coleman et al.): 6 moves ahead'
"""

from connect4.errors import PlayerSpecError
from connect4.page.ai.aitext import family_words, format_value, setting_words, value_words
from connect4.page.ai.aitext import setting_phrase as _phrase

#: Whole-number settings with at most this many values are offered as a menu.
MENU_MAX = 12


class SettingControl:
    """One setting of a family as a control (``options``: ``[(value, text)]`` for a menu, else
    None: a number field from ``low`` to ``high``)."""

    def __init__(self, family, data):
        self.family = family
        self.name = data["name"]
        self.kind = data.get("type", "int")
        self.default = data.get("default")
        self.low = data.get("min")
        self.high = data.get("max")
        self.label, self.explanation = setting_words(family, self.name, data.get("help", ""))
        choices = data.get("choices")
        if choices:
            self.options = [(c, self.value_text(c)) for c in choices]
        elif (self.kind == "int" and self.low is not None and self.high is not None
                and self.high - self.low < MENU_MAX):
            self.options = [(v, self.value_text(v)) for v in range(self.low, self.high + 1)]
        else:
            self.options = None

    def value_text(self, value):
        """How a value is shown: its words if it has some, else the number."""
        words = value_words(self.family, self.name, value)
        if words is not None:
            return words
        return format_value(value)

    def step(self):
        """The number field's step: 1 for whole numbers, ``"any"`` otherwise."""
        return "1" if self.kind == "int" else "any"

    def range_sentence(self):
        """``"Moves ahead must be from 1 to 8."``: what to say about a bad value."""
        if self.options is not None and (self.kind == "str" or any(
                [t != format_value(v) for v, t in self.options])):
            return "%s must be one of: %s." % (
                self.label, ", ".join([text for _v, text in self.options]))
        return "%s must be %s from %s to %s." % (
            self.label, "a whole number" if self.kind == "int" else "a number",
            format_value(self.low), format_value(self.high))

    def parse(self, text):
        """The value of ``text`` (a field's or a spec's), checked: PlayerSpecError if it does not fit."""
        s = str(text).strip()
        if self.kind == "str":
            value = s
        else:
            try:
                value = int(s) if self.kind == "int" else float(s)
            except ValueError:
                raise PlayerSpecError(self.range_sentence()) from None
            if value != value:  # NaN
                raise PlayerSpecError(self.range_sentence())
        if self.options is not None and self.kind == "str":
            if value not in [v for v, _t in self.options]:
                raise PlayerSpecError(self.range_sentence())
        elif (self.low is not None and value < self.low) or (
                self.high is not None and value > self.high):
            raise PlayerSpecError(self.range_sentence())
        return value


class Family:
    """An AI family with its words and its settings as controls."""

    def __init__(self, data):
        self.name = data["name"]
        title, source, line = family_words(self.name)
        self.title = title
        self.source = source
        self.summary = line or _capital(data.get("description", ""))
        self.settings = [SettingControl(self.name, s) for s in data.get("settings") or []]

    def setting(self, name):
        """The control of setting ``name``, or ``None``."""
        for s in self.settings:
            if s.name == name:
                return s
        return None


def _capital(text):
    return text[:1].upper() + text[1:]


def families(players):
    """Every family of ``players`` (``describe_players()`` data), in its order."""
    return [Family(p) for p in players or ()]


def family_named(players, name):
    """The :class:`Family` called ``name``, or ``None``."""
    for p in players or ():
        if p.get("name") == name:
            return Family(p)
    return None


def is_custom(who):
    """True if ``who`` is an AI spec rather than ``"human"`` or a level (``levelN``/``N``)."""
    if who == "human" or not who:
        return False
    num = who[5:] if who.startswith("level") else who
    return not num.strip().isdigit()


def parse_custom(spec, players):
    """``(Family, {setting: value})`` of a spec, only the settings it gives, each checked against
    its range; PlayerSpecError with a sentence a player understands."""
    text = str(spec).strip().lower()
    name, _sep, rest = text.partition(":")
    fam = family_named(players, name.strip())
    if fam is None:
        raise PlayerSpecError("there is no AI called %r (AIs: %s)" % (
            name.strip()[:20], ", ".join([p["name"] for p in players or ()])))
    values = {}
    for item in rest.split(",") if rest.strip() else ():
        key, eq, val = item.partition("=")
        key = key.strip()
        control = fam.setting(key)
        if not eq or control is None:
            raise PlayerSpecError("%s has no setting %r (its settings: %s)" % (
                fam.title, key[:20], ", ".join([s.name for s in fam.settings]) or "none"))
        if key in values:
            raise PlayerSpecError("the setting %r is given twice" % key)
        values[key] = control.parse(val)
    return fam, values


def custom_spec(family, values):
    """The spec of ``family`` with ``values``: only settings that differ from their default."""
    parts = []
    for s in family.settings:
        if s.name in values and values[s.name] != s.default:
            parts.append("%s=%s" % (s.name, format_value(values[s.name])))
    return family.name + (":" + ",".join(parts) if parts else "")


def normalise_custom(spec, players):
    """The canonical form of a custom spec (defaults dropped, settings in order)."""
    fam, values = parse_custom(spec, players)
    return custom_spec(fam, values)


def custom_name(spec, players):
    """A short name for menus and the turn line: ``"Minimax (Coleman et al.): 6 moves ahead"``
    (settings at their default not named; a spec that does not parse shown as it is)."""
    try:
        fam, values = parse_custom(spec, players)
    except ValueError:
        return spec
    bits = []
    for s in fam.settings:
        if s.name in values and values[s.name] != s.default:
            bits.append(setting_phrase(s, values[s.name]))
    return fam.title + (": " + ", ".join(bits) if bits else "")


def setting_phrase(control, value):
    """``"6 moves ahead"``, ``"version 3"``, ``"randomness 2.5"``: a setting in a few words."""
    return _phrase(control.family, control.name, control.value_text(value))


def check_custom(spec, players):
    """A sentence if a custom spec from a link or storage does not fit the AIs, else ``None``."""
    try:
        parse_custom(spec, players)
    except ValueError as e:
        return str(e)
    return None
