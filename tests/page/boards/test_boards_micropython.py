"""Other boards' modules under MicroPython (the page's main thread) give the same lines as under
CPython: links, the bundle's opening, moves, the AI's request and reply, the menus, the save."""

from js_runtimes import micropython_and_cpython
from shared_data import ROOT

SCRIPT = ROOT / "tests" / "runtimes" / "check_boards.py"


def test_other_boards_run_the_same_under_micropython():
    lines, cpython = micropython_and_cpython(SCRIPT)
    assert lines == cpython
    text = "\n".join(lines)
    assert lines[-1] == "OK boards"
    for words in ("size 3x99: columns must be 4 to 10 and rows 4 to 8", "'vthink', '6x5', '334'",
                  "7x6|popout|", "4x4|popout|11p1", "9x6 · Five in a row", "column 1 is full"):
        assert words in text, words
