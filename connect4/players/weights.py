"""The ``weights`` player: round-by-round win/loss counting per column (versions 1-6).

After Teddy Williams' "How I built a Connect 4 AI" (verdantfox.com, 2022),
one version per section of the write-up.  Rounds are plies: round 1 is the
AI's own move, round 2 the opponent's answer, and so on up to ``depth``.
Every board of a round is expanded with every legal column; a board where
the mover wins adds (AI won) or subtracts (opponent won) that round's weight
to the *first* column of its move history and is dropped; the others go on
to the next round.  The column with the highest total is played.

- v1: win now, else block the opponent's win now, else random (no rounds).
- v2: every round weighs 1.
- v3: round 1 weighs n**depth and each later round 1/n of the one before,
  n being the number of legal columns, so a near loss outweighs far wins.
- v4: a round-3 "win" made by stacking a second own disc on the round-1
  disc (the opponent having played elsewhere in round 2) is a missed win
  and counts as a loss: a competent opponent blocks it.
- v5: a round-1 win is taken at once; if round 2 leaves a single best
  column (every other one lets the opponent win), it is played; the AI's
  first two discs go only to empty columns among the centre five.
- v6: ties go to the column nearest the centre (random between two at the
  same distance); the v5 opening rule is gone; rounds after 2 ignore
  vertical wins; set to depth 5 or 6 it plays at depth 4 until the centre
  column is full; as second player below depth 4, its second disc goes on
  the bottom row, in the empty column nearest the centre.

Only v6's code is published (the site's ``connect4.js``, ``getMove``); v1-v5
are built from the prose.  ``rules=text`` (default) follows that code where
it says more than the prose, from the version that introduced the rule:

- the missed-win rule (v4 on): the code tests the stacked round-3 disc at
  *every* round from 3 on, for either side's win, and subtracts the round's
  weight + 1, so below such a disc the AI's round-5 wins count against the
  move.  The text lists what each later version changed and this rule is
  not among them, so v4 and v5 keep v6's (with v5 built on the prose's
  round-3-only rule, V5 beat V6 69-31 at depth 5 where the text's V6 won
  76-23; see :mod:`connect4.reproduce.williams`);
- v6's early disc: the legal columns less two at each end, the first (left
  to right) with an empty bottom cell.

``rules=project`` is this project's earlier reading of the prose for v4-v6
(the missed-win rule at round 3 only, the AI's wins only; the early disc in
the empty column nearest the centre): the ladder's v6 levels use it.  Parts
the text leaves open, as read here: v5's opening rule restricts the columns
searched (not only the random choice); round weights divide by the legal
columns of the root.
"""

from connect4.bitboard import (
    COLUMN_OF,
    WIDTH,
    can_play,
    has_four,
    move_bit,
    play,
    popcount,
    possible,
    winning_cells,
)
from connect4.errors import GameOverError
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

CENTRE = 3
#: v5's opening rule: the centre five columns.
CENTRE_FIVE = (1, 2, 3, 4, 5)


def _distance(col):
    return abs(col - CENTRE)


class WeightsPlayer(Player):
    """Column weights from counting wins and losses round by round.

    >>> from connect4.board import Board
    >>> b = Board([0, 6, 0, 6, 0, 5])   # red: three stacked in column 1
    >>> WeightsPlayer(version=1).choose(b).column
    0
    """

    name = "weights"
    description = "round-by-round win/loss counting per column (the 'weights' AI, v1-v6)"
    FORECASTS = True
    SETTINGS = (
        SettingSpec("version", int, 6, 1, 6, "which version of the write-up (1-6)"),
        SettingSpec("depth", int, 4, 0, 6, "rounds (plies) looked ahead; v1 ignores it"),
        SettingSpec("rules", str, "text", help="v4-v6: text = the write-up's published "
                    "code (v4 on: a missed win poisons every later win below a stacked "
                    "round-3 disc; v6's early disc: first middle column with an empty "
                    "bottom); project = this project's earlier reading of the prose (round 3 "
                    "only; nearest the centre)", choices=("text", "project")),
    )

    def think(self, board):
        """Generator: counts wins/losses by round; returns a MoveResult of weights."""
        clock = Clock(self.now)
        legal = board.legal_moves()
        if not legal:
            raise GameOverError("no legal move: the game is over in %r" % (board,))
        version = self.settings["version"]
        if version == 1:
            return self._version1(board, legal, clock)
        depth = self.settings["depth"]
        cur, mask = board.current, board.mask
        note = ""
        # the published code's missed-win rule, from v4 on (see the module)
        source = version >= 4 and self.settings["rules"] == "text"
        if version == 6:
            if depth >= 5 and can_play(mask, CENTRE):
                depth = 4
                note = "depth 4 until the centre column is full; "
            if board.ply == 3 and depth < 4:
                if source:
                    # the published code: the legal columns less two at each
                    # end, the first (left to right) whose bottom cell is empty
                    empty = [c for c in legal[2:-2] if not mask & COLUMN_OF[c]][:1]
                else:
                    empty = [c for c in legal if not mask & COLUMN_OF[c]]
                if empty:
                    col = self._nearest_centre(empty)
                    return MoveResult(col, depth=0, time=clock.elapsed(),
                                      info="second player's early disc on the bottom row")
        roots = legal
        if version == 5 and board.ply // 2 < 2:
            # the AI has played fewer than two discs (ply // 2 of them)
            empty = [c for c in legal if c in CENTRE_FIVE and not mask & COLUMN_OF[c]]
            if empty:
                roots = empty
                note = "opening: empty centre columns only; "
        weights, depth_done, nodes, reason = yield from self._count(
            cur, mask, roots, len(legal), depth, version, clock, source)
        if reason:
            col = reason[1]
            note += reason[0] + "; "
        else:
            col = self._pick(weights, version)
        scores = [weights.get(c) for c in range(WIDTH)]
        return MoveResult(col, scores=scores, score_kind="weight", nodes=nodes,
                          depth=depth_done, time=clock.elapsed(),
                          info=(note + "weights by round, depth %d" % depth_done))

    # -- the counting ---------------------------------------------------------
    def _count(self, cur, mask, roots, n_legal, depth, version, clock, source=False):
        """Generator: returns (weights, rounds done, boards examined, early choice or None).

        ``source``: the published code's missed-win rule: on a line whose
        round-3 disc (the AI's) was stacked on its round-1 disc after a
        round-2 disc elsewhere, *every* win of rounds 3 and later, either
        side's, subtracts the round's weight + 1 (the text describes only
        the round-3 win of the AI being counted as a loss).

        A board's winning moves are found at once (its mover's winning
        cells among the playable ones), and the last round's boards are not
        built: the same weights as testing every child for a four, ~3x faster.
        """
        weights = {c: 0 for c in roots}
        if depth == 0:
            return weights, 0, 0, None
        nodes = 0
        # weight of round r: n**(depth - r + 1) from v3 on (integers, exact)
        weight = n_legal ** depth if version >= 3 else 1
        frontier = []
        won = False
        for c in roots:
            nodes += 1
            mv = move_bit(mask, c)
            if has_four(cur | mv):
                weights[c] += weight
                won = True
            else:
                nc, nm = play(cur, mask, c)
                frontier.append(((c,), nc, nm))
        if won and version >= 5:
            return weights, 1, nodes, ("immediate win", self._pick(weights, version))
        for rnd in range(2, depth + 1):
            # the published code divides after each round from round 2 on, so
            # its round 2 weighs as round 1 (it matters only beside the "+ 1")
            if version >= 3 and not (source and rnd == 2):
                weight //= n_legal
            ai_moves = rnd % 2 == 1
            # v6 looks past vertical fours from round 3 on
            vertical = version < 6 or rnd <= 2
            check_missed = version >= 4 and (rnd == 3 or (source and rnd > 3))
            last = rnd == depth
            nxt = []
            for hist, c_cur, c_mask in frontier:
                base = hist[0]
                moves = possible(c_mask)
                nodes += popcount(moves)
                wins = winning_cells(c_cur, c_mask, vertical) & moves
                if wins:
                    stacked = check_missed and hist[1] != base
                    for c in range(WIDTH):
                        if not wins & COLUMN_OF[c]:
                            continue
                        if stacked and source and (hist[2] if rnd > 3 else c) == base:
                            weights[base] -= weight + 1  # the published code's rule
                        elif not ai_moves:
                            weights[base] -= weight
                        elif stacked and rnd == 3 and c == base:
                            weights[base] -= weight  # stacked on its round-1 disc: blocked
                        else:
                            weights[base] += weight
                if not last:
                    rest = moves ^ wins
                    opp = c_cur ^ c_mask
                    longer = len(hist) < 3
                    for c in range(WIDTH):
                        mv = rest & COLUMN_OF[c]
                        if mv:
                            nxt.append((hist + (c,) if longer else hist, opp, c_mask | mv))
                if clock.due():
                    yield {"round": rnd, "boards": nodes}
            frontier = nxt
            if rnd == 2 and version >= 5:
                best = self._best(weights)
                if len(best) == 1:
                    return weights, 2, nodes, ("the only move that does not lose", best[0])
        return weights, depth, nodes, None

    # -- choosing ---------------------------------------------------------------
    @staticmethod
    def _best(weights):
        top = max(weights.values())
        return [c for c in sorted(weights) if weights[c] == top]

    def _nearest_centre(self, cols):
        d = min(_distance(c) for c in cols)
        return self.rng.choice([c for c in cols if _distance(c) == d])

    def _pick(self, weights, version):
        best = self._best(weights)
        if version >= 6:
            return self._nearest_centre(best)
        return self.rng.choice(best)

    def _version1(self, board, legal, clock):
        cur, mask = board.current, board.mask
        moves = possible(mask)
        wins = [c for c in legal if winning_cells(cur, mask) & moves & COLUMN_OF[c]]
        if wins:
            return MoveResult(self.rng.choice(wins), nodes=len(legal), depth=1,
                              time=clock.elapsed(), info="win now")
        blocks = [c for c in legal if winning_cells(cur ^ mask, mask) & moves & COLUMN_OF[c]]
        if blocks:
            return MoveResult(self.rng.choice(blocks), nodes=2 * len(legal), depth=1,
                              time=clock.elapsed(), info="block now")
        return MoveResult(self.rng.choice(legal), nodes=2 * len(legal), depth=1,
                          time=clock.elapsed(), info="random")
