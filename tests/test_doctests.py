"""The ``>>>`` examples in the package's docstrings are run as tests."""

import doctest
import importlib
import pkgutil

import pytest

import connect4

MODULES = sorted(
    m.name for m in pkgutil.walk_packages(connect4.__path__, "connect4.")
    if not m.name.endswith("__main__")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
