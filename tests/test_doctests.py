"""The ``>>>`` examples in the package's docstrings are run as tests."""

import doctest
import importlib
import pkgutil
import sys

import pytest
from shared_data import ROOT

import connect4

sys.path.insert(0, str(ROOT))

MODULES = sorted(
    m.name for m in pkgutil.walk_packages(connect4.__path__, "connect4.")
    if not m.name.endswith("__main__")
) + ["build"]  # build.py at the project root (tests put the root on sys.path)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
