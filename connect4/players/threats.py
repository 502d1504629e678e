"""The ``threats`` player: alpha-beta over scored four-cell windows and double threats.

Every one of the 69 four-cell windows is scored for the side to move: three
of ours and an empty cell +5, two and two empty +2, three of theirs and an
empty cell -4; each disc in the centre column +3 (the classic window
heuristic).  On top of it, a double-threat term: a side holding two threat
cells (cells that would complete its four) stacked one above the other, or
two playable threats with the opponent to move, has a win the window count
cannot see; that is worth ``DOUBLE_THREAT`` points.

Ties between equally valued columns go to the first (leftmost) column, as
the write-up (Cardenas et al.) does; ``tie=random`` is this project's
seeded random choice among them.
"""

from connect4.bitboard import BOARD_MASK, COLUMN_OF, LINES, possible, winning_cells
from connect4.players.alphabeta import AlphaBeta, search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

OWN_THREE = 5
OWN_TWO = 2
ENEMY_THREE = 4
CENTRE_DISC = 3
DOUBLE_THREAT = 100

_CENTRE = COLUMN_OF[3]


def _stacked(threat_cells):
    """Number of threat cells sitting directly on another threat cell of the same side."""
    return (threat_cells & (threat_cells >> 1)).bit_count()


def evaluate(cur, mask):
    """Window score plus double-threat term, for the side to move."""
    opp = cur ^ mask
    score = 0
    for line in LINES:
        mine = cur & line
        theirs = opp & line
        if mine:
            if not theirs:
                n = mine.bit_count()
                if n == 3:
                    score += OWN_THREE
                elif n == 2:
                    score += OWN_TWO
        elif theirs and theirs.bit_count() == 3:
            score -= ENEMY_THREE
    score += CENTRE_DISC * ((cur & _CENTRE).bit_count() - (opp & _CENTRE).bit_count())
    mine_t = winning_cells(cur, mask)
    theirs_t = winning_cells(opp, mask)
    free = BOARD_MASK ^ mask
    score += DOUBLE_THREAT * (_stacked(mine_t & free) - _stacked(theirs_t & free))
    # The side to move has no playable win here (the search checked), so two
    # playable threats of the opponent cannot both be blocked.
    if (theirs_t & possible(mask)).bit_count() >= 2:
        score -= DOUBLE_THREAT
    return score


class ThreatsPlayer(Player):
    """Alpha-beta to depth 3, 4 or 5 over the window and double-threat score; leftmost tie-break."""

    name = "threats"
    description = ("Cardenas et al.'s alpha-beta over scored four-cell windows plus a "
                   "double-threat term, ties to the leftmost column")
    SETTINGS = (
        SettingSpec("depth", int, 4, 3, 5, "plies searched"),
        SettingSpec("tie", str, "left", help="tie-break between equal columns: left (the "
                    "text's first column) or random (seeded)", choices=("left", "random")),
    )

    def think(self, board):
        """Generator: searches ``depth`` plies; returns a MoveResult with nodes and time."""
        depth = self.settings["depth"]
        choose = self.rng.choice if self.settings["tie"] == "random" else min
        clock = Clock(self.now)
        search = AlphaBeta(evaluate, clock)
        col, scores = yield from search_move(board, search, depth, choose)
        elapsed = clock.elapsed()
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=elapsed,
                          info="%d nodes in %.0f ms" % (search.nodes, elapsed * 1000))
