"""Play an N-game match between two players and say which is stronger.

Prints W-L-D for each side (and by colour), the win rate of the decisive
games, the one-sided exact binomial p-value of the leader being better than
50%, and the mean / 95th percentile / max time per move of each side.
Games run on every core (``--jobs``); a progress bar shows on a terminal.
With --size 8x7, --variant five or --variant popout the two sides are
levels of that board (connect4.commands.variantmatch).
"""

import json
import os
import sys

from connect4.arena import ProgressBar, format_match, run_match
from connect4.commands import fail, parse_count
from connect4.commands.boardoptions import add_board_arguments, wants_variant
from connect4.errors import PlayerSpecError
from connect4.players.registry import normalise_spec


def add_arguments(parser):
    """Register the ``arena`` options."""
    parser.add_argument("red", metavar="RED", help="player spec of A (red, unless --alternate)")
    parser.add_argument("yellow", metavar="YELLOW", help="player spec of B (yellow, unless --alternate)")
    # Numbers are read as text and checked in run(), so that a bad one gives
    # the same one-line message and exit status 2 as a bad spec.
    parser.add_argument("--games", "-n", default="100", metavar="N", help="number of games (default 100)")
    parser.add_argument("--seed", default="0", metavar="S", help="match seed (default 0)")
    parser.add_argument("--jobs", "-j", default=None, metavar="K",
                        help="processes to play games in (default: every core)")
    parser.add_argument("--alternate", action="store_true",
                        help="swap colours every game (each opening played from both sides)")
    parser.add_argument("--opening-plies", default="0", metavar="K",
                        help="random moves that open every game, 0-6 (default 0)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    add_board_arguments(parser, "the match")


def run(args):
    """Run the match and print its report; 0 on success, 2 on bad input."""
    if wants_variant(args):
        # another board: its levels' match (connect4.variants); 7x6 loads none of it
        from connect4.commands import variantmatch
        return variantmatch.run_arena(args)
    try:
        games = parse_count(args.games, "--games", 1)
        seed = parse_count(args.seed, "--seed", -2**63, 2**63)
        jobs = parse_count(args.jobs, "--jobs", 1) if args.jobs is not None else (os.cpu_count() or 1)
        plies = parse_count(args.opening_plies, "--opening-plies", 0, 6)
        a = normalise_spec(args.red)
        b = normalise_spec(args.yellow)
    except (ValueError, PlayerSpecError) as exc:
        return fail(str(exc))
    progress = None
    if not args.quiet and sys.stderr.isatty():
        progress = ProgressBar("%s vs %s " % (a, b))
    match = run_match(a, b, games, seed=seed, jobs=jobs, alternate=args.alternate,
                      opening_plies=plies, progress=progress)
    if args.json:
        json.dump(match.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(format_match(match))
    return 0
