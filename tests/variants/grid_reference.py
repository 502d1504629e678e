"""A slow, plainly written Connect-k with Pop Out, to check connect4.variants against.

A 2D list (``grid[col][row]``, row 0 at the bottom, ``None`` for empty); a line
is found by scanning every cell in every direction; a pop rebuilds the column
list.  Nothing here is shared with connect4.variants: the rules are written
again from the words of connect4/variants/game.py's docstring.
"""

NAMES = ("red", "yellow")
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


class RefGame:
    """Moves are ``("d", col)`` (a drop) or ``("p", col)`` (a pop), columns 0-based."""

    def __init__(self, width, height, k=4, popout=False, judge=True):
        # judge=False: moves only, no result (a test that only needs the positions)
        self.w, self.h, self.k, self.popout, self.judge = width, height, k, popout, judge
        self.grid = [[None] * height for _ in range(width)]
        self.moves = []
        self.result = None
        self.why = None
        self.seen = [self.state()]
        self.before = []  # per move: (grid, result, why, len(seen)) for undo

    def turn(self):
        return len(self.moves) % 2

    def state(self):
        return tuple(tuple(col) for col in self.grid), self.turn()

    def at(self, col, row):
        if 0 <= col < self.w and 0 <= row < self.h:
            return self.grid[col][row]
        return None

    def line_cells(self, who):
        """Every cell of every line of ``who``, as a sorted list of (col, row)."""
        cells = set()
        for col in range(self.w):
            for row in range(self.h):
                for dc, dr in DIRECTIONS:
                    line = [(col + i * dc, row + i * dr) for i in range(self.k)]
                    if all(self.at(c, r) == who for c, r in line):
                        cells.update(line)
        return sorted(cells)

    def open_moves(self):
        """The moves the board allows the side to move, the game over or not."""
        moves = [("d", c) for c in range(self.w) if self.grid[c][self.h - 1] is None]
        if self.popout:
            moves += [("p", c) for c in range(self.w) if self.grid[c][0] == self.turn()]
        return moves

    def legal(self):
        return [] if self.result else self.open_moves()

    def play(self, move):
        assert move in self.legal(), (move, self.legal())
        who = self.turn()
        kind, col = move
        self.before.append(([list(c) for c in self.grid], self.result, self.why, len(self.seen)))
        column = self.grid[col]
        if kind == "d":
            column[column.index(None)] = who
        else:
            self.grid[col] = column[1:] + [None]
        self.moves.append(move)
        if not self.judge:
            return
        mine = bool(self.line_cells(who))
        theirs = bool(self.line_cells(1 - who))
        if mine:
            self.result, self.why = NAMES[who], "line"
        elif theirs:
            self.result, self.why = NAMES[1 - who], "pop gift"
        else:
            self.seen.append(self.state())
            if self.popout and self.seen.count(self.state()) >= 3:
                self.result, self.why = "draw", "repetition"
            elif not self.open_moves():
                self.result, self.why = "draw", "no move" if self.popout else "full"
        if mine and theirs:
            self.why = "pop both"

    def undo(self):
        self.grid, self.result, self.why, n = self.before.pop()
        del self.seen[n:]
        return self.moves.pop()

    def winning_cells(self):
        if self.result in (None, "draw"):
            return []
        return self.line_cells(NAMES.index(self.result))


def to_ref(move):
    """connect4.variants' int move as the reference's tuple."""
    return ("d", move) if move >= 0 else ("p", ~move)


def grid_of_game(game):
    """The cells of a connect4.variants game as the reference's grid."""
    g = game.geometry
    out = []
    for c in range(g.width):
        col = []
        for r in range(g.height):
            v = game.cell(c, r)
            col.append(None if v < 0 else v)
        out.append(col)
    return out


def drop_order(target, width, height, k):
    """Columns that build the full or partial grid ``target`` (``target[col]`` bottom
    up, ``None`` for empty) by alternate drops from red, no line on the way; or
    None.  A depth-first search: tests use it to reach hand-made positions."""
    need = [[v for v in col if v is not None] for col in target]
    ref = RefGame(width, height, k)
    order = []

    def search():
        if all(len(need[c]) == sum(1 for v in ref.grid[c] if v is not None) for c in range(width)):
            return True
        for c in range(width):
            filled = sum(1 for v in ref.grid[c] if v is not None)
            if filled < len(need[c]) and need[c][filled] == ref.turn():
                seen = len(ref.seen)
                ref.play(("d", c))
                order.append(c)
                if ref.result in (None, "draw") and search():
                    return True
                order.pop()
                ref.grid[c][filled] = None
                ref.moves.pop()
                del ref.seen[seen:]
                ref.result = ref.why = None
        return False

    return order if search() else None


def grid_of_cells(cells, width, height, who=0):
    """A reference grid holding ``who`` on every (col, row) of ``cells`` (no gravity)."""
    grid = [[None] * height for _ in range(width)]
    for c, r in cells:
        grid[c][r] = who
    return grid


def completes_line(grid, cell, k, who=0):
    """True if ``who`` on ``cell`` would be part of a line of ``k`` (the cell's own
    content is ignored): every line through the cell, read cell by cell; a vertical
    line only with the cell on top (in a game the cells above an empty one are empty)."""
    width, height = len(grid), len(grid[0])
    col, row = cell
    for dc, dr in DIRECTIONS:
        for back in range(k) if dc else [k - 1]:
            line = [(col + (i - back) * dc, row + (i - back) * dr) for i in range(k)]
            if all(0 <= c < width and 0 <= r < height and ((c, r) == cell or grid[c][r] == who)
                   for c, r in line):
                return True
    return False


def ref_perft(ref, depth):
    """Move sequences of ``depth`` from the reference's position (a finished game stops)."""
    if depth == 0:
        return 1
    n = 0
    for move in ref.legal():
        ref.play(move)
        n += ref_perft(ref, depth - 1)
        ref.undo()
    return n
