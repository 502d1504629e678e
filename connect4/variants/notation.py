"""The written forms of a board's size ("8x7") and of a game's moves on any size, Pop Out's pops too.

A size is written columns x rows: ``"8x7"`` is 8 columns of 7 rows (as
John Tromp's table and the ``?size=`` link write it).

A game is the string of its moves from the empty board, one character a
drop: the column, 1-based, ``"1"`` to ``"9"``, and ``"0"`` for the 10th column
(the key after 9 on a keyboard's number row).  So every drop stays one
character, a link stays digits only, and 7x6's notation is this one with
nothing changed: columns 1-7 (``"0"`` only exists on a 10-wide board).
Letters were the other choice; they would make a 10-wide game look unlike
every other size's and clash with ``p``.

A Pop Out pop is ``"p"`` and the column: ``"p3"`` pops the mover's bottom disc
of the 3rd column (``"p0"`` the 10th's).  ``"44p4"``: red drops in 4,
yellow drops in 4, red pops its disc out of 4 (yellow's falls to the bottom).
Upper case ``P`` is read too; pops are written lower case.

In code a move is an int: a drop into column ``c`` (0-based) is ``c``, a pop
of column ``c`` is ``~c`` (``-1 - c``), so ``move >= 0`` tells a drop.
Importable by MicroPython.

>>> parse_size(" 8x7 ")
(8, 7)
>>> parse_moves("44p40", Geometry(10, 6), popout=True)
[3, 3, -4, 9]
>>> moves_text([3, 3, -4, 9])
'44p40'
"""

from connect4.errors import NotationError, quote_input
from connect4.variants.geometry import MAX_WIDTH, Geometry, SizeError, check_size

#: A column's character, 0-based column -> text: "1" ... "9", "0" for the 10th.
COLUMN_CHARS = "1234567890"
#: The longest Pop Out game a text may hold (a drop game holds at most its cells):
#: a link or a pasted game stays bounded, far past any game played to its end.
MAX_POPOUT_MOVES = 1000


def parse_size(text) -> tuple:
    """``(width, height)`` of a size's text like ``"8x7"`` (``X``, ``×`` and spaces read too).

    :raises SizeError: not written columns x rows, or outside the bounds
        (e.g. ``size 3x99: columns must be 4 to 10 and rows 4 to 8``).
    """
    if not isinstance(text, str):
        raise SizeError("size %r: expected text like 8x7 (columns x rows)" % (text,))
    s = text.strip().lower().replace("\u00d7", "x")
    parts = [p.strip() for p in s.split("x")]
    if len(parts) != 2 or not all(0 < len(p) <= 3 and not p.strip("0123456789") for p in parts):
        raise SizeError("size %s: expected columns x rows, like 8x7" % quote_input(text))
    width, height = int(parts[0]), int(parts[1])
    check_size(width, height)
    return width, height


def size_text(width, height) -> str:
    """The text of a size, ``"8x7"``."""
    check_size(width, height)
    return "%dx%d" % (width, height)


def pop_move(col) -> int:
    """The move that pops the bottom disc of column ``col`` (0-based)."""
    return ~col


def is_pop(move) -> bool:
    """True if ``move`` is a pop (else a drop)."""
    return move < 0


def move_column(move) -> int:
    """The 0-based column a move drops into or pops from."""
    return move if move >= 0 else ~move


def _columns_said(width) -> str:
    if width < 10:
        return "a column 1-%d" % width
    return "a column 1-9 or 0 (the 10th)"


def parse_moves(text, geometry, popout=False) -> list:
    """The moves (ints, see the module's docstring) of a game's text on the board of
    ``geometry`` (a :class:`~connect4.variants.geometry.Geometry`), checking only the
    characters (replaying checks the rules: :meth:`connect4.variants.game.VariantGame.from_text`).
    Surrounding whitespace is ignored.

    :raises NotationError: not a string, a character that names no column of the
        board, a pop outside Pop Out, or more moves than a game may hold.
    """
    if not isinstance(text, str):
        raise NotationError("invalid moves %r: expected text like 4453" % (text,))
    if not isinstance(geometry, Geometry):
        raise NotationError("invalid board %r: expected a Geometry" % (geometry,))
    width = geometry.width
    s = text.strip()
    # a drop fills a cell: no drop game has more moves than cells
    limit = MAX_POPOUT_MOVES if popout else geometry.cells
    moves = []
    i = 0
    while i < len(s):
        ch = s[i]
        pop = ch == "p" or ch == "P"
        if pop:
            if not popout:
                raise NotationError("invalid moves %s: character %d (%r) is a pop, and pops "
                                    "are only played in Pop Out" % (quote_input(s), i + 1, ch))
            i += 1
            if i == len(s):
                raise NotationError("invalid moves %s: the last 'p' names no column"
                                    % quote_input(s))
            ch = s[i]
        col = COLUMN_CHARS.find(ch)
        if col < 0 or col >= width:
            raise NotationError("invalid moves %s: character %d (%r) is not %s"
                                % (quote_input(s), i + 1, ch, _columns_said(width)))
        moves.append(~col if pop else col)
        i += 1
        if len(moves) > limit:
            raise NotationError("invalid moves %s: more than %d moves, the most a game %s"
                                % (quote_input(s), limit, "of Pop Out may hold" if popout
                                   else "on %s can have" % geometry.name))
    return moves


def move_text(move) -> str:
    """The text of one move: ``"3"`` or ``"p3"``."""
    if not isinstance(move, int) or isinstance(move, bool) or not -MAX_WIDTH <= move < MAX_WIDTH:
        raise NotationError("invalid move %r: a drop is a column 0-9, a pop ~column" % (move,))
    if move < 0:
        return "p" + COLUMN_CHARS[~move]
    return COLUMN_CHARS[move]


def moves_text(moves) -> str:
    """The text of a sequence of moves (the inverse of :func:`parse_moves`)."""
    return "".join([move_text(m) for m in moves])
