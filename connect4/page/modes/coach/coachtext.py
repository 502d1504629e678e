"""The coach's card in words: the verdict, the reason, the line's step and marks, the game's summary."""

from connect4.coach import verdict
from connect4.page.modes.coach import STOPPED, coachmode
from connect4.page.modes.coach.coaching import game_records
from connect4.page.modes.why import whytext  # the marks as Why? draws them (in the coach's bundle too)

#: The header's line while the coach stops the game.
TURN_LINE = "Coach: take it back, see the best move, or play on"
#: The card's choices by key while the game is stopped: T, B, P (and Escape plays on).
KEYS = {"t": "take", "b": "best", "p": "on", "escape": "on"}


def coach_key(key: str, tag: str, modified: bool):
    """The choice a key makes while the coach stops the game, or None."""
    if modified or tag in ("INPUT", "SELECT", "TEXTAREA"):
        return None
    return KEYS.get(key.lower())


def lead(state) -> str:
    """The verdict: ``"That lets yellow win in 9 (you had a draw)."``."""
    c = state.coach
    res = c.result or {}
    if c.phase != STOPPED or not res:
        return ""
    return verdict.words(res["kind"], res["best"], res["played"], len(res["pos"]),
                         res.get("exact", True))


def reason(state) -> str:
    """The reason in words, or what the coach still looks for."""
    c = state.coach
    res = c.result or {}
    if c.phase != STOPPED:
        return ""
    if res.get("reason"):
        return unsaid(res["reason"], res)
    return "Looking for the reason..." if c.asked is not None else ""


def unsaid(text: str, res: dict) -> str:
    """The reason without what the verdict above it already says: its opening ("This lets
    yellow win in 2") goes when it repeats the verdict.

    >>> res = {"pos": "121212", "played": -18}
    >>> unsaid("This lets yellow win in 1: it gives up the cell above, c2.", res)
    'It gives up the cell above, c2.'
    >>> unsaid("This lets yellow win in 1.", res), unsaid("It misses the win at a4.", res)
    ('', 'It misses the win at a4.')
    """
    said = "This lets " + verdict.allows(res["played"], len(res["pos"]))
    if not text.startswith(said) or text[len(said):len(said) + 1] not in (":", ";", "."):
        return text
    rest = text[len(said) + 1:].strip()
    return rest[:1].upper() + rest[1:]


def step_text(state) -> str:
    """Where the board is along the line (coachmode.CoachState.line): ``"After your move: ..."``,
    ``"Yellow plays d (1 of 4)."``; a best-play line is said to be one, and its end what it proves."""
    c = state.coach
    line = c.line()
    why = c.best_play()
    if not line:
        return "After your move." if c.asked is None else "After your move (the line follows)."
    if c.step == 0:
        if why is not None:
            return ("After your move: step through best play to where it is proven (%d moves: the "
                    "solver's best, not every reply)." % len(line))
        return "After your move: step through the best reply (%d moves)." % len(line)
    ply = len(c.after()) + c.step - 1
    said = "%s plays %s (%d of %d" % (("Red", "Yellow")[ply % 2], "abcdefg"[line[c.step - 1]], c.step,
                                      len(line))
    if why is None:
        return said + ")."
    if c.step < len(line):
        return said + ", best play)."
    return said + "): " + proven_here(why)


def proven_here(why: dict) -> str:
    """What the end of a best-play line proves, as the marks on the board show it.

    >>> proven_here({"claim": "yellow wins", "cells": ["c4"], "proof": [{"rule": "aftereven"}]})
    "proven here: yellow's threat at c4 decides, and the rules marked hold."
    >>> proven_here({"claim": "red wins", "cells": ["a5", "c5"], "proof": []})
    "proven here: red's threats at a5 and c5 decide."
    >>> proven_here({"claim": "yellow draws at least", "cells": [], "proof": [{"rule": "claimeven"}]})
    "proven here: the rules marked hold yellow's draw."
    """
    side, result = why["claim"].split(" ")[:2]
    cells = why.get("cells") or []
    held = ", and the rules marked hold" if why.get("proof") else ""
    if cells:
        what = ("threat at %s decides" % cells[0] if len(cells) == 1 else
                "threats at %s and %s decide" % (", ".join(cells[:-1]), cells[-1]))
        return "proven here: %s's %s%s." % (side, what, held)
    if held:
        return "proven here: the rules marked hold %s's %s." % (side, "win" if result == "wins" else "draw")
    return "proven here."


def shown_rules(state) -> list:
    """``[{rule, cells}]`` drawn on the board: a best-play line's proof, once it is stepped to
    its end (where the rules hold, as Why? draws them)."""
    c = state.coach
    why = c.best_play()
    if why is None or c.step < len(why["line"]):
        return []
    return why.get("proof") or []


def marks(state) -> list:
    """The marks on the board while the coach steps a best-play line (whytext.marks): the
    deciding threat's cells at every step, the rules that prove it at the line's end."""
    c = state.coach
    why = c.best_play()
    if c.phase != STOPPED or why is None or not why.get("claim"):
        return []
    return whytext.marks(shown_rules(state), why["claim"].split(" ")[0], why.get("cells") or [])


def summary(state):
    """``(text, [(ply, words)])``: the game's accuracy, the moves made before the coach
    started and the mistakes, each row a link into the review on its move."""
    records = game_records(state)
    s = verdict.summary(records)
    late = [len(r["pos"]) + 1 for r in records if r["kind"] == verdict.UNJUDGED]
    late_words = coachmode.moves_words(late) if late else None
    text = verdict.summary_text(s, late_words and late_words[0].upper() + late_words[1:])
    taken = state.coach.taken
    if taken:
        text += " %d move%s taken back." % (taken, "" if taken == 1 else "s")
    early = coachmode.early_plies(state)
    rows = []
    if early:
        words = coachmode.moves_words(early)
        text += " %s%s came before the coach started (the full engine was loading)." % (
            words[0].upper(), words[1:])
        rows.append((early[0], "Judge %s in the review" % words))
    if late:
        rows.append((late[0], "Judge %s in the review" % late_words))
    for r in s["mistakes"]:
        ply = len(r["pos"]) + 1
        said = verdict.words(r["kind"], r["best"], r["played"], len(r["pos"]), r.get("exact", True))
        rows.append((ply, "Move %d (%s): %s" % (ply, "abcdefg"[r["col"]],
                                                said[:-1].replace("That lets", "lets"))))
    return text, rows
