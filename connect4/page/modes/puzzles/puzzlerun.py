"""The page's Puzzles mode: which puzzle is open, the texts it shows, the progress it keeps.

Every answer comes from the set's data (no search), so a click is answered at once.
"""

from connect4.board import Board
from connect4.puzzles.progress import Progress, daily_id
from connect4.puzzles.record import LazySet, PuzzleError, find
from connect4.puzzles.trainer import Attempt

#: The progress's key in ``localStorage``.
STORAGE_KEY = "connect4.puzzles"
#: How long the opponent's reply waits after a right move (ms): visible, not slow.
REPLY_MS = 600
#: The disc colour words, for the class of the prompt's disc.
COLOURS = ("red", "yellow")


class PuzzleMode:
    """The mode's state; ``saved`` is the stored progress's JSON (or ``None``)."""

    def __init__(self, saved=None):
        self.puzzles = None     # the set, once loaded
        self.progress = Progress.from_json(saved)
        self.attempt = None
        self.kind = ""          # "", "daily" or "practice"
        self.practice = []      # practice puzzles still to do
        self.mix = None         # connect4.training.mixes.Mix while a mix is played
        self.day = None         # the reader's day number (the page sets it): the history's day
        self.status = "Loading the puzzles…"
        self.error = None

    # -- the set --------------------------------------------------------------
    def load(self, text) -> bool:
        """Take the set's text (each puzzle is parsed when opened); ``False`` (and
        :attr:`status` says why) if it is empty or its first puzzle is malformed."""
        try:
            self.puzzles = LazySet(text)
            if len(self.puzzles):
                self.puzzles[0]
        except PuzzleError as exc:
            self.puzzles = None
            self.error = self.status = "The puzzles could not be read: %s" % exc
            return False
        if not self.puzzles:
            self.error = self.status = "The puzzle set is empty."
            return False
        return True

    def failed(self, why) -> None:
        """The set could not be fetched."""
        self.error = self.status = "The puzzles could not be loaded (%s)." % why

    # -- opening a puzzle -------------------------------------------------------
    def open_id(self, text, kind="") -> bool:
        """Open a puzzle of the set by id; a bad id says so in :attr:`status`."""
        try:
            puzzle = find(self.puzzles, text)
        except PuzzleError as exc:
            self.status = "%s." % (str(exc)[:1].upper() + str(exc)[1:])
            return False
        self.attempt = Attempt(puzzle)
        self.kind = kind
        self.progress.last = puzzle.id
        self.progress.open = True
        self.status = self.attempt.prompt()
        return True

    def open_next(self) -> bool:
        """The next puzzle: a practice one, else the mix's next, else one that suits the rating."""
        if self.practice:
            self.attempt = Attempt(practice=self.practice.pop(0))
            self.kind = "practice"
            self.status = self.attempt.prompt()
            return True
        if self.mix is not None:
            return self._mix_next()
        return self.open_id(self.progress.next_id(self.puzzles))

    def open_mix(self, mix) -> bool:
        """Play a mix (connect4.training.mixes.Mix): its next unsolved puzzle."""
        self.mix = mix
        self.practice = []
        return self._mix_next()

    def _mix_next(self) -> bool:
        found = self.mix.next_id(self.puzzles, self.progress, self.progress.last)
        if found is None:
            self.attempt = None
            self.status = self.mix.summary(self.puzzles, self.progress)
            return False
        return self.open_id(found, "mix")

    def resume(self) -> bool:
        """Opening the mode: the puzzle left unfinished again (never skipped), else the next one."""
        a = self.attempt
        if a is not None and not a.solved and (a.puzzle is not None or self.kind == "practice"):
            self.status = a.prompt()
            return True
        if self.practice:
            return self.open_next()
        last = self.progress.last
        if last > 0 and not self.progress.has_done(last) and self.open_id(last):
            return True
        return self.open_next()

    def reopen(self) -> bool:
        """After a reload: the last puzzle again if the mode was open (else ``False``)."""
        return self.progress.open and self.progress.last > 0

    def close(self) -> None:
        """The mode closed: a reload starts on the game."""
        self.progress.open = False

    def open_daily(self, date: str) -> bool:
        """Today's puzzle (``date`` is ``"YYYY-MM-DD"``, the reader's own day)."""
        self.mix = None
        return self.open_id(daily_id(date, len(self.puzzles)), "daily")

    def start_practice(self, mistakes) -> bool:
        """Queue a reviewed game's mistakes (:mod:`connect4.puzzles.mistakes`) and open the first."""
        self.mix = None
        self.practice = list(mistakes)
        if not self.practice:
            self.status = "No mistakes to practise in this game."
            self.attempt = None
            return False
        return self.open_next()

    # -- playing ------------------------------------------------------------------
    def board(self) -> Board:
        """The position shown now."""
        return Board(self.attempt.moves() if self.attempt else [])

    def click(self, col: int) -> dict:
        """A column chosen: the answer of :meth:`Attempt.move` (recorded when the puzzle ends)."""
        a = self.attempt
        if a is None or a.solved:
            return {"ok": False, "text": self.status, "reply": None, "solved": False}
        if not self.board().can_play(col):
            self.status = "Column %d is full. %s" % (col + 1, a.prompt())
            return {"ok": False, "text": self.status, "reply": None, "solved": False}
        answer = a.move(col)
        self.status = answer["text"]
        if answer["solved"]:
            self._finished()
        return answer

    def play_reply(self):
        """The opponent's reply after the pause: its column, and the prompt again."""
        col = self.attempt.play_reply() if self.attempt else None
        if col is not None:
            self.status = "%s played %d. %s" % (("Red", "Yellow")[1 - self.attempt.side],
                                                col + 1, self.attempt.prompt())
        return col

    def hint(self):
        """The column to highlight, and the status says it."""
        if self.attempt is None or self.attempt.solved:
            return None
        col = self.attempt.hint()
        self.status = "Hint: look at column %d." % (col + 1)
        return col

    def show_solution(self) -> list:
        """Play out the rest of the line; the puzzle counts as not solved at the first try."""
        if self.attempt is None or self.attempt.solved:
            return []
        rest = self.attempt.show_solution()
        self.status = "Solution: %s. Solved with help" % ", ".join(str(c + 1) for c in rest)
        self._finished(shown=True)
        return rest

    def _finished(self, shown=False) -> None:
        a = self.attempt
        if a.puzzle is None:
            return
        if not self.progress.record(a.puzzle.id, a.first_try(), a.puzzle.level, self.day):
            self.status += ". Done before: a replay does not change the rating"
        elif not a.first_try() and not shown:
            self.status += ". Not counted as solved: only a first try without help counts"

    # -- texts ----------------------------------------------------------------------
    def progress_text(self) -> str:
        """``"12 solved · streak 3 · rating 1130"`` (#puzzle-progress)."""
        return self.progress.summary()

    def about(self) -> str:
        """Which puzzle this is: number, level, themes; or which mistake."""
        a = self.attempt
        if a is None:
            return ""
        if a.puzzle is None:
            left = len(self.practice)
            return "Your mistake at move %d%s" % (
                a.practice["ply"], " (%d more to practise)" % left if left else "")
        p = a.puzzle
        words = "Puzzle %d%s · level %d" % (p.id, " (today's)" if self.kind == "daily" else "",
                                           p.level)
        if self.kind == "mix" and self.mix is not None:
            words += " · mix: " + self.mix.label()
        if p.themes:
            words += " · " + ", ".join(p.theme_names())
        return words

    def link_query(self) -> str:
        """The query of a link to the open puzzle (``?puzzle=ID``; ``?mix=...`` while a mix
        is played), ``""`` for a practice one."""
        a = self.attempt
        if self.mix is not None and self.kind == "mix":
            return "?mix=%s" % self.mix.param()
        return "?puzzle=%d" % a.puzzle.id if a is not None and a.puzzle is not None else ""

    def side(self) -> int:
        """The colour to play in the open puzzle (0 red, 1 yellow)."""
        return self.attempt.side if self.attempt else 0

    def save(self) -> str:
        """The progress's JSON for ``localStorage``."""
        return self.progress.to_json()
