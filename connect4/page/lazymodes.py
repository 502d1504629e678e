"""Which of the page's modes load their Python at start, and which wait to be opened.

A mode the reader never opens costs nothing on a first visit (issue 33): its
modules go into their own bundle (``static/mode-<name>.bundle``, build.py's
``MODES``) and the page fetches it the first time the mode is opened.  This
module decides, from what the page knows before the mode is loaded (the
link's parameters, the mode's saved progress), whether to load it at once.
Runs on the page's main thread (MicroPython) and in CPython's tests.
"""

import json

#: The Puzzles mode's saved progress (connect4.puzzles.mode.STORAGE_KEY, read
#: here without importing that module: it is not loaded yet when the page starts).
PUZZLES_KEY = "connect4.puzzles"


def bundle_url(name: str) -> str:
    """The address, relative to the page, of the mode ``name``'s bundle."""
    return "static/mode-%s.bundle" % name


def puzzles_at_start(params, saved) -> bool:
    """Whether the Puzzles mode opens as the page starts: a link to a puzzle
    (``?puzzle=ID``), or the mode was open on its last puzzle before a reload
    (the progress ``saved`` as JSON text, or None)."""
    if "puzzle" in params:
        return True
    try:
        data = json.loads(saved) if saved else {}
        return data.get("open") is True and int(data.get("last", 0)) > 0
    except (ValueError, TypeError, AttributeError):
        return False  # damaged progress: the mode itself starts afresh when opened


def failure_words(args) -> str:
    """The words of a failed load's exception (its ``args``): a JavaScript error
    reaches MicroPython as (its object, its name, its message), and the page
    said "((<JsProxy 153>, 'TypeError', 'Failed to fetch'))"; now its message.

    >>> failure_words(("<JsProxy 1>", "TypeError", "Failed to fetch"))
    'Failed to fetch'
    >>> failure_words(("not a bundle of the page's files",))
    "not a bundle of the page's files"
    """
    if len(args) == 3 and isinstance(args[1], str) and isinstance(args[2], str):
        return args[2]
    return " ".join(str(a) for a in args)


def load_failed(error) -> str:
    """The message when a mode's files could not be fetched (offline before the
    first visit cached them, or a server error): plain words, what to do."""
    return ("This part of the page could not be loaded (%s). Check the connection "
            "and try again." % (error or "no connection"))
