"""The puzzle set: generation reproduces byte for byte, puzzles verify with the solver,
the shipped set has every property the issue asks."""

from collections import Counter
from pathlib import Path

import pytest

from connect4.puzzles import generate, verify
from connect4.puzzles.record import DATA_NAME, THEME_NAMES, load_set, parse_set
from connect4.solver.api import hint_solver

HERE = Path(__file__).resolve().parent
#: Written by ``python3 -m connect4 puzzles --generate --seed 2 --count 6 --min-ply 18 --out ...``.
EXPECTED = HERE / "expected_seed2.txt"
SHIPPED = Path(generate.__file__).resolve().parent / DATA_NAME
#: Every 97th puzzle of the shipped set: a fixed sample from every part of it
#: (the whole set: tests/benchmarks/bench_puzzles.py).
SAMPLE_STEP = 97


@pytest.fixture(scope="module")
def solver():
    return hint_solver(table_size_log2=20)[0]


@pytest.fixture(scope="module")
def shipped():
    return load_set(str(SHIPPED))


def test_a_small_seed_generates_the_same_bytes_twice_and_as_committed(solver):
    first = generate.generate_text(solver, seed=2, count=6, min_ply=18)
    solver.reset()
    second = generate.generate_text(solver, seed=2, count=6, min_ply=18)
    assert first == second
    assert first == EXPECTED.read_text()


def test_processes_share_the_games_and_change_nothing(solver):
    assert generate.generate_text(solver, seed=2, count=6, min_ply=18, jobs=2) == (
        EXPECTED.read_text())


def test_the_committed_small_set_verifies(solver):
    puzzles = parse_set(EXPECTED.read_text())
    assert len(puzzles) == 6
    for p in puzzles:
        assert verify.check(p, solver) == [], p


def test_another_seed_makes_another_set(solver):
    other = generate.generate_text(solver, seed=3, count=2, min_ply=18)
    assert other.splitlines()[1:] != EXPECTED.read_text().splitlines()[1:3]


def test_a_sample_of_the_shipped_set_verifies(solver, shipped):
    for p in shipped[::SAMPLE_STEP]:
        assert verify.check(p, solver) == [], p


def test_verify_catches_a_wrong_puzzle(solver):
    p = parse_set(EXPECTED.read_text())[0]
    p.solution[0] = (p.solution[0] + 1) % 7 if p.scores[0][(p.solution[0] + 1) % 7] is not None \
        else (p.solution[0] + 2) % 7
    assert verify.check(p, solver)


def test_the_shipped_set_has_what_the_issue_asks(shipped):
    n = len(shipped)
    assert n >= 1000
    assert SHIPPED.stat().st_size <= 100_000
    goals = Counter(p.goal for p in shipped)
    assert goals["draw"] >= 0.10 * n and goals["win"] + goals["draw"] == n
    sides = Counter(p.side for p in shipped)
    assert min(sides[0], sides[1]) >= 0.20 * n
    assert sum(1 for p in shipped if len(p.solution) >= 3) >= 100
    levels = Counter(p.level for p in shipped)
    assert len(levels) >= 3 and set(levels) <= set(range(1, 8))
    assert all(t in THEME_NAMES for p in shipped for t in p.themes)
    assert len({t for p in shipped for t in p.themes}) == len(THEME_NAMES)
    assert verify.duplicates(shipped) == []
    assert SHIPPED.read_text().startswith("# connect4 puzzles: python3 -m connect4 puzzles --generate")


def test_duplicates_finds_a_mirror_image():
    a, b = parse_set("1234 5 w1 - 0000000\n7654 3 w1 - 0000000\n")
    assert verify.duplicates([a, b]) == [(1, 2)]
