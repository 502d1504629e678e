"""Carrying progress: one JSON file with a version; its export, and an import that refuses a bad file.

The file (docs/training.md, "The progress file")::

    {"app": "connect4", "kind": "progress", "version": 1, "exported": "YYYY-MM-DD",
     "storage": {localStorage key: text}, "records": {"bank": [...], "games": [...]}}

:func:`build` writes it from the page's ``localStorage`` (only the keys
starting ``connect4.``) and its stored records; :func:`read` gives back what
to store, or refuses the file with an :class:`ImportRefused` whose message
says why in plain words: damaged, foreign or newer.  :func:`read` changes
nothing: the page applies only what it returned, all at once, so a refused
import leaves everything stored as it was.  Importable by MicroPython.

>>> text = build({"connect4.puzzles": "{}", "other": "x"}, {"bank": [], "games": []}, "2026-11-27")
>>> read(text)
({'connect4.puzzles': '{}'}, {'bank': [], 'games': []})
>>> file_name("2026-11-27")
'connect4-progress-2026-11-27.json'
"""

import json

from connect4.board import parse_position
from connect4.errors import Connect4Error, quote_input
from connect4.training import strictjson
from connect4.training.bank import Bank

APP = "connect4"
KIND = "progress"
#: The file's version: a file with a higher one is refused as newer.
VERSION = 1
#: The localStorage keys that are the page's (the rest are another page's of the same site).
KEY_PREFIX = "connect4."
#: The stored records' stores, and the field that keys each store's records.
STORES = (("bank", "key"), ("games", "id"))
#: The largest file read (characters, or bytes before decoding): a year of daily games
#: and their reviews is under 2 MB; the page's MicroPython holds the parsed file at once.
MAX_CHARS = 8000000

#: The reasons, one per kind of refused file.
DAMAGED = "damaged"
FOREIGN = "foreign"
NEWER = "newer"
_WORDS = {
    DAMAGED: "This progress file is damaged (%s), so nothing was imported.",
    FOREIGN: "This is not a Connect 4 progress file, so nothing was imported.",
    NEWER: ("This progress file was made by a newer version of this page: reload the page "
            "to update it, then import the file again. Nothing was imported."),
}


class ImportRefused(Connect4Error):
    """A progress file refused: ``kind`` is :data:`DAMAGED`, :data:`FOREIGN` or
    :data:`NEWER`; the message says why in plain words."""

    def __init__(self, kind, detail=""):
        words = _WORDS[kind] % detail if kind == DAMAGED else _WORDS[kind]
        super().__init__(words)
        self.kind = kind
        self.detail = detail


def file_name(today: str) -> str:
    """The download's file name: ``connect4-progress-YYYY-MM-DD.json``."""
    return "connect4-progress-%s.json" % today


def build(storage: dict, records: dict, today: str) -> str:
    """The progress file's text: ``storage``'s ``connect4.`` keys (text values) and
    ``records``' stores (``{"bank": [...], "games": [...]}``), exported ``today``."""
    kept = {}
    for key in sorted(storage):
        if key.startswith(KEY_PREFIX) and isinstance(storage[key], str):
            kept[key] = storage[key]
    stores = {}
    for store, _ in STORES:
        stores[store] = list(records.get(store) or [])
    return json.dumps({"app": APP, "kind": KIND, "version": VERSION, "exported": today,
                       "storage": kept, "records": stores})


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_records(records) -> dict:
    if not isinstance(records, dict):
        raise ImportRefused(DAMAGED, "its records are not a list of stores")
    out = {}
    for store, key in STORES:
        items = records.get(store)
        if not isinstance(items, list):
            raise ImportRefused(DAMAGED, "the %s records are missing" % store)
        for item in items:
            if not isinstance(item, dict):
                raise ImportRefused(DAMAGED, "a %s record is not a record" % store)
            if not (_is_int(item.get(key)) if store == "bank" else isinstance(item.get(key), str)):
                raise ImportRefused(DAMAGED, "a %s record has no %s" % (store, key))
            if store == "games":
                _check_game(item)
        if store == "bank" and Bank.from_records(items).dropped:
            # the bank's own checks: a position, its accepted columns, its counts
            raise ImportRefused(DAMAGED, "a mistake in it is not one the page can play")
        out[store] = items
    return out


def _check_game(item) -> None:
    """A game record's moves are a game the rules allow, its review no longer than they are
    (the background review checks each judged move as it loads them)."""
    moves, reviewed, judged = item.get("moves"), item.get("reviewed"), item.get("records")
    why = None
    if not isinstance(moves, str) or not moves:
        why = "has no moves"
    else:
        try:
            parse_position(moves)
        except ValueError:  # connect4.errors: a move past a full column, after the end...
            why = "is not a game the rules allow"
    if why is None and not (_is_int(reviewed) and 0 <= reviewed <= len(moves)
                            and isinstance(judged, list) and len(judged) == reviewed):
        why = "has a review that does not match its moves"
    if why is not None:
        raise ImportRefused(DAMAGED, "a game in it %s" % why)


#: Why a file is refused before it is read (the page's reader says these too).
NOT_UTF8 = "it is not UTF-8 text"


def too_large() -> str:
    return "it is larger than %d MB" % (MAX_CHARS // 1000000)


def _text(data) -> str:
    """The file's text: ``str``, or ``bytes`` that must be UTF-8 (as the format says)."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_CHARS:
            raise ImportRefused(DAMAGED, too_large())
        try:
            return bytes(data).decode("utf-8")
        except UnicodeError:
            raise ImportRefused(DAMAGED, NOT_UTF8) from None
    if not isinstance(data, str):
        raise ImportRefused(DAMAGED, "it is not JSON text")
    if len(data) > MAX_CHARS:
        raise ImportRefused(DAMAGED, too_large())
    return data


def read(text) -> tuple:
    """``(storage, records)`` of a progress file's text: what the page stores in
    place of its own (storage only the ``connect4.`` keys).  Pure: nothing is
    changed, whatever the file.  ``text`` may be the file's bytes (UTF-8).  The text
    must be JSON as the format defines it (:mod:`connect4.training.strictjson`: the
    page's MicroPython alone let a stray colon through).

    :raises ImportRefused: the file is damaged (not JSON, too large, a field missing
        or of the wrong type, a game the rules do not allow), foreign (not this
        app's progress) or newer (version > 1).
    """
    text = _text(text)
    try:
        data = strictjson.loads(text)
    except ValueError as exc:
        raise ImportRefused(DAMAGED, "it is not JSON text: %s" % exc) from None
    if not isinstance(data, dict):
        raise ImportRefused(FOREIGN)
    if data.get("app") != APP or data.get("kind") != KIND:
        raise ImportRefused(FOREIGN)
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise ImportRefused(DAMAGED, "its version is not a number from 1")
    if version > VERSION:
        raise ImportRefused(NEWER)
    if not isinstance(data.get("exported"), str):
        raise ImportRefused(DAMAGED, "it has no export date")
    storage = data.get("storage")
    if not isinstance(storage, dict):
        raise ImportRefused(DAMAGED, "its saved settings are missing")
    kept = {}
    for key in storage:
        value = storage[key]
        if not isinstance(value, str):
            raise ImportRefused(DAMAGED, "the saved part %s is not text" % quote_input(key, 40))
        if key.startswith(KEY_PREFIX):
            kept[key] = value
    return kept, _check_records(data.get("records"))
