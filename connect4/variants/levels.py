"""The levels' names on any board and where the perfect level is exact (no search here).

The page's main thread labels its menus with these before the AI's modules
are wanted (connect4.variants.players plays them, in the full engine).

>>> from connect4.variants.geometry import Geometry
>>> level_label("level3", Geometry(8, 7)), level_label("perfect", Geometry(5, 4))
('Level 3 · Casual', 'Level 7 · Perfect')
>>> level_label("perfect", Geometry(8, 7))
'Level 7 · Strongest (not perfect on 8x7)'
"""

from connect4.errors import PlayerSpecError, is_digits

LEVEL_LABELS = ("Beginner", "Novice", "Casual", "Club", "Strong", "Expert", "Perfect")
#: The boards on which the perfect level (and the hints) are exact: its first move from the
#: empty board takes at most about 3 s in the full engine (Pyodide; docs/board-sizes.md,
#: "Where perfect play ends").  Sizes, not a cell count: 4x6 takes 2.9 s, 6x4 with as many
#: cells 4.1 s, 5x5 5.4 s, 4x7 6.7 s.  Four or five in a row alike (five is faster).
EXACT_SIZES = ("4x4", "5x4", "4x5", "4x6")
#: ``analyze`` on the command line (CPython, about 3.5x faster than Pyodide) is exact on
#: these too: 6x4's first move takes 1.3 s there, 5x5's 1.4 s (docs/board-sizes.md).
COMMAND_LINE_EXACT_SIZES = EXACT_SIZES + ("6x4", "5x5")


def level_specs() -> list:
    """The specs of the levels, easiest first."""
    return ["level%d" % i for i in range(1, 7)] + ["perfect"]


def perfect_is_exact(geometry, popout=False, sizes=EXACT_SIZES) -> bool:
    """True where the perfect level (and the hints) play exactly: drops only, the boards of
    ``sizes`` (the browser's, :data:`EXACT_SIZES`, unless said)."""
    return not popout and geometry.name in sizes


def exact_sizes_text() -> str:
    """The exact boards in words, for a page that says where perfect play ends.

    >>> exact_sizes_text()
    '4x4, 5x4, 4x5 and 4x6'
    """
    return ", ".join(EXACT_SIZES[:-1]) + " and " + EXACT_SIZES[-1]


def level_number(spec) -> int:
    """The level a spec names: 1-6, or 7 for "perfect"."""
    text = str(spec).strip().lower().replace(" ", "")
    if text == "perfect":
        return 7
    if text.startswith("level"):
        text = text[5:]
    if is_digits(text) and 1 <= int(text) <= 7:
        return int(text)
    raise PlayerSpecError("unknown level %r: the levels are 1-6 and perfect" % str(spec)[:20])


def level_label(spec, geometry, popout=False) -> str:
    """The level's label: "Level 3 · Casual", or the strongest level's honest name."""
    n = level_number(spec)
    if n == 7 and not perfect_is_exact(geometry, popout):
        where = "in Pop Out" if popout else "on %s" % geometry.name
        return "Level 7 · Strongest (not perfect %s)" % where
    return "Level %d · %s" % (n, LEVEL_LABELS[n - 1])
