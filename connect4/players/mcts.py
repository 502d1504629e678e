"""The ``mcts`` player: Monte Carlo tree search with UCT and random playouts.

Each iteration walks down the tree choosing children by UCT (mean result +
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
import time

from connect4.bitboard import COLUMN_OF, WIDTH, has_four, move_bit, possible
from connect4.errors import GameOverError
from connect4.players.base import Clock, MoveResult, Player, SettingSpec

#: UCT exploration constant (sqrt 2, the textbook value for results in [0, 1]).
EXPLORATION = math.sqrt(2)


class Node:
    """A position in the tree; statistics are for the player who moved into it."""

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
    """UCT search answering within ``ms`` milliseconds or after ``playouts`` iterations."""

    name = "mcts"
    description = "Monte Carlo tree search (UCT, random playouts) within a time or playout budget"
    SETTINGS = (
        SettingSpec("ms", int, 1000, 10, 60000, "time budget in milliseconds"),
        SettingSpec("playouts", int, 0, 0, 1000000,
                    "playout budget; when > 0 it replaces the time budget (deterministic)"),
    )

    def think(self, board):
        """Generator: runs UCT iterations until the budget is spent; returns a MoveResult."""
        clock = Clock()
        if not board.legal_moves():
            raise GameOverError("no legal move: the game is over in %r" % (board,))
        playouts = self.settings["playouts"]
        deadline = clock.start + self.settings["ms"] / 1000.0
        rng = self.rng
        root = Node(board.current, board.mask, None, None, None)
        log = math.log
        sqrt = math.sqrt
        perf = time.perf_counter
        n = 0
        while True:
            if playouts:
                if n >= playouts:
                    break
            elif perf() >= deadline and n:
                break
            n += 1
            node = root
            # selection: descend through fully expanded nodes
            while not node.untried and node.children:
                ln = log(node.visits)
                best = None
                best_v = -1.0
                for ch in node.children:
                    v = (ch.wins + 0.5 * ch.draws) / ch.visits + EXPLORATION * sqrt(ln / ch.visits)
                    if v > best_v:
                        best_v = v
                        best = ch
                node = best
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
        scores = [None] * WIDTH
        best = None
        for ch in root.children:
            scores[ch.col] = round((ch.wins + 0.5 * ch.draws) / ch.visits, 4)
            if best is None or ch.visits > best.visits:
                best = ch
        # depth reached: the length of the most visited line of play
        depth = 0
        node = best
        while node is not None:
            depth += 1
            node = max(node.children, key=lambda ch: ch.visits) if node.children else None
        return MoveResult(best.col, scores=scores, score_kind="winrate", nodes=n, depth=depth,
                          time=clock.elapsed(),
                          info="%d playouts, %d visits to column %d" % (n, best.visits, best.col + 1),
                          extra={"playouts": n})
