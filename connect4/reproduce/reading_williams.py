"""A literal reading of Williams' ``getMove`` (v6, the published code; v5 by the text's list of changes).

Our own code, written to follow the structure of the site's published
JavaScript (``getMove`` in ``connect4.js``) in plain lists: a grid of columns,
a copy of it per move, the whole grid searched for a four after every
move, a list of ``(move history, grid)`` per round, the round weight divided
after each round from round 2 on, the missed-win test on the third move of
the history, the round-2 exit on a single best column, the choice of the
best column nearest the centre.  Nothing here is shared with
:mod:`connect4.players.weights` (bitboards), so the two agree only if both
follow the code.

v5 is the same function with what the text says v6 changed undone: no depth
cap, no early disc, vertical fours count in every round, ties at random (not
nearest the centre), and the v5 opening rule (the AI's first two discs only
in empty columns among the centre five).

>>> from connect4.board import Board
>>> get_move(Board.from_notation("445566"), depth=2)[1]   # two wins in one, 7**2 each
{0: 0, 1: 0, 2: 49, 3: 0, 4: 0, 5: 0, 6: 49}
"""

import random

ROWS = 6
COLUMNS = 7
MIDDLE = 3
#: The four directions of a line: (column step, row step).
STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))


def grid_of(board):
    """``grid[column][row]`` (row 0 at the bottom): 1 red, 2 yellow, 0 empty."""
    return [[board.cell(c, r) + 1 for r in range(ROWS)] for c in range(COLUMNS)]


def top_row(grid, column):
    """The lowest empty row of ``column``, ``None`` if it is full."""
    for r in range(ROWS):
        if grid[column][r] == 0:
            return r
    return None


def available_moves(grid):
    """Columns with room, left to right."""
    return [c for c in range(COLUMNS) if top_row(grid, c) is not None]


def winner(grid, vertical=True):
    """The colour that has four in a row anywhere on the grid, else 0."""
    for c in range(COLUMNS):
        for r in range(ROWS):
            who = grid[c][r]
            if not who:
                continue
            for dc, dr in STEPS:
                if dc == 0 and not vertical:
                    continue
                cells = [(c + i * dc, r + i * dr) for i in range(4)]
                if all(0 <= cc < COLUMNS and 0 <= rr < ROWS and grid[cc][rr] == who
                       for cc, rr in cells):
                    return who
    return 0


def best_moves(weights):
    """The columns of the highest weight, in the table's order."""
    best, out = None, []
    for column, w in weights.items():
        if best is None or w > best:
            best, out = w, [column]
        elif w == best:
            out.append(column)
    return out


def best_move(weights, rng, version):
    """v6: the best column nearest the centre (random between two); v5: any best one."""
    moves = best_moves(weights)
    if version >= 6:
        near = min(abs(m - MIDDLE) for m in moves)
        moves = [m for m in moves if abs(m - MIDDLE) == near]
    return rng.choice(moves)


def get_move(board, depth, version=6, rng=None):
    """``(column, weights)`` as the published ``getMove`` (version 6) or v5 decides them."""
    rng = rng or random.Random(0)
    grid = grid_of(board)
    me = board.turn + 1
    other = 3 - me
    moves = available_moves(grid)
    setting = depth
    if version >= 6 and MIDDLE in moves and depth > 4:
        depth = 4
    if version >= 6 and board.ply == 3 and setting < 4:
        for column in moves[2:-2]:
            if grid[column][0] == 0:
                return column, None
    roots = moves
    if version == 5 and board.ply // 2 < 2:
        empty = [c for c in moves if 1 <= c <= 5 and grid[c][0] == 0]
        roots = empty or moves
    round_weight = len(moves) ** depth
    weights = {c: 0 for c in roots}
    if depth == 0:
        return best_move(weights, rng, version), weights
    won = False
    grids = []
    for column in roots:
        inner = [col[:] for col in grid]
        inner[column][top_row(inner, column)] = me
        if winner(inner):
            won = True
            weights[column] += round_weight
        grids.append(([column], inner))
    if won:
        return best_move(weights, rng, version), weights
    turn = me
    for rnd in range(2, depth + 1):
        turn = other if turn == me else me
        previous, grids = grids, []
        for history, outer in previous:
            base = history[0]
            for column in available_moves(outer):
                inner = [col[:] for col in outer]
                inner[column][top_row(inner, column)] = turn
                moved = history + [column]
                who = winner(inner, vertical=rnd == 2 or version < 6)
                if not who:
                    grids.append((moved, inner))
                elif rnd != 2 and moved[2] == base and moved[1] != base:
                    weights[base] -= round_weight + 1    # a missed win
                elif who == other:
                    weights[base] -= round_weight
                else:
                    weights[base] += round_weight
        if rnd == 2:
            best = best_moves(weights)
            if len(best) == 1:
                return best[0], weights
        round_weight //= len(moves)
    return best_move(weights, rng, version), weights


def choices(weights, version=6):
    """The columns ``getMove`` may return from ``weights``: the best, nearest the centre in v6."""
    moves = best_moves(weights)
    if version >= 6 and len(moves) > 1:
        near = min(abs(m - MIDDLE) for m in moves)
        moves = [m for m in moves if abs(m - MIDDLE) == near]
    return moves
