"""The page's "Set up a position" editor: cells clicked or a grid pasted, then "Play from here"."""

from connect4.bitboard import HEIGHT, WIDTH, bit
from connect4.board import Board
from connect4.position.grid import GridError, grid_of, grid_text, parse_grid
from connect4.position.reconstruct import moves_to_grid
from connect4.position.threats import cell_name

#: Texts of the editor's parts (the DOM layer sets them; tests look them up by these names).
TITLE = "Set up a position"
GRID_LABEL = "Grid: six rows, top first (X red, O yellow, . empty)"
PLAY = "Play from here"
STATES = ("empty", "red", "yellow")


class Editor:
    """The grid being edited."""

    def __init__(self):
        self.red = 0
        self.yellow = 0
        #: The last problem to show (role=alert), or ``None``.
        self.problem = None

    def start_from(self, board: Board) -> None:
        """Edit from the game's position."""
        self.red, self.yellow = grid_of(board.current, board.mask, board.ply)
        self.problem = None

    def state(self, col: int, row: int) -> int:
        """0 empty, 1 red, 2 yellow."""
        b = bit(col, row)
        return 1 if self.red & b else 2 if self.yellow & b else 0

    def cycle(self, col: int, row: int) -> None:
        """A click on a cell: empty -> red -> yellow -> empty."""
        b = bit(col, row)
        s = self.state(col, row)
        self.red &= ~b
        self.yellow &= ~b
        if s == 0:
            self.red |= b
        elif s == 1:
            self.yellow |= b
        self.problem = None

    def clear(self) -> None:
        """Every cell empty."""
        self.red = self.yellow = 0
        self.problem = None

    def text(self) -> str:
        """The grid as the text box shows it."""
        return grid_text(self.red, self.yellow)

    def paste(self, text: str) -> bool:
        """Replace the grid by a pasted one; False (and :attr:`problem` set) if malformed."""
        grid = self._try(lambda: parse_grid(text), "This grid cannot be read")
        if grid is not None:
            self.red, self.yellow = grid
        return grid is not None

    def play_from_here(self):
        """The :class:`Board` of a game that reaches the grid, or ``None`` (:attr:`problem` says why)."""
        moves = self._try(lambda: moves_to_grid(self.red, self.yellow), "No game reaches this position")
        return Board(moves) if moves is not None else None

    def _try(self, fn, problem):
        """``fn()``, or None with :attr:`problem` saying ``problem`` and why."""
        try:
            found = fn()
        except GridError as exc:
            self.problem = "%s: %s." % (problem, exc)
            return None
        self.problem = None
        return found

    def cells(self) -> list:
        """``[(col, row, state, label)]`` of every cell, for drawing (label e.g. "d3: red")."""
        return [(c, r, self.state(c, r), "%s: %s" % (cell_name(c, r), STATES[self.state(c, r)]))
                for c in range(WIDTH) for r in range(HEIGHT)]
