"""A slow, plainly written exact search of k in a row on any board: the tests' own referee.

Deliberately naive and independent of connect4/: the board is a list of columns of
cells (0 empty, 1 first player, 2 second player), a line is found by walking out from
the cell a disc would drop into, in four directions, and the search is negamax with
alpha-beta over a dict of (lower, upper) bounds keyed by the position (and its mirror
image, which has the same value).  Two shortcuts that follow from the rules: a side
that can make its line now does, and a side facing a line made next move must block
it (facing two, it has lost).  Nothing here is shared with connect4.bitboard or
connect4.solver; tests/variants/test_results.py checks it against plain minimax.

Values are for the player to move.  With ``exact=False`` they are -1 (loses), 0 (draw)
and 1 (wins); with ``exact=True`` a win is worth ``cells + 1 - n`` and a loss
``-(cells + 1 - n)`` where ``n`` is the number of the move that ends the game: the
winner wins as soon as it can, the loser holds out as long as it can.
"""


class Search:
    """One board's exact search; ``tt`` holds what it learnt, for any later call."""

    def __init__(self, width: int, height: int, k: int = 4, exact: bool = False):
        self.width, self.height, self.k, self.exact = width, height, k, exact
        self.cells = width * height
        self.grid = [[0] * height for _ in range(width)]
        self.heights = [0] * width
        self.moves = 0
        self.key = self.mirror = 0          # the position in base 3, and its mirror image
        self.tt = {}
        self.nodes = 0
        centre = (width - 1) / 2            # centre columns first: faster, not needed for truth
        self.order = sorted(range(width), key=lambda c: abs(c - centre))
        self.weights = [[3 ** (c * height + r) for r in range(height)] for c in range(width)]
        # rays[c][r]: for each direction, the k - 1 cells on the board either side of (c, r)
        self.rays = [[[(self._ray(c, r, dc, dr), self._ray(c, r, -dc, -dr))
                       for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))]
                      for r in range(height)] for c in range(width)]

    def _ray(self, col: int, row: int, dc: int, dr: int) -> list:
        cells = [(col + i * dc, row + i * dr) for i in range(1, self.k)]
        return [(c, r) for c, r in cells if 0 <= c < self.width and 0 <= r < self.height]

    def play(self, col: int) -> None:
        """Drop the mover's disc into ``col``."""
        row = self.heights[col]
        colour = 1 + self.moves % 2
        self.grid[col][row] = colour
        self.heights[col] = row + 1
        self.moves += 1
        self.key += colour * self.weights[col][row]
        self.mirror += colour * self.weights[self.width - 1 - col][row]

    def undo(self, col: int) -> None:
        """Take back the last disc, which was dropped into ``col``."""
        row = self.heights[col] - 1
        colour = self.grid[col][row]
        self.grid[col][row] = 0
        self.heights[col] = row
        self.moves -= 1
        self.key -= colour * self.weights[col][row]
        self.mirror -= colour * self.weights[self.width - 1 - col][row]

    def lines_up(self, col: int, colour: int) -> bool:
        """Whether a disc of ``colour`` dropped into ``col`` would make a line of ``k``."""
        grid = self.grid
        for ahead, back in self.rays[col][self.heights[col]]:
            run = 1
            for c, r in ahead:
                if grid[c][r] != colour:
                    break
                run += 1
            for c, r in back:
                if grid[c][r] != colour:
                    break
                run += 1
            if run >= self.k:
                return True
        return False

    def value(self, alpha: int = -10 ** 6, beta: int = 10 ** 6) -> int:
        """The position's value for the player to move (fail-soft: a bound outside the window)."""
        self.nodes += 1
        if self.moves == self.cells:
            return 0
        key = min(self.key, self.mirror)
        low, high = self.tt.get(key, (-10 ** 6, 10 ** 6))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        if alpha >= beta:
            return alpha
        playable = [col for col in self.order if self.heights[col] < self.height]
        mover = 1 + self.moves % 2
        if any(self.lines_up(col, mover) for col in playable):
            return self.cells - self.moves if self.exact else 1     # wins on this move
        # the other side's immediate wins: every other move loses on the next one
        threats = [col for col in playable if self.lines_up(col, 3 - mover)]
        if len(threats) > 1:
            return -(self.cells - self.moves - 1) if self.exact else -1
        if threats:
            playable = threats
        start = alpha
        best = -10 ** 6
        for col in playable:
            self.play(col)
            score = -self.value(-beta, -alpha)
            self.undo(col)
            if score > best:
                best = score
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break
        if best <= start:
            high = min(high, best)          # every move failed low: an upper bound
        elif best >= beta:
            low = max(low, best)            # a move failed high: a lower bound
        else:
            low = high = best
        self.tt[key] = (low, high)
        return best


def solve(width: int, height: int, k: int = 4, exact: bool = False) -> int:
    """The empty board's value for the first player."""
    return Search(width, height, k, exact).value()


def outcome(width: int, height: int, k: int = 4) -> str:
    """Who wins the empty board with perfect play: "first", "second" or "draw"."""
    return {1: "first", 0: "draw", -1: "second"}[solve(width, height, k)]


def ending_move(width: int, height: int, k: int = 4) -> int:
    """The number of the move that ends a perfect game from the empty board."""
    search = Search(width, height, k, exact=True)
    score = search.value()
    return width * height if score == 0 else width * height + 1 - abs(score)
