"""Cardenas et al., alpha-beta with window scores and double threats (the ``threats`` player).

The text's experiment: nodes explored and runtime per move at depths 3, 4 and 5.
"""

from connect4.board import Board
from connect4.players.registry import make_player
from connect4.reproduce.core import (
    no_text_numbers, position_count, sample_positions, stated, time_moves,
)

DEPTHS = (3, 4, 5)

NOTES = ()


def work(plan, quick):
    """Timed moves of this section."""
    return 1 + position_count(quick) * len(DEPTHS)


#: A position where depth 4 values columns 3 and 4 alike.
TIED = "3454366667274"


def statements(runner):
    """The text's tie-break: the first (leftmost) of the equally valued columns."""
    r = make_player("threats:depth=4").choose(Board.from_notation(TIED))
    runner.tick()
    top = max(s for s in r.scores if s is not None)
    tied = [c + 1 for c in range(7) if r.scores[c] == top]
    return stated([
        ("ties go to the first column: `%s` at depth 4, columns %s valued %s" % (
            TIED, " and ".join(map(str, tied)), top), "column %d" % tied[0],
         "column %d" % (r.column + 1)),
    ])


def section(runner):
    """Mean nodes and CPU time per move at each of the text's depths."""
    positions = sample_positions(position_count(runner.quick), runner.seed + 1)
    out = ["## Cardenas et al.: alpha-beta with window scores and double threats (`threats`)", "",
           no_text_numbers("its nodes and runtime per move at depths 3, 4 and 5 (ties to the "
                           "leftmost column, as the text breaks them)"), ""]
    out += statements(runner)
    out += ["| Depth | mean nodes per move | mean ms per move (CPU) |", "|---|---|---|"]
    for d in DEPTHS:
        ms, nodes, _ = time_moves(runner, "threats:depth=%d" % d, positions)
        out.append("| %d | %.0f | %.1f |" % (d, nodes, ms))
    out += ["", "%d positions of 4-24 discs from seeded random games." % len(positions), ""]
    return "\n".join(out)
