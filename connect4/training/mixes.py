"""Mixes: themes and a difficulty range, the next puzzle of a mix, its link form.

A mix is theme letters (:data:`connect4.puzzles.record.THEMES`; a puzzle
matches if it has any of them, and no letters means every puzzle) and a level
range ``lo..hi`` (1..7).  Its link form is ``?mix=<letters>.<lo>-<hi>``
(``?mix=tz.2-5``); a part left out means all themes or levels 1-7.  The set's
levels and themes are read from its lines (``LazySet.tags``): choosing the
next puzzle parses none.  Importable by MicroPython.

>>> m = parse("zt.2-5")
>>> m.param(), m.label()
('tz.2-5', 'double threat, odd/even threat · levels 2-5')
>>> parse("").label(), parse("q.4").param()
('all themes · levels 1-7', 'q.4-4')
"""

from connect4.errors import Connect4Error, is_digits, quote_input

#: Where the page keeps the player's last mix (``localStorage``, the :meth:`Mix.param` text).
STORAGE_KEY = "connect4.mix.v1"
#: The longest ``?mix=`` value read at all.
MAX_PARAM = 20


class MixError(Connect4Error):
    """A mix whose themes or levels are not the set's."""


def _set_themes() -> tuple:
    """The set's ``THEMES`` (``((letter, name), ...)``, in their order) and its top level."""
    # the Puzzles mode's bundle, in before any mix is used (a mix chooses among the set's
    # puzzles): imported here, the training bundle installs without it
    from connect4.puzzles.record import THEMES, TOP_LEVEL
    return THEMES, TOP_LEVEL


def _themes_words(themes) -> str:
    return ", ".join("%s (%s)" % (letter, name) for letter, name in themes)


class Mix:
    """Themes (letters in ``THEMES``' order, ``""`` for all) and levels ``lo..hi``
    (``hi`` None: the top level).

    :raises MixError: a letter that is not a theme's, levels not a range within 1-7.
    """

    def __init__(self, themes="", lo=1, hi=None):
        known, top = _set_themes()
        hi = top if hi is None else hi
        letters = "".join(letter for letter, _ in known)
        for t in themes:
            if t not in letters:
                raise MixError("There is no theme %r: the themes are %s" % (t, _themes_words(known)))
        if not 1 <= lo <= hi <= top:
            raise MixError("The levels %d-%d are not a range within 1-%d" % (lo, hi, top))
        self.themes = "".join(t for t in letters if t in themes)
        self.lo = lo
        self.hi = hi

    def __eq__(self, other):
        return (isinstance(other, Mix) and (self.themes, self.lo, self.hi)
                == (other.themes, other.lo, other.hi))

    def __repr__(self):
        return "Mix(%r, %d, %d)" % (self.themes, self.lo, self.hi)

    def matches(self, level: int, themes: str) -> bool:
        """True if a puzzle of ``level`` with ``themes`` (letters) belongs to the mix."""
        if not self.lo <= level <= self.hi:
            return False
        return not self.themes or any(t in themes for t in self.themes)

    def param(self) -> str:
        """The ``?mix=`` value: ``"tz.2-5"`` (``".1-7"`` for every puzzle)."""
        return "%s.%d-%d" % (self.themes, self.lo, self.hi)

    def label(self) -> str:
        """The mix in words: ``"double threat, odd/even threat · levels 2-5"``."""
        names = dict(_set_themes()[0])
        themes = ", ".join(names[t] for t in self.themes) or "all themes"
        if self.lo == self.hi:
            return "%s · level %d" % (themes, self.lo)
        return "%s · levels %d-%d" % (themes, self.lo, self.hi)

    def ids(self, puzzles) -> list:
        """The ids of the set's puzzles in the mix, in order."""
        out = []
        for i in range(len(puzzles)):
            level, themes = puzzles.tags(i)
            if self.matches(level, themes):
                out.append(i + 1)
        return out

    def count(self, puzzles) -> int:
        """How many of the set's puzzles are in the mix."""
        return len(self.ids(puzzles))

    def next_id(self, puzzles, progress, after: int = 0):
        """The next puzzle of the mix after id ``after`` that ``progress`` (a
        :class:`~connect4.puzzles.progress.Progress`) has not solved, going round
        the set to the start (``after`` itself last); None if there is none."""
        n = len(puzzles)
        solved = set(progress.solved)
        start = after if 0 <= after <= n else 0
        for k in range(n):
            i = (start + k) % n
            if i + 1 in solved:
                continue
            level, themes = puzzles.tags(i)
            if self.matches(level, themes):
                return i + 1
        return None

    def summary(self, puzzles, progress) -> str:
        """The mix's count in words; an empty or finished mix says so."""
        ids = self.ids(puzzles)
        if not ids:
            return "No puzzle of the set matches %s: choose more themes or levels" % self.label()
        solved = set(progress.solved)
        done = sum(1 for i in ids if i in solved)
        if done == len(ids):
            return "All %d puzzles of %s are solved" % (len(ids), self.label())
        return "%d puzzle%s · %d solved" % (len(ids), "" if len(ids) == 1 else "s", done)


def _level(text, value, top) -> int:
    if not is_digits(text) or len(text) > 2:
        raise MixError("The mix %s: levels are numbers 1-%d, like 2-5" % (quote_input(value, 30), top))
    return int(text)


def parse(text) -> Mix:
    """The mix of a ``?mix=`` value: ``"tz.2-5"``, ``"tz"``, ``".2-5"``, ``"b.3"``, ``""``.

    :raises MixError: unknown theme letters, levels outside 1-7 or the wrong way
        round, anything else (the message quotes the value).
    """
    known, top = _set_themes()
    value = str(text).strip()
    if len(value) > MAX_PARAM:
        raise MixError("The mix %s is too long: themes, a dot, then levels, like tz.2-5"
                       % quote_input(value, 30))
    letters, dot, levels = value.partition(".")
    if not dot and is_digits(letters[:1]):
        letters, levels = "", letters     # levels only: "2-5"
    lo, hi = 1, top
    if levels:
        first, dash, last = levels.partition("-")
        lo = _level(first, value, top)
        hi = _level(last, value, top) if dash else lo
    letters = letters.lower()
    for t in letters:
        if t not in dict(known):
            raise MixError("The mix %s: there is no theme %r (themes: %s)"
                           % (quote_input(value, 30), t, _themes_words(known)))
    if not 1 <= lo <= hi <= top:
        raise MixError("The mix %s: levels go from 1 to %d, the lower first, like 2-5"
                       % (quote_input(value, 30), top))
    return Mix(letters, lo, hi)
