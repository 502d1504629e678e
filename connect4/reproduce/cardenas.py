"""Cardenas et al., alpha-beta with window scores and double threats (the ``threats`` player).

The text's experiment: nodes explored and runtime per move at depths 3, 4 and 5.
"""

from connect4.reproduce.core import no_text_numbers, position_count, sample_positions, time_moves

DEPTHS = (3, 4, 5)

NOTES = ()


def work(plan, quick):
    """Timed moves of this section."""
    return position_count(quick) * len(DEPTHS)


def section(runner):
    """Mean nodes and CPU time per move at each of the text's depths."""
    positions = sample_positions(position_count(runner.quick), runner.seed + 1)
    out = ["## Cardenas et al.: alpha-beta with window scores and double threats (`threats`)", "",
           no_text_numbers("its nodes and runtime per move at depths 3, 4 and 5 (ties to the "
                           "leftmost column, as the text breaks them)"), "",
           "| Depth | mean nodes per move | mean ms per move (CPU) |", "|---|---|---|"]
    for d in DEPTHS:
        ms, nodes, _ = time_moves(runner, "threats:depth=%d" % d, positions)
        out.append("| %d | %.0f | %.1f |" % (d, nodes, ms))
    out += ["", "%d positions of 4-24 discs from seeded random games." % len(positions), ""]
    return "\n".join(out)
