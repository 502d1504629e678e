"""List the AI players, their settings (default and range) and the difficulty levels.

A player is given to ``play``/``arena`` as a spec: ``name`` or
``name:key=value,key=value`` (e.g. ``weights:version=6,depth=4``), or as a
level of the ladder (``level3`` or ``3``).
"""

import json
import sys

from connect4.players.ladder import describe_ladder
from connect4.players.registry import describe_players


def add_arguments(parser):
    """Register the ``players`` options."""
    parser.add_argument("--json", action="store_true", help="print players and levels as JSON")


def _range(s):
    if s.get("choices"):
        return "|".join(s["choices"])
    if s["min"] is None and s["max"] is None:
        return ""
    return "%s..%s" % (s["min"], s["max"])


def run(args):
    """Print every player with its settings, then the ladder; returns 0."""
    players = describe_players()
    levels = describe_ladder()
    out = sys.stdout
    if args.json:
        json.dump({"players": players, "levels": levels}, out, indent=2)
        out.write("\n")
        return 0
    for p in players:
        print("%-8s %s" % (p["name"], p["description"]), file=out)
        for s in p["settings"]:
            print("    %-9s %-6s default %-6s %-12s %s" % (
                s["name"], s["type"], s["default"], _range(s), s["help"]), file=out)
    print("", file=out)
    print("levels (spec 'levelN' or 'N'):", file=out)
    for lv in levels:
        print("    %d  %-12s %s" % (lv["level"], lv["label"], lv["spec"]), file=out)
    return 0
