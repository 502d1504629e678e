"""The page's "Show the line": the best line from the hinted position, stepped through on the board.

The worker answers a ``line`` request (:mod:`connect4.solver.line`); this
holds the line for the position it was asked for, which step of it the board
shows, and the words.  Any other position (a move, an undo) drops the line.
Runs in CPython and MicroPython (fetched when the line is first asked for).
"""

from connect4.board import Board
from connect4.notation import moves_name

#: Texts of the buttons and the line's accessible name.
SHOW = "Show the line"
LABEL = "Best line"
BACK, FORWARD, RETURN = "Back", "Forward", "Return to the game"


class LineView:
    """One best line and the step the board shows (0: the game's own position)."""

    def __init__(self):
        self.pos = None  # the position the line starts from
        self.line = None  # 1-based columns, once the worker answered
        self.step = 0
        self.asked = None  # the id of the open request, if any

    def request(self, rid: int, pos: str, scores=None) -> dict:
        """The worker request for ``pos``'s line; ``scores``, the hints' seven when all are
        known, give the position's score and save the worker a search."""
        self.pos, self.line, self.step, self.asked = pos, None, 0, rid
        req = {"op": "line", "id": rid, "pos": pos}
        known = [s for s in (scores or []) if s is not None]
        if known:
            req["score"] = max(known)
        return req

    def answer(self, rid: int, result: dict) -> bool:
        """Take the worker's answer; False if it is for another request."""
        if rid != self.asked or result.get("pos") != self.pos:
            return False
        self.line = [int(c) for c in result.get("line") or []]
        self.asked = None
        return True

    def failed(self, rid: int) -> bool:
        """The request failed (or was cancelled): forget it; False if it was another's."""
        if rid != self.asked:
            return False
        self.pos = self.asked = None
        return True

    def follows(self, pos: str) -> bool:
        """True while the line belongs to the game's position ``pos``; else it is dropped."""
        if self.pos is not None and pos != self.pos:
            self.pos = self.line = self.asked = None
            self.step = 0
        return self.pos is not None

    @property
    def stepping(self) -> bool:
        """True while the board shows a position along the line, not the game's."""
        return bool(self.line) and self.step > 0

    def go(self, delta: int) -> None:
        """Step forward (1) or back (-1) along the line, within it."""
        if self.line:
            self.step = max(0, min(len(self.line), self.step + delta))

    def back_to_game(self) -> None:
        """Show the game's position again."""
        self.step = 0

    def shown(self) -> Board:
        """The position the board shows at this step."""
        return Board.from_notation(self.pos + moves_name([c - 1 for c in self.line[:self.step]]))

    def words(self) -> str:
        """The line in words, e.g. "Best line from here: 4 4 3 (move 2 of 3 shown)."."""
        if self.pos is None:
            return ""
        if self.line is None:
            return "Finding the best line..."
        if not self.line:
            return "The game is over: there is no line to show."
        text = "Best line from here: %s." % " ".join(str(c) for c in self.line)
        if self.step:
            text += " Showing move %d of %d." % (self.step, len(self.line))
        return text
