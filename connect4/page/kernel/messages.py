"""The page's error and notice messages: one sentence each, closable, per game.

>>> m = Messages()
>>> m.append("the link could not be opened: 'x' is not a column")
>>> m.append("Hints failed: timeout.")
>>> m.items()
["The link could not be opened: 'x' is not a column.", 'Hints failed: timeout.']
>>> m.dismiss(0); m.items()
['Hints failed: timeout.']
"""

#: At most this many messages stay on screen (the oldest go first).
MAX_SHOWN = 3


def sentence(text):
    """``text`` as one sentence: trimmed, capitalised, ending with a full stop.

    >>> sentence("  bad link "), sentence("Why?"), sentence("done.")
    ('Bad link.', 'Why?', 'Done.')
    """
    t = " ".join(str(text).split())
    if not t:
        return ""
    t = t[0].upper() + t[1:]
    if t[-1] not in ".!?…":
        t += "."
    return t


class Messages:
    """The messages on screen, oldest first; a list-like ``append``."""

    def __init__(self):
        self._items = []

    def append(self, text):
        """Add one message (a repeat of one shown already is not added twice)."""
        t = sentence(text)
        if t and t not in self._items:
            self._items.append(t)
            del self._items[:-MAX_SHOWN]

    def extend(self, texts):
        for t in texts:
            self.append(t)

    def dismiss(self, index):
        """Close the message at ``index`` (an index from :meth:`items`; ignored if gone)."""
        if 0 <= index < len(self._items):
            del self._items[index]

    def clear(self):
        """A new game: the old messages are about the old one."""
        self._items = []

    def items(self):
        return list(self._items)

    def __len__(self):
        return len(self._items)
