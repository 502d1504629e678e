"""The int-level primitives: layout, lines, wins, perft."""

import pytest
from reference_rules import ArrayGame, reference_perft

from connect4 import bitboard as bb

#: Perft from the empty board (games that end early stop counting there).
#: Depths 1-6 are also recomputed below with the plain array rules.
PERFT = {
    1: 7,
    2: 49,
    3: 343,
    4: 2401,
    5: 16807,
    6: 117649,
    7: 823536,
    8: 5673234,
}


class TestLayout:
    def test_line_count(self):
        assert len(bb.LINES) == 69
        assert len(set(bb.LINES)) == 69
        assert all(bb.popcount(line) == 4 for line in bb.LINES)

    def test_lines_by_direction(self):
        def vertical(line):
            cols = {c for c in range(7) if line & bb.COLUMN_OF[c]}
            return len(cols) == 1

        assert sum(vertical(line) for line in bb.LINES) == 21

    def test_board_mask_has_no_sentinel(self):
        assert bb.popcount(bb.BOARD_MASK) == 42
        for c in range(7):
            assert not bb.BOARD_MASK & (1 << (c * 7 + 6))

    def test_mirror_is_an_involution(self):
        k = bb.key(*bb.play(*bb.play(0, 0, 0), 1))
        assert bb.mirror(bb.mirror(k)) == k
        assert bb.mirror(bb.BOTTOM_OF[0]) == bb.BOTTOM_OF[6]

    def test_popcount(self):
        assert bb.popcount(0) == 0
        assert bb.popcount((1 << 48) | 5) == 3

    def test_the_byte_table_counts_every_byte(self):
        """MicroPython's popcount reads it; CPython's int.bit_count is the reference."""
        assert list(bb._BYTE_BITS) == [i.bit_count() for i in range(256)]
        assert bb._popcount_bytes((1 << 48) | (1 << 47) | 255) == 10


class TestPerft:
    @pytest.mark.parametrize("depth", sorted(PERFT))
    def test_known_values(self, depth):
        assert bb.perft(0, 0, depth) == PERFT[depth]

    @pytest.mark.parametrize("depth", [1, 2, 3, 4])
    def test_matches_array_rules(self, depth):
        assert reference_perft(ArrayGame(), depth) == PERFT[depth]

    def test_matches_array_rules_from_a_midgame(self):
        moves = [3, 3, 3, 3, 2, 4, 4, 2, 1]
        cur, mask = 0, 0
        game = ArrayGame()
        for m in moves:
            cur, mask = bb.play(cur, mask, m)
            game.play(m)
        assert bb.perft(cur, mask, 3) == reference_perft(game, 3)

    def test_depth_zero(self):
        assert bb.perft(0, 0, 0) == 1


class TestWins:
    @pytest.mark.parametrize("line", range(69))
    def test_every_line_is_a_four(self, line):
        mask = bb.LINES[line]
        assert bb.has_four(mask)
        # three of its four cells are not
        low = mask & -mask
        assert not bb.has_four(mask ^ low)

    def test_no_wrap_across_columns(self):
        # top of column 1 and bottom of column 2 (and on) are adjacent bits
        stones = bb.bit(0, 5) | bb.bit(1, 0) | bb.bit(1, 1) | bb.bit(1, 2)
        assert not bb.has_four(stones)
        # a "horizontal" run split by the sentinel row is no four either
        stones = bb.bit(0, 4) | bb.bit(0, 5) | bb.bit(1, 0) | bb.bit(1, 1)
        assert not bb.has_four(stones)

    def test_winning_cells_find_each_gap(self):
        for line in bb.LINES:
            cells = [line & (1 << i) for i in range(49) if line & (1 << i)]
            vertical = any(line & bb.COLUMN_OF[c] == line for c in range(7))
            if vertical:
                # stones stack: only the cell on top of three can be empty
                cells = [max(cells)]
            for gap in cells:
                assert bb.winning_cells(line ^ gap, 0) & gap

    def test_without_verticals_only_the_other_lines_count(self):
        for line in bb.LINES:
            vertical = any(line & bb.COLUMN_OF[c] == line for c in range(7))
            assert bb.has_four(line, vertical=False) != vertical
            top = 1 << (line.bit_length() - 1)
            found = bb.winning_cells(line ^ top, 0, vertical=False) & top
            assert bool(found) != vertical
