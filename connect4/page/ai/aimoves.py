"""Each AI move's figures by the position it made, for "What the AI did" after undo and redo.

>>> m = AiMoves()
>>> m.add("4", 3, {"nodes": 9}), m.on_board("443"), m.on_board("4"), m.on_board("")
({'nodes': 9}, {'nodes': 9}, None, None)
"""


class AiMoves:
    """``by_pos[notation after the move] = figures`` for one game."""

    def __init__(self):
        self.by_pos = {}

    def add(self, pos, col, stats):
        """The AI played ``col`` (0-based) from ``pos``; returns ``stats``."""
        self.by_pos[pos + str(col + 1)] = stats
        return stats

    def on_board(self, notation):
        """The figures of the last AI move in ``notation`` (None: none, or not known)."""
        for p in range(len(notation), 0, -1):
            if notation[:p] in self.by_pos:
                return self.by_pos[notation[:p]]
        return None

    def restore(self, stats):
        """A reloaded game's last AI move (saved with its ``pos`` and ``column``)."""
        if isinstance(stats, dict) and isinstance(stats.get("pos"), str) and isinstance(
                stats.get("column"), int) and not isinstance(stats.get("column"), bool):
            self.add(stats["pos"], stats["column"], stats)
