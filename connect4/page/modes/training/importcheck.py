"""An imported file's saved parts, read as the page reads them at start, before anything is stored.

The whole file is refused on the first part that fails, so an import is never half applied.
"""

from connect4.page.kernel import persist
from connect4.page.links import linkask
from connect4.page.modes.game.savedstate import read_state
from connect4.page.modes.review.reviewed import REVIEW_KEY, Review
from connect4.training import strictjson
from connect4.training.carry import DAMAGED, ImportRefused

#: The parts kept as JSON, by their key (an embed's own keys end ``.embed``), and their names.
JSON_PARTS = {persist.GAME_KEY: "saved game", REVIEW_KEY: "saved review",
              persist.RATING_KEY: "rating", persist.UI_KEY: "settings",
              persist.MATCH_KEY: "match set-up", persist.PUZZLES_KEY: "puzzles' progress",
              persist.TRAIN_KEY: "opening trainer's progress", persist.STORM_KEY: "Storm record",
              persist.TRAINING_KEY: "training schedule", persist.BOARDS_KEY: "game on another board"}
#: The on/off switches, and their names.
SWITCHES = {persist.THREATS_KEY: "Threats switch", persist.COACH_KEY: "coach's switch"}


def _base(key: str) -> str:
    embed = linkask.storage_key("", True)
    return key[:-len(embed)] if key.endswith(embed) else key


def _rating(data) -> None:
    """The rating's numbers, as connect4.page.modes.rating.rating takes them (another bundle's)."""
    rating, rd = data.get("rating"), data.get("rd")
    for x in (rating, rd):
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise ValueError("its rating is not a number")
    if not (0 < rd <= 1000 and -2000 < rating < 6000):
        raise ValueError("its rating is out of range")
    if not isinstance(data.get("history", []), list):
        raise ValueError("its history is not a list")


def _part(base: str, text: str) -> None:
    """Nothing if the part ``base`` (its key) reads back; else ``ValueError`` saying why."""
    if base in SWITCHES:
        if text not in ("0", "1"):
            raise ValueError("it is not on or off")
        return
    if base not in JSON_PARTS:
        return  # the hints' view and parts of later versions: read as text, any text works
    data = strictjson.loads(text)
    if base == persist.GAME_KEY:
        read_state(data)
    elif base == REVIEW_KEY:
        Review().restore(data)
    elif not isinstance(data, dict):
        raise ValueError("it is not a record")
    elif base == persist.RATING_KEY:
        _rating(data)


def check(storage: dict) -> None:
    """Nothing if every saved part of ``storage`` (``{key: text}``, carry.read's) reads back
    as the page reads it; else :class:`ImportRefused` naming the part and why."""
    for key in sorted(storage):
        base = _base(key)
        try:
            _part(base, storage[key])
        except ValueError as exc:  # strictjson's, the checks' (Connect4Error is one)
            name = JSON_PARTS.get(base) or SWITCHES.get(base) or key[:40]
            raise ImportRefused(DAMAGED, "its %s cannot be read: %s" % (name, str(exc)[:120])) from None
