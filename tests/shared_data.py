"""Where the project and the shared benchmark positions are (../shared, never copied).

A plain module, imported by a unique name: test modules must not import
``conftest`` (tests/ and tests/browser/ each have one, and only one of them
can be the module named ``conftest``).
"""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Pascal Pons' six test sets, beside the project root (see its README).
PONS_DIR = Path(os.environ.get("CONNECT4_PONS_DIR", ROOT.parent / "shared" / "benchmarks" / "pons"))

PONS_SETS = {
    "end_easy": "Test_L3_R1",
    "middle_easy": "Test_L2_R1",
    "middle_medium": "Test_L2_R2",
    "begin_easy": "Test_L1_R1",
    "begin_medium": "Test_L1_R2",
    "begin_hard": "Test_L1_R3",
}


def load_pons(name):
    """[(moves, score)] of one shared test set, e.g. ``load_pons("end_easy")``."""
    path = PONS_DIR / PONS_SETS[name]
    if not path.exists():
        # Fail, never skip: a suite that silently drops the exact-score checks
        # would pass while proving nothing.
        raise FileNotFoundError(
            "shared benchmark positions not found at %s (set CONNECT4_PONS_DIR)" % path)
    out = []
    for line in path.read_text().splitlines():
        moves, score = line.split()
        out.append((moves, int(score)))
    return out
