"""connect4.variants.players: every level takes a win, levels 2-7 block, the same seed plays the
same game, perfect keeps the exact value, the strongest level keeps its node bound and yields
every few hundred nodes, the levels do not walk into a third repetition in Pop Out, Pop Out and
five-in-a-row games end, and levels 1-6 choose the same moves under MicroPython."""

import pytest
from js_runtimes import micropython_and_cpython
from shared_data import ROOT

import connect4
from connect4.errors import PlayerSpecError
from connect4.rng import Rng
from connect4.variants import players
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.heuristic import YIELD_NODES
from connect4.variants.match import play_game
from connect4.variants.players import STRONGEST_NODES, make_variant_player, shared_solver, solve_moves
from connect4.variants.search import Solver

SPECS = ["level%d" % i for i in range(1, 7)] + ["perfect"]
#: (size, connect, moves): the side to move wins at once in column 1 (0-based 0).
WINS = [((8, 7), 4, "121212"), ((5, 4), 4, "121212"), ((9, 6), 5, "12121212"),
        ((6, 5), 4, "121212")]
#: (size, connect, moves): the side to move must block column 1 (0-based 0).
BLOCKS = [((8, 7), 4, "12121"), ((5, 4), 4, "12121"), ((9, 6), 5, "1212121"),
          ((6, 5), 4, "12121")]


def game_of(size, connect, text, popout=False):
    return VariantGame.from_text(Geometry(*size, connect), text, popout=popout)


def run(gen):
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


@pytest.mark.parametrize("size, connect, text", WINS)
@pytest.mark.parametrize("spec", SPECS)
def test_every_level_takes_an_immediate_win(spec, size, connect, text):
    game = game_of(size, connect, text)
    for seed in range(3):
        assert make_variant_player(spec, game.geometry, seed=seed).choose(game).column == 0


@pytest.mark.parametrize("size, connect, text", BLOCKS)
@pytest.mark.parametrize("spec", SPECS[1:])
def test_levels_2_to_7_block_a_single_threat(spec, size, connect, text):
    game = game_of(size, connect, text)
    for seed in range(1 if spec == "perfect" else 3):  # (the strongest level: 0.5 s a move)
        assert make_variant_player(spec, game.geometry, seed=seed).choose(game).column == 0


def test_level_1_does_not_look_at_threats():
    game = game_of((8, 7), 4, "12121")
    chosen = {make_variant_player("level1", game.geometry, seed=s).choose(game).column
              for s in range(20)}
    assert len(chosen) > 2 and chosen != {0}


def test_the_same_seed_plays_the_same_game_and_other_seeds_other_games():
    g = Geometry(8, 7)

    def game(seed):
        return play_game(make_variant_player("level3", g, seed=seed),
                         make_variant_player("level4", g, seed=seed + 1), g).text()

    assert game(5) == game(5)
    assert len({game(s) for s in range(4)}) > 1


def exact_scores(game):
    scores = run(Solver(game.geometry, slots=65521).move_scores_steps(
        game.current, game.mask, game.ply))
    return scores


@pytest.mark.parametrize("size", [(4, 4), (5, 4)])
def test_perfect_plays_only_moves_keeping_the_exact_value(size):
    g = Geometry(*size)
    rng = Rng("perfect-%r" % (size,))
    positions = 0
    while positions < 8:
        game = VariantGame(g)
        for _ in range(4 + int(rng.random() * 6)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        positions += 1
        scores = exact_scores(game)
        for seed in range(2):
            result = make_variant_player("perfect", g, seed=seed).choose(game)
            assert scores[result.column] == max(scores.values()), game.text()
            assert result.extra["exact"] and result.scores[result.column] == max(scores.values())


def test_perfect_varies_among_the_best_moves_with_the_seed():
    g = Geometry(4, 4)  # every first move draws
    assert {make_variant_player("perfect", g, seed=s).choose(VariantGame(g)).column
            for s in range(8)} == {0, 2, 3}  # (the seeds 0-7 happen to miss column 1)


def test_the_strongest_level_on_8x7_keeps_its_node_bound_and_says_it_is_not_exact():
    game = game_of((8, 7), 4, "45")
    result = make_variant_player("perfect", game.geometry, seed=1).choose(game)
    assert 0 < result.nodes <= STRONGEST_NODES + 1
    assert result.info == "strongest" and not result.extra["exact"]


class AlwaysDue:
    """A clock a second later at every reading: the player passes on every yield of its search."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 1.0
        return self.t


@pytest.mark.parametrize("size, popout, text, spec", [((10, 8), False, "5665", "perfect"),
                                                      ((7, 6), True, "44p43", "level6")])
def test_the_heuristic_levels_yield_every_few_hundred_nodes_inside_the_tree(size, popout, text,
                                                                             spec, monkeypatch):
    """A cancel waits for a yield: at most YIELD_NODES nodes and one plain subtree (a node and
    its children, drops and pops) between two, not a whole root move (10x8's strongest level:
    up to 40,000 nodes, 0.5 s of Pyodide); the move and the nodes are those of a real clock's.
    (The strongest level's bound is cut to 8,000 nodes here: the same deepening, a tenth of
    the time.)"""
    monkeypatch.setattr(players, "STRONGEST_NODES", 8000)
    game = game_of(size, 4, text, popout)
    player = make_variant_player(spec, game.geometry, popout, seed=2)
    player.now = AlwaysDue()
    steps, gaps, last = player.think(game), [], 0
    try:
        while True:
            next(steps)
            gaps.append(player.search.nodes - last)
            last = player.search.nodes
    except StopIteration as stop:
        result = stop.value
    gaps.append(player.search.nodes - last)
    assert len(gaps) > 20 and max(gaps) <= YIELD_NODES + 2 * size[0] + 2, max(gaps)
    again = make_variant_player(spec, game.geometry, popout, seed=2).choose(game)
    assert (again.column, again.nodes) == (result.column, result.nodes)
    assert result.nodes == 8001 if spec == "perfect" else result.nodes > 1000


#: Pop Out, red to move: after "33472623366" the cycle p7 p4 7 4 (yellow pops and drops column
#: 7, red column 4) and three of its moves again.  Red's drop in column 4 (index 3) makes an
#: open three (a win to a search blind to repetitions) but that position for the third time: a
#: draw; column 2 (index 1) wins too (4 moves ahead) and makes nothing seen before.
REPEAT = "33472623366p7p474p7p47"


@pytest.mark.parametrize("spec", ["level5", "level6", "perfect"])
def test_a_winning_level_does_not_walk_into_a_third_repetition(spec):
    game = game_of((7, 6), 4, REPEAT, popout=True)
    drawn = game_of((7, 6), 4, REPEAT + "4", popout=True)
    assert drawn.result_text() == "Draw: the same position for the third time"
    for seed in range(3):
        move = make_variant_player(spec, game.geometry, True, seed=seed).choose(game).column
        assert move == 1, (seed, move)  # it played 3 before: a draw instead of its win
        game.play(move)
        assert not game.is_over()
        game.undo()


@pytest.mark.parametrize("size, connect, popout", [((7, 6), 4, True), ((9, 6), 5, False),
                                                    ((5, 4), 4, True)])
def test_pop_out_and_five_in_a_row_games_between_levels_end_with_a_result(size, connect, popout):
    g = Geometry(*size, connect)
    for seed, (a, b) in enumerate((("level3", "level5"), ("level6", "level2"),
                                   ("level1", "level4"))):
        game = play_game(make_variant_player(a, g, popout, seed), make_variant_player(b, g, popout,
                                                                                     seed + 7),
                         g, popout)
        assert game.is_over() and game.result() in ("red", "yellow", "draw"), game.text()


def test_hints_are_exact_on_the_exact_boards_and_none_elsewhere():
    game = game_of((5, 4), 4, "33")
    assert run(solve_moves(game)) == exact_scores(game) == {0: -1, 1: -1, 2: 0, 3: -1, 4: -1}
    assert run(solve_moves(game, node_limit=100)) is None  # the bound: no half answer
    for other in (VariantGame(Geometry(6, 4)), VariantGame(Geometry(4, 4), popout=True),
                  game_of((4, 4), 4, "1212121")):
        assert run(solve_moves(other)) is None


def test_the_solvers_table_serves_the_next_move_and_hint_on_the_same_board():
    g = Geometry(4, 5)
    game = game_of((4, 5), 4, "2")
    first = make_variant_player("perfect", g, seed=3).choose(game)
    solver = shared_solver(g, None)
    game.play(first.column)
    again = make_variant_player("perfect", g, seed=3).choose(game_of((4, 5), 4, "2"))
    assert again.column == first.column and again.nodes < first.nodes
    assert shared_solver(g, None) is solver and shared_solver(Geometry(4, 4), None) is not solver


def test_a_player_refuses_a_game_of_another_board_or_one_that_is_over():
    player = make_variant_player("level3", Geometry(8, 7))
    with pytest.raises(PlayerSpecError, match="plays 8x7"):
        player.choose(VariantGame(Geometry(6, 5)))
    with pytest.raises(PlayerSpecError, match="game is over"):
        player.choose(game_of((8, 7), 4, "1212121"))


def test_levels_1_to_6_choose_the_same_moves_under_micropython():
    script = ROOT / "tests" / "runtimes" / "check_variant_players.py"
    modules = connect4.MAIN_THREAD_MODULES + ("search_driver", "players/__init__",
                                              "players/base") + connect4.VARIANTS_AI_MODULES
    lines, cpython = micropython_and_cpython(script, modules=modules)
    assert lines == cpython
    assert lines[-1] == "OK variant players" and len(lines) > 50
