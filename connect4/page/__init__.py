"""The page's controller: turns, settings, saves, links, workers' requests and every sentence.

Pure Python, never ``js`` or ``pyscript``: every module here runs under MicroPython on the
page's main thread and in CPython's tests (``connect4.MAIN_THREAD_MODULES``), so no ``typing``,
no ``dataclasses``, no f-string format specs.  A mode's bundle module
(``static/mode-<name>.bundle``) is imported only once its bundle is installed.
"""
