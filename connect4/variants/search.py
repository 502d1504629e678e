"""Searches on any board: the exact solver (drops only) and the levels' heuristic alpha-beta.

Both work on a :class:`~connect4.variants.geometry.Geometry`'s ``(current, mask)``
ints and run under MicroPython and CPython alike (plain ints, no ``bit_count``).

**The exact solver** (:class:`Solver`) is Pascal Pons' search written for any
size: negamax with alpha-beta, only non-losing moves (a forced block is the only
move, two threats lose, no disc under an opponent's threat), the window clamped by
what can still be reached and by the table's upper bound, moves ordered by the
threats they make, and the exact score found by null-window probes.  Score, for the
side to move: ``(cells + 2 - n) // 2`` for a win whose last disc is move ``n`` of
the game (``22 - k`` on 7x6 for a win with one's own k-th disc, the shared test
sets' convention), its negative for a loss, 0 for a draw.  It is exact for drops
only (Pop Out's positions repeat: no exact solver here).  A probe whose time slice
runs out raises :class:`Paused`, is yielded and run again (the table answers what
it had finished); a node bound ends the search with ``None``.

**The heuristic search** (:class:`Heuristic`) is the levels': negamax with
alpha-beta to a depth, Pop Out's pops included (a pop that makes lines for both
sides wins for the popper, one for the opponent only loses: connect4.variants.game's
rules); it does not see repetitions (the game does).  A leaf's value for the side to
move: the cells' weights (how many lines of ``connect`` cells pass through each
cell, the classic 7x6 table's idea on any size) of its discs minus the opponent's,
plus :data:`THREAT` per empty cell that would complete a line.
"""

from connect4.bitboard import popcount

#: A won position's value in the heuristic search (plus the depth left: sooner is better).
WIN = 100000
#: What a threat (an empty cell completing a line) adds to a leaf's value.
THREAT = 12
#: Nodes between two looks at the clock.
_CLOCK_EVERY = 1023


class Paused(Exception):
    """The solver's time slice ran out inside a probe (the probe is run again)."""


class Bounded(Exception):
    """A search reached its node bound."""


def cell_weights(geometry) -> list:
    """``[(weight, cells mask)]``: every cell grouped by the number of lines through it.

    >>> from connect4.variants.geometry import Geometry
    >>> sorted(w for w, _ in cell_weights(Geometry(7, 6)))
    [3, 4, 5, 6, 7, 8, 10, 11, 13]
    """
    g = geometry
    k = g.connect
    count = {}
    for c in range(g.width):
        for r in range(g.height):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if 0 <= c + (k - 1) * dc < g.width and 0 <= r + (k - 1) * dr < g.height:
                    for i in range(k):
                        b = g.bit(c + i * dc, r + i * dr)
                        count[b] = count.get(b, 0) + 1
    groups = {}
    for b, w in count.items():
        groups[w] = groups.get(w, 0) | b
    return sorted(groups.items())


class Solver:
    """The exact solver of one geometry (drops only); its table lives as long as it does."""

    def __init__(self, geometry, max_entries=500000, now=None):
        self.g = geometry
        self.table = {}
        self.max_entries = max_entries
        self.nodes = 0
        self.node_limit = None
        self.now = now
        self._deadline = None
        self._count = 0
        self._weights = None

    # -- the search -----------------------------------------------------------
    def _tick(self):
        self.nodes += 1
        self._count -= 1
        if self._count < 0:
            self._count = _CLOCK_EVERY
            if self.node_limit is not None and self.nodes > self.node_limit:
                raise Bounded()
            if self._deadline is not None and self.now() >= self._deadline:
                raise Paused()

    def negamax(self, cur, mask, n, alpha, beta) -> int:
        """Fail-soft negamax of a position where the mover cannot win at once (``n`` discs)."""
        self._tick()
        g = self.g
        cells = g.cells
        possible = g.possible(mask)
        opp_wins = g.winning_cells(cur ^ mask, mask)
        forced = possible & opp_wins
        if forced:
            if forced & (forced - 1):
                return -((cells - n) // 2)
            possible = forced
        possible &= ~(opp_wins >> 1)
        if not possible:
            return -((cells - n) // 2)
        if n >= cells - 2:
            return 0
        low = -((cells - 2 - n) // 2)
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        high = (cells - 1 - n) // 2
        key = cur + mask
        stored = self.table.get(key)
        if stored is not None and stored < high:
            high = stored
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        for mv in self._ordered(cur, mask, possible):
            score = -self.negamax(cur ^ mask, mask | mv, n + 1, -beta, -alpha)
            if score >= beta:
                return score
            if score > alpha:
                alpha = score
        if len(self.table) >= self.max_entries:
            self.table.clear()  # bounded memory: the next probes fill it again
        self.table[key] = alpha
        return alpha

    def _ordered(self, cur, mask, possible) -> list:
        """The moves' cells, most new threats first, then the centre first."""
        g = self.g
        scored = []
        i = 0
        for c in g.centre_order:
            mv = possible & g.column_of[c]
            if mv:
                threats = popcount(g.winning_cells(cur | mv, mask | mv))
                scored.append((-threats, i, mv))
                i += 1
        scored.sort()
        return [s[2] for s in scored]

    def solve_steps(self, cur, mask, n, slice_seconds=None):
        """Generator: the exact score of a position (not over, ``n`` discs), or ``None``
        at the node bound; yields ``(low, high)`` after each probe and ``None`` on a pause."""
        g = self.g
        cells = g.cells
        if g.winning_cells(cur, mask) & g.possible(mask):
            return (cells + 1 - n) // 2
        low, high = -((cells - n) // 2), (cells + 1 - n) // 2
        while low < high:
            med = low + (high - low) // 2
            if med <= 0 and low // 2 < med:
                med = low // 2
            elif med >= 0 and high // 2 > med:
                med = high // 2
            try:
                r = yield from self._probe(cur, mask, n, med, med + 1, slice_seconds)
            except Bounded:
                return None
            if r <= med:
                high = r
            else:
                low = r
            yield (low, high)
        return low

    def _probe(self, cur, mask, n, alpha, beta, slice_seconds):
        while True:
            if slice_seconds is not None and self.now is not None:
                self._deadline = self.now() + slice_seconds
            try:
                return self.negamax(cur, mask, n, alpha, beta)
            except Paused:
                yield None
            finally:
                self._deadline = None

    def move_scores_steps(self, cur, mask, n, slice_seconds=None):
        """Generator: ``{column: exact score for the mover}`` of every playable column, or
        ``None`` at the node bound."""
        g = self.g
        wins = g.winning_cells(cur, mask) & g.possible(mask)
        scores = {}
        for c in g.centre_order:
            if not g.can_play(mask, c):
                continue
            mv = g.move_bit(mask, c)
            if wins & mv:
                scores[c] = (g.cells + 1 - n) // 2
                continue
            if mask | mv == g.board:
                scores[c] = 0
                continue
            child = yield from self.solve_steps(cur ^ mask, mask | mv, n + 1, slice_seconds)
            if child is None:
                return None
            scores[c] = -child
        return scores


class Heuristic:
    """The levels' depth-bounded alpha-beta on one geometry, Pop Out's pops included."""

    def __init__(self, geometry, popout=False):
        self.g = geometry
        self.popout = popout
        self.weights = cell_weights(geometry)
        self.nodes = 0
        self.node_limit = None

    def evaluate(self, cur, mask) -> int:
        """A leaf's value for the side to move (who cannot win at once)."""
        g = self.g
        opp = cur ^ mask
        value = 0
        for w, cells in self.weights:
            value += w * (popcount(cur & cells) - popcount(opp & cells))
        return value + THREAT * (popcount(g.winning_cells(cur, mask))
                                 - popcount(g.winning_cells(opp, mask)))

    def children(self, cur, mask) -> list:
        """``[(move, current, mask, outcome)]`` for the mover: ``outcome`` 1 when the move
        wins at once, -1 when it loses at once (a pop that makes the opponent's line only),
        else 0.  Drops first, centre first, then pops."""
        g = self.g
        out = []
        wins = g.winning_cells(cur, mask)
        for c in g.centre_order:
            if not mask & g.top_of[c]:
                mv = (mask + g.bottom_of[c]) & g.column_of[c]
                out.append((c, cur ^ mask, mask | mv, 1 if wins & mv else 0))
        if self.popout:
            for c in g.centre_order:
                if cur & g.bottom_of[c]:
                    nc, nm = g.pop(cur, mask, c)
                    if g.has_line(nc ^ nm):
                        outcome = 1
                    else:
                        outcome = -1 if g.has_line(nc) else 0
                    out.append((~c, nc, nm, outcome))
        return out

    def negamax(self, cur, mask, depth, alpha, beta) -> int:
        """The value of a position for the side to move, ``depth`` moves ahead."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise Bounded()
        g = self.g
        possible = g.possible(mask)
        if g.winning_cells(cur, mask) & possible:
            return WIN + depth
        kids = self.children(cur, mask)
        if not kids:
            return 0  # a full board, nothing to pop: a draw
        if not self.popout:
            forced = g.winning_cells(cur ^ mask, mask) & possible
            if forced & (forced - 1):
                return -(WIN + depth - 1)
            if forced:
                kids = [k for k in kids if k[2] & forced]
        if depth <= 0:
            return self.evaluate(cur, mask)
        best = -WIN - 1000
        for _move, nc, nm, outcome in kids:
            if outcome == 1:
                score = WIN + depth
            elif outcome == -1:
                score = -(WIN + depth - 1)
            elif nm == g.board and not self.popout:
                score = 0
            else:
                score = -self.negamax(nc, nm, depth - 1, -beta, -alpha)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best
