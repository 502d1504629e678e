"""The page's controller: turns, settings, saves, links, workers' requests and every sentence.

Pure Python, no ``js`` or ``pyscript``: static/main.py and its helpers only read
events and draw what these modules decide.  Every module here runs in CPython
(the tests) and in MicroPython on the page's main thread
(``connect4.MAIN_THREAD_MODULES`` lists them; tests/test_micropython.py checks).
"""
