"""What a key press on the page does to the board (keyboard play, undo, the review's steps).

The board's keys work wherever the focus is not in a form control; Enter and Space on a focused
button stay the button's (a click gives the focus back to the board: :func:`returns_focus`).
"""

#: Actions returned by :func:`key_action`.
PLAY = "play"              # focus the column and play it
FOCUS = "focus"            # move the focus to the column
PLAY_FOCUSED = "play-focused"
#: Actions returned by :func:`shortcut`.
UNDO = "undo"
REDO = "redo"

#: The game's buttons that give the focus back to the board after a mouse click.
RETURN_FOCUS = ("undo", "redo", "new-game", "swap", "hint", "pause", "play-again",
                "swap-again", "threats", "resign-yes", "resign-no")

#: Elements where keys belong to the control, not the board.
_FORM_TAGS = ("SELECT", "INPUT", "TEXTAREA")


def key_action(key, focused, tag, modified=False, last=None):
    """``(action, column)`` for a key, or None to let the browser have it (``focused``: the column
    whose button has the focus; ``modified``: Ctrl, Meta or Alt held; ``last``: the column used last).

    >>> key_action("ArrowLeft", None, "BUTTON", last=5), key_action("Enter", None, "BODY", last=5)
    (('focus', 5), ('play', 5))
    """
    if modified or tag in _FORM_TAGS:
        return None
    if len(key) == 1 and "1" <= key <= "7":
        return PLAY, ord(key) - 49
    if key in ("ArrowLeft", "ArrowRight", "Home", "End"):
        if key == "Home":
            return FOCUS, 0
        if key == "End":
            return FOCUS, 6
        if focused is None:  # from another button or nothing: back to the board first
            return FOCUS, 3 if last is None else last
        return FOCUS, max(0, min(6, focused + (1 if key == "ArrowRight" else -1)))
    if key == "ArrowDown" and focused is not None:
        return PLAY_FOCUSED, focused
    if key == "Enter" and focused is None and tag in _NOTHING:
        return (FOCUS, 3) if last is None else (PLAY, last)
    return None


#: The target's tag when no element has the focus.
_NOTHING = ("BODY", "HTML", "")


def shortcut(key, tag, ctrl, shift, alt=False):
    """:data:`UNDO`, :data:`REDO` or None for a key (``ctrl``: Ctrl or Cmd); a form control's own.

    >>> shortcut("z", "BODY", True, False), shortcut("Z", "BUTTON", True, True)
    ('undo', 'redo')
    >>> shortcut("u", "BODY", False, False)
    'undo'
    >>> shortcut("z", "INPUT", True, False), shortcut("y", "BODY", False, False)
    (None, None)
    """
    if alt or tag in _FORM_TAGS:
        return None
    k = key.lower()
    if ctrl:
        if k == "z":
            return REDO if shift else UNDO
        return REDO if k == "y" and not shift else None
    return UNDO if k == "u" and not shift else None


def returns_focus(id_, detail):
    """True if a click on the control ``id_`` gives the focus back to the board:
    one of :data:`RETURN_FOCUS`, clicked with a mouse or a finger (``detail`` > 0)."""
    return detail > 0 and id_ in RETURN_FOCUS


def review_step(key, tag, modified=False):
    """The review's move for a key: ``-1``/``1`` (a move back or on), ``"first"``,
    ``"last"``, or None to let the browser have it.

    >>> review_step("ArrowLeft", "BODY"), review_step("End", "BUTTON"), review_step("4", "BODY")
    (-1, 'last', None)
    """
    if modified or tag in _FORM_TAGS:
        return None
    return {"ArrowLeft": -1, "ArrowRight": 1, "Home": "first", "End": "last"}.get(key)


#: The most keys pressed before the page started that are played afterwards (a held key repeats).
MAX_EARLY_KEYS = 4


def early_actions(early):
    """The actions of the digits pressed before the board took clicks (static/early-keys.js's
    ``[key, tag, modified]``), at most :data:`MAX_EARLY_KEYS`.

    >>> early_actions([["4", "BODY", False], ["ArrowLeft", "BODY", False], ["5", "BODY", True]])
    [('play', 3)]
    """
    out = []
    for item in early or ():
        if not isinstance(item, (list, tuple)) or len(item) != 3:
            continue
        key, tag, modified = item
        action = key_action(str(key), None, str(tag), modified is True)
        if action is not None and action[0] == PLAY and len(out) < MAX_EARLY_KEYS:
            out.append(action)
    return out


def puzzle_key(key, tag, modified=False):
    """A puzzle's key: ``("play", col)`` for 1-7, ``("close",)`` for Escape, else None.

    >>> puzzle_key("4", "BODY"), puzzle_key("Escape", "BUTTON"), puzzle_key("4", "INPUT")
    (('play', 3), ('close',), None)
    """
    if tag in _FORM_TAGS or modified:
        return None
    if len(key) == 1 and key in "1234567":
        return ("play", int(key) - 1)
    if key == "Escape":
        return ("close",)
    return None

