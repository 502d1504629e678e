"""The levels' heuristic search on any board: negamax with alpha-beta to a depth, Pop Out's pops
included, a generator that yields every :data:`YIELD_NODES` nodes.

It works on a :class:`~connect4.variants.geometry.Geometry`'s ``(current, mask)`` ints and
runs under MicroPython and CPython alike.  A pop that makes lines for both sides wins for the
popper, one for the opponent only loses (connect4.variants.game's rules).  A leaf's value for
the side to move: the cells' weights (the lines of ``connect`` cells through each cell, the
classic 7x6 table's idea on any size) of its discs minus the opponent's, plus :data:`THREAT`
per empty cell completing a line.

**Yielding inside the tree.**  The nodes with at least :data:`_GEN_DEPTH` moves left are
generators; they yield once :data:`YIELD_NODES` nodes have been searched since the last yield,
before each child.  The rest (most of the tree) is plain recursion of at most one node and its
children, so at most ``YIELD_NODES + 2 * width + 2`` nodes lie between two yields, wherever
the search is: the worker's cancel gets in within a few ms of Pyodide, not after a whole root
move (10x8's strongest level: up to 0.5 s).  The yields depend on nodes only, never a clock,
and change nothing the search finds: the same moves and node counts on every interpreter.

**Repetitions** (Pop Out): :attr:`Heuristic.twice` holds the keys of the positions the game
has already seen twice (:meth:`connect4.variants.game.VariantGame.twice_seen`); a move that
makes one of them again draws, as the game's rule has it (the third occurrence), and is scored
0 wherever it is met.  Repetitions within the searched lines themselves are not seen.
"""

from connect4.bitboard import popcount
from connect4.variants.search import Bounded

#: A won position's value in the heuristic search (plus the depth left: sooner is better).
WIN = 100000
#: What a threat (an empty cell completing a line) adds to a leaf's value.
THREAT = 12
#: Nodes searched between two yields at most (plus one plain subtree: 2 * width + 2 nodes).
#: 256 nodes are some 2 ms of CPython, 6 ms of Pyodide on 10x8.
YIELD_NODES = 256
#: Nodes with this many moves left or more are generators (fewer: plain recursion).
_GEN_DEPTH = 2
#: A child's outcome: the move draws by the third repetition (Pop Out).
DRAWN = 2


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


def _decided(outcome, depth) -> int:
    """The value for the mover of a move whose outcome (1, -1, :data:`DRAWN`) decides it."""
    if outcome == 1:
        return WIN + depth
    return 0 if outcome == DRAWN else -(WIN + depth - 1)


class Heuristic:
    """The levels' depth-bounded alpha-beta on one geometry, Pop Out's pops included."""

    def __init__(self, geometry, popout=False):
        self.g = geometry
        self.popout = popout
        self.weights = cell_weights(geometry)
        self.nodes = 0
        self.node_limit = None
        #: Keys of positions seen twice in the game: making one again draws (Pop Out).
        self.twice = ()
        self._next_yield = YIELD_NODES

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
        :data:`DRAWN` when it makes a position of :attr:`twice` again, else 0.  Drops
        first, centre first, then pops."""
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
            if self.twice:  # (empty until a position has occurred twice: no cost before)
                twice = self.twice
                out = [(m, nc, nm, DRAWN if o == 0 and nc + nm in twice else o)
                       for m, nc, nm, o in out]
        return out

    def root_steps(self, cur, mask, depth, slack=None):
        """Generator: ``{move: value}`` of the mover's moves ``depth`` moves ahead, yielding
        after each and every :data:`YIELD_NODES` nodes within; below the best so far minus
        ``slack`` a bound only (``None``: all exact)."""
        values = {}
        best = -WIN - 1000
        self._next_yield = self.nodes + YIELD_NODES
        for move, nc, nm, outcome in self.children(cur, mask):
            if outcome == DRAWN:
                values[move] = 0
            elif outcome:
                values[move] = outcome * (WIN + depth)
            elif nm == self.g.board and not self.popout:
                values[move] = 0
            else:
                beta = WIN + 1000 if slack is None else -(best - slack - 1)
                if depth - 1 >= _GEN_DEPTH:
                    values[move] = -(yield from self.steps(nc, nm, depth - 1, -(WIN + 1000), beta))
                else:
                    values[move] = -self.negamax(nc, nm, depth - 1, -(WIN + 1000), beta)
            best = max(best, values[move])
            self._next_yield = self.nodes + YIELD_NODES
            yield None
        return values

    def _head(self, cur, mask, depth):
        """``(value, None)`` of a node decided without searching its children, else
        ``(None, children)``: the win now, a draw, a double threat, the forced block, the
        horizon."""
        g = self.g
        possible = g.possible(mask)
        if g.winning_cells(cur, mask) & possible:
            return WIN + depth, None
        kids = self.children(cur, mask)
        if not kids:
            return 0, None  # a full board, nothing to pop: a draw
        if not self.popout:
            forced = g.winning_cells(cur ^ mask, mask) & possible
            if forced & (forced - 1):
                return -(WIN + depth - 1), None
            if forced:
                kids = [k for k in kids if k[2] & forced]
        if depth <= 0:
            return self.evaluate(cur, mask), None
        return None, kids

    def steps(self, cur, mask, depth, alpha, beta):
        """Generator: :meth:`negamax` of a node with at least :data:`_GEN_DEPTH` moves left,
        yielding before a child once :data:`YIELD_NODES` nodes have passed."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise Bounded()
        value, kids = self._head(cur, mask, depth)
        if kids is None:
            return value
        best = -WIN - 1000
        full = -1 if self.popout else self.g.board  # a full board draws (not in Pop Out)
        for _move, nc, nm, outcome in kids:
            if outcome:
                score = _decided(outcome, depth)
            elif nm == full:
                score = 0
            else:
                if self.nodes >= self._next_yield:
                    self._next_yield = self.nodes + YIELD_NODES
                    yield None
                if depth - 1 >= _GEN_DEPTH:
                    score = -(yield from self.steps(nc, nm, depth - 1, -beta, -alpha))
                else:
                    score = -self.negamax(nc, nm, depth - 1, -beta, -alpha)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def negamax(self, cur, mask, depth, alpha, beta) -> int:
        """The value of a position for the side to move, ``depth`` moves ahead (plain
        recursion, no yields: the nodes near the leaves, most of the search, where
        :meth:`_head` is inlined to save a call a node)."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise Bounded()
        g = self.g
        possible = g.possible(mask)
        if g.winning_cells(cur, mask) & possible:
            return WIN + depth
        kids = self.children(cur, mask)
        if not kids:
            return 0
        if not self.popout:
            forced = g.winning_cells(cur ^ mask, mask) & possible
            if forced & (forced - 1):
                return -(WIN + depth - 1)
            if forced:
                kids = [k for k in kids if k[2] & forced]
        if depth <= 0:
            return self.evaluate(cur, mask)
        best = -WIN - 1000
        full = -1 if self.popout else self.g.board  # a full board draws (not in Pop Out)
        for _move, nc, nm, outcome in kids:
            if outcome:
                score = _decided(outcome, depth)
            elif nm == full:
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
