"""The ``lines`` player: Gibson's alpha-beta on open four-cell lines, with noise.

Default (``rules=text``), as Gibson's write-up does it: ``depth d`` searches
the root move plus ``d`` plies (so the UI's "Depth 4" looks 5 plies ahead);
a position at the horizon is worth ``(open lines of the side to move -
open lines of the other side) / 69`` on the ``[-1, 1]`` scale, a win 1, a
loss -1, a full board 0; and the noise (its ``nudge``) is a uniform number
in ``[-noise, +noise]`` added to every move's value at every depth, wins
included, after that move's subtree is searched (negamax with alpha-beta,
centre-first order, ties to the most central column).  Noise is drawn from
the seeded ``rng`` in search order, so a game is reproducible from the seed.

``rules=project`` is this project's earlier variant (the difficulty ladder
uses it): ``depth`` plies in all, noise on the open-line count scale added
only at the horizon, memoised, over the shared :mod:`.alphabeta` search
(forced blocks, double threats, ``WIN - ply`` scores), described below.

A line (one of the 69 possible fours) is open for a side while the other
side has no disc in it.  The value of a position for the side to move is
its open lines minus the opponent's, plus a uniform random number in
``[-noise, +noise]``: noise is the difficulty knob (0 plays the plain
heuristic, deterministically).  Evaluations are memoised per move by the
position key, so a position reached by two move orders gets one value,
noise included, and the search stays consistent.
"""

from connect4.bitboard import LINES, possible
from connect4.players.alphabeta import AlphaBeta, Search, search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

#: Number of possible fours: the text's scale divides the difference by it.
N_LINES = len(LINES)


def open_lines_difference(cur, mask):
    """Open lines of the side to move minus open lines of its opponent."""
    opp = cur ^ mask
    n = 0
    for line in LINES:
        if not opp & line:
            n += 1
        if not cur & line:
            n -= 1
    return n


def memoised(value):
    """``(evaluate, memo)``: ``value(cur, mask)`` computed once per position (noise included)."""
    memo = {}

    def evaluate(cur, mask):
        key = cur + mask
        v = memo.get(key)
        if v is None:
            v = memo[key] = value(cur, mask)
        return v

    return evaluate, memo


class GibsonSearch(Search):
    """The text's negamax: open-lines value on [-1, 1], noise nudged onto every move's value.

    Ties go to the most central column (centre-first order, the first best
    kept); a move that makes four is worth 1 (then nudged), a full board 0.
    """

    __slots__ = ("leaf", "memo")
    child_wins = True

    def __init__(self, noise, uniform, clock):
        Search.__init__(self, clock, True, noise, uniform)
        self.leaf, self.memo = memoised(lambda cur, mask: open_lines_difference(cur, mask) / N_LINES)

    def head(self, cur, mask, depth, ply):
        """A full board 0, the horizon its open-lines value, else the moves."""
        moves = possible(mask)
        if not moves:
            return 0.0, 0
        if depth <= 0:
            return self.leaf(cur, mask), 0
        return None, moves

    def win(self, depth, ply):
        """Making four is worth 1 on the text's scale (before the nudge)."""
        return 1.0

    def root_alpha(self, best):
        """The text searches each root move with the best so far as its bound (no tie margin)."""
        return best


class LinesPlayer(Player):
    """Gibson's alpha-beta over open lines with nudged noise (default), or the project's variant.

    With ``noise=0`` ties go to the most central column, so the player is
    deterministic whatever its seed; with noise the seed decides.
    """

    name = "lines"
    description = ("Gibson's alpha-beta on open four-cell lines, uniform noise on every "
                   "move's value as a difficulty knob (rules=project: the project's variant)")
    SETTINGS = (
        SettingSpec("depth", int, 4, 1, 8, "plies after the root move (text); plies in all "
                    "(project)"),
        SettingSpec("noise", float, 0.0, 0.0, 100.0,
                    "half-width of the uniform noise: on every move's value, [-1, 1] scale "
                    "(text); on every leaf's open-line count (project)"),
        SettingSpec("rules", str, "text", help="text: Gibson's depth, scale and nudge; "
                    "project: depth plies in all, noise at leaves", choices=("text", "project")),
    )

    def think(self, board):
        """Generator: searches; returns a MoveResult."""
        depth = self.settings["depth"]
        noise = float(self.settings["noise"])
        clock = Clock(self.now)
        if self.settings["rules"] == "text":
            search = GibsonSearch(noise, self.rng.uniform, clock)
            # the text's depth d: the root move, then d plies below it
            col, scores = yield from search_move(board, search, depth + 1, lambda best: best[0])
            return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                              depth=depth + 1, time=clock.elapsed(),
                              info="root move + %d plies, %d nodes, %d evaluations" % (
                                  depth, search.nodes, len(search.memo)),
                              extra={"evaluations": len(search.memo)})
        uniform = self.rng.uniform

        def value(cur, mask):
            v = open_lines_difference(cur, mask)
            if noise:
                v += uniform(-noise, noise)
            return v

        evaluate, memo = memoised(value)
        search = AlphaBeta(evaluate, clock)
        # centre-first among equals: no rng draw without noise
        col, scores = yield from search_move(board, search, depth, lambda best: best[0])
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="%d nodes, %d evaluations" % (search.nodes, len(memo)),
                          extra={"evaluations": len(memo)})
