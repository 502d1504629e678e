"""The page's controller: turns, settings, saves, links, workers' requests and every sentence.

Every module here runs under MicroPython on the page and in CPython's tests, never importing the
browser: no ``typing``, no ``dataclasses``, no f-string format specs.
"""
