"""The training modules under the page's MicroPython: the same output as CPython, line
for line (the bank, the schedule, the dashboard's table and charts)."""


from js_runtimes import micropython_and_cpython
from shared_data import ROOT

SCRIPT = ROOT / "tests" / "runtimes" / "check_training_bank.py"
SET = ROOT / "tests" / "puzzles" / "trainer_set.txt"


def test_same_answers_under_micropython_as_in_cpython():
    micro, cpython = micropython_and_cpython(SCRIPT, SET.read_text())
    assert micro == cpython
    stdout = "\n".join(micro)
    assert micro[-1] == "OK training"
    assert "20788 Tuesday ['m34412183808', 'm9'] 2 due today, next on Sunday" in stdout
    assert 'role="img"' in stdout and "refused a game record" in stdout
