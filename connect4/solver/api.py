"""The public solver: exact scores of a position and of each of its columns.

>>> from connect4.board import Board
>>> s = Solver(table_size_log2=16, book=False)
>>> s.solve(Board.from_notation("4455"))      # red wins with its 4th disc
18
>>> late = Board.from_notation("2252576253462244111563365343671351441")
>>> s.analyze(late)   # columns 1-5 full; 6 blocks red, 7 loses sooner
[None, None, None, None, None, -1, -2]

Scores follow the shared test sets (see :mod:`connect4.solver.search`).
The table is kept between calls (entries stay valid: keys are exact), so
analysing a position after solving it is cheap; :meth:`Solver.reset` forgets.
"""

import os

from connect4.bitboard import CELLS, CENTRE_ORDER, WIDTH, can_play, is_winning_move, play
from connect4.board import COLOUR_NAMES, Board
from connect4.errors import GameOverError
from connect4.search_driver import drive, relay
from connect4.solver.book import DEFAULT_PATH, OpeningBook
from connect4.solver.hintdata import PLY, combined_getter, shared_hint_data
from connect4.solver.hintplan import WDL, HintPlan
from connect4.solver.search import best_moves_steps, make_negamax, solve_steps
from connect4.solver.table import TranspositionTable

#: Default table: 2**21 slots (a prime just above), 8 bytes each = 16 MiB.
DEFAULT_TABLE_LOG2 = 21


#: The default book as last loaded: ``((path, mtime, size), (book, why))``.
#: Every solver of a process shares it (the hint solver and the perfect
#: player of the browser worker: one copy, not two, of ~0.9 MB).
_shared_book = None


def _load_book(book):
    """``(book or None, why the default book is missing or unreadable, or None)``."""
    global _shared_book
    if book is True:
        try:
            st = os.stat(DEFAULT_PATH)
        except OSError:
            return OpeningBook.try_load(DEFAULT_PATH)  # says it is missing
        key = (str(DEFAULT_PATH), st.st_mtime_ns, st.st_size)
        if _shared_book is None or _shared_book[0] != key:
            _shared_book = (key, OpeningBook.try_load(DEFAULT_PATH))
        return _shared_book[1]
    if not book:
        return None, None
    if isinstance(book, OpeningBook):
        return book, None
    return OpeningBook.load(book), None


def _check_board(board) -> Board:
    if isinstance(board, str):
        board = Board.from_notation(board)
    if board.is_won():
        raise GameOverError(
            "cannot solve position %r: %s has already won"
            % (board.notation(), COLOUR_NAMES[1 - board.turn]))
    if board.is_full():
        raise GameOverError("cannot solve position %r: the board is full (draw)"
                            % board.notation())
    return board


class Solver:
    """Perfect play: negamax + transposition table + opening book.

    :param table_size_log2: the table has about ``2 ** table_size_log2``
        slots of 8 bytes (21 -> 16 MiB).
    :param book: ``True`` for the committed book (none if the file is
        missing), ``False`` for none, a path, or an :class:`OpeningBook`.
    """

    def __init__(self, table_size_log2: int = DEFAULT_TABLE_LOG2, book=True, hint_data=None):
        self.table = TranspositionTable(table_size_log2)
        #: Why the default book is not used (missing, corrupt), else ``None``.
        self.book, self.book_problem = _load_book(book)
        #: The 12-disc database (:mod:`connect4.solver.hintdata`) or ``None``.
        self.hint_data = hint_data
        self._known, self._known_ply = combined_getter(self.book, hint_data)
        self.nodes = 0

    def set_hint_data(self, hint_data) -> None:
        """Use (or with ``None`` stop using) the 12-disc database; the table
        stays valid (its entries are exact either way)."""
        self.hint_data = hint_data
        self._known, self._known_ply = combined_getter(self.book, hint_data)

    def reset(self) -> None:
        """Forget the table (O(1)) and the node count."""
        self.table.clear()
        self.nodes = 0

    def _negamax(self):
        if self._known is not None:
            return make_negamax(self.table, self._known, self._known_ply)
        return make_negamax(self.table)

    def _book_score(self, current: int, mask: int):
        return self._known(current, mask) if self._known is not None else None

    def covers_opening(self, side: int = None, plies: int = None) -> bool:
        """True if the book answers the perfect player's opening moves as
        ``side`` (0 red, 1 yellow, ``None`` both; see
        :meth:`OpeningBook.covers_opening`)."""
        return self.book is not None and self.book.covers_opening(side, plies)

    # -- one position ---------------------------------------------------
    def solve_steps(self, board, weak: bool = False, slice_seconds=None):
        """Generator form of :meth:`solve`: yields ``(low, high)`` between probes.

        With ``slice_seconds`` (e.g. 0.05) it also yields that often inside a
        long probe, which then resumes from the table: a worker stays
        responsive and can stop at any yield.

        :raises GameOverError: the game is already won or drawn.
        """
        board = _check_board(board)
        self.nodes = 0
        score = self._book_score(board.current, board.mask)
        if score is not None:
            return (score > 0) - (score < 0) if weak else score
        negamax, nodes, arm = self._negamax()
        try:
            score = yield from solve_steps(negamax, board.current, board.mask, board.ply,
                                           weak, arm, slice_seconds)
        finally:
            self.nodes = nodes()
        return score

    def solve(self, board, weak: bool = False) -> int:
        """The exact score for the side to move (with ``weak``: -1, 0 or 1).

        :raises GameOverError: the game is already won or drawn.
        """
        return drive(self.solve_steps(board, weak))

    # -- a best move ----------------------------------------------------
    def best_moves_steps(self, board, first_only: bool = False, slice_seconds=None):
        """Generator: ``(score, best columns)`` of a position, side to move.

        The exact score, then which columns keep it (the fastest win, the
        slowest loss): one solve and one null-window probe per column tried,
        several times cheaper than :meth:`analyze`.  Both come from the book
        when it has the position and a best child (the perfect player's own
        lines).  With ``first_only`` the search stops at the first best
        column in the solver's move order.  Yields like :meth:`solve_steps`.

        :raises GameOverError: the game is already won or drawn.
        """
        board = _check_board(board)
        cur, mask, n = board.current, board.mask, board.ply
        self.nodes = 0
        negamax = nodes = arm = None
        score = self._book_score(cur, mask)
        try:
            if score is None:
                negamax, nodes, arm = self._negamax()
                score = yield from solve_steps(negamax, cur, mask, n, False, arm,
                                               slice_seconds)
            if self.book is not None:
                # the book's own lines: a best child is stored, no search
                in_book = self.book.best_columns(cur, mask)
                if in_book:
                    return score, in_book[:1] if first_only else in_book
            if negamax is None:
                negamax, nodes, arm = self._negamax()
            cols = yield from best_moves_steps(negamax, cur, mask, n, score, first_only,
                                               self._book_score, arm, slice_seconds)
        finally:
            self.nodes = nodes() if nodes else 0
        return score, cols

    def best_moves(self, board, first_only: bool = False):
        """``(exact score, columns of that score)``: see :meth:`best_moves_steps`.

        >>> Solver(table_size_log2=16, book=False).best_moves("4455")   # columns 3 and 6
        (18, [2, 5])
        """
        return drive(self.best_moves_steps(board, first_only))

    # -- every column -----------------------------------------------------
    def analyze_steps(self, board, weak: bool = False, slice_seconds=None,
                      wdl_first: bool = True):
        """Generator form of :meth:`analyze`.

        Yields ``{"column": c, "score": s}`` when a column is exact, and
        before that, with ``wdl_first``, ``{"column": c, "wdl": w}`` (1 win,
        0 draw, -1 loss) for every searched column: win/draw/loss of all
        columns costs about half of the exact scores, so a hint shows them
        first and the distances a moment later (a draw is exact at once).
        Between those, ``{"column": c, "low": l, "high": h}`` after each
        exact-phase probe and ``{"column": c}`` after each weak one (and
        every ``slice_seconds`` within one, see :meth:`solve_steps`), so a
        browser worker can show progress and stop between steps.  Columns
        known without a search (a win now, a child in the book or the
        database) come first, then the others in the order of a
        :class:`~connect4.solver.hintplan.HintPlan` (which a browser worker
        shares out among its helpers).
        """
        board = _check_board(board)
        scores = [None] * WIDTH
        known, plan = self.hint_plan(board, weak, wdl_first)
        self.nodes = 0
        for step in known:
            scores[step["column"]] = step["score"]
            yield step
        if plan.done:
            return scores
        negamax, nodes, arm = self._negamax()
        while not plan.done:
            task = plan.take(0)
            try:
                value = yield from self.task_steps(board, task, (negamax, nodes, arm),
                                                   slice_seconds)
            finally:
                self.nodes = nodes()
            for step in plan.finish(0, value):
                if "score" in step:
                    scores[step["column"]] = step["score"]
                yield step
        return scores

    def hint_plan(self, board, weak: bool = False, wdl_first: bool = True):
        """``(steps, plan)``: the columns known without a search, as
        ``{"column", "score"}`` steps, and the :class:`HintPlan` of the others.

        Known at once: a win now, the last cell, a child in the book or the
        12-disc database.  For a 12-disc position the database also bounds
        every child from above (:meth:`HintData.upper_bound_after`): about
        half of those columns are losses before any search, and the exact
        search tests that bound first.
        """
        board = _check_board(board)
        cur, mask, n = board.current, board.mask, board.ply
        steps = []
        known = set()
        for col in range(WIDTH):
            if not can_play(mask, col):
                continue
            if is_winning_move(cur, mask, col):
                score = (CELLS + 1 - n) >> 1
            elif n + 1 == CELLS:
                score = 0  # the last cell, not a win: draw
            else:
                score = self._book_score(*play(cur, mask, col))
                if score is None:
                    continue
                score = -score
            known.add(col)
            steps.append({"column": col, "score": (score > 0) - (score < 0) if weak else score})
        searched = [c for c in CENTRE_ORDER if can_play(mask, c) and c not in known]
        bounds = {c: (-((CELLS - n) >> 1), (CELLS - n) >> 1) for c in searched}
        exact_from = []
        best = None
        if self.hint_data is not None and n == PLY:
            for col in searched:
                ub = self.hint_data.upper_bound_after(*play(cur, mask, col))
                if ub is not None and ub < bounds[col][1]:
                    bounds[col] = (bounds[col][0], ub)
                    exact_from.append(col)
            # the position's own score is its best column's: when a single
            # column can still reach it, that column is exact (12% of them),
            # also when the others' searches leave one (HintPlan.best)
            best = self.hint_data.get(cur, mask)
        if best is not None and any(s["score"] >= best for s in steps):
            best = None  # a column known without a search reaches it
        plan = HintPlan(searched, bounds, exact_from, weak, wdl_first, best)
        return steps + plan.settled(), plan

    def task_steps(self, board, task, search=None, slice_seconds=None):
        """Generator: run one :class:`Task` of a hint plan; returns its answer.

        The answer is the column's sign (a WDL task) or exact score (EXACT),
        for the side to move in ``board``.  Yields like :meth:`analyze_steps`
        between probes.  ``search`` is ``(negamax, nodes, arm)`` from
        :meth:`_negamax` to share between tasks (the caller counts its nodes);
        without it the task gets its own, and :attr:`nodes` is its count.
        """
        board = _check_board(board)
        cur, mask, n = board.current, board.mask, board.ply
        col = task.column
        own = search is None
        if own:
            search = self._negamax()
            self.nodes = 0
        negamax, nodes, arm = search
        c2, m2 = play(cur, mask, col)
        try:
            if task.phase == WDL:
                if task.high < 0:
                    return -1  # a loss already (a bound of the database): no search
                if task.low > 0:
                    return 1
                # the child's view; the weak phase's intervals are -1..1, not bounds
                gen = solve_steps(negamax, c2, m2, n + 1, True, arm, slice_seconds,
                                  bounds=(-task.high, -task.low))
                return -(yield from relay(gen, transform=lambda lh: {"column": col}))
            gen = solve_steps(negamax, c2, m2, n + 1, False, arm, slice_seconds,
                              bounds=(-task.high, -task.low),
                              guess=None if task.guess is None else -task.guess)
            # the child's bounds, seen from this position
            return -(yield from relay(gen, transform=lambda lh: {
                "column": col, "low": -lh[1], "high": -lh[0]}))
        finally:
            if own:
                self.nodes = nodes()

    def analyze(self, board, weak: bool = False) -> list:
        """Score of each column (7 entries) for the side to move, ``None`` if full.

        A column that wins at once scores ``(43 - n) // 2`` with ``n`` discs
        on the board; otherwise minus the opponent's score after the move.

        :raises GameOverError: the game is already won or drawn.
        """
        return drive(self.analyze_steps(board, weak))


def hint_solver(path=None, **solver_args):
    """``(Solver using the hint database, problem or None)`` for a terminal hint
    or ``analyze``: the database when installed, else the search alone and why."""
    data, problem = shared_hint_data(path)
    return Solver(hint_data=data, **solver_args), problem
