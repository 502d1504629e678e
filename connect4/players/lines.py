"""The ``lines`` player: alpha-beta on the count of open four-cell lines, with noise.

A line (one of the 69 possible fours) is open for a side while the other
side has no disc in it.  The value of a position for the side to move is
its open lines minus the opponent's, plus a uniform random number in
``[-noise, +noise]``: noise is the difficulty knob (0 plays the plain
heuristic, deterministically).  Evaluations are memoised per move by the
position key, so a position reached by two move orders gets one value,
noise included, and the search stays consistent.
"""

from connect4.bitboard import LINES
from connect4.players.alphabeta import search_move
from connect4.players.base import MoveResult, Player, SettingSpec


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


class LinesPlayer(Player):
    """Alpha-beta over open-lines difference plus uniform noise (memoised).

    With ``noise=0`` ties go to the most central column, so the player is
    deterministic whatever its seed; with noise the seed decides.
    """

    name = "lines"
    description = "alpha-beta on open four-cell lines, with uniform noise as a difficulty knob"
    SETTINGS = (
        SettingSpec("depth", int, 4, 1, 8, "plies searched"),
        SettingSpec("noise", float, 0.0, 0.0, 100.0,
                    "half-width of the uniform noise added to every evaluation"),
    )

    def think(self, board):
        """Generator: searches ``depth`` plies; returns a MoveResult."""
        depth = self.settings["depth"]
        noise = float(self.settings["noise"])
        memo = {}
        uniform = self.rng.uniform

        def evaluate(cur, mask):
            key = cur + mask
            v = memo.get(key)
            if v is None:
                v = open_lines_difference(cur, mask)
                if noise:
                    v += uniform(-noise, noise)
                memo[key] = v
            return v

        # centre-first among equals: no rng draw without noise
        col, scores, search, clock = yield from search_move(
            board, depth, evaluate, lambda best: best[0])
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="%d nodes, %d evaluations" % (search.nodes, len(memo)),
                          extra={"evaluations": len(memo)})


