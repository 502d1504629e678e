"""A mode of the page as one record: what the kernel knows of it, and nothing else.

Updates are named ``"module.function"``, so a record costs no import.
"""

#: What a mode is to the page: the game itself; a screen that owns the board (one at a
#: time); an overlay drawn over a screen; a watcher of the game; a card beside the board.
GAME, SCREEN, OVERLAY, WATCHER, CARD = "game", "screen", "overlay", "watcher", "card"


class Mode:
    """One mode: ``name`` is its folder's, its bundle's and its view's name."""

    def __init__(self, name, kind, image=(), bundle=(), screens=None, needs=None, view=None,
                 fetched=None, ready=None, failed=None, lost=(), close=None, follow=None,
                 idle=False, link=None, board=False, view_at_start=False, package=None,
                 state=None, slice=None, buttons=(), card=None, opens=None, shows=None,
                 opener=None):
        self.name = name
        #: Where its modules are (``module`` in a reference is ``<package>.module``).
        self.package = "connect4.page.modes." + name if package is None else package
        self.kind = kind
        #: Its state slice: the class ``"module.Class"`` made with the page's state, and
        #: its attribute there (by default the mode's name).
        self.state = state
        self.slice = name if slice is None else slice
        #: Its buttons: ``(element id, "module.update")`` pairs; its card (a ``<details>``
        #: selector) whose opening runs ``opens`` (by default: its bundle fetched).
        self.buttons = tuple(buttons)
        self.card, self.opens = card, opens
        #: A screen's Close (connect4.page.kernel.modes.close) focuses this control's id.
        self.opener = opener
        #: Its modules in the page's image and in its bundle (packed by the builder, its view
        #: last); each may hold the tables REPLIES and TIMERS.
        self.image = tuple(image)
        self.bundle = tuple(bundle)
        #: The values of ``state.mode`` it shows (a screen; puzzles and practice share one).
        self.screens = tuple(screens) if screens is not None else (
            (name,) if kind == SCREEN else ())
        #: A bundle installed first (its modules import it), or None.
        self.needs = needs
        #: Its view's module (``view``: the folder's view.py), whose ``view(page)`` is built
        #: once the bundle is in, or as the page starts (``view_at_start``: in the page's image).
        self.view = view
        self.view_at_start = view_at_start
        #: Its bundle (``static/mode-<name>.bundle``) is fetched on demand.
        self.fetched = bool(self.bundle or (view and not view_at_start)) if fetched is None \
            else fetched
        #: Updates ``"module.function"``: bundle in, failed (``words``; none: lazymodes's
        #: default), workers lost, leaving its screen, after each update (``idle``: after its
        #: requests are asked), the address while it shows ``(state)``.
        self.ready, self.failed, self.close, self.follow = ready, failed, close, follow
        self.lost = (lost,) if isinstance(lost, str) else tuple(lost)
        self.idle = idle
        self.link = link
        #: ``"module.function"``: the position it shows on the game's board, else None.
        self.shows = shows
        #: Its view takes the board's clicks while it shows (an overlay: while open).
        self.board = board

    def __repr__(self):
        return "Mode(%r)" % self.name
