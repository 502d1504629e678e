"""Connect 4: rules, notation, AI players and a perfect solver, in pure Python.

The package runs unchanged in CPython (tests, tools), in a Pyodide web worker
(the AIs) and, for its rules modules (``errors``, ``bitboard``, ``board``,
``notation``), in MicroPython on the page's main thread.  Keep this file free
of imports so that importing one rules module stays cheap everywhere.
"""

__version__ = "0.1.0"

#: Modules that must import and run under MicroPython (the page's main thread
#: loads exactly these; build.py and tests/test_micropython.py read this list).
MAIN_THREAD_MODULES = ("errors", "bitboard", "board", "notation", "scores", "rng",
                       "review/__init__", "review/verdicts", "review/chart") + tuple(
    "page/" + m for m in (
        "__init__", "dom",
        "kernel/__init__", "kernel/loop", "kernel/outbox", "kernel/inflight", "kernel/lazymodes",
        "kernel/modes", "kernel/persist", "kernel/replies", "kernel/controls", "kernel/messages",
        "kernel/keys", "kernel/shownposition", "kernel/record", "kernel/registry", "kernel/records",
        "kernel/snapshot",  # tests only: its own bundle, fetched when a test asks (static/main.py)
        "ai/__init__", "ai/router", "ai/aistate", "ai/workerwatch", "ai/pacing", "ai/aimoves",
        "ai/aitext", "ai/custom", "ai/customview", "ai/figures",
        "links/__init__", "links/links", "links/linkask", "links/address",
        "modes/__init__",
        "modes/game/__init__", "modes/game/game", "modes/game/gamemode", "modes/game/settings",
        "modes/game/savedstate", "modes/game/undoredo", "modes/game/tally",
        "modes/game/resultwords", "modes/game/pagetext", "modes/game/view", "modes/game/panels",
        "modes/about/__init__", "modes/about/levelcards", "modes/about/abouttext",
        "modes/rating/__init__", "modes/rating/ratingslot", "modes/rating/rating",
        "modes/rating/ratingchart",
        "modes/review/__init__", "modes/review/reviewed", "modes/review/reviewmode",
        "modes/puzzles/__init__", "modes/puzzles/puzzlemode", "modes/puzzles/puzzlerun",
        "modes/puzzles/view",
        "modes/position/__init__", "modes/position/positionmode", "modes/position/bestline",
        "modes/match/__init__", "modes/match/matchrun", "modes/match/matchtext",
        "modes/match/significance",
        "modes/hints/__init__", "modes/hints/hintwords", "modes/hints/hintdownload",
        "modes/hints/hintreply", "modes/hints/view", "modes/why/__init__", "modes/why/whymode",
        "modes/opening/__init__", "modes/opening/openingmode", "modes/opening/trainer",
        "modes/opening/openingrun",
        "modes/coach/__init__", "modes/coach/coachmode",
        "modes/training/__init__", "modes/training/trainingmode", "modes/training/importcheck",
        "modes/training/trainingrun",
        "modes/backreview/__init__", "modes/backreview/backwatch",
        "modes/backreview/backreview",
        "modes/storm/__init__", "modes/storm/stormrun",
        "modes/boards/__init__", "modes/boards/boardsmode", "modes/boards/session",
        "modes/boards/boardstext", "modes/boards/boardsrun")) + tuple(
    "puzzles/" + m for m in ("__init__", "record", "trainer", "progress", "mistakes")) + tuple(
    "training/" + m for m in ("__init__", "storm", "race", "mixes", "strictjson", "carry", "bank",
                              "schedule", "dashboard")) + tuple(
    "variants/" + m for m in ("__init__", "geometry", "notation", "game", "results", "levels",
                              "rulewords", "scorewords"))  # issue 46

#: A mode's bundle (the modules fetched when it is first used) is named by its record:
#: connect4/page/modes/<name>/__init__.py, packed by connect4.site.builder.mode_modules.

#: The levels' search on other boards (issue 46): the full engine (Pyodide) plays them; they run
#: under MicroPython too (the light worker, later: tests/variants/test_variant_players.py checks
#: the same moves), but no page image or mode bundle carries them.
VARIANTS_AI_MODULES = ("variants/search", "variants/heuristic", "variants/players")

#: Modules the light AI worker (MicroPython, static/mpy-worker.js) runs: the
#: ladder's players and connect4.worker.stepserver (build.py bundles exactly these
#: into static/light-worker.bundle; tests/players/test_players_micropython.py runs them).
LIGHT_WORKER_MODULES = ("errors", "bitboard", "board", "notation", "rng", "search_driver", "openings",
                        "worker/__init__", "worker/stepserver", "players/__init__", "players/base",
                        "players/ladder", "players/registry", "players/alphabeta",
                        "players/weights", "players/streaks", "players/lines", "players/minimax",
                        "players/threats", "players/mcts", "players/perfect",
                        "players/random_player")
