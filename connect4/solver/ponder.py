"""Pondering: the hints of the next positions, searched while the hint worker is idle.

With hints on, a hint is asked at each position a game stays at, and the
worker sits idle while the player thinks.  After a hint, :class:`Ponder`
lists the positions one move on, the best columns of that hint first (the
likeliest to be played), then those after a reply to them (against an AI
the next hint is asked there), and searches their hints in slices whenever
nothing else runs; a finished one is kept, so the next hint is answered at
once when the game goes there, and an unfinished one has left its subtrees
in the solver's table.  In CPython, on the middle-game benchmark's
positions with a second of pondering after each earlier hint
(``bench_midgame.py --in-game --ponder 1``), 92 of 100 hints are exact
within 0.3 s against 78 without (docs/middle-game.md).  Against an AI (the
hint request says so) no hint is asked one move on, so only the positions
after its replies are pondered (``--every 2 --ponder 5``: 92 of 100 within
0.3 s, worst 0.94 s, against 88 and 1.12 s pondering both).  Where the AI's
program and dice are known (the ladder's levels: ``Player.forecast``) its reply
to each move is forecast first and the position after it pondered before the
other replies'.

Bounded: the positions one and two moves after the last hint (a new hint
replaces them; at most 56), each searched for at most ``child_seconds``, and
a caller stops the generator whenever anything else is asked.

Shared: another searcher (a browser helper worker) may :meth:`Ponder.claim`
a queued position, which :meth:`Ponder.steps` then leaves to it, and
:meth:`Ponder.settle` its hint; a claim lasts while its position is queued.
"""

from time import perf_counter

from connect4.bitboard import CENTRE_ORDER
from connect4.board import Board

#: Finished hints kept (positions -> seven scores), the newest last: one ponder's 56 and more.
KEEP = 64
#: A child's hint searched longer than this is left (its work stays in the table).
CHILD_SECONDS = 20.0
#: An AI's forecast reply taking longer than this is left (its replies stay centre first).
FORECAST_SECONDS = 1.0


class Ponder:
    """The positions to ponder and the hints already found for them."""

    def __init__(self, keep: int = KEEP, child_seconds: float = CHILD_SECONDS, clock=perf_counter):
        self.keep = keep
        self.child_seconds = child_seconds
        self.clock = clock
        self.found = {}  # position -> scores, oldest first
        self.queue = []  # positions to ponder, first first
        self.left = set()  # positions given up (too long): not tried again
        self.slices = 0  # slices searched, for the worker's figures
        self.claimed = set()  # queued positions another searcher is on
        self.current = None  # the position steps() is on
        self.forecasts = []  # positions whose AI reply is still to forecast, best first
        self.forecast = None  # board -> generator returning the AI's reply there (or None)
        self.likely = set()  # queued positions after a forecast reply: searched first

    def after(self, position: str, scores: list, replies: bool = False, forecast=None) -> None:
        """A hint of ``position`` is done: its children are next, best column first, then
        theirs (the position after a reply: against an AI the next hint is asked there).
        With ``replies`` (against an AI) only theirs: the positions after each move, best
        first, and each reply to it, centre first; no hint is asked between.  ``forecast``
        (a board -> a generator returning the column the AI will play there, as
        ``Player.forecast``): :meth:`steps` first asks it at each move's position, and
        the position after the reply it says goes before every other reply's."""
        self.queue = []
        self.forecasts = []
        self.likely = set()
        self.forecast = forecast if replies else None
        if replies:
            for child in self._children(position, scores):
                self._add(child, None, 2)
                if forecast is not None:
                    self.forecasts.append(child)
        else:
            found = [pos for pos in self._children(position, scores) if pos in self.found]
            self._add(position, scores, 1)
            for pos in found:
                self._add(pos, self.found[pos], 2)
        self._keep_claims()

    @staticmethod
    def _children(position, scores):
        """The positions one move on that are not over, best column first (``scores`` None:
        centre first)."""
        board = Board.from_notation(position)
        if scores is None:  # an AI's replies: the ladder's AIs favour the centre
            cols = [c for c in CENTRE_ORDER if board.can_play(c)]
        else:
            cols = [c for c in range(7) if scores[c] is not None and board.can_play(c)]
            cols.sort(key=lambda c: (-scores[c], abs(c - 3)))
        for c in cols:
            child = board.copy()
            child.play(c)
            if not child.is_over():
                yield child.notation()

    def _add(self, position, scores, level):
        for pos in self._children(position, scores):
            if pos not in self.found and pos not in self.left:
                self.queue.append((pos, level))

    def moved_to(self, position: str) -> None:
        """The game is at ``position`` (a move asked there): only what it can still reach
        stays to ponder."""
        self.queue = [e for e in self.queue if e[0].startswith(position)]
        self.forecasts = [pos for pos in self.forecasts if pos.startswith(position)]
        self._keep_claims()

    def _keep_claims(self):
        queued = {pos for pos, _ in self.queue}
        self.claimed &= queued

    def clear(self) -> None:
        """Nothing more to ponder (hints are off); what was found stays."""
        self.queue = []
        self.forecasts = []
        self.claimed = set()

    def claim(self, wanted=lambda pos: True):
        """The next queued position that nobody is on and ``wanted(position)`` accepts, now
        another searcher's (:meth:`steps` leaves it), or ``None`` (also while the AI's replies
        are forecast: the order is about to change)."""
        if self.forecasts:
            return None
        for pos, _ in self.queue:
            if pos not in self.claimed and pos != self.current and wanted(pos):
                self.claimed.add(pos)
                return pos
        return None

    def settle(self, position: str, scores: list) -> None:
        """Another searcher found ``position``'s hint: kept, and off the queue (a position one
        move on brings the positions after a reply to it)."""
        self.claimed.discard(position)
        self._keep(position, scores)
        for entry in [e for e in self.queue if e[0] == position]:
            self.queue.remove(entry)
            if entry[1] == 1:
                self._add(position, scores, 2)

    def release(self, position: str) -> None:
        """Another searcher stopped on ``position`` without its hint: back to whoever is next."""
        self.claimed.discard(position)

    def get(self, position: str):
        """The seven scores of ``position`` if pondering found them, else ``None``."""
        return self.found.get(position)

    def has_work(self) -> bool:
        """True while a position is left to ponder here (not claimed by another)."""
        return self._next() is not None

    def _next(self):
        """The first queued ``(position, level)`` nobody else has claimed, or ``None``."""
        return next((e for e in self.queue if e[0] not in self.claimed), None)

    def steps(self, solver, slice_seconds: float):
        """Generator: ponder the queue with ``solver``, yielding every ``slice_seconds`` or so.

        Close it to stop: what it finished is kept, the rest is searched again next time."""
        yield from self._forecast_replies()
        while True:
            entry = self._next()
            if entry is None:
                return
            pos, level = entry
            self.current = pos
            gen = solver.analyze_steps(Board.from_notation(pos), slice_seconds=slice_seconds)
            try:
                done, scores = yield from self._bounded(gen, self.child_seconds, pos, True)
            finally:
                self.current = None
            if done:
                self._keep(pos, scores)
                if level == 1:
                    self._add(pos, scores, 2)
            else:
                self.left.add(pos)
            if entry in self.queue:
                self.queue.remove(entry)

    def _forecast_replies(self):
        """Ask the AI's reply at each queued move's position, best move first (its search
        yields as a move's does), and queue the position after it before the other replies'."""
        while self.forecasts:
            pos = self.forecasts[0]
            _, column = yield from self._bounded(self.forecast(Board.from_notation(pos)),
                                                 FORECAST_SECONDS, pos, False)
            if self.forecasts and self.forecasts[0] == pos:
                self.forecasts.pop(0)
            if column is not None:
                self.likely.add(pos + str(column + 1))
                self.queue.sort(key=lambda e: e[0] not in self.likely)  # stable: best first
            yield pos

    def _bounded(self, gen, seconds, pos, counted):
        """Generator: step ``gen``, yielding ``pos`` after each of its steps (``counted`` in
        :attr:`slices`), for at most ``seconds``; returns ``(True, its value)``, or ``(False,
        None)`` once the time is up.  ``gen`` is closed either way."""
        start = self.clock()
        try:
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    return True, stop.value
                if self.clock() - start > seconds:
                    return False, None
                if counted:
                    self.slices += 1
                yield pos
        finally:
            gen.close()

    def _keep(self, position: str, scores: list) -> None:
        self.found[position] = list(scores)
        while len(self.found) > self.keep:
            del self.found[next(iter(self.found))]
