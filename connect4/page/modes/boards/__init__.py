"""Other boards in the page: any size from 4x4 to 10x8, five in a row and Pop Out, as a mode."""

from connect4.page.kernel.record import SCREEN, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.variants", "connect4.variants.geometry", "connect4.variants.notation",
                    "connect4.variants.game", "connect4.variants.results", "connect4.variants.levels",
                    "connect4.variants.rulewords", "connect4.variants.scorewords", "session", "boardstext",
                    "boardsrun")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("boards", SCREEN, image=("boardsmode",), bundle=_BUNDLE, view="view",
            ready="boardsrun.bundle_ready",
            lost="boardsrun.worker_lost", link="boardsmode.link_query",
            board=True, opener="boards-open",
            state="boardsmode.BoardsState",
            buttons=(("boards-open", "boardsmode.open_boards"),))
