"""A game of Connect-k on any board, Pop Out or not: its moves, the legal ones, play, undo, the result.

The rules, Connect 4's on any :class:`~connect4.variants.geometry.Geometry`:
red moves first, the players alternate, a drop falls to the lowest empty cell
of a column that is not full, and a line of ``connect`` (or more) discs in a
row, column or diagonal wins.  Without Pop Out a full board with no line is
a draw.

**Pop Out** (Hasbro's Connect 4 with the PopOut bar, rules sheet of 2008;
Wikipedia's "Connect Four", PopOut): a move is a drop, or a pop of one of the
mover's own discs from the bottom row, the discs above it falling one row.
Where the sources agree: a line a move makes for the mover wins, and a pop
that makes a line only for the opponent loses ("your pop could result in the
very alignment your opponent was so sincerely wishing for", majorfun.com's
review; "the opponent wins", rarepike.com/four/variants).  Decided here,
where they are silent or differ (Hasbro's own words on these cases were not
found):

- *A pop that makes lines for both sides: the player who popped wins.*  The
  pop completes the mover's line, and a move is judged by what it makes for
  the one who plays it; the one implementation found that states a rule says
  the same (github.com/rubayatcode/project3: "By PopOut rules, the current
  player wins").  Both lines appear by the popper's move, and so the
  popper's line is made no later than the opponent's.
- *A full board is not a draw:* the mover must pop (a drop has nowhere to
  go; "the stones can then be popped out and thrown back in until a winner is
  found", cyberskamp.de on Plopp-Out).  If the board is full and the mover
  has no disc at the bottom, no move is left: a draw.
- *Repetition:* Pop Out games can go on for ever (PascalPons/connect4 #6:
  "both player play one disc in the same column and then pop their disc
  forever").  The third time a position occurs (the same discs, the same
  player to move), counting the empty board at the start, the game is a draw,
  as chess's threefold repetition, here ending the game at once.

Moves are ints (:mod:`connect4.variants.notation`): a drop into column ``c``
is ``c``, a pop of column ``c`` is ``~c``.  Importable by MicroPython.

>>> from connect4.variants.geometry import Geometry
>>> g = VariantGame.from_text(Geometry(9, 6, 5), "12131415")
>>> g.is_over(), g.result_text()
(False, 'Red to move')
>>> g.play(0)
>>> g.result(), g.result_text()
('red', 'Red wins with five in a row')
"""

from connect4.errors import GameOverError, IllegalMoveError, quote_input
from connect4.variants.geometry import Geometry
from connect4.variants.notation import move_column, move_text, moves_text, parse_moves

RED, YELLOW, EMPTY = 0, 1, -1
COLOUR_NAMES = ("red", "yellow")
_TITLES = ("Red", "Yellow")  # MicroPython's str has no capitalize()
#: Why a game ended, the second item of :attr:`VariantGame.status`.
LINE = "line"                # the mover made a line (a drop, or a pop for the mover only)
POP_BOTH = "pop both"        # a pop made lines for both sides: the popper wins
POP_GIFT = "pop gift"        # a pop made a line for the opponent only: the opponent wins
FULL = "full"                # no Pop Out: the board is full without a line
REPETITION = "repetition"    # Pop Out: a position for the third time
NO_MOVE = "no move"          # Pop Out: the board full, none of the mover's discs at the bottom
#: The occurrence of a position that draws a Pop Out game.
REPEATS_TO_DRAW = 3
_WORDS = {4: "four", 5: "five"}


class VariantGame:
    """A game in progress on ``geometry``; :attr:`status` is ``None`` while it is on,
    then ``(winner, reason)`` with the winner 0 (red), 1 (yellow) or ``None`` (a draw).
    """

    def __init__(self, geometry, popout=False):
        if not isinstance(geometry, Geometry):
            raise TypeError("a game needs a Geometry, not %r" % (geometry,))
        self.geometry = geometry
        self.popout = bool(popout)
        self.current = 0
        self.mask = 0
        self.moves = []
        self.status = None
        #: Per move played: (current, mask, status) before it, and the key it counted.
        self._undo = []
        #: Pop Out: {position key: times it has occurred}.
        self._seen = {0: 1} if self.popout else {}

    @classmethod
    def from_text(cls, geometry, text, popout=False):
        """The game after a text's moves (:func:`~connect4.variants.notation.parse_moves`),
        each checked as :meth:`play` checks it.

        :raises NotationError: the text names no moves of this board.
        :raises IllegalMoveError: a move the rules forbid, quoted with its number.
        """
        moves = parse_moves(text, geometry, popout)
        game = cls(geometry, popout)
        for i, move in enumerate(moves):
            try:
                game.play(move)
            except IllegalMoveError as exc:
                raise type(exc)("invalid moves %s: move %d: %s"
                                % (quote_input(text.strip()), i + 1, exc)) from None
        return game

    # -- state ----------------------------------------------------------------
    @property
    def ply(self) -> int:
        """The number of moves played (pops included)."""
        return len(self.moves)

    @property
    def turn(self) -> int:
        """The colour to move: ``RED`` (0) or ``YELLOW`` (1)."""
        return len(self.moves) & 1

    def key(self) -> int:
        """The geometry's key of the position (``current + mask``), unique.

        It tells who moves, in Pop Out too (the repetition's key): a move adds
        or removes one disc, so the discs' parity is the moves' parity."""
        return self.current + self.mask

    def twice_seen(self) -> set:
        """Pop Out: the keys of the positions that have occurred twice (a move making one
        again draws); empty otherwise."""
        return {k for k, n in self._seen.items() if n == REPEATS_TO_DRAW - 1}

    def cell(self, col, row) -> int:
        """``RED``, ``YELLOW`` or ``EMPTY`` at (col, row), row 0 at the bottom."""
        b = self.geometry.bit(col, row)
        if not self.mask & b:
            return EMPTY
        return self.turn if self.current & b else 1 - self.turn

    def grid(self) -> list:
        """Rows top to bottom, each a list of ``RED``/``YELLOW``/``EMPTY``."""
        g = self.geometry
        return [[self.cell(c, r) for c in range(g.width)] for r in range(g.height - 1, -1, -1)]

    def is_over(self) -> bool:
        """True once the game is won or drawn."""
        return self.status is not None

    def winner(self):
        """The colour that won (0 red, 1 yellow), or ``None`` (on, or drawn)."""
        return self.status[0] if self.status else None

    def result(self):
        """``"red"``, ``"yellow"``, ``"draw"``, or ``None`` while the game is on."""
        if self.status is None:
            return None
        w = self.status[0]
        return "draw" if w is None else COLOUR_NAMES[w]

    def result_text(self) -> str:
        """The result, or who is to move, in words."""
        if self.status is None:
            return "%s to move" % _TITLES[self.turn]
        w, why = self.status
        if why == REPETITION:
            return "Draw: the same position for the third time"
        if why == FULL:
            return "Draw: the board is full"
        if why == NO_MOVE:
            return ("Draw: the board is full and %s has no disc at the bottom to pop"
                    % _TITLES[self.turn])
        name = _TITLES[w]
        if why == POP_BOTH:
            return "%s wins: the pop made lines for both, and the player who pops wins" % name
        if why == POP_GIFT:
            return "%s wins: %s's pop made %s's line" % (
                name, _TITLES[1 - w], name)
        return "%s wins with %s in a row" % (name, _WORDS[self.geometry.connect])

    def last_drop(self):
        """The (col, row) of the last disc dropped, or None (no move yet, or a pop last)."""
        if not self.moves or self.moves[-1] < 0:
            return None
        col = self.moves[-1]
        return col, self.geometry.height_of(self.mask, col) - 1

    def winning_cells(self) -> list:
        """The (col, row) cells of every line of the winner, sorted; [] if none."""
        if self.status is None or self.status[0] is None:
            return []
        stones = self.mask ^ self.current if self.status[0] != self.turn else self.current
        g = self.geometry
        cells = g.line_cells(stones)
        return [(c, r) for c in range(g.width) for r in range(g.height) if cells & g.bit(c, r)]

    def legal_moves(self) -> list:
        """The legal moves: drops left to right, then (Pop Out) pops; [] once over."""
        if self.status is not None:
            return []
        g = self.geometry
        moves = [c for c in range(g.width) if not self.mask & g.top_of[c]]
        if self.popout:
            moves += [~c for c in range(g.width) if self.current & g.bottom_of[c]]
        return moves

    # -- moves ----------------------------------------------------------------
    def play(self, move) -> None:
        """Play a move (an int: a drop ``c`` or a pop ``~c``) for the side to move, checked.

        :raises GameOverError: the game is over.
        :raises IllegalMoveError: no such column, a full column, a pop outside Pop Out
            or of a cell that is not the mover's disc.
        """
        g = self.geometry
        if not isinstance(move, int) or isinstance(move, bool) or not -g.width <= move < g.width:
            raise IllegalMoveError("illegal move %r: %s has columns 0-%d (a pop is ~column)"
                                   % (move, g.name, g.width - 1))
        said = move_text(move)
        if self.status is not None:
            raise GameOverError("illegal move %s: the game is over (%s)"
                                % (said, self.result_text()))
        col = move_column(move)
        if move >= 0:
            if self.mask & g.top_of[col]:
                raise IllegalMoveError("illegal move %s: column %d is full" % (said, col + 1))
        elif not self.popout:
            raise IllegalMoveError("illegal move %s: pops are only played in Pop Out" % said)
        elif not self.current & g.bottom_of[col]:
            raise IllegalMoveError("illegal move %s: the bottom of column %d holds no %s disc"
                                   % (said, col + 1, COLOUR_NAMES[self.turn]))
        self.push(move)

    def push(self, move) -> None:
        """Play a legal move without checks (for searches that know it is legal)."""
        g = self.geometry
        mover = len(self.moves) & 1
        before = (self.current, self.mask, self.status)
        if move >= 0:
            cur, mask = g.play(self.current, self.mask, move)
        else:
            cur, mask = g.pop(self.current, self.mask, ~move)
        self.current, self.mask = cur, mask
        self.moves.append(move)
        status = None
        counted = None
        if g.has_line(cur ^ mask):  # the mover's discs
            status = (mover, POP_BOTH if move < 0 and g.has_line(cur) else LINE)
        elif move < 0 and g.has_line(cur):  # a drop never makes the opponent's line
            status = (1 - mover, POP_GIFT)
        elif self.popout:
            counted = cur + mask
            n = self._seen.get(counted, 0) + 1
            self._seen[counted] = n
            if n >= REPEATS_TO_DRAW:
                status = (None, REPETITION)
            elif mask == g.board and not cur & g.bottom:
                status = (None, NO_MOVE)
        elif mask == g.board:
            status = (None, FULL)
        self.status = status
        self._undo.append((before, counted))

    def undo(self):
        """Take back the last move and return it.

        :raises IndexError: no move to take back.
        """
        if not self.moves:
            raise IndexError("undo on a game with no moves")
        before, counted = self._undo.pop()
        if counted is not None:
            n = self._seen[counted] - 1
            if n:
                self._seen[counted] = n
            else:
                del self._seen[counted]
        self.current, self.mask, self.status = before
        return self.moves.pop()

    # -- text -------------------------------------------------------------------
    def text(self) -> str:
        """The moves so far as text, e.g. ``"44p4"``."""
        return moves_text(self.moves)

    def __str__(self):
        marks = {RED: "X", YELLOW: "O", EMPTY: "."}
        rows = [" ".join([marks[v] for v in row]) for row in self.grid()]
        rows.append(" ".join(move_text(c) for c in range(self.geometry.width)))
        return "\n".join(rows)

    def __repr__(self):
        return "VariantGame(%r, %r%s)" % (self.geometry, self.text(),
                                          ", popout=True" if self.popout else "")

