"""The ``mcts`` player: the 2016 post's Monte Carlo tree search, and its "next steps".

Default, as the post's own player works:

- ``select=random``: below the root, a fully expanded node's child is chosen
  at random (no UCT); a node with untried moves gets one of them, at random;
- a random playout from there; ``draws=loss``: a draw counts like a loss
  (only wins are counted), so a node's value is ``wins / visits``;
- ``tree=keep``: the statistics are kept between moves (the next search
  starts from the node of the new position, if the tree has it);
- with one legal move it answers at once, without searching;
- ``pick=winrate``: it plays the root child with the highest win rate.

The post's "next steps", this project's earlier player, are named settings:
``select=uct`` (UCT: mean + ``c * sqrt(ln N / n)``), ``draws=half`` (a draw
is half a win), ``tree=fresh`` (a new tree every move), ``pick=visits``
(the most visited child), i.e. ``mcts:select=uct,draws=half,tree=fresh,pick=visits``.

With UCT, each iteration walks down the tree choosing children by UCT (mean result +
``c * sqrt(ln N / n)``), adds one new child, plays the game out with
uniformly random moves and backs the result up.  Wins, draws and losses are
all counted: a node keeps its wins and draws (losses are the rest of its
visits), so its value is ``(wins + draws / 2) / visits`` for the player who
moved into it.  The column played is the root child visited most.

Budget: ``ms`` of wall time, or ``playouts`` iterations when that is set
(> 0).  Only the playout budget is deterministic for a given seed: with a
time budget the number of playouts, hence the move, depends on the machine.
"""

import math

from connect4.bitboard import COLUMN_OF, WIDTH, has_four, move_bit, possible
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


class MCTSPlayer(Player):
    """The post's MCTS (random selection, draws as losses, kept tree, best win rate) or UCT."""

    name = "mcts"
    description = ("the 2016 post's Monte Carlo tree search (random selection, draws count as "
                   "losses, tree kept between moves); UCT and draw counting as settings")
    SETTINGS = (
        SettingSpec("ms", int, 1000, 10, 60000, "time budget in milliseconds"),
        SettingSpec("playouts", int, 0, 0, 1000000,
                    "playout budget; when > 0 it replaces the time budget (deterministic)"),
        SettingSpec("select", str, "random", help="child selection below the root: random "
                    "(the post) or uct (its next step)", choices=("random", "uct")),
        SettingSpec("draws", str, "loss", help="a draw counts as a loss (the post) or as half "
                    "a win (its next step)", choices=("loss", "half")),
        SettingSpec("tree", str, "keep", help="keep the statistics between moves (the post) "
                    "or start a fresh tree every move", choices=("keep", "fresh")),
        SettingSpec("pick", str, "winrate", help="play the child with the highest win rate "
                    "(the post) or the most visited one", choices=("winrate", "visits")),
    )

    def __init__(self, seed=0, **settings):
        Player.__init__(self, seed, **settings)
        self._tree = None

    def reset(self):
        """Forget the kept tree (a new game)."""
        self._tree = None

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

    def think(self, board):
        """Generator: runs iterations until the budget is spent; returns a MoveResult."""
        clock = Clock(self.now)
        legal = board.legal_moves()
        if not legal:
            raise ValueError("no legal move: the game is over in %r" % (board,))
        if len(legal) == 1:
            return MoveResult(legal[0], nodes=0, depth=0, time=clock.elapsed(),
                              info="the only legal move", extra={"playouts": 0})
        settings = self.settings
        playouts = settings["playouts"]
        deadline = clock.start + settings["ms"] / 1000.0
        uct = settings["select"] == "uct"
        half = 0.5 if settings["draws"] == "half" else 0.0
        keep = settings["tree"] == "keep"
        rng = self.rng
        root = self._find_root(board.current, board.mask) if keep else None
        if root is None:
            root = Node(board.current, board.mask, None, None, None)
        root.parent = None
        log = math.log
        sqrt = math.sqrt
        now = clock.now
        n = 0
        while True:
            if playouts:
                if n >= playouts:
                    break
            elif now() >= deadline and n:
                break
            n += 1
            node = root
            # selection: descend through fully expanded nodes
            while not node.untried and node.children:
                if uct:
                    ln = log(node.visits)
                    best = None
                    best_v = -1.0
                    for ch in node.children:
                        v = (ch.wins + half * ch.draws) / ch.visits + EXPLORATION * sqrt(
                            ln / ch.visits)
                        if v > best_v:
                            best_v = v
                            best = ch
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
        best = None
        best_key = None
        for ch in root.children:
            rate = (ch.wins + half * ch.draws) / ch.visits
            scores[ch.col] = round(rate, 4)
            k = (rate, ch.visits) if settings["pick"] == "winrate" else (ch.visits,)
            if best is None or k > best_key:
                best = ch
                best_key = k
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
