"""Other boards in the page: any size from 4x4 to 10x8, five in a row and Pop Out, as a mode."""

from connect4.page.kernel.record import SCREEN, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("boards", SCREEN, image=("boardsmode",), bundle=("boardsrun",), view="boards_ui",
            ready="boardsrun.bundle_ready",
            lost="boardsrun.worker_lost", link="boardsmode.link_query",
            board=True, opener="boards-open",
            state="boardsmode.BoardsState",
            buttons=(("boards-open", "boardsmode.open_boards"),))
