"""The threats and the grid reconstruction give the same answers under MicroPython as in CPython."""

import subprocess
import sys

from js_runtimes import run_in
from shared_data import ROOT

import connect4
from connect4.site.builder import bundle_of

SCRIPT = "tests/runtimes/check_position.py"
MODULES = connect4.MAIN_THREAD_MODULES + bundle_of("position")


def answers(stdout: str) -> list:
    return [line for line in stdout.splitlines() if not line.startswith("TIMES")]


def test_micropython_gives_cpythons_answers():
    mp = run_in("micropython", SCRIPT, MODULES)
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run([sys.executable, SCRIPT], cwd=ROOT, capture_output=True, text=True,
                        env={"PYTHONPATH": str(ROOT)})
    assert cp.returncode == 0, cp.stderr
    assert answers(mp.stdout) == answers(cp.stdout)
    assert "round trips 200" in mp.stdout and mp.stdout.count("refused:") == 2
    print(mp.stdout.splitlines()[-1])  # the figures, with -s


def test_each_position_module_imports_alone_under_micropython(tmp_path):
    for module in bundle_of("position"):
        script = tmp_path / "imports.py"
        script.write_text("import connect4.%s\n" % module.replace("/", ".").replace(".__init__", ""))
        proc = run_in("micropython", script, MODULES)
        assert proc.returncode == 0, (module, proc.stderr)
