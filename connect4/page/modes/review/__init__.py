"""The review mode: the game under review and its records (reviewed), and its updates (reviewmode).

Runs in CPython (the tests) and in MicroPython on the page's main thread.
"""
