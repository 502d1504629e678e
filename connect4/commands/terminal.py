"""The terminal's view of a game: the board drawn as text, with or without colour.

Discs differ by letter as well as colour (``X`` red, ``O`` yellow) so that a
colour-blind player, or a terminal without colour, still tells them apart;
the last disc played is bracketed and a winning four starred.  Pure
functions of a board and a few flags, so the tests need no terminal.
"""

import os
import re
import time

from connect4.board import COLOUR_NAMES, RED, YELLOW
from connect4.page.modes.game import pagetext
from connect4.players import ladder
from connect4.scores import describe_score

#: ANSI SGR codes: bold bright red / bold bright yellow, dim for empty cells.
_SGR = {RED: "1;91", YELLOW: "1;93", None: "2"}
_RESET = "\033[0m"
LETTERS = {RED: "X", YELLOW: "O"}


def wants_colour(stream, environ=None) -> bool:
    """Colour only on a terminal that can show it: a TTY, ``NO_COLOR`` unset
    or empty (https://no-color.org) and ``TERM`` not ``dumb``."""
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def paint(text: str, colour, on: bool) -> str:
    """``text`` in a disc's colour (``RED``/``YELLOW``; ``None`` = dim) when ``on``."""
    return "\033[%sm%s%s" % (_SGR[colour], text, _RESET) if on else text


#: What :func:`read_command` gives for q, u and h (anything else comes as typed).
QUIT, UNDO, HINT = "quit", "undo", "hint"


def read_command(prompt, inp, term) -> str:
    """The next command typed at ``prompt``: QUIT (q, the input's end or Ctrl-C), UNDO (u),
    HINT (h), else the text stripped and in lower case; an empty line asks again."""
    while True:
        print(prompt, end="", file=term.out, flush=True)
        try:
            line = inp.readline()
        except KeyboardInterrupt:
            # Ctrl-C at the prompt leaves the game, like q.
            term.say()
            return QUIT
        if not line:
            return QUIT
        cmd = line.strip().lower()
        if cmd in ("q", "quit"):
            return QUIT
        if cmd in ("u", "undo"):
            return UNDO
        if cmd in ("h", "hint"):
            return HINT
        if cmd:
            return cmd


def grid_lines(width, height, cell, labels, wins, last, colour) -> list:
    """A printed board's lines: its column ``labels``, the rows top first (``cell(c, r)`` a
    disc's colour, else empty; row 0 at the bottom), the labels again.  A disc of a winning
    line is ``*X*``, the last disc ``[X]``; every board size prints so."""
    header = (" " + "".join(" %s " % labels[c] for c in range(width))).rstrip()
    lines = [header]
    for r in range(height - 1, -1, -1):
        cells = []
        for c in range(width):
            v = cell(c, r)
            if v not in LETTERS:
                cells.append(" %s " % paint(".", None, colour))
                continue
            letter = paint(LETTERS[v], v, colour)
            if (c, r) in wins:
                cells.append("*%s*" % letter)
            elif (c, r) == last:
                cells.append("[%s]" % letter)
            else:
                cells.append(" %s " % letter)
        lines.append((" " + "".join(cells)).rstrip())
    lines.append(header)
    return lines


def render_board(board, colour: bool = False, names=("red", "yellow")) -> str:
    """The board as lines of text: column numbers, rows, a legend.

    The last disc is shown ``[X]``, each disc of a winning four ``*X*``.

    >>> from connect4.board import Board
    >>> print(render_board(Board.from_notation("44")))
      1  2  3  4  5  6  7
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  .  .  .  .  .
      .  .  . [O] .  .  .
      .  .  .  X  .  .  .
      1  2  3  4  5  6  7
    X red   O yellow   [ ] last move: yellow in 4
    """
    last = None
    if board.moves:
        col = board.moves[-1]
        last = (col, board.height(col) - 1)
    wins = set(board.winning_cells())
    lines = grid_lines(7, 6, board.cell, "1234567", wins, last, colour)
    legend = "%s %s   %s %s" % (paint("X", RED, colour), names[0], paint("O", YELLOW, colour), names[1])
    if last is not None:
        legend += "   [ ] last move: %s in %d" % (COLOUR_NAMES[1 - board.turn], last[0] + 1)
    if wins:
        legend += "   * * the four"
    lines.append(legend)
    return "\n".join(lines)


_LEVEL_NAME = re.compile(r"^\s*level\s*(\d+)\b.*$", re.I)


def level_spec(text: str) -> str:
    """A player as typed, with the ladder's level names understood:
    ``"Level 3 Casual"``, ``"level3"``, ``"3"`` and ``"casual"`` all give ``"level3"``;
    anything else comes back unchanged (the registry judges it).

    >>> level_spec("Level 3 Casual"), level_spec("casual"), level_spec("minimax:depth=2")
    ('level3', 'level3', 'minimax:depth=2')
    """
    s = text.strip()
    m = _LEVEL_NAME.match(s)
    if m:
        return "level%s" % m.group(1)
    if s.isdigit():
        return "level%s" % s
    for lv in ladder.LEVELS:
        if s.lower() == lv.label.lower():
            return "level%d" % lv.number
    return s


def player_name(spec: str) -> str:
    """How the terminal names a side: ``"you"``-less, e.g. ``"Level 3 Casual"``
    for a level, the spec itself for any other AI.

    >>> player_name("level3"), player_name("random")
    ('Level 3 Casual', 'random')
    """
    number = ladder.parse_level(spec)
    if number is not None and 1 <= number <= len(ladder.LEVELS):
        return "Level %d %s" % (number, ladder.LEVELS[number - 1].label)
    return spec


_ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")


def plain_text(doc: str) -> str:
    """A docstring without reStructuredText markup, for ``--help``.

    >>> plain_text("Each side is ``human`` or see :mod:`connect4.board`.")
    'Each side is human or see connect4.board.'
    """
    return _ROLE.sub(r"\1", doc or "").replace("``", "")


#: What a hint's number counts, said once under every hint.
HINT_KEY = "(%s)" % pagetext.HINT_KEY


def hint_summary(scores, ply: int) -> str:
    """The hint's last line: the best columns and what they give.

    >>> hint_summary([-3, None, -5, -3, -9, -9, -9], 10)
    'hint: every move loses; 1, 4 last longest (loss in 14)'
    >>> hint_summary([1, 0, 2, 2, None, None, None], 36)
    'hint: best 3, 4 (win in 2)'
    """
    best = max(s for s in scores if s is not None)
    cols = ", ".join(str(c + 1) for c, s in enumerate(scores) if s == best)
    if best < 0:
        lasts = "lasts" if "," not in cols else "last"
        return "hint: %s; %s %s longest (%s)" % (pagetext.EVERY_MOVE_LOSES, cols, lasts,
                                                describe_score(best, ply))
    return "hint: best %s (%s)" % (cols, describe_score(best, ply))


class Terminal:
    """Where a game is shown: the output stream, colour on/off, a progress line.

    ``render(board, colour, names)`` draws a board (:func:`render_board`; another
    board's game brings its own)."""

    def __init__(self, out, colour=False, names=("red", "yellow"), render=render_board):
        self.out = out
        self.colour = colour
        self.names = names
        self.render = render
        self.live = bool(getattr(out, "isatty", None) and out.isatty())
        self._shown = 0.0

    def say(self, text=""):
        print(text, file=self.out, flush=True)

    def board(self, board):
        self.say(self.render(board, self.colour, self.names))

    def progress(self, text, started, clock=time.monotonic):
        """One self-overwriting line while something thinks (a terminal only; 5 a second)."""
        now = clock()
        if self.live and now - self._shown >= 0.2:
            self._shown = now
            print("\r%s %.1fs (Ctrl-C stops)  " % (text, now - started), end="", file=self.out, flush=True)

    def end_progress(self):
        if self.live and self._shown:
            print("\r\033[K", end="", file=self.out, flush=True)
        self._shown = 0.0


def ask_again(inp, out):
    """Ask for another game: ``"same"``, ``"swap"`` or ``None`` (stop)."""
    print("Play again? [y = yes, s = swap colours, n = no]: ", end="", file=out, flush=True)
    try:
        line = inp.readline()
    except KeyboardInterrupt:
        return None
    cmd = line.strip().lower()
    if cmd in ("y", "yes", ""):
        return "same" if line else None
    if cmd in ("s", "swap"):
        return "swap"
    return None
