"""A match between two levels on any board: seeded openings, colours alternating, wins/draws/losses.

The ladder on other boards (tests/benchmarks/ladder_variants.py, and the command
line's ``ladder --size``) plays its matches here.  Games come in pairs: both
games of a pair start from the same random opening (``opening_plies`` legal moves
chosen by a seeded :class:`~connect4.rng.Rng`, none of which ends the game), with
``a`` red in the first and yellow in the second, so that neither the opening nor
the first move favours a side.  Every player is seeded from ``seed`` and the
game's number: the same arguments give the same games.

>>> from connect4.variants.geometry import Geometry
>>> variant_match("level6", "level1", Geometry(6, 5), games=4, seed=1, opening_plies=2)
(4, 0, 0)
"""

import time

from connect4.rng import Rng
from connect4.variants.game import VariantGame
from connect4.variants.players import make_variant_player

#: A game longer than this many moves is stopped as a draw (Pop Out; drops end sooner).
MAX_PLIES = 400


def opening(geometry, popout, plies, rng) -> list:
    """``plies`` random legal moves after which the game is still on (drawn again if not)."""
    for _attempt in range(100):
        game = VariantGame(geometry, popout)
        for _ in range(plies):
            if game.is_over():
                break
            game.push(rng.choice(game.legal_moves()))
        if not game.is_over():
            return list(game.moves)
    return []


def play_game(red, yellow, geometry, popout=False, moves=(), times=None) -> VariantGame:
    """A game between two players from the moves ``moves``, played to its end; each move's
    seconds appended to ``times[colour]`` if given (``time.perf_counter``: CPython only)."""
    game = VariantGame(geometry, popout)
    for move in moves:
        game.push(move)
    players = (red, yellow)
    while not game.is_over() and game.ply < MAX_PLIES:
        if times is None:
            game.play(players[game.turn].choose(game).column)
            continue
        side = game.turn
        start = time.perf_counter()
        move = players[side].choose(game).column
        times[side].append(time.perf_counter() - start)
        game.play(move)
    return game


def variant_match(a, b, geometry, popout=False, games=2, seed=0, opening_plies=0) -> tuple:
    """``(wins, draws, losses)`` of level spec ``a`` against ``b`` over ``games`` games:
    colours alternating, each pair of games from one seeded random opening."""
    rng = Rng("opening-%s-%d-%d" % (geometry.name, geometry.connect, seed))
    wins = draws = losses = 0
    moves = []
    for i in range(games):
        if i % 2 == 0:
            moves = opening(geometry, popout, opening_plies, rng)
        pa = make_variant_player(a, geometry, popout, seed=seed * 1000 + 2 * i)
        pb = make_variant_player(b, geometry, popout, seed=seed * 1000 + 2 * i + 1)
        a_colour = i % 2
        red, yellow = (pa, pb) if a_colour == 0 else (pb, pa)
        winner = play_game(red, yellow, geometry, popout, moves).winner()
        if winner is None:
            draws += 1
        elif winner == a_colour:
            wins += 1
        else:
            losses += 1
    return wins, draws, losses
