"""The worker's tests share one fixture: static/worker.py loaded afresh (its module state new)."""

import importlib.util

import pytest
from shared_data import ROOT


@pytest.fixture()
def worker():
    """A fresh static/worker.py module, as ai-worker.js runs it (here under CPython)."""
    spec = importlib.util.spec_from_file_location("c4worker_test", ROOT / "static" / "worker.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
