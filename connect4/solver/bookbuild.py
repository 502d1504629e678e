"""Build the opening book along the perfect player's lines: ``python build.py book``.

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

Resumable: every solved score is appended to a checkpoint file (one line
``<canonical key> <score> <moves>``) and flushed at once.  A restarted build
reads it back, and the existing book file, and skips what is known, so killing the builder loses at most
the position being solved (and nothing with ``--table-file``).  The book
file is rewritten from the checkpoint every ``--save-every`` seconds and at
the end, so a partial book is always there to commit.

The builder runs the same solver code as the browser; under PyPy it is
about 10x faster than CPython.  PyPy 3.9 cannot run build.py (tomllib), so:
``pypy3 -m connect4.solver.bookbuild --table-file /some/where/table.bin``.
"""

import argparse
import os
import sys
import time
from array import array
from pathlib import Path

from connect4.bitboard import CELLS, CENTRE_ORDER, can_play, canonical_key, has_four, play, popcount
from connect4.board import Board
from connect4.errors import BookMergeError
from connect4.notation import moves_name, parse_moves
from connect4.search_driver import drive
from connect4.solver.book import DEFAULT_PATH, MAGIC, OpeningBook
from connect4.solver.search import (best_moves_steps, can_win_next, make_negamax, move_candidates,
                                    solve_steps)
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


def read_lines(text: str, leaves: set = None) -> dict:
    """``{canonical_key: score}`` from checkpoint lines (cut lines ignored).

    A line is ``<key> <score> <moves>``, with `` easy`` after it for a
    leaf; leaf keys go into ``leaves`` when given.
    """
    scores = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2:  # a line cut by a kill is ignored
            try:
                key = int(parts[0])
                scores[key] = int(parts[1])
            except ValueError:
                continue
            if leaves is not None and parts[3:4] == ["easy"]:
                leaves.add(key)
    return scores


def read_scores(data: bytes, leaves: set) -> dict:
    """``{canonical_key: score}`` from a book file's or a checkpoint's bytes;
    the leaf keys go into ``leaves``."""
    if data[:4] == MAGIC:
        book = OpeningBook.from_bytes(data)
        leaves.update(book.leaves())
        return dict(book.items())
    return read_lines(data.decode(), leaves)


def read_checkpoint(path: Path, leaves: set = None) -> dict:
    """``{canonical_key: score}`` from a checkpoint file (missing file: empty)."""
    return read_lines(path.read_text(), leaves) if path.exists() else {}


class SharedCheckpoint:
    """What lets several builders (processes) share one checkpoint file.

    Each appends its solved lines to the file (one ``write`` per line, in
    append mode); :meth:`refresh` reads the lines the others added.  A
    position is solved by the builder that creates its claim file first
    (``<checkpoint>.claims/<key>``, holding its pid); the claim goes when
    the position is recorded, and a claim whose process is gone is taken
    over, so a killed builder blocks nobody.
    """

    def __init__(self, path: Path, scores: dict, leaves: set = None):
        self.path = path
        self.scores = scores
        self.leaves = leaves
        self.offset = path.stat().st_size if path.exists() else 0
        self.claims = path.with_name(path.name + ".claims")
        self.claims.mkdir(exist_ok=True)

    def refresh(self) -> int:
        """Read lines appended since the last look; returns how many."""
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        end = data.rfind(b"\n") + 1  # a line being written stays for later
        self.offset += end
        new = read_lines(data[:end].decode(), self.leaves)
        self.scores.update(new)
        return len(new)

    def claim(self, key: int, done) -> bool:
        """True if this process may solve ``key`` (it now holds the claim);
        ``done()`` says if what is known already decides the position."""
        self.refresh()
        if done():
            return False
        path = self.claims / str(key)
        for _ in range(2):
            try:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                if _alive(path):
                    return False
                path.unlink(missing_ok=True)  # its builder was killed: take it over
                continue
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
            # the holder before may have recorded the position and released
            # its claim between our look and our claim: look again
            self.refresh()
            if done():
                self.release(key)
                return False
            return True
        return False

    def release(self, key: int) -> None:
        """Drop this process's claim on ``key`` (it is recorded now)."""
        (self.claims / str(key)).unlink(missing_ok=True)


def _alive(claim: Path) -> bool:
    try:
        pid = int(claim.read_text() or 0)
    except (OSError, ValueError):
        return True  # being written right now
    if pid == os.getpid() or pid <= 0:
        return pid > 0
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def write_book(scores: dict, path: Path, leaves=()) -> OpeningBook:
    """Write ``scores`` as a book file (atomically: temp file, then rename)."""
    book = OpeningBook.from_entries(scores, leaves)
    tmp = path.with_suffix(".%d.tmp" % os.getpid())  # builders may share the file
    tmp.write_bytes(book.to_bytes())
    tmp.replace(path)
    return book


def merge(out: Path, files) -> int:
    """Add the scores of checkpoint or book files to the book ``out``.

    Scores are exact, so the same position never has two: a conflict means
    a corrupt file, and nothing is written.

    :raises BookMergeError: a file gives a position another score than the book.
    """
    leaves = set()
    scores = read_scores(out.read_bytes(), leaves) if out.exists() else {}
    before = len(scores)
    for name in files:
        new = read_scores(Path(name).read_bytes(), leaves)
        for key, score in new.items():
            if scores.setdefault(key, score) != score:
                raise BookMergeError("%s gives position %d the score %d, the book has %d: "
                                     "not merged" % (name, key, score, scores[key]))
    book = write_book(scores, out, leaves)
    print("book: %d positions (%d new), max ply %d -> %s"
          % (len(book), len(book) - before, book.max_ply, out), flush=True)
    return 0


def main(argv=None) -> int:
    """Command line of ``python build.py book``."""
    ap = argparse.ArgumentParser(prog="build.py book", description=__doc__.split("\n")[0])
    ap.add_argument("--max-ply", type=int, default=8,
                    help="discs of the deepest stored positions (default 8)")
    ap.add_argument("--out", type=Path, default=DEFAULT_PATH, help="book file to write")
    ap.add_argument("--checkpoint", type=Path, default=None,
                    help="solved scores, appended as they come (default: OUT.checkpoint)")
    ap.add_argument("--table-log2", type=int, default=24,
                    help="transposition table of 2**N slots, 8 bytes each (default 24)")
    ap.add_argument("--sides", default="red",
                    help="whose lines: red (default), yellow or red,yellow")
    ap.add_argument("--root", action="append", default=None,
                    help="start from this position (notation) instead; repeatable")
    ap.add_argument("--solve", action="append", default=None, metavar="POSITION",
                    help="only add this position's exact score (no lines); repeatable")
    ap.add_argument("--merge", action="append", default=None, metavar="FILE",
                    help="only add the scores of this checkpoint or book file (from "
                         "builders elsewhere) to OUT; repeatable")
    ap.add_argument("--easy-nodes", type=int, default=30000,
                    help="end the lines at positions the player's own search answers "
                         "within N nodes (a fresh 16 MiB table, no book); 0: never "
                         "(default 30000, about 0.2 s in CPython)")
    ap.add_argument("--save-every", type=float, default=300.0,
                    help="rewrite the book file (and the table file) every N seconds")
    ap.add_argument("--table-file", type=Path, default=None,
                    help="keep the transposition table in this file (8 bytes a slot, "
                         "rewritten every --save-every s and loaded at start): a solve "
                         "of hours then survives a kill, since a re-run finds its bounds")
    args = ap.parse_args(argv)

    checkpoint = args.checkpoint or args.out.with_suffix(".checkpoint")
    if args.merge:
        try:
            return merge(args.out, args.merge)
        except BookMergeError as exc:
            raise SystemExit("build.py book: %s" % exc) from None
    leaves = set()
    scores = read_checkpoint(checkpoint, leaves)
    if args.out.exists():
        # the committed book is a checkpoint too: a new session resumes from it
        scores.update(read_scores(args.out.read_bytes(), leaves))
    print("book: max ply %d, %d scores from %s, table 2**%d slots (%d MiB)"
          % (args.max_ply, len(scores), checkpoint, args.table_log2,
             (8 << args.table_log2) >> 20), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    log = open(checkpoint, "a")
    if checkpoint.stat().st_size and not checkpoint.read_bytes().endswith(b"\n"):
        log.write("\n")  # a build killed mid-line: never glue the next line to it
        log.flush()
    shared = SharedCheckpoint(checkpoint, scores, leaves)
    t_start = time.perf_counter()
    last_save = [t_start]

    def on_solved(key, score, moves, nodes, seconds, leaf):
        log.write("%d %d %s%s\n" % (key, score, moves_name(moves) or "-", " easy" if leaf else ""))
        log.flush()
        print("%s %-14s ply %2d score %3d nodes %12s %9.1f s  (%d new, %.0f s total)"
              % ("easy  " if leaf else "solved", moves_name(moves) or "-", len(moves), score,
                 nodes, seconds,
                 builder.solves, time.perf_counter() - t_start), flush=True)
        if time.perf_counter() - last_save[0] > args.save_every:
            write_book(scores, args.out, leaves)
            last_save[0] = time.perf_counter()

    def save_table():
        if args.table_file:
            tmp = args.table_file.with_suffix(".tmp")
            with open(tmp, "wb") as f:
                builder.table.entries.tofile(f)
            tmp.replace(args.table_file)

    def on_pause(moves, low, high, nodes):
        shared.refresh()  # what other builders solved cuts this search too
        where = "best move" if low is None else "score in [%d, %d]" % (low, high)
        print("  working on %s: %s, %d nodes, %.0f s total"
              % (moves_name(moves) or "-", where, nodes, time.perf_counter() - t_start),
              flush=True)
        if time.perf_counter() - last_save[0] > args.save_every:
            write_book(scores, args.out, leaves)
            save_table()
            last_save[0] = time.perf_counter()

    builder = BookBuilder(args.max_ply, args.table_log2, scores, on_solved,
                          on_pause, min(60.0, args.save_every), args.easy_nodes, leaves)
    if args.table_file and args.table_file.exists():
        if args.table_file.stat().st_size == builder.table.nbytes:
            entries = array("q")
            with open(args.table_file, "rb") as f:
                entries.fromfile(f, builder.table.size)
            builder.table.entries = entries
            print("book: table loaded from %s" % args.table_file, flush=True)
        else:
            print("book: %s has another size than 2**%d slots: not loaded"
                  % (args.table_file, args.table_log2), flush=True)
    if args.root:
        roots = [parse_moves(r) for r in args.root]
    else:
        roots = builder.roots(tuple(s.strip() for s in args.sides.split(",")))
    try:
        if args.solve:
            for text in args.solve:
                board = Board.from_notation(text)  # checked: legal, game not over
                if board.is_over():
                    raise SystemExit("build.py book: position %r is already over" % text)
                builder.solve(board.current, board.mask, list(board.moves))
        else:
            builder.run(roots, shared)
    finally:
        log.close()
        book = write_book(scores, args.out, leaves)
        save_table()
        print("book: %d positions (max ply %d), %d bytes -> %s; %d solves, %d nodes, %.0f s"
              % (len(book), book.max_ply, len(book.to_bytes()), args.out,
                 builder.solves, builder.nodes, time.perf_counter() - t_start), flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
