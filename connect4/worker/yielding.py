"""The worker's pause between two slices of a search, which lets the page's messages in.

A search runs in slices of about 50 ms (``YIELD_EVERY``) and the worker awaits :func:`pause`
after each, so that a waiting message (a cancel, the next request, the watchdog's ping) is read
before the next slice.  Pyodide's ``asyncio.sleep(0)`` is a MessageChannel task, and behind a
run of those Chromium let a message from the page wait longer the longer the search went on:
pings 0.1 s after 0.3 s of a hint, 1.7 s after 6 s (``static/worker.py`` before this module).
A task posted with ``scheduler.postTask`` is queued beside the messages instead: at
``"user-visible"`` priority (:data:`REQUEST`) a message waits a slice or two, at
``"background"`` (:data:`IDLE`, pondering, which nobody waits for) none.  Where there is no
``scheduler`` (CPython in the tests, Safari) the pause is ``asyncio.sleep(0)``.
"""

import asyncio

#: A search someone waits for (a move, a hint, a review): the messages share the turns.
REQUEST = "user-visible"
#: Work nobody waits for (pondering): every message first.
IDLE = "background"

_noop = None  # the JS callback, made once for the worker's life (not one proxy a slice)


def pause(priority: str = REQUEST):
    """An awaitable that ends after the messages waiting with ``priority`` above have run."""
    global _noop
    try:
        from js import scheduler  # Pyodide in a browser
        post = scheduler.postTask
    except (ImportError, AttributeError):  # CPython; a browser without the scheduler
        return asyncio.sleep(0)
    if _noop is None:
        from pyodide.ffi import create_proxy  # Pyodide only, as js above

        _noop = create_proxy(lambda: None)
    return post(_noop, priority=priority)
