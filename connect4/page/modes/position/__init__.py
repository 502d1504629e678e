"""The position tools: their state and updates (positionmode), the best line
(bestline), the set-up editor's grid (setupgrid), the threat marks (threatmarks).
"""

from connect4.page.kernel.record import SCREEN, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.position", "connect4.position.threats", "connect4.position.grid",
                    "connect4.position.reconstruct", "threatmarks", "setupgrid")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("position", SCREEN, screens=("setup",), image=("positionmode",), bundle=_BUNDLE, view="view",
            ready="positionmode.bundle_ready",
            lost="positionmode.worker_lost", close="positionmode.leave", follow="positionmode.follow",
            state="positionmode.PositionTools",
            buttons=(("threats", "positionmode.toggle_threats"), ("setup-open", "positionmode.open_setup"),
                     ("line-show", "positionmode.show_line")),
            shows="positionmode.on_board")
