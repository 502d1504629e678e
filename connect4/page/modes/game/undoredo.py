"""Undo, redo, and Back and Forward along a game's line (the game controller's part).

A new move keeps the undone line (``redo_stack``, most recent last) only if it is its next move.
"""


class UndoRedo:
    """Undo and redo for :class:`connect4.page.modes.game.game.Game`."""

    def can_undo(self):
        return self.board.ply > 0

    def can_redo(self):
        return bool(self.redo_stack)

    def undo(self):
        """Take back moves: back to a human's turn in human-vs-AI, else one move (AIs pause)."""
        if not self.can_undo():
            return False
        humans = self.human_colours()
        if len(humans) == 1 and not self.board.is_over():
            self.assisted = True  # a move taken back: the game is not rated
        self._undo_one()
        while len(humans) == 1 and self.board.ply > 0 and self.board.turn not in humans:
            self._undo_one()
        return self._stepped(humans)

    def _stepped(self, humans):
        if not humans:  # AI against AI: paused
            self.paused = True
        self._moved()
        return True

    def _moved(self):
        self._invalidate()
        self.last_stats = self.ai_moves.on_board(self.board.notation())

    def _undo_one(self):
        self.redo_stack.append(self.board.pop())
        self.hints = None

    def redo(self):
        """Replay undone moves: up to the human's next turn in human-vs-AI, else one."""
        if not self.can_redo():
            return False
        humans = self.human_colours()
        self._redo_one()
        while len(humans) == 1 and self.redo_stack and self.board.turn not in humans \
                and not self.board.is_over():
            self._redo_one()
        return self._stepped(humans)

    def step_to(self, moves):
        """Undo or redo to ``moves`` (columns) on the game's line; False if not on it."""
        moves = list(moves)
        if (self.board.moves + self.redo_stack[::-1])[:len(moves)] != moves:
            return False
        if self.board.ply > len(moves) and len(self.human_colours()) == 1 and not self.board.is_over():
            self.assisted = True  # Back takes moves back as undo does
        while self.board.ply > len(moves):
            self._undo_one()
        while self.board.ply < len(moves):
            self._redo_one()
        if not self.human_colours():
            self.paused = True  # AIs would play on at once
        self._moved()
        return True

    def _redo_one(self):
        col = self.redo_stack.pop()
        self.board.play(col)
        self.hints = None
        self._record_result()
