"""The tree is ruff-clean (rules and version in pyproject.toml and requirements.txt)."""

import subprocess
import sys

from shared_data import ROOT


def test_ruff_finds_nothing():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
