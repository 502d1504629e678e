"""Command line: ``python -m connect4 COMMAND ...``.

Each command lives in its own module under :mod:`connect4.commands` and
exposes ``add_arguments(parser)`` and ``run(args) -> int`` (the exit status).
"""

import argparse
import importlib
import sys

from connect4 import __version__
from connect4.commands.terminal import plain_text

#: (command, module, one-line help), in the order ``--help`` lists them.
COMMANDS = (
    ("play", "connect4.commands.play", "play a game in the terminal against any AI"),
    ("solve", "connect4.commands.solve", "exact scores of positions read from stdin"),
    ("analyze", "connect4.commands.analyze", "exact score of each column of a position"),
    ("review", "connect4.commands.review", "judge every move of a game with the perfect solver"),
    ("players", "connect4.commands.players", "list the AI players and their settings"),
    ("arena", "connect4.commands.arena", "play an N-game match between two AIs"),
    ("ladder", "connect4.commands.ladder", "play every difficulty level against its neighbours"),
    ("puzzles", "connect4.commands.puzzles", "solver-verified puzzles, and a game's mistakes to practise"),
    ("reproduce", "connect4.commands.reproduce", "re-run the write-ups' experiments, write REPRODUCTION.md"),
)


def build_parser():
    """The argument parser with every command registered."""
    parser = argparse.ArgumentParser(
        prog="python -m connect4",
        description="Connect 4: play, solve and analyse positions, run AI matches.",
    )
    parser.add_argument("--version", action="version", version="connect4 %s" % __version__)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name, help_text in COMMANDS:
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=help_text, description=plain_text(module.__doc__))
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv=None):
    """Entry point; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return args._run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # e.g. `python -m connect4 solve < big | head`: stop quietly.
        return 0


if __name__ == "__main__":
    sys.exit(main())
