"""The game mode: the game played on the page, its updates, settings, saved form and words."""
