"""Other boards and variants (issue 46): Connect-k on any size from 4x4 to 10x8, five in a row, Pop Out.

Pure Python that runs unchanged under MicroPython (the page's main thread,
the light worker) and CPython.  The 7x6 engine (connect4.bitboard,
connect4.board, connect4.solver) is untouched and keeps its speed; these
modules hold the general case:

- :mod:`~connect4.variants.geometry`: a size and line length, its masks and
  the bitboard rules (drops, pops, lines, keys, perft);
- :mod:`~connect4.variants.notation`: a size's text ("8x7") and a game's
  moves (columns 1-9 and 0 for the 10th, ``p3`` for a pop);
- :mod:`~connect4.variants.game`: a game with its history: legal moves,
  play and undo, Pop Out's rules (repetition, a pop that makes two lines),
  the result in words;
- :mod:`~connect4.variants.results`: the known result of every size, with
  its source.

Kept free of imports: the page fetches each module with its mode.
"""
