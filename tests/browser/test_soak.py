"""A short soak in the suite: AI-vs-AI games back to back, worker memory bounded.

The 100-game version with figures is tests/benchmarks/soak_browser.py.
After a warm-up that builds every player of the rotation once (their tables
are the fixed part), more games must not grow the worker's WebAssembly heap
or the objects Python's collector tracks beyond a small margin.
"""

from faults import CAPTURE_WORKERS
from site_helpers import wait_full_engine
from soak import DEFAULT_PAIRS, memory, play_games

GAMES = 8
#: Margins: the wasm heap grows in 64 KiB pages and never shrinks; a few
#: hundred gc objects come and go with caches and the last game's state.
WASM_MARGIN = 2 * 1024 * 1024
GC_MARGIN = 500


def test_ai_vs_ai_games_keep_worker_memory_flat(context, open_game):
    context.add_init_script(CAPTURE_WORKERS)
    page = open_game("?red=human&yellow=human")
    wait_full_engine(page)
    play_games(page, len(DEFAULT_PAIRS))
    start = memory(page)
    games = play_games(page, GAMES)
    end = memory(page)
    print("\nsoak: %d games after %d warm-up: wasm %d -> %d bytes, gc objects %d -> %d"
          % (GAMES, len(DEFAULT_PAIRS), start["wasm_bytes"], end["wasm_bytes"],
             start["gc_objects"], end["gc_objects"]))
    assert len(games) == GAMES
    assert all(r in ("Red wins", "Yellow wins", "Draw") for _, r, _, _ in games)
    assert end["wasm_bytes"] - start["wasm_bytes"] <= WASM_MARGIN
    assert end["gc_objects"] - start["gc_objects"] <= GC_MARGIN
    assert end["players"] <= 4  # the worker's player cache stays bounded
