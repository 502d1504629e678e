"""Reading a position: its threats, its grid as text, and a move order that reaches a grid.

Every module here runs unchanged in CPython and MicroPython (the page's main
thread computes threats and reconstructs grids itself): plain ints, no numpy.
"""
