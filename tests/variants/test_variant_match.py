"""connect4.variants.match: colours alternate, openings are shared by a pair and seeded, the
counts add up, and the stronger level wins."""

from connect4.rng import Rng
from connect4.variants import match
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.match import opening, variant_match


def test_the_counts_add_up_and_the_same_seed_gives_the_same_match():
    g = Geometry(6, 5)
    first = variant_match("level2", "level4", g, games=6, seed=3, opening_plies=2)
    assert sum(first) == 6
    assert variant_match("level2", "level4", g, games=6, seed=3, opening_plies=2) == first


def test_colours_alternate_and_a_pair_of_games_shares_its_opening(monkeypatch):
    played = []

    def record(red, yellow, geometry, popout=False, moves=()):
        played.append((red.seed, yellow.seed, tuple(moves)))
        game = VariantGame(geometry, popout)
        for col in (0, 1, 0, 1, 0, 1, 0):  # red wins every game
            game.play(col)
        return game

    monkeypatch.setattr(match, "play_game", record)
    assert variant_match("level1", "level2", Geometry(7, 6), games=4, seed=2,
                         opening_plies=3) == (2, 0, 2)
    # a's seeds are even: red in games 0 and 2, yellow in 1 and 3
    assert [r % 2 for r, _y, _m in played] == [0, 1, 0, 1]
    assert played[0][2] == played[1][2] != played[2][2] == played[3][2]
    assert all(len(m) == 3 for _r, _y, m in played)


def test_an_opening_never_ends_the_game():
    g = Geometry(4, 4)
    rng = Rng(1)
    for _ in range(50):
        moves = opening(g, True, 12, rng)
        game = VariantGame(g, True)
        for move in moves:
            game.play(move)
        assert not game.is_over() and len(moves) == 12


def test_level_6_beats_level_1():
    wins, draws, losses = variant_match("level6", "level1", Geometry(8, 7), games=4, seed=1)
    assert wins == 4
