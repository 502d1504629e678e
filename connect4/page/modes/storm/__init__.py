"""Storm and the race: a timed run of puzzles and a race by link (their bundle)."""
