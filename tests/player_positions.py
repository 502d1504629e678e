"""Random positions for the player tests: reproducible, game still on."""

import random

from connect4.bitboard import COLUMN_OF, WIDTH, possible, winning_cells
from connect4.board import Board


def random_positions(count, seed, min_ply=0, max_ply=36):
    """``count`` boards reached by random legal moves, none of them finished."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        target = rng.randint(min_ply, max_ply)
        b = Board()
        while b.ply < target and not b.is_over():
            b.play(rng.choice(b.legal_moves()))
        if not b.is_over():
            out.append(b)
    return out


def winning_columns(board):
    """Columns where the side to move wins at once."""
    w = winning_cells(board.current, board.mask) & possible(board.mask)
    return [c for c in range(WIDTH) if w & COLUMN_OF[c]]


def threat_columns(board):
    """Columns where the opponent would win at once if it were its move."""
    w = winning_cells(board.current ^ board.mask, board.mask) & possible(board.mask)
    return [c for c in range(WIDTH) if w & COLUMN_OF[c]]


def tactical_positions(count, seed):
    """(wins, blocks): positions with a win in one, and positions with one threat to block.

    In the blocking positions the side to move has no win of its own, the
    opponent exactly one playable winning cell, and blocking it does stop the
    loss on the next move (no second threat just above the block).
    """
    rng = random.Random(seed)
    wins, blocks = [], []
    while len(wins) < count or len(blocks) < count:
        b = Board()
        while not b.is_over():
            if winning_columns(b):
                if len(wins) < count:
                    wins.append(b.copy())
            elif len(threat_columns(b)) == 1 and len(blocks) < count:
                after = b.copy()
                after.play(threat_columns(b)[0])
                if not after.is_over() and not winning_columns(after):
                    blocks.append(b.copy())
            b.play(rng.choice(b.legal_moves()))
    return wins, blocks
