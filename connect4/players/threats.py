"""The ``threats`` player: Cardenas, Dickson and Navarro's minimax with alpha-beta.

Default (``rules=text``), as the write-up's figures give it, from the AI's
point of view (the AI maximising, the opponent minimising):

- the leaf (Fig. 2) is ``score_position(ai)``, the AI's own evaluation at
  every horizon node whoever is to move; the text takes it from the source
  it cites (the Robotics Project's "Connect 4 Algorithm" page, which walks
  through Keith Galli's Connect 4 program; its ``evaluate_window`` and
  ``score_position`` checked in KeithGalli/Connect4-Python,
  ``connect4_with_ai.py``): the AI's discs in the centre column +3 each (the
  opponent's are not counted), then in every one of the 69 four-cell
  windows four of the AI's +100, three and an empty cell +5, two and two
  empty cells +2, three of the opponent's and an empty cell -4;
- the base case (Fig. 2) only: a board where the AI has four scores
  1,000,000, the opponent's four -1,000,000, a full board 0, whatever the
  depth (so a win now and a win later are worth the same: the text's AI
  "sometimes postpones a win"); no immediate-win cut-off, forced block or
  double-threat rule in the search;
- columns left to right (``valid_locations``); the maximiser keeps the first
  column of the highest value, cuts when a value reaches beta; the root is
  called with (-inf, +inf) and updates its alpha like any node (Fig. 3/4);
- alpha (beta for the minimiser) is updated inside the loop, after each
  child, as the prose of Fig. 3 lists the steps (``alpha=inside``).
  ``alpha=after`` is Fig. 3 as printed: alpha updated after the loop, the
  minimiser mirroring it, so no bound ever changes during a loop and
  nothing is pruned (plain minimax: the same move, many more nodes);
- nodes: one per ``alpha_beta`` call, the root included (Fig. 6), counted
  afresh for every move (Fig. 7); depth 3, 4 or 5 (Fig. 4).

Guessed (the text names "a double threat check within the evaluation
function ... based on the number of threats present", with no formula):
``double=on`` adds ``DOUBLE_THREAT`` x (the AI's double threats - the
opponent's) to the leaf.  A side's *threat* is an empty cell that would
complete one of its fours; its double threats are the pairs of its threat
cells stacked one directly on the other, plus one if two or more of its
threat cells are playable now.  ``double=off`` (the default) is the text's
figures and cited source alone.

``tie=left`` (default) plays the first of the equally valued columns, as
the text's loop does; ``tie=random`` is this project's seeded choice among
them (the root then searches each column with alpha just below the best, so
ties are exact: more nodes than the text's).

``rules=project`` is this project's earlier player (negamax from the side to
move: the window score above with the centre counted as own minus the
opponent's, a stacked-threat and double-threat term of 100, wins checked and
blocks forced at every node, ``WIN - ply`` scores, centre-first order);
``double`` and ``alpha`` do not apply to it.
"""

from connect4.bitboard import (
    BOARD_MASK,
    COLUMN_OF,
    LINES,
    WIDTH,
    can_play,
    has_four,
    move_bit,
    popcount,
    possible,
    winning_cells,
)
from connect4.players.alphabeta import INF, AlphaBeta, Search, search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

OWN_THREE = 5
OWN_TWO = 2
ENEMY_THREE = 4
CENTRE_DISC = 3
DOUBLE_THREAT = 100

#: The text's window scores by the AI's discs in a window the opponent has
#: not entered (Galli's ``evaluate_window``): 2 -> +2, 3 -> +5, 4 -> +100.
OWN_WINDOW = (0, 0, OWN_TWO, OWN_THREE, 100)
#: Fig. 2's terminal values: the AI's four, the opponent's, a full board.
WIN_SCORE = 1000000
LOSS_SCORE = -1000000
TIE_SCORE = 0
#: The text's column order (``valid_locations``).
LEFT_TO_RIGHT = list(range(WIDTH))

_CENTRE = COLUMN_OF[3]


# -- the text's evaluation ----------------------------------------------------

def score_position(ai, opp):
    """The text's leaf for the AI (``ai``/``opp``: each side's stones); no four on the board.

    >>> from connect4.bitboard import bit
    >>> score_position(bit(3, 0) | bit(3, 1), bit(2, 0))   # two centre discs, one open two
    8
    """
    score = CENTRE_DISC * popcount(ai & _CENTRE)
    for line in LINES:
        mine = ai & line
        theirs = opp & line
        if mine:
            if not theirs:
                score += OWN_WINDOW[popcount(mine)]
        elif theirs and popcount(theirs) == 3:
            score -= ENEMY_THREE
    return score


def double_threats(stones, mask):
    """The guessed count of ``stones``' double threats (see the module docstring)."""
    t = winning_cells(stones, mask)
    playable = popcount(t & possible(mask))
    return popcount(t & (t >> 1)) + (1 if playable >= 2 else 0)


def text_leaf(ai, opp, double):
    """``score_position`` plus, with ``double``, the guessed double-threat term."""
    score = score_position(ai, opp)
    if double:
        mask = ai | opp
        score += DOUBLE_THREAT * (double_threats(ai, mask) - double_threats(opp, mask))
    return score


class TextSearch(Search):
    """The text's minimax with alpha-beta, written as negamax over :class:`.Search`.

    A node ``ply`` plies below the root has the AI to move when ``ply`` is
    even; its values are the text's (the AI's view) negated at the
    opponent's nodes.  The text's maximiser keeps a value, cuts at
    ``value >= beta`` and then raises alpha; the shared loop raises alpha
    and cuts at ``alpha >= beta``, which is the same cut (alpha < beta at
    every step) and the same values, so the same nodes.  A child that makes
    four is one ``alpha_beta`` call that finds the terminal board: counted,
    worth ``WIN_SCORE`` to the side that made it.
    """

    __slots__ = ("double", "exact_ties")
    order = LEFT_TO_RIGHT
    child_wins = True

    def __init__(self, clock, inside=True, double=False, exact_ties=False):
        Search.__init__(self, clock, prune=inside)
        self.double = double
        #: True: root columns tied with the best are searched exactly (tie=random)
        self.exact_ties = exact_ties

    def head(self, cur, mask, depth, ply):
        """A full board 0, the horizon the AI's leaf (negated at its opponent's nodes)."""
        moves = possible(mask)
        if not moves:
            return TIE_SCORE, 0
        if depth <= 0:
            if ply & 1:
                return -text_leaf(cur ^ mask, cur, self.double), 0
            return text_leaf(cur, cur ^ mask, self.double), 0
        return None, moves

    def win(self, depth, ply):
        """A four made by the side to move: Fig. 2's 1,000,000 for it, whatever the depth."""
        return WIN_SCORE

    def root(self, cur, mask, depth):
        """Generator: the root's ``alpha_beta`` call; returns the 7 root values (AI's view).

        The first column of the highest value is exact; with the text's
        alpha the later ones are upper bounds (a column cut at the best so
        far may show the best value itself; the first of them is the text's
        choice).
        """
        self.nodes += 1  # the root's own call (Fig. 6)
        scores = [None] * WIDTH
        alpha = -INF
        for col in LEFT_TO_RIGHT:
            if not can_play(mask, col):
                continue
            mv = move_bit(mask, col)
            if has_four(cur | mv):
                self.nodes += 1
                v = WIN_SCORE
            else:
                v = -(yield from self.value(cur ^ mask, mask | mv, depth - 1, -INF, -alpha, 1))
            scores[col] = v
            if self.prune and v > alpha:
                # values are whole numbers: half a point below keeps ties exact
                alpha = v - 0.5 if self.exact_ties else v
            if self.clock.due():
                yield None
        return scores


# -- the project's variant (rules=project) -------------------------------------

def _stacked(threat_cells):
    """Number of threat cells sitting directly on another threat cell of the same side."""
    return popcount(threat_cells & (threat_cells >> 1))


def evaluate(cur, mask):
    """``rules=project``: window score plus double-threat term, for the side to move."""
    opp = cur ^ mask
    score = 0
    for line in LINES:
        mine = cur & line
        theirs = opp & line
        if mine:
            if not theirs:
                n = popcount(mine)
                if n == 3:
                    score += OWN_THREE
                elif n == 2:
                    score += OWN_TWO
        elif theirs and popcount(theirs) == 3:
            score -= ENEMY_THREE
    score += CENTRE_DISC * (popcount(cur & _CENTRE) - popcount(opp & _CENTRE))
    mine_t = winning_cells(cur, mask)
    theirs_t = winning_cells(opp, mask)
    free = BOARD_MASK ^ mask
    score += DOUBLE_THREAT * (_stacked(mine_t & free) - _stacked(theirs_t & free))
    # The side to move has no playable win here (the search checked), so two
    # playable threats of the opponent cannot both be blocked.
    if popcount(theirs_t & possible(mask)) >= 2:
        score -= DOUBLE_THREAT
    return score


class ThreatsPlayer(Player):
    """Cardenas et al.'s minimax with alpha-beta at depth 3, 4 or 5 (``rules=project``: ours)."""

    name = "threats"
    description = ("Cardenas et al.'s minimax with alpha-beta over Galli's window scores, "
                   "the first of equal columns (rules=project: the project's negamax with "
                   "threat rules)")
    SETTINGS = (
        SettingSpec("depth", int, 4, 3, 5, "plies searched"),
        SettingSpec("tie", str, "left", help="tie-break between equal columns: left (the "
                    "text's first column) or random (seeded)", choices=("left", "random")),
        SettingSpec("double", str, "off", help="the guessed double-threat term in the leaf "
                    "(the text names the check, not its formula)", choices=("off", "on")),
        SettingSpec("alpha", str, "inside", help="where alpha is raised: inside the loop (the "
                    "text's prose) or after it (Fig. 3 as printed: no pruning)",
                    choices=("inside", "after")),
        SettingSpec("rules", str, "text", help="text: the write-up's search; project: the "
                    "project's negamax with wins, blocks and double threats checked",
                    choices=("text", "project")),
    )

    def think(self, board):
        """Generator: searches ``depth`` plies; returns a MoveResult with nodes and time."""
        depth = self.settings["depth"]
        tie_random = self.settings["tie"] == "random"
        choose = self.rng.choice if tie_random else min
        clock = Clock(self.now)
        if self.settings["rules"] == "project":
            search = AlphaBeta(evaluate, clock)
        else:
            search = TextSearch(clock, inside=self.settings["alpha"] == "inside",
                                double=self.settings["double"] == "on", exact_ties=tie_random)
        col, scores = yield from search_move(board, search, depth, choose)
        elapsed = clock.elapsed()
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=elapsed,
                          info="%d nodes in %.0f ms" % (search.nodes, elapsed * 1000))
