"""The page's "Show the line": the best line from the hinted position, stepped through on the board."""

from connect4.board import Board
from connect4.notation import moves_name
from connect4.review.verdicts import TURNING

#: Texts of the buttons and the line's accessible name.
LABEL = "Best line"
BACK, FORWARD, RETURN = "Back", "Forward", "Return to the game"


class LineView:
    """One best line and the step the board shows (0: the game's own position)."""

    def __init__(self):
        self.pos = None  # the position the line starts from
        self.line = None  # 1-based columns, once the worker answered
        self.step = 0
        self.asked = None  # the id of the open request, if any
        self.found = []  # the line so far while the worker looks (an opening's takes seconds)

    def request(self, rid: int, pos: str, scores=None) -> dict:
        """The worker request for ``pos``'s line; ``scores``, the hints' seven when all are
        known, give the position's score and save the worker a search."""
        self.pos, self.line, self.step, self.asked, self.found = pos, None, 0, rid, []
        req = {"op": "line", "id": rid, "pos": pos}
        known = [s for s in (scores or []) if s is not None]
        if known:
            req["score"] = max(known)
        return req

    def answer(self, rid: int, result: dict) -> bool:
        """Take the worker's answer; False if it is for another request."""
        line = self._line(rid, result)
        if line is None:
            return False
        self.line, self.asked = line, None
        return True

    def partial(self, rid: int, progress: dict) -> bool:
        """The worker's line so far; False if it is another request's."""
        line = self._line(rid, progress)
        if line is not None:
            self.found = line
        return line is not None

    def _line(self, rid, msg):
        """``msg``'s line as columns if it answers the open request, else None."""
        if rid != self.asked or msg.get("pos") != self.pos:
            return None
        return [int(c) for c in msg.get("line") or []]

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
            return "Finding the best line... %s" % " ".join(str(c) for c in self.found)
        if not self.line:
            return "The game is over: there is no line to show."
        text = "Best line from here: %s." % " ".join(str(c) for c in self.line)
        if self.step:
            text += " Showing move %d of %d." % (self.step, len(self.line))
        return text


class MistakeLines:
    """The review's mistakes: the best line from the position before each, beside the moves played.

    >>> m = MistakeLines()
    >>> rec = {"ply": 3, "verdict": "blunder", "score": 2}
    >>> m.needed("4453", rec), m.request(5, "44", 2)
    ('44', {'op': 'line', 'id': 5, 'pos': '44', 'score': 2})
    >>> m.answer(5, {"pos": "44", "line": [3, 4, 4]}), m.needed("4453", rec)
    (True, None)
    >>> m.words("4453", rec)
    ('Best line from before move 3: 3 4 4.', 'Played: 5 3.')
    """

    def __init__(self):
        self.lines = {}  # position before the mistake -> its best line (1-based columns)
        self.asked = None  # (request id, position)
        self.found = []  # the asked line so far

    def needed(self, moves: str, record):
        """The position whose line a shown ``record`` needs and nobody asked for, else ``None``."""
        if record is None or record.get("verdict") not in TURNING or record.get("score") is None:
            return None
        pos = moves[:record["ply"] - 1]
        if pos in self.lines or (self.asked is not None and self.asked[1] == pos):
            return None
        return pos

    def request(self, rid: int, pos: str, score: int) -> dict:
        """The worker request for the best line from ``pos`` (its exact ``score`` known)."""
        self.asked, self.found = (rid, pos), []
        return {"op": "line", "id": rid, "pos": pos, "score": score}

    def partial(self, rid: int, progress: dict) -> bool:
        """The worker's line so far; False if it is another request's."""
        if self.asked is None or rid != self.asked[0] or progress.get("pos") != self.asked[1]:
            return False
        self.found = [int(c) for c in progress.get("line") or []]
        return True

    def answer(self, rid: int, result: dict) -> bool:
        """Keep the worker's answer; False if it answers another request."""
        if self.asked is None or rid != self.asked[0] or result.get("pos") != self.asked[1]:
            return False
        self.lines[self.asked[1]] = [int(c) for c in result.get("line") or []]
        self.asked = None
        return True

    def failed(self, rid: int) -> bool:
        """The request failed: forget it (a later look asks again); False if another's."""
        if self.asked is None or rid != self.asked[0]:
            return False
        self.asked = None
        return True

    def words(self, moves: str, record):
        """``(best line, played line)`` sentences for a mistake shown, or ``None``."""
        if record is None or record.get("verdict") not in TURNING:
            return None
        ply = record["ply"]
        line = self.lines.get(moves[:ply - 1])
        played = moves[ply - 1:]
        if line is None:
            so_far = self.found if self.asked is not None and self.asked[1] == moves[:ply - 1] else []
            return ("Best line from before move %d: finding it... %s"
                    % (ply, " ".join(str(c) for c in so_far)), "Played: %s." % " ".join(played))
        return ("Best line from before move %d: %s." % (ply, " ".join(str(c) for c in line)),
                "Played: %s." % " ".join(played[:max(len(line), 1)]))
