"""Game review: every move of a game judged by the perfect solver.

:func:`review_steps` makes a record per move (:mod:`connect4.review.verdicts` says
what its fields mean) from a move list and a :class:`~connect4.solver.Solver`.
The score after a move is the score before the next one, so a game of n
moves costs n + 1 solves, plus one null-window probe per other column (two
for a blunder) for each move that is not best.  It goes one position at a
time, as a generator that yields so the caller owns the clock (the worker
streams the records and can stop at any yield); each move has a
:class:`Bound`, beyond which its position is reported unsolved.  Every
position of a game shares the solver's table.  Runs in CPython and in the
browser worker (Pyodide).  A worker drives it like a hint (plain data in and
out; its ``drive`` awaits between steps, so a cancel gets in)::

    steps = review_steps(pos, solver, Bound(nodes=300_000), slice_nodes=8192)
    # each step {"done", "total"[, "move": record]} -> a progress message
    records = ...  # the generator's return value: the records in move order
    # then verdicts.summary(records, "red"), chart.chart_svg(records)

Measured (tests/benchmarks/bench_review.py, Pyodide's CPU time): a whole
game between ladder levels, median 0.75 s, p95 2.1 s; its slowest move 1.5 s.
"""

from time import perf_counter

from connect4.bitboard import CELLS, WIDTH, can_play, is_winning_move, play, popcount
from connect4.board import parse_position
from connect4.notation import moves_name
from connect4.review.verdicts import BLUNDER, MISTAKE, SLOWER, TURNING, UNSOLVED, verdict
from connect4.search_driver import drive, relay
from connect4.solver.hintdata import PLY, combined_getter
from connect4.solver.search import make_negamax, solve_steps


class Bound:
    """What one move of a review may cost before its position counts as unsolved.

    :param nodes: positions searched (deterministic: what tests use);
    :param seconds: time on ``clock`` (the caller's; ``time.perf_counter``).

    Checked whenever the search yields: after each null-window probe, and
    every ``slice_seconds`` (or ``slice_nodes``) inside one when the review
    is sliced; so a node bound can be passed by one probe or slice, a time
    bound by one slice.  A node bound with ``slice_nodes`` judges a game the
    same way on any machine (the worker's and the CLI's); a time bound
    depends on the machine's load.
    """

    __slots__ = ("nodes", "seconds", "clock", "_nodes0", "_t0")

    def __init__(self, nodes=None, seconds=None, clock=perf_counter):
        self.nodes = nodes
        self.seconds = seconds
        self.clock = clock
        self._nodes0 = 0
        self._t0 = 0.0

    def begin(self, nodes: int) -> None:
        """Start a move's budget; ``nodes`` is the search's count so far."""
        self._nodes0 = nodes
        if self.seconds is not None:
            self._t0 = self.clock()

    def exceeded(self, nodes: int) -> bool:
        """True once the move has used its budget."""
        if self.nodes is not None and nodes - self._nodes0 > self.nodes:
            return True
        return self.seconds is not None and self.clock() - self._t0 > self.seconds


class _Search:
    """One game's search: the solver's table (shared by every position of the
    game), its opening book and 12-disc database, a live node count."""

    def __init__(self, solver, bound, slice_seconds, slice_nodes=None):
        self.known, self.known_ply = combined_getter(solver.book, solver.hint_data)
        self.data = solver.hint_data
        self.negamax, self.nodes, self.arm = make_negamax(solver.table, self.known,
                                                          self.known_ply)
        self.bound = bound
        self.slice = slice_seconds
        if slice_nodes is not None:
            # slices of so many positions, not seconds: where a probe pauses, and
            # so the node count a bound sees, is the same on any machine
            by_time, self.slice = self.arm, 1.0  # any value: the probe arms, this picks how
            self.arm = lambda seconds: by_time(None, None if seconds is None else slice_nodes)

    def exact(self, cur, mask, n, bounds=None, guess=None):
        """Generator: the score within ``bounds`` (with ``(a, a + 1)``: ``a``
        if the score is at most ``a``, more otherwise); ``None`` past the bound.

        ``guess``: a likely score, probed first (one probe when it is right).
        """
        if n <= self.known_ply:
            v = self.known(cur, mask)
            if v is not None:
                return v
        steps = solve_steps(self.negamax, cur, mask, n, False, self.arm, self.slice, bounds,
                            guess)
        try:
            while True:
                next(steps)
                if self.bound is not None and self.bound.exceeded(self.nodes()):
                    return None
                yield
        except StopIteration as stop:
            return stop.value
        finally:
            steps.close()

    def upper_bound_after(self, cur, mask):
        """The 12-disc database's bound on the move that made this 13-disc
        position, for the player who made it (else ``None``)."""
        if self.data is None or popcount(mask) != PLY + 1:
            return None
        return self.data.upper_bound_after(cur, mask)

    def column_value(self, cur, mask, n, col, above):
        """Generator: whether playing ``col`` keeps more than ``above`` for the
        side to move (``None`` past the bound)."""
        if is_winning_move(cur, mask, col):
            return (CELLS + 1 - n) >> 1 > above
        if n + 1 == CELLS:
            return 0 > above
        c2, m2 = play(cur, mask, col)
        ub = self.upper_bound_after(c2, m2)
        if ub is not None and ub <= above:
            return False  # about half the moves of a 12-disc position: no search
        a = -above - 1  # the column keeps more than `above` iff the child scores <= a
        v = yield from self.exact(c2, m2, n + 1, (a, a + 1))
        return None if v is None else v <= a


def _kept(cur, mask, n, col, after):
    """What a move keeps: a win now, the last cell, else minus the score after."""
    if is_winning_move(cur, mask, col):
        return (CELLS + 1 - n) >> 1
    if n + 1 == CELLS:
        return 0
    return None if after is None else -after


def _better_steps(search, cur, mask, n, played, kept, judged):
    """Generator: ``(better, keeps)`` of a move that is not best (see the
    module), or ``(None, None)`` past the bound."""
    # the threshold a column must beat: the result for a mistake or a
    # blunder (more than a draw, or at least a draw), the score if slower
    above = kept if judged == SLOWER else (0 if kept == 0 else -1)
    better, keeps = [], []
    for col in range(WIDTH):
        if col == played or not can_play(mask, col):
            continue
        more = yield from search.column_value(cur, mask, n, col, above)
        if more is None:
            return None, None
        if not more:
            continue
        better.append(col + 1)
        if judged == BLUNDER:  # a draw or a win: which?
            win = yield from search.column_value(cur, mask, n, col, 0)
            if win is None:
                return None, None
            if win:
                keeps.append(col + 1)
        elif judged == MISTAKE:
            keeps.append(col + 1)
    return better, keeps


def review_steps(moves, solver, bound=None, slice_seconds=None, first=0, backward=True,
                 slice_nodes=None):
    """Generator: review a game move by move; returns the records in move order.

    :param moves: the game in notation (``"4453"``) or as 0-based columns,
        checked like ``solve`` does (:func:`connect4.board.parse_position`).
    :param solver: a :class:`connect4.solver.Solver`; its table is shared by
        every position (give it the 12-disc database: :func:`hint_solver`).
    :param bound: a :class:`Bound` per move, or ``None`` for none.
    :param slice_seconds: also yield that often inside a long probe (the
        worker's 0.05 s), so a time bound and a cancel act within it.
    :param slice_nodes: yield every so many positions searched instead (a
        multiple of 1024; the page's background review asks 1024): with a node
        bound, the same game gets the same records on any machine, however
        loaded (issue 32: a time bound did not).
    :param first: how many moves at the start to leave out (their positions
        are not solved): the records begin with move ``first + 1``.
    :param backward: solve from the last position back to the first, else
        forward: the same cost (tests/benchmarks/bench_review.py), but the
        slowest move is cheaper backward; forward streams in reading order.

    Yields ``{"done": k, "total": n}`` while it searches and
    ``{"done": k, "total": n, "move": record}`` as each move is judged
    (backward: the last move first); a move whose better columns passed the
    bound is sent again after the others, with them if a second look (a fresh
    bound, the table the game filled) finds them.

    :raises Connect4Error: bad moves, with the message ``solve`` gives.
    """
    if not isinstance(moves, str):
        moves = moves_name(moves)
    board = parse_position(moves)
    cols = board.moves
    total = len(cols)
    first = min(max(first, 0), total)
    positions = [(0, 0)]
    for col in cols:
        positions.append(play(positions[-1][0], positions[-1][1], col))
    search = _Search(solver, bound, slice_seconds, slice_nodes)
    scores = [None] * (total + 1)
    records = [None] * total
    progress = {"done": 0, "total": total - first}

    def solve(i):
        """Generator: the score of position ``i`` into ``scores``."""
        if i == total and board.is_over():
            return  # no score: the last move's `kept` is the win or the draw
        cur, mask = positions[i]
        # Lower bounds from the neighbours, each the exact score when a move
        # was best (most are): the probe that tests it comes first.
        lows = []
        ub = search.upper_bound_after(cur, mask)
        if ub is not None:
            lows.append(-ub)  # the database's bound on the move that made it
        if i > 0:
            before = scores[i - 1]
            if before is None and i - 1 <= search.known_ply:
                before = search.known(*positions[i - 1])
            if before is not None:
                lows.append(-before)  # the move that led here kept at most that
        if i < total:
            kept = _kept(cur, mask, i, cols[i], scores[i + 1])
            if kept is not None:
                lows.append(kept)  # the move played from here keeps at most the score
        low = max(lows) if lows else None
        bounds = None if low is None else (low, CELLS)
        scores[i] = yield from search.exact(cur, mask, i, bounds, low)

    def judge(i, again=False):
        """Generator: the record of move ``i`` (0-based), both scores known (``again``:
        a second look at a move judged already, not counted twice)."""
        cur, mask = positions[i]
        col = cols[i]
        score = scores[i]
        kept = _kept(cur, mask, i, col, scores[i + 1])
        judged = verdict(score, kept)
        better = keeps = []
        if judged in TURNING or judged == SLOWER:
            better, keeps = yield from _better_steps(search, cur, mask, i, col, kept, judged)
        records[i] = {"ply": i + 1, "column": col + 1, "score": score, "kept": kept,
                      "verdict": judged, "better": better, "keeps": keeps}
        progress["done"] += 0 if again else 1
        return dict(progress, move=records[i])

    def ticking(steps):
        return relay(steps, transform=lambda _: dict(progress))

    def begin():
        if bound is not None:
            bound.begin(search.nodes())

    begin()
    if backward:
        yield from ticking(solve(total))
        for i in range(total - 1, first - 1, -1):
            begin()
            yield from ticking(solve(i))
            yield (yield from ticking(judge(i)))
    else:
        yield from ticking(solve(first))
        for i in range(first, total):
            begin()
            yield from ticking(solve(i + 1))
            yield (yield from ticking(judge(i)))
    # A second look at the moves whose better columns passed the bound, with the table the
    # whole game has filled: a 13- or 14-disc position's probes that took 0.3-0.5 million
    # positions on a fresh table take a fraction of that now.  Without it the review
    # depended on what the worker had searched before (issue 51: offline, on a fresh
    # worker, a 19-move game kept 2 such moves that the online one, warm from the game's
    # hints, solved).  Their verdicts stand; only the better columns are sought again.
    for i in range(total - 1, first - 1, -1):
        if records[i]["better"] is None and records[i]["verdict"] != UNSOLVED:
            begin()
            yield (yield from ticking(judge(i, again=True)))
    solver.nodes = search.nodes()
    return records[first:]


def review(moves, solver, bound=None, **options) -> list:
    """The records of every move (see :func:`review_steps`), run to the end.

    Red to move after 34 discs wins in column 4, draws in column 1, loses
    in column 6, and plays 6; yellow then wins in column 6, the best move:

    >>> from connect4.solver import Solver
    >>> game = "2525453157437721753235142343772116" + "66"
    >>> for r in review(game, Solver(table_size_log2=16, book=False), first=34):
    ...     print(r["ply"], r["column"], r["score"], r["kept"], r["verdict"], r["better"])
    35 6 2 -4 blunder [1, 4]
    36 6 4 4 best []
    """
    return drive(review_steps(moves, solver, bound, **options))
