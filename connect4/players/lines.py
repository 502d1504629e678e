"""The ``lines`` player: Gibson's alpha-beta on open four-cell lines, with noise.

Default (``rules=text``), as Gibson's write-up does it: ``depth d`` searches
the root move plus ``d`` plies (so the UI's "Depth 4" looks 5 plies ahead);
a position at the horizon is worth ``(open lines of the side to move -
open lines of the other side) / 69`` on the ``[-1, 1]`` scale, a win 1, a
loss -1, a full board 0; and the noise (its ``nudge``) is a uniform number
in ``[-noise, +noise]`` added to every move's value at every depth, wins
included, after that move's subtree is searched (negamax with alpha-beta,
centre-first order, ties to the most central column).  Noise is drawn from
the seeded ``rng`` in search order, so a game is reproducible from the seed.

``rules=project`` is this project's earlier variant (the difficulty ladder
uses it): ``depth`` plies in all, noise on the open-line count scale added
only at the horizon, memoised, over the shared :mod:`.alphabeta` search
(forced blocks, double threats, ``WIN - ply`` scores), described below.

A line (one of the 69 possible fours) is open for a side while the other
side has no disc in it.  The value of a position for the side to move is
its open lines minus the opponent's, plus a uniform random number in
``[-noise, +noise]``: noise is the difficulty knob (0 plays the plain
heuristic, deterministically).  Evaluations are memoised per move by the
position key, so a position reached by two move orders gets one value,
noise included, and the search stays consistent.
"""

from connect4.bitboard import CENTRE_ORDER, COLUMN_OF, LINES, WIDTH, can_play, has_four, move_bit, possible
from connect4.players.alphabeta import search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

#: Number of possible fours: the text's scale divides the difference by it.
N_LINES = len(LINES)
INF = float("inf")
#: Subtrees this shallow are searched without yielding.
PLAIN_DEPTH = 3


def open_lines_difference(cur, mask):
    """Open lines of the side to move minus open lines of its opponent."""
    opp = cur ^ mask
    n = 0
    for line in LINES:
        if not opp & line:
            n += 1
        if not cur & line:
            n -= 1
    return n


class GibsonSearch:
    """The text's negamax: open-lines value on [-1, 1], noise nudged onto every move's value."""

    __slots__ = ("noise", "uniform", "clock", "nodes", "memo")

    def __init__(self, noise, uniform, clock):
        self.noise = noise
        self.uniform = uniform
        self.clock = clock
        self.nodes = 0
        self.memo = {}

    def nudge(self, v):
        """``v`` plus uniform noise in ``[-noise, +noise]`` (no draw when noise is 0)."""
        if self.noise:
            return v + self.uniform(-self.noise, self.noise)
        return v

    def leaf(self, cur, mask):
        """Open-lines difference for the side to move, on the [-1, 1] scale (memoised)."""
        key = cur + mask
        v = self.memo.get(key)
        if v is None:
            v = self.memo[key] = open_lines_difference(cur, mask) / N_LINES
        return v

    def value(self, cur, mask, depth, alpha, beta):
        """Negamax value for the side to move (plain recursion)."""
        self.nodes += 1
        moves = possible(mask)
        if not moves:
            return 0.0
        if depth <= 0:
            return self.leaf(cur, mask)
        best = -INF
        opp = cur ^ mask
        for col in CENTRE_ORDER:
            mv = moves & COLUMN_OF[col]
            if not mv:
                continue
            if has_four(cur | mv):
                v = self.nudge(1.0)
            else:
                v = self.nudge(-self.value(opp, mask | mv, depth - 1, -beta, -alpha))
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    def value_gen(self, cur, mask, depth, alpha, beta):
        """Generator twin of :meth:`value` for the top of the tree."""
        if depth <= PLAIN_DEPTH:
            return self.value(cur, mask, depth, alpha, beta)
        self.nodes += 1
        moves = possible(mask)
        if not moves:
            return 0.0
        best = -INF
        opp = cur ^ mask
        for col in CENTRE_ORDER:
            mv = moves & COLUMN_OF[col]
            if not mv:
                continue
            if self.clock.due():
                yield None
            if has_four(cur | mv):
                v = self.nudge(1.0)
            else:
                v = self.nudge(-(yield from self.value_gen(opp, mask | mv, depth - 1,
                                                           -beta, -alpha)))
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    def root(self, cur, mask, depth):
        """Generator: every legal root move's nudged value (the move, then ``depth`` plies)."""
        scores = [None] * WIDTH
        alpha = -INF
        for col in CENTRE_ORDER:
            if not can_play(mask, col):
                continue
            self.nodes += 1
            mv = move_bit(mask, col)
            if has_four(cur | mv):
                v = self.nudge(1.0)
            else:
                v = self.nudge(-(yield from self.value_gen(cur ^ mask, mask | mv, depth,
                                                           -INF, -alpha)))
            scores[col] = v
            if v > alpha:
                alpha = v
            if self.clock.due():
                yield None
        return scores


class LinesPlayer(Player):
    """Gibson's alpha-beta over open lines with nudged noise (default), or the project's variant.

    With ``noise=0`` ties go to the most central column, so the player is
    deterministic whatever its seed; with noise the seed decides.
    """

    name = "lines"
    description = ("Gibson's alpha-beta on open four-cell lines, uniform noise on every "
                   "move's value as a difficulty knob (rules=project: the project's variant)")
    SETTINGS = (
        SettingSpec("depth", int, 4, 1, 8, "plies after the root move (text); plies in all "
                    "(project)"),
        SettingSpec("noise", float, 0.0, 0.0, 100.0,
                    "half-width of the uniform noise: on every move's value, [-1, 1] scale "
                    "(text); on every leaf's open-line count (project)"),
        SettingSpec("rules", str, "text", help="text: Gibson's depth, scale and nudge; "
                    "project: depth plies in all, noise at leaves", choices=("text", "project")),
    )

    def think(self, board):
        """Generator: searches; returns a MoveResult."""
        depth = self.settings["depth"]
        noise = float(self.settings["noise"])
        if self.settings["rules"] == "text":
            clock = Clock(self.now)
            if not board.legal_moves():
                raise ValueError("no legal move: the game is over in %r" % (board,))
            search = GibsonSearch(noise, self.rng.uniform, clock)
            scores = yield from search.root(board.current, board.mask, depth)
            top = max(s for s in scores if s is not None)
            col = [c for c in CENTRE_ORDER if scores[c] == top][0]
            return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                              depth=depth + 1, time=clock.elapsed(),
                              info="root move + %d plies, %d nodes, %d evaluations" % (
                                  depth, search.nodes, len(search.memo)),
                              extra={"evaluations": len(search.memo)})
        memo = {}
        uniform = self.rng.uniform

        def evaluate(cur, mask):
            key = cur + mask
            v = memo.get(key)
            if v is None:
                v = open_lines_difference(cur, mask)
                if noise:
                    v += uniform(-noise, noise)
                memo[key] = v
            return v

        # centre-first among equals: no rng draw without noise
        col, scores, search, clock = yield from search_move(
            board, depth, evaluate, lambda best: best[0], self.now)
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="%d nodes, %d evaluations" % (search.nodes, len(memo)),
                          extra={"evaluations": len(memo)})


