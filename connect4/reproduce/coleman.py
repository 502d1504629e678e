"""Coleman et al., minimax with alpha-beta and a weighted heuristic (the ``minimax`` player).

The text's experiments: depth 5 against depths 1-6, time per move by depth,
and the time with and without alpha-beta pruning.
"""

from connect4.board import Board
from connect4.players.registry import make_player
from connect4.reproduce.core import (
    no_text_numbers, plot, position_count, sample_positions, stated, time_moves,
)

#: Red to move with two wins in one (columns 3 and 7); the same after yellow's
#: reply elsewhere, yellow to move against them.
DOUBLE = "445566"

#: Games per match (depth 5 against 1-6; minimax at depth 6 is slow in CPython).
GAMES = {False: 40, True: 4}
#: Deepest search timed; without pruning one less (its tree is ~6x the pruned one).
TOP = 6

NOTES = (
    ("Coleman", "a full board scores 0; streaks of 4+ discs with gaps count as threes",
     "the text does not say"),
    ("Coleman", "colours alternate, with 2 random opening plies per pair of games",
     "the text's colour set-up is not known here; two deterministic players would replay "
     "one game"),
)


def work(plan, quick):
    """Games and timed moves of this section."""
    return 2 + 6 * GAMES[quick] + position_count(quick) * (2 * TOP - 1)


def statements(runner):
    """The text's stated numbers: its default depth and the scores of wins and losses."""
    win = make_player("minimax").choose(Board.from_notation(DOUBLE))
    runner.tick()
    loss = make_player("minimax").choose(Board.from_notation(DOUBLE + "1"))
    runner.tick()
    return stated([
        ("default depth", "4", "%d" % win.depth),
        ("a win at a node with `depth` plies left scores `1000000000 * (depth + 1)`: red's "
         "win in one from `%s` at depth 4 (3 plies left below it)" % DOUBLE,
         "{:,}".format(1000000000 * 4),
         "{:,} (column {})".format(win.scores[win.column], win.column + 1)),
        ("a loss scores `-1000000000000 * (depth + 1)`: every yellow move from `%s1` loses "
         "to red's next move (2 plies left below it)" % DOUBLE,
         "{:,}".format(-1000000000000 * 3),
         ", ".join(sorted({"{:,}".format(s) for s in loss.scores if s is not None}))),
    ])


def section(runner):
    """Depth 5 against depths 1-6; time per move by depth, pruning on and off."""
    out = ["## Coleman et al.: minimax with alpha-beta and a weighted heuristic (`minimax`)", "",
           no_text_numbers("its depth-5 matches, its time per move by depth and its pruning "
                           "comparison (`minimax`, default `rules=text`)"), ""]
    out += statements(runner)
    out += ["### Depth 5 against depths 1-6", "",
            "| Match | Games | Depth-5 W-L-D | Win rate of decisive | p |",
            "|---|---|---|---|---|"]
    for d in range(1, 7):
        m, (w, l, dr), p = runner.paired("minimax:depth=5", "minimax:depth=%d" % d,
                                         GAMES[runner.quick])
        out.append("| depth 5 vs depth %d | %d | %d-%d-%d | %.1f%% | %s |" % (
            d, m.games, w, l, dr, 100 * w / (w + l) if w + l else 50.0, p))
    positions = sample_positions(position_count(runner.quick), runner.seed)
    out += ["", "Colours alternate, 2 random opening plies per pair of games (each opening "
            "played from both sides).", "",
            "### Time per move by depth, pruning on and off", "",
            "%d positions of 4-24 discs from seeded random games, one move each, CPU time "
            "(CPython; a shared, loaded machine)." % len(positions), "",
            "| Depth | ms/move, pruning | nodes | ms/move, no pruning | nodes | same move |",
            "|---|---|---|---|---|---|"]
    times_on, times_off = [], []
    for d in range(1, TOP + 1):
        on_ms, on_nodes, on_cols = time_moves(runner, "minimax:depth=%d" % d, positions)
        times_on.append(on_ms)
        if d == TOP:
            out.append("| %d | %.1f | %.0f | (not run) | | |" % (d, on_ms, on_nodes))
            continue
        off_ms, off_nodes, off_cols = time_moves(runner, "minimax:depth=%d,prune=off" % d,
                                                 positions)
        times_off.append(off_ms)
        same = sum(a == b for a, b in zip(on_cols, off_cols))
        out.append("| %d | %.1f | %.0f | %.1f | %.0f | %d/%d |" % (
            d, on_ms, on_nodes, off_ms, off_nodes, same, len(positions)))
    out += ["", "Pruning leaves the move unchanged (the same seeded tie-break among exactly "
            "equal root values) and cuts the nodes searched; depth %d without pruning is left "
            "out for time." % TOP, ""]

    def draw(ax):
        ax.plot(range(1, TOP + 1), times_on, "o-", label="alpha-beta")
        ax.plot(range(1, len(times_off) + 1), times_off, "s--", label="no pruning")
        ax.set_yscale("log")
        ax.set_xlabel("depth (plies)")
        ax.set_ylabel("ms per move (CPU)")
        ax.legend()

    out.extend(plot(runner, "coleman", "time per move by depth", draw))
    return "\n".join(out)
