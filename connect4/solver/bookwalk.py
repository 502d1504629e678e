"""The opening book's walk along the perfect player's lines.

What is stored: for every position on the perfect player's lines with fewer
than ``max_ply`` discs where it is to move (red from the empty board by
default; with ``--sides red,yellow`` also yellow after each first move of
red), the exact score of the position and of the child its chosen move leads
to.  The chosen move is the first column, in the solver's move order, whose
child scores minus the position's score (so it is a best move: fastest win,
slowest loss).  The walk then follows every reply of the opponent.  A
perfect player whose game stays in the book finds the position's score and
a child of the opposite score and plays it without searching
(:meth:`connect4.solver.Solver.best_moves_steps`).  Mirror images are
solved and stored once (canonical keys).

Where the lines end: besides ``max_ply``, at *easy* positions.  Before
solving a position the builder tries the search the player itself would
run there (exact score, then every best column) with a fresh table and no
book, capped at ``--easy-nodes`` nodes (default 30,000: about 0.2 s in
CPython).  If that is enough, the position is stored as a *leaf*: its
score, no child, nothing below it; the player's own search answers there
and at the easier positions that follow.  Without this cut the lines to
15 discs would hold up to ~10^5 positions; with it the book keeps the ones
the player's search would be slow on.

Why a best move and not all seven column scores: proving one child's score
is one null-window probe with the table warm from the position's own solve;
scoring all seven is seven full solves, and the losing first moves of the
empty board are the costliest positions of the game.  The hint display
still gets every column from the solver (slow in the first plies).

Reproducible: the walk is breadth-first in a fixed order (plies, then the
order positions were found, replies centre first), the search is
deterministic and scores are exact, so the same ``max_ply`` always gives the
same file.

The command line (``python build.py book``) is :mod:`connect4.solver.bookbuild`;
the checkpoint format :mod:`connect4.solver.checkpoint`; several builders
share one checkpoint through :mod:`connect4.solver.claims`.
"""

import time

from connect4.bitboard import CELLS, CENTRE_ORDER, can_play, canonical_key, has_four, play, popcount
from connect4.notation import moves_name
from connect4.search_driver import drive
from connect4.solver.search import best_moves_steps, can_win_next, make_negamax, move_candidates, solve_steps
from connect4.solver.table import TranspositionTable


class BookBuilder:
    """The breadth-first walk over the perfect player's lines.

    :param max_ply: the deepest positions stored have this many discs
        (positions with fewer discs where the perfect player moves are
        analysed, i.e. all their children solved).
    :param scores: known ``{canonical_key: score}`` (from a checkpoint);
        filled in as positions are solved.
    :param on_solved: called as ``on_solved(key, score, moves, nodes,
        seconds, leaf)`` after each fresh solve (checkpointing, progress).
    :param easy_nodes: positions the player's own search answers within
        this many nodes are leaves (0: no leaves).
    :param leaves: known leaf keys (from a checkpoint); filled in.
    """

    def __init__(self, max_ply: int, table_log2: int = 22, scores=None,
                 on_solved=None, on_pause=None, pause_every=None,
                 easy_nodes: int = 0, leaves=None):
        self.max_ply = max_ply
        self.table = TranspositionTable(table_log2)
        self.scores = {} if scores is None else scores
        self.leaves = set() if leaves is None else leaves
        self.easy_nodes = easy_nodes
        # the player's default table size, so "easy" means easy for it
        self._easy_table = TranspositionTable(21) if easy_nodes else None
        self.on_solved = on_solved
        self.on_pause = on_pause
        self.pause_every = pause_every
        self.solves = 0
        self.nodes = 0

    def _negamax(self):
        scores = self.scores

        def book_get(c, m):
            return scores.get(canonical_key(c, m))

        # known scores cut the search too (transpositions of solved lines)
        return make_negamax(self.table, book_get, self.max_ply), book_get

    def _drive(self, steps, moves, nodes):
        """Run a search generator, calling ``on_pause`` at each of its pauses."""
        if not self.on_pause:
            return drive(steps)

        def pause(step):
            low, high = step if step is not None else (None, None)
            self.on_pause(moves, low, high, nodes())

        return drive(steps, on_step=pause)

    def _record(self, key, score, moves, nodes, t0, leaf=False):
        self.scores[key] = score
        if leaf:
            self.leaves.add(key)
        self.solves += 1
        self.nodes += nodes
        if self.on_solved:
            self.on_solved(key, score, moves, nodes, time.perf_counter() - t0, leaf)

    def easy_score(self, cur, mask, n):
        """``(exact score, nodes)`` if the player's search (solve, then a
        probe per column for all best ones) needs at most ``easy_nodes``
        nodes from a fresh table without a book; else ``None``."""
        if not self.easy_nodes:
            return None
        self._easy_table.clear()
        negamax, nodes, arm = make_negamax(self._easy_table)

        def search():
            score = yield from solve_steps(negamax, cur, mask, n, False, arm, 0.0)
            yield from best_moves_steps(negamax, cur, mask, n, score, False, None, arm, 0.0)
            return score

        # slices of 0 s pause about every 8K nodes: the cap costs little more
        score = drive(search(), until=lambda: nodes() > self.easy_nodes)
        if score is None or nodes() > self.easy_nodes:
            return None
        return score, nodes()

    def solve(self, cur, mask, moves):
        """Exact score of a position (side to move): from memory or solved.

        The position must not be over.  With ``pause_every`` seconds, a long
        solve stops that often to call ``on_pause(moves, low, high, nodes)``
        (progress, saving the table), then goes on.
        """
        key = canonical_key(cur, mask)
        s = self.scores.get(key)
        if s is not None:
            return s
        (negamax, nodes, arm), _ = self._negamax()
        t0 = time.perf_counter()
        steps = solve_steps(negamax, cur, mask, len(moves), False, arm, self.pause_every)
        s = self._drive(steps, moves, nodes)
        self._record(key, s, moves, nodes(), t0)
        return s

    def best_column(self, cur, mask, moves, score):
        """The first column (solver's move order) that keeps the exact ``score``.

        Its child's exact score (``-score``) is stored: that is what the
        perfect player reads from the book.  The position must not be over
        and the side to move must not win at once.
        """
        (negamax, nodes, arm), book_get = self._negamax()
        t0 = time.perf_counter()
        steps = best_moves_steps(negamax, cur, mask, len(moves), score, True,
                                 book_get, arm, self.pause_every)
        col = self._drive(steps, moves, nodes)[0]
        c1, m1 = play(cur, mask, col)
        key = canonical_key(c1, m1)
        if key not in self.scores:
            self._record(key, -score, moves + [col], nodes(), t0)
        return col

    def roots(self, sides=("red",)):
        """Start positions: the empty board (red) and red's first moves (yellow)."""
        out = []
        if "red" in sides:
            out.append([])
        if "yellow" in sides:
            out.extend([c] for c in CENTRE_ORDER)
        return out

    def known_best(self, cur, mask, score):
        """The columns proved best by known scores, the builder's choice
        first; ``[]`` if none is known.

        The builder's choice is the first column in the solver's move order
        whose child scores ``-score`` (:meth:`best_column` records that
        child).  Scores are exact, so no column before it can be known with
        that score: any process reading the shared checkpoint finds the same
        column, which keeps a parallel walk identical to a single one.  The
        other columns are best children stored for other lines
        (transpositions): the book proves them too, so the player may pick
        them and the walk follows them as well.
        """
        n = popcount(mask)
        if can_win_next(cur, mask):
            return []
        candidates = move_candidates(cur, mask)
        if candidates is None:
            return [next(c for c in range(7) if can_play(mask, c))]  # lost at once
        out = []
        for mv, _ in candidates:
            col = (mv.bit_length() - 1) // 7
            c1, m1 = play(cur, mask, col)
            if n + 1 < CELLS and self.scores.get(canonical_key(c1, m1)) == -score:
                out.append(col)
        return out

    def run(self, roots, shared=None, poll=0.25):
        """Walk the tree from ``roots`` (lists of 0-based moves, perfect to move).

        Level by level (discs on the board): every position of a level is
        solved, then the next level is the chosen move and every reply.  For
        several processes sharing one checkpoint, ``shared`` (a
        :class:`SharedCheckpoint`) says which positions this one solves and
        reads what the others solved; a process waits for the positions
        others claimed before it goes to the next level.
        """
        level = []
        seen = set()
        for moves in roots:
            cur = mask = 0
            for c in moves:
                cur, mask = play(cur, mask, c)
            key = canonical_key(cur, mask)
            if key not in seen:
                seen.add(key)
                level.append((cur, mask, list(moves)))
        while level:
            todo = [(c, m, mv) for c, m, mv in level
                    if len(mv) < min(self.max_ply, CELLS - 1) and not can_win_next(c, m)]
            for cur, mask, moves in todo:
                if self._decided(cur, mask) is None:
                    self._take(cur, mask, moves, shared)
            nxt = []
            decided = []
            for cur, mask, moves in todo:
                while self._decided(cur, mask) is None:  # another process has it
                    if shared is None:
                        raise RuntimeError("%s was neither solved nor claimed"
                                           % (moves_name(moves) or "-"))
                    time.sleep(poll)
                    if not shared.refresh():
                        self._take(cur, mask, moves, shared)  # if its builder was killed
                decided.append((cur, mask, moves))
            # the whole level is known before it is expanded: every process
            # then sees the same best columns (see known_best)
            for cur, mask, moves in decided:
                for col in self._decided(cur, mask):  # [] at a leaf
                    c1, m1 = play(cur, mask, col)
                    for reply in CENTRE_ORDER:
                        if not can_play(m1, reply):
                            continue
                        c2, m2 = play(c1, m1, reply)
                        if has_four(c2 ^ m2):
                            continue  # the opponent won
                        key = canonical_key(c2, m2)
                        if key not in seen:
                            seen.add(key)
                            nxt.append((c2, m2, moves + [col, reply]))
            level = nxt
        return self.scores

    def _take(self, cur, mask, moves, shared):
        """Solve a position and record its chosen child, unless another
        builder holds the position's claim (or has just decided it)."""
        key = canonical_key(cur, mask)
        if shared is not None and not shared.claim(
                key, lambda: self._decided(cur, mask) is not None):
            return
        t0 = time.perf_counter()
        easy = None if key in self.scores else self.easy_score(cur, mask, len(moves))
        if easy is not None:
            self._record(key, easy[0], moves, easy[1], t0, leaf=True)
        else:
            self.best_column(cur, mask, moves, self.solve(cur, mask, moves))
        if shared is not None:
            shared.release(key)

    def _decided(self, cur, mask):
        """The columns to follow from a position (``[]`` at a leaf), or
        ``None`` while its score or a best child is unknown."""
        key = canonical_key(cur, mask)
        if key in self.leaves:
            return []
        score = self.scores.get(key)
        return (self.known_best(cur, mask, score) or None) if score is not None else None
