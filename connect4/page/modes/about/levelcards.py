"""Each level's card in the About panel: what it does, and how strong it measured.

Its strength comes from the ladder's own run (connect4/data/ladder.json, :func:`attach`), so no
figure is typed by hand.

>>> lv = {"level": 5, "label": "Strong", "spec": "s5", "measured": {"spec": "s5", "below": {
...     "versus": 4, "games": 60, "wins": 40, "losses": 10, "draws": 10, "win_rate": 0.8,
...     "p_value": 0.00001}}}
>>> print(card(lv)[1].replace(": ", ":\\n"))
It won 80% of its decisive games against level 4 (40-10-10 in 60 games from the empty board):
stronger, 1 chance in 100,000 that this is luck.
"""

from connect4.page.modes.match.significance import chance_words, significant


def rounded(rating):
    """A rating as a card says it: to the nearest 50 (``ladderfit.rounded``'s twin, MicroPython).

    >>> rounded(1337.2), rounded(1374.9)
    (1350, 1350)
    """
    return int(rating / 50.0 + 0.5) * 50

#: What each level's spec does, in a player's words (the ladder's specs, connect4/players/ladder.py).
WHAT = {
    "weights:version=6,depth=1,rules=project":
        "Takes a win it sees and heads for the centre, but never looks at your threats.",
    "weights:version=1":
        "Takes a win it sees and blocks yours, otherwise drops its disc anywhere.",
    "minimax:depth=1,rules=project,centre=low,slack=20":
        "Looks one move ahead: wins, blocks, and picks one of the moves that look about as good.",
    "minimax:depth=2,rules=project,centre=low,noise=1,slack=3":
        "Looks two moves ahead, your reply included: sees a trap you could set next move.",
    "minimax:depth=4,rules=project,centre=low,noise=1,slack=3":
        "Looks four moves ahead and builds threes and the centre; plans a double threat.",
    "minimax:depth=6,rules=project,centre=low,noise=1,slack=3":
        "Looks six moves ahead: sets up threats early and sees most of yours coming.",
    "perfect":
        "Plays perfectly: it knows the result of every move, from its opening book and an "
        "exact search.",
}


def strength(measured):
    """How strong the level measured, in one sentence (``""`` without figures)."""
    if not measured:
        return ""
    score = measured.get("below") or measured.get("random")
    if not score:
        return ""
    versus = score["versus"]
    who = "random moves" if versus == "random" else "level %d" % versus
    where = "" if versus == "random" else " from the empty board"
    text = "It won %d%% of its decisive games against %s (%d-%d-%d in %d games%s)" % (
        int(100 * score["win_rate"] + 0.5), who, score["wins"], score["losses"], score["draws"],
        score["games"], where)
    if significant(score["p_value"]):
        return text + ": stronger, %s that this is luck." % chance_words(score["p_value"])
    return text + ": too close to call in that many games."


def unbeaten(measured):
    """True if the level lost none of its ladder games (its rating is then a floor)."""
    scores = [measured.get(k) for k in ("below", "below_openings", "two_below", "random")]
    scores = [s for s in scores if s]
    return bool(scores) and not any(s["losses"] for s in scores)


def rating_title(measured):
    """``" · about 1350"`` from the ladder's fit (``""`` without a rating)."""
    if not measured or measured.get("rating") is None:
        return ""
    if unbeaten(measured):
        return " · unbeaten"
    return " · about %d" % rounded(measured["rating"])


def rating_words(measured):
    """The level's rating in a sentence, with its uncertainty (``""`` without one)."""
    if not measured or measured.get("rating") is None:
        return ""
    r, se = measured["rating"], measured.get("rating_se") or 0
    if unbeaten(measured):
        return ("It lost none of its games in the ladder: its rating, %d ± %d, is set by the "
                "fit's prior, a floor rather than a measure." % (r + 0.5, se + 0.5))
    if not se:
        return "Rated %d: the anchor of the ladder's Elo scale." % (r + 0.5)
    return ("Rated %d ± %d on the ladder's Elo scale (level 1 = 800), from every game "
            "the levels played." % (r + 0.5, se + 0.5))


def card(level):
    """``(title, text)`` of a level's card (``level``: players.json's entry)."""
    measured = level.get("measured")
    title = "Level %d: %s%s" % (level["level"], level["label"], rating_title(measured))
    parts = [WHAT.get(level["spec"], ""), rating_words(measured), strength(measured)]
    return title, " ".join([p for p in parts if p])


def attach(levels, figures):
    """``levels`` (describe_ladder()'s) with each level's ladder figures as ``"measured"``,
    when they were measured for that level's spec (build time)."""
    by_level = {}
    for f in figures or ():
        by_level[f.get("level")] = f
    out = []
    for lv in levels:
        lv = dict(lv)
        f = by_level.get(lv["level"])
        if f is not None and f.get("spec") == lv["spec"]:
            lv["measured"] = f
        out.append(lv)
    return out
