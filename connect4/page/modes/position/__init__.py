"""The position tools: their state and updates (positionmode), the best line
(bestline), the set-up editor's grid (setupgrid), the threat marks (threatmarks).
"""

from connect4.page.kernel.record import SCREEN, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("position", SCREEN, screens=("setup",), image=("positionmode",), view="position_ui",
            ready="positionmode.bundle_ready",
            lost="positionmode.worker_lost", close="positionmode.leave", follow="positionmode.follow",
            state="positionmode.PositionTools",
            buttons=(("threats", "positionmode.toggle_threats"), ("setup-open", "positionmode.open_setup"),
                     ("line-show", "positionmode.show_line")),
            shows="positionmode.on_board")
