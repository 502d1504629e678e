"""The 2016 MCTS post (the ``mcts`` player): its stated behaviour and its "next steps".

The post reports no measurement: its figures are its player's code and its
behaviour in words (one legal move answered at once, statistics in ``plays``
and ``wins`` keyed by (player, state), kept in the player's scope, the best
win rate played), and three next steps (count losses, UCT, faster code).
Each is checked on our player here, beside the literal reading of its
JavaScript (:mod:`.reading_mcts`), and the next steps play the post's player.
"""

import time

from connect4.bitboard import bit, move_bit
from connect4.board import Board
from connect4.players.mcts import PLAYS, POINTS, table_key
from connect4.players.registry import make_player
from connect4.reproduce.core import sample_positions, stated
from connect4.reproduce.reading_mcts import AI, MonteCarloPlayer, from_board
from connect4.rng import Rng

#: Only column 1 has room, the game goes on.
ONE_LEGAL = "4427612253772523425455634741753716666313"
#: Red to move wins at once in column 3 or column 7.
TWO_WINS = "445566"
#: Five cells left and every way to fill them is a draw.
ALL_DRAWS = "6235752753476274242654362515371363464"
#: Red to move wins at once in column 1.
WIN_IN_ONE = "171715"

POSITIONS = ("", "4453323456")
BUDGETS_MS = (100, 1000)
#: Players whose simulations per move are compared (the post's "faster code").
SPEEDS = (("the post's player", "mcts"), ("UCT", "mcts:select=uct"),
          ("the project's tree", "mcts:rules=project"))
#: The post's "next steps" against its own player.
MATCH_PLAYOUTS = 1000
NEXT_STEPS = tuple("mcts:playouts=%d,%s" % (MATCH_PLAYOUTS, x)
                   for x in ("draws=half", "select=uct", "select=uct,draws=half"))
POST = "mcts:playouts=%d" % MATCH_PLAYOUTS
#: Simulations a move in the agreement check.
AGREEMENT_PLAYOUTS = 200

NOTES = (
    ("MCTS", "a number of simulations (`playouts`) besides the post's time limit (`ms`)",
     "a time limit makes the move depend on the machine; a number of simulations is "
     "reproducible from the seed"),
    ("MCTS", "random numbers from the player's seeded generator",
     "the post's Math.random has no seed; given the same numbers, our player and the literal "
     "reading hold the same table and play the same column"),
    ("MCTS", "simulations per second", "machine and interpreter: CPython here, the post's "
     "JavaScript in a browser there"),
    ("MCTS", "UCT: a move whose next states are all in the table is chosen by win rate + "
     "sqrt(2 ln N / n), else at random", "guessed: the post names UCT (with its aim: favour "
     "columns with a good history, still try them all) without a formula"),
)


def games(quick):
    """Games per next-step match."""
    return 6 if quick else 24


def positions(quick):
    """Random positions of the agreement check."""
    return 5 if quick else 20


def work(plan, quick):
    """Searches, games and checked positions of this section."""
    return (8 + len(POSITIONS) * len(BUDGETS_MS) + 2 * positions(quick)
            + len(NEXT_STEPS) * games(quick))


def statements(runner):
    """The post's player as it describes it, checked on ours."""
    rows = []
    one = make_player("mcts:ms=10000").choose(Board.from_notation(ONE_LEGAL))
    runner.tick()
    rows.append(("with one legal move it returns it at once (`%s`, a 10 s limit)" % ONE_LEGAL,
                 "no simulation", "%d simulations, %.1f ms" % (one.nodes, one.time * 1000)))
    # kept in the player's scope: a second game starts with the first one's statistics
    player = make_player("mcts:playouts=2000", seed=1)
    board = Board()
    first = player.choose(board)
    player.reset()
    again = player.choose(board)
    runner.tick()
    rows.append(("`plays` and `wins` live in the player's scope, across games: 2000 "
                 "simulations from the empty board, a new game, 2000 more",
                 "4000 counted (2000 a game)", "%d (the first game: %d)" % (
                     again.extra["tree_visits"], first.extra["tree_visits"])))
    # transpositions: a search from 12 fills the entry a search from 32 reads
    shared = make_player("mcts:playouts=2000", seed=2)
    shared.choose(Board([0, 1]))
    runner.tick()
    k = _state_plays(shared, Board([0, 1]), 2)
    rows.append(("statistics keyed by (player, state), so transpositions share them: after "
                 "2000 simulations from `12`, red's 3 (`123`) is the state of red's 1 from `32` "
                 "(`321`)", "one entry for both", "%s: %d simulations counted for `123`, %d "
                 "read for `321`" % ("one entry" if k == _state_plays(shared, Board([2, 1]), 0)
                                     else "two entries", k, _state_plays(shared, Board([2, 1]), 0))))
    ties = [make_player("mcts:playouts=200", seed=s).choose(Board.from_notation(TWO_WINS))
            for s in range(20)]
    project = [make_player("mcts:playouts=200,rules=project", seed=s).choose(
        Board.from_notation(TWO_WINS)).column for s in range(20)]
    runner.tick()
    rows.append(("the best win rate is played, compared by `reduce` with `>`: red wins at once "
                 "in column 3 or 7 from `%s` (both rate 1), 20 seeds, 200 simulations" % TWO_WINS,
                 "column 7 every time", "column 7 in %d of 20 (the project's tree: column 3 in "
                 "%d, 7 in %d)" % (sum(r.column == 6 for r in ties), project.count(2),
                                   project.count(6))))
    never = 0
    for s in range(20):
        p = make_player("mcts:playouts=1", seed=s)
        r = p.choose(Board())
        never += _state_plays(p, Board(), r.column) == 0
    runner.tick()
    rows.append(("a column never simulated scores 0 and can be chosen: one simulation from the "
                 "empty board, 20 seeds", "yes (when the one simulated column lost)",
                 "chosen in %d of 20" % never))
    draws = make_player("mcts:playouts=200").choose(Board.from_notation(ALL_DRAWS))
    half = make_player("mcts:playouts=200,draws=half").choose(Board.from_notation(ALL_DRAWS))
    runner.tick()
    rows.append(("next step, count losses: a draw is not a win (the post: 5 wins + 5 losses "
                 "rank with 5 wins + 5 draws); `%s`, every line a draw" % ALL_DRAWS,
                 "post 0; counted apart: above a loss", "post %s; `draws=half` %s" % (
                     draws.scores[0], half.scores[0])))
    uct, rand = (make_player("mcts:playouts=400" + x, seed=4) for x in (",select=uct", ""))
    for p in (uct, rand):
        p.choose(Board.from_notation(WIN_IN_ONE))
    runner.tick()
    rows.append(("next step, UCT: favour the columns with a good history (`%s`, red wins in "
                 "column 1; 400 simulations)" % WIN_IN_ONE, "more simulations to column 1",
                 "%d with UCT, %d at random" % (
                     _state_plays(uct, Board.from_notation(WIN_IN_ONE), 0),
                     _state_plays(rand, Board.from_notation(WIN_IN_ONE), 0))))
    speeds = []
    for label, spec in SPEEDS:
        t0 = time.process_time()
        make_player(spec + ("," if ":" in spec else ":") + "playouts=2000", seed=1).choose(Board())
        speeds.append("%s %.0f" % (label, 2000 / (time.process_time() - t0)))
    runner.tick()
    rows.append(("next step, faster code: more simulations in the time limit (simulations per "
                 "CPU second from the empty board)", "-", "; ".join(speeds)))
    return stated(rows)


def _state_plays(player, board, col):
    """Simulations counted in the state after the side to move (the AI) plays ``col``."""
    mv = move_bit(board.mask, col)
    return player.table.get(table_key(board.current | mv, board.mask | mv, 1), 0) & PLAYS


def _agreement_sample(runner):
    """Columns and tables of ours and the reading's, same random numbers (computed once a run)."""
    return runner.once("mcts agreement", _measure_sample)


def _measure_sample(runner):
    boards = sample_positions(positions(runner.quick), runner.seed + 11)
    same_col = same_table = 0
    for i, board in enumerate(boards):
        ours = make_player("mcts:playouts=%d" % AGREEMENT_PLAYOUTS, seed=i)
        col = ours.choose(board).column
        runner.tick()
        post = MonteCarloPlayer(Rng(i).randrange)
        same_col += post.get_play(from_board(board), AGREEMENT_PLAYOUTS) == col
        same_table += as_table(post) == ours.table
        runner.tick()
    return len(boards), same_col, same_table


def as_table(reading):
    """The reading's ``plays`` / ``wins`` in our table's layout (a win is 2 points there)."""
    table = {}
    for key, plays in reading.plays.items():
        numbers = [int(x) for x in key.split(",")]
        ai = mask = 0
        for i, who in enumerate(numbers[1:]):
            row, col = divmod(i, 7)
            if who:
                cell = bit(col, 5 - row)  # the map's rows run from the top
                mask |= cell
                ai |= cell if who == AI else 0
        table[table_key(ai, mask, int(numbers[0] == AI))] = plays + 2 * reading.wins[key] * POINTS
    return table


def agreement(runner):
    """Rows of the closing "Agreement with the texts": ``mcts`` against the literal reading."""
    n, same_col, same_table = _agreement_sample(runner)
    sample = "%d random positions (4-24 discs), %d simulations each, the same random numbers" % (
        n, AGREEMENT_PLAYOUTS)
    return [("mcts:playouts=%d" % AGREEMENT_PLAYOUTS, "reading_mcts (the post's getPlay and "
             "runSimulation)", sample, "same column", "%.1f%% (%d of %d)" % (
                 100.0 * same_col / n, same_col, n)),
            ("mcts:playouts=%d" % AGREEMENT_PLAYOUTS, "reading_mcts", sample,
             "same table: every (player, state)'s plays and wins", "%.1f%% (%d of %d)" % (
                 100.0 * same_table / n, same_table, n))]


def section(runner):
    """Stated behaviour, agreement with the reading, simulations per move, the next steps."""
    out = ["## The 2016 MCTS post (`mcts`)", "",
           "The post reports no measurement: its figures are its player's JavaScript and what "
           "it says the player does; the tallies on its page (games won, simulations run) are "
           "placeholders of a live page, 0 in the text.  So the table below checks each stated "
           "behaviour on our player, with the post's words as the expected value, and the post's "
           "three next steps play its player.", ""]
    out += statements(runner)
    n, same_col, same_table = _agreement_sample(runner)
    out += ["### Agreement with the post's code", "",
            "On %d random positions (4-24 discs, from seeded random games), `mcts:playouts=%d` "
            "and the literal reading of the post's JavaScript, given the same random numbers, "
            "play the same column in %d and hold the same table (every (player, state)'s plays "
            "and wins) in %d." % (n, AGREEMENT_PLAYOUTS, same_col, same_table), ""]
    out += ["### Simulations per move (the post's time limit)", "",
            "| Position | limit | %s |" % " | ".join("%s (`%s`)" % s for s in SPEEDS),
            "|---|---|" + "---|" * len(SPEEDS)]
    for notation in POSITIONS:
        board = Board.from_notation(notation)
        for ms in BUDGETS_MS:
            counts = [make_player("%s%sms=%d" % (spec, "," if ":" in spec else ":", ms),
                                  seed=1).choose(board).nodes for _, spec in SPEEDS]
            runner.tick()
            out.append("| `%s` | %d ms | %s |" % (notation or "(empty)", ms,
                                                 " | ".join("%d" % c for c in counts)))
    out += ["", "Wall time on a shared machine: machine-dependent.", "",
            "### The post's player against its \"next steps\" (%d simulations a move)" % (
                MATCH_PLAYOUTS), "",
            "| Match | Games | W-L-D of the first | p |", "|---|---|---|---|"]
    for spec in NEXT_STEPS:
        m, (w, l, d), p = runner.paired(spec, POST, games(runner.quick))
        out.append("| `%s` vs `%s` | %d | %d-%d-%d | %s |" % (spec, POST, m.games, w, l, d, p))
    out.append("")
    return "\n".join(out)
