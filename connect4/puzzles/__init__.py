"""Puzzles: solver-verified positions to solve, and a game's mistakes to practise.

Modules, one concept each:

- :mod:`~connect4.puzzles.record`: a puzzle and the shipped data file's format
  (MicroPython: the page parses the file);
- :mod:`~connect4.puzzles.themes`: the themes of a puzzle, computed from its position;
- :mod:`~connect4.puzzles.generate`: the set, made from games between the ladder's
  levels and the write-ups' AIs (``python3 -m connect4 puzzles --generate``);
- :mod:`~connect4.puzzles.verify`: every rule of a puzzle checked with the solver;
- :mod:`~connect4.puzzles.mistakes`: a reviewed game's mistakes as puzzles;
- :mod:`~connect4.puzzles.trainer`: the page's Puzzles mode (state, words, progress).
"""
