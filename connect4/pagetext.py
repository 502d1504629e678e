"""The page's sentences and labels that depend on the game's state.

Each function takes plain values and returns text (and CSS class names where
the text's look depends on the same decision), so the page only sets them;
tested in CPython and run on the page's main thread (MicroPython).
"""

from connect4.scores import WDL_WORDS, describe_score

COLOURS = ("Red", "Yellow")

STORAGE_REFUSED = ("This browser does not let the game keep data here, so "
                   "your score and game last for this visit only.")


def ai_status(ready, thinking, error):
    """``(text, class)`` of the AI status line."""
    if ready:
        return ("AI thinking…" if thinking else "AI ready."), "ai-status ready"
    if error:
        return error + " You can still play human against human.", "ai-status error"
    return "AI starting… (humans can play already)", "ai-status"


def waiting_for_ai(colour, name):
    """The turn line while an AI is to move but the worker is not ready
    (not "thinking" yet: it is still starting, or stopped)."""
    return "%s (%s) moves once the AI is ready" % (COLOURS[colour], name)


def hint_note(scores, pending, best, ai_ready, book_problem, wdl=None):
    """The sentence under the hint row (``scores`` None: nothing solved yet;
    ``wdl``: win/draw/loss of pending columns, shown before their distances)."""
    if scores is None:
        return ("Solving every column exactly… (the AI is starting)"
                if not ai_ready else "Solving every column exactly…")
    if pending and wdl and all(wdl[c] is not None for c in pending):
        return ("Win, draw or loss of every column; solving how many moves each "
                "takes… (%d to go)" % len(pending))
    if pending:
        # the book's score tells which solved column is best before the rest are
        found = best is not None and any(
            scores[c] == best for c in range(7) if c not in pending)
        if found:
            return ("Highlighted: a best move, from the opening book. Solving the other "
                    "columns exactly… (%d to go)" % len(pending))
        return "Solving every column exactly… (%d to go)" % len(pending)
    if book_problem:
        return "Hints work without the opening book, more slowly: %s" % (book_problem,)
    return "Perfect play: the highlighted columns are best."


def hint_cell(col, score, ply, best, pending, wdl=None):
    """How one column's hint is shown: ``(class, word, moves, aria_label)``.

    A pending column whose ``wdl`` (1, 0, -1) is known shows "win", "draw"
    or "loss" over "…": its exact distance is still being solved.
    ``word`` and ``moves`` are two short lines ("win" over "in 4") so they fit
    the narrow columns of a phone; ``moves`` is "" when there is none."""
    if pending and wdl is not None:
        kind = WDL_WORDS[wdl]
        return ("hint %s pending" % kind, kind, "…",
                "Column %d: %s, exact distance being solved" % (col + 1, kind))
    if pending:
        return "hint pending", "…", "", "Column %d: being solved" % (col + 1)
    if score is None:
        return "hint full", "full", "", "Column %d: full" % (col + 1)
    words = describe_score(score, ply)
    kind = "win" if score > 0 else ("loss" if score < 0 else "draw")
    head, sep, tail = words.partition(" in ")
    return ("hint " + kind + (" best" if score == best else ""), head,
            ("in " + tail) if sep else "", "Column %d: %s" % (col + 1, words))


def player_changed(colour, name):
    return "%s is now played by %s." % (COLOURS[colour], name)


def ai_move_failed(name, error):
    return "The AI (%s) could not move: %s" % (name, error)


def hints_failed(error):
    return "Hints failed: %s" % (error,)


def link_copied(ok):
    return "Link to this position %s, and shown below the buttons." % (
        "copied" if ok else "not copied (the browser refused)")


def move_label(ply, col):
    """The move list's accessible label: ``"Red 4"``."""
    return "%s %d" % (COLOURS[ply % 2], col + 1)
