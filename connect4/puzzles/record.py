"""A puzzle and the data file that ships the set: one line a puzzle, plain text.

A line holds five fields separated by single spaces::

    4453526 31562 w3 sb LLRLLLL0000000

- the position, moves in column notation (``-`` for the empty board);
- the solution: the solver's moves and the opponent's replies, alternating,
  beginning and ending with the solver's move (1-based columns);
- the goal (``w`` win, ``d`` draw) and the difficulty level 1..7 (the
  weakest level of the ladder that finds the whole solution; 7: only perfect
  play does);
- the themes, one letter each (:data:`THEMES`), ``-`` for none;
- for each of the solver's moves, the exact score of each of the 7 columns
  for the side to move (one character each, :data:`SCORE_CHARS`; ``.`` a full
  column): what a wrong move lets happen, known without a search.

A puzzle's id is its line number (1-based, comment lines ``#`` not counted).
Importable by MicroPython: the page parses the file when the mode opens.
"""

from connect4.errors import Connect4Error, is_digits

#: One character per score -21..21 (index = score + 21); '.' for a full column.
SCORE_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg"
FULL = "."
#: Theme letters and their names in words, in the order they are listed.
THEMES = (("n", "win now"), ("b", "stop a threat"), ("t", "double threat"),
          ("z", "odd/even threat"), ("l", "long win"), ("q", "quiet move"))
THEME_NAMES = dict(THEMES)
GOALS = {"w": "win", "d": "draw"}
GOAL_LETTERS = {"win": "w", "draw": "d"}
#: The difficulty levels: the ladder's 1..6, and 7 for perfect play only.
TOP_LEVEL = 7


class PuzzleError(Connect4Error):
    """A malformed puzzle line, or a puzzle id that is not in the set."""


class Puzzle:
    """One puzzle: position, goal, solution, level, themes and step scores.

    ``solution`` and the scores' columns are 0-based in code, like
    :class:`~connect4.board.Board`; :meth:`to_dict` writes 1-based columns.
    """

    __slots__ = ("id", "position", "goal", "solution", "level", "themes", "scores")

    def __init__(self, id, position, goal, solution, level, themes, scores):
        self.id = id
        self.position = position  # the notation string, e.g. "4453"
        self.goal = goal          # "win" or "draw"
        self.solution = solution  # 0-based columns, solver first and last
        self.level = level
        self.themes = themes      # theme letters
        self.scores = scores      # per solver step: 7 scores, None for a full column

    @property
    def side(self) -> int:
        """The colour to play: 0 red, 1 yellow."""
        return len(self.position) & 1

    @property
    def moves(self) -> list:
        """The position's moves, 0-based."""
        return [int(ch) - 1 for ch in self.position]

    def solver_moves(self) -> list:
        """The solver's moves only (0-based)."""
        return self.solution[0::2]

    def theme_names(self) -> list:
        """The themes in words."""
        return [THEME_NAMES[t] for t in self.themes]

    def to_dict(self) -> dict:
        """Plain data for JSON (1-based columns)."""
        return {"id": self.id, "position": self.position, "goal": self.goal,
                "solution": [c + 1 for c in self.solution], "level": self.level,
                "themes": self.theme_names(),
                "side": "red" if self.side == 0 else "yellow"}

    def line(self) -> str:
        """The puzzle as a line of the data file (no newline)."""
        steps = "".join("".join(FULL if s is None else SCORE_CHARS[s + 21] for s in step)
                        for step in self.scores)
        return "%s %s %s%d %s %s" % (
            self.position or "-", "".join(str(c + 1) for c in self.solution),
            GOAL_LETTERS[self.goal], self.level, self.themes or "-", steps)

    def __repr__(self):
        return "Puzzle(%d, %r)" % (self.id, self.line())


def _columns(text, what, lineno):
    for ch in text:
        if ch not in "1234567":
            raise PuzzleError("puzzle line %d: %s %r is not columns 1-7" % (lineno, what, text))
    return [int(ch) - 1 for ch in text]


def parse_line(text: str, id: int) -> Puzzle:
    """The puzzle of one line of the data file.

    :raises PuzzleError: a line that is not five valid fields.
    """
    fields = text.split()
    if len(fields) != 5:
        raise PuzzleError("puzzle line %d: expected 5 fields, got %d" % (id, len(fields)))
    position, solution, goal_level, themes, steps = fields
    if position == "-":
        position = ""
    _columns(position, "position", id)
    cols = _columns(solution, "solution", id)
    if not cols or len(cols) % 2 != 1:
        raise PuzzleError("puzzle line %d: the solution must have an odd number of moves" % id)
    goal = GOALS.get(goal_level[:1])
    level = goal_level[1:]
    if goal is None or not is_digits(level) or not 1 <= int(level) <= TOP_LEVEL:
        raise PuzzleError("puzzle line %d: bad goal and level %r" % (id, goal_level))
    themes = "" if themes == "-" else themes
    for t in themes:
        if t not in THEME_NAMES:
            raise PuzzleError("puzzle line %d: unknown theme %r" % (id, t))
    n = (len(cols) + 1) // 2
    if len(steps) != 7 * n:
        raise PuzzleError("puzzle line %d: expected %d scores, got %d" % (id, 7 * n, len(steps)))
    scores = []
    for k in range(n):
        step = []
        for ch in steps[7 * k:7 * k + 7]:
            if ch == FULL:
                step.append(None)
            else:
                i = SCORE_CHARS.find(ch)
                if i < 0:
                    raise PuzzleError("puzzle line %d: bad score character %r" % (id, ch))
                step.append(i - 21)
        scores.append(step)
    return Puzzle(id, position, goal, cols, int(level), themes, scores)


def set_lines(text: str) -> list:
    """The puzzle lines of a data file's text (``#`` lines are comments), unparsed."""
    return [raw for raw in (line.strip() for line in text.split("\n"))
            if raw and not raw.startswith("#")]


def parse_set(text: str) -> list:
    """Every puzzle of a data file's text, ids from 1."""
    return [parse_line(raw, i + 1) for i, raw in enumerate(set_lines(text))]


class LazySet:
    """The puzzles of a data file, each parsed when first asked for: the page
    opens one puzzle, and parsing 1,200 under MicroPython delayed it."""

    def __init__(self, text: str):
        self.lines = set_lines(text)
        self.parsed = {}
        self.tagged = {}    # i -> (level, themes): tags() reads each line once

    def __len__(self) -> int:
        return len(self.lines)

    def __getitem__(self, i: int) -> Puzzle:
        """Puzzle ``i`` (0-based, ids are 1-based).

        :raises PuzzleError: its line is malformed.
        """
        p = self.parsed.get(i)
        if p is None:
            p = self.parsed[i] = parse_line(self.lines[i], i + 1)
        return p

    def tags(self, i: int) -> tuple:
        """Puzzle ``i``'s ``(level, themes)`` read from its line's third and fourth
        fields, without parsing the rest: Storm, a race and a mix choose among all
        1,200 puzzles, and parsing them all under MicroPython delayed the page.

        :raises PuzzleError: its line is malformed (then parsed, to say how).
        """
        tags = self.tagged.get(i)
        if tags is not None:
            return tags
        fields = self.lines[i].split()
        if len(fields) == 5 and fields[2][1:].isdigit() and fields[2][:1] in GOALS:
            level, themes = int(fields[2][1:]), fields[3]
            if 1 <= level <= TOP_LEVEL and (themes == "-" or all(t in THEME_NAMES for t in themes)):
                tags = self.tagged[i] = (level, "" if themes == "-" else themes)
                return tags
        p = self[i]
        return p.level, p.themes


def format_set(puzzles, header: str) -> str:
    """The data file's text: a ``#`` header line, then one line a puzzle."""
    return "# %s\n" % header + "".join(p.line() + "\n" for p in puzzles)


def find(puzzles, text) -> Puzzle:
    """The puzzle whose id is ``text`` (a string or an int).

    :raises PuzzleError: not a number, or no such puzzle.
    """
    s = str(text).strip()
    if not is_digits(s) or not 1 <= int(s) <= len(puzzles):
        raise PuzzleError("no puzzle %r: ids are 1..%d" % (s[:20], len(puzzles)))
    return puzzles[int(s) - 1]


#: The shipped set's file, beside this module.
DATA_NAME = "puzzles.txt"


def data_path() -> str:
    """Where the shipped set lives (CPython; the page fetches the file instead)."""
    return __file__.rsplit("/", 1)[0] + "/" + DATA_NAME


def load_set(path=None) -> list:
    """The puzzles of a data file (default: the shipped set).

    :raises PuzzleError: the file is missing or malformed.
    """
    path = path or data_path()
    try:
        with open(path) as f:
            text = f.read()
    except OSError as exc:
        raise PuzzleError("cannot read the puzzle set %s: %s" % (path, exc)) from None
    return parse_set(text)
