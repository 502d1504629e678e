"""Depth-limited negamax with alpha-beta pruning, shared by the heuristic players.

``minimax``, ``threats`` and ``lines`` differ only in how they value a
position at the search horizon; the search itself lives here, on plain ints
(``current``, ``mask``) as :mod:`connect4.bitboard` lays them out.

Score contract (from the side to move): a win found ``p`` plies below the
root scores ``WIN - p``, a loss ``-(WIN - p)``, so faster wins and slower
losses are preferred; anything else is the evaluation's own value, which
must stay well inside ``(-WIN / 2, WIN / 2)``.

The top of the tree is a generator (``yield from``) so that a browser worker
can cancel between children; the last ``PLAIN_DEPTH`` plies are a plain
recursive function because a generator per node costs about a third more.
"""

from connect4.bitboard import (
    CENTRE_ORDER, COLUMN_OF, WIDTH, can_play, has_four, move_bit, possible, winning_cells,
)

#: Score of a win on the spot; wins further away score less (WIN - plies).
WIN = 1_000_000
INF = float("inf")
#: Subtrees this shallow are searched without yielding (a few ms of work).
PLAIN_DEPTH = 3


def is_win_score(score):
    """True if ``score`` is a proven win or loss rather than a heuristic value."""
    return abs(score) > WIN // 2


class AlphaBeta:
    """One search: an evaluation, a node counter and the clock to yield by.

    ``evaluate(current, mask)`` returns the heuristic value of a position for
    the side to move; it is only called on positions where that side has no
    immediate win.
    """

    __slots__ = ("evaluate", "clock", "nodes", "prune")

    def __init__(self, evaluate, clock, prune=True):
        self.evaluate = evaluate
        self.clock = clock
        self.nodes = 0
        #: False searches every child (plain minimax values, same result, more nodes)
        self.prune = prune

    def value(self, cur, mask, depth, alpha, beta, ply):
        """Fail-soft negamax value of a position (plain recursion, no yields)."""
        self.nodes += 1
        moves = possible(mask)
        if winning_cells(cur, mask) & moves:
            return WIN - ply - 1
        if not moves:
            return 0  # full board: draw
        if depth <= 0:
            return self.evaluate(cur, mask)
        opp = cur ^ mask
        threats = winning_cells(opp, mask) & moves
        if threats:
            if threats & (threats - 1):
                return -(WIN - ply - 2)  # two threats: only one can be blocked
            moves = threats  # the block is forced
        best = -INF
        for col in CENTRE_ORDER:
            mv = moves & COLUMN_OF[col]
            if mv:
                v = -self.value(opp, mask | mv, depth - 1, -beta, -alpha, ply + 1)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta and self.prune:
                            break
        return best

    def value_gen(self, cur, mask, depth, alpha, beta, ply):
        """Generator twin of :meth:`value`: yields when the clock is due."""
        if depth <= PLAIN_DEPTH:
            return self.value(cur, mask, depth, alpha, beta, ply)
        self.nodes += 1
        moves = possible(mask)
        if winning_cells(cur, mask) & moves:
            return WIN - ply - 1
        if not moves:
            return 0
        opp = cur ^ mask
        threats = winning_cells(opp, mask) & moves
        if threats:
            if threats & (threats - 1):
                return -(WIN - ply - 2)
            moves = threats
        best = -INF
        for col in CENTRE_ORDER:
            mv = moves & COLUMN_OF[col]
            if mv:
                if self.clock.due():
                    yield None
                v = -(yield from self.value_gen(opp, mask | mv, depth - 1, -beta, -alpha, ply + 1))
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta and self.prune:
                            break
        return best

    def root(self, cur, mask, depth):
        """Generator: score every legal root move; returns a list of 7 scores.

        Scores are exact for the moves tied with the best and upper bounds
        for the others (each move is searched with the window
        ``(best - tiny, +inf)``), ``None`` for full columns.
        """
        scores = [None] * WIDTH
        best = -INF
        for col in CENTRE_ORDER:
            if not can_play(mask, col):
                continue
            self.nodes += 1
            mv = move_bit(mask, col)
            if has_four(cur | mv):
                v = WIN - 1
            else:
                # A window just below the best keeps ties exact (so the caller
                # can break them) and still prunes the clearly worse moves.
                alpha = best - 1e-9
                v = -(yield from self.value_gen(cur ^ mask, mask | mv, depth - 1, -INF, -alpha, 1))
            scores[col] = v
            if v > best:
                best = v
            if self.clock.due():
                yield None
        return scores


def best_columns(scores):
    """The columns whose score equals the best one, in centre-first order."""
    top = max(s for s in scores if s is not None)
    return [c for c in CENTRE_ORDER if scores[c] is not None and scores[c] == top]


def search_move(board, depth, evaluate, choose, now=None, prune=True):
    """Generator shared by the heuristic players: search, then pick a column.

    Searches ``depth`` plies from ``board`` (untouched) with ``evaluate`` at
    the horizon and picks one of the best columns with ``choose`` (given them
    centre first, e.g. ``rng.choice``).  Returns ``(column, scores, search,
    clock)`` for the player's MoveResult.

    :raises ValueError: the game is already over.
    """
    from connect4.players.base import Clock

    clock = Clock(now)
    if not board.legal_moves():
        raise ValueError("no legal move: the game is over in %r" % (board,))
    search = AlphaBeta(evaluate, clock, prune)
    scores = yield from search.root(board.current, board.mask, depth)
    return choose(best_columns(scores)), scores, search, clock
