"""The coach's card in words: the verdict, the reason, the refutation's step, the game's summary.

In static/mode-coach.bundle; connect4/page/modes/coach/view.py draws what it returns.
"""

from connect4.coach import verdict
from connect4.page.modes.coach import STOPPED, coachmode
from connect4.page.modes.coach.coaching import game_records

#: The header's line while the coach stops the game.
TURN_LINE = "Coach: take it back, see the best move, or play on"
#: The card's choices by key while the game is stopped: T, B, P (and Escape plays on).
KEYS = {"t": "take", "b": "best", "p": "on", "escape": "on"}


def coach_key(key: str, tag: str, modified: bool):
    """The choice a key makes while the coach stops the game, or None (typing in a field,
    a modifier held, another key)."""
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
    """The reason without what the verdict above it already says (issue 51: "That lets
    yellow win in 2 (you had a win in 11)." then "This lets yellow win in 2: yellow g2,
    then ..."): the reason's opening "This lets yellow win in 2" goes when it repeats the
    verdict, what follows stays.

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
    """Where the board is along the refutation: ``"After your move"``, ``"Yellow's reply 1 of 4: d"``."""
    c = state.coach
    line = (c.result or {}).get("line") or []
    if not line:
        return "After your move." if c.asked is None else "After your move (the line follows)."
    if c.step == 0:
        return "After your move: step through the best reply (%d moves)." % len(line)
    ply = len(c.after()) + c.step - 1
    return "%s plays %s (%d of %d)." % (("Red", "Yellow")[ply % 2], "abcdefg"[line[c.step - 1]],
                                       c.step, len(line))


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
