"""The Puzzles mode and practice inside the page's loop (puzzlemode)."""

from connect4.page.kernel.record import SCREEN, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.puzzles.record", "connect4.puzzles.trainer", "connect4.puzzles.progress", "puzzlerun")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("puzzles", SCREEN, screens=("puzzles", "practice"), image=("puzzlemode",),
            fetched=True, ready="puzzlemode.bundle_ready", failed="puzzlemode.bundle_failed",
            link="puzzlemode.link_query", shows="puzzlemode.on_board",
            bundle=_BUNDLE, view="view", view_at_start=True, board=True, opener="puzzles-open",
            state="puzzlemode.PuzzleSession",
            buttons=(("puzzles-open", "puzzlemode.open_puzzles"), ("review-practise", "puzzlemode.practise"),
                     ("puzzles-close", "connect4.page.kernel.modes.close"),
                     ("puzzle-hint", "puzzlemode.hint"), ("puzzle-solution", "puzzlemode.solution"),
                     ("puzzle-retry", "puzzlemode.retry"), ("puzzle-next", "puzzlemode.next_puzzle")))
