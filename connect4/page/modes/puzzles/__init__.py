"""The Puzzles mode and practice inside the page's loop (puzzlemode).

Runs in CPython (the tests) and in MicroPython on the page's main thread.
"""
