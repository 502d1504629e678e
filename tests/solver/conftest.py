"""The solver's tests' shared fixture: a small opening book built from a known position."""

import pytest
from book_positions import EXTRA, ROOT

from connect4.solver import bookbuild
from connect4.solver.book import OpeningBook


@pytest.fixture(scope="module")
def built():
    """A small book along the perfect player's lines from ROOT."""
    builder = bookbuild.BookBuilder(len(ROOT) + EXTRA, table_log2=18)
    scores = builder.run([[int(c) - 1 for c in ROOT]])
    return OpeningBook.from_entries(scores), builder
