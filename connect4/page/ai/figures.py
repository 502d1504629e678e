"""What an AI did for its move, in plain words: the counters each write-up shows.

>>> move_counters({"player": "minimax:depth=4", "nodes": 351, "depth": 4, "time": 0.012,
...                "score_kind": "heuristic", "info": "alpha-beta depth 4, 351 nodes"})
'It searched 351 positions, 4 moves ahead, in 12 ms.'
"""

from connect4.scores import describe_score

#: Look-ahead scores at or beyond this size are won or lost lines, not ratings
#: (every alpha-beta player scores a win far above its heuristic's range).
WIN_SCORE = 500000

#: Weights' notes (its ``info``) in words; the rest of its info repeats the counters.
_WEIGHTS_NOTES = (
    ("win now", "It took a winning move."),
    ("block now", "It blocked a four of the opponent."),
    ("immediate win", "It took a winning move at once."),
    ("the only move that does not lose", "It played the only move that does not lose."),
    ("opening: empty centre columns only", "Opening rule: only empty columns near the centre."),
    ("depth 4 until the centre column is full",
     "It looks only 4 moves ahead until the centre column is full."),
    ("second player's early disc on the bottom row",
     "Opening rule: its second disc goes on the bottom row, near the centre."),
)


def thousands(n):
    """``"12,345"``."""
    return "{:,}".format(int(n))


def time_text(seconds):
    """``"under 1 ms"``, ``"12 ms"``, ``"1.2 s"``."""
    if not isinstance(seconds, (int, float)) or seconds < 0.0005:
        return "under 1 ms"
    if seconds < 1:
        return "%d ms" % int(seconds * 1000 + 0.5)
    if seconds < 10:
        return "%.1f s" % seconds
    return "%d s" % int(seconds + 0.5)


def family_of(stats):
    """The family name of the player that made the move (``"minimax"``)."""
    spec = stats.get("player") or stats.get("spec") or ""
    return str(spec).partition(":")[0]


def _count(n, one, many):
    return "%s %s" % (thousands(n), one if n == 1 else many)


def _ahead(depth):
    return "1 move ahead" if depth == 1 else "%d moves ahead" % depth


def move_counters(stats, so_far=None):
    """One or two sentences: what the AI did for this move, in its family's figures (``so_far``:
    Monte Carlo's running total of simulated games, :class:`PlayoutTotals`)."""
    family = family_of(stats)
    kind = stats.get("score_kind")
    nodes = stats.get("nodes") or 0
    depth = stats.get("depth") or 0
    took = time_text(stats.get("time"))
    info = str(stats.get("info") or "")
    if family == "random":
        return "It picked a column at random."
    if kind == "exact" or family == "perfect":
        text = _exact_source(stats.get("source"), nodes, took)
        outcome = _outcome(stats)
        return text + (" With perfect play: %s." % outcome if outcome else "")
    if kind == "winrate" or family == "mcts":
        games = stats.get("playouts", nodes) or 0
        if not games:
            return "It had one column left: nothing to simulate."
        text = "It simulated %s in %s" % (_count(games, "game", "games"), took)
        if so_far is not None and so_far != games:
            text += " (%s so far this game)" % thousands(so_far)
        return text + "."
    if kind == "weight" or family == "weights":
        notes = [words for key, words in _WEIGHTS_NOTES if key in info]
        if info == "random":
            notes.append("No win to take and none to block: a random column.")
        text = ""
        if kind == "weight" and nodes and depth:
            text = "It counted wins and losses on %s, %s, in %s." % (
                _count(nodes, "board", "boards"), _ahead(depth), took)
        return " ".join([t for t in [text] + notes if t]) or "It answered in %s." % took
    if nodes:
        if depth:
            return "It searched %s, %s, in %s." % (
                _count(nodes, "position", "positions"), _ahead(depth), took)
        return "It searched %s in %s." % (_count(nodes, "position", "positions"), took)
    return "It answered in %s." % took


#: The perfect player's move by where it came from (its ``source``; see
#: :mod:`connect4.players.perfect`), when no search decided it.
_SOURCES = {
    "win": "It took the winning move: four in a row, no search needed.",
    "forced": "It had one move that does not lose at once, and played it.",
    "lost": "Every move loses at the next disc: it played one.",
    "book": "It played from the opening book: no search needed.",
    "database": "It looked the position up in its exact results for every opening: "
                "no search needed.",
}


def _exact_source(source, nodes, took):
    """The solver's move in a sentence: what decided it (issue 32: a winning
    move was said to come from the opening book whenever nothing was searched)."""
    text = _SOURCES.get(source)
    searched = "It solved the position exactly: %s in %s." % (
        _count(nodes, "position", "positions"), took)
    if text is None:  # a search, or a reply without its source (none said)
        return searched if nodes else "It needed no search."
    if nodes and source in ("forced", "lost"):  # and then scored the position
        return text + " " + searched
    return text


def _outcome(stats):
    scores = stats.get("scores")
    ply = stats.get("ply")
    if not isinstance(scores, list) or not isinstance(ply, int):
        return None
    top = _top(scores)
    return None if top is None else describe_score(top, ply)


def _top(scores):
    """The best of the known scores, or None."""
    known = [s for s in scores if s is not None]
    return max(known) if known else None


class PlayoutTotals:
    """Simulated games per colour in the current game (Monte Carlo's running total).

    >>> t = PlayoutTotals()
    >>> t.add(1, 0, {"playouts": 500}), t.add(1, 0, {"playouts": 300}), t.add(2, 0, {"playouts": 7})
    (500, 800, 7)
    """

    def __init__(self):
        self.game = None
        self.totals = [0, 0]

    def add(self, game, colour, stats):
        """Count a move of ``colour`` in game ``game`` (any key; a new one starts
        from zero); the total so far, or ``None`` if the move simulated nothing."""
        if game != self.game:
            self.game = game
            self.totals = [0, 0]
        n = stats.get("playouts")
        if n is None and stats.get("score_kind") == "winrate":
            n = stats.get("nodes")
        if not n:
            return None
        self.totals[colour] += n
        return self.totals[colour]


def short_number(v):
    """A value for a narrow column: ``"12"``, ``"-3.5"``, ``"118k"``, ``"-1.2M"``."""
    if isinstance(v, float) and v != int(v) and abs(v) < 10:
        text = "%.1f" % v
        # -0.04 rounds to "-0.0": a sign on nothing reads as a loss
        return "0.0" if text == "-0.0" else text
    n = int(v + 0.5) if v >= 0 else -int(-v + 0.5)
    a = abs(n)
    if a >= 1000000:
        return "%s%.1fM" % ("-" if n < 0 else "", a / 1000000.0)
    if a >= 10000:
        return "%s%dk" % ("-" if n < 0 else "", (a + 500) // 1000)
    return str(n)


_CAPTIONS = {
    "weight": "Its count for each column: wins found minus losses, sooner ones weighing more. "
              "It plays the highest.",
    "heuristic": "How good each column looked to it (higher is better for it). \u2264: at most "
                 "this good; it stopped looking once it knew the column was worse.",
    "winrate": "Share of its simulated games won after each column.",
    "exact": "Its best columns, with perfect play from both sides.",
}


def column_values(stats):
    """What the AI computed per column, or ``None``: ``{"caption": sentence, "cells": [7 x (text,
    class)]}``, class ``"best"`` for its top columns, ``"none"`` where it has no value, else ``""``."""
    scores = stats.get("scores")
    kind = stats.get("score_kind")
    if kind not in _CAPTIONS or not isinstance(scores, list) or len(scores) != 7:
        return None
    top = _top(scores)
    if top is None:
        return None
    # without pruning every column is searched in full: no bound, the value itself
    exact = "prune=off" in str(stats.get("player") or "")
    cells = []
    for col, s in enumerate(scores):
        if s is None:
            cells.append(("", "none"))
            continue
        # Monte Carlo plays its most simulated column, not always its best share
        best = col == stats.get("column") if kind == "winrate" else s == top
        if kind == "weight":
            text = short_number(s)
        elif kind == "winrate":
            text = "%d%%" % int(s * 100 + 0.5)
        elif kind == "exact":
            text = describe_score(s, stats.get("ply") or 0)
        elif s >= WIN_SCORE:
            text = "wins" if best or exact else "\u2264win"
        elif s <= -WIN_SCORE:
            text = "loses"
        elif best or exact:
            text = short_number(s)
        else:
            text = "\u2264" + short_number(s)
        cells.append((text, "best" if best else ""))
    return {"caption": _CAPTIONS[kind], "cells": cells}
