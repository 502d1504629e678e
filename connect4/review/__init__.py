"""Game review: every move of a game judged by the perfect solver, in words and in a chart.

``game`` drives the solver over a game, one position at a time (the worker and
the command line run it); ``verdicts`` says what a move's scores mean (best,
slower, mistake, blunder) and sums a player's game up; ``chart`` draws the
evaluation chart as SVG.  ``verdicts`` and ``chart`` import nothing of the
solver, so the page's main thread can use them; keep this file free of imports.
"""
