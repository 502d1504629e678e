"""One module per command-line command: ``add_arguments(parser)`` and ``run(args)``."""

import sys

from connect4.errors import MatchSetupError


def fail(message, status=2):
    """Print ``error: message`` on stderr and return the exit status to use."""
    print("error: %s" % message, file=sys.stderr)
    return status


def parse_count(text, what, low, high=None):
    """An int option checked against its bounds; raises ValueError with a one-line message."""
    try:
        value = int(text)
    except (TypeError, ValueError):
        raise MatchSetupError("%s must be an integer, got %r" % (what, text)) from None
    if value < low or (high is not None and value > high):
        bounds = "at least %d" % low if high is None else "%d..%d" % (low, high)
        raise MatchSetupError("%s must be %s, got %d" % (what, bounds, value))
    return value
