"""The mutable game board: checked moves, undo with full history, results.

``Board`` is the friendly object used by the command line, the players'
public interface and the web page.  Hot searches take ``board.current`` and
``board.mask`` (plain ints) and work with :mod:`connect4.bitboard` directly.

Columns are 0-based in code (0..6); the written notation is 1-based
(see :mod:`connect4.notation`).  Importable by MicroPython.
"""

from connect4 import bitboard as bb
from connect4.errors import GameOverError, IllegalMoveError, quote_input
from connect4.notation import moves_name, parse_moves

RED = bb.RED
YELLOW = bb.YELLOW
EMPTY = bb.EMPTY
COLOUR_NAMES = ("red", "yellow")


class Board:
    """A Connect 4 position with its move history.

    >>> b = Board()
    >>> for col in (3, 3, 4, 2):
    ...     b.play(col)
    >>> b.notation()
    '4453'
    >>> b.turn == RED, b.legal_moves()
    (True, [0, 1, 2, 3, 4, 5, 6])
    """

    def __init__(self, moves=None):
        """An empty board, then ``moves`` (0-based columns) played with checks."""
        self.current = 0
        self.mask = 0
        self.moves = []
        self._undo = []
        if moves:
            for col in moves:
                self.play(col)

    # -- construction ---------------------------------------------------
    @classmethod
    def from_notation(cls, text):
        """The board after the moves of a notation string like ``"4453"``.

        :raises NotationError: a character that is not a column 1-7.
        :raises IllegalMoveError: a move into a full column.
        :raises GameOverError: a move after the game has ended.
        """
        return parse_position(text)

    def copy(self):
        """An independent copy with the same history."""
        b = Board()
        b.current = self.current
        b.mask = self.mask
        b.moves = list(self.moves)
        b._undo = list(self._undo)
        return b

    # -- state ------------------------------------------------------------
    @property
    def ply(self):
        """Number of stones on the board."""
        return len(self.moves)

    @property
    def turn(self):
        """The colour to move: ``RED`` (0) or ``YELLOW`` (1)."""
        return len(self.moves) & 1

    def cell(self, col, row):
        """``RED``, ``YELLOW`` or ``EMPTY`` at (col, row), row 0 at the bottom."""
        b = bb.bit(col, row)
        if not self.mask & b:
            return EMPTY
        return self.turn if self.current & b else 1 - self.turn

    def height(self, col):
        """Number of stones in column ``col``."""
        return bb.popcount(self.mask & bb.COLUMN_OF[col])

    def can_play(self, col):
        """True if ``col`` is a column 0-6 that is not full and the game is on."""
        return (
            0 <= col < bb.WIDTH
            and bb.can_play(self.mask, col)
            and not self.is_won()
        )

    def legal_moves(self):
        """The playable columns (0-based, left to right); empty once the game ended."""
        if self.is_won():
            return []
        return [c for c in range(bb.WIDTH) if bb.can_play(self.mask, c)]

    def is_won(self):
        """True if the last move made four in a row."""
        return bool(self.moves) and bb.has_four(self.current ^ self.mask)

    def is_full(self):
        """True if all 42 cells are taken."""
        return len(self.moves) == bb.CELLS

    def is_draw(self):
        """True if the board is full with no four in a row."""
        return self.is_full() and not self.is_won()

    def is_over(self):
        """True once the game is won or drawn."""
        return self.is_won() or self.is_full()

    def winner(self):
        """The colour that won, or ``None`` (game on or drawn)."""
        if self.is_won():
            return 1 - self.turn
        return None

    def result(self):
        """``"red"``, ``"yellow"``, ``"draw"`` or ``None`` while the game is on."""
        w = self.winner()
        if w is not None:
            return COLOUR_NAMES[w]
        return "draw" if self.is_full() else None

    def winning_cells(self):
        """The (col, row) cells of every four made by the winner, sorted; [] if none."""
        if not self.is_won():
            return []
        stones = self.current ^ self.mask
        union = 0
        for line in bb.LINES:
            if stones & line == line:
                union |= line
        return [
            (c, r)
            for c in range(bb.WIDTH)
            for r in range(bb.HEIGHT)
            if union & bb.bit(c, r)
        ]

    def is_winning_move(self, col):
        """True if the side to move wins at once by playing ``col``."""
        return self.can_play(col) and bb.is_winning_move(self.current, self.mask, col)

    def can_win_next(self):
        """True if the side to move has a winning move now."""
        return (
            not self.is_won()
            and bool(bb.winning_cells(self.current, self.mask) & bb.possible(self.mask))
        )

    def key(self):
        """A unique int key of the position."""
        return bb.key(self.current, self.mask)

    def mirror_key(self):
        """The key of the left-right mirror image of the position."""
        return bb.mirror(bb.key(self.current, self.mask))

    def canonical_key(self):
        """One key for a position and its mirror image (the smaller)."""
        return bb.canonical_key(self.current, self.mask)

    # -- moves ------------------------------------------------------------
    def play(self, col):
        """Drop a stone of the side to move into ``col`` (0-based), checked.

        :raises GameOverError: the game has already been won or drawn.
        :raises IllegalMoveError: ``col`` is not 0-6 or is full.
        """
        if not isinstance(col, int) or not 0 <= col < bb.WIDTH:
            raise IllegalMoveError("illegal move %r: columns are 0-6" % (col,))
        if self.is_won():
            raise GameOverError(
                "illegal move in column %d: %s has already won"
                % (col + 1, COLOUR_NAMES[1 - self.turn])
            )
        if self.is_full():
            raise GameOverError(
                "illegal move in column %d: the board is full (draw)" % (col + 1)
            )
        if not bb.can_play(self.mask, col):
            raise IllegalMoveError("illegal move: column %d is full" % (col + 1))
        self.push(col)

    def push(self, col):
        """Play ``col`` without checks (for searches that know it is legal)."""
        self._undo.append((self.current, self.mask))
        self.current, self.mask = bb.play(self.current, self.mask, col)
        self.moves.append(col)

    def pop(self):
        """Take back the last move and return its column.

        :raises IndexError: no move to take back.
        """
        if not self.moves:
            raise IndexError("pop from an empty board")
        self.current, self.mask = self._undo.pop()
        return self.moves.pop()

    # -- text ---------------------------------------------------------------
    def notation(self):
        """The moves so far in 1-based column notation, e.g. ``"4453"``."""
        return moves_name(self.moves)

    def grid(self):
        """Rows top to bottom, each a list of ``RED``/``YELLOW``/``EMPTY``."""
        return [
            [self.cell(c, r) for c in range(bb.WIDTH)]
            for r in range(bb.HEIGHT - 1, -1, -1)
        ]

    def __str__(self):
        marks = {RED: "X", YELLOW: "O", EMPTY: "."}
        rows = [" ".join([marks[v] for v in row]) for row in self.grid()]
        rows.append("1 2 3 4 5 6 7")
        return "\n".join(rows)

    def __repr__(self):
        return "Board(%r)" % self.notation()

    def __eq__(self, other):
        return (
            isinstance(other, Board)
            and self.mask == other.mask
            and self.current == other.current
        )

    def __hash__(self):
        return self.key()


def parse_position(text):
    """The :class:`Board` after playing a notation string, every move checked.

    >>> parse_position("4453").notation()
    '4453'

    :raises NotationError: a character that is not a column 1-7.
    :raises IllegalMoveError: a move into a full column.
    :raises GameOverError: a move after the game was won.
    """
    cols = parse_moves(text)
    s = text.strip()
    board = Board()
    for i, col in enumerate(cols):
        if board.is_won():
            raise GameOverError(
                "illegal position %s: move %d (column %d) comes after %s already won with move %d"
                % (quote_input(s), i + 1, col + 1, COLOUR_NAMES[1 - board.turn], i)
            )
        if not bb.can_play(board.mask, col):
            raise IllegalMoveError(
                "illegal position %s: move %d plays column %d, which is already full"
                % (quote_input(s), i + 1, col + 1)
            )
        board.push(col)
    return board
