"""The levels on any board and variant: levels 1-6, and the perfect level where it is exact.

One interface with every AI player (:class:`connect4.players.base.Player`): a
player is made from a spec and a seed, ``think(game)`` is a generator that
yields now and then and returns a :class:`~connect4.players.base.MoveResult`
whose ``column`` is the *move* (a drop ``c``, a pop ``~c``), and the same seed
gives the same moves on every interpreter.  The searches yield every few hundred nodes
(:data:`~connect4.variants.heuristic.YIELD_NODES`), passed on at most once a time slice
(:meth:`~connect4.players.base.Clock.due`), so a cancel gets in within about 50 ms.
In Pop Out a move that makes a position for the third time is scored a draw, as the
game's rule has it (:attr:`~connect4.variants.heuristic.Heuristic.twice`).  The game is a
:class:`~connect4.variants.game.VariantGame`.

The levels make the mistakes of the 7x6 ladder's (connect4.players.ladder), on
:class:`~connect4.variants.heuristic.Heuristic` instead of the 7x6 tables:

1. Beginner: takes a win, otherwise a well-placed cell by chance; never blocks.
2. Novice: takes a win, blocks a threat, otherwise a well-placed cell by chance.
3. Casual: one move ahead, any move within :data:`CASUAL_SLACK` of its best.
4-6. Club, Strong, Expert: 2, 4 and 6 moves ahead, any move within 3 of the best.
7. Perfect: the exact solver where :func:`perfect_is_exact` (drops only, small
   boards: measured in docs/board-sizes.md), a random one of the best moves (the
   position's score, then the first move of a seeded shuffle that keeps it);
   elsewhere "Strongest": the heuristic search deepened move by move until
   :data:`STRONGEST_NODES` nodes (a node bound, not a clock, so it stays
   deterministic), and its label says it is not perfect.
"""

from connect4.bitboard import popcount
from connect4.errors import PlayerSpecError
from connect4.players.base import Clock, MoveResult, Player
from connect4.search_driver import relay
from connect4.variants.heuristic import WIN, Heuristic
from connect4.variants.levels import EXACT_SIZES, level_number, perfect_is_exact
from connect4.variants.search import Bounded, Solver

#: Levels 3-6: (depth, slack); levels 1-2 are rules, not searches.  Level 3's slack is half a
#: threat's worth (:data:`~connect4.variants.heuristic.THREAT`): at 20 (the 7x6 ladder's) it was
#: no better than level 2 on 6x5 (47-11-42 in 100 games), at 12 not in Pop Out (55-0-45);
#: at 6 it beats level 2 and loses to level 4 on every board measured (docs/board-sizes.md).
_SEARCHES = {3: (1, 6), 4: (2, 3), 5: (4, 3), 6: (6, 3)}
CASUAL_SLACK = _SEARCHES[3][1]
#: The strongest level's node bound per move where it is not exact.
STRONGEST_NODES = 60000
#: The exact solver's node bound per move (a size at the limit stays bounded too).
SOLVER_NODES = 3000000


#: The last board's exact solver: its table (16 MiB) serves the next move and hint on that
#: board (the worker makes a player per move), one board at a time.
_SOLVERS = []


def shared_solver(geometry, now):
    """The exact solver of ``geometry`` with the table of the last search on it, reading
    ``now``.  The table holds exact bounds of positions, right for any later search."""
    if not _SOLVERS or _SOLVERS[0].g != geometry:
        _SOLVERS[:] = [Solver(geometry)]
    solver = _SOLVERS[0]
    solver.now = now
    return solver


def make_variant_player(spec, geometry, popout=False, seed=0):
    """The player a level spec names ("level3", "3", "Level 3", "perfect") on a board."""
    return VariantLevel(level_number(spec), geometry, popout, seed)


class VariantLevel(Player):
    """One level of the ladder on any board (see the module's docstring)."""

    name = "variant-level"

    def __init__(self, number, geometry, popout=False, seed=0):
        Player.__init__(self, seed)
        self.number = number
        self.geometry = geometry
        self.popout = bool(popout)
        self.search = Heuristic(geometry, self.popout)
        self.solver = None

    def spec(self):
        return "perfect" if self.number == 7 else "level%d" % self.number

    def think(self, game):
        clock = Clock(self.now)
        g = self.geometry
        if game.geometry != g or game.popout != self.popout:
            raise PlayerSpecError("this player plays %s%s, not %s" % (
                g.name, " Pop Out" if self.popout else "", game.geometry.name))
        moves = game.legal_moves()
        if not moves:
            raise PlayerSpecError("the game is over: no move to choose")
        self.search.nodes = 0
        self.search.twice = game.twice_seen()  # Pop Out: a move making one of them draws
        if self.number == 7 and perfect_is_exact(g, self.popout):
            found = yield from self._exact(game, clock, moves)
            if found is not None:
                move, score = found
                return self._result(move, clock, {move: score}, "exact", "exact")
        if self.number <= 2:
            move = self._rules(game, moves)
            return self._result(move, clock, None, None, "rules")
        if self.number == 7:
            # the search yields every few hundred nodes; the worker needs one a time slice
            values = yield from relay(self._deepening(game), clock.due)
            best = max(values.values())
            move = self._pick([m for m in moves if values[m] == best])
            return self._result(move, clock, None, "heuristic", "strongest")
        depth, slack = _SEARCHES[self.number]
        values = yield from relay(self.search.root_steps(game.current, game.mask, depth, slack),
                                  clock.due)
        best = max(values.values())
        near = [m for m in moves if m in values and values[m] >= best - slack]
        return self._result(self._pick(near), clock, None, "heuristic", "depth %d" % depth)

    # -- the levels ---------------------------------------------------------------
    def _rules(self, game, moves):
        """Levels 1-2: a win, (level 2) a block, else a cell weighted by its lines."""
        h = self.search
        kids = h.children(game.current, game.mask)
        wins = [k[0] for k in kids if k[3] == 1]
        if wins:
            return self._pick(wins)
        safe = [k for k in kids if k[3] != -1] or kids
        if self.number == 2:
            g = self.geometry
            threats = g.winning_cells(game.current ^ game.mask, game.mask) & g.possible(game.mask)
            blocks = [k[0] for k in safe if k[0] >= 0 and k[2] & threats]
            if blocks:
                return self._pick(blocks)
        # a drop's weight: the lines through the cell it lands on (a pop: the lowest)
        weighted = []
        for move, _nc, nm, _o in safe:
            w = 1
            if move >= 0:
                cell = nm ^ game.mask
                for weight, cells in h.weights:
                    if cell & cells:
                        w = weight
            weighted.append((move, w * w))
        total = sum(w for _m, w in weighted)
        r = self.rng.random() * total
        for move, w in weighted:
            r -= w
            if r < 0:
                return move
        return weighted[-1][0]

    def _deepening(self, game):
        """Generator: the deepest complete root values within :data:`STRONGEST_NODES`."""
        h = self.search
        h.node_limit = STRONGEST_NODES
        values = None
        depth = 2
        try:
            while depth <= self.geometry.cells - game.ply:
                values = yield from h.root_steps(game.current, game.mask, depth, 0)
                if max(values.values()) >= WIN:  # a win found: no need to look further
                    break
                depth += 1
        except Bounded:
            pass
        finally:
            h.node_limit = None
        if values is None:  # not even depth 2 in the bound: one move ahead, unbounded
            values = yield from h.root_steps(game.current, game.mask, 1, 0)
        return values

    def _exact(self, game, clock, moves):
        """Generator: ``(move, exact score)``, a random one of the best moves (the
        position's score, then the first move of a shuffled order keeping it: not
        every move's exact score), or ``None`` past the solver's bound."""
        self.solver = s = shared_solver(self.geometry, clock.now)
        s.nodes, s.node_limit = 0, SOLVER_NODES
        order = list(moves)
        for i in range(len(order) - 1, 0, -1):  # Fisher-Yates with the player's own Rng
            j = int(self.rng.random() * (i + 1))
            order[i], order[j] = order[j], order[i]
        found = yield from s.best_move_steps(game.current, game.mask, popcount(game.mask),
                                             order, slice_seconds=0.05)
        return found

    # -- helpers ---------------------------------------------------------------------
    def _pick(self, moves):
        return moves[int(self.rng.random() * len(moves))] if len(moves) > 1 else moves[0]

    def _result(self, move, clock, scores, kind, info):
        listed = None
        if scores is not None:
            listed = [scores.get(c) for c in range(self.geometry.width)]
        nodes = self.search.nodes + (self.solver.nodes if self.solver is not None else 0)
        return MoveResult(move, scores=listed, score_kind=kind, nodes=nodes,
                          time=clock.elapsed(), info=info, extra={"exact": kind == "exact"})


def solve_moves(game, node_limit=SOLVER_NODES, now=None, sizes=EXACT_SIZES):
    """Generator: exact hints ``{move: score}`` for every legal drop, or ``None`` when the
    position is not exact on the boards of ``sizes`` (Pop Out, a large board) or the bound
    is hit."""
    g = game.geometry
    if game.popout or not perfect_is_exact(g, False, sizes) or game.is_over():
        return None
    solver = shared_solver(g, now or Clock().now)
    solver.nodes, solver.node_limit = 0, node_limit
    scores = yield from solver.move_scores_steps(game.current, game.mask, popcount(game.mask),
                                                 slice_seconds=0.05)
    return scores
