"""The player's rating as the page's image holds it: the saved part and the games not yet counted.

Until the bundle is in, the games wait in :attr:`RatingSlot.pending`, saved: a reload loses none.

>>> slot = RatingSlot()
>>> slot.record(3, 1.0, True)
>>> slot.wanted(), slot.to_json()["pending"]
(True, [[3, 1.0, True]])
"""

from connect4.page.kernel import lazymodes

#: The rating's bundle (static/mode-rating.bundle, connect4.page.kernel.lazymodes).
BUNDLE = "rating"
#: A new player's rating and RD (between levels 2 and 3 on the ladder's scale).
START = (1200.0, 350.0)
#: The card's line before the first rated game.
NO_GAMES = "No rated game yet: play a level from the empty board without undo or hints."
#: Said while the bundle is on its way (a saved rating, or a game just finished).
LOADING = "Your rating is loading…"
#: Said when the saved part cannot be read (it starts again).
UNREADABLE = "Your saved rating could not be read and starts again."


class RatingSlot:
    """Where the game keeps its rating: the model once its bundle is in, else what it will need."""

    def __init__(self):
        self.model = None     # connect4.page.modes.rating.rating.PlayerRating, once the bundle is in
        self.saved = None     # the saved part as read (a dict), until then
        self.pending = []     # finished games ``[level, score, rated]`` not counted yet
        self.described = []   # players.json's levels (their measured ratings)
        self.failed = False   # the bundle could not be had: not asked again until a reload

    def restore(self, saved) -> bool:
        """Keep a saved part (checked when the model takes it); False if it is not an object."""
        if not isinstance(saved, dict):
            return False
        self.saved = saved
        return True

    def set_levels_from(self, described) -> None:
        """players.json's levels, which carry each level's measured rating."""
        self.described = list(described)
        if self.model is not None:
            self.model.set_levels_from(self.described)

    def record(self, level, score, rated) -> None:
        """A finished game against ``level``: counted now, or once the model is in."""
        if self.model is not None:
            self.model.record(level, score, rated)
        else:
            self.pending.append([level, score, rated])

    def wanted(self) -> bool:
        """True when there is a rating to show and the model is not in yet."""
        if self.model is not None or self.failed:
            return False
        saved = self.saved or {}
        return bool(self.pending or saved.get("history") or saved.get("unrated")
                    or saved.get("pending"))

    def attach(self, model) -> bool:
        """The bundle is in: ``model`` (a fresh PlayerRating) takes the saved part and the
        games played meanwhile; False if the saved part could not be read (it starts again)."""
        model.set_levels_from(self.described)
        saved, games = self.saved, list(self.pending)
        ok = saved is None or model.restore(saved)
        if ok and saved is not None and isinstance(saved.get("pending"), list):
            games = saved["pending"] + games  # played before a reload, then here
        for game in games:
            try:
                model.record(int(game[0]), float(game[1]), bool(game[2]))
            except (TypeError, ValueError, IndexError):
                ok = False
        self.model, self.saved, self.pending = model, None, []
        return ok

    def to_json(self) -> dict:
        """The saved part: the model's, or the part read and the games not counted yet."""
        if self.model is not None:
            return self.model.to_json()
        out = dict(self.saved or {"v": 1, "rating": START[0], "rd": START[1],
                                  "history": [], "unrated": 0})
        if self.pending:
            out["pending"] = list(out.get("pending") or []) + self.pending
        return out


def level_number(spec):
    """The level a player key names (``"level3"`` -> 3), else ``None``.

    >>> level_number("level3"), level_number("minimax:depth=2"), level_number("human")
    (3, None, None)
    """
    if spec and spec.startswith("level") and spec[5:].isdigit():
        return int(spec[5:])
    return None


def follow(state, out) -> None:
    """After every update: fetch the rating's bundle once there is a rating to show."""
    if state.game.rating.wanted():
        lazymodes.fetch(state, out, BUNDLE)


def bundle_failed(state, out, words) -> None:
    """The bundle could not be had: the games stay saved in the slot; said once."""
    state.game.rating.failed = True
    state.messages.append(words)
    out.draw = True
