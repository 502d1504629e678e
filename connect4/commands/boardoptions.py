"""The commands' choice of board: ``--size WxH`` and ``--variant five|popout``, and what needs 7x6.

One interface for play, analyze, arena and the ladder:

- ``--size WxH``: 4 to 10 columns of 4 to 8 rows (default 7x6);
- ``--variant five``: five in a row on 9x6, the commercial board (``--size``
  may only say 9x6);
- ``--variant popout``: Pop Out on the chosen size (7x6 by default).

7x6 without a variant (``--size 7x6`` included) is the classic game: the
commands run exactly as they always have and this module is not asked for
more than :func:`wants_variant`.  Any other choice is a :class:`BoardChoice`,
played by connect4.variants; the options built on 7x6's tables (the opening
book, the 12-disc database, the coach, ...) then get a message saying they
need 7x6 (:func:`refuse_7x6_options`).  Nothing of connect4.variants is
imported until a command is given ``--size`` or ``--variant``: every
command's start-up stays as it was.

>>> class A: size, variant = "8x7", None
>>> wants_variant(A), board_choice(A).title
(True, '8x7')
>>> A.size, A.variant = " 7X6 ", None
>>> wants_variant(A)
False
"""

from connect4.errors import Connect4Error

FIVE, POPOUT = "five", "popout"
VARIANTS = (FIVE, POPOUT)
#: Five in a row's board (the commercial 5-in-a-row game's).
FIVE_SIZE = (9, 6)


def add_board_arguments(parser, what="the game") -> None:
    """Register ``--size`` and ``--variant`` on a command's parser."""
    parser.add_argument("--size", default=None, metavar="WxH",
                        help="play %s on W columns of H rows, 4x4 to 10x8 (default 7x6)" % what)
    parser.add_argument("--variant", default=None, choices=VARIANTS,
                        help="five: five in a row on 9x6; popout: Pop Out (a move drops a disc or "
                             "pops one of yours from the bottom) on --size")


class BoardChoice:
    """A board other than the classic 7x6: its geometry, Pop Out or not, its name and known result."""

    def __init__(self, geometry, popout=False):
        # the variants' modules load only when a command is given another board
        from connect4.variants.results import known_result, variant_result

        self.geometry = geometry
        self.popout = bool(popout)
        if popout:
            self.title = "Pop Out on %s" % geometry.name
            self.known = variant_result("pop-out")
        elif geometry.connect == 5:
            self.title = "five in a row on %s" % geometry.name
            self.known = variant_result("five-in-a-row-9x6")
        else:
            self.title = geometry.name
            self.known = known_result(geometry.width, geometry.height)

    def known_line(self) -> str:
        """``"known result with perfect play: Draw; source: John Tromp's table (https://...)"``."""
        return "known result with perfect play: %s; source: %s" % self.known


def wants_variant(args) -> bool:
    """True unless the options name the classic 7x6 game (a bad ``--size`` is a variant's
    error, said by :func:`board_choice`)."""
    if getattr(args, "variant", None) is not None:
        return True
    size = getattr(args, "size", None)
    if size is None:
        return False
    # the variants' modules load only when a command is given a size (the classic start-up as before)
    from connect4.variants.geometry import SizeError
    from connect4.variants.notation import parse_size  # (as the line above)

    try:
        return parse_size(size) != (7, 6)
    except SizeError:
        return True


def board_choice(args) -> BoardChoice:
    """The board the options name.

    :raises SizeError: a size outside 4x4-10x8, or not written WxH.
    :raises Connect4Error: five in a row on another size than 9x6.
    """
    # the variants' modules load only when a command is given another board
    from connect4.variants.geometry import Geometry
    from connect4.variants.notation import parse_size  # (as the line above)

    size = parse_size(args.size) if args.size is not None else None
    if args.variant == FIVE:
        if size is not None and size != FIVE_SIZE:
            raise Connect4Error("five in a row is played on 9x6 (the commercial board), not %dx%d: "
                                "leave out --size" % size)
        return BoardChoice(Geometry(FIVE_SIZE[0], FIVE_SIZE[1], 5))
    width, height = size or (7, 6)
    return BoardChoice(Geometry(width, height), popout=args.variant == POPOUT)


def add_7x6_only_arguments(parser, why) -> None:
    """Register ``--size`` and ``--variant`` on a command that plays only 7x6 (it refuses others,
    :func:`other_board_message`, rather than not knowing the options)."""
    parser.add_argument("--size", default=None, metavar="WxH", help="7x6 only: %s" % why)
    parser.add_argument("--variant", default=None, choices=VARIANTS, help="none: %s" % why)


def other_board_message(args, command, why):
    """The error of a 7x6-only command asked for another board, or ``None`` on 7x6.

    >>> class A: size, variant = "8x7", None
    >>> other_board_message(A, "review", "its solver is 7x6's")
    "review needs the 7x6 board without a variant: its solver is 7x6's"
    """
    if not wants_variant(args):
        return None
    return "%s needs the 7x6 board without a variant: %s" % (command, why)


def refuse_7x6_options(args, options) -> None:
    """Raise if any of ``options`` (``{dest: (flag, what it is)}``) was given on another board.

    :raises Connect4Error: e.g. ``--coach needs the 7x6 board: the coach is built on 7x6's solver``.
    """
    for dest, (flag, why) in options.items():
        value = getattr(args, dest, None)
        if value not in (None, False, [], ""):
            raise Connect4Error("%s needs the 7x6 board without a variant: %s" % (flag, why))
