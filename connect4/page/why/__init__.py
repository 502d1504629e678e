"""The "Why?" panel: a position explained by Allis's rules, its lines, the mistakes' reasons, Play it out."""
