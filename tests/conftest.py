"""Fixtures shared by every test module."""

import pytest
from shared_data import load_pons


@pytest.fixture
def pons():
    """The loader of the shared test sets."""
    return load_pons
