"""Gibson's program, read literally: the yardstick the ``lines`` player is measured against.

Our own code, written to follow the structure of the program in Gibson's
write-up rather than to be fast: the board is a list of 7 columns, each a
list of 6 cells from the top row down (``""``, ``"R"`` or ``"Y"``); every
move copies the board; a move's value is searched by a recursive minimax
with alpha-beta from red's point of view (red maximises), whoever moves;
the horizon is valued by the open four-cell lines, ``(lines without a
yellow disc - lines without a red disc) / 69``; a win is 1 for red, -1 for
yellow, a full board 0; the noise is added to every move's value at every
depth, drawn before that move is searched, as the program draws it.

``fours_end=False`` reproduces the program as printed: its win check
answers ``"R wins"`` / ``"Y wins"`` while its table of results has the keys
``"R_wins"`` / ``"Y_wins"``, so a four never ends the search (only a full
board without a four does).  ``fours_end=True`` is the mended reading, what
the text's words say.

The text's program itself is not in the repository (the write-ups' code is
not copied); tests/reproduce/test_reproduce_gibson.py runs it from the write-up where
the write-ups are at hand and checks this reading against it.
"""

import random

COLUMNS = 7
ROWS = 6
RED = "R"
YELLOW = "Y"


def _four_cells():
    """The 69 possible fours, each as four ``(column, row)`` cells (rows from the top)."""
    fours = []
    for col in range(COLUMNS):
        for row in range(ROWS - 3):
            fours.append([(col, row + k) for k in range(4)])
    for col in range(COLUMNS - 3):
        for row in range(ROWS):
            fours.append([(col + k, row) for k in range(4)])
        for row in range(ROWS - 3):
            fours.append([(col + k, row + k) for k in range(4)])
            fours.append([(COLUMNS - 1 - col - k, row + k) for k in range(4)])
    return fours


#: Every four-cell line, as the program lists them (69).
FOURS = _four_cells()


def empty_board():
    """Seven empty columns."""
    return [["" for _ in range(ROWS)] for _ in range(COLUMNS)]


def from_moves(columns):
    """``(board, player to move)`` after the 0-based ``columns``, red first."""
    board = empty_board()
    player = RED
    for col in columns:
        board = drop(board, col, player)
        player = other(player)
    return board, player


def other(player):
    """The opponent of ``player``."""
    return YELLOW if player == RED else RED


def open_columns(board):
    """The columns whose top cell is empty, left to right."""
    return [col for col in range(COLUMNS) if not board[col][0]]


def drop(board, col, player):
    """A copy of ``board`` with ``player``'s disc at the bottom of ``col``'s empty cells."""
    new = [list(column) for column in board]
    for row in range(ROWS - 1, -1, -1):
        if not board[col][row]:
            new[col][row] = player
            break
    return new


def outcome(board, col):
    """What the disc just dropped in ``col`` did: ``"R wins"``, ``"Y wins"``, ``"tie"`` or
    ``"in progress"``."""
    row = 0
    while not board[col][row]:
        row += 1
    who = board[col][row]
    win = who + " wins"
    if row <= ROWS - 4 and all(board[col][row + k] == who for k in range(1, 4)):
        return win
    if any(all(board[c + k][row] == who for k in range(4)) for c in range(COLUMNS - 3)):
        return win
    # both diagonals through the disc, counted as runs along them
    run_down, run_up = 0, 0
    for k in range(-3, 4):
        c = col + k
        if c < 0 or c >= COLUMNS:
            continue
        if 0 <= row + k < ROWS:
            run_down = run_down + 1 if board[c][row + k] == who else 0
        if 0 <= row - k < ROWS:
            run_up = run_up + 1 if board[c][row - k] == who else 0
        if run_down >= 4 or run_up >= 4:
            return win
    if all(column[0] for column in board):
        return "tie"
    return "in progress"


#: The results that end the search: with the program's keys as printed
#: (never matched by a win) and mended to match ``outcome``'s words.
RESULTS_PRINTED = {"R_wins": 1, "Y_wins": -1, "tie": 0}
RESULTS_MENDED = {"R wins": 1, "Y wins": -1, "tie": 0}

_memo = {}


def evaluate(board):
    """Red's open lines minus yellow's, over 69, memoised by the board's picture."""
    picture = "/".join("".join(cell or "_" for cell in column) for column in board)
    value = _memo.get(picture)
    if value is None:
        count = 0
        for four in FOURS:
            cells = [board[c][r] for c, r in four]
            if YELLOW not in cells:
                count += 1
            if RED not in cells:
                count -= 1
        value = _memo[picture] = count / len(FOURS)
    return value


def _nudge(noise, rng):
    return (rng.random() - 0.5) * 2 * noise if noise else 0


def search(before, col, depth, alpha, beta, mover, player, noise, rng, results):
    """Red's value of ``mover`` dropping in ``col`` on ``before``, ``player`` moving next."""
    board = drop(before, col, mover)
    result = outcome(board, col)
    if result in results:
        return results[result]
    if depth == 0:
        return evaluate(board)
    best = float("-inf") if player == RED else float("inf")
    for move in open_columns(board):
        score = _nudge(noise, rng)
        score += search(board, move, depth - 1, alpha, beta, player, mover, noise, rng, results)
        if player == RED:
            best = max(best, score)
            alpha = max(alpha, score)
        else:
            best = min(best, score)
            beta = min(beta, score)
        if alpha >= beta:
            break
    return best


def move_values(board, depth, noise, player, rng=random, fours_end=True):
    """``{column: red's value}`` of every open column, each searched with a full window."""
    results = RESULTS_MENDED if fours_end else RESULTS_PRINTED
    values = {}
    for col in open_columns(board):
        nudge = _nudge(noise, rng)
        values[col] = nudge + search(board, col, depth, float("-inf"), float("inf"), player,
                                     other(player), noise, rng, results)
    return values


def board_values(moves, depth, noise=0.0, rng=random, fours_end=True):
    """Red's value of every open column after the 0-based ``moves`` (a list of 7, ``None`` if full)."""
    board, player = from_moves(moves)
    values = move_values(board, depth, noise, player, rng, fours_end)
    return [values.get(col) for col in range(COLUMNS)]
