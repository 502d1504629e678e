"""The 12-disc hint database: its scores agree with fresh solves, a bad file is refused clearly."""

import random

import pytest

from connect4.bitboard import can_play, is_winning_move
from connect4.board import Board
from connect4.solver.api import Solver
from connect4.solver.hintdata import (
    PLY,
    Download,
    HintData,
    HintDataDamaged,
    HintDataError,
    default_path,
    to_solver_score,
    try_load,
)


@pytest.fixture(scope="module")
def data():
    path = default_path()
    if path is None or not path.exists():
        pytest.skip("bitbully-databases is not installed (requirements.txt pins it)")
    return HintData.load(path)


def _random_position(rng, discs):
    """A position of ``discs`` stones, not over, where the side to move cannot win at once."""
    while True:
        b = Board()
        for _ in range(discs):
            c = rng.choice([c for c in range(7) if can_play(b.mask, c)])
            if is_winning_move(b.current, b.mask, c):
                break
            b.play(c)
        else:
            if not any(is_winning_move(b.current, b.mask, c)
                       for c in range(7) if can_play(b.mask, c)):
                return b


def test_score_conversion_follows_the_packages_examples():
    # the package's docs: 71 = the first player wins in 29 plies (its 21st disc),
    # -88 = it loses in 12 plies (the opponent's 12th disc)
    assert to_solver_score(71) == 1
    assert to_solver_score(-88) == -10
    assert to_solver_score(0) == 0
    assert to_solver_score(100 - 1) == 22 - 7  # a win with the next disc


def test_twelve_disc_scores_agree_with_fresh_solves(data):
    rng = random.Random(18)
    fresh = Solver(table_size_log2=18, book=False)
    for _ in range(1):  # a fresh 12-disc solve takes seconds; the test sets check more
        b = _random_position(rng, PLY)
        fresh.reset()
        score = fresh.solve(b)
        assert data.get(b.current, b.mask) == score, b.notation()
        mirror = Board.from_notation("".join(str(8 - int(c)) for c in b.notation()))
        assert data.get(mirror.current, mirror.mask) == score


def _begin_lines():
    from shared_data import load_pons
    return load_pons("begin_easy") + load_pons("begin_medium")


def test_twelve_disc_scores_agree_with_the_shared_test_sets(data):
    checked = 0
    for moves, score in _begin_lines():
        b = Board.from_notation(moves)
        if b.ply == PLY and not any(is_winning_move(b.current, b.mask, c)
                                    for c in range(7) if can_play(b.mask, c)):
            assert data.get(b.current, b.mask) == score, moves
            checked += 1
    assert checked >= 20


def test_search_over_the_database_agrees_with_the_shared_test_sets(data):
    """Every disc count below 12 the database answers through a short search."""
    by_discs = {}
    for moves, score in _begin_lines():
        if len(moves) < PLY:
            by_discs.setdefault(len(moves), []).append((moves, score))
    assert len(by_discs) >= 4
    solver = Solver(table_size_log2=18, book=False, hint_data=data)
    for _discs, lines in sorted(by_discs.items()):
        for moves, score in lines[:2]:
            assert solver.solve(moves) == score, moves
    assert data.get(Board().current, Board().mask) is None  # not 12 discs


#: 12-disc positions of Pons' Begin sets whose columns a plain search scores
#: in well under a second (the bound is checked against that search).
QUICK_TWELVE = ["243335424257", "165746146225", "737534232264", "716763353724",
                "661613472611", "464652443565", "557455364765", "473125476434"]


def test_the_twelve_disc_bound_holds_and_is_often_exact(data):
    from connect4.bitboard import play
    tight = below = total = 0
    for moves in QUICK_TWELVE:
        b = Board.from_notation(moves)
        plain = Solver(table_size_log2=18, book=False).analyze(b)  # no database: search
        assert Solver(table_size_log2=18, book=False, hint_data=data).analyze(b) == plain
        for col in range(7):
            if not can_play(b.mask, col) or is_winning_move(b.current, b.mask, col):
                continue
            bound = data.upper_bound_after(*play(b.current, b.mask, col))
            assert bound is not None and plain[col] <= bound, (moves, col)
            total += 1
            tight += bound == plain[col]
            below += bound < 0
    assert total == 56 and tight >= 20 and below >= 25
    assert data.upper_bound_after(Board().current, Board().mask) is None  # not 13 discs


def test_the_bound_settles_losses_without_search(data):
    solver = Solver(table_size_log2=18, book=False, hint_data=data)
    steps = list(solver.analyze_steps(Board.from_notation("464652443565")))
    # every column: a loss at once from the bound, then one exact probe each
    assert [s["wdl"] for s in steps if "wdl" in s] == [-1] * 7
    assert solver.nodes < 1000  # 2,308 without the bound


def test_the_only_column_that_can_reach_the_positions_score_has_it(data):
    board = Board.from_notation("143575442645")  # 12 discs, -7 in the database
    solver = Solver(table_size_log2=18, book=False, hint_data=data)
    known, plan = solver.hint_plan(board)
    # every other column is bounded below -7 by a 12-disc parent: column 5 is the best
    assert known == [{"column": 4, "score": -7}] and 4 not in plan.pending()
    plain = Solver(table_size_log2=18, book=False).analyze(board)
    assert solver.analyze(board) == plain == [-15, -15, -15, -15, -7, -15, -15]


def test_the_last_column_that_can_reach_the_positions_score_has_it(data):
    # 12 discs, 2 in the database; once columns 4 and 3 are losses (and the
    # others bounded below 2), column 5 is the only one left to reach 2:
    # exact with no search of its own (580,647 -> 445,325 nodes in all)
    board = Board.from_notation("334521455456")
    solver = Solver(table_size_log2=18, book=False, hint_data=data)
    steps = list(solver.analyze_steps(board))
    assert [s for s in steps if s["column"] == 4] == [{"column": 4, "score": 2}]
    assert [s["score"] for s in sorted((s for s in steps if "score" in s),
                                       key=lambda s: s["column"])] == [-2, -2, -15, -2, 2, -2, -2]


def test_an_opening_is_answered_by_the_database(data):
    solver = Solver(table_size_log2=18, hint_data=data)
    # red 1, yellow 7: every column exact (before the database, >150 s)
    assert solver.analyze("17") == [-2, -1, -1, 2, -2, -1, -2]


def test_records_are_read_in_the_files_byte_order_from_bytes_or_a_bytearray():
    # two records (codes 9 and 258, big-endian, signed; scores 0 and -98): the
    # browser worker passes the bytearray it filled while downloading
    raw = b"\x00\x00\x00\x09\x00" + b"\x00\x00\x01\x02\x9e"
    for given in (raw, bytearray(raw)):
        d = HintData(given)
        assert list(d.keys) == [9, 258] and list(d.values) == [0, -98]
    d = HintData(b"\xff\xff\xff\xfe\x00" + b"\x00\x00\x00\x01\x00")
    assert list(d.keys) == [-2, 1]


def test_a_download_fills_one_buffer_whatever_size_was_announced():
    records = b"\x00\x00\x00\x09\x00" + b"\x00\x00\x01\x02\x9e"
    for announced in (10, 4, 0, None, 64):   # right, short, none, none, too long
        sink = Download(announced)
        for start in range(0, 10, 3):        # chunks of 3, 3, 3, 1 bytes
            part = records[start:start + 3]
            sink.slot(len(part))[:] = part
        assert sink.loaded == 10
        d = sink.data(pinned=False)
        assert list(d.keys) == [9, 258] and list(d.values) == [0, -98]
    sink = Download(10)
    sink.slot(7)[:] = records[:7]            # the connection dropped mid-file
    with pytest.raises(HintDataError, match="not a whole number"):
        sink.data(pinned=False)


def test_a_truncated_file_is_refused_with_a_clear_message(tmp_path):
    bad = tmp_path / "hints.dat"
    bad.write_bytes(b"\x00" * 12)
    with pytest.raises(HintDataError, match="not a whole number of 5-byte records"):
        HintData.load(bad, pinned=False)
    with pytest.raises(HintDataDamaged, match="damaged: 12 bytes where the file has 21004495"):
        HintData.load(bad)
    data, why = try_load(bad)
    assert data is None and "fall back to search" in why


def test_an_unsorted_file_is_refused(tmp_path):
    bad = tmp_path / "hints.dat"
    bad.write_bytes(b"\x00\x00\x00\x09\x00" + b"\x00\x00\x00\x01\x00")
    with pytest.raises(HintDataError, match="not sorted"):
        HintData.load(bad, pinned=False)


def test_a_missing_file_leaves_hints_to_the_search(tmp_path):
    data, why = try_load(tmp_path / "nope.dat")
    assert data is None and "cannot be read" in why and "fall back to search" in why
    solver = Solver(table_size_log2=16, book=False, hint_data=data)
    late = Board.from_notation("2252576253462244111563365343671351441")
    assert solver.analyze(late) == [None, None, None, None, None, -1, -2]


def test_analyze_command_says_when_the_data_is_unusable(tmp_path, monkeypatch, capsys):
    import connect4.solver.hintdata as hintdata
    from connect4.__main__ import main
    bad = tmp_path / "hints.dat"
    bad.write_bytes(b"junk")
    monkeypatch.setenv("CONNECT4_HINT_DATA", str(bad))
    monkeypatch.setattr(hintdata, "_shared", None)
    assert main(["analyze", "2252576253462244111563365343671351441"]) == 0
    out, err = capsys.readouterr()
    assert "fall back to search" in err
    assert "column 7: -2" in out


def test_a_damaged_copy_of_the_real_file_is_refused_as_damaged(tmp_path):
    # a changed score byte and a copy cut at a record boundary both passed the
    # record and sampled checks before the checksum: a wrong score was shown
    path = default_path()
    if path is None or not path.exists():
        pytest.skip("bitbully-databases is not installed (requirements.txt pins it)")
    raw = path.read_bytes()
    changed = bytearray(raw)
    changed[4] = (changed[4] + 2) % 256                 # the first record's score
    for name, bad in (("changed.dat", changed), ("cut.dat", raw[:-5000])):
        target = tmp_path / name
        target.write_bytes(bad)
        with pytest.raises(HintDataDamaged, match="damaged"):
            HintData.load(target)
        if name == "changed.dat":                       # every other check passes it
            assert HintData.load(target, pinned=False).values[0] == (raw[4] + 130) % 256 - 128
        data, why = try_load(target)
        assert data is None and "damaged" in why and "fall back to search" in why
        sink = Download(len(bad))
        sink.slot(len(bad))[:] = bad
        with pytest.raises(HintDataDamaged, match="damaged"):
            sink.data()
