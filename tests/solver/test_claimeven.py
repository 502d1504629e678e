"""Allis' claimeven bounds (connect4.solver.claimeven) against an exact search without them."""

import random

import pytest
from shared_data import load_pons

from connect4 import bitboard as bb
from connect4.solver import claimeven


def exact(cur, mask, n, alpha=-bb.CELLS, beta=bb.CELLS):
    """The exact score by plain alpha-beta (no table, no claimeven): the reference."""
    if n == bb.CELLS:
        return 0
    cols = [c for c in bb.CENTRE_ORDER if bb.can_play(mask, c)]
    for c in cols:
        if bb.is_winning_move(cur, mask, c):
            return (bb.CELLS + 1 - n) // 2
    for c in cols:
        c2, m2 = bb.play(cur, mask, c)
        score = -exact(c2, m2, n + 1, -beta, -alpha)
        if score >= beta:
            return score
        alpha = max(alpha, score)
    return alpha


def positions(seed, low, high, count):
    """``count`` positions of ``low..high`` discs from random play, nobody having won."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        cur = mask = n = 0
        target = rng.randint(low, high)
        while n < target:
            cols = [c for c in range(bb.WIDTH) if bb.can_play(mask, c)
                    and not bb.is_winning_move(cur, mask, c)]
            if not cols:
                break
            cur, mask = bb.play(cur, mask, rng.choice(cols))
            n += 1
        if n == target:
            found.append((cur, mask, n))
    return found


def bound(cur, mask, n):
    """``(kind, the rule's bound)``, or None where it does not decide."""
    odd = claimeven.odd_columns(mask)
    kind = ("lower", "lower3")[bin(odd).count("1") == 3] if n & 1 else ("upper", "pair")[odd != 0]
    found = claimeven.lower(cur, mask, odd) if n & 1 else claimeven.upper(cur, mask, odd)
    return None if found is None else (kind, found)


def holds(kind, value, score):
    return score >= value if kind.startswith("lower") else score <= value


def pons_positions(name):
    """``(moves, score, cur, mask)`` of each line of Pons' set ``name``."""
    for moves, score in load_pons(name):
        cur = mask = 0
        for ch in moves:
            cur, mask = bb.play(cur, mask, int(ch) - 1)
        yield moves, score, cur, mask


def test_every_bound_holds_on_pons_end_game_set():
    # Pons' End-Easy set: 1,000 positions from real play, exact scores from his solver
    decided = {}
    for moves, score, cur, mask in pons_positions("end_easy"):
        found = bound(cur, mask, len(moves))
        if found is not None:
            assert holds(*found, score), (moves, score, found)
            decided[found] = decided.get(found, 0) + 1
    # the rule decides a third of them, every kind of bound: upper 19 + 60, pair 22 + 76,
    # lower 131 + 39 positions (-1/0, or 0/1)
    assert set(decided) == {(kind, v) for kind in ("upper", "pair") for v in (-1, 0)} | {
        ("lower", 0), ("lower", 1)}, decided
    assert sum(decided.values()) >= 300, decided




def after_bound(cur, mask, n):
    """``(kind, bound)`` of the afterevens where claimeven alone does not decide, else None."""
    odd = claimeven.odd_columns(mask)
    if n & 1:
        if claimeven.lower(cur, mask, odd) is None:
            found = claimeven.after_lower(cur, mask, odd)
            return None if found is None else ("lower", found)
    elif claimeven.upper(cur, mask, odd) is None:
        found = claimeven.after_upper(cur, mask, odd)
        return None if found is None else (("upper", "pair")[odd != 0], found)
    return None


def test_afterevens_hold_on_pons_sets():
    # where claimeven alone leaves it open, an even threat of the other's under every four
    # the mover could make decides: 43 of End-Easy's 1,000, 25 of Middle-Easy's, 10 of
    # Middle-Medium's, the other's win each time (and the mover's, after its odd column)
    decided = {}
    for name in ("end_easy", "middle_easy", "middle_medium"):
        for moves, score, cur, mask in pons_positions(name):
            found = after_bound(cur, mask, len(moves))
            if found is not None:
                assert holds(*found, score), (name, moves, score, found)
                decided[found] = decided.get(found, 0) + 1
    assert set(decided) == {("upper", -1), ("pair", -1), ("lower", 1)}, decided
    assert sum(decided.values()) >= 70, decided


@pytest.mark.parametrize("rule, seed, low, high, least", [
    (bound, 7, 30, 38, 40),        # claimeven
    (after_bound, 11, 28, 36, 15),  # the afterevens where claimeven leaves it open: 18
], ids=["claimeven", "afterevens"])
def test_every_bound_holds_on_random_end_games(rule, seed, low, high, least):
    decided = 0
    for cur, mask, n in positions(seed, low, high, 1500):
        found = rule(cur, mask, n)
        if found is not None:
            assert holds(*found, exact(cur, mask, n)), (cur, mask, n, found)
            decided += 1
    assert decided >= least, decided  # the test cannot pass by never applying the rule


def test_an_even_threat_under_every_four_of_the_movers():
    # Pons' Middle-Easy 241121747247532315547252 (red to move, -4: yellow wins with its 19th
    # disc): every column even, red's discs and rows 1, 3, 5 still hold four fours, but each
    # needs f3 or f5, above yellow's even threat f2; claimeven alone cannot say
    cur = mask = 0
    for ch in "241121747247532315547252":
        cur, mask = bb.play(cur, mask, int(ch) - 1)
    assert claimeven.odd_columns(mask) == 0
    assert claimeven.upper(cur, mask, 0) is None
    assert claimeven.after_upper(cur, mask, 0) == -1
