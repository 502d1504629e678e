"""The "Why?" panel: a position explained by Allis's rules, its branches, the mistakes' reasons, Play it out."""
