"""The ``mcts`` player: the 2016 post's Monte Carlo search, and its "next steps".

Default (``rules=text``), as the post's JavaScript player works:

- its statistics are a table keyed by (player, state): the player who moved
  and the board after the move, the board told from the AI's point of view
  (its discs and the opponent's), so transpositions share statistics; the
  table holds, per state, the simulations that visited it and those won by
  the player who moved into it;
- a simulation plays uniformly random moves from the position to the end;
  the first state of it that the table does not hold is added (one a
  simulation), and then every state it visited that the table holds, the
  new one included, is counted: played, and won if its mover won
  (``draws=loss``: a draw is won by nobody);
- ``tree=keep``: the table lives as long as the player, across moves and
  games (the post's page keeps it in the player's scope); it is never
  pruned, so it grows by one state a simulation;
- with one legal move it answers at once, without simulating;
- ``pick=winrate``: it plays the legal column whose next state has the best
  win rate, a column never simulated scoring 0, compared as JavaScript's
  ``reduce`` with ``>`` compares them: among equal rates the last column
  (the rightmost) wins, so a never-simulated column can be chosen.

What the post leaves open is ours: the random moves come from the player's
seeded ``rng`` (reproducible with a playout budget); the post's time limit
is ``ms`` (``playouts`` > 0 replaces it with a fixed number).

The post's "next steps" are settings: ``draws=half`` counts losses apart
from draws (a draw is half a win: 5 wins and 5 losses rank below 5 wins and
5 draws, the post's example); ``select=uct``: a move whose next states are
all in the table is chosen by UCT (win rate + ``c * sqrt(ln N / n)``), else
at random (guessed: the post names UCT without a formula); faster code is
what every setting runs on (bitboards, integer keys; ``rules=project`` also
counts only its path).  ``tree=game`` forgets the table at a new game,
``tree=fresh`` at every move; ``pick=visits`` plays the most simulated
column (ties: the last, as above).

``rules=project`` is this project's earlier reading, a tree without
transpositions: each iteration walks down through fully expanded nodes (a
child at random, or by UCT), adds one untried child at random, plays the
game out at random and backs the result up along its path only; a node
keeps its wins and draws, its value ``(wins + draws / 2) / visits`` with
``draws=half``; it plays the root child with the best win rate (ties: the
more visited, then the first expanded) or the most visited; it finds the
new position two plies below its last root and forgets its tree at a new
game.  ``mcts:rules=project,select=uct,draws=half,tree=fresh,pick=visits``
is the player measured in tests/benchmarks/ARENA.md.

Budget: ``ms`` of wall time, or ``playouts`` iterations when that is set
(> 0).  Only the playout budget is deterministic for a given seed: with a
time budget the number of playouts, hence the move, depends on the machine.
"""

import math

from connect4.bitboard import COLUMN_OF, WIDTH, can_play, has_four, move_bit, possible
from connect4.errors import GameOverError
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

#: UCT exploration constant (sqrt 2, the textbook value for results in [0, 1]).
EXPLORATION = math.sqrt(2)


class Node:
    """A position in the tree; statistics are for the player who moved into it.

    ``terminal``: 1.0 if the player who moved here won, 0.5 for a full board,
    ``None`` while the game goes on.
    """

    __slots__ = ("cur", "mask", "col", "parent", "children", "untried",
                 "visits", "wins", "draws", "terminal")

    def __init__(self, cur, mask, col, parent, terminal):
        self.cur = cur
        self.mask = mask
        self.col = col
        self.parent = parent
        self.children = []
        moves = possible(mask)
        self.untried = [] if terminal else [c for c in range(WIDTH) if moves & COLUMN_OF[c]]
        self.visits = 0
        self.wins = 0
        self.draws = 0
        # 1: the player who moved here won; 0.5: full board; None: game on
        self.terminal = terminal


def _playout(cur, mask, rng):
    """Random moves to the end; 1 / 0.5 / 0 for the side to move at the start."""
    me = True
    randrange = rng.randrange
    while True:
        moves = possible(mask)
        if not moves:
            return 0.5
        cols = [c for c in range(WIDTH) if moves & COLUMN_OF[c]]
        mv = moves & COLUMN_OF[cols[randrange(len(cols))]]
        if has_four(cur | mv):
            return 1.0 if me else 0.0
        cur, mask = cur ^ mask, mask | mv
        me = not me


#: A table entry is one int: simulations in the low 30 bits (``entry &
#: PLAYS``), points above them (a win 2, a draw 1 or 0: half-win units).
POINTS = 1 << 30
PLAYS = POINTS - 1


def table_key(ai_stones, mask, ai_moved):
    """The post's (player, state) key: the mover (the AI or not) and the board as the AI sees it."""
    return ((ai_stones + mask) << 1) | ai_moved


def _uct_move(table, cur, mask, cols, ai, ln=math.log, sqrt=math.sqrt):
    """The UCT column if every next state is in the table, else ``None`` (the move is random)."""
    entries = []
    for col in cols:
        mv = move_bit(mask, col)
        after = mask | mv
        entry = table.get(table_key(cur | mv if ai else cur ^ mask, after, ai))
        if not entry:
            return None
        entries.append(entry)
    total = ln(sum(e & PLAYS for e in entries))
    best, best_v = None, -1.0
    for col, e in zip(cols, entries):
        n = e & PLAYS
        v = (e // POINTS) / (2.0 * n) + EXPLORATION * sqrt(total / n)
        if v > best_v:
            best, best_v = col, v
    return best


def simulate(table, cur, mask, randrange, draw_points, uct):
    """One of the post's simulations from a position where the AI is to move.

    Random moves to the end (or UCT where ``uct`` and the table knows every
    next state); the first state not in the table is added; then every
    visited state the table holds counts the simulation, and 2 points if
    its mover won (``draw_points`` each on a draw).
    """
    visited = []
    expand = True
    ai = 1  # the AI moves first (the post's player 2)
    winner = -1  # a draw unless a four is made
    while True:
        moves = possible(mask)
        if not moves:
            break
        cols = [c for c in range(WIDTH) if moves & COLUMN_OF[c]]
        col = _uct_move(table, cur, mask, cols, ai) if uct else None
        if col is None:
            col = cols[randrange(len(cols))]
        mv = moves & COLUMN_OF[col]
        stones = cur | mv
        mask |= mv
        key = (((stones if ai else mask ^ stones) + mask) << 1) | ai
        if expand and key not in table:
            table[key] = 0
            expand = False
        visited.append(key)
        if has_four(stones):
            winner = ai
            break
        cur = mask ^ stones
        ai ^= 1
    draw = 1 + draw_points * POINTS
    get = table.get
    for key in visited:
        entry = get(key)
        if entry is None:
            continue  # never added: below the state this simulation added
        if winner < 0:
            table[key] = entry + draw
        elif key & 1 == winner:
            table[key] = entry + 1 + 2 * POINTS
        else:
            table[key] = entry + 1


def _last_best(cols, value):
    """JavaScript's ``reduce((a, b) => v[a] > v[b] ? a : b)``: the last of the equal best."""
    best = cols[0]
    for col in cols[1:]:
        if not value[best] > value[col]:
            best = col
    return best


class MCTSPlayer(Player):
    """The post's MCTS (a (player, state) table kept for good, best win rate) or the project's tree."""

    name = "mcts"
    description = ("the 2016 post's Monte Carlo search (random simulations, statistics in a "
                   "table kept across games, draws count as losses); its next steps as settings")
    SETTINGS = (
        SettingSpec("ms", int, 1000, 10, 60000, "time budget in milliseconds"),
        SettingSpec("playouts", int, 0, 0, 1000000,
                    "playout budget; when > 0 it replaces the time budget (deterministic)"),
        SettingSpec("rules", str, "text", help="text: the post's table of (player, state) "
                    "statistics; project: the project's earlier tree, updated along its path",
                    choices=("text", "project")),
        SettingSpec("select", str, "random", help="moves of a simulation: random (the post) "
                    "or uct (its next step)", choices=("random", "uct")),
        SettingSpec("draws", str, "loss", help="a draw counts as a loss (the post) or as half "
                    "a win (its next step: losses count apart)", choices=("loss", "half")),
        SettingSpec("tree", str, "keep", help="the statistics live as long as the player (the "
                    "post, across games), for a game, or a move (fresh)",
                    choices=("keep", "game", "fresh")),
        SettingSpec("pick", str, "winrate", help="play the column with the highest win rate "
                    "(the post) or the most simulated one", choices=("winrate", "visits")),
    )

    def __init__(self, seed=0, **settings):
        Player.__init__(self, seed, **settings)
        self._tree = None
        #: the post's table, (player, state) key -> simulations and points
        self.table = {}

    def reset(self):
        """A new game: the post's table is kept (``tree=keep``); the project's tree is not."""
        if self.settings["tree"] != "keep" or self.settings["rules"] == "project":
            self._tree = None
            self.table = {}

    def think(self, board):
        """Generator: simulates until the budget is spent; returns a MoveResult."""
        clock = Clock(self.now)
        legal = board.legal_moves()
        if not legal:
            raise GameOverError("no legal move: the game is over in %r" % (board,))
        if len(legal) == 1:
            return MoveResult(legal[0], nodes=0, depth=0, time=clock.elapsed(),
                              info="the only legal move", extra={"playouts": 0})
        if self.settings["rules"] == "project":
            return (yield from self._think_tree(board, clock))
        return (yield from self._think_table(board, clock, legal))

    def _budget(self, clock):
        """``done(n)``: whether ``n`` simulations spend the budget (at least one is run)."""
        playouts = self.settings["playouts"]
        if playouts:
            return lambda n: n >= playouts
        deadline = clock.start + self.settings["ms"] / 1000.0
        now = clock.now
        return lambda n: n > 0 and now() >= deadline

    def _think_table(self, board, clock, legal):
        """Generator: the post's simulations over its table, then its choice of column."""
        s = self.settings
        if s["tree"] == "fresh":
            self.table = {}
        table = self.table
        draw_points = 1 if s["draws"] == "half" else 0
        uct = s["select"] == "uct"
        randrange = self.rng.randrange
        cur, mask = board.current, board.mask
        done = self._budget(clock)
        n = 0
        while not done(n):
            n += 1
            simulate(table, cur, mask, randrange, draw_points, uct)
            if clock.due():
                yield {"playouts": n}
        rates = {}
        plays = {}
        for col in legal:
            mv = move_bit(mask, col)
            entry = table.get(table_key(cur | mv, mask | mv, 1))
            k = plays[col] = (entry or 0) & PLAYS
            rates[col] = (entry // POINTS) / (2.0 * k) if k else 0.0  # never simulated: 0
        col = _last_best(legal, rates if s["pick"] == "winrate" else plays)
        scores = [None] * WIDTH
        for c in legal:
            scores[c] = round(rates[c], 4)
        return MoveResult(col, scores=scores, score_kind="winrate", nodes=n,
                          depth=self._table_depth(cur, mask, col), time=clock.elapsed(),
                          info="%d playouts, %d of them through column %d, %d states kept" % (
                              n, plays[col], col + 1, len(table)),
                          extra={"playouts": n, "tree_visits": sum(plays.values()),
                                 "table_states": len(table)})

    def _table_depth(self, cur, mask, col):
        """Plies of the most simulated line the table holds, from the chosen column."""
        depth, ai = 0, 1
        while col is not None:
            mv = move_bit(mask, col)
            cur, mask = cur | mv, mask | mv  # cur: the mover's discs
            depth += 1
            if has_four(cur):
                break
            cur, ai = mask ^ cur, ai ^ 1
            col, most = None, 0
            for c in range(WIDTH):
                if can_play(mask, c):
                    m = move_bit(mask, c)
                    k = self.table.get(table_key(cur | m if ai else mask ^ cur, mask | m, ai), 0)
                    if k & PLAYS > most:
                        col, most = c, k & PLAYS
        return depth

    def _find_root(self, cur, mask):
        """The kept tree's node of this position (searched 2 plies deep), or None."""
        old = self._tree
        if old is None:
            return None
        level = [old]
        for _ in range(3):
            nxt = []
            for node in level:
                if node.mask == mask and node.cur == cur:
                    return node
                nxt.extend(node.children)
            level = nxt
        return None

    def _think_tree(self, board, clock):
        """Generator: the project's earlier tree search (``rules=project``)."""
        settings = self.settings
        done = self._budget(clock)
        uct = settings["select"] == "uct"
        half = 0.5 if settings["draws"] == "half" else 0.0
        keep = settings["tree"] != "fresh"
        rng = self.rng
        root = self._find_root(board.current, board.mask) if keep else None
        if root is None:
            root = Node(board.current, board.mask, None, None, None)
        root.parent = None
        log, sqrt = math.log, math.sqrt
        n = 0
        while not done(n):
            n += 1
            node = root
            # selection: descend through fully expanded nodes
            while not node.untried and node.children:
                if uct:
                    ln = log(node.visits)
                    best, best_v = None, -1.0
                    for ch in node.children:
                        v = (ch.wins + half * ch.draws) / ch.visits + EXPLORATION * sqrt(
                            ln / ch.visits)
                        if v > best_v:
                            best, best_v = ch, v
                    node = best
                else:
                    node = node.children[rng.randrange(len(node.children))]
            # expansion
            if node.untried:
                col = node.untried.pop(rng.randrange(len(node.untried)))
                mv = move_bit(node.mask, col)
                cur, mask = node.cur, node.mask
                if has_four(cur | mv):
                    terminal = 1.0
                elif not possible(mask | mv):
                    terminal = 0.5
                else:
                    terminal = None
                child = Node(cur ^ mask, mask | mv, col, node, terminal)
                node.children.append(child)
                node = child
            # simulation: result for the player who moved into ``node``
            if node.terminal is not None:
                result = node.terminal
            else:
                result = 1.0 - _playout(node.cur, node.mask, rng)
            # backpropagation, flipping the point of view at every level
            while node is not None:
                node.visits += 1
                if result == 1.0:
                    node.wins += 1
                elif result == 0.5:
                    node.draws += 1
                result = 1.0 - result
                node = node.parent
            if clock.due():
                yield {"playouts": n}
        self._tree = root if keep else None
        scores = [None] * WIDTH
        best = best_key = None
        for ch in root.children:
            rate = (ch.wins + half * ch.draws) / ch.visits
            scores[ch.col] = round(rate, 4)
            k = (rate, ch.visits) if settings["pick"] == "winrate" else (ch.visits,)
            if best is None or k > best_key:
                best, best_key = ch, k
        # depth reached: the length of the most visited line of play
        depth = 0
        node = best
        while node is not None:
            depth += 1
            node = max(node.children, key=lambda ch: ch.visits) if node.children else None
        return MoveResult(best.col, scores=scores, score_kind="winrate", nodes=n, depth=depth,
                          time=clock.elapsed(),
                          info="%d playouts, %d visits to column %d" % (n, best.visits, best.col + 1),
                          extra={"playouts": n, "tree_visits": root.visits})
