"""The ``minimax`` player: alpha-beta over a hand-made positional heuristic.

The heuristic, from the side to move's point of view, counts in every one
of the 69 four-cell lines that the opponent has not entered:

- connected threes (``XXX.``) and split threes (``XX.X``), connected twos
  (``XX..``) and split twos (``X.X.``, ``X..X``);

and the same for the opponent, whose threes weigh slightly more than ours
(an enemy three is one move from a loss, ours one move from a win that the
enemy sees coming).  To that it adds the share of each side's discs in the
central 3x3 block (columns 3-5, rows 2-4 counted from the bottom), where the
most lines cross.  Wins are scored by depth (see :mod:`.alphabeta`).
"""

from connect4.bitboard import LINES, bit
from connect4.players.alphabeta import search_move
from connect4.players.base import MoveResult, Player, SettingSpec

# Tuning constants: a three is worth a few twos; the enemy's three a bit more.
THREE_CONNECTED = 50
THREE_SPLIT = 40
TWO_CONNECTED = 10
TWO_SPLIT = 6
ENEMY_THREE_FACTOR = 1.2
#: Points for having all of one's discs in the central block (scaled by share).
CENTRE_SHARE = 60

CENTRE_BLOCK = 0
for _c in (2, 3, 4):
    for _r in (1, 2, 3):
        CENTRE_BLOCK |= bit(_c, _r)


def _pattern_table():
    """{stones of one side inside a line: value} for twos and threes.

    Connected or split is a property of the stones alone (the same pair is
    adjacent or not in every line holding both), so one table serves all lines.
    """
    table = {}
    for line in LINES:
        cells = [b for b in (1 << i for i in range(line.bit_length())) if line & b]
        # cells are in board order along the line: a line's bits ascend
        for a in range(4):
            for b in range(a + 1, 4):
                pair = cells[a] | cells[b]
                table[pair] = TWO_CONNECTED if b == a + 1 else TWO_SPLIT
                for c in range(b + 1, 4):
                    trio = pair | cells[c]
                    table[trio] = THREE_CONNECTED if c == b + 1 == a + 2 else THREE_SPLIT
    return table


PATTERNS = _pattern_table()
_ENEMY_THREES = {THREE_CONNECTED, THREE_SPLIT}


def evaluate(cur, mask):
    """Heuristic value of a position for the side to move (no win on the board)."""
    opp = cur ^ mask
    patterns = PATTERNS
    score = 0.0
    for line in LINES:
        mine = cur & line
        theirs = opp & line
        if mine:
            if not theirs:
                score += patterns.get(mine, 0)
        elif theirs:
            v = patterns.get(theirs, 0)
            score -= v * ENEMY_THREE_FACTOR if v in _ENEMY_THREES else v
    n_cur = cur.bit_count()
    n_opp = opp.bit_count()
    if n_cur:
        score += CENTRE_SHARE * (cur & CENTRE_BLOCK).bit_count() / n_cur
    if n_opp:
        score -= CENTRE_SHARE * (opp & CENTRE_BLOCK).bit_count() / n_opp
    return score


class MinimaxPlayer(Player):
    """Alpha-beta to a fixed depth over the twos/threes/centre heuristic.

    Ties between equally valued columns are broken by the seeded ``rng``.
    """

    name = "minimax"
    description = "alpha-beta over connected/split twos and threes and centre control"
    SETTINGS = (
        SettingSpec("depth", int, 4, 1, 8, "plies searched"),
    )

    def think(self, board):
        """Generator: searches ``depth`` plies; returns a MoveResult."""
        depth = self.settings["depth"]
        col, scores, search, clock = yield from search_move(
            board, depth, evaluate, self.rng.choice)
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="alpha-beta depth %d, %d nodes" % (depth, search.nodes))
