"""The exact solver on any board (drops only), and the node bound both searches share.

It works on a :class:`~connect4.variants.geometry.Geometry`'s ``(current, mask)``
ints and runs under MicroPython and CPython alike (plain ints, no ``bit_count``).

**The exact solver** (:class:`Solver`) is Pascal Pons' search written for any size:
negamax with alpha-beta, only non-losing moves (a forced block is the only move, two
threats lose, no disc under an opponent's threat), the window clamped by what can still
be reached and by the table's upper and lower bounds, moves ordered by the threats they
make (which the child gets as its opponent's threats), the exact score found by
null-window probes; the perfect level asks for one best move only
(:meth:`Solver.best_move_steps`), the hints for every column's score.  Score, for the
side to move: ``(cells + 2 - n) // 2`` for a win whose last disc is move ``n`` (``22 - k``
on 7x6 for a win with one's own k-th disc, the shared test sets' convention), its
negative for a loss, 0 for a draw; exact for drops only (Pop Out's positions repeat).
A probe whose time slice runs out raises :class:`Paused`, is yielded and run again (the
table answers what it had finished); a node bound ends the search with ``None``.

The levels' heuristic search is :mod:`connect4.variants.heuristic`.
"""

from array import array

from connect4.bitboard import popcount

#: Nodes between two looks at the clock.
_CLOCK_EVERY = 1023
#: A table slot: ``key << 8 | bound``; a bound at least _LOWER is a lower bound (score +
#: _LOWER), else an upper bound (score + _UPPER); 0 is an empty slot.
_UPPER, _LOWER = 64, 192
#: The table's slots by default: a prime near 2 ** 21, 16 MiB as an ``array('q')`` (the
#: 7x6 solver's share of a browser tab); a prime spreads the structured keys.
SLOTS = 2097143


class Paused(Exception):
    """The solver's time slice ran out inside a probe (the probe is run again)."""


class Bounded(Exception):
    """A search reached its node bound."""


class Solver:
    """The exact solver of one geometry (drops only); its table lives as long as it does.

    The table has ``slots`` slots (always replace: a collision costs a search again, never
    a wrong answer), an ``array('q')`` where a key and its bound fit 63 bits.  ``sym_plies``:
    positions with at most this many discs share a table entry with their mirror image (the
    mirror costs a loop over the columns: worth it where subtrees are large, not near leaves).
    """

    def __init__(self, geometry, slots=SLOTS, now=None, sym_plies=None):
        self.g = geometry
        self.slots = slots
        zeros = [0] * slots
        self.table = array("q", zeros) if geometry.bits + 8 <= 63 else zeros
        self.nodes = 0
        self.node_limit = None
        self.now = now
        self.sym_plies = geometry.cells // 3 if sym_plies is None else sym_plies
        self._deadline = None
        self._count = 0
        #: Paused nodes: key -> (alpha at the loop, beta, moves done, best): a rerun skips those.
        self._resume = {}

    # -- the search -----------------------------------------------------------
    def _check(self):
        self._count = _CLOCK_EVERY
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise Bounded()
        if self._deadline is not None and self.now() >= self._deadline:
            raise Paused()

    def negamax(self, cur, mask, n, alpha, beta, threats=None) -> int:
        """Fail-soft negamax of a position where the mover cannot win at once (``n`` discs);
        ``threats``: the opponent's winning cells if known (the parent computed them)."""
        self.nodes += 1
        self._count -= 1
        if self._count < 0:
            self._check()
        g = self.g
        cells = g.cells
        if threats is None:
            threats = g.winning_cells(cur ^ mask, mask)
        possible = (mask + g.bottom) & g.board
        forced = possible & threats
        if forced:
            if forced & (forced - 1):
                return -((cells - n) // 2)
            possible = forced
        possible &= ~(threats >> 1)  # never just below an opponent's threat
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
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        key = cur + mask
        if n <= self.sym_plies:
            m = g.mirror(key)
            if m < key:
                key = m
        table = self.table
        slots = self.slots
        e = table[key % slots]
        if e >> 8 == key and e:  # (e: an empty slot and the empty board's key 0)
            e = (e & 255)
            if e >= _LOWER:
                e -= _LOWER
                if alpha < e:
                    alpha = e
                    if alpha >= beta:
                        return alpha
            else:
                e -= _UPPER
                if beta > e:
                    beta = e
                    if alpha >= beta:
                        return beta
        opp = cur ^ mask
        moves = self._ordered(cur, mask, possible)
        if len(moves) > 1 and n + 1 > self.sym_plies:
            # enhanced transposition cut-off: a child's stored upper bound that already
            # lifts this node to beta ends it before any recursion
            for mv, _t in moves:
                ck = opp + (mask | mv)
                ce = table[ck % slots]
                if ce >> 8 == ck and (ce & 255) < _LOWER and _UPPER - (ce & 255) >= beta:
                    v = _UPPER - (ce & 255)
                    table[key % slots] = (key << 8) | (v + _LOWER)
                    return v
        loop_alpha = alpha
        done = 0
        if self._resume:
            rec = self._resume.pop(key, None)
            if rec is not None and rec[0] == alpha and rec[1] == beta:
                done, alpha = rec[2], rec[3]
                moves = moves[done:]
        n += 1
        try:
            for mv, mine in moves:
                score = -self.negamax(opp, mask | mv, n, -beta, -alpha, mine)
                if score >= beta:
                    table[key % slots] = (key << 8) | (score + _LOWER)
                    return score
                if score > alpha:
                    alpha = score
                done += 1
        except Paused:
            self._resume[key] = (loop_alpha, beta, done, alpha)
            raise
        table[key % slots] = (key << 8) | (alpha + _UPPER)
        return alpha

    def _ordered(self, cur, mask, possible) -> list:
        """``[(move's cell, the mover's winning cells after it)]``: most threats first,
        then the centre first (the threats are the child's opponent threats)."""
        g = self.g
        if not possible & (possible - 1):
            return [(possible, g.winning_cells(cur | possible, mask | possible))]
        scored = []
        i = 0
        for col in g.centre_order:
            mv = possible & g.column_of[col]
            if mv:
                t = g.winning_cells(cur | mv, mask | mv)
                scored.append((-popcount(t), i, mv, t))
                i += 1
        scored.sort()
        return [(s[2], s[3]) for s in scored]

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
        self._resume.clear()
        while True:
            if slice_seconds is not None and self.now is not None:
                self._deadline = self.now() + slice_seconds
            try:
                return self.negamax(cur, mask, n, alpha, beta)
            except Paused:
                yield None
            finally:
                self._deadline = None

    def _child(self, cur, mask, n, col):
        """``(child's current, mask, score for the mover if known at once, else None)``."""
        g = self.g
        mv = g.move_bit(mask, col)
        if g.winning_cells(cur, mask) & mv:
            return 0, 0, (g.cells + 1 - n) // 2
        nc, nm = cur ^ mask, mask | mv
        if nm == g.board:
            return nc, nm, 0
        if g.winning_cells(nc, nm) & g.possible(nm):  # the opponent wins next move
            return nc, nm, -((g.cells - n) // 2)
        return nc, nm, None

    def move_scores_steps(self, cur, mask, n, slice_seconds=None):
        """Generator: ``{column: exact score for the mover}`` of every playable column, or
        ``None`` at the node bound."""
        g = self.g
        scores = {}
        for c in g.centre_order:
            if not g.can_play(mask, c):
                continue
            nc, nm, known = self._child(cur, mask, n, c)
            if known is None:
                child = yield from self.solve_steps(nc, nm, n + 1, slice_seconds)
                if child is None:
                    return None
                known = -child
            scores[c] = known
        return scores

    def best_move_steps(self, cur, mask, n, order, slice_seconds=None):
        """Generator: ``(column, exact score)``: the position's score, then the first
        column of ``order`` that keeps it (one null-window probe each, not every
        column's exact score); ``None`` at the node bound."""
        score = yield from self.solve_steps(cur, mask, n, slice_seconds)
        if score is None:
            return None
        last = None
        for c in order:
            if not self.g.can_play(mask, c):
                continue
            last = c
            nc, nm, known = self._child(cur, mask, n, c)
            if known is None:
                try:
                    r = yield from self._probe(nc, nm, n + 1, -score, -score + 1, slice_seconds)
                except Bounded:
                    return None
                if r <= -score:
                    return c, score
            elif known == score:
                return c, score
        return last, score  # not reached: some column keeps the score
