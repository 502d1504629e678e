"""The ``lines`` player: Gibson's alpha-beta on open four-cell lines, with noise.

Default (``rules=text``), as the program in Gibson's write-up does it:

- ``depth d`` searches the root move plus ``d`` plies (so the UI's "Depth 4"
  looks 5 plies ahead), every root move with a full window, so that every
  column's value is exact (the program prints them all);
- a position at the horizon is worth ``(open lines of the side to move -
  open lines of the other side) / 69`` on the ``[-1, 1]`` scale (the program
  says it from red's point of view; ours is the side to move's, the same
  numbers negated for yellow); a move that makes four 1, whatever the depth
  (the text does not prefer the faster win); a full board 0;
- the noise (its ``nudge``) is a uniform number in ``[-noise, +noise]`` added
  to every move's value at every depth, wins included, and the alpha-beta
  bounds take the nudged values; columns are searched left to right, the
  program's order, which with noise decides which nudges prune which moves.

What the program leaves open is ours: it only prints the values and never
picks a move, so among equal values we play the most central column (with
noise, ties do not happen); noise is drawn from the seeded ``rng``, so a game
is reproducible from the seed; the horizon's values are memoised by
position within a search (the program memoises them for good: same values).

``wins=printed`` reproduces the program as printed: its win check answers
``"R wins"`` while its table of results has the key ``"R_wins"``, so a four
never ends the search; only a full board does (``wins=words``, the default,
follows the text's words: a win ends the search).
:mod:`connect4.reproduce.reading_gibson` is the literal reading both are
checked against.

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

from connect4.bitboard import (
    BOARD_MASK,
    BOTTOM,
    CENTRE_ORDER,
    COLUMN_OF,
    HEIGHT,
    LINES,
    WIDTH,
    can_play,
    has_four,
    move_bit,
    possible,
)
from connect4.players.alphabeta import INF, PLAIN_DEPTH, AlphaBeta, Search, search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

#: Number of possible fours: the text's scale divides the difference by it.
N_LINES = len(LINES)
#: The program's column order (its loops run left to right).
LEFT_TO_RIGHT = tuple(range(WIDTH))


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
    """The text's search: open-lines value on [-1, 1], noise nudged onto every move's value.

    Columns are searched left to right, as the program loops over them (with
    noise, the order decides which nudges prune which moves), and every root
    move with a full window, so every column's value is exact.
    ``fours_end=False`` is the program as printed: its win keys never match,
    so a four is searched past like any move, and only a full board without
    a four ends the search (a full board whose last move made four, above
    the horizon, is worth ``-inf`` to the side to move: the program's empty
    loop returns its starting value).
    """

    __slots__ = ("leaf", "memo", "fours_end")
    order = LEFT_TO_RIGHT
    child_wins = True

    def __init__(self, noise, uniform, clock, fours_end=True):
        Search.__init__(self, clock, True, noise, uniform)
        self.leaf, self.memo = memoised(lambda cur, mask: open_lines_difference(cur, mask) / N_LINES)
        self.fours_end = fours_end

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

    def root(self, cur, mask, depth):
        """Generator: every legal root move searched with a full window; 7 scores."""
        scores = [None] * WIDTH
        opp = cur ^ mask
        for col in self.order:
            if not can_play(mask, col):
                continue
            self.nodes += 1
            mv = move_bit(mask, col)
            if not self.fours_end:
                v = -(yield from self.printed(opp, mask | mv, depth - 1, -INF, INF,
                                              _made_four(cur | mv, mask | mv, mv)))
            elif has_four(cur | mv):
                v = self.win(depth, 0)
            else:
                v = -(yield from self.value(opp, mask | mv, depth - 1, -INF, INF, 1))
            scores[col] = self.nudge(v)
            if self.clock.due():
                yield None
        return scores

    def printed(self, cur, mask, depth, alpha, beta, four):
        """Generator: the program as printed, where a four (``four``: the last move made one) goes on."""
        self.nodes += 1
        moves = possible(mask)
        if not moves and not four:
            return 0.0  # its tie: a full board without a four
        if depth <= 0:
            return self.leaf(cur, mask)
        opp = cur ^ mask
        sliced = depth > PLAIN_DEPTH
        best = -INF  # stays so on a full board above the horizon: the empty loop
        for col in self.order:
            mv = moves & COLUMN_OF[col]
            if not mv:
                continue
            if sliced and self.clock.due():
                yield None
            v = -(yield from self.printed(opp, mask | mv, depth - 1, -beta, -alpha,
                                          _made_four(cur | mv, mask | mv, mv)))
            v = self.nudge(v)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best


def _made_four(stones, mask, mv):
    """Whether the program sees the move ``mv`` win; asked only where it matters, on a full board.

    Its check looks at the fours through the new disc, and at every
    horizontal four of its row (one made earlier counts too: as printed,
    fours do not end the game).
    """
    if mask != BOARD_MASK:
        return False
    row = 0
    for r in range(HEIGHT):
        if mv & (BOTTOM << r):
            row = BOTTOM << r
    return any(line & stones == line and (line & mv or line & row == line) for line in LINES)


class LinesPlayer(Player):
    """Gibson's alpha-beta over open lines with nudged noise (default), or the project's variant.

    With ``noise=0`` ties go to the most central column (our choice: the
    program never picks a move), so the player is deterministic whatever
    its seed; with noise the seed decides.
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
        SettingSpec("wins", str, "words", help="words: a four ends the search (the text's "
                    "words); printed: the program as printed, whose win keys never match, so "
                    "only a full board ends it (rules=text only)", choices=("words", "printed")),
        SettingSpec("slack", float, 0.0, 0.0, 100.0, "rules=project only: plays any move "
                    "rated within this many open lines of the best, at random", quiet=True),
    )

    def think(self, board):
        """Generator: searches; returns a MoveResult."""
        depth = self.settings["depth"]
        noise = float(self.settings["noise"])
        clock = Clock(self.now)
        if self.settings["rules"] == "text":
            search = GibsonSearch(noise, self.rng.uniform, clock,
                                  fours_end=self.settings["wins"] == "words")
            # the text's depth d: the root move, then d plies below it
            col, scores = yield from search_move(board, search, depth + 1, _most_central)
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
        search.slack = float(self.settings["slack"])
        # centre-first among equals: no rng draw without noise or slack
        choose = self.rng.choice if search.slack else (lambda best: best[0])
        col, scores = yield from search_move(board, search, depth, choose)
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="%d nodes, %d evaluations" % (search.nodes, len(memo)),
                          extra={"evaluations": len(memo)})


def _most_central(columns):
    """Our choice among equally valued columns (the program never picks one): the most central."""
    return min(columns, key=CENTRE_ORDER.index)
