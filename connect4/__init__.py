"""Connect 4: rules, notation, AI players and a perfect solver, in pure Python.

The package runs unchanged in CPython (tests, tools), in a Pyodide web worker
(the AIs) and, for its rules modules (``errors``, ``bitboard``, ``board``,
``notation``), in MicroPython on the page's main thread.  Keep this file free
of imports so that importing one rules module stays cheap everywhere.
"""

__version__ = "0.1.0"
