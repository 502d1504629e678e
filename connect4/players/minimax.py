"""The ``minimax`` player: Coleman et al.'s minimax with alpha-beta and a weighted rating.

Default (``rules=text``), as the write-up describes it, from the AI's point
of view (a plain max/min minimax, the AI maximising):

- the horizon is rated by the text's heuristic, :func:`.streaks.text_rating`
  (streak windows over the whole board, no de-duplication, the AI's discs in
  the nine centre cells / 9; see :mod:`.streaks`);
- a node where the AI has won scores ``1000000000 * (depth + 1)``, one where
  the opponent has won ``-1000000000000 * (depth + 1)``, ``depth`` being the
  plies still to search there (so faster wins, slower losses);
- the cut is the text's strict ``alpha > beta``; columns are searched left to
  right (the text's ``possible_moves``); ties at the root are broken by the
  seeded random choice (the text's ``random.choice``); default depth 4.

What the text leaves open, and our choice: a node with no moves (full board)
scores 0 above the horizon (the text's empty ``results`` branch) and is rated
at the horizon.  ``prune=off`` turns alpha-beta pruning off (the same move,
many more nodes: the text's runtime comparison); ``rules=initial`` is the
text's first heuristic, the one its 120 games against people were played
with (weights guessed, see :mod:`.streaks`).  A literal reading in plain lists,
written to follow the text's code, is :mod:`connect4.reproduce.reading_coleman`;
the tests hold this player to it.

``rules=project`` is this project's earlier re-tuned player (kept for the
difficulty ladder, whose measured strengths depend on it), described below:
negamax over the shared :mod:`.alphabeta` search (forced blocks, double
threats and wins checked at every node, ``WIN - ply`` scores).

The project heuristic, from the side to move's point of view, counts in every one
of the 69 four-cell lines that the opponent has not entered:

- connected threes (``XXX.``) and split threes (``XX.X``), connected twos
  (``XX..``) and split twos (``X.X.``, ``X..X``);

and the same for the opponent, whose threes weigh slightly more than ours
(an enemy three is one move from a loss, ours one move from a win that the
enemy sees coming).  To that it adds the share of each side's discs in the
central 3x3 block (columns 3-5, rows 2-4 counted from the bottom), where the
most lines cross.  Wins are scored by depth (see :mod:`.alphabeta`).
"""

from connect4.bitboard import H1, LINES, WIDTH, bit, popcount, possible
from connect4.players.alphabeta import INF, AlphaBeta, Search, search_move
from connect4.players.base import Clock, MoveResult, Player, SettingSpec
from connect4.players.streaks import initial_rating, text_rating

# Tuning constants: a three is worth a few twos; the enemy's three a bit more.
THREE_CONNECTED = 50
THREE_SPLIT = 40
TWO_CONNECTED = 10
TWO_SPLIT = 6
ENEMY_THREE_FACTOR = 1.2
#: Points for having all of one's discs in the central block (scaled by share).
CENTRE_SHARE = 60

CENTRE_BLOCK = 0
#: ``centre=low``: the block one row down (rows 1-3), bottom row included.  The
#: raised block does not count a disc on the bottom row, so from the empty board
#: the raised rating prefers the edges (the opponent stacks on a centre disc and
#: takes the block); the low block plays the centre and is stronger at every depth
#: measured (issue 35: ladder.py's levels use it).
LOW_CENTRE_BLOCK = 0
for _c in (2, 3, 4):
    for _r in (1, 2, 3):
        CENTRE_BLOCK |= bit(_c, _r)
        LOW_CENTRE_BLOCK |= bit(_c, _r - 1)


#: The board seen through four windows of four columns (``s`` to ``s + 3``,
#: 28 bits once shifted down by ``7 * s``): every four-cell line lies inside
#: one, so :func:`evaluate` works on ints below 2**28.  MicroPython (the light
#: worker) keeps those unboxed, where the 49-bit board is a heap-allocated
#: big int; measured in Node.js (1 MB heap, as in the worker), one
#: evaluation fell from 160 us and 2.9 KB allocated to 40 us and 80 bytes.
WINDOW_BITS = (1 << (4 * H1)) - 1


def _line_values(local):
    """{stones of one side inside a line: value} for the line's twos and threes.

    Connected or split is a property of the stones alone (the same pair is
    adjacent or not in every line holding both).  Built on the line's
    window-sized mask: small ints, cheap at import under MicroPython too.
    """
    cells = [1 << i for i in range(4 * H1) if (local >> i) & 1]  # in board order
    table = {}
    for a in range(4):
        for b in range(a + 1, 4):
            pair = cells[a] | cells[b]
            table[pair] = TWO_CONNECTED if b == a + 1 else TWO_SPLIT
            for c in range(b + 1, 4):
                table[pair | cells[c]] = THREE_CONNECTED if c == b + 1 == a + 2 else THREE_SPLIT
    return table


def _windows():
    """Per window: its shift and ``[(line, {own stones: value}, {enemy stones: value})]``.

    The enemy's threes are already weighted by ``ENEMY_THREE_FACTOR`` (60
    and 48: whole numbers, so the line terms sum exactly in any order).
    """
    windows = [[] for _ in range(WIDTH - 3)]
    for line in LINES:
        s = 0  # the line's first column (vertical lines right of 3: the last window)
        while s < WIDTH - 4 and not (line >> (s * H1)) & ((1 << H1) - 1):
            s += 1
        local = line >> (s * H1)
        own = _line_values(local)
        enemy = {}
        for k, v in own.items():
            if v in _ENEMY_THREES:
                weighted = v * ENEMY_THREE_FACTOR
                assert weighted == int(weighted)
                v = int(weighted)
            enemy[k] = v
        windows[s].append((local, own, enemy))
    return tuple((s * H1, tuple(lines)) for s, lines in enumerate(windows))


_ENEMY_THREES = {THREE_CONNECTED, THREE_SPLIT}
WINDOWS = _windows()
#: Shifts and window-sized masks of :func:`evaluate`'s stone counts.
_HIGH = 4 * H1
_MID = 2 * H1
_CENTRE_MID = CENTRE_BLOCK >> _MID
_LOW_CENTRE_MID = LOW_CENTRE_BLOCK >> _MID


def _pattern_table():
    """{stones of one side inside a line: value} for twos and threes, on the whole board."""
    return {k << shift: v for shift, lines in WINDOWS for _, own, _ in lines for k, v in own.items()}


PATTERNS = _pattern_table()


def evaluate_lines(cur, mask):
    """Heuristic value of a position for the side to move (no win on the board).

    The plain form, line by line on the whole board; :func:`evaluate` is the
    same value computed on small ints (see :data:`WINDOWS`).
    """
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
    return _centre(score, cur, opp)


def _centre(score, cur, opp):
    """``score`` plus each side's share of the central block, in one fixed order."""
    n_cur = popcount(cur)
    n_opp = popcount(opp)
    if n_cur:
        score += CENTRE_SHARE * popcount(cur & CENTRE_BLOCK) / n_cur
    if n_opp:
        score -= CENTRE_SHARE * popcount(opp & CENTRE_BLOCK) / n_opp
    return score


def evaluate(cur, mask, centre=_CENTRE_MID):
    """Heuristic value of a position for the side to move (no win on the board).

    ``centre``: the central block shifted down by ``2 * H1`` (the low block's
    for ``centre=low``).

    Equal to :func:`evaluate_lines` to the last bit: the line terms are whole
    numbers, summed as ints here, and the centre shares are added last, in
    the same order, to the same float.
    """
    opp = cur ^ mask
    total = 0
    for shift, lines in WINDOWS:
        c = (cur >> shift) & WINDOW_BITS
        o = (opp >> shift) & WINDOW_BITS
        for line, own, theirs in lines:
            mine = c & line
            if mine:
                if not o & line:
                    total += own.get(mine, 0)
            else:
                t = o & line
                if t:
                    total -= theirs.get(t, 0)
    # stone counts from two small halves (columns 0-3 and 3-6 less column 3)
    low = WINDOW_BITS
    n_cur = popcount(cur & low) + popcount(cur >> _HIGH)
    n_opp = popcount(opp & low) + popcount(opp >> _HIGH)
    score = float(total)
    if n_cur:
        score += CENTRE_SHARE * popcount((cur >> _MID) & centre) / n_cur
    if n_opp:
        score -= CENTRE_SHARE * popcount((opp >> _MID) & centre) / n_opp
    return score


def evaluate_low(cur, mask):
    """:func:`evaluate` with the low central block (``centre=low``)."""
    return evaluate(cur, mask, _LOW_CENTRE_MID)


# -- the text's search (rules=text) ------------------------------------------

#: A four made at a node with ``d`` plies still to search: ``WIN_UNIT * (d + 1)``
#: for the AI, ``LOSS_UNIT * (d + 1)`` for the opponent (the text's scores).
WIN_UNIT = 1000000000
LOSS_UNIT = -1000000000000
#: The text's own move order: columns left to right.
LEFT_TO_RIGHT = list(range(WIDTH))


class TextMinimax(Search):
    """The text's minimax (the AI maximising), with or without alpha-beta pruning.

    Written as negamax over the shared :class:`.alphabeta.Search`: a node
    ``ply`` plies below the root has the AI to move when ``ply`` is even, and
    its values are the text's, seen from the side to move (the opponent's
    nodes negate them).  Same values, same cuts, same move as the text's
    max/min form, whose cut is strict (``alpha > beta``: ``strict_cut`` in
    the shared loop).  ``initial``: the text's first heuristic
    (:func:`.streaks.initial_rating`, wins not scored by depth).
    """

    __slots__ = ("rating", "by_depth")
    order = LEFT_TO_RIGHT
    child_wins = True
    strict_cut = True  # the text's test is alpha > beta

    def __init__(self, clock, prune=True, initial=False):
        Search.__init__(self, clock, prune)
        self.rating = initial_rating if initial else text_rating
        self.by_depth = not initial

    def head(self, cur, mask, depth, ply):
        """The horizon the text's rating, a full board 0 (the text's empty results), else the moves."""
        if depth == 0:
            if ply & 1:  # the opponent to move: the AI's discs are the others
                return -self.rating(cur ^ mask, cur), 0
            return self.rating(cur, cur ^ mask), 0
        moves = possible(mask)
        if not moves:
            return 0, 0
        return None, moves

    def win(self, depth, ply):
        """The AI's four ``1000000000 * (d + 1)``, the opponent's ``-1000000000000 * (d + 1)``.

        ``d = depth - 1`` is the plies still to search below the move (the
        initial heuristic: ``d = 0`` always); the opponent's four is negated
        here because its node is the opponent's.
        """
        d1 = depth if self.by_depth else 1
        if ply & 1:
            return -LOSS_UNIT * d1
        return WIN_UNIT * d1

    def root_alpha(self, best):
        """The best so far (the cut is strict, so ties stay exact); none unpruned."""
        return best if self.prune else -INF


def _noisy(rate, noise, uniform):
    """``rate`` plus a fresh uniform error in ``[-noise, noise]`` per call (``rate`` itself at 0).

    A difficulty knob for the ladder: the player misjudges positions by up
    to ``noise`` and so plays differently from game to game.  Not memoised
    (unlike :mod:`.lines`): without a transposition table the search needs
    no consistency, and the light worker's small heap keeps no table.
    """
    if not noise:
        return rate
    return lambda cur, mask: rate(cur, mask) + uniform(-noise, noise)


class MinimaxPlayer(Player):
    """Coleman et al.'s minimax (default) or the project's re-tuned negamax (``rules=project``).

    Ties between equally valued columns are broken by the seeded ``rng``.
    """

    name = "minimax"
    description = ("Coleman et al.'s minimax with alpha-beta over a weighted rating of "
                   "streaks and centre cells (rules=project: the project's re-tuned variant)")
    FORECASTS = True
    SETTINGS = (
        SettingSpec("depth", int, 4, 1, 8, "plies searched"),
        SettingSpec("rules", str, "text", help="text: the write-up's rating and scores; "
                    "initial: its first heuristic, which played its 120 games against people "
                    "(no centre term, equal weights, no gaps, wins not by depth; weights "
                    "guessed); project: re-tuned weights, threat rules, WIN - ply scores",
                    choices=("text", "project", "initial")),
        SettingSpec("prune", str, "on", help="alpha-beta pruning (off: plain minimax, "
                    "same move, the text's runtime comparison)", choices=("on", "off")),
        SettingSpec("centre", str, "raised", help="rules=project only: the central block "
                    "the rating rewards, rows 2-4 (raised) or 1-3 (low, which plays the centre "
                    "from the empty board)", choices=("raised", "low")),
        SettingSpec("noise", float, 0.0, 0.0, 100.0, "rules=project only: half-width of a "
                    "uniform error on every rating at the horizon (a three is worth 50)",
                    quiet=True),
        SettingSpec("slack", float, 0.0, 0.0, 100.0, "rules=project only: plays any move "
                    "rated within this of the best (a three is worth 50)", quiet=True),
    )

    def think(self, board):
        """Generator: searches ``depth`` plies; returns a MoveResult."""
        depth = self.settings["depth"]
        prune = self.settings["prune"] == "on"
        clock = Clock(self.now)
        if self.settings["rules"] == "project":
            rate = evaluate_low if self.settings["centre"] == "low" else evaluate
            search = AlphaBeta(_noisy(rate, float(self.settings["noise"]), self.rng.uniform),
                               clock, prune)
            search.slack = float(self.settings["slack"])
        else:
            search = TextMinimax(clock, prune, self.settings["rules"] == "initial")
        # ties: the seeded random choice (the text's columns left to right)
        col, scores = yield from search_move(board, search, depth, self.rng.choice)
        return MoveResult(col, scores=scores, score_kind="heuristic", nodes=search.nodes,
                          depth=depth, time=clock.elapsed(),
                          info="%s depth %d, %d nodes" % (
                              "alpha-beta" if prune else "minimax", depth, search.nodes))
