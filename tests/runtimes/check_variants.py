# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: the variants engine gives the
# same games, positions and results on both (tests/variants/test_variants_micropython.py
# compares the printed lines).  Seeded games with connect4.rng.Rng, the same on every interpreter.
from connect4.rng import Rng
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry, SizeError
from connect4.variants.notation import parse_size

for w, h, k, popout in ((4, 4, 4, False), (7, 6, 4, False), (8, 7, 4, False), (9, 6, 5, False),
                        (10, 8, 4, False), (10, 8, 5, False), (6, 5, 4, True), (7, 6, 4, True),
                        (4, 4, 5, True), (10, 4, 4, True)):
    g = Geometry(w, h, k)
    for seed in range(3):
        rng = Rng("%dx%d-%d-%d-%d" % (w, h, k, popout, seed))
        game = VariantGame(g, popout)
        while not game.is_over() and game.ply < 300:
            game.play(rng.choice(game.legal_moves()))
        print(g, popout, seed, game.text(), game.key(), g.canonical_key(game.current, game.mask),
              game.result(), game.result_text(), game.winning_cells())
    print("perft", g, g.perft(0, 0, 4 if w * h > 40 else 5))
    print("cells", g, g.winning_cells(0x5555555555555555555555 & g.board, g.board >> 3))
# Pop Out's own endings (tests/variants/test_variant_game.py builds them) and a refusal
for size, text in (((7, 6, 4), "11p1p111p1p1"), ((7, 6, 4), "11114222433374p1"),
                   ((7, 6, 4), "11526374p1"), ((4, 4, 5), "4224433321241311p44"),
                   ((7, 6, 4), "44p3")):
    try:
        game = VariantGame.from_text(Geometry(*size), text, popout=True)
        print("popout", text, game.result_text(), game.winning_cells())
    except ValueError as exc:
        print("popout", text, "refused:", exc)
for text in ("8x7", " 10X8 ", "3x99", "8x", "8 x 7"):
    try:
        print("size", repr(text), parse_size(text))
    except SizeError as exc:
        print("size", repr(text), "refused:", exc)
print("OK variants")
