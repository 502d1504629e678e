"""Solving one puzzle: the prompt in words, a move checked, the reply, hint and solution.

An :class:`Attempt` walks a puzzle's solution: a right move is acknowledged
and the opponent's reply is waiting (the page plays it after a short pause),
a wrong one is answered with what it lets happen, from the scores stored in
the puzzle (no search), and is not kept.  A practice puzzle from a reviewed
game (:mod:`connect4.puzzles.mistakes`) has one step and a set of accepted
columns.  Importable by MicroPython: the page's Puzzles mode runs it.
"""

from connect4.scores import moves_to_end

_NAMES = ("red", "yellow")


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def prompt_for(side: int, goal: str) -> str:
    """``"Yellow to play and win"``, ``"Red to play: only one move holds the draw"``."""
    if goal == "win":
        return "%s to play and win" % _cap(_NAMES[side])
    return "%s to play: only one move holds the draw" % _cap(_NAMES[side])


def prompt(puzzle) -> str:
    """The prompt of a puzzle of the set."""
    return prompt_for(puzzle.side, puzzle.goal)


def practice_prompt(mistake) -> str:
    """The prompt of a game's mistake: ``"Red to play and win"``."""
    side = 0 if mistake["side"] == "red" else 1
    goal = "hold the draw" if mistake["goal"] == "draw" else "win"
    return "%s to play and %s" % (_cap(_NAMES[side]), goal)


def solution_words(puzzle) -> str:
    """The line in words: ``"5, red replies 3, 6"``."""
    words = []
    for i, col in enumerate(puzzle.solution):
        if i % 2 == 0:
            words.append(str(col + 1))
        else:
            words.append("%s replies %d" % (_NAMES[1 - puzzle.side], col + 1))
    return ", ".join(words)


def wrong_words(score, side: int, ply: int, goal: str) -> str:
    """What a wrong column lets happen: ``"that lets red win in 7"``.

    :param score: the column's exact score for the side that played it
        (``None``: unknown, a practice puzzle).
    """
    if score is None:
        return "that does not keep the %s" % goal
    if score < 0:
        return "that lets %s win in %d" % (_NAMES[1 - side], moves_to_end(score, ply))
    if score == 0:
        return "that only draws"
    return "that wins too, but not by force"


class Attempt:
    """A player's way through one puzzle (of the set, or a practice one).

    ``puzzle`` is a :class:`~connect4.puzzles.record.Puzzle`; for a practice
    puzzle, pass ``practice`` (a mistake's dict) instead.
    """

    def __init__(self, puzzle=None, practice=None):
        self.puzzle = puzzle
        self.practice = practice
        if puzzle is not None:
            self.base = puzzle.moves
            self.side = puzzle.side
            self.goal = puzzle.goal
        else:
            self.base = [int(ch) - 1 for ch in practice["position"]]
            self.side = len(self.base) & 1
            self.goal = practice["goal"]
        self.played = []       # the solution's moves made so far
        self.pending = None    # the opponent's reply, waiting to be played
        self.solved = False
        self.wrong = 0         # wrong moves so far
        self.helped = False    # a hint or the solution was shown

    def moves(self) -> list:
        """Every move on the board now (0-based)."""
        return self.base + self.played

    def step(self) -> int:
        """The index of the solver move the player is to find."""
        return len(self.played) // 2

    def accepted(self) -> list:
        """The columns (0-based) that are right at this step."""
        if self.puzzle is None:
            return [c - 1 for c in self.practice["accept"]]
        return [self.puzzle.solution[len(self.played)]]

    def prompt(self) -> str:
        """The prompt in words."""
        if self.puzzle is None:
            return practice_prompt(self.practice)
        return prompt(self.puzzle)

    def hint(self) -> int:
        """A column to highlight (the first accepted one); counts as help."""
        self.helped = True
        return self.accepted()[0]

    def move(self, col: int) -> dict:
        """Check a move: ``{"ok", "text", "reply", "solved"}``.

        A right move is kept (and ``reply`` is the opponent's answer, to play
        with :meth:`play_reply`, or ``None`` when the puzzle is solved); a
        wrong one is not, and ``text`` says what it lets happen.
        """
        if self.solved or self.pending is not None:
            return {"ok": False, "text": "wait for the reply", "reply": None, "solved": self.solved}
        if col in self.accepted():
            self.played.append(col)
            last = self.puzzle is None or len(self.played) == len(self.puzzle.solution)
            if last:
                self.solved = True
                text = ("Solved: %s wins" % _NAMES[self.side] if self.goal == "win"
                        else "Solved: the draw is held")
                return {"ok": True, "text": text, "reply": None, "solved": True}
            self.pending = self.puzzle.solution[len(self.played)]
            return {"ok": True, "text": "Right. %s replies in column %d"
                    % (_cap(_NAMES[1 - self.side]), self.pending + 1),
                    "reply": self.pending, "solved": False}
        self.wrong += 1
        score = None
        if self.puzzle is not None:
            score = self.puzzle.scores[self.step()][col] if 0 <= col < 7 else None
        ply = len(self.moves())
        text = "%s. Try again" % _cap(wrong_words(score, self.side, ply, self.goal))
        return {"ok": False, "text": text, "reply": None, "solved": False}

    def play_reply(self):
        """Play the waiting reply; returns its column (or ``None``)."""
        col = self.pending
        if col is not None:
            self.played.append(col)
            self.pending = None
        return col

    def show_solution(self) -> list:
        """Every remaining move of the line, played out (counts as help)."""
        self.helped = True
        if self.puzzle is None:
            rest = [self.accepted()[0]]
        else:
            if self.pending is not None:
                self.play_reply()
            rest = self.puzzle.solution[len(self.played):]
        self.played.extend(rest)
        self.solved = True
        return rest

    def first_try(self) -> bool:
        """Solved with no wrong move and no help: what the streak and rating count."""
        return self.solved and self.wrong == 0 and not self.helped
