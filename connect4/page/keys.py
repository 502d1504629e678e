"""What a key press on the page does to the board (keyboard play, the review's steps).

Pure decisions for static/main.py: ``1``-``7`` play a column, the arrows,
Home and End move the focus between columns, Down plays the focused one.
While a review shows the board, Left and Right step through the moves,
Home and End go to the first and the last (:func:`review_step`).  Keys
pressed while the page was still starting are kept by static/early-keys.js
and played once the board takes clicks (:func:`early_actions`).
"""

#: Actions returned by :func:`key_action`.
PLAY = "play"              # focus the column and play it
FOCUS = "focus"            # move the focus to the column
PLAY_FOCUSED = "play-focused"

#: Elements where keys belong to the control, not the board.
_FORM_TAGS = ("SELECT", "INPUT", "TEXTAREA")


def key_action(key, focused, tag, modified=False):
    """``(action, column)`` for a key, or None to let the browser have it.

    ``focused`` is the column whose button has the focus (or None), ``tag``
    the tag name of the event's target, ``modified`` whether Ctrl, Meta or
    Alt is held (shortcuts of the browser stay the browser's)."""
    if modified or tag in _FORM_TAGS:
        return None
    if len(key) == 1 and "1" <= key <= "7":
        return PLAY, ord(key) - 49
    if key in ("ArrowLeft", "ArrowRight", "Home", "End"):
        if key == "Home":
            col = 0
        elif key == "End":
            col = 6
        elif focused is None:
            col = 3
        else:
            col = max(0, min(6, focused + (1 if key == "ArrowRight" else -1)))
        if focused is not None or key in ("Home", "End") or tag in ("BODY", "HTML", ""):
            return FOCUS, col
        return None
    if key == "ArrowDown" and focused is not None:
        return PLAY_FOCUSED, focused
    return None


def review_step(key, tag, modified=False):
    """The review's move for a key: ``-1``/``1`` (a move back or on), ``"first"``,
    ``"last"``, or None to let the browser have it.

    >>> review_step("ArrowLeft", "BODY"), review_step("End", "BUTTON"), review_step("4", "BODY")
    (-1, 'last', None)
    """
    if modified or tag in _FORM_TAGS:
        return None
    return {"ArrowLeft": -1, "ArrowRight": 1, "Home": "first", "End": "last"}.get(key)


#: The most keys pressed before the page started that are played afterwards
#: (a key held down repeats; nobody means twenty moves before the board works).
MAX_EARLY_KEYS = 4


def early_actions(early):
    """The actions of keys pressed before the board took clicks, in order.

    ``early`` is what static/early-keys.js kept: ``[key, tag, modified]``
    per key press.  Only the digits count (there was no focused column to
    move from), at most :data:`MAX_EARLY_KEYS` of them.

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
