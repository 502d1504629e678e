"""The page's side of a match: its set-up, its live table in words, the board's replay.

>>> arena_command("minimax:depth=4", "random", 20, 1, True, 0)
'python3 -m connect4 arena minimax:depth=4 random --games 20 --seed 1 --alternate'
>>> parse_games("20"), parse_games(" 1000 ")
(20, 1000)
"""

from connect4.errors import MatchSetupError, is_digits
from connect4.page.modes.match.significance import verdict

#: Most games one match in the page may have (the issue's limit).
MAX_GAMES = 1000
#: What the board does during a match: replay games at a speed (ms per move) or nothing.
BOARD_SPEEDS = (("slow", 1500), ("normal", 600), ("fast", 150), ("instant", 0), ("off", None))
DEFAULT_BOARD_SPEED = "fast"
#: How a match's games may open: ``(random plies, words)``; random openings keep two players
#: that choose alike from replaying a few games.
OPENINGS = ((0, "empty board"), (2, "2 random moves"), (4, "4 random moves"))


def parse_games(text):
    """The number of games typed in the panel; ``ValueError`` with a sentence if it is not 1..MAX_GAMES."""
    s = str(text).strip()
    if not is_digits(s):
        raise MatchSetupError("The number of games must be a whole number from 1 to %d." % MAX_GAMES)
    n = int(s)
    if not 1 <= n <= MAX_GAMES:
        raise MatchSetupError("The number of games must be from 1 to %d, not %d." % (MAX_GAMES, n))
    return n


def parse_seed(text):
    """The match seed typed in the panel (a whole number; empty means 0)."""
    s = str(text).strip()
    if not s:
        return 0
    body = s[1:] if s[0] == "-" else s
    if not is_digits(body) or len(body) > 18:
        raise MatchSetupError("The seed must be a whole number (like 1 or 2024), not %r." % s[:20])
    return int(s)


def arena_command(a, b, games, seed, alternate, opening_plies=0):
    """The command line that plays the same games as a match in the page."""
    parts = ["python3 -m connect4 arena", a, b, "--games", str(games), "--seed", str(seed)]
    if alternate:
        parts.append("--alternate")
    if opening_plies:
        parts.extend(["--opening-plies", str(opening_plies)])
    return " ".join(parts)


def interrupted(report, names=None):
    """A running match's last report as a result to keep: were the page to go (a reload),
    the next visit shows it stopped after the games it had played, with a text to copy
    (the worker writes one only at a match's end).

    >>> r = interrupted({"a": "level3", "b": "level2", "games": 200, "played": 43, "seed": 3,
    ...     "alternate": True, "opening_plies": 0, "paused": True, "stopped": False,
    ...     "done": False, "current": {}, "finished": [],
    ...     "table": {"decisive": 0, "leader": None}})
    >>> r["stopped"], r["paused"], r["left"], "current" in r
    (True, False, True, False)
    >>> print(r["text"])
    Stopped after 43 of 200 games. Every game was a draw.
    The page was left before the match's end.
    Same games on the command line: python3 -m connect4 arena level3 level2 --games 43 --seed 3 --alternate
    """
    out = dict([(k, v) for k, v in report.items() if k not in ("finished", "current")])
    out["stopped"], out["paused"], out["left"] = True, False, True  # left: it can go on
    out["text"] = "\n".join([
        summary_text(out, names), "The page was left before the match's end.",
        "Same games on the command line: " + arena_command(
            report["a"], report["b"], report["played"], report["seed"], report["alternate"],
            report.get("opening_plies") or 0)])
    return out


def wld_text(row):
    """``"12-3-5"`` from ``[wins, losses, draws]``."""
    return "%d-%d-%d" % (row[0], row[1], row[2])


def percent(x):
    """A share as a whole percentage, ``"62%"``."""
    return "%d%%" % int(x * 100 + 0.5)


def _name(table, names, i):
    return names[i] if names else table["sides"][i]["spec"]


def table_rows(progress, names=None):
    """Rows for the match table: ``[name, total, as red, as yellow, win share]`` per AI (``names``:
    the names the page shows for A and B, by default their specs)."""
    table = progress["table"]
    rows = []
    for i, side in enumerate(table["sides"]):
        share = percent(side["win_rate"]) if table["decisive"] else "-"
        rows.append([_name(table, names, i), wld_text(side["wld"]), wld_text(side["as_red"]),
                     wld_text(side["as_yellow"]), share])
    return rows


def summary_text(progress, names=None):
    """One or two sentences under the table: how far, who leads, how sure."""
    table = progress["table"]
    played = progress["played"]
    games = progress["games"]
    if progress.get("stopped"):
        head = "Stopped after %d of %d games." % (played, games)
    elif progress.get("done"):
        head = "Finished: %d games." % games
    elif progress.get("paused"):
        head = "Paused after %d of %d games." % (played, games)
    else:
        head = "%d of %d games played." % (played, games)
    if not played:
        return head
    n = table["decisive"]
    leader = table["leader"]
    if n == 0:
        return head + " Every game was a draw."
    if leader is None:
        return head + " Even: each side won %d of the %d decisive games (%s)." % (
            n // 2, n, _p_is(table["p_text"]))
    side = table["sides"][leader]
    name = _name(table, names, leader)
    return head + (" %s won %s of the %d decisive games; one-sided binomial %s "
                   "(the chance of a lead at least this large between equals)." % (
                       name, percent(side["win_rate"]), n, _p_is(table["p_text"])))


def _p_is(text):
    """``"p = 0.0625"``, or ``"p < 1e-6"`` from the worker's ``p_text`` (arena.format_p's).

    >>> _p_is("0.0625"), _p_is("< 1e-6")
    ('p = 0.0625', 'p < 1e-6')
    """
    return "p " + text if text.startswith("<") else "p = " + text


def confidence_text(progress, names=None):
    """How sure the result is, in words (connect4.page.modes.match.significance.verdict); ``""``
    before a game.

    >>> confidence_text({"played": 20, "table": {"decisive": 20, "leader": 0, "p_value": 0.0207,
    ...     "sides": [{"spec": "level6"}, {"spec": "level5"}]}}, ("Level 6", "Level 5"))
    'Level 6 is stronger, 1 chance in 48 that this is luck.'
    """
    table = progress["table"]
    if not progress["played"]:
        return ""
    leader = table["leader"]
    if not table["decisive"] or leader is None:
        return verdict(None, 1.0)
    return verdict(_name(table, names, leader), table["p_value"])


def board_caption(index, names, a_is_red, moves, result=None):
    """What the match board shows, in words: ``"Game 3: A (red) against B (yellow), move 7."``.

    >>> board_caption(2, ("A", "B"), False, "4455", "draw")
    'Game 3: B (red) against A (yellow): a draw.'
    """
    red, yellow = (names[0], names[1]) if a_is_red else (names[1], names[0])
    text = "Game %d: %s (red) against %s (yellow)" % (index + 1, red, yellow)
    if result == "draw":
        return text + ": a draw."
    if result is not None:
        return text + ": %s wins." % ("Red" if result == "red" else "Yellow")
    return text + ", move %d." % len(moves)


def board_speed_ms(name):
    """Milliseconds per replayed move for a board speed name (``None``: board off)."""
    for key, ms in BOARD_SPEEDS:
        if key == name:
            return ms
    return dict(BOARD_SPEEDS)[DEFAULT_BOARD_SPEED]


class MatchReplay:
    """Which game the board shows during a match, and how many of its moves: one game replayed at
    the chosen speed, then the newest (at speed 0, the newest as far as it is known).

    >>> r = MatchReplay(100)
    >>> r.update({"current": {"index": 0, "moves": "4453", "a_is_red": True}, "finished": []}, 0)
    >>> r.frame(0), r.frame(250)
    ('', '44')
    """

    def __init__(self, ms_per_move):
        self.ms = ms_per_move
        self.index = None       # the game shown
        self.moves = ""         # its moves as far as known
        self.result = None      # "red" / "yellow" / "draw" once it is over
        self.a_is_red = True
        self.started = 0        # when its replay started (ms)
        self._newest = None     # (index, moves, result, a_is_red) of the newest game known
        self._games = {}        # index -> (moves, result) of recently finished games

    def update(self, progress, now):
        """Take in a progress report (see :meth:`connect4.worker.match.MatchSession.progress`)."""
        for g in progress.get("finished") or ():
            self._games[g["index"]] = (g["moves"], g["result"], g["a_is_red"])
            self._consider(g["index"], g["moves"], g["result"], g["a_is_red"])
        cur = progress.get("current")
        if cur:
            self._consider(cur["index"], cur["moves"], None, cur["a_is_red"])
        # keep only what the board may still show
        for k in [k for k in self._games if self.index is None or k < self.index]:
            del self._games[k]
        if self.index is not None:
            known = self._games.get(self.index)
            if known is not None:
                self.moves, self.result = known[0], known[1]
            elif self._newest is not None and self._newest[0] == self.index:
                self.moves = self._newest[1]
        if self.index is None or (self.ms == 0 and self._newest is not None):
            self._show_newest(now)

    def _consider(self, index, moves, result, a_is_red):
        if self._newest is None or index >= self._newest[0]:
            self._newest = (index, moves, result, a_is_red)

    def _show_newest(self, now):
        if self._newest is None:
            return
        if self.index != self._newest[0]:
            self.started = now
        self.index, self.moves, self.result, self.a_is_red = self._newest
        known = self._games.get(self.index)
        if known is not None:
            self.moves, self.result = known[0], known[1]

    def frame(self, now):
        """The moves to draw at time ``now`` (ms), on to the newest game once this one ended."""
        if self.index is None:
            return ""
        if self.ms == 0:
            return self.moves
        shown = int((now - self.started) // self.ms)
        if shown > len(self.moves) and self.result is not None and self._newest is not None \
                and self._newest[0] != self.index:
            # over and seen for one move's time: on to the newest game
            self._show_newest(now)
            return ""
        return self.moves[:max(0, shown)]

    def is_showing_end(self, now):
        """True while the board shows the shown game's last move and the game is over."""
        return self.result is not None and self.frame(now) == self.moves


#: Where the page keeps the match panel's set-up and last result.
MATCH_KEY = "connect4.match.v1"  # connect4.page.kernel.persist.MATCH_KEY: the one save writes it
DEFAULT_SETUP = {"a": None, "b": None, "games": 20, "seed": 1, "alternate": True,
                 "speed": DEFAULT_BOARD_SPEED, "report": None, "names": None, "openings": 0}


def saved_setup(data, is_player):
    """The match panel's stored set-up, checked field by field: a bad or missing field takes its
    default, a malformed last ``report`` is dropped (``is_player(spec)``: the page knows it).

    >>> saved_setup({"games": 5000, "seed": 3, "a": "level9"}, lambda s: s == "level1")["games"]
    20
    """
    out = dict(DEFAULT_SETUP)
    if not isinstance(data, dict):
        return out
    for key in ("a", "b"):
        spec = data.get(key)
        if isinstance(spec, str) and len(spec) <= 80 and is_player(spec):
            out[key] = spec
    games = data.get("games")
    if isinstance(games, int) and not isinstance(games, bool) and 1 <= games <= MAX_GAMES:
        out["games"] = games
    seed = data.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool) and abs(seed) < 10 ** 18:
        out["seed"] = seed
    if data.get("alternate") in (True, False):
        out["alternate"] = data["alternate"]
    if data.get("openings") in dict(OPENINGS) and not isinstance(data.get("openings"), bool):
        out["openings"] = data["openings"]
    if data.get("speed") in dict(BOARD_SPEEDS):
        out["speed"] = data["speed"]
    names = data.get("names")
    if _is_report(data.get("report")) and isinstance(names, list) and len(names) == 2 and all(
            [isinstance(n, str) and len(n) <= 120 for n in names]):
        out["report"] = data["report"]
        out["names"] = names
    return out


def _is_report(r):
    if not isinstance(r, dict) or not isinstance(r.get("text"), str) or len(r["text"]) > 20000:
        return False
    t = r.get("table")
    if not isinstance(t, dict) or not isinstance(t.get("sides"), list) or len(t["sides"]) != 2:
        return False
    for side in t["sides"]:
        if not isinstance(side, dict) or not isinstance(side.get("win_rate"), (int, float)):
            return False
        for key in ("wld", "as_red", "as_yellow"):
            row = side.get(key)
            if not isinstance(row, list) or len(row) != 3 or not all(
                    [isinstance(n, int) and n >= 0 for n in row]):
                return False
    return (isinstance(t.get("decisive"), int) and isinstance(t.get("p_text"), str)
            and isinstance(r.get("played"), int) and isinstance(r.get("games"), int)
            and t.get("leader") in (0, 1, None))
