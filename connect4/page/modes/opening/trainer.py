"""The opening trainer's rules: which moves keep the result, the page's reply, the progress kept.

In static/mode-opening.bundle.  Nothing searches: every rule reads a position's exact column
scores (the book and the 12-disc database, to :data:`END_PLY` discs).
"""

import json

from connect4.board import parse_position

SIDES = ("red", "yellow")
#: The line ends when the board holds this many discs (the 12-disc database's layer).
END_PLY = 12
#: A lost side's reply may lose at most this many own discs sooner than its best.
LOSS_MARGIN = 1
#: Clean runs in a row (no take-back, to the line's end) that master a line.
MASTERY_RUNS = 2
#: The saved progress (connect4.page.kernel.persist).
STORAGE_KEY = "connect4.train.v1"


def wdl(score) -> int:
    """1 win, 0 draw, -1 loss: the sign of a score."""
    return (score > 0) - (score < 0)


def best(scores):
    """The best score of a position's ``scores`` (None for a full column)."""
    return max(s for s in scores if s is not None)


def keeps(scores, col) -> bool:
    """True if playing ``col`` keeps the result of the position ``scores`` are for.

    >>> keeps([-2, -1, 0, 1, 0, -1, -2], 3), keeps([-2, -1, 0, 1, 0, -1, -2], 2)
    (True, False)
    """
    s = scores[col]
    return s is not None and wdl(s) >= wdl(best(scores))


def sound_columns(scores) -> list:
    """The columns the page may play: they keep the result (a lost side's within
    :data:`LOSS_MARGIN` of its longest defence).

    >>> sound_columns([-4, -2, -2, -1, -2, -2, -4])   # yellow after red's 4
    [1, 2, 3, 4, 5]
    """
    top = best(scores)
    if top < 0:
        return [c for c, s in enumerate(scores) if s is not None and s >= top - LOSS_MARGIN]
    return [c for c, s in enumerate(scores) if s is not None and wdl(s) == wdl(top)]


def line_columns(side, scores) -> list:
    """The lines the page opens for ``side``'s player, by its first move's columns: red's are
    yellow's sound answers to 4, yellow's red's first moves after which yellow does not lose.
    >>> line_columns(1, [-2, -1, 0, 1, 0, -1, -2])
    [0, 1, 2, 4, 5, 6]
    """
    if side == 0:
        return sound_columns(scores)
    return [c for c, s in enumerate(scores) if s is not None and s <= 0]


def pick(columns, seed, pos):
    """One of ``columns``, chosen by the run's ``seed`` and the position ``pos``
    (FNV-1a: the same choice in CPython and MicroPython).

    >>> pick([1, 2, 3], 7, "4") == pick([1, 2, 3], 7, "4")
    True
    """
    h = 2166136261
    for ch in "%d:%s" % (seed, pos):
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return columns[h % len(columns)]


def line_of(side, moves):
    """The line a run's ``moves`` are on (the page's first move, 1-7 as text), or None."""
    at = 1 if side == 0 else 0
    return moves[at] if len(moves) > at else None


class Progress:
    """Per side and line: runs played to the end, clean runs in a row, mastered."""

    def __init__(self, text=None):
        self.lines = {"red": {}, "yellow": {}}
        self.side = "red"  # the side last trained (the trainer reopens on it)
        self.resume = None  # the saved run's (side, seed, moves, clean), for the next start
        try:
            data = json.loads(text) if text else {}
            for side in SIDES:
                for line, rec in (data.get(side) or {}).items():
                    if line in "1234567" and len(line) == 1 and isinstance(rec, list) and len(rec) == 2:
                        self.lines[side][line] = [int(rec[0]), int(rec[1])]
            if data.get("side") in SIDES:
                self.side = data["side"]
            self.resume = _saved_run(data.get("run"))
        except (ValueError, TypeError, AttributeError):
            pass  # another version's or damaged progress: start afresh

    def side_index(self) -> int:
        return SIDES.index(self.side)

    def save(self, run=None) -> str:
        """The progress as JSON (the page's one save), with ``run`` (the one on now) unless
        it ended: a reload goes on with its line."""
        out = {"side": self.side}
        out.update(self.lines)
        if run is not None and run.moves and not run.at_end():
            out["run"] = {"side": SIDES[run.side], "seed": run.seed, "moves": run.moves,
                          "clean": run.clean}
        return json.dumps(out)

    def finished(self, side, line, clean) -> None:
        """A run of ``line`` reached its end, ``clean`` if nothing was taken back."""
        rec = self.lines[SIDES[side]].setdefault(line, [0, 0])
        rec[0] += 1
        rec[1] = rec[1] + 1 if clean else 0

    def mistake(self, side, line) -> None:
        """A move of ``line`` was taken back: its clean streak starts again."""
        if line is not None:
            self.lines[SIDES[side]].setdefault(line, [0, 0])[1] = 0

    def mastered(self, side, line) -> bool:
        return self.lines[SIDES[side]].get(line, [0, 0])[1] >= MASTERY_RUNS

    def summary(self, side, lines) -> str:
        """``"Mastered 2 of 5 lines: 3, 5."`` for ``lines`` (1-7 as text)."""
        done = [x for x in lines if self.mastered(side, x)]
        return "Mastered %d of %d lines%s" % (
            len(done), len(lines), (": " + ", ".join(done) + ".") if done else ".")


def _saved_run(rec):
    """``(side, seed, moves, clean)`` of a saved run, or ``None`` if it is not one (a line
    under :data:`END_PLY` moves, legal and not over)."""
    if not isinstance(rec, dict) or rec.get("side") not in SIDES:
        return None
    moves, seed = rec.get("moves"), rec.get("seed")
    if not isinstance(moves, str) or not isinstance(seed, int) or not 0 < len(moves) < END_PLY:
        return None
    try:
        if parse_position(moves).is_over():
            return None
    except ValueError:  # not columns, a full column, a move after a win (connect4.errors)
        return None
    return SIDES.index(rec["side"]), seed, moves, rec.get("clean") is not False


class Run:
    """One run of the trainer: the side played, the moves so far, the seed."""

    def __init__(self, side, seed, progress=None, moves="", clean=True):
        self.side = side
        self.seed = seed
        self.moves = moves
        self.clean = clean
        self.progress = progress if progress is not None else Progress()

    def player_to_move(self) -> bool:
        return len(self.moves) % 2 == self.side

    def at_end(self) -> bool:
        return len(self.moves) >= END_PLY

    def line(self):
        return line_of(self.side, self.moves)

    def judge(self, scores, col) -> bool:
        """The player's ``col`` against the position's ``scores``: True if it keeps the
        result (it is then played), False if it gives it away (the run is no longer clean)."""
        if keeps(scores, col):
            self.play(col)
            return True
        self.clean = False
        self.progress.mistake(self.side, self.line())
        return False

    def play(self, col) -> None:
        self.moves += str(col + 1)
        if self.at_end():
            self.progress.finished(self.side, self.line(), self.clean)

    def reply(self, scores) -> int:
        """The page's move in the position ``scores`` are for: at its first move a line
        not yet mastered (any if all are), later a sound column; it is played."""
        first = len(self.moves) == (0 if self.side == 1 else 1)
        cands = line_columns(self.side, scores) if first else sound_columns(scores)
        if first:
            fresh = [c for c in cands if not self.progress.mastered(self.side, str(c + 1))]
            cands = fresh or cands
        col = pick(cands, self.seed, self.moves)
        self.play(col)
        return col
