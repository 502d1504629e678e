"""connect4.variants.search: the exact solver against the tests' own reference search (the
empty board and seeded positions, four and five in a row), the known results of small boards,
its node bound and its pauses; the heuristic search's pops against the game's rules."""

import pytest
from reference_search import Search

from connect4.rng import Rng
from connect4.search_driver import drive
from connect4.variants.game import POP_BOTH, POP_GIFT, REPETITION, VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.heuristic import DRAWN, WIN, Heuristic
from connect4.variants.results import FIRST, KNOWN, SECOND
from connect4.variants.search import Solver

#: A small table: these boards need no more, and each test builds its own solvers.
SLOTS = 65521


def run(gen):
    """A generator's return value, and how many times it yielded ``None`` (a pause)."""
    pauses = 0
    try:
        while True:
            if next(gen) is None:
                pauses += 1
    except StopIteration as stop:
        return stop.value, pauses


def ours(ref: int) -> int:
    """The reference's exact value (``cells + 1 - n`` for a win on move ``n``) in the solver's
    units, ``(cells + 2 - n) // 2``: ``(ref + 1) // 2`` for a win, and for a loss the same of
    its absolute value, negated (``(ref + 1) // 2`` alone would round a loss the wrong way)."""
    return (ref + 1) // 2 if ref >= 0 else -((1 - ref) // 2)


def test_the_reference_values_map_onto_the_solvers_units():
    # a win with the mover's next disc on an empty 4x4 would be move 1: 16 + 1 - 1 = 16 -> 8
    assert ours(16) == (16 + 2 - 1) // 2 == 8
    # a loss to the opponent's disc on move 2 (ref -(16 + 1 - 2) = -15) is -(16 + 2 - 2) // 2
    assert ours(-15) == -8 and (-15 + 1) // 2 == -7
    assert ours(0) == 0 and ours(1) == 1 and ours(-1) == -1


def reference_value(g, moves):
    ref = Search(g.width, g.height, g.connect, exact=True)
    for col in moves:
        ref.play(col)
    return ours(ref.value())


def solver_value(g, moves, solver=None):
    game = VariantGame(g)
    for col in moves:
        game.play(col)
    solver = solver or Solver(g, slots=SLOTS)
    value, _ = run(solver.solve_steps(game.current, game.mask, game.ply))
    return value


@pytest.mark.parametrize("size", [(4, 4), (5, 4), (4, 5)])
def test_the_empty_boards_exact_values_and_every_first_move_agree_with_the_reference(size):
    g = Geometry(*size)
    assert solver_value(g, []) == reference_value(g, []) == 0
    if size == (4, 5):
        return  # (every first move of 4x5 draws: 2 s of reference search for nothing new)
    scores, _ = run(Solver(g, slots=SLOTS).move_scores_steps(0, 0, 0))
    assert sorted(scores) == list(range(g.width))
    for col, score in scores.items():
        assert score == -reference_value(g, [col]), (size, col)
    if size == (5, 4):  # the edge columns lose (by a disc on move 19 or 20), the rest draw
        assert [scores[c] for c in range(5)] == [-1, 0, 0, 0, -1]


def random_positions(g, count, low, high, seed):
    """``count`` seeded positions of ``low`` to ``high`` discs, none over, none won next move
    by a column the reference could miss (every position is searched as it stands)."""
    rng = Rng(seed)
    out = []
    while len(out) < count:
        game = VariantGame(g)
        plies = low + int(rng.random() * (high - low + 1))
        while game.ply < plies and not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            out.append(list(game.moves))
    return out


@pytest.mark.parametrize("size, connect, low, high", [
    ((5, 5), 4, 6, 16), ((6, 4), 4, 6, 16), ((5, 5), 5, 8, 16), ((6, 5), 5, 14, 22)])
def test_a_seeded_sample_of_positions_agrees_with_the_reference(size, connect, low, high):
    g = Geometry(*size, connect)
    solver = Solver(g, slots=SLOTS)  # one table for the sample: entries stay exact bounds
    values = []
    for moves in random_positions(g, 30 if connect == 4 else 10, low, high, "sample-%r" % (size,)):
        value = solver_value(g, moves, solver)
        assert value == reference_value(g, moves), (g, moves)
        values.append(value)
    # the sample is not all draws: wins and losses both met
    assert max(values) > 0 > min(values) or connect == 5


@pytest.mark.parametrize("size", [(6, 4), (4, 6), (5, 5)])  # 4x4, 5x4, 4x5: above
def test_the_known_results_of_small_boards_are_reproduced(size):
    g = Geometry(*size)
    result, ending, _source = KNOWN[size]
    score = solver_value(g, [], Solver(g))  # the full table: these take a second or two
    if result in (FIRST, SECOND):
        # a win for the side to move (red) by its disc on move n is (cells + 2 - n) // 2
        assert (score > 0) == (result == FIRST) and score != 0
        assert abs(score) == (g.cells + 2 - ending) // 2
    else:
        assert score == 0


def test_the_node_bound_ends_every_search_with_none():
    g = Geometry(5, 5)
    for method, args in (("solve_steps", ()), ("move_scores_steps", ()),
                         ("best_move_steps", (g.centre_order,))):
        solver = Solver(g, slots=SLOTS)
        solver.node_limit = 5000
        value, _ = run(getattr(solver, method)(0, 0, 0, *args))
        assert value is None and 5000 < solver.nodes < 5000 + 2048, method


def test_a_paused_search_resumes_to_the_same_value():
    g = Geometry(5, 4)
    ticks = [0.0]

    def now():  # a clock that moves on 1 ms each time it is read
        ticks[0] += 0.001
        return ticks[0]

    plain, pauses = run(Solver(g, slots=SLOTS).move_scores_steps(0, 0, 0))
    assert pauses == 0
    paused = Solver(g, slots=SLOTS, now=now)
    value, pauses = run(paused.move_scores_steps(0, 0, 0, slice_seconds=0.002))
    assert value == plain and pauses > 20
    best, pauses = run(Solver(g, slots=SLOTS, now=now).best_move_steps(
        0, 0, 0, [0, 4, 1, 2, 3], slice_seconds=0.002))
    assert best == (1, 0) and pauses > 20  # 0 and 4 lose: the first column keeping the draw


def test_the_best_move_is_the_first_of_the_order_keeping_the_score():
    g = Geometry(5, 4)
    scores, _ = run(Solver(g, slots=SLOTS).move_scores_steps(0, 0, 0))
    for order in ([0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]):
        (col, score), _ = run(Solver(g, slots=SLOTS).best_move_steps(0, 0, 0, order))
        assert score == max(scores.values()) and col == [c for c in order if scores[c] == score][0]


def pop_position(text):
    """A Pop Out position on 7x6 before its last move (a pop), and that move."""
    game = VariantGame.from_text(Geometry(7, 6), text, popout=True)
    move = game.undo()
    return game, move


@pytest.mark.parametrize("text, outcome, why", [("11114222433374p1", 1, POP_BOTH),
                                                ("11526374p1", -1, POP_GIFT)])
def test_a_pop_making_both_lines_wins_and_one_making_the_opponents_loses(text, outcome, why):
    game, pop = pop_position(text)
    h = Heuristic(game.geometry, popout=True)
    kids = {k[0]: k[3] for k in h.children(game.current, game.mask)}
    assert kids[pop] == outcome
    game.play(pop)
    winner = game.turn ^ 1 if outcome == 1 else game.turn
    assert game.status == (winner, why)
    game.undo()
    value = h.negamax(game.current, game.mask, 2, -WIN * 2, WIN * 2)
    if outcome == 1:  # the winning pop is found at once
        assert value == WIN + 2
    else:  # the losing pop is never chosen: the position is not lost
        assert value > -WIN


def test_every_childs_outcome_is_the_games_in_seeded_pop_out_games():
    g = Geometry(5, 4)
    h = Heuristic(g, popout=True)
    rng = Rng("pops")
    checked = {1: 0, -1: 0, 0: 0, DRAWN: 0}
    for _ in range(60):
        game = VariantGame(g, popout=True)
        while not game.is_over() and game.ply < 60:
            h.twice = game.twice_seen()
            for move, nc, nm, outcome in h.children(game.current, game.mask):
                game.push(move)
                assert (nc, nm) == (game.current, game.mask)
                mover = game.turn ^ 1
                won = game.winner()
                expected = 1 if won == mover else -1 if won == 1 - mover else 0
                if game.status == (None, REPETITION):
                    expected = DRAWN
                assert outcome == expected, (game.text(), move)
                checked[outcome] += 1
                game.undo()
            game.play(rng.choice(game.legal_moves()))
    assert min(checked.values()) > 0, checked


def test_a_move_making_a_position_for_the_third_time_is_scored_a_draw():
    """Pop Out: red to move after the cycle p7 p4 7 4 and three of its moves again; its drop
    in column 4 (index 3) makes an open three, a win to a search blind to repetitions, but
    makes the cycle's position for the third time: the game's draw, 0."""
    game = VariantGame.from_text(Geometry(7, 6), "33472623366p7p474p7p47", popout=True)
    h = Heuristic(game.geometry, popout=True)
    blind = drive(h.root_steps(game.current, game.mask, 4))
    assert blind[3] >= WIN and blind[1] >= WIN
    h.twice = game.twice_seen()
    values = drive(h.root_steps(game.current, game.mask, 4))
    assert values[3] == 0 and values[1] == blind[1]
    assert {m: v for m, v in values.items() if m != 3} == {m: v for m, v in blind.items() if m != 3}
    game.play(3)
    assert game.status == (None, REPETITION)


@pytest.mark.parametrize("size, popout", [((8, 7), False), ((6, 5), True)])
def test_the_yielding_nodes_find_what_the_plain_ones_find(size, popout):
    """Heuristic.steps (the generators near the root) and negamax (plain, _head inlined) are
    one search: the same value and the same nodes on seeded positions."""
    g = Geometry(*size)
    rng = Rng("steps-%r" % (popout,))
    searched = 0
    for _ in range(6):
        game = VariantGame(g, popout)
        for _ in range(2 + int(rng.random() * 10)):
            if not game.is_over():
                game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        plain, gen = Heuristic(g, popout), Heuristic(g, popout)
        value = plain.negamax(game.current, game.mask, 4, -WIN * 2, WIN * 2)
        assert drive(gen.steps(game.current, game.mask, 4, -WIN * 2, WIN * 2)) == value
        assert gen.nodes == plain.nodes, game.text()
        searched += plain.nodes
    assert searched > 500
