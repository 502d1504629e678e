"""The book builder's files: the checkpoint's line format, writing and merging books.

Resumable: every solved score is appended to a checkpoint file (one line
``<canonical key> <score> <moves>``) and flushed at once.  A restarted build
reads it back, and the existing book file, and skips what is known, so killing the builder loses at most
the position being solved (and nothing with ``--table-file``).  The book
file is rewritten from the checkpoint every ``--save-every`` seconds and at
the end, so a partial book is always there to commit.

A checkpoint line is ``<canonical key> <score> <moves>``, with `` easy``
after it for a leaf (a position the player's own search answers: stored
with its score and nothing below it).  Book files hold the same scores in
the format of :mod:`connect4.solver.book`; :func:`read_scores` reads both.
"""

import os
from pathlib import Path

from connect4.errors import BookMergeError
from connect4.notation import moves_name
from connect4.solver.book import MAGIC, OpeningBook


def format_line(key: int, score: int, moves, leaf: bool = False) -> str:
    """One checkpoint line (with its newline) for a solved position.

    >>> format_line(5, -2, [3, 3], leaf=True)
    '5 -2 44 easy\\n'
    """
    return "%d %d %s%s\n" % (key, score, moves_name(moves) or "-", " easy" if leaf else "")


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
