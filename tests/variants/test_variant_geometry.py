"""connect4.variants.geometry against the reference grid on every size and line length: lines
in every direction and place, the empty cells that complete one, keys and mirrors, 7x6 as
connect4.bitboard has it."""

import random

import pytest
from grid_reference import RefGame, completes_line, grid_of_cells, ref_perft

from connect4 import bitboard as bb
from connect4.errors import Connect4Error
from connect4.variants.geometry import CONNECTS, Geometry, SizeError, check_size
from connect4.variants.notation import parse_moves

SIZES = [(w, h) for w in range(4, 11) for h in range(4, 9)]
GEOMETRIES = [Geometry(w, h, k) for w, h in SIZES for k in CONNECTS]
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def cells_of(g, bits):
    return {(c, r) for c in range(g.width) for r in range(g.height) if bits & g.bit(c, r)}


def bits_of(g, cells):
    out = 0
    for c, r in cells:
        out |= g.bit(c, r)
    return out


def every_line(g):
    """Every line of ``g.connect`` cells on the board, as a list of cells."""
    lines = []
    for c in range(g.width):
        for r in range(g.height):
            for dc, dr in DIRECTIONS:
                line = [(c + i * dc, r + i * dr) for i in range(g.connect)]
                if all(0 <= x < g.width and 0 <= y < g.height for x, y in line):
                    lines.append(line)
    return lines


def test_the_bounds_hold_every_size_in_at_most_90_bits():
    assert len(GEOMETRIES) == 70
    assert max(g.bits for g in GEOMETRIES) == 90 == Geometry(10, 8).bits
    assert Geometry(8, 7).name == "8x7" and Geometry(8, 7).h1 == 8


@pytest.mark.parametrize("args, message", [
    ((3, 99), "size 3x99: columns must be 4 to 10 and rows 4 to 8"),
    ((11, 6), "size 11x6: columns must be 4 to 10 and rows 4 to 8"),
    ((7, 3), "size 7x3: "), ((7, 9), "size 7x9: "), ((0, 0), "size 0x0: "),
    (("8", 7), "size '8'x7: "), ((7.0, 6), "size 7.0x6: "), ((True, 6), "size Truex6: "),
    ((7, 6, 3), "connect 3: a line must be 4 or 5 in a row"), ((7, 6, 6), "connect 6: "),
    ((7, 6, "4"), "connect '4': "), ((7, "x" * 99), "size 7x'xxxxxxxxxxxxxxxxxxx...: "),
])
def test_a_size_out_of_bounds_is_refused_quoting_it(args, message):
    with pytest.raises(SizeError) as info:
        Geometry(*args)
    assert str(info.value).startswith(message)
    assert isinstance(info.value, Connect4Error) and isinstance(info.value, ValueError)
    with pytest.raises(SizeError):
        check_size(*args)


def test_a_geometry_is_its_size_and_line_length():
    assert Geometry(7, 6) == Geometry(7, 6, 4) and Geometry(7, 6) != Geometry(7, 6, 5)
    assert Geometry(7, 6) != Geometry(6, 7) and Geometry(7, 6) != (7, 6, 4)
    assert {Geometry(7, 6): 1}[Geometry(7, 6, 4)] == 1
    assert repr(Geometry(9, 6, 5)) == "Geometry(9, 6, 5)"


def test_7x6_is_connect4_bitboard_layout():
    g = Geometry(7, 6)
    assert (g.bottom, g.board) == (bb.BOTTOM, bb.BOARD_MASK)
    assert (g.bottom_of, g.top_of, g.column_of) == (bb.BOTTOM_OF, bb.TOP_OF, bb.COLUMN_OF)
    assert g.centre_order == bb.CENTRE_ORDER
    assert [g.perft(0, 0, d) for d in range(6)] == [bb.perft(0, 0, d) for d in range(6)]
    rnd = random.Random(7)
    for _ in range(500):
        stones = rnd.getrandbits(49) & bb.BOARD_MASK
        mask = stones | (rnd.getrandbits(49) & bb.BOARD_MASK)
        assert g.winning_cells(stones, mask) == bb.winning_cells(stones, mask)
        assert g.has_line(stones) == bb.has_four(stones)
        assert g.mirror(stones) == bb.mirror(stones)


def test_the_centre_order_goes_outwards_left_first():
    assert Geometry(8, 6).centre_order == [3, 4, 2, 5, 1, 6, 0, 7]
    assert Geometry(4, 4).centre_order == [1, 2, 0, 3]
    assert Geometry(9, 6).centre_order == [4, 3, 5, 2, 6, 1, 7, 0, 8]


@pytest.mark.parametrize("g", GEOMETRIES, ids=repr)
def test_every_line_in_every_direction_and_place_wins(g):
    lines = every_line(g)
    if g.connect == 5 and g.width == 4:
        assert all(line[0][0] == line[-1][0] for line in lines)  # vertical fives only
    for line in lines:
        stones = bits_of(g, line)
        assert g.has_line(stones), line
        assert g.line_cells(stones) == stones
        for cell in line:
            rest = stones ^ bits_of(g, [cell])
            assert not g.has_line(rest), (line, cell)
            completes = bool(g.winning_cells(rest, rest) & bits_of(g, [cell]))
            # a vertical line is completed on its top only (see winning_cells)
            assert completes == (line[0][0] != line[-1][0] or cell == line[-1]), (line, cell)
    # the lines above cover the edges and corners: each corner is on one line a direction
    k, w, h = g.connect, g.width, g.height
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        through = [line for line in lines if corner in line]
        assert len(through) == (k <= w) + (k <= h) + (k <= min(w, h)), corner


@pytest.mark.parametrize("g", GEOMETRIES, ids=repr)
def test_lines_and_winning_cells_agree_with_the_reference_scan(g):
    rnd = random.Random("%s-%d" % (g.name, g.connect))
    everything = [(c, r) for c in range(g.width) for r in range(g.height)]
    for n in range(60):
        density = 0.2 + 0.6 * (n % 7) / 6
        stones = {cell for cell in everything if rnd.random() < density}
        others = {cell for cell in everything if cell not in stones and rnd.random() < 0.3}
        ref = RefGame(g.width, g.height, g.connect)
        ref.grid = grid_of_cells(stones, g.width, g.height)
        bits = bits_of(g, stones)
        mask = bits | bits_of(g, others)
        assert g.has_line(bits) == bool(ref.line_cells(0))
        assert cells_of(g, g.line_cells(bits)) == set(ref.line_cells(0))
        empty = [cell for cell in everything if cell not in stones and cell not in others]
        expected = {cell for cell in empty if completes_line(ref.grid, cell, g.connect)}
        assert cells_of(g, g.winning_cells(bits, mask)) == expected


def test_no_line_wraps_over_a_column_top_or_the_board_edge():
    g = Geometry(7, 6)
    # vertical: the top two of column 1, the bottom two of column 2 (a sentinel between)
    assert not g.has_line(bits_of(g, [(0, 4), (0, 5), (1, 0), (1, 1)]))
    # diagonals crossing the top or the bottom into the next column
    assert not g.has_line(bits_of(g, [(0, 3), (0, 4), (0, 5), (1, 0)]))
    assert not g.has_line(bits_of(g, [(0, 2), (1, 1), (1, 0), (2, 5)]))
    g = Geometry(4, 8, 5)
    assert not g.has_line(bits_of(g, [(0, 5), (0, 6), (0, 7), (1, 0), (1, 1)]))
    assert g.winning_cells(bits_of(g, [(0, 5), (0, 6), (0, 7), (1, 1)]), 0) == 0


@pytest.mark.parametrize("g", GEOMETRIES[::3] + [Geometry(10, 8, 4)], ids=repr)
def test_keys_are_unique_and_mirrors_match(g):
    rnd = random.Random(g.name)
    seen = {}
    for _ in range(40):
        ref = RefGame(g.width, g.height, g.connect, popout=True, judge=False)
        cur = mask = 0
        while len(ref.moves) < 60 and ref.legal():
            kind, col = move = rnd.choice(ref.legal())
            ref.play(move)
            cur, mask = (g.play if kind == "d" else g.pop)(cur, mask, col)
            state = ref.state()
            key = g.key(cur, mask)
            assert key < 1 << g.bits
            assert seen.setdefault(key, state) == state
            mirrored = tuple(reversed(state[0])), state[1]
            assert g.mirror(g.mirror(key)) == key
            mirror_key = g.mirror(key)
            assert seen.setdefault(mirror_key, mirrored) == mirrored
            assert g.canonical_key(cur, mask) == min(key, mirror_key)
    assert len(seen) > 1000
    assert len(set(seen.values())) == len(seen)  # one key a position, one position a key


def test_the_mirror_of_a_game_has_the_mirrored_key():
    g = Geometry(9, 7, 5)
    cur = mask = mcur = mmask = 0
    for col in parse_moves("5534312999787", g):
        cur, mask = g.play(cur, mask, col)
        mcur, mmask = g.play(mcur, mmask, g.width - 1 - col)
    assert g.mirror(g.key(cur, mask)) == g.key(mcur, mmask)
    assert g.canonical_key(cur, mask) == g.canonical_key(mcur, mmask)


def test_pop_drops_the_column_one_row():
    g = Geometry(7, 6)
    cur = mask = 0
    for col in (3, 3, 3, 2):  # column 4: red, yellow, red; red to move after 4 moves
        cur, mask = g.play(cur, mask, col)
    assert g.can_pop(cur, mask, 3) and not g.can_pop(cur, mask, 2) and not g.can_pop(cur, mask, 0)
    cur, mask = g.pop(cur, mask, 3)
    # yellow to move: its discs are column 4's bottom and column 3's
    assert cells_of(g, mask) == {(3, 0), (3, 1), (2, 0)}
    assert cells_of(g, cur) == {(3, 0), (2, 0)}
    assert g.height_of(mask, 3) == 2 and g.cell_of(g.bit(3, 1)) == (3, 1)


def test_perft_counts_as_the_reference_does():
    # 4x4 at depth 7: full columns from ply 5, red's wins at ply 7
    g = Geometry(4, 4)
    assert g.perft(0, 0, 7) == ref_perft(RefGame(4, 4, 4), 7) == 15540
    assert Geometry(10, 8, 5).perft(0, 0, 3) == ref_perft(RefGame(10, 8, 5), 3) == 1000


def test_perft_from_positions_with_wins_matches_connect4_bitboard():
    g = Geometry(7, 6)
    for text in ("4455", "444333", "112233", "3344556677"):
        cur = mask = 0
        for col in parse_moves(text, g):
            cur, mask = g.play(cur, mask, col)
        assert g.perft(cur, mask, 4) == bb.perft(cur, mask, 4), text
