"""Every player: legal moves only, board untouched, seeded determinism, cancellable search."""

import pytest
from player_positions import random_positions

from connect4.board import Board
from connect4.errors import GameOverError
from connect4.players import base
from connect4.players.registry import make_player, player_classes

#: Cheap settings of every family, so the whole file runs in seconds.
SPECS = [
    "random",
    "weights:version=1",
    "weights:version=2,depth=3",
    "weights:version=3,depth=3",
    "weights:version=4,depth=3",
    "weights:version=5,depth=3",
    "weights:version=6,depth=3",
    "minimax:depth=3",
    "threats:depth=3",
    "lines:depth=3,noise=2",
    "mcts:playouts=150",
]
if "perfect" in player_classes():
    SPECS.append("perfect")

POSITIONS = random_positions(40, seed=2024)
#: Late positions only for the solver: without the opening book the early
#: ones take it minutes in pure Python (its own tests cover those).
LATE = [b for b in POSITIONS if b.ply >= 26][:8]


def _positions(spec):
    return LATE if spec == "perfect" else POSITIONS


@pytest.mark.parametrize("spec", SPECS)
def test_only_legal_moves_and_board_untouched(spec):
    player = make_player(spec, seed=3)
    for board in _positions(spec):
        before = (board.current, board.mask, list(board.moves), board.notation())
        result = player.choose(board)
        assert result.column in board.legal_moves(), (spec, board.notation(), result.column)
        assert (board.current, board.mask, list(board.moves), board.notation()) == before
        if result.scores is not None:
            assert len(result.scores) == 7
            for col in range(7):
                if not board.can_play(col):
                    assert result.scores[col] is None


@pytest.mark.parametrize("spec", SPECS)
def test_same_seed_same_moves(spec):
    boards = _positions(spec)[:12]
    first = [make_player(spec, seed=9).choose(b).column for b in boards]
    again = [make_player(spec, seed=9).choose(b).column for b in boards]
    assert first == again


@pytest.mark.parametrize("spec", [s for s in SPECS if s != "random"])
def test_search_yields_to_its_caller(spec, monkeypatch):
    """With the clock always due, think() yields, and stepping it gives choose()'s move."""
    board = LATE[0] if spec == "perfect" else Board.from_notation("4453")
    expected = make_player(spec, seed=4).choose(board).column
    monkeypatch.setattr(base, "YIELD_EVERY", 0.0)
    gen = make_player(spec, seed=4).think(board)
    steps = 0
    try:
        while True:
            next(gen)
            steps += 1
    except StopIteration as stop:
        result = stop.value
    if spec != "weights:version=1" and spec != "perfect":
        assert steps > 0
    assert result.column == expected


@pytest.mark.parametrize("spec", SPECS)
def test_refuses_a_finished_game(spec):
    board = Board([0, 1, 0, 1, 0, 1, 0])  # red has four in column 1
    with pytest.raises(GameOverError):
        make_player(spec).choose(board)


@pytest.mark.parametrize("spec", SPECS)
def test_a_forecast_is_the_next_move_and_changes_nothing(spec):
    # the hint worker ponders the position after the AI's forecast reply first (issue 52)
    player, twin = make_player(spec, seed=5), make_player(spec, seed=5)
    forecasts = 0
    for board in _positions(spec)[:12]:
        said = base.run_to_end(player.forecast(board))
        move = player.choose(board).column
        assert move == twin.choose(board).column, (spec, board.notation())  # its dice as before
        if said is not None:
            forecasts += 1
            assert said == move, (spec, board.notation())
    # the ladder's weights and minimax say; the others (a tree or a table kept) do not
    assert forecasts == (12 if spec.startswith(("weights", "minimax")) else 0), spec
