"""Other boards inside the page's loop: the state slice, opening the mode, the link, closing."""

from connect4.page.kernel import modes

#: The mode's bundle (static/mode-boards.bundle), for connect4.page.kernel.lazymodes.
BUNDLE = "boards"
#: The card's heading, where the keyboard goes when the mode opens.
TITLE = "boards-title"
#: The link's parameters: the size, the variant, the moves.
SIZE, VARIANT, MOVES = "size", "variant", "moves"


class BoardsState:
    """The mode's state on the page (the game itself once the bundle is in)."""

    def __init__(self, saved=None):
        self.saved_raw = saved
        self.pending = None    # what to open once the bundle is in: ("resume",) or ("link", params)
        self.error = None      # why the bundle could not be had
        self.phase = "loading"
        self.session = None    # connect4.page.modes.boards.session.Session, once the bundle is in
        self.asked = {}        # open requests: {id: (kind, the position's key)}
        self.hints = {}        # exact hints by the position's key: {move text: score} or None
        self.hints_on = False

    def saved(self):
        """The game's JSON to store (the stored text until the bundle is in)."""
        return self.session.save(self.hints_on) if self.session is not None else self.saved_raw

    def was_open(self) -> bool:
        """True when the mode showed as the page was left (it opens again)."""
        return bool(self.saved_raw) and '"open": true' in self.saved_raw

    def close(self) -> None:
        self.pending = None
        self.asked = {}
        if self.session is not None:
            self.session.open = False
        elif self.was_open():  # the bundle never came (offline): the stored text says closed
            self.saved_raw = self.saved_raw.replace('"open": true', '"open": false')


def wanted(params) -> bool:
    """True when the link asks for another board (``?size=`` or ``?variant=``)."""
    return SIZE in params or VARIANT in params


def open_boards(state, out, link=None):
    """Show the mode: the saved game (``link`` None) or the link's, once the bundle is in."""
    b = state.boards
    b.pending = ("resume",) if link is None else ("link", link)
    modes.open_screen(state, out, modes.BOARDS, TITLE, BUNDLE, b)


def open_link(state, out, params):
    """``?size=8x7&variant=popout&moves=...``: the mode on that board (checked by the bundle)."""
    open_boards(state, out, {k: params[k] for k in (SIZE, VARIANT, MOVES) if k in params})



def link_query(state) -> str:
    """The address while the mode shows its game: ``?size=8x7[&variant=popout][&moves=...]``
    (while the bundle comes, "": the address keeps the link that opened the mode)."""
    s = state.boards.session
    return s.link_query() if state.mode == modes.BOARDS and s is not None else ""
