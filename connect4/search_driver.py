"""Driving a search generator: the one loop that steps a search to its end.

Every search of this package is a generator in the manner of sunfish: it
yields its progress now and then and *returns* its answer, so the caller
owns the clock.  :func:`drive` runs one to the end for a synchronous caller
(a player's ``choose``, the solver's plain methods, the book builder, the
command line), with a progress callback and a stop condition as options;
:func:`relay` passes a search's steps on to the caller's caller, thinned.
The browser worker's ``_drive`` (``static/worker.py``) is the same loop with
an ``await`` between steps, which a plain function cannot hold.

Imports nothing, so it runs everywhere the searches do (MicroPython too).
"""


def drive(steps, on_step=None, until=None, stopped=None):
    """Step the generator ``steps`` to its end and return what it returned.

    :param on_step: called with every step the search yields (progress
        lines, saving a table now and then).
    :param until: called after every step; when it returns true the search
        is closed and ``stopped`` is returned instead of its answer.

    >>> def count(n):
    ...     for i in range(n):
    ...         yield i
    ...     return "done"
    >>> seen = []
    >>> drive(count(3), on_step=seen.append), seen
    ('done', [0, 1, 2])
    >>> drive(count(10), until=lambda: len(seen) > 4, on_step=seen.append)
    >>> seen
    [0, 1, 2, 0, 1]
    """
    try:
        while True:
            step = next(steps)
            if on_step is not None:
                on_step(step)
            if until is not None and until():
                steps.close()
                return stopped
    except StopIteration as stop:
        return stop.value


def relay(steps, due=None, transform=None):
    """Generator: yield the steps of ``steps`` (only those for which ``due()``
    is true if given, e.g. :meth:`connect4.players.base.Clock.due`: at most
    one a time slice), each through ``transform`` if given; return the
    search's answer.

    >>> def count(n):
    ...     yield from range(n)
    ...     return "done"
    >>> def evens():
    ...     answer = yield from relay(count(5), transform=lambda i: i * 2)
    ...     yield answer
    >>> list(evens())
    [0, 2, 4, 6, 8, 'done']
    """
    try:
        while True:
            step = next(steps)
            if due is None or due():
                yield step if transform is None else transform(step)
    except StopIteration as stop:
        return stop.value
