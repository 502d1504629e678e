"""The position tools: their state and updates (positionmode), the best line
(bestline), the set-up editor's grid (setupgrid), the threat marks (threatmarks).

Runs in CPython (the tests) and in MicroPython on the page's main thread.
"""
