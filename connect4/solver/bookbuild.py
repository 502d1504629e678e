"""Build the opening book along the perfect player's lines: ``python build.py book``.

The command line of the book builder.  What is stored and how the lines are
walked: :mod:`connect4.solver.bookwalk`; the checkpoint that makes a build
resumable: :mod:`connect4.solver.checkpoint`; several builders on one
checkpoint: :mod:`connect4.solver.claims`.

The builder runs the same solver code as the browser; under PyPy it is
about 10x faster than CPython.  PyPy 3.9 cannot run build.py (tomllib), so:
``pypy3 -m connect4.solver.bookbuild --table-file /some/where/table.bin``.
"""

import argparse
import sys
import time
from array import array
from pathlib import Path

from connect4.board import Board
from connect4.errors import BookMergeError
from connect4.notation import moves_name, parse_moves
from connect4.solver.book import DEFAULT_PATH
from connect4.solver.bookwalk import BookBuilder
from connect4.solver.checkpoint import format_line, merge, read_checkpoint, read_scores, write_book
from connect4.solver.claims import SharedCheckpoint

__all__ = ["BookBuilder", "main", "merge"]


def _parser() -> argparse.ArgumentParser:
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
    return ap


class _Session:
    """One run of the builder: its checkpoint log, progress lines and the
    periodic saves of the book and the table file."""

    def __init__(self, args, checkpoint: Path, scores: dict, leaves: set):
        self.args = args
        self.scores = scores
        self.leaves = leaves
        self.log = open(checkpoint, "a")
        if checkpoint.stat().st_size and not checkpoint.read_bytes().endswith(b"\n"):
            self.log.write("\n")  # a build killed mid-line: never glue the next line to it
            self.log.flush()
        self.shared = SharedCheckpoint(checkpoint, scores, leaves)
        self.t_start = self.last_save = time.perf_counter()
        self.builder = BookBuilder(args.max_ply, args.table_log2, scores, self.on_solved,
                                   self.on_pause, min(60.0, args.save_every), args.easy_nodes,
                                   leaves)

    def _elapsed(self) -> float:
        return time.perf_counter() - self.t_start

    def _save_due(self) -> bool:
        if time.perf_counter() - self.last_save > self.args.save_every:
            self.last_save = time.perf_counter()
            return True
        return False

    def on_solved(self, key, score, moves, nodes, seconds, leaf):
        """Checkpoint a fresh solve at once, say so, and save the book now and then."""
        self.log.write(format_line(key, score, moves, leaf))
        self.log.flush()
        print("%s %-14s ply %2d score %3d nodes %12s %9.1f s  (%d new, %.0f s total)"
              % ("easy  " if leaf else "solved", moves_name(moves) or "-", len(moves), score,
                 nodes, seconds, self.builder.solves, self._elapsed()), flush=True)
        if self._save_due():
            write_book(self.scores, self.args.out, self.leaves)

    def on_pause(self, moves, low, high, nodes):
        """A long solve's pause: read the other builders' scores, say where it
        is, save the book and the table now and then."""
        self.shared.refresh()  # what other builders solved cuts this search too
        where = "best move" if low is None else "score in [%d, %d]" % (low, high)
        print("  working on %s: %s, %d nodes, %.0f s total"
              % (moves_name(moves) or "-", where, nodes, self._elapsed()), flush=True)
        if self._save_due():
            write_book(self.scores, self.args.out, self.leaves)
            self.save_table()

    def load_table(self) -> None:
        """Start from the table file's entries if it has the table's size."""
        path, table = self.args.table_file, self.builder.table
        if not (path and path.exists()):
            return
        if path.stat().st_size == table.nbytes:
            entries = array("q")
            with open(path, "rb") as f:
                entries.fromfile(f, table.size)
            table.entries = entries
            print("book: table loaded from %s" % path, flush=True)
        else:
            print("book: %s has another size than 2**%d slots: not loaded"
                  % (path, self.args.table_log2), flush=True)

    def save_table(self) -> None:
        """Write the table file (atomically), if there is one."""
        if self.args.table_file:
            tmp = self.args.table_file.with_suffix(".tmp")
            with open(tmp, "wb") as f:
                self.builder.table.entries.tofile(f)
            tmp.replace(self.args.table_file)

    def close(self) -> None:
        """Close the log, write the book and the table, print the totals."""
        self.log.close()
        book = write_book(self.scores, self.args.out, self.leaves)
        self.save_table()
        b = self.builder
        print("book: %d positions (max ply %d), %d bytes -> %s; %d solves, %d nodes, %.0f s"
              % (len(book), book.max_ply, len(book.to_bytes()), self.args.out,
                 b.solves, b.nodes, self._elapsed()), flush=True)


def main(argv=None) -> int:
    """Command line of ``python build.py book``."""
    args = _parser().parse_args(argv)
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
    session = _Session(args, checkpoint, scores, leaves)
    builder = session.builder
    session.load_table()
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
            builder.run(roots, session.shared)
    finally:
        session.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
