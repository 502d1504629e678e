"""The address bar follows the game: its link is always the position, Back steps back.

A human's move pushes a history entry and the AI's answer replaces it; an embed never touches
the address.  An entry keeps its index in ``history.state``, so a reload resumes the saved game.

>>> a = Address(embed=False)
>>> a.follow("", "?pos=", (0,)), a.follow("4", "?pos=4", (0,)), a.follow("44", "?pos=44", (0,))
(('replace', 0), ('push', 1), ('replace', 1))
>>> a.follow("", "?pos=", (0,))
('back', 0)
"""

PUSH = "push"
REPLACE = "replace"
BACK = "back"
FORWARD = "forward"

#: The key of the page's entries in ``history.state``.
STATE_KEY = "c4"


class Address:
    """The history entries this page wrote: ``entries[index] = (position, query)``."""

    def __init__(self, embed=False, index=0):
        self.embed = embed
        self.index = index
        self.entries = {}

    def follow(self, pos, query, humans):
        """``(action, index)`` for the game now at ``pos`` with the share link ``query``, or None
        to leave the address (``humans``: the colours a human plays)."""
        if self.embed:
            return None
        here = self.entries.get(self.index)
        if here == (pos, query):
            return None
        before = self.entries.get(self.index - 1)
        after = self.entries.get(self.index + 1)
        if here is None or here[0] is None:  # nothing written, or another mode's address
            action = REPLACE
        elif before is not None and before[0] == pos and here[0].startswith(pos) and pos != here[0]:
            action = BACK
        elif after is not None and after[0] == pos and pos.startswith(here[0]) and pos != here[0]:
            action = FORWARD
        elif here[0].startswith(pos) and pos != "":
            action = REPLACE  # an undo: the entry now shows the position before
        elif pos.startswith(here[0]) and pos != here[0]:
            # moves on: a human's move starts a new entry, the AI's answer joins it
            action = PUSH if len(here[0]) % 2 in humans else REPLACE
        elif pos == here[0]:
            action = REPLACE  # the players changed
        else:
            action = PUSH  # a new game, a position opened: not on the line
        if action == PUSH:
            self.index += 1
            for i in [i for i in self.entries if i >= self.index]:
                del self.entries[i]
        elif action == BACK:
            self.index -= 1
        elif action == FORWARD:
            self.index += 1
        if action in (PUSH, REPLACE):
            self.entries[self.index] = (pos, query)
        return action, self.index

    def other(self, query):
        """``(REPLACE, index)`` to show another mode's address ``query``, or None if it shows it."""
        if self.embed or self.entries.get(self.index) == (None, query):
            return None
        self.entries[self.index] = (None, query)
        return REPLACE, self.index

    def landed(self, index):
        """The page's own Back or Forward arrived at the entry ``index`` (-1: not one of the
        page's, or it never came: the book stays where it was).

        >>> a = Address()
        >>> [a.follow(p, "?pos=" + p, (0, 1))[0] for p in ("", "4", "44", "4")]
        ['replace', 'push', 'push', 'back']
        >>> a.landed(1), a.follow("", "?pos=", (0, 1))
        (None, ('back', 0))
        """
        if index >= 0:
            self.index = index

    def popped(self, index, pos, query):
        """The browser went to the entry ``index`` (Back, Forward), whose link shows ``pos``."""
        self.index = index
        self.entries[index] = (pos, query)


def entry_index(state):
    """The index of one of the page's entries from ``history.state`` (a dict,
    or anything else for an entry the page did not write), or None.

    >>> entry_index({"c4": 3}), entry_index(None), entry_index({"c4": "x"}), entry_index({"c4": True})
    (3, None, None, None)
    """
    if not isinstance(state, dict):
        return None
    i = state.get(STATE_KEY)
    if isinstance(i, int) and not isinstance(i, bool) and i >= 0:
        return i
    return None


def is_own_entry(state, pos, saved_pos):
    """True if the address is one the page wrote for the game saved here (a reload): the saved
    game resumes instead of the link replacing it.

    >>> is_own_entry({"c4": 2}, "4453", "4453"), is_own_entry(None, "4453", "4453")
    (True, False)
    """
    return entry_index(state) is not None and pos == saved_pos
