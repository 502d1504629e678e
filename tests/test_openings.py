"""The perfect player's first moves from a table (connect4.openings): the same
columns the full engine's solver gives, for every position it can meet on
its lines, and a light worker that answers them without the solver."""

import json
import random

import pytest
from js_runtimes import run_in

import connect4
from connect4 import openings
from connect4.board import Board
from connect4.players.perfect import PerfectPlayer
from connect4.solver import Solver
from connect4.worker.stepserver import StepServer


@pytest.fixture(scope="module")
def solver():
    return Solver(table_size_log2=16, book=True)


@pytest.fixture(scope="module")
def table(solver):
    return openings.build(solver.best_moves)


def _on_lines(table, side, board=None):
    """Every position of fewer than PLIES discs on the perfect player's lines
    as ``side``, walked through the table's own columns."""
    board = board or Board()
    if board.ply >= openings.PLIES:
        return
    if board.ply % 2 == side:
        yield board
        cols = openings.lookup(table, board)[1]
    else:
        cols = board.legal_moves()
    for c in cols:
        child = board.copy()
        child.play(c)
        yield from _on_lines(table, side, child)


@pytest.mark.parametrize("side", [0, 1])
def test_every_position_on_the_lines_answers_as_the_solver(table, solver, side):
    seen = 0
    for board in _on_lines(table, side):
        assert openings.lookup(table, board) == solver.best_moves(board), board.notation()
        seen += 1
    assert seen > 50


def test_a_mirrored_position_gets_the_mirrored_columns(table):
    board, mirrored = Board.from_notation("2"), Board.from_notation("6")
    score, cols = openings.lookup(table, board)
    assert openings.lookup(table, mirrored) == (score, sorted(6 - c for c in cols))
    assert openings.has(table, mirrored) and not openings.has(table, Board.from_notation("1111"))
    assert openings.lookup(table, Board.from_notation("1111")) is None


def test_the_data_form_round_trips_and_is_small(table):
    data = openings.to_data(table)
    assert openings.from_data(json.loads(json.dumps(data))) == table
    assert len(json.dumps(data)) < 8000


class NoSolver(PerfectPlayer):
    @property
    def solver(self):
        raise AssertionError("the table should have answered")


@pytest.mark.parametrize("seed", range(6))
def test_perfect_plays_its_first_moves_from_the_table_alone(table, seed):
    """Games against random replies: while the table holds the position the
    player never needs the solver, and it picks as the full engine would
    (same seed, same columns, same choice)."""
    rng = random.Random(seed)
    side = seed % 2
    light, full = NoSolver(seed=seed), PerfectPlayer(seed=seed, table=16)
    light.openings = table
    board = Board()
    while board.ply < openings.PLIES:
        if board.ply % 2 == side:
            a, b = light.choose(board), full.choose(board)
            assert (a.column, a.scores) == (b.column, b.scores)
            assert a.info == "exact (opening table)" and a.nodes == 0
            board.play(a.column)
        else:
            board.play(rng.choice(board.legal_moves()))


def test_the_light_worker_answers_the_table_and_refuses_the_rest(table):
    server = StepServer(["level1"], {"specs": ["level7", "perfect"],
                                     "table": openings.to_data(table)})
    server.submit(json.dumps({"op": "think", "id": 1, "pos": "4", "spec": "level7", "seed": 3}))
    (reply,) = [json.loads(t) for t in server.step()]
    assert reply["ok"] and reply["result"]["column"] == 3  # the centre answers the centre
    assert reply["result"]["info"] == "exact (opening table)"
    (refused,) = [json.loads(t) for t in server.submit(json.dumps(
        {"op": "think", "id": 2, "pos": "1111", "spec": "perfect"}))]
    assert refused["kind"] == "input" and "opening table" in refused["error"]


#: The light worker as static/mpy-worker.js starts it, answering the perfect
#: level from the table; the solver's modules are not in its file system.
LIGHT = '''
import json, sys
from connect4.worker.stepserver import StepServer
server = StepServer(["level1"], json.loads(sys.stdin.read()))
for rid, pos in enumerate(["", "4", "44", "4444", "2", "6"]):
    server.submit(json.dumps({"op": "think", "id": rid, "pos": pos, "spec": "level7", "seed": 5}))
    out = server.step()
    print(json.loads(out[0])["result"]["column"])
'''


def test_the_light_worker_plays_the_table_under_micropython(table, tmp_path):
    script = tmp_path / "light.py"
    script.write_text(LIGHT)
    data = {"specs": ["level7"], "table": openings.to_data(table)}
    proc = run_in("micropython", script, connect4.LIGHT_WORKER_MODULES, stdin=json.dumps(data))
    assert proc.returncode == 0, proc.stderr + proc.stdout
    player = PerfectPlayer(seed=5, table=16)  # the worker keeps its player between moves
    want = [player.choose(Board.from_notation(p)).column for p in ["", "4", "44", "4444", "2", "6"]]
    assert [int(x) for x in proc.stdout.split()] == want
