"""The Puzzles mode's modules under the page's MicroPython: the same output as CPython,
line for line, on the committed small set."""


from js_runtimes import micropython_and_cpython
from shared_data import ROOT

SCRIPT = ROOT / "tests" / "runtimes" / "check_puzzles.py"
SET = ROOT / "tests" / "puzzles" / "expected_seed2.txt"


def test_same_answers_under_micropython_as_in_cpython():
    micro, cpython = micropython_and_cpython(SCRIPT, SET.read_text())
    assert micro == cpython
    stdout = "\n".join(micro)
    assert micro[-1] == "OK puzzles"
    assert "Solved: red wins" in stdout and "That lets " in stdout
