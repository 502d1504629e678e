"""Move ordering: threats created first, the centre breaking ties.

Pascal Pons' ``MoveSorter``: a move's score is the number of cells where the
mover would then complete a four (its threats after the move, on the old
mask).  Moves come out best score first; among equal scores the more central
column first.  Good ordering is what makes alpha-beta cut early: it is the
largest single saving after the transposition table.

Runs on plain ints; the search calls :func:`ordered_moves` once per node.
"""

from connect4.bitboard import BOARD_MASK, CENTRE_ORDER, COLUMN_OF, H1

try:
    _popcount = int.bit_count  # CPython >= 3.10, Pyodide
except AttributeError:  # PyPy 3.9 (the book builder): the JIT makes the loop cheap
    def _popcount(x: int) -> int:
        n = 0
        while x:
            x &= x - 1
            n += 1
        return n

#: (column mask, tie-break rank) in centre order; rank 6 = centre (best).
_COLUMNS = [(COLUMN_OF[c], 6 - i) for i, c in enumerate(CENTRE_ORDER)]

_S1, _S2, _S3 = H1, H1 - 1, H1 + 1  # horizontal, diagonal /, diagonal \


def winning_positions(p: int, mask: int) -> int:
    """Empty cells (reachable or not) where stones ``p`` would complete a four.

    Same result as :func:`connect4.bitboard.winning_cells`, unrolled: this is
    the hottest function of the solver.
    """
    r = (p << 1) & (p << 2) & (p << 3)
    a = p << 7
    b = p >> 7
    q = a & (p << 14)
    r |= q & (p << 21)
    r |= q & b
    q = b & (p >> 14)
    r |= q & a
    r |= q & (p >> 21)
    a = p << 6
    b = p >> 6
    q = a & (p << 12)
    r |= q & (p << 18)
    r |= q & b
    q = b & (p >> 12)
    r |= q & a
    r |= q & (p >> 18)
    a = p << 8
    b = p >> 8
    q = a & (p << 16)
    r |= q & (p << 24)
    r |= q & b
    q = b & (p >> 16)
    r |= q & a
    r |= q & (p >> 24)
    return r & (BOARD_MASK ^ mask)


def move_score(current: int, mask: int, move: int) -> int:
    """Threat count of the mover after playing the cell ``move``."""
    return _popcount(winning_positions(current | move, mask))


def ordered_moves(current: int, mask: int, moves: int) -> list:
    """The single-bit moves of ``moves``, best first (threats, then centre).

    ``moves`` is a set of playable cells (at most one per column).
    """
    if not moves & (moves - 1):
        return [moves] if moves else []
    free = BOARD_MASK ^ mask
    keyed = []
    for colmask, rank in _COLUMNS:
        mv = moves & colmask
        if mv:
            p = current | mv
            # winning_positions() inlined: this loop is most of a node's cost
            r = (p << 1) & (p << 2) & (p << 3)
            a = p << 7
            b = p >> 7
            q = a & (p << 14)
            r |= q & (p << 21)
            r |= q & b
            q = b & (p >> 14)
            r |= q & a
            r |= q & (p >> 21)
            a = p << 6
            b = p >> 6
            q = a & (p << 12)
            r |= q & (p << 18)
            r |= q & b
            q = b & (p >> 12)
            r |= q & a
            r |= q & (p >> 18)
            a = p << 8
            b = p >> 8
            q = a & (p << 16)
            r |= q & (p << 24)
            r |= q & b
            q = b & (p >> 16)
            r |= q & a
            r |= q & (p >> 24)
            # score in the high bits, rank low, the move itself above: one int sorts
            keyed.append((_popcount(r & free) << 3 | rank, mv))
    keyed.sort(reverse=True)
    return [mv for _, mv in keyed]
