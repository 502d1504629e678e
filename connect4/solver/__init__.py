"""The perfect solver: exact scores of Connect 4 positions, in pure Python.

Modules, one concept each (after Pascal Pons' solver):

- :mod:`~connect4.solver.search`: negamax, alpha-beta, null-window narrowing;
- :mod:`~connect4.solver.table`: the fixed-size transposition table;
- :mod:`~connect4.solver.ordering`: move ordering (threats, then centre);
- :mod:`~connect4.solver.book`: the opening book's format and lookup;
- :mod:`~connect4.solver.bookwalk`: the book builder's walk along the perfect player's lines;
- :mod:`~connect4.solver.checkpoint`: the builder's checkpoint format, writing and merging books;
- :mod:`~connect4.solver.claims`: several builders sharing one checkpoint;
- :mod:`~connect4.solver.bookbuild`: the builder's command line (``build.py book``);
- :mod:`~connect4.solver.api`: :class:`Solver`, the public entry point.
"""

from connect4.solver.api import Solver

__all__ = ["Solver"]
