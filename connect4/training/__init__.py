"""The player's training across games: mistakes kept, repetition, mixes, Storm, races, export."""
