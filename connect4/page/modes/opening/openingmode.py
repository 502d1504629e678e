"""The opening trainer inside the page's loop: its state slice, opening it, the link, closing."""

from connect4.page.kernel import modes

#: The trainer's bundle (static/mode-opening.bundle), for connect4.page.kernel.lazymodes.
BUNDLE = "opening"
#: The trainer's card heading, where the keyboard goes when it opens.
TITLE = "train-title"
#: The link's values (``?train=red``).
SIDES = ("red", "yellow")
#: Where the progress is saved (the bundle's connect4.page.modes.opening.trainer.STORAGE_KEY).
STORAGE_KEY = "connect4.train.v1"


class OpeningState:
    """The trainer's state on the page (the run and the progress once the bundle is in)."""

    def __init__(self, saved=None):
        self.saved_raw = saved
        self.side = 0
        self.pending = None    # the side to start once the bundle is in
        self.error = None      # why the bundle could not be had
        self.run = None        # connect4.page.modes.opening.trainer.Run
        self.progress = None   # connect4.page.modes.opening.trainer.Progress
        self.scores = {}       # the worker's column scores by position
        self.asked = {}        # open requests: {id: what} (connect4.page.modes.opening.openingrun)
        self.phase = "loading"
        self.feedback = None   # the last answer as a value: right, wrong, done
        self.clicked = None    # a column waiting for its position's scores
        self.tried = None      # the wrong column, shown with its refutation
        self.refutation = []   # the refutation's columns (0-based) after the wrong move
        self.shown = 0         # how many of them the board shows
        self.wrong = None      # the last wrong move's words
        self.alternatives = False  # "Show the alternatives" is open
        self.alt_col = None    # the column whose best line the alternatives show
        self.alt_line = None   # that line (1-7 as text) once the worker gave it

    def saved(self):
        """The progress's JSON to store (the stored text until the bundle is in)."""
        return self.progress.save(self.run) if self.progress is not None else self.saved_raw

    def close(self) -> None:
        self.pending = self.clicked = self.tried = None
        self.refutation, self.shown, self.asked = [], 0, {}


def side_param(value):
    """``(side, None)`` for ``?train=red|yellow``, else ``(None, the message)``.

    >>> side_param("Yellow"), side_param("blue")[1]
    ((1, None), "The link's trainer side 'blue' is not red or yellow: the game is shown instead.")
    """
    v = str(value).strip().lower()
    if v in SIDES:
        return SIDES.index(v), None
    return None, ("The link's trainer side %r is not red or yellow: the game is shown instead."
                  % str(value)[:20])


def open_trainer(state, out, side=None):
    """Show the trainer (the side last trained, or ``side``) once its bundle is in."""
    t = state.opening
    if side is None:
        side = t.progress.side_index() if t.progress is not None else _saved_side(t.saved_raw)
    t.pending = t.side = side
    modes.open_screen(state, out, modes.OPENING, TITLE, BUNDLE, t)


def open_link(state, out, value):
    """``?train=...``: the trainer on that side, or a message and the game."""
    side, problem = side_param(value)
    if problem is not None:
        state.messages.append(problem)
    else:
        open_trainer(state, out, side)



def _saved_side(text):
    return 1 if text and '"side": "yellow"' in text else 0


def link_query(state) -> str:
    """The address while the trainer shows: ``?train=red`` or ``?train=yellow``."""
    return "?train=%s" % SIDES[state.opening.side] if state.mode == modes.OPENING else ""


def leave(state, out):
    """The page leaves the trainer: what it waited for is dropped."""
    state.opening.close()
