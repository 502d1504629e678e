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
        "__init__",
        "kernel/__init__", "kernel/loop", "kernel/outbox", "kernel/inflight", "kernel/lazymodes",
        "kernel/modes", "kernel/persist", "kernel/replies", "kernel/controls", "kernel/messages",
        "kernel/keys", "kernel/shownposition", "kernel/record", "kernel/registry",
        "kernel/snapshot",  # tests only: its own bundle, fetched when a test asks (static/main.py)
        "ai/__init__", "ai/router", "ai/aistate", "ai/workerwatch", "ai/pacing", "ai/aimoves",
        "ai/aitext", "ai/custom", "ai/figures",
        "links/__init__", "links/links", "links/linkask", "links/address",
        "modes/__init__",
        "modes/game/__init__", "modes/game/game", "modes/game/gamemode", "modes/game/settings",
        "modes/game/savedstate", "modes/game/undoredo", "modes/game/tally",
        "modes/game/resultwords", "modes/game/pagetext",
        "modes/about/__init__", "modes/about/levelcards", "modes/about/abouttext",
        "modes/rating/__init__", "modes/rating/ratingslot", "modes/rating/rating",
        "modes/rating/ratingchart",
        "modes/review/__init__", "modes/review/reviewed", "modes/review/reviewmode",
        "modes/puzzles/__init__", "modes/puzzles/puzzlemode", "modes/puzzles/puzzlerun",
        "modes/position/__init__", "modes/position/positionmode", "modes/position/bestline",
        "modes/match/__init__", "modes/match/matchrun", "modes/match/matchtext",
        "modes/match/significance",
        "modes/hints/__init__", "modes/hints/hintwords", "modes/hints/hintdownload",
        "modes/hints/hintreply", "modes/why/__init__", "modes/why/whymode",
        "modes/opening/__init__", "modes/opening/openingmode", "modes/opening/trainer",
        "modes/opening/openingrun",
        "modes/coach/__init__", "modes/coach/coachmode",
        "modes/training/__init__", "modes/training/trainingmode", "modes/training/importcheck",
        "modes/training/trainingrun",
        "modes/backreview/__init__", "modes/backreview/backwatch",
        "modes/backreview/backreview", "modes/backreview/records",
        "modes/storm/__init__", "modes/storm/stormrun",
        "modes/boards/__init__", "modes/boards/boardsmode", "modes/boards/session",
        "modes/boards/boardstext", "modes/boards/boardsrun")) + tuple(
    "puzzles/" + m for m in ("__init__", "record", "trainer", "progress", "mistakes")) + tuple(
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
                             and m not in ("puzzles/__init__", "puzzles/mistakes")) + (
    "page/modes/puzzles/puzzlerun",)

#: Modules the page's main thread (MicroPython) fetches only when the threats, the editor
#: or the line are first opened (nothing of them on a first visit: build.py bundles them
#: into static/mode-position.bundle); the position/ ones serve the command line too.  The
#: line's state (page/modes/position/bestline) is in the page's image: the loop's replies and
#: the board use it.
POSITION_MODE_MODULES = ("position/__init__", "position/threats", "position/grid",
                         "position/reconstruct", "page/modes/position/threatmarks",
                         "page/modes/position/setupgrid")

#: Modules the light AI worker (MicroPython, static/mpy-worker.js) runs: the
#: ladder's players and connect4.worker.stepserver (build.py bundles exactly these
#: into static/light-worker.bundle; tests/players/test_players_micropython.py runs them).
#: The "Why?" panel's words and marks (main thread, MicroPython), fetched with its view
#: the first time Why? is asked: build.py bundles them into static/mode-why.bundle.
WHY_MODE_MODULES = ("page/modes/why/whytext", "page/modes/why/playout", "page/modes/why/asking")
#: The coach's verdicts, words and choices (main thread, MicroPython), fetched with its view
#: the first time the coach judges a move or is switched on: static/mode-coach.bundle (with
#: Why?'s marks, which mark a best-play line's deciding threat on the coach's board too).
COACH_MODE_MODULES = ("coach/__init__", "coach/verdict", "page/modes/coach/coaching",
                      "page/modes/coach/coachtext", "page/modes/why/whytext")
#: The opening trainer's rules and updates (main thread, MicroPython), fetched with its view
#: the first time it opens: build.py bundles them into static/mode-opening.bundle.
TRAIN_MODE_MODULES = ("page/modes/opening/trainer", "page/modes/opening/openingrun")
#: The player's rating and its chart (main thread, MicroPython), fetched with their view when
#: there is a rating to show (connect4.page.modes.rating.ratingslot): static/mode-rating.bundle.
RATING_MODE_MODULES = ("page/modes/rating/rating", "page/modes/rating/ratingchart")
#: The About these AIs card's words (main thread, MicroPython), fetched when it is first
#: opened: static/mode-about.bundle.
ABOUT_MODE_MODULES = ("page/modes/about/levelcards", "page/modes/about/abouttext")
#: Training that remembers (issue 45: the mistake bank, the schedule, the dashboard, mixes,
#: carrying progress; main thread, MicroPython), fetched when first opened:
#: static/mode-training.bundle.  It needs the Puzzles mode's bundle first (lazymodes.NEEDS).
TRAINING_MODE_MODULES = ("training/__init__", "training/mixes", "training/strictjson",
                         "training/carry", "training/bank",
                         "training/schedule", "training/dashboard", "page/modes/training/importcheck",
                         "page/modes/training/trainingrun")
#: The background review and the stored records (issue 45; main thread, MicroPython),
#: fetched when a game with a human ends or the full engine is idle:
#: static/mode-backreview.bundle (connect4.page.modes.backreview.backwatch).
BACKREVIEW_MODE_MODULES = ("page/modes/backreview/backreview", "page/modes/backreview/records")
#: Storm and a race (issue 45; main thread, MicroPython), fetched with their card the first
#: time one is opened: static/mode-storm.bundle (after the Puzzles mode's: lazymodes.NEEDS).
#: rng comes here, the page's image not needing it; the package's __init__ too (the
#: training's bundle may not be in).
STORM_MODE_MODULES = ("rng", "training/__init__", "training/storm", "training/race",
                      "page/modes/storm/stormrun")
#: Other boards and variants (issue 46: any size from 4x4 to 10x8, five in a row, Pop Out, the
#: known results; the main thread: MicroPython) and the page's mode that plays them, fetched when
#: Other boards first opens (or a link's ?size=/?variant=): static/mode-boards.bundle.
VARIANTS_MODE_MODULES = ("variants/__init__", "variants/geometry", "variants/notation",
                         "variants/game", "variants/results", "variants/levels", "variants/rulewords",
                         "variants/scorewords",
                         "page/modes/boards/session", "page/modes/boards/boardstext",
                         "page/modes/boards/boardsrun")
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
