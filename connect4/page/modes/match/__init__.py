"""The match: its run (matchrun), its words and set-up (matchtext), how sure its result is (significance).

Runs in CPython (the tests) and in MicroPython on the page's main thread.
"""
