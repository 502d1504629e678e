"""What a key press on the page does to the board (keyboard play).

Pure decisions for static/main.py: ``1``-``7`` play a column, the arrows,
Home and End move the focus between columns, Down plays the focused one.
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
