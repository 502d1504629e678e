"""The variants engine under MicroPython (the page's main thread, the light worker) gives the
same seeded games, keys, results and refusals as under CPython, line by line."""


from js_runtimes import micropython_and_cpython
from shared_data import ROOT

import connect4
from connect4.site.builder import bundle_of

SCRIPT = ROOT / "tests" / "runtimes" / "check_variants.py"


def test_the_variants_modules_are_main_thread_modules_left_out_of_the_first_visit():
    from connect4.site.builder import MODES  # the bundles: only the build's own table

    engine = set(bundle_of("boards")) - {"page/modes/boards/view"}
    assert engine <= set(connect4.MAIN_THREAD_MODULES)
    assert {"connect4/%s.py" % m for m in bundle_of("boards")} == {rel for rel, _ in MODES["boards"]}


def test_the_same_games_under_micropython_as_under_cpython():
    lines, cpython = micropython_and_cpython(SCRIPT)
    assert lines == cpython
    stdout = "\n".join(lines)
    assert lines[-1] == "OK variants" and len(lines) > 40
    # the script meets every way a game ends, a size refused and a move refused
    text = stdout
    for words in ("Red wins with four", "wins with five in a row", "Draw: the board is full [",
                  "the pop made lines for both", "Red's pop made Yellow's line",
                  "the same position for the third time", "has no disc at the bottom to pop",
                  "refused: size 3x99: columns must be 4 to 10 and rows 4 to 8",
                  "refused: invalid moves '44p3'"):
        assert words in text, words
