"""Property tests: the bitboard rules against the plain array rules, undo, notation."""

from hypothesis import given, settings
from hypothesis import strategies as st
from reference_rules import ArrayGame

from connect4 import bitboard as bb
from connect4.board import Board, parse_position
from connect4.errors import Connect4Error
from connect4.notation import parse_moves

choices = st.lists(st.integers(min_value=0, max_value=6), max_size=60)


def play_both(picks):
    """Play a random game on both implementations, checking each step."""
    b, ref = Board(), ArrayGame()
    for pick in picks:
        legal = ref.legal()
        assert b.legal_moves() == legal
        if not legal:
            break
        assert sorted(c for c in legal if b.is_winning_move(c)) == ref.winning_moves()
        col = legal[pick % len(legal)]
        b.play(col)
        ref.play(col)
        assert b.winner() == ref.winner
        assert b.winning_cells() == (ref.four_cells(ref.winner) if ref.winner is not None else [])
        for c in range(7):
            for r in range(6):
                expected = ref.at(c, r)
                assert b.cell(c, r) == (-1 if expected is None else expected)
    return b, ref


@settings(max_examples=150, deadline=None)
@given(choices)
def test_bitboard_rules_match_array_rules(picks):
    b, ref = play_both(picks)
    assert b.is_draw() == (len(ref.moves) == 42 and ref.winner is None)
    assert b.can_win_next() == bool(ref.winning_moves())


@settings(max_examples=200, deadline=None)
@given(choices, st.lists(st.booleans(), max_size=80))
def test_any_plays_and_undos_return_to_earlier_positions(picks, undo_flags):
    b = Board()
    seen = [(b.current, b.mask, b.notation())]
    for pick, undo in zip(picks, undo_flags):
        if undo and b.moves:
            b.pop()
            seen.pop()
            assert (b.current, b.mask, b.notation()) == seen[-1]
        elif b.legal_moves():
            legal = b.legal_moves()
            b.play(legal[pick % len(legal)])
            seen.append((b.current, b.mask, b.notation()))
    while b.moves:
        b.pop()
        seen.pop()
        assert (b.current, b.mask, b.notation()) == seen[-1]
    assert (b.current, b.mask) == (0, 0)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=50))
def test_parsing_never_fails_other_than_cleanly(text):
    try:
        board = parse_position(text)
    except Connect4Error as exc:
        assert str(exc)
    else:
        assert board.notation() == text.strip()
        assert parse_moves(board.notation()) == board.moves


@settings(max_examples=100, deadline=None)
@given(choices)
def test_canonical_key_is_shared_with_the_mirror_image(picks):
    b, _ = play_both(picks)
    mirrored = Board()
    for col in b.moves:
        mirrored.push(6 - col)
    assert mirrored.key() == b.mirror_key()
    assert mirrored.canonical_key() == b.canonical_key()
    assert bb.mirror(b.mirror_key()) == b.key()
