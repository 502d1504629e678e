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
                       "page/__init__",
                       "review/__init__", "review/verdicts", "review/chart") + tuple(
    "page/" + m for m in ("settings", "savedstate", "game", "links", "aitext", "custom",
                          "counters", "inflight", "workerwatch", "pagetext", "keys", "tally",
                          "endgame", "messages", "linkask", "handover", "aistate", "loop",
                          "controls", "gamemode", "levelcards", "abouttext", "pacing", "lazymodes", "address",
                          "aimoves", "undoredo", "outbox", "modes", "persist", "replies", "shown",
                          "snapshot",  # tests only: the page's state in a line (static/main.py)
                          "ratingslot", "rating", "ratingchart",
                          # a mode's state, updates and words together (issue 41)
                          "review/__init__", "review/reviewed", "review/reviewmode",
                          "puzzle/__init__", "puzzle/puzzlemode",
                          "position/__init__", "position/positionmode", "position/bestline",
                          "match/__init__", "match/matchrun", "match/matchtext",
                          "match/significance",
                          "hint/__init__", "hint/hintwords", "hint/hintdownload",
                          "hint/hintreply", "why/__init__", "why/whymode", "train/__init__",
                          "train/trainmode", "train/trainer", "train/training",
                          "coach/__init__", "coach/coachmode",
                          "training/__init__", "training/trainingmode", "training/backwatch",
                          "training/backreview", "training/records",
                          "training/importcheck", "training/practice", "training/stormrun",
                          "boards/__init__", "boards/boardsmode", "boards/session", "boards/boardstext",
                          "boards/boarding")) + tuple(  # hook: puzzles
    "puzzles/" + m for m in ("__init__", "record", "trainer", "progress", "mistakes", "mode")) + tuple(
    "training/" + m for m in ("__init__", "storm", "race", "mixes", "strictjson", "carry", "bank",
                              "schedule", "dashboard")) + tuple(
    "variants/" + m for m in ("__init__", "geometry", "notation", "game", "results", "levels",
                              "rulewords", "scorewords"))  # issue 46

#: The main-thread modules of the Puzzles mode: in MAIN_THREAD_MODULES (they run under
#: MicroPython) but fetched only when the mode is first opened (build.py's MODES packs
#: them into static/mode-puzzles.bundle; nothing of them on a first visit).
#: The Puzzles mode's bundle; the page's own image keeps the package and its
#: mistakes (the review asks whether there is anything to practise before the mode loads).
PUZZLES_MODE_MODULES = tuple(m for m in MAIN_THREAD_MODULES if m.startswith("puzzles/")
                             and m not in ("puzzles/__init__", "puzzles/mistakes"))

#: Modules the page's main thread (MicroPython) fetches only when the threats, the editor
#: or the line are first opened (nothing of them on a first visit: build.py bundles them
#: into static/mode-position.bundle); the position/ ones serve the command line too.  The
#: line's state (page/position/bestline) is in the page's image: the loop's replies and the board use it.
POSITION_MODE_MODULES = ("position/__init__", "position/threats", "position/grid",
                         "position/reconstruct", "page/position/threatmarks",
                         "page/position/setupgrid")

#: Modules the light AI worker (MicroPython, static/mpy-worker.js) runs: the
#: ladder's players and connect4.worker.stepserver (build.py bundles exactly these
#: into static/light-worker.bundle; tests/players/test_players_micropython.py runs them).
#: The "Why?" panel's words and marks (main thread, MicroPython), fetched with its view
#: the first time Why? is asked: build.py bundles them into static/mode-why.bundle.
WHY_MODE_MODULES = ("page/why/whytext", "page/why/playout", "page/why/asking")
#: The coach's verdicts, words and choices (main thread, MicroPython), fetched with its view
#: the first time the coach judges a move or is switched on: static/mode-coach.bundle.
COACH_MODE_MODULES = ("coach/__init__", "coach/verdict", "page/coach/coaching",
                      "page/coach/coachtext")
#: The opening trainer's rules and updates (main thread, MicroPython), fetched with its view
#: the first time it opens: build.py bundles them into static/mode-train.bundle.
TRAIN_MODE_MODULES = ("page/train/trainer", "page/train/training")
#: The player's rating and its chart (main thread, MicroPython), fetched with their view when
#: there is a rating to show (connect4.page.ratingslot): static/mode-rating.bundle.
RATING_MODE_MODULES = ("page/rating", "page/ratingchart")
#: The About these AIs card's words (main thread, MicroPython), fetched when it is first
#: opened: static/mode-about.bundle.
ABOUT_MODE_MODULES = ("page/levelcards", "page/abouttext")
#: Training that remembers (issue 45: the mistake bank, the schedule, the dashboard, mixes,
#: carrying progress; main thread, MicroPython), fetched when first opened:
#: static/mode-training.bundle.  It needs the Puzzles mode's bundle first (lazymodes.NEEDS).
TRAINING_MODE_MODULES = ("training/__init__", "training/mixes", "training/strictjson",
                         "training/carry", "training/bank",
                         "training/schedule", "training/dashboard", "page/training/importcheck",
                         "page/training/practice")
#: The background review and the stored records (issue 45; main thread, MicroPython),
#: fetched when a game with a human ends or the full engine is idle:
#: static/mode-backreview.bundle (connect4.page.training.backwatch).
BACKREVIEW_MODE_MODULES = ("page/training/backreview", "page/training/records")
#: Storm and a race (issue 45; main thread, MicroPython), fetched with their card the first
#: time one is opened: static/mode-storm.bundle (after the Puzzles mode's: lazymodes.NEEDS).
#: rng comes here, the page's image not needing it; the package's __init__ too (the
#: training's bundle may not be in).
STORM_MODE_MODULES = ("rng", "training/__init__", "training/storm", "training/race",
                      "page/training/stormrun")
#: Other boards and variants (issue 46: any size from 4x4 to 10x8, five in a row, Pop Out, the
#: known results; the main thread: MicroPython) and the page's mode that plays them, fetched when
#: Other boards first opens (or a link's ?size=/?variant=): static/mode-variants.bundle.
VARIANTS_MODE_MODULES = ("variants/__init__", "variants/geometry", "variants/notation",
                         "variants/game", "variants/results", "variants/levels", "variants/rulewords",
                         "variants/scorewords",
                         "page/boards/session", "page/boards/boardstext", "page/boards/boarding")
#: The levels' search on other boards (issue 46): the full engine (Pyodide) plays them; they run
#: under MicroPython too (the light worker, later: tests/variants/test_variant_players.py checks
#: the same moves), but no page image or mode bundle carries them.
VARIANTS_AI_MODULES = ("variants/search", "variants/heuristic", "variants/players")

LIGHT_WORKER_MODULES = ("errors", "bitboard", "board", "notation", "rng", "search_driver", "openings",
                        "worker/__init__", "worker/stepserver", "players/__init__", "players/base",
                        "players/ladder", "players/registry", "players/alphabeta",
                        "players/weights", "players/streaks", "players/lines", "players/minimax",
                        "players/threats", "players/mcts", "players/perfect",
                        "players/random_player")
