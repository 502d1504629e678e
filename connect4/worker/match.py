"""A match played a slice at a time: the browser worker's side of the match panel.

The games, their order and every figure come from :mod:`connect4.arena`
(its game plan and game loop, :class:`~connect4.arena.MatchResult`, the
binomial p-value, :func:`~connect4.arena.format_match`), so a match played
here gives the same games and the same W-L-D as ``python3 -m connect4
arena`` with the same seed; only the time per move differs.

:meth:`MatchSession.run_for` plays for a slice of time and returns, so the
worker can await its event loop in between (pause, resume and stop messages
get in) and post :meth:`MatchSession.progress` to the page.

>>> m = MatchSession("weights:version=1", "random", games=4, seed=1, alternate=True)
>>> while not m.run_for(0.05):
...     pass
>>> from connect4.arena import run_match
>>> cli = run_match("weights:version=1", "random", 4, seed=1, alternate=True)
>>> m.progress()["table"]["sides"][0]["wld"] == list(cli.wld(0))
True
"""

import time

from connect4.arena import MatchResult, format_match, format_p, game_plan, indexed_game_steps
from connect4.errors import MatchSetupError
from connect4.notation import moves_name
from connect4.page.modes.match.matchtext import MAX_GAMES, arena_command
from connect4.players.registry import normalise_spec

#: The page hears from a running match about this often (seconds of play).
PROGRESS_EVERY = 0.2
_SEED_LIMIT = 2 ** 63


def _check_int(value, what, low, high):
    if not isinstance(value, int) or isinstance(value, bool):
        raise MatchSetupError("%s must be a whole number, got %r" % (what, value))
    if not low <= value <= high:
        raise MatchSetupError("%s must be %d..%d, got %d" % (what, low, high, value))
    return value


def _check_earlier(earlier, first):
    """``earlier`` as :class:`~connect4.arena.MatchResult`'s ``by_colour`` (A's and B's W-L-D as
    red and as yellow) of the ``first`` games already played, checked to add up."""
    try:
        rows = [[[int(earlier[side][colour][i]) for i in range(3)] for colour in (0, 1)]
                for side in (0, 1)]
    except (TypeError, ValueError, IndexError, KeyError):
        raise MatchSetupError("the games played before are unreadable: %r" % (earlier,)) from None
    a, b = rows
    flat = [n for side in rows for row in side for n in row]
    # each game once for A and once for B, a win of one the loss of the other
    if (min(flat) < 0 or sum(a[0]) + sum(a[1]) != first
            or [a[0][1], a[0][0], a[0][2]] != b[1] or [a[1][1], a[1][0], a[1][2]] != b[0]):
        raise MatchSetupError("the games played before do not add up to %d: %r" % (first, rows))
    return rows


class MatchSession:
    """Games of A against B played one step at a time, with pause and stop.

    A is red unless ``alternate`` (then A is red in even-numbered games), as
    in :func:`connect4.arena.run_match`.  ``clock`` is injectable for tests.
    A match the page left (a reload) goes on from game ``first`` with the W-L-D of the games
    before it (``earlier``, as :class:`~connect4.arena.MatchResult`'s ``by_colour``) and their
    seconds (``elapsed``): each game is played from its index and the seed alone, so the rest
    are the games the whole match would have played.

    :raises MatchSetupError: games outside 1..MAX_GAMES, a bad seed or opening, ``first``
        outside 0..games-1 or ``earlier`` that does not add up to it.
    :raises PlayerSpecError: a bad spec (checked before any game starts).
    """

    def __init__(self, a, b, games, seed=0, alternate=False, opening_plies=0,
                 clock=time.perf_counter, first=0, earlier=None, elapsed=0.0):
        self.games = _check_int(games, "the number of games", 1, MAX_GAMES)
        self.seed = _check_int(seed, "the seed", -_SEED_LIMIT, _SEED_LIMIT)
        self.opening_plies = _check_int(opening_plies, "the opening moves", 0, 6)
        self.alternate = bool(alternate)
        self.a = normalise_spec(a)
        self.b = normalise_spec(b)
        self.clock = clock
        self.first = _check_int(first, "the first game", 0, self.games - 1)
        if not isinstance(elapsed, (int, float)) or isinstance(elapsed, bool) or elapsed < 0:
            raise MatchSetupError("the seconds played before must be a number >= 0, got %r"
                                  % (elapsed,))
        self.result = MatchResult(self.a, self.b, self.games, self.seed, self.alternate,
                                  self.opening_plies, [], float(elapsed) if first else 0.0)
        if first:
            self.result.by_colour = _check_earlier(earlier, first)
        self.paused = False
        self.stopped = False
        self._index = self.first   # the game in progress (or the next one)
        self._game = None          # its step generator
        self._moves = []           # its columns so far, opening included
        self._a_is_red = True
        self._finished = []        # games finished since the last progress report
        self._last_report = None   # self.result.elapsed at the last report

    # -- control -----------------------------------------------------------------
    @property
    def played(self):
        """Games finished so far (those before ``first`` included)."""
        return self.first + len(self.result.records)

    @property
    def done(self):
        """True once every game is played or the match was stopped."""
        return self.stopped or self.played >= self.games

    def pause(self):
        """Stop playing at the next step until :meth:`resume`."""
        if not self.done:
            self.paused = True

    def resume(self):
        """Go on after :meth:`pause`."""
        self.paused = False

    def stop(self):
        """End the match now; the games finished so far are its result."""
        if not self.done:
            self.stopped = True
        self.paused = False
        self._game = None

    # -- playing -----------------------------------------------------------------
    def run_for(self, seconds):
        """Play for about ``seconds`` (at least one step); True once the match is over.

        Does nothing while paused.  A player's search yields every ~50 ms, so
        a slice overruns ``seconds`` by at most that.
        """
        clock = self.clock
        start = clock()
        deadline = start + seconds
        while not self.done and not self.paused:
            if self._game is None:
                self._start_game()
            try:
                step = next(self._game)
            except StopIteration as stop:
                self._end_game(stop.value)
            else:
                if step is not None:
                    self._moves.append(step)
            if clock() >= deadline:
                break
        self.result.elapsed += clock() - start
        return self.done

    def _start_game(self):
        swap, _, _, opening = game_plan(self.seed, self._index, self.alternate,
                                        self.opening_plies)
        self._a_is_red = not swap
        self._moves = list(opening)
        self._game = indexed_game_steps(self.a, self.b, self.seed, self._index,
                                        self.alternate, self.opening_plies)

    def _end_game(self, record):
        self.result.add(record)
        self._finished.append({"index": record["index"], "moves": moves_name(record["moves"]),
                               "result": record["result"], "a_is_red": record["a_is_red"]})
        self._game = None
        self._moves = []
        self._index += 1

    # -- reports -----------------------------------------------------------------
    def progress_due(self):
        """True if the page has not heard for PROGRESS_EVERY seconds of play (or ever)."""
        last = self._last_report
        return last is None or self.result.elapsed - last >= PROGRESS_EVERY

    def progress(self):
        """Plain data for the page: the table so far, the game in progress and
        the games finished since the last report (their moves, for the board)."""
        self._last_report = self.result.elapsed
        finished = self._finished
        self._finished = []
        current = None
        if self._game is not None:
            current = {"index": self._index, "moves": moves_name(self._moves),
                       "a_is_red": self._a_is_red}
        return {"a": self.a, "b": self.b, "games": self.games, "played": self.played,
                "seed": self.seed, "alternate": self.alternate,
                "opening_plies": self.opening_plies,
                "paused": self.paused, "stopped": self.stopped, "done": self.done,
                "elapsed": self.result.elapsed, "current": current, "finished": finished,
                "table": match_table(self.result)}

    def text(self):
        """The result as text to copy: how far it got, arena's report, the command
        that plays the same games."""
        m = self.result
        played = self.played
        head = []
        if played < self.games:
            head.append("Stopped after %d of %d games." % (played, self.games))
        if self.first:
            head.append("Games 1-%d were played before the page was reloaded; the times per "
                        "move are of the games after." % self.first)
        if not played:
            return "\n".join(head + ["No game was finished."])
        m.games = played  # format_match reports the games played
        try:
            report = format_match(m)
        finally:
            m.games = self.games
        return "\n".join(head + ["Played in the browser.", report, "Same games on the command line:",
                                 arena_command(self.a, self.b, played, self.seed,
                                               self.alternate, self.opening_plies)])

    def final(self):
        """The last report: :meth:`progress` plus the text to copy."""
        out = self.progress()
        out["text"] = self.text()
        return out


def match_table(m):
    """The live table of a :class:`~connect4.arena.MatchResult`, as plain data.

    Per side (0 = A, 1 = B): W-L-D overall, as red and as yellow, and the
    share of the decisive games it won; then the decisive games, the leader
    (0, 1 or None) and its one-sided binomial p-value, as arena prints them.
    """
    sides = []
    for side, spec in ((0, m.a), (1, m.b)):
        red, yellow = m.by_colour[side]
        sides.append({"spec": spec, "wld": list(m.wld(side)), "as_red": list(red),
                      "as_yellow": list(yellow), "win_rate": m.win_rate(side)})
    p = m.p_value()
    return {"sides": sides, "decisive": m.decisive, "leader": m.leader(),
            "p_value": p, "p_text": format_p(p)}
