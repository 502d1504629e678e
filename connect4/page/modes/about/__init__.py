"""The About these AIs card: each level's card and each family's words (its bundle)."""
