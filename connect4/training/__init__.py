"""Training that remembers (issue 45): the player's own mistakes, repetition, the dashboard and more.

Plain Python that runs unchanged under MicroPython (the page's main thread)
and CPython (the tests); every clock is injected (a day number, or
milliseconds).  Modules, one concept each:

- :mod:`~connect4.training.bank`: the mistake bank: a game's mistakes in,
  duplicates and mirror images merged, the queue, when an entry leaves it;
- :mod:`~connect4.training.schedule`: the opt-in repetition (off by default):
  growing intervals, what is due, "3 due today, next on Friday";
- :mod:`~connect4.training.dashboard`: solved and failed by theme, the puzzle
  rating's history and the games' accuracy as charts, the mistakes by theme;
- :mod:`~connect4.training.mixes`: themes and a difficulty range, linkable;
- :mod:`~connect4.training.storm`, :mod:`~connect4.training.race`: a timed
  run, and a run of puzzles chosen by a seed in a link;
- :mod:`~connect4.training.carry`: all progress as one file, out and in.

Kept free of imports: the page fetches each module with its mode.
"""
