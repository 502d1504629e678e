"""connect4.variants.results: the table's shape and sources, and the small boards reproduced."""

import os

import pytest
from js_runtimes import run_in
from reference_search import ending_move, outcome, solve

import connect4
from connect4.variants import results
from connect4.variants.results import KNOWN, SOURCES, WORDS

#: Boards the reference search finishes in a few seconds of CPython (docs/board-sizes.md
#: has every board's time): in every run (6x4, the one win among them, has its own test).
FAST = [(4, 4), (5, 4), (4, 5), (4, 6), (5, 5)]
#: Boards it finishes in under a minute: 4x7 with the slow tests; the three over 15 s
#: (5x6, 6x5, 7x4: 16-35 s each) only with C4_ALL_SIZES=1, to keep CI's suite under 15
#: minutes (docs/board-sizes.md has their times; 4x8 takes two minutes and 1.5 GB).
SLOW = [(4, 7)] + ([(5, 6), (6, 5), (7, 4)] if os.environ.get("C4_ALL_SIZES") else [])


def test_the_table_covers_every_board_from_4x4_to_10x8():
    assert results.WIDTHS == tuple(range(4, 11)) and results.HEIGHTS == tuple(range(4, 9))
    assert set(KNOWN) == {(w, h) for w in results.WIDTHS for h in results.HEIGHTS}


def test_every_entry_has_a_result_an_ending_move_and_a_source_or_is_unknown():
    for (w, h), entry in KNOWN.items():
        if entry is None:
            continue
        result, move, source = entry
        assert result in WORDS and source in SOURCES, (w, h)
        # a draw fills the board; the first player's discs are the odd moves
        if result == results.DRAW:
            assert move == w * h, (w, h)
        else:
            assert move <= w * h and move % 2 == (1 if result == results.FIRST else 0), (w, h)


def test_each_source_covers_exactly_the_boards_it_says():
    """Tromp: width + height <= 15 and 8x8 (7x6 first by Allen and Allis); Steininger: 16."""
    for (w, h), entry in KNOWN.items():
        source = None if entry is None else entry[2]
        if (w, h) == (7, 6):
            assert source == "allen-allis"
        elif (w, h) == (8, 8):
            assert source == "tromp-8x8"
        elif w + h <= 15:
            assert source == "tromp", (w, h)
        elif w + h == 16:
            assert source == "steininger", (w, h)
        else:
            assert source is None, (w, h)
    assert sorted(k for k, v in KNOWN.items() if v is None) == [(9, 8), (10, 7), (10, 8)]


def test_known_results_in_words_with_a_citation_and_its_address():
    assert results.known_result(6, 4) == ("Second player (yellow) wins",
                                          "John Tromp's table (https://tromp.github.io/c4/c4.html)")
    assert results.known_result(5, 5)[0] == "Draw"
    assert results.known_result(10, 6) == (
        "First player (red) wins", "Christophe Steininger (https://github.com/ChristopheSteininger/c4)")
    assert "fhourstones88" in results.known_result(8, 8)[1]
    word, why = results.known_result(9, 8)
    assert word == "Unknown: no published result" and "width + height = 16" in why
    for citation in SOURCES.values():
        assert "(https://" in citation and citation.endswith(")")
    assert results.ending_move(10, 8) is None and results.ending_move(6, 4) == 24


@pytest.mark.parametrize("size", [(3, 6), (11, 6), (7, 3), (7, 9), (3, 99), ("7", 6)])
def test_a_board_off_the_table_has_no_result(size):
    assert results.known_result(*size) is None and results.ending_move(*size) is None


def test_five_in_a_row_and_pop_out_are_unknown_and_nothing_else_is_a_variant():
    assert set(results.VARIANTS) == {"five-in-a-row-9x6", "pop-out"}
    for name in results.VARIANTS:
        assert results.variant_result(name)[0] == results.UNKNOWN
    assert results.variant_result("seven-in-a-row") is None


_EVERY_ANSWER = """from connect4.variants import results
for w, h in sorted(results.KNOWN):
    print("%d %d|%s|%s|%s" % ((w, h) + results.known_result(w, h) + (results.ending_move(w, h),)))
for name in sorted(results.VARIANTS):
    print("%s|%s|%s" % ((name,) + results.variant_result(name)))
"""


def test_the_page_gets_the_same_answers_under_micropython(tmp_path):
    script = tmp_path / "answers.py"
    script.write_text(_EVERY_ANSWER)
    proc = run_in("micropython", str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr
    ns = {}
    lines = []
    ns["print"] = lines.append
    exec(_EVERY_ANSWER, ns)
    assert len(lines) == 35 + 2 and proc.stdout.splitlines() == lines


# -- the reference search, checked against a plainer one, then the table against it --------


def _minimax(width, height, k):
    """Every game played out, memoised on the grid: no pruning, no bounds, no symmetry."""
    memo = {}

    def line(grid, col, row, colour):
        for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            cells = [(col + i * dc, row + i * dr) for i in range(-k + 1, k)]
            run = best = 0
            for c, r in cells:
                run = run + 1 if 0 <= c < width and 0 <= r < len(grid[c]) and grid[c][r] == colour else 0
                best = max(best, run)
            if best >= k:
                return True
        return False

    def value(grid, n):
        if (grid, n) not in memo:
            scores = []
            for col in range(width):
                if len(grid[col]) < height:
                    after = grid[:col] + (grid[col] + (n % 2,),) + grid[col + 1:]
                    if line(after, col, len(grid[col]), n % 2):
                        scores.append(width * height - n)       # won on move n + 1
                    else:
                        scores.append(-value(after, n + 1))
            memo[(grid, n)] = max(scores) if scores else 0
        return memo[(grid, n)]

    return value(((),) * width, 0)


@pytest.mark.parametrize("width, height, k", [(1, 1, 1), (2, 1, 2), (3, 1, 2), (2, 2, 2), (3, 2, 2),
                                              (3, 3, 3), (4, 3, 3), (3, 4, 3), (4, 4, 3), (5, 3, 3),
                                              (4, 3, 4), (3, 5, 3), (2, 6, 3)])
def test_the_reference_search_agrees_with_plain_minimax(width, height, k):
    exact = _minimax(width, height, k)
    assert solve(width, height, k, exact=True) == exact
    assert solve(width, height, k) == (exact > 0) - (exact < 0)


def test_the_reference_search_on_boards_checked_by_hand():
    assert ending_move(1, 1, k=1) == 1                   # the first disc wins
    assert outcome(2, 1, k=2) == "draw"                  # one disc each, side by side
    assert ending_move(3, 1, k=2) == 3                   # the middle, then either side
    assert outcome(1, 4, k=2) == "draw"                  # one column: the colours alternate


@pytest.mark.parametrize("size", FAST)
def test_the_small_boards_results_are_reproduced(size):
    assert outcome(*size) == KNOWN[size][0]


def test_6x4_is_a_second_player_win_on_the_last_cell_as_tromp_and_steininger_say():
    assert KNOWN[(6, 4)][:2] == (results.SECOND, 24)
    assert solve(6, 4, exact=True) == -1          # yellow wins with the 24th disc, no sooner


@pytest.mark.slow
@pytest.mark.parametrize("size", SLOW)
def test_the_larger_small_boards_results_are_reproduced(size):
    assert outcome(*size) == KNOWN[size][0]
