"""Negamax with alpha-beta, a transposition table and null-window narrowing.

This is Pascal Pons' final search (blog part 12) on plain Python ints, plus
two cut-offs of ours:

- only non-losing moves are generated: a forced block is the only move, two
  opponent threats lose at once, and no stone goes under an opponent threat;
- the window is clamped by what is still reachable (nobody can win before
  their next disc) and by the bound stored in the table;
- moves are tried best first (:mod:`connect4.solver.ordering`);
- before any child is searched, the table is asked about each child: one
  whose stored upper bound already proves ``beta`` ends the node
  (enhanced transposition cut-off; not in Pons' solver);
- Allis' claimeven bounds the score where at most two columns have an odd
  number of empty cells, with his afterevens of one cell up to 30 discs
  (:mod:`connect4.solver.claimeven`; not in Pons' solver either);
- :func:`solve_steps` finds the exact score by a sequence of null-window
  probes ``(med, med + 1)``, each halving the interval, biased towards 0
  where most scores lie; it yields after each probe so a caller can stop.

Score convention (shared test sets): for the side to move, ``22 - k`` when
it wins with its own k-th disc, ``k - 22`` when it loses to the k-th disc of
the opponent, 0 for a draw.  With ``n`` discs on the board a win on the next
move is ``(43 - n) // 2``.

The search functions assume the position is not won already and that the
side to move cannot win at once (checked by the callers).
"""

from time import perf_counter

from connect4.bitboard import BOARD_MASK, BOTTOM, CELLS, COLUMN_OF, can_play
from connect4.errors import SolverError
from connect4.solver.claimeven import EVEN_ROWS, after_lower, after_upper, lower, upper
from connect4.solver.ordering import ordered_moves, ordered_moves_keyed, winning_positions

#: Table bound offsets (see :mod:`connect4.solver.table`): lower bounds are
#: stored as score + 56, upper bounds as score + 19.
_LOWER_OFFSET = 56
_UPPER_OFFSET = 19
_LOWER_BASE = 37
#: Afterevens are tried up to this many discs: deeper, where subtrees are small, the test
#: costs more than the nodes it saves (bench_midgame's 100 positions, without the
#: database: at every depth 1.7% fewer nodes for 6% more time).
_AFTER_MAX = 30


class SearchPaused(Exception):
    """Raised inside a probe whose time slice ran out (see :func:`make_negamax`)."""


#: Nodes between two looks at the clock when a time slice is armed.
_CLOCK_EVERY = 1023
#: A slice runs at least this many nodes: re-walking from the root to where
#: the last slice stopped costs a few hundred nodes (finished subtrees answer
#: from the table), so every slice makes progress, however short its time.
_MIN_SLICE_NODES = 8192


def make_negamax(table, book_get=None, book_ply=-1):
    """A negamax closure bound to ``table`` (its current generation) and a book.

    Returns ``(negamax, nodes, arm)``: ``negamax(current, mask, n, alpha,
    beta, threats)``, where ``threats`` are the opponent's winning cells
    (:func:`opponent_threats`), gives a fail-soft score (exact inside the
    window, a bound outside it); ``nodes()`` is how many positions it has
    visited so far; ``arm(seconds)`` makes the search raise
    :class:`SearchPaused` once that much time has passed (``arm(None)``
    disarms), ``arm(None, nodes)`` once it has visited that many more
    positions (at least ``_MIN_SLICE_NODES``, at a multiple of 1024: where it
    pauses, and so every count after it, does not depend on the machine).
    A shorter ``nodes`` (the background review's 1024) pauses at the first
    multiple of 1024 at most ``nodes`` after arming: a slice after a pause,
    which stopped at such a multiple, is then exactly ``nodes`` long (rounded
    up to 1024), far more than the walk back to where it stopped.
    A paused probe loses nothing that matters: the subtrees it finished are
    in the table, so running it again goes fast to where it stopped.  That
    is how a browser worker gets control back every ~50 ms even inside a
    probe of many minutes.
    ``book_get(current, mask)`` returns an exact score or ``None``; it is
    consulted only for positions with at most ``book_ply`` discs.
    """
    entries = table.entries
    size = table.size
    tag = table.tag
    count = 0
    stop_at = float("inf")
    stop_count = float("inf")
    armed_at = 0
    least = _MIN_SLICE_NODES  # the fewest nodes of a slice before it may pause
    # Where paused nodes stood: key -> (alpha, beta at the move loop, moves
    # done, best so far).  A re-run with the same window skips the moves
    # already searched, so a slice never redoes a finished subtree even when
    # the table has lost it (a long search overwrites old entries).
    resume = {}

    def negamax(cur, mask, n, alpha, beta, threats):
        nonlocal count
        count += 1
        if (not count & _CLOCK_EVERY and count - armed_at >= least
                and (count >= stop_count or perf_counter() > stop_at)):
            raise SearchPaused()
        possible = (mask + BOTTOM) & BOARD_MASK
        forced = possible & threats
        if forced:
            if forced & (forced - 1):
                return -((CELLS - n) >> 1)  # two threats: lost next move
            possible = forced
        possible &= ~(threats >> 1)  # never play just below an opponent threat
        if not possible:
            return -((CELLS - n) >> 1)
        if n >= CELLS - 2:
            return 0
        low = -((CELLS - 2 - n) >> 1)  # the opponent cannot win next move
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        high = (CELLS - 1 - n) >> 1  # we cannot win this move
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        k = cur + mask + tag
        slot = k % size
        e = entries[slot]
        if e >> 7 == k:
            v = e & 127
            if v > _LOWER_BASE:
                low = v - _LOWER_OFFSET
                if alpha < low:
                    alpha = low
                    if alpha >= beta:
                        return alpha
            else:
                high = v - _UPPER_OFFSET
                if beta > high:
                    beta = high
                    if alpha >= beta:
                        return beta
        odd = (mask + BOTTOM) & EVEN_ROWS  # claimeven's test: columns of odd empty cells
        if n & 1:
            if alpha < 1:
                low = lower(cur, mask, odd)
                if low is None and n <= _AFTER_MAX:
                    low = after_lower(cur, mask, odd)
                if low is not None and alpha < low:
                    alpha = low
                    if alpha >= beta:
                        entries[slot] = (k << 7) | (low + _LOWER_OFFSET)
                        return alpha
        elif beta > -1:
            high = upper(cur, mask, odd)
            if high is None and n <= _AFTER_MAX:
                high = after_upper(cur, mask, odd)
            if high is not None and beta > high:
                beta = high
                if alpha >= beta:
                    entries[slot] = (k << 7) | (high + _UPPER_OFFSET)
                    return beta
        if n <= book_ply:
            v = book_get(cur, mask)
            if v is not None:
                return v
        n += 1
        opp = cur ^ mask
        moves = ordered_moves_keyed(cur, mask, possible)
        if len(moves) > 1:
            # enhanced transposition cut-off: a child whose stored upper
            # bound already lifts this node to beta ends it before any
            # recursion; the children's entries are often there from an
            # earlier probe of the same hint (30% fewer nodes on the
            # slowest hint of the random sample, 5.70M -> 3.98M)
            for _, mv, _ in moves:
                ck = opp + (mask | mv) + tag
                ce = entries[ck % size]
                if ce >> 7 == ck and ce & 127 <= _LOWER_BASE:
                    v = _UPPER_OFFSET - (ce & 127)  # the child <= -v: this node >= v
                    if v >= beta:
                        entries[slot] = (k << 7) | (v + _LOWER_OFFSET)
                        return v
        loop_alpha = alpha
        done = 0
        if resume:
            rec = resume.pop(k, None)
            if rec is not None and rec[0] == alpha and rec[1] == beta:
                done = rec[2]
                alpha = rec[3]
                moves = moves[done:]
        try:
            for _, mv, mine in moves:
                # our threats after the move are the child's opponent threats
                score = -negamax(opp, mask | mv, n, -beta, -alpha, mine)
                if score >= beta:
                    entries[slot] = (k << 7) | (score + _LOWER_OFFSET)
                    return score
                if score > alpha:
                    alpha = score
                done += 1
        except SearchPaused:
            resume[k] = (loop_alpha, beta, done, alpha)
            raise
        entries[slot] = (k << 7) | (alpha + _UPPER_OFFSET)
        return alpha

    def nodes():
        return count

    def arm(seconds=None, nodes=None):
        nonlocal stop_at, stop_count, armed_at, least
        stop_at = float("inf") if seconds is None else perf_counter() + seconds
        stop_count = float("inf") if nodes is None else count + nodes
        least = _MIN_SLICE_NODES
        if nodes is not None and nodes < _MIN_SLICE_NODES:
            # a short slice: any look at the clock's multiple of 1024 past the last
            # nodes - 1023 (a whole slice of nodes once it follows a pause)
            least, stop_count = 1, count + max(1, nodes - _CLOCK_EVERY)
        armed_at = count

    return negamax, nodes, arm


def opponent_threats(cur: int, mask: int) -> int:
    """The empty cells where the player who just moved would complete a four."""
    return winning_positions(cur ^ mask, mask)


def can_win_next(cur: int, mask: int) -> bool:
    """True if the side to move completes a four with its next stone."""
    return bool(winning_positions(cur, mask) & (mask + BOTTOM) & BOARD_MASK)


def _probe(negamax, arm, slice_seconds, cur, mask, n, alpha, beta, threats, paused=None):
    """Generator: one window search, yielding ``paused`` every ``slice_seconds``."""
    while True:
        if arm is not None:
            arm(slice_seconds)
        try:
            return negamax(cur, mask, n, alpha, beta, threats)
        except SearchPaused:
            yield paused  # same probe again after the caller's turn
        finally:
            if arm is not None:
                arm(None)


def solve_steps(negamax, cur: int, mask: int, n: int, weak: bool = False,
                arm=None, slice_seconds=None, bounds=None, guess=None):
    """Generator: null-window probes narrowing to the exact score; returns it.

    Yields ``(low, high)``, the interval known to hold the score, after each
    probe, and also every ``slice_seconds`` inside a long probe when ``arm``
    (from :func:`make_negamax`) is given.  With ``weak`` only the sign is
    searched and returned (-1, 0, 1).  ``bounds`` ``(low, high)`` start from
    an interval already known (an earlier weak solve).  With a ``guess`` the
    first probes test it, MTD(f)-style: a right guess takes two probes, both
    tight where bisection would have several tight ones.  The position must
    not be over.
    """
    if can_win_next(cur, mask):
        score = (CELLS + 1 - n) >> 1
        return (score > 0) - (score < 0) if weak else score
    low = -((CELLS - n) >> 1)
    high = (CELLS + 1 - n) >> 1
    if weak:
        low, high = -1, 1
    if bounds is not None:
        low, high = max(low, bounds[0]), min(high, bounds[1])
    threats = opponent_threats(cur, mask)
    tries = 2 if guess is not None else 0
    while low < high:
        if tries:
            # test the guess: at most two probes, then bisection
            tries -= 1
            med = min(max(guess, low), high - 1)
        else:
            med = low + (high - low) // 2
            # probe near 0 first: most positions are close to a draw, and a
            # probe near 0 cuts far more than one at the middle of a wide range
            half_low = -((-low) >> 1) if low < 0 else low >> 1  # C's low / 2
            if med <= 0 and half_low < med:
                med = half_low
            elif med >= 0 and high >> 1 > med:
                med = high >> 1
        r = yield from _probe(negamax, arm, slice_seconds, cur, mask, n, med, med + 1,
                              threats, (low, high))
        if r <= med:
            high = r
            guess = r - 1
        else:
            low = r
            guess = r
        yield (low, high)
    if weak:
        return (low > 0) - (low < 0)
    return low


def move_candidates(cur: int, mask: int):
    """The moves that can be best, in the order the search tries them.

    ``[(move bit, the mover's threats after it), ...]`` over the non-losing
    moves (a forced block only; never under an opponent threat), or ``None``
    when every move loses at the opponent's next disc.  The side to move
    must not be able to win at once.
    """
    possible = (mask + BOTTOM) & BOARD_MASK
    opp_wins = winning_positions(cur ^ mask, mask)
    forced = possible & opp_wins
    safe = (forced or possible) & ~(opp_wins >> 1)
    if not safe or forced & (forced - 1):
        return None
    return ordered_moves(cur, mask, safe)


def best_moves_steps(negamax, cur: int, mask: int, n: int, score: int,
                     first_only: bool = True, known=None, arm=None, slice_seconds=None):
    """Generator: the columns whose move keeps the position's exact ``score``.

    Far cheaper than scoring every column: each column is one null-window
    probe of its child, ``(-score, -score + 1)``, and the child's score is at
    least ``-score`` (``score`` is the best), so a probe that fails low proves
    the child's score is exactly ``-score``.  Columns are tried in the
    solver's own move order (the best move of the last probe comes first,
    with the table warm from solving the position).  With ``first_only`` it
    stops at the first best column; otherwise it returns all of them, in
    column order.  ``known(current, mask)`` may give a child's exact score
    (the book) and skip its probe.  Yields ``None`` every ``slice_seconds``
    inside a probe when ``arm`` is given; the position must not be over.
    """
    win_now = (CELLS + 1 - n) >> 1
    wins = winning_positions(cur, mask) & (mask + BOTTOM) & BOARD_MASK
    best = []
    if wins:
        if score != win_now:
            raise SolverError("score %d is not the score of a win now (%d)" % (score, win_now))
        for col in range(7):
            if wins & COLUMN_OF[col]:
                best.append(col)
                if first_only:
                    break
        return best
    candidates = move_candidates(cur, mask)
    if candidates is None:
        # lost at the opponent's next disc: every column scores that loss
        if score != -((CELLS - n) >> 1):
            raise SolverError("score %d is not the score of a loss next move" % score)
        best = [col for col in range(7) if can_play(mask, col)]
        return best[:1] if first_only else best
    opp = cur ^ mask
    for mv, mine in candidates:
        col = (mv.bit_length() - 1) // 7
        child = mask | mv
        if n + 1 >= CELLS:
            child_score = 0
        elif winning_positions(opp, child) & (child + BOTTOM) & BOARD_MASK:
            child_score = (CELLS + 1 - (n + 1)) >> 1  # the opponent wins at once
        else:
            child_score = known(opp, child) if known is not None else None
            if child_score is None:
                r = yield from _probe(negamax, arm, slice_seconds, opp, child, n + 1,
                                      -score, -score + 1, mine)
                child_score = -score if r <= -score else None
        if child_score == -score:
            best.append(col)
            if first_only:
                break
    if not best:
        raise SolverError("no column keeps score %d: it is not the exact score" % score)
    return sorted(best)
