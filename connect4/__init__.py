"""Connect 4: rules, notation, AI players and a perfect solver, in pure Python.

The package runs unchanged in CPython (tests, tools), in a Pyodide web worker
(the AIs) and, for its rules modules (``errors``, ``bitboard``, ``board``,
``notation``), in MicroPython on the page's main thread.  Keep this file free
of imports so that importing one rules module stays cheap everywhere.
"""

__version__ = "0.1.0"

#: Modules that must import and run under MicroPython (the page's main thread
#: loads exactly these; build.py and tests/test_micropython.py read this list).
MAIN_THREAD_MODULES = ("errors", "bitboard", "board", "notation", "scores", "settings",
                       "savedstate", "game", "links",
                       "aitext", "custom", "counters", "matchview", "inflight", "workerwatch",
                       "pagetext", "keys", "hintdownload", "tally", "endgame", "messages",
                       "linkask")
