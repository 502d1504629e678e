"""The 2016 MCTS post (the ``mcts`` player): its playout counts and its "next steps".
"""

from connect4.board import Board
from connect4.players.registry import make_player
from connect4.reproduce.core import no_text_numbers, stated

#: Only column 1 has room, the game goes on.
ONE_LEGAL = "4427612253772523425455634741753716666313"

POSITIONS = ("", "4453323456")
BUDGETS_MS = (100, 1000)
#: The post's "next steps" against its own player.
NEXT_STEPS = ("mcts:playouts=2000,select=uct", "mcts:playouts=2000,select=uct,draws=half")
UCT = "select=uct,draws=half,tree=fresh,pick=visits"

NOTES = (
    ("MCTS", "playout counts per second", "machine and interpreter: CPython here, the "
     "post's own language elsewhere"),
)


def games(quick):
    """Games per next-step match."""
    return 10 if quick else 30


def work(plan, quick):
    """Timed searches and games of this section."""
    return 3 + len(POSITIONS) * len(BUDGETS_MS) + len(NEXT_STEPS) * games(quick)


def statements(runner):
    """The post's player: one legal move at once, statistics kept, best win rate played."""
    one = make_player("mcts:ms=10000").choose(Board.from_notation(ONE_LEGAL))
    runner.tick()
    player = make_player("mcts:playouts=2000", seed=1)
    board = Board()
    first = player.choose(board)
    runner.tick()
    board.play(first.column)
    board.play(3)
    second = player.choose(board)
    runner.tick()
    top = max(s for s in second.scores if s is not None)
    return stated([
        ("with one legal move it answers at once (`%s`, a 10 s budget)" % ONE_LEGAL,
         "no playout", "%d playouts, %.1f ms" % (one.nodes, one.time * 1000)),
        ("its statistics are kept between moves: 2000 playouts a move, its second move "
         "after its first and a reply in column 4", "more than 2000 visits at the root",
         "%d visits" % second.extra["tree_visits"]),
        ("it plays the child with the highest win rate (draws count as losses)",
         "column of win rate %.4f" % top,
         "column %d, win rate %.4f" % (second.column + 1, second.scores[second.column])),
    ])


def section(runner):
    """Playouts per move by budget; UCT and draw counting against the post's player."""
    out = ["## The 2016 MCTS post (`mcts`)", "",
           no_text_numbers("playouts per move from the empty board and from a 10-disc "
                           "position, for time budgets (wall time; CPython on a shared, loaded "
                           "machine, so machine-dependent), and its \"next steps\" against its "
                           "own player"), ""]
    out += statements(runner)
    out += ["### Playouts per move", "", "| Position | budget | playouts (post's player) | playouts (UCT, draws half) |",
           "|---|---|---|---|"]
    for notation in POSITIONS:
        board = Board.from_notation(notation)
        for ms in BUDGETS_MS:
            a = make_player("mcts:ms=%d" % ms, seed=1).choose(board)
            b = make_player("mcts:ms=%d,%s" % (ms, UCT), seed=1).choose(board)
            runner.tick()
            out.append("| `%s` | %d ms | %d | %d |" % (notation or "(empty)", ms, a.nodes, b.nodes))
    out += ["", "### The post's player against its \"next steps\" (2000 playouts a move)", "",
            "| Match | Games | W-L-D of the first | p |", "|---|---|---|---|"]
    for spec in NEXT_STEPS:
        m, (w, l, d), p = runner.paired(spec, "mcts:playouts=2000", games(runner.quick))
        out.append("| `%s` vs `mcts:playouts=2000` | %d | %d-%d-%d | %s |" % (
            spec, m.games, w, l, d, p))
    out.append("")
    return "\n".join(out)
