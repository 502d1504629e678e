"""The ``perfect`` player: the exact score of the position, then a best column.

A best move has the highest exact score, which already means the fastest
win and the slowest loss (the score counts the winner's discs).  Among
moves with equal scores the player picks with its seeded ``rng`` (``tie=0``)
or the most central one (``tie=1``).  The best columns' score goes out as
``MoveResult.scores`` with ``score_kind="exact"`` (``None`` for the others).

Early positions come from the opening book (instant); later ones are
searched by :class:`connect4.solver.Solver`, whose search yields between
null-window probes so that the browser worker can cancel a long search.
In the light worker, which has neither, the first moves come from
:mod:`connect4.openings` (``openings``: the same columns the solver gives).
"""

from connect4 import openings as opening_table
from connect4.bitboard import CENTRE_ORDER, WIDTH, can_play, is_winning_move, play
from connect4.players.base import YIELD_EVERY, Clock, MoveResult, Player, SettingSpec
from connect4.search_driver import relay

#: Where a move came from (``MoveResult.extra["source"]``), for the page's
#: "What the AI did" (:func:`connect4.page.ai.figures.move_counters`):
WIN = "win"            # a four at once: no search
FORCED = "forced"      # one column does not lose at once (a block): no choice to make
LOST = "lost"          # every column loses at the opponent's next disc
BOOK = "book"          # the opening book (or the light worker's table made from it)
DATABASE = "database"  # the 12-disc database, when the solver has it
SEARCH = "search"      # the exact search

#: Centre-first rank of each column (0 = centre).
_CENTRE_RANK = {c: i for i, c in enumerate(CENTRE_ORDER)}


class PerfectPlayer(Player):
    """Plays a move of the best exact score (solver + opening book).

    >>> from connect4.board import Board
    >>> p = PerfectPlayer(seed=1, table=16)
    >>> r = p.choose(Board.from_notation("2252576253462244111563365343671351441"))
    >>> r.column, r.score_kind, r.scores   # the only block: column 6 (0-based 5)
    (5, 'exact', [None, None, None, None, None, -1, None])
    """

    name = "perfect"
    description = "perfect play: an exact solver with an opening book"
    SETTINGS = (
        SettingSpec("tie", int, 0, 0, 1,
                    "among equally good moves: 0 = seeded random, 1 = centre-most"),
        SettingSpec("table", int, 21, 16, 26,
                    "transposition table of 2**table slots, 8 bytes each (21 = 16 MiB)"),
    )

    def __init__(self, seed=0, **settings):
        super().__init__(seed, **settings)
        self._solver = None
        #: The first moves' table (:mod:`connect4.openings`), set by the light
        #: worker, which answers only the positions it holds.
        self.openings = None

    @property
    def solver(self):
        """The player's solver (created on first use: the book loads then)."""
        if self._solver is None:
            # the solver loads on the first move: a worker that never plays
            # perfect skips its start-up (17 ms of imports, then the book)
            from connect4.solver import Solver

            self._solver = Solver(table_size_log2=self.settings["table"], book=True)
        return self._solver

    def think(self, board):
        """Generator: finds the best columns, yields between steps, returns the move.

        The position's exact score, then a probe per column for which keep
        it (:meth:`connect4.solver.Solver.best_moves_steps`): much cheaper
        than scoring all seven, so ``scores`` holds the best columns' score
        and ``None`` for the others (the hint display asks the solver for
        every column).  Book lines answer without a search.

        :raises GameOverError: the game is already over.
        """
        clock = Clock()
        found = opening_table.lookup(self.openings, board) if self.openings else None
        source = move_source(board.current, board.mask)
        if found is not None:
            (score, cols), nodes, info = found, 0, "exact (opening table)"
            source = source or BOOK
        else:
            solver = self.solver
            # slices of 50 ms even inside long probes: the worker can cancel
            steps = solver.best_moves_steps(board, slice_seconds=YIELD_EVERY)
            score, cols = yield from relay(steps, clock.due)
            nodes = solver.nodes
            info = "exact (book)" if nodes == 0 else "exact, %d nodes" % nodes
            if source is None:
                source = SEARCH if nodes else (
                    BOOK if solver.book is not None
                    and solver.book.get(board.current, board.mask) is not None else DATABASE)
        cols = sorted(cols, key=_CENTRE_RANK.__getitem__)
        col = cols[0] if self.settings["tie"] == 1 else self.rng.choice(cols)
        scores = [score if c in cols else None for c in range(7)]
        return MoveResult(
            col, scores=scores, score_kind="exact", nodes=nodes,
            depth=42 - board.ply, time=clock.elapsed(), info=info, extra={"source": source})


def move_source(cur: int, mask: int):
    """:data:`WIN`, :data:`FORCED` or :data:`LOST` when the position leaves no
    choice to think about, else ``None`` (the book, the database or a search
    decides).  The position must not be over.

    >>> from connect4.board import Board
    >>> b = Board.from_notation
    >>> [move_source(x.current, x.mask) for x in (b("171717"), b("11223"), b("4"))]
    ['win', 'forced', None]
    """
    cols = [c for c in range(WIDTH) if can_play(mask, c)]
    if any(is_winning_move(cur, mask, c) for c in cols):
        return WIN
    # plain bitboard checks (this module also runs in the light worker, without the solver)
    safe = 0
    for c in cols:
        c2, m2 = play(cur, mask, c)   # c2: the opponent's stones, to move
        if not any(is_winning_move(c2, m2, d) for d in range(WIDTH) if can_play(m2, d)):
            safe += 1
    return LOST if safe == 0 else FORCED if safe == 1 else None
