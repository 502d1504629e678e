"""Depth-limited negamax with alpha-beta pruning, shared by the heuristic players.

``minimax``, ``threats`` and ``lines`` differ in how they judge a node
(:meth:`Search.head`: a value of its own, or the moves to search), what
making four is worth (:meth:`Search.win`), the column order, and Gibson's
noise; the loop over the children, the sliced top of the tree and the root
are written once, here, on plain ints (``current``, ``mask``) as
:mod:`connect4.bitboard` lays them out.

Score contract of :class:`AlphaBeta` (the project's search; from the side to
move): a win found ``p`` plies below the root scores ``WIN - p``, a loss
``-(WIN - p)``, so faster wins and slower losses are preferred; anything else
is the evaluation's own value, which must stay well inside ``(-WIN / 2,
WIN / 2)``.

The search is a generator (``yield from``) so that a browser worker can
cancel between children; nodes at the horizon (most of the tree) are valued
without a generator of their own, and the clock is read only above
``PLAIN_DEPTH``.  Measured against the earlier plain-recursion twin of the
loop (30 positions, 3 rounds, CPython, loaded machine): minimax depth 7
(project) 2.96 s vs 3.14 s, threats depth 5 0.42 s vs 0.48 s, minimax
depth 6 (text) 6.19 s vs 5.93 s, lines depth 6 1.83 s vs 1.73 s: no
measurable cost, one loop instead of six.
"""

from connect4.bitboard import (
    CENTRE_ORDER,
    COLUMN_OF,
    WIDTH,
    can_play,
    has_four,
    move_bit,
    possible,
    winning_cells,
)
from connect4.errors import GameOverError

#: Score of a win on the spot; wins further away score less (WIN - plies).
WIN = 1_000_000
INF = float("inf")
#: Nodes this near the horizon never read the clock (their subtree is a few ms of work).
PLAIN_DEPTH = 3


def is_win_score(score):
    """True if ``score`` is a proven win or loss rather than a heuristic value."""
    return abs(score) > WIN // 2


class Search:
    """One fail-soft negamax search: a node counter, the clock to yield by, optional noise.

    A subclass says how a node is judged (:meth:`head`) and, when
    ``child_wins`` is set, what a child that makes four is worth without
    searching it (:meth:`win`); ``order`` is its column order.  Values are
    always from the side to move, ``ply`` plies below the root.
    """

    __slots__ = ("clock", "nodes", "prune", "noise", "uniform", "slack")
    order = CENTRE_ORDER
    #: True: every child is checked for a four and scored by :meth:`win` unsearched
    child_wins = False
    #: True: cut only when ``alpha > beta`` (Coleman et al.'s test), not at ``alpha == beta``
    strict_cut = False

    def __init__(self, clock, prune=True, noise=0.0, uniform=None):
        self.clock = clock
        self.nodes = 0
        #: False searches every child (plain minimax values, same result, more nodes)
        self.prune = prune
        #: Gibson's nudge: uniform noise in [-noise, noise] on every move's value
        self.noise = noise
        self.uniform = uniform
        #: root moves within ``slack`` of the best are candidates too (see :func:`best_columns`)
        self.slack = 0

    def head(self, cur, mask, depth, ply):
        """``(value, 0)`` for a node valued without its children, else ``(None, moves)``."""
        raise NotImplementedError

    def win(self, depth, ply):
        """Value of a move that makes four, at a node ``depth`` plies from the horizon."""
        raise NotImplementedError

    def nudge(self, v):
        """``v`` plus uniform noise in ``[-noise, +noise]`` (no draw when noise is 0)."""
        if self.noise:
            return v + self.uniform(-self.noise, self.noise)
        return v

    def value(self, cur, mask, depth, alpha, beta, ply):
        """Generator: the negamax value of a position for the side to move.

        One generator per inner node; the horizon's nodes (most of the tree)
        are valued by :meth:`head` without one, and the clock is read only
        above ``PLAIN_DEPTH``, where a subtree is more than a few ms of work.
        """
        self.nodes += 1
        v, moves = self.head(cur, mask, depth, ply)
        if not moves:
            return v
        opp = cur ^ mask
        sliced = depth > PLAIN_DEPTH
        wins = self.child_wins
        noise = self.noise
        best = -INF
        for col in self.order:
            mv = moves & COLUMN_OF[col]
            if not mv:
                continue
            if sliced and self.clock.due():
                yield None
            if wins and has_four(cur | mv):
                self.nodes += 1
                v = self.win(depth, ply)
            elif depth > 1:
                v = -(yield from self.value(opp, mask | mv, depth - 1, -beta, -alpha, ply + 1))
            else:
                self.nodes += 1
                v = -self.head(opp, mask | mv, 0, ply + 1)[0]
            if noise:
                v += self.uniform(-noise, noise)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    # strict_cut is read only at a cut, off the common path
                    if alpha >= beta and self.prune and (alpha > beta or not self.strict_cut):
                        break
        return best

    def root_alpha(self, best):
        """Lower bound of the window a root move is searched with, given the best so far.

        Just below the best (less the slack) keeps ties and near ties exact
        (so the caller can choose among them) and still prunes the clearly
        worse moves.
        """
        return best - self.slack - 1e-9

    def root(self, cur, mask, depth):
        """Generator: score every legal root move; returns a list of 7 scores.

        Scores are exact for the moves tied with the best and upper bounds
        for the others (each move is searched with the window
        ``(root_alpha(best), +inf)``), ``None`` for full columns.
        """
        scores = [None] * WIDTH
        best = -INF
        for col in self.order:
            if not can_play(mask, col):
                continue
            self.nodes += 1
            mv = move_bit(mask, col)
            if has_four(cur | mv):
                v = self.win(depth, 0)
            else:
                v = -(yield from self.value(cur ^ mask, mask | mv, depth - 1,
                                            -INF, -self.root_alpha(best), 1))
            v = scores[col] = self.nudge(v)
            best = max(best, v)
            if self.clock.due():
                yield None
        return scores


class AlphaBeta(Search):
    """The project's search: wins, forced blocks and double threats judged at every node.

    ``evaluate(current, mask)`` returns the heuristic value of a position for
    the side to move; it is only called on positions where that side has no
    immediate win.
    """

    __slots__ = ("evaluate",)

    def __init__(self, evaluate, clock, prune=True):
        Search.__init__(self, clock, prune)
        self.evaluate = evaluate

    def head(self, cur, mask, depth, ply):
        """A win now, a full board, the horizon, a double threat, or the moves (a forced block)."""
        moves = possible(mask)
        if winning_cells(cur, mask) & moves:
            return WIN - ply - 1, 0
        if not moves:
            return 0, 0  # full board: draw
        if depth <= 0:
            return self.evaluate(cur, mask), 0
        threats = winning_cells(cur ^ mask, mask) & moves
        if threats:
            if threats & (threats - 1):
                return -(WIN - ply - 2), 0  # two threats: only one can be blocked
            return None, threats  # the block is forced
        return None, moves

    def win(self, depth, ply):
        """A four made by the move ``ply`` plies below the root: ``WIN - ply - 1``."""
        return WIN - ply - 1


def best_columns(scores, order=CENTRE_ORDER, slack=0):
    """The columns whose score is the best one, or within ``slack`` of it, in ``order``."""
    top = max(s for s in scores if s is not None) - slack
    return [c for c in order if scores[c] is not None and scores[c] >= top]


def search_move(board, search, depth, choose):
    """Generator shared by the heuristic players: search, then pick a column.

    Scores every legal move of ``board`` (untouched) with ``search`` to
    ``depth`` and picks one of the best columns with ``choose`` (given them
    in the search's order, e.g. ``rng.choice``; those within ``search.slack``
    of the best count as best).  Returns ``(column, scores)``.

    :raises GameOverError: the game is already over.
    """
    if not board.legal_moves():
        raise GameOverError("no legal move: the game is over in %r" % (board,))
    scores = yield from search.root(board.current, board.mask, depth)
    return choose(best_columns(scores, search.order, search.slack)), scores
