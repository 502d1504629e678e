"""The coach: a human's move against an AI judged before the AI answers, and the game's accuracy.

:mod:`verdict` (the verdict, its words, the accuracy: plain Python that runs
on the page's main thread too) and :mod:`check` (the worker's and the command
line's bounded search for it).  The page's part is connect4.page.modes.coach;
docs/coach.md says what the coach decides and why.
"""
