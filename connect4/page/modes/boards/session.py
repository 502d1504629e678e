"""The game on another board as the page keeps it: size, variant, players, moves; saved and linked."""

import json

from connect4.errors import Connect4Error
from connect4.page.modes.game.settings import HUMAN
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.levels import level_specs
from connect4.variants.notation import parse_size

#: The variants: Connect 4 on the chosen size, five in a row (on 9x6 only), Pop Out.
FOUR, FIVE, POPOUT = "", "five", "popout"
VARIANTS = (FOUR, FIVE, POPOUT)
#: Five in a row's board (the commercial "5-in-a-row"'s).
FIVE_SIZE = (9, 6)
#: The board the mode opens on when nothing is saved, and the one a bad save gives way to.
FIRST_SIZE = (8, 7)
#: Who plays at first: the reader against Level 2.
FIRST_PLAYERS = (HUMAN, "level2")
#: The saved game's format.
VERSION = 1


def players_offered() -> list:
    """Who may play a colour: a person, the levels 1-6, the perfect (or strongest) level."""
    return [HUMAN] + level_specs()


class Session:
    """A game on one board and variant, with its players (``[red, yellow]``)."""

    def __init__(self, width, height, variant=FOUR, players=FIRST_PLAYERS, moves=""):
        if variant not in VARIANTS:
            raise ValueError("unknown variant %r" % str(variant)[:20])
        if variant == FIVE:
            width, height = FIVE_SIZE
        self.variant = variant
        self.geometry = Geometry(width, height, 5 if variant == FIVE else 4)
        self.game = VariantGame.from_text(self.geometry, moves, variant == POPOUT)
        for who in players:
            if who not in players_offered():
                raise ValueError("unknown player %r" % str(who)[:20])
        self.players = list(players)
        #: The mode shows (saved, so a reload opens it again).
        self.open = True

    @property
    def size(self) -> str:
        return self.geometry.name

    @property
    def popout(self) -> bool:
        return self.variant == POPOUT

    def key(self) -> str:
        """The position with its board, e.g. ``"8x7|popout|44p4"`` (requests' and hints' key)."""
        return "%s|%s|%s" % (self.size, self.variant, self.game.text())

    def spec_to_move(self):
        """The AI spec of the colour to move, or None (a person's turn, or the game is over)."""
        if self.game.is_over():
            return None
        who = self.players[self.game.turn]
        return None if who == HUMAN else who

    def request(self, op, rid, **extra) -> dict:
        """The full engine's request (``vthink``, ``vhint``) for the position."""
        req = {"op": op, "id": rid, "size": self.size, "connect": self.geometry.connect,
               "popout": self.popout, "moves": self.game.text(), "key": self.key()}
        req.update(extra)
        return req

    def undo(self) -> int:
        """Take back the last move, and the AI's before it; returns how many were taken back."""
        g = self.game
        n = 0
        while g.moves and (n == 0 or (self.spec_to_move() is not None and HUMAN in self.players)):
            g.undo()
            n += 1
        return n

    def restarted(self, width=None, height=None, variant=None) -> "Session":
        """A new game with these players, on another board or variant if given."""
        w = self.geometry.width if width is None else width
        h = self.geometry.height if height is None else height
        v = self.variant if variant is None else variant
        if v != FIVE and self.variant == FIVE and width is None and variant is not None:
            w, h = FIVE_SIZE  # from five in a row to Connect 4 or Pop Out: its board stays
        return Session(w, h, v, self.players)

    # -- the link and the save ------------------------------------------------------------
    def link_query(self) -> str:
        """``?size=8x7[&variant=popout][&moves=445]``: reopens this game."""
        q = "?size=%s" % self.size
        if self.variant:
            q += "&variant=%s" % self.variant
        if self.game.moves:
            q += "&moves=%s" % self.game.text()
        return q

    def save(self, hints=False) -> str:
        return json.dumps({"v": VERSION, "size": self.size, "variant": self.variant,
                           "moves": self.game.text(), "players": self.players,
                           "hints": bool(hints), "open": self.open})


def from_saved(text):
    """``(session, hints on)`` from the saved JSON; ValueError with the game's words if it is bad."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise ValueError("not a saved game of this version")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ValueError("no players")
    moves = data.get("moves")
    if not isinstance(moves, str):
        raise ValueError("no moves")
    try:
        width, height = parse_size(data.get("size"))
        return Session(width, height, data.get("variant"), players, moves), data.get("hints") is True
    except Connect4Error as e:  # SizeError, NotationError, IllegalMoveError
        raise ValueError(str(e)) from None


def from_link(link, saved=None):
    """``(session or None, problem or None)`` for the link's ``size``, ``variant`` and ``moves``
    (``saved`` gives the players, and its moves when the link names its board without any).

    >>> print(from_link({"size": "3x99"})[1])  # doctest: +NORMALIZE_WHITESPACE
    The link's board could not be opened (size 3x99: columns must be 4 to 10 and rows 4 to 8):
    the 7x6 game is shown instead.
    >>> from_link({"variant": "popout"})[0].key()
    '7x6|popout|'
    """
    variant = str(link.get("variant", "")).strip().lower()
    if variant not in (FIVE, POPOUT) and "variant" in link:
        return None, ("The link's variant %r is not five or popout: the 7x6 game is shown instead."
                      % str(link["variant"])[:20])
    moves = link.get("moves", "")
    try:
        width, height = parse_size(link["size"]) if "size" in link else (7, 6)
        if variant == FIVE and "size" in link and (width, height) != FIVE_SIZE:
            return None, ("Five in a row is played on 9x6, not %dx%d: the 7x6 game is shown instead."
                          % (width, height))
        players = saved.players if saved is not None else FIRST_PLAYERS
        session = Session(width, height, variant, players)
        if (not moves and saved is not None and saved.size == session.size
                and saved.variant == variant):
            return saved, None
        return Session(width, height, variant, players, moves), None
    except Connect4Error as e:  # the size or the moves: the engine's own words
        return None, "The link's board could not be opened (%s): the 7x6 game is shown instead." % e
