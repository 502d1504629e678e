"""Re-run the write-ups' experiments and write REPRODUCTION.md (see :mod:`connect4.reproduce`).

``python3 -m connect4 reproduce [williams coleman cardenas gibson mcts]``
runs the named sections (default all) with a progress bar on stderr and
writes the report; ``--quick`` plays fewer games per cell (the report says
which plan ran).
"""

import os
import sys

from connect4.commands import fail


def add_arguments(parser):
    """Register the ``reproduce`` options."""
    from connect4.reproduce import SECTIONS

    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="write-ups to re-run: %s (default: all)" % ", ".join(SECTIONS))
    parser.add_argument("--quick", action="store_true",
                        help="fewer games per cell (a few minutes; the report says so)")
    parser.add_argument("--out", default="REPRODUCTION.md", metavar="FILE",
                        help="report file (default REPRODUCTION.md; plots are written beside it)")
    parser.add_argument("--seed", default="2026", metavar="S", help="seed (default 2026)")
    parser.add_argument("--jobs", "-j", default=None, metavar="K",
                        help="processes to play games in (default: every core)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")


def run(args):
    """Run the sections and write the report; returns the exit status."""
    from connect4.reproduce import SECTIONS, reproduce

    unknown = [n for n in args.names if n not in SECTIONS]
    if unknown:
        return fail("unknown write-up %r (choose from: %s)" % (unknown[0], ", ".join(SECTIONS)))
    try:
        seed = int(args.seed)
        jobs = int(args.jobs) if args.jobs is not None else (os.cpu_count() or 1)
    except ValueError:
        return fail("--seed and --jobs take integers")
    if jobs < 1:
        return fail("--jobs must be at least 1")
    reproduce(args.names or SECTIONS, quick=args.quick, jobs=jobs, seed=seed,
              out_path=args.out, stream=None if args.quiet else sys.stderr)
    print("wrote %s" % args.out)
    return 0
