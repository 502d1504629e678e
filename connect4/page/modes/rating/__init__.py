"""The player's rating mode: the saved rating in the page's image, its Glicko and its chart (bundle)."""
