"""The game mode: the game played on the page, its updates, settings, saved form and words."""

from connect4.page.kernel.record import GAME, Mode

#: The kernel's own updates of the game (connect4.page.kernel.loop).
_LOOP = "connect4.page.kernel.loop."

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("game", GAME, image=("gamemode",),
            buttons=(("undo", "gamemode.undo"), ("redo", "gamemode.redo"), ("swap", "gamemode.swap"),
                     ("new-game", "gamemode.new_game"), ("play-again", "gamemode.new_game"),
                     ("swap-again", "gamemode.swap_and_new_game"), ("hint", _LOOP + "toggle_hints"),
                     ("pause", "gamemode.toggle_pause"), ("resign-yes", "gamemode.resign"),
                     ("resign-no", "gamemode.keep_playing"), ("values-toggle", _LOOP + "toggle_values"),
                     ("hint-style", _LOOP + "switch_hint_style")))
