"""The book's tests' positions: the root of a small test book, keys and boards from book keys."""

from shared_data import load_pons

from connect4 import bitboard as bb
from connect4.board import Board

# Middle-Easy line 11: 24 discs, red (perfect) to move.
ROOT = load_pons("middle_easy")[10][0]
EXTRA = 4  # the test book goes 4 plies past the root


def board_key(board):
    return bb.canonical_key(board.current, board.mask)


def _position_of(key):
    """Some (current, mask) with this key: the key fixes both (see bitboard)."""
    key += bb.BOTTOM
    cur = mask = 0
    for c in range(7):
        col = (key >> (7 * c)) & 0x7F
        h = col.bit_length() - 1
        cur |= (col & ((1 << h) - 1)) << (7 * c)
        mask |= ((1 << h) - 1) << (7 * c)
    return cur, mask


def _board(cur, mask):
    """A Board holding exactly (current, mask) (history not needed to solve)."""
    b = Board()
    b.current, b.mask = cur, mask
    b.moves = [0] * bb.popcount(mask)  # only the length (ply, turn) is read
    return b


def _cm(board):
    return board.current, board.mask
