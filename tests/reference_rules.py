"""A plainly written array implementation of the rules, to check the bitboards.

Deliberately naive: a list of columns, a scan of every cell in every
direction.  Nothing here is shared with connect4.bitboard.
"""

WIDTH, HEIGHT = 7, 6


class ArrayGame:
    """grid[col] is the list of colours (0 red, 1 yellow) from the bottom up."""

    def __init__(self):
        self.grid = [[] for _ in range(WIDTH)]
        self.moves = []
        self.winner = None

    def turn(self):
        return len(self.moves) % 2

    def legal(self):
        if self.winner is not None:
            return []
        return [c for c in range(WIDTH) if len(self.grid[c]) < HEIGHT]

    def at(self, col, row):
        if 0 <= col < WIDTH and 0 <= row < len(self.grid[col]):
            return self.grid[col][row]
        return None

    def play(self, col):
        who = self.turn()
        self.grid[col].append(who)
        self.moves.append(col)
        if self.four_cells(who):
            self.winner = who

    def undo(self):
        col = self.moves.pop()
        self.grid[col].pop()
        self.winner = None

    def four_cells(self, who):
        """Every cell of every four of ``who`` as a sorted list of (col, row)."""
        cells = set()
        for col in range(WIDTH):
            for row in range(HEIGHT):
                for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                    line = [(col + i * dc, row + i * dr) for i in range(4)]
                    if all(self.at(c, r) == who for c, r in line):
                        cells.update(line)
        return sorted(cells)

    def winning_moves(self):
        """Columns where the side to move would complete a four now."""
        out = []
        for col in self.legal():
            row = len(self.grid[col])
            self.grid[col].append(self.turn())
            if (col, row) in self.four_cells(self.turn()):
                out.append(col)
            self.grid[col].pop()
        return out


def reference_perft(game, depth):
    """Perft with the array rules (a won game has no moves)."""
    if depth == 0:
        return 1
    n = 0
    for col in game.legal():
        game.play(col)
        n += reference_perft(game, depth - 1)
        game.undo()
    return n
