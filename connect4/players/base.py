"""The one interface every AI player implements.

A player is created from a spec (``"minimax:depth=5"``) with a seed, and
chooses a move for a :class:`~connect4.board.Board` without mutating it.

The search itself is a generator, ``think(board)``, in the manner of sunfish:
it yields now and then (``None`` or a small progress dict) so that the caller
owns the clock.  The browser worker steps it and awaits the event loop every
~50 ms, which lets a cancel request in; the command line and the arena just
run it to the end with :meth:`Player.choose`.  The generator *returns* a
:class:`MoveResult`.
"""

import time

from connect4.rng import Rng
from connect4.search_driver import drive

#: Seconds, as a float, from a monotonic clock: MicroPython's ``time`` has
#: no ``perf_counter`` (its ``time.time`` is a float with millisecond steps).
_perf_counter = getattr(time, "perf_counter", None) or time.time

#: How often (seconds of work) a search should yield to its caller at least.
YIELD_EVERY = 0.05


class MoveResult:
    """What a player chose and what it did to choose it.

    - ``column``: 0-based column played.
    - ``scores``: per-column values (7 entries, ``None`` for columns not
      scored or full) in the player's own units, or ``None``.
    - ``score_kind``: what ``scores`` mean: ``"exact"`` (solver score, the
      shared benchmark convention), ``"heuristic"``, ``"winrate"``, ``"weight"``.
    - ``nodes``: positions searched (or playouts for MCTS), ``depth``: depth
      reached, ``time``: seconds spent, ``info``: short human-readable note.
    """

    __slots__ = ("column", "scores", "score_kind", "nodes", "depth", "time", "info", "extra")

    def __init__(self, column, scores=None, score_kind=None, nodes=0, depth=0,
                 time=0.0, info="", extra=None):
        self.column = column
        self.scores = scores
        self.score_kind = score_kind
        self.nodes = nodes
        self.depth = depth
        self.time = time
        self.info = info
        self.extra = extra or {}

    def to_dict(self):
        """Plain data for JSON (the browser worker's answer)."""
        d = {
            "column": self.column,
            "scores": self.scores,
            "score_kind": self.score_kind,
            "nodes": self.nodes,
            "depth": self.depth,
            "time": self.time,
            "info": self.info,
        }
        d.update(self.extra)
        return d

    def __repr__(self):
        return "MoveResult(column=%d, nodes=%d, depth=%d, time=%.4f)" % (
            self.column, self.nodes, self.depth, self.time)


class SettingSpec:
    """One setting a player accepts: its type, default, bounds and help text."""

    __slots__ = ("name", "kind", "default", "low", "high", "help", "choices", "quiet")

    def __init__(self, name, kind, default, low=None, high=None, help="", choices=None,
                 quiet=False):
        self.name = name
        self.kind = kind  # int, float, or str with ``choices``
        self.default = default
        self.low = low
        self.high = high
        self.help = help
        #: the allowed values of a str setting (e.g. ``("text", "project")``)
        self.choices = choices
        #: left out of the spec at its default, as a choice setting is (a
        #: setting added after specs were written: theirs keep their text)
        self.quiet = quiet or bool(choices)


class Player:
    """Base class: subclasses set ``name``, ``SETTINGS`` and implement ``think``.

    ``settings`` holds the validated values (defaults filled in), ``rng`` a
    :class:`~connect4.rng.Rng` seeded from ``seed`` so that every choice is
    reproducible given the seed.
    """

    name = "player"
    description = ""
    SETTINGS = ()
    #: Time source of this player's clocks (``None``: ``time.perf_counter``);
    #: a test sets a fake one to check a time budget without real time.
    now = None

    def __init__(self, seed=0, **settings):
        self.seed = seed
        self.rng = Rng(seed)
        values = {s.name: s.default for s in self.SETTINGS}
        values.update(settings)
        self.settings = values

    def spec(self):
        """The spec string that recreates this player, e.g. ``"minimax:depth=5"``."""
        # a choice setting at its default (the write-up's variant) is left
        # out, so specs written before it existed keep their meaning and text
        items = ["%s=%s" % (s.name, self.settings[s.name]) for s in self.SETTINGS
                 if not (s.quiet and self.settings[s.name] == s.default)]
        if not items:
            return self.name
        return self.name + ":" + ",".join(items)

    def think(self, board):
        """Generator: yields progress now and then, returns a MoveResult."""
        raise NotImplementedError
        yield  # pragma: no cover  (makes this a generator)

    def choose(self, board):
        """Run :meth:`think` to the end and return its MoveResult (board untouched)."""
        return run_to_end(self.think(board))

    #: True where the seeded ``rng`` is all a player keeps between moves, and a move is
    #: cheap (the ladder's weights and minimax): :meth:`forecast` can then say its next move.
    FORECASTS = False

    def forecast(self, board):
        """Generator as :meth:`think`, returning the column this player would choose at
        ``board`` now, its state left as it was (its ``rng`` restored), or ``None`` where it
        cannot say so cheaply; the hint worker ponders the position after it first.

        >>> from connect4.board import Board
        >>> from connect4.players.registry import make_player
        >>> p = make_player("minimax:depth=2,rules=project,noise=1,slack=3", 7)
        >>> said = run_to_end(p.forecast(Board.from_notation("4453")))
        >>> said == p.choose(Board.from_notation("4453")).column
        True
        """
        if not self.FORECASTS:
            return None
        state = self.rng.getstate()
        try:
            result = yield from self.think(board)
            return result.column
        finally:
            self.rng.setstate(state)

    def reset(self):
        """Forget per-game state (tables are kept only if still valid)."""

    def __repr__(self):
        return "<%s %s seed=%r>" % (type(self).__name__, self.spec(), self.seed)


#: Drive a ``think`` generator to completion; return what it returned.
run_to_end = drive


class Clock:
    """Wall time since creation, and a cheap 'time to yield?' check.

    ``now`` (default ``time.perf_counter``) is the time source: a test
    injects a fake one so that a time budget is checked without real time.
    """

    __slots__ = ("start", "_next", "now")

    def __init__(self, now=None):
        self.now = now or _perf_counter
        self.start = self.now()
        self._next = self.start + YIELD_EVERY

    def elapsed(self):
        """Seconds since the clock started."""
        return self.now() - self.start

    def due(self):
        """True at most once per YIELD_EVERY seconds: time to yield to the caller."""
        now = self.now()
        if now >= self._next:
            self._next = now + YIELD_EVERY
            return True
        return False
