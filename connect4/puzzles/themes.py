"""The themes of a puzzle, computed from its position and solution (no search).

Letters as :data:`connect4.puzzles.record.THEMES` names them:

- ``n`` win now: the first move makes four;
- ``b`` stop a threat: a move of the solution fills the cell where the
  opponent would make four next move;
- ``t`` double threat: a move of the solution leaves two cells where the
  solver makes four next move (side by side, or one above the other), and the
  opponent can stop only one;
- ``z`` odd/even threat: a win that comes later, with a threat the opponent
  cannot defuse on a row of the solver's parity at the end of the line (red:
  rows 1, 3, 5 from the bottom; yellow: rows 2, 4, 6), the classic
  zugzwang of the endgame;
- ``l`` long win: the win is six or more of the solver's own moves away;
- ``q`` quiet move: the first move wins nothing, stops nothing, threatens
  nothing at once, and is still the only one.
"""

from connect4.bitboard import (
    BOARD_MASK,
    COLUMN_OF,
    H1,
    has_four,
    is_winning_move,
    play,
    possible,
    winning_cells,
)
from connect4.scores import moves_to_end

#: Own moves until the win from which a win counts as long.
LONG_WIN = 6
#: Rows (0 = bottom) where each colour's threats are its own: red odd rows
#: counted from 1 (0, 2, 4 here), yellow even ones.
_PARITY_ROWS = ((0, 2, 4), (1, 3, 5))
_ROW_MASKS = [sum(1 << (c * H1 + r) for c in range(7)) for r in range(6)]


def _bits(x: int) -> int:
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


def _blocks(cur, mask, col) -> bool:
    """The side to move drops into the cell where the opponent would win now."""
    return bool(winning_cells(cur ^ mask, mask) & possible(mask) & COLUMN_OF[col])


def _double_threat(mine, mask) -> bool:
    """``mine`` has two winning cells to play next move, or two stacked ones."""
    wins = winning_cells(mine, mask)
    now = wins & possible(mask)
    return _bits(now) >= 2 or bool((now << 1) & wins)


def _parity_threat(mine, mask, side) -> bool:
    """``mine`` has a winning cell, not playable yet, on one of its own rows."""
    later = winning_cells(mine, mask) & ~possible(mask) & BOARD_MASK
    rows = 0
    for r in _PARITY_ROWS[side]:
        rows |= _ROW_MASKS[r]
    return bool(later & rows)


def compute_themes(moves, solution, goal, score) -> str:
    """The theme letters of a puzzle.

    :param moves: the position's moves, 0-based columns;
    :param solution: the solution's columns, 0-based;
    :param goal: ``"win"`` or ``"draw"``;
    :param score: the position's exact score for the side to move.
    """
    cur = mask = 0
    for c in moves:
        cur, mask = play(cur, mask, c)
    side = len(moves) & 1
    ply = len(moves)
    found = set()
    first = solution[0]
    if goal == "win" and is_winning_move(cur, mask, first):
        found.add("n")
    quiet = "n" not in found and not _blocks(cur, mask, first)
    for i, col in enumerate(solution):
        if i % 2 == 0:
            if _blocks(cur, mask, col):
                found.add("b")
            won = is_winning_move(cur, mask, col)
            cur, mask = play(cur, mask, col)
            mine = cur ^ mask  # after the move, `cur` is the opponent's
            if not won and _double_threat(mine, mask):
                found.add("t")
            if i == 0 and winning_cells(mine, mask) & possible(mask):
                quiet = False  # a threat to win next move: not quiet
        else:
            cur, mask = play(cur, mask, col)
    if quiet:
        found.add("q")
    if goal == "win" and "n" not in found:
        # the line ended with the solver's move: `cur` is the opponent to move
        mine = cur ^ mask
        if not has_four(mine) and not _double_threat(mine, mask) and _parity_threat(mine, mask, side):
            found.add("z")
        if moves_to_end(score, ply) >= LONG_WIN:
            found.add("l")
    return "".join(t for t in "nbtzlq" if t in found)

