"""A literal reading of Cardenas, Dickson and Navarro's search, on plain lists.

What the ``threats`` player is measured against (the agreement rows of
:mod:`connect4.reproduce.cardenas`).  Our own code, laid out as the text's
figures lay theirs out: a ``Board`` holding a 6x7 grid of player ids (row 0
at the bottom, 0 empty), ``alpha_beta(player_one, player_two, start_max,
alpha, beta, depth) -> (column, value)`` with the AI as ``player_two``, a
node ``counter`` incremented on every call (Fig. 6) and reset before each
move (Fig. 7).  No bitboards, no shortcuts: slow, and meant to be.

- Base case (Fig. 2): at depth 0 or a terminal board, the AI's four scores
  1,000,000, the human's -1,000,000, a full board 0, whatever the depth;
  else ``score_position(ai)``.
- ``score_position`` / ``evaluate_window`` are the text's cited source's
  (Keith Galli's Connect 4 program, which the Robotics Project page the
  text names walks through): the AI's centre-column discs +3 each, then in
  every four-cell window four of the AI's +100, three and an empty cell +5,
  two and two empty +2, and three of the opponent's and an empty cell -4.
- The maximiser (Fig. 3) tries columns left to right; it keeps the first
  column with the highest value (``>``), stops when a value reaches beta
  (``>=``).  The minimiser mirrors it (``<``, ``<=`` alpha).  Where alpha
  (beta) is updated is the setting ``alpha``: ``"inside"`` the loop after
  each child, as the prose of Fig. 3 lists the steps, or ``"after"`` the
  loop, as Fig. 3 prints it (then no bound ever changes inside a loop and
  nothing is pruned: plain minimax).
- ``double="on"`` adds the guessed double-threat term (see
  :data:`DOUBLE_THREAT`); the text names the check but gives no formula.
"""

EMPTY = 0
#: The text's player ids: the person moves first (1), the AI second (2).
HUMAN = 1
AI = 2
ROW_COUNT = 6
COLUMN_COUNT = 7
WINDOW_LENGTH = 4
#: Fig. 2's terminal values.
WIN_SCORE = 1000000
LOSS_SCORE = -1000000
TIE_SCORE = 0
#: Points of one double threat in the guessed term (``double="on"``).
DOUBLE_THREAT = 100
INF = float("inf")


def _windows():
    """Every four-cell window as a list of ``(row, col)``: rows, columns, both diagonals."""
    out = []
    for r in range(ROW_COUNT):
        for c in range(COLUMN_COUNT - 3):
            out.append([(r, c + i) for i in range(WINDOW_LENGTH)])
    for c in range(COLUMN_COUNT):
        for r in range(ROW_COUNT - 3):
            out.append([(r + i, c) for i in range(WINDOW_LENGTH)])
    for r in range(ROW_COUNT - 3):
        for c in range(COLUMN_COUNT - 3):
            out.append([(r + i, c + i) for i in range(WINDOW_LENGTH)])
    for r in range(ROW_COUNT - 3):
        for c in range(COLUMN_COUNT - 3):
            out.append([(r + 3 - i, c + i) for i in range(WINDOW_LENGTH)])
    return out


#: The 69 windows, listed once (the text's loops slice them out of the board each call).
WINDOWS = _windows()


class Board:
    """The text's board with its search; ``grid[row][col]``, row 0 at the bottom."""

    def __init__(self, grid=None, alpha="inside", double="off"):
        self.board = [list(row) for row in grid] if grid else [
            [EMPTY] * COLUMN_COUNT for _ in range(ROW_COUNT)]
        self.counter = 0
        self.alpha_inside = alpha == "inside"
        self.double = double == "on"

    # -- rules (the text's board_game.py functions) -------------------------
    def add_token(self, piece, row, col):
        """Drop ``piece`` at ``(row, col)``."""
        self.board[row][col] = piece

    def is_valid_location(self, col):
        """True if column ``col`` has room (its top cell is empty)."""
        return self.board[ROW_COUNT - 1][col] == EMPTY

    def get_next_open_row(self, col):
        """The lowest empty row of ``col``."""
        for r in range(ROW_COUNT):
            if self.board[r][col] == EMPTY:
                return r
        return None

    def valid_locations(self):
        """The playable columns, left to right."""
        return [c for c in range(COLUMN_COUNT) if self.is_valid_location(c)]

    def winning_move(self, piece):
        """True if ``piece`` has four in a row anywhere on the board."""
        b = self.board
        for r in range(ROW_COUNT):
            for c in range(COLUMN_COUNT):
                if b[r][c] != piece:
                    continue
                for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
                    rr, cc = r + 3 * dr, c + 3 * dc
                    if 0 <= rr < ROW_COUNT and cc < COLUMN_COUNT and all(
                            b[r + i * dr][c + i * dc] == piece for i in range(1, 4)):
                        return True
        return False

    def is_terminal(self):
        """A four of either side, or a full board."""
        return self.winning_move(HUMAN) or self.winning_move(AI) or not self.valid_locations()

    def reset_counter(self):
        """Fig. 7: the node counter back to 0 before a move."""
        self.counter = 0

    # -- evaluation ---------------------------------------------------------
    @staticmethod
    def evaluate_window(window, piece):
        """Galli's window score of four cell values for ``piece``."""
        opp = HUMAN if piece == AI else AI
        score = 0
        if window.count(piece) == 4:
            score += 100
        elif window.count(piece) == 3 and window.count(EMPTY) == 1:
            score += 5
        elif window.count(piece) == 2 and window.count(EMPTY) == 2:
            score += 2
        if window.count(opp) == 3 and window.count(EMPTY) == 1:
            score -= 4
        return score

    def score_position(self, piece):
        """The text's leaf: centre discs of ``piece`` x 3 plus every window's score."""
        b = self.board
        centre = [b[r][COLUMN_COUNT // 2] for r in range(ROW_COUNT)]
        score = centre.count(piece) * 3
        for cells in WINDOWS:
            score += self.evaluate_window([b[r][c] for r, c in cells], piece)
        if self.double:
            opp = HUMAN if piece == AI else AI
            score += DOUBLE_THREAT * (self.double_threats(piece) - self.double_threats(opp))
        return score

    def threats(self, piece):
        """Empty cells that would complete a four of ``piece``."""
        b = self.board
        cells = set()
        for window in WINDOWS:
            values = [b[r][c] for r, c in window]
            if values.count(piece) == 3 and values.count(EMPTY) == 1:
                cells.add(window[values.index(EMPTY)])
        return cells

    def double_threats(self, piece):
        """The guessed count: stacked threat pairs, plus 1 for two or more playable threats."""
        cells = self.threats(piece)
        stacked = sum(1 for (r, c) in cells if (r + 1, c) in cells)
        playable = [(r, c) for (r, c) in cells if r == 0 or self.board[r - 1][c] != EMPTY]
        return stacked + (1 if len(playable) >= 2 else 0)

    # -- search (Fig. 2, 3, 6) ----------------------------------------------
    def alpha_beta(self, player_one, player_two, start_max, alpha, beta, depth):
        """``(column, value)`` of the position for the AI (``player_two``)."""
        self.counter += 1
        human = player_one
        ai = player_two
        valid_locations = self.valid_locations()
        is_terminal = self.is_terminal()
        if depth == 0 or is_terminal:
            if is_terminal:
                if self.winning_move(ai):
                    return None, WIN_SCORE
                if self.winning_move(human):
                    return None, LOSS_SCORE
                return None, TIE_SCORE
            return None, self.score_position(ai)
        best_col = valid_locations[0]
        if start_max:
            value = -INF
            for col in valid_locations:
                row = self.get_next_open_row(col)
                saved = [list(r) for r in self.board]
                self.add_token(ai, row, col)
                new_score = self.alpha_beta(player_one, player_two, False, alpha, beta,
                                            depth - 1)[1]
                self.board = saved
                if new_score > value:
                    value = new_score
                    best_col = col
                if new_score >= beta:
                    break
                if self.alpha_inside:
                    alpha = max(alpha, value)
            # Fig. 3 as printed: alpha only after the loop (no effect on anything)
            return best_col, value
        value = INF
        for col in valid_locations:
            row = self.get_next_open_row(col)
            saved = [list(r) for r in self.board]
            self.add_token(human, row, col)
            new_score = self.alpha_beta(player_one, player_two, True, alpha, beta, depth - 1)[1]
            self.board = saved
            if new_score < value:
                value = new_score
                best_col = col
            if new_score <= alpha:
                break
            if self.alpha_inside:
                beta = min(beta, value)
        return best_col, value

    def move(self, depth):
        """Fig. 5's AI turn: reset the counter, search; ``(column, value, nodes)``."""
        self.reset_counter()
        col, value = self.alpha_beta(HUMAN, AI, True, -INF, INF, depth)
        return col, value, self.counter

    def column_values(self, depth):
        """Every legal root column's exact value (each searched with a full window)."""
        values = [None] * COLUMN_COUNT
        for col in self.valid_locations():
            row = self.get_next_open_row(col)
            saved = [list(r) for r in self.board]
            self.add_token(AI, row, col)
            values[col] = self.alpha_beta(HUMAN, AI, False, -INF, INF, depth - 1)[1]
            self.board = saved
        return values


def from_position(board, alpha="inside", double="off"):
    """The reading's board of a :class:`connect4.board.Board`, the side to move as the AI."""
    ai_colour = board.turn
    grid = []
    for r in range(ROW_COUNT):
        row = []
        for c in range(COLUMN_COUNT):
            v = board.cell(c, r)
            row.append(EMPTY if v < 0 else (AI if v == ai_colour else HUMAN))
        grid.append(row)
    return Board(grid, alpha=alpha, double=double)


def best_set(values):
    """The columns whose value is the highest."""
    top = max(v for v in values if v is not None)
    return [c for c, v in enumerate(values) if v is not None and v == top]
