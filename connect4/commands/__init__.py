"""One module per command-line command: ``add_arguments(parser)`` and ``run(args)``."""

import sys


def fail(message, status=2):
    """Print ``error: message`` on stderr and return the exit status to use."""
    print("error: %s" % message, file=sys.stderr)
    return status
