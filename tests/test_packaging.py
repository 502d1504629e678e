"""`pip install .` gives a complete command line: the opening book inside the
package and the 12-disc database as a pinned dependency."""

import subprocess
import tomllib
import venv

import pytest
from shared_data import ROOT

from connect4.solver.hintdata import PACKAGE


def test_the_database_is_a_dependency_pinned_as_the_build_pins_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert PACKAGE in project["dependencies"]
    assert PACKAGE in (ROOT / "requirements.txt").read_text().split()


def test_the_opening_book_is_package_data():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "data/book.bin" in data["package-data"]["connect4"]
    assert (ROOT / "connect4" / "data" / "book.bin").stat().st_size > 0


@pytest.mark.slow
def test_pip_install_gives_an_exact_analyze_and_review(tmp_path):
    venv.EnvBuilder(with_pip=True).create(tmp_path / "env")
    python = str(tmp_path / "env" / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    str(ROOT)], check=True, cwd=tmp_path, timeout=600)
    run = dict(capture_output=True, text=True, cwd=tmp_path, timeout=120)
    out = subprocess.run([tmp_path / "env" / "bin" / "connect4", "analyze", ""], **run)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert "column 4: +1  win in 21" in out.stdout       # exact from the book
    # 12 discs and later from the database: no move left unsolved, no note
    game = "32461175135152115623"
    out = subprocess.run([python, "-m", "connect4", "review", game, "--nodes", "500000"], **run)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert "unsolved" not in out.stdout
