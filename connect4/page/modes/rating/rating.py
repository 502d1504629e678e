"""The player's rating against the levels: Glicko, its history, and the level to try next.

Glicko keeps the rating's uncertainty (RD); only rated games count: a human against a level from
the empty board, no move taken back, no hint shown.

>>> r = PlayerRating()
>>> r.set_levels({3: (1500.0, 0.0)})
>>> r.record(3, 1.0, True)
True
>>> r.rating > START[0], r.rd < START[1], len(r.history)
(True, True, 1)
"""

import math

from connect4.page.modes.rating import ratingslot
from connect4.page.modes.rating.ratingslot import NO_GAMES, START

#: The smallest RD: the rating keeps following a player who improves.
MIN_RD = 60.0
#: Games kept for the chart and the suggestion (oldest dropped first).
HISTORY = 60
#: The games against one level the suggestion looks at (the most recent).
RECENT = 10

_Q = math.log(10) / 400.0


def _g(rd):
    return 1.0 / math.sqrt(1.0 + 3.0 * _Q * _Q * rd * rd / (math.pi * math.pi))


def glicko(rating, rd, games):
    """Glicko's update after one rating period, ``(rating, rd)``; ``games``: ``(opponent rating,
    opponent RD, score)``.  Glickman's own example (a 1500 player, RD 200):

    >>> r, rd = glicko(1500, 200, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    >>> round(r), round(rd, 1)
    (1464, 151.4)
    """
    if not games:
        return rating, rd
    inv_d2, total = 0.0, 0.0
    for r_j, rd_j, score in games:
        g = _g(rd_j)
        e = 1.0 / (1.0 + 10.0 ** (-g * (rating - r_j) / 400.0))
        inv_d2 += _Q * _Q * g * g * e * (1.0 - e)
        total += g * (score - e)
    denom = 1.0 / (rd * rd) + inv_d2
    return rating + _Q / denom * total, math.sqrt(1.0 / denom)


class PlayerRating:
    """The player's rating, RD, rated games' history and the games not rated."""

    def __init__(self):
        self.rating, self.rd = START
        #: ``[level, score, rating after, RD after]`` per rated game, oldest first.
        self.history = []
        #: Finished games against a level that were not rated (take-backs, hints, a link).
        self.unrated = 0
        #: ``{level: (rating, standard error)}`` from players.json (not saved).
        self.levels = {}

    def set_levels(self, levels):
        """The levels' ratings: ``{number: (rating, se)}``."""
        self.levels = dict(levels)

    def set_levels_from(self, described):
        """The levels' ratings from players.json's levels (``measured.rating``)."""
        out = {}
        for lv in described:
            m = lv.get("measured") or {}
            if m.get("rating") is not None:
                out[lv["level"]] = (float(m["rating"]), float(m.get("rating_se") or 0.0))
        self.set_levels(out)

    def record(self, level, score, rated):
        """One finished game against ``level`` (a number); True if it changed the rating."""
        if not rated or level not in self.levels:
            self.unrated += 1
            return False
        r_j, rd_j = self.levels[level]
        rating, rd = glicko(self.rating, self.rd, [(r_j, rd_j, score)])
        self.rating, self.rd = rating, max(MIN_RD, rd)
        self.history.append([level, score, int(self.rating + 0.5), int(self.rd + 0.5)])
        del self.history[:-HISTORY]
        return True

    def games(self):
        """Rated games kept (at most :data:`HISTORY`)."""
        return len(self.history)

    def suggestion(self):
        """``(level, sentence)``: the level to try next, and why (``None`` without levels)."""
        if not self.levels:
            return None
        top = max(self.levels)
        if self.history:
            last = self.history[-1][0]
            recent = [h[1] for h in self.history if h[0] == last][-RECENT:]
            wins = len([s for s in recent if s == 1])
            share = sum(recent) / len(recent)
            said = "You win %d of %d against Level %d" % (wins, len(recent), last)
            if len(recent) >= 3 and share >= 0.7 and last < top:
                return last + 1, "%s: try Level %d." % (said, last + 1)
            if len(recent) >= 3 and share <= 0.3 and last > 1:
                return last - 1, "%s: try Level %d." % (said, last - 1)
            if len(recent) >= 3:
                return last, "%s: a fair match, keep playing it." % said
        near = min(self.levels, key=lambda n: abs(self.levels[n][0] - self.rating))
        return near, "Level %d is rated nearest yours: try it." % near

    def summary(self):
        """``"Your rating: 1340 ± 120 (7 games)"`` (``"No rated game yet"`` at first)."""
        if not self.history:
            return NO_GAMES
        n = len(self.history)
        return "Your rating: %d ± %d (%d rated game%s)" % (
            self.rating + 0.5, self.rd + 0.5, n, "" if n == 1 else "s")

    def to_json(self):
        """The saved part (``persist``): rating, RD, history and the games not rated."""
        return {"v": 1, "rating": round(self.rating, 1), "rd": round(self.rd, 1),
                "history": self.history, "unrated": self.unrated}

    def restore(self, d):
        """Take a saved part back; anything malformed leaves the rating as it was."""
        try:
            rating, rd = float(d["rating"]), float(d["rd"])
            history = [[int(h[0]), float(h[1]), int(h[2]), int(h[3])] for h in d["history"]]
            unrated = int(d.get("unrated", 0))
        except (KeyError, TypeError, ValueError, IndexError):
            return False
        if not (0 < rd <= 1000 and -2000 < rating < 6000):
            return False
        self.rating, self.rd, self.unrated = rating, rd, unrated
        self.history = history[-HISTORY:]
        return True


def bundle_ready(state, out):
    """The rating's bundle is in: the game's slot takes its model (the saved part and
    the games played meanwhile)."""
    if not state.game.rating.attach(PlayerRating()):
        state.messages.append(ratingslot.UNREADABLE)
    out.draw = True
