"""Where the project and the shared benchmark positions are.

A plain module, imported by a unique name: test modules must not import
``conftest`` (tests/ and tests/browser/ each have one, and only one of them
can be the module named ``conftest``).
"""

import functools
from pathlib import Path

from connect4.site import pons

ROOT = Path(__file__).resolve().parent.parent
#: Pascal Pons' six test sets by the tests' names (``"end_easy"``, ...).
PONS_SETS = pons.SETS


@functools.cache
def pons_dir() -> Path:
    """The folder of the six files: ../shared, $CONNECT4_PONS_DIR or the download cache.

    Fails, never skips: a suite that silently dropped the exact-score checks
    would pass while proving nothing.  The error says what to do.
    """
    return pons.locate()


def load_pons(name):
    """[(moves, score)] of one shared test set, e.g. ``load_pons("end_easy")``."""
    return pons.load(name, pons_dir())
