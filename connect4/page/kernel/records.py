"""The stored records as the page knows them: what each store holds, and a storage problem said once.

IndexedDB's records (static/idb.js) are written one at a time, so a second tab never overwrites
another's; a refused write is said once, with what is still kept.

>>> r = Records()
>>> r.loaded(GAMES, ["a", "b"]); r.added(GAMES, "b"); r.added(BANK, "k")
>>> r.count(GAMES), r.count(BANK), still_kept(r)
(2, 1, 'the 2 games and 1 mistake kept so far stay')
"""

#: The stores (static/idb.js's).
GAMES, BANK = "games", "bank"
#: The name of the error a full storage gives (the quota).
FULL = "QuotaExceededError"


class Records:
    """The stored records' part of the page's state."""

    def __init__(self):
        self.keys = {}  # store -> the keys known kept there (loaded, or put since)
        self.problem = None  # the first refused put's words (said once), or None
        self.unread = None  # why a load was refused (not said), or None

    def loaded(self, store, keys) -> None:
        """The keys a load of ``store`` found."""
        self.keys.setdefault(store, set()).update(keys)

    def added(self, store, key) -> None:
        """A record put under ``key`` (kept unless the browser refuses it: :func:`put_failed`)."""
        self.keys.setdefault(store, set()).add(key)

    def count(self, store) -> int:
        return len(self.keys.get(store, ()))


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, plural unless n is 1: ``"1 game"``, ``"0 mistakes"``."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def still_kept(records) -> str:
    """What is still kept, in words: ``"the 3 games and 5 mistakes kept so far stay"``."""
    games, bank = records.count(GAMES), records.count(BANK)
    if not games and not bank:
        return "nothing was kept before"
    parts = [plural(n, w) for n, w in ((games, "game"), (bank, "mistake")) if n]
    return "the %s kept so far stay" % " and ".join(parts)


def problem_text(words, records) -> str:
    """The sentence for a refusal ``words`` (``"Name: message"``).

    >>> problem_text("QuotaExceededError: quota", Records())[:72]
    "The browser's storage is full: new games and mistakes are not kept, noth"
    """
    if str(words).startswith(FULL):
        return ("The browser's storage is full: new games and mistakes are not kept, %s (%s). "
                "Space freed in the browser's settings lets the page keep them again."
                % (still_kept(records), words))
    return ("The browser does not let the page keep your games and mistakes here (a private "
            "window?): they last until the page closes (%s)." % words)


def _slice(state):
    if state.records is None:  # (a write before the slice: cannot happen, but say it)
        state.records = Records()
    return state.records


def put_failed(state, out, store, words) -> None:
    """A put into ``store`` was refused (``words``: the error's name and message): said once."""
    r = _slice(state)
    if r.problem is None:
        r.problem = words
        state.messages.append(problem_text(words, r))
        out.draw = True


def load_failed(state, out, store, words) -> None:
    """A load of ``store`` was refused: kept, not said (the first refused put says the problem)."""
    _slice(state).unread = words
