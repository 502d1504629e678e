"""The "Why?" panel: a position explained by Allis's rules, its lines, the mistakes' reasons, Play it out."""

#: Why Play it out stopped: the plan has nothing to say, the game ended, the worker failed
#: (set by connect4.page.modes.why.playout, and by whymode when the worker is replaced).
SILENT, OVER, FAILED = "silent", "over", "failed"
