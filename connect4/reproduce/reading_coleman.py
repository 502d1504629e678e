"""A literal reading of Coleman et al.'s minimax, in plain lists: what ``minimax`` is held to.

Our own code, written to follow the structure of the text's fragments (its
``minimax(board, player, depth, alpha, beta)`` returning ``(value, move)``,
``calc_adjacent(board, player, num)``, the rating expression, the root loop
choosing at random among the equally best moves): a grid of lists, a deep
copy of it per move, every streak window tested cell by cell.  Nothing here
is shared with :mod:`connect4.players.minimax` (bitboards, negamax), so the
two agree only if both follow the text.

Our reading of what the text leaves open, the same in both: a streak is a
window (``XX``, ``X.X``; ``XXX``, ``XX.X``, ``X.XX``) anywhere on the board; the
AI is the side to move at the root; ``depth == 0`` rates the board, a node
without moves (full board) returns 0 (the text's empty ``results``); a win
is checked at a node before either.

>>> from connect4.board import Board
>>> values = root_values(Board.from_notation("445566"), 2)
>>> values[6]                  # column 7 wins at once: 1000000000 * (1 + 1)
2000000000
>>> best_columns(values)
[2, 6]
"""

import copy
import random

ROW_COUNT = 6
COLUMN_COUNT = 7
EMPTY = 0
AI = 1
PLAYER = 2

#: The text's scores of a four, times (plies still to search + 1).
WIN_SCORE = 1000000000
LOSS_SCORE = -1000000000000

#: Steps (row, column) of the four directions: up, right, up-right, down-right.
STEPS = ((1, 0), (0, 1), (1, 1), (-1, 1))


def _windows(length):
    """Every window of ``length`` cells in a line, as lists of (row, column)."""
    out = []
    for dr, dc in STEPS:
        for r in range(ROW_COUNT):
            for c in range(COLUMN_COUNT):
                cells = [(r + i * dr, c + i * dc) for i in range(length)]
                if all(0 <= rr < ROW_COUNT and 0 <= cc < COLUMN_COUNT for rr, cc in cells):
                    out.append(cells)
    return out


WINDOWS = {n: _windows(n) for n in (2, 3, 4)}


def grid_of(board):
    """The position as the text's board: ``grid[row][column]``, row 0 at the bottom.

    The side to move is the AI.
    """
    ai = board.turn
    grid = [[EMPTY] * COLUMN_COUNT for _ in range(ROW_COUNT)]
    for r in range(ROW_COUNT):
        for c in range(COLUMN_COUNT):
            who = board.cell(c, r)
            if who >= 0:
                grid[r][c] = AI if who == ai else PLAYER
    return grid


def find_moves(board):
    """Columns with room, left to right."""
    return [c for c in range(COLUMN_COUNT) if board[ROW_COUNT - 1][c] == EMPTY]


def make_move(board, move, player):
    """Drop ``player``'s disc in column ``move``; returns the board."""
    for r in range(ROW_COUNT):
        if board[r][move] == EMPTY:
            board[r][move] = player
            return board
    raise ValueError("column %d is full" % move)


def _matches(board, cells, pattern, player):
    """True if the window's cells read ``pattern`` ('X' the player's disc, '.' empty)."""
    for (r, c), want in zip(cells, pattern):
        got = board[r][c]
        if want == "X":
            if got != player:
                return False
        elif got != EMPTY:
            return False
    return True


#: The windows that make a streak of each length (the text's streaks, read as windows).
PATTERNS = {4: ("XXXX",), 3: ("XXX", "XX.X", "X.XX"), 2: ("XX", "X.X")}


def calc_adjacent(board, player, num):
    """Number of streaks of ``num`` of ``player``'s discs, every window counted."""
    total = 0
    for pattern in PATTERNS[num]:
        for cells in WINDOWS[len(pattern)]:
            if _matches(board, cells, pattern, player):
                total += 1
    return total


def per_in_center(board):
    """The AI's discs in the middle three columns, three bottom rows, over 9."""
    count = 0
    for r in range(3):
        for c in range(2, 5):
            if board[r][c] == AI:
                count += 1
    return count / 9


def calc_heuristic(board):
    """The text's rating expression, from the AI's point of view, in its order."""
    our_threes = calc_adjacent(board, AI, 3)
    our_twos = calc_adjacent(board, AI, 2)
    our_middle_perc = per_in_center(board)
    enemy_threes = calc_adjacent(board, PLAYER, 3)
    enemy_twos = calc_adjacent(board, PLAYER, 2)
    return (our_middle_perc * 1050 + our_threes * (1000) + our_twos * (20)
            + enemy_threes * (-1100) + enemy_twos * (-10))


class Count:
    """Calls of :func:`minimax` (the reading's node count)."""

    def __init__(self):
        self.nodes = 0


def _child(grid, move, piece):
    """A fresh grid with ``piece`` dropped in column ``move``.  The text's program copies the
    whole board twice for each move searched; so does this reading, so that its time per move
    (the pruning comparison) carries the same cost."""
    played = make_move(copy.deepcopy(grid), move, piece)
    return copy.deepcopy(played)


def minimax(board, player, depth, alpha, beta, prune=True, count=None):
    """``(value, move)`` of ``board`` with ``player`` to move, the AI maximising."""
    if count is not None:
        count.nodes += 1
    if calc_adjacent(board, AI, 4) > 0:
        return WIN_SCORE * (depth + 1), -1
    if calc_adjacent(board, PLAYER, 4) > 0:
        return LOSS_SCORE * (depth + 1), -1
    if depth == 0:
        return calc_heuristic(board), -1
    other = PLAYER if player == AI else AI
    results = []
    for move in find_moves(board):
        result = (minimax(_child(board, move, player), other, depth - 1, alpha, beta, prune,
                          count)[0], move)
        results.append(result)
        if player == AI:
            alpha = max(max(results)[0], alpha)
        else:
            beta = min(min(results)[0], beta)
        if prune and alpha > beta:
            break
    if not results:
        return 0, -1
    if player == AI:
        best = max(r[0] for r in results)
    else:
        best = min(r[0] for r in results)
    # the text picks at random among the equal results; the value is the same
    return [r for r in results if r[0] == best][0]


def root_results(board, depth, prune=True, count=None):
    """The text's root loop: ``[(value, move)]`` of every move searched, the AI to move."""
    grid = board if isinstance(board, list) else grid_of(board)
    alpha, beta = -float("inf"), float("inf")
    results = []
    for move in find_moves(grid):
        result = (minimax(_child(grid, move, AI), PLAYER, depth - 1, alpha, beta, prune,
                          count)[0], move)
        results.append(result)
        alpha = max(max(results)[0], alpha)
        if prune and alpha > beta:
            break
    return results


def root_values(board, depth, prune=True, count=None):
    """Seven values (``None`` for full columns) of the root loop, as the player reports them."""
    values = [None] * COLUMN_COUNT
    for value, move in root_results(board, depth, prune, count):
        values[move] = value
    return values


def best_columns(values):
    """The equally best columns (the set the text's ``random.choice`` draws from)."""
    top = max(v for v in values if v is not None)
    return [c for c, v in enumerate(values) if v is not None and v == top]


def choose(board, depth, seed=0, prune=True):
    """The text's move: a random choice among the equally best columns."""
    return random.Random(seed).choice(best_columns(root_values(board, depth, prune)))
