"""The main thread's rules modules run under MicroPython exactly as in CPython.

Runs the vendored MicroPython (the one PyScript uses on the page) under
Node.js; ``python3 build.py test`` installs it with ``npm ci``.
"""

import pytest
from js_runtimes import run_in

import connect4


def run_micropython(script, modules):
    return run_in("micropython", script, modules)


def test_rules_pass_under_micropython():
    proc = run_micropython("tests/runtimes/check_rules.py", connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "OK perft5=16807" in proc.stdout


def test_a_failure_under_micropython_is_reported(tmp_path):
    # the runner must not swallow errors, or the test above could never fail
    script = tmp_path / "fails.py"
    script.write_text("from connect4.board import Board\nBoard().play(9)\n")
    proc = run_micropython(str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode != 0
    assert "IllegalMoveError" in proc.stderr


@pytest.mark.parametrize("module", connect4.MAIN_THREAD_MODULES)
def test_each_main_thread_module_imports_alone(module, tmp_path):
    script = tmp_path / "imports.py"
    dotted = module.replace("/", ".").replace(".__init__", "")
    script.write_text("import connect4.%s\nprint('imported')\n" % dotted)
    proc = run_micropython(str(script), connect4.MAIN_THREAD_MODULES)
    assert proc.returncode == 0, proc.stderr
