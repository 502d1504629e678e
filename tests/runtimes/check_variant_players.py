# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: levels 1-6 on any board choose
# the same moves, with the same node counts, on both (tests/variants/test_variant_players.py
# compares the printed lines).  Positions from seeded random games (connect4.rng.Rng).
from connect4.rng import Rng
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.players import make_variant_player

for w, h, k, popout in ((5, 4, 4, False), (8, 7, 4, False), (9, 6, 5, False), (6, 5, 4, True)):
    g = Geometry(w, h, k)
    rng = Rng("players-%dx%d-%d-%d" % (w, h, k, popout))
    for position in range(3):
        game = VariantGame(g, popout)
        for _ in range(2 + int(rng.random() * 8)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        for level in range(1, 7):
            result = make_variant_player("level%d" % level, g, popout, seed=position).choose(game)
            print(g, popout, game.text(), level, result.column, result.nodes, result.info)
print("OK variant players")
