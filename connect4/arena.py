"""Matches between two players: games, W-L-D, binomial p-value, time per move.

Pure Python and importable without numpy or multiprocessing, so the web
page can run a small match in its worker; :func:`run_match` only reaches
for ``multiprocessing`` when asked for more than one job.

Every game is reproducible on its own: its players' seeds and its opening
moves are derived from the match seed and the game's index, so a match
gives the same games whatever the number of jobs (only the times differ).

>>> binomial_p_value(60, 100) < 0.05 < binomial_p_value(58, 100)
True
"""

import math
import random
import sys
import time

from connect4.bitboard import WIDTH, can_play
from connect4.board import Board
from connect4.errors import MatchSetupError
from connect4.players.base import run_to_end
from connect4.players.registry import make_player, normalise_spec


def binomial_p_value(wins, n):
    """One-sided exact binomial p-value: P(X >= wins) for X ~ Binomial(n, 1/2).

    The chance of doing at least this well in ``n`` decisive games if both
    sides were equally strong.  Exact (integer sums with :func:`math.comb`).

    >>> binomial_p_value(10, 10) == 1 / 1024
    True
    >>> binomial_p_value(0, 0)
    1.0
    """
    if n <= 0:
        return 1.0
    if not 0 <= wins <= n:
        raise MatchSetupError("wins must be between 0 and n, got %r of %r" % (wins, n))
    tail = sum(math.comb(n, i) for i in range(wins, n + 1))
    return tail / (1 << n)


def percentile(values, q):
    """The ``q``-th percentile (0-100) by the nearest-rank method; 0.0 for no values."""
    if not values:
        return 0.0
    s = sorted(values)
    rank = max(1, math.ceil(q / 100.0 * len(s)))
    return s[rank - 1]


def time_summary(times):
    """``{"moves", "mean", "p95", "max"}`` of a list of seconds per move."""
    if not times:
        return {"moves": 0, "mean": 0.0, "p95": 0.0, "max": 0.0}
    return {"moves": len(times), "mean": sum(times) / len(times),
            "p95": percentile(times, 95), "max": max(times)}


def game_plan(seed, index, alternate, opening_plies):
    """(swap colours?, red seed, yellow seed, opening columns) of game ``index``.

    With ``alternate`` games 2k and 2k+1 share their opening and swap
    colours, so each opening is played once from each side.
    """
    pair = index // 2 if alternate else index
    rng = random.Random("%s:opening:%d" % (seed, pair))
    board = Board()
    opening = []
    for _ in range(opening_plies):
        col = rng.choice(board.legal_moves())
        board.play(col)
        opening.append(col)
    seeds = random.Random("%s:players:%d" % (seed, index))
    return (alternate and index % 2 == 1, seeds.getrandbits(32), seeds.getrandbits(32), opening)


def play_game(red_spec, yellow_spec, red_seed=0, yellow_seed=0, opening=()):
    """Play one game; returns ``{"result", "moves", "times": [red, yellow]}``.

    ``result`` is ``"red"``, ``"yellow"`` or ``"draw"``; ``moves`` the
    0-based columns from the empty board (opening included); ``times`` the
    seconds each side spent per move.  A player that returns an illegal
    column or changes the board it was given raises ``RuntimeError``.
    """
    return run_to_end(game_steps(red_spec, yellow_spec, red_seed, yellow_seed, opening))


def game_steps(red_spec, yellow_spec, red_seed=0, yellow_seed=0, opening=()):
    """Generator twin of :func:`play_game` (which runs it to the end).

    Yields ``None`` whenever a player's search yields (every ~50 ms of work)
    and the column (0-based) after each move, so a caller such as the
    browser worker can pause or stop between them; returns the same record
    as :func:`play_game`.  A move's time counts only the player's own work,
    not the time the caller kept the generator waiting.
    """
    players = (make_player(red_spec, red_seed), make_player(yellow_spec, yellow_seed))
    board = Board(list(opening))
    times = ([], [])
    clock = time.perf_counter
    while not board.is_over():
        side = board.turn
        before = (board.current, board.mask, len(board.moves))
        search = players[side].think(board)
        spent = 0.0
        while True:
            t0 = clock()
            try:
                next(search)
            except StopIteration as stop:
                spent += clock() - t0
                result = stop.value
                break
            spent += clock() - t0
            yield None
        times[side].append(spent)
        if (board.current, board.mask, len(board.moves)) != before:
            raise RuntimeError("%r changed the board it was given at %r" % (players[side], board))
        col = result.column
        if not (isinstance(col, int) and 0 <= col < WIDTH and can_play(board.mask, col)):
            raise RuntimeError("%r chose illegal column %r in %r" % (players[side], col, board))
        board.play(col)
        yield col
    return {"result": board.result(), "moves": list(board.moves),
            "times": [times[0], times[1]]}


def _play_indexed(job):
    """Worker entry: play game ``index`` of a match (picklable arguments only)."""
    return run_to_end(indexed_game_steps(*job))


def indexed_game_steps(a, b, seed, index, alternate, opening_plies):
    """Generator: game ``index`` of a match of A against B, as :func:`game_steps`
    yields; returns its record with ``index`` and ``a_is_red`` added."""
    swap, red_seed, yellow_seed, opening = game_plan(seed, index, alternate, opening_plies)
    red, yellow = (b, a) if swap else (a, b)
    game = yield from game_steps(red, yellow, red_seed, yellow_seed, opening)
    game["index"] = index
    game["a_is_red"] = not swap
    return game


class MatchResult:
    """The outcome of a match between player A and player B."""

    def __init__(self, a, b, games, seed, alternate, opening_plies, records, elapsed):
        self.a = a
        self.b = b
        self.games = games
        self.seed = seed
        self.alternate = alternate
        self.opening_plies = opening_plies
        self.records = []
        self.elapsed = elapsed
        # [side][colour] -> [wins, losses, draws]; side 0 = A, colour 0 = red
        self.by_colour = [[[0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]]
        self.times = ([], [])
        for g in sorted(records, key=lambda g: g["index"]):
            self.add(g)

    def add(self, g):
        """Count one more game record (as :func:`indexed_game_steps` returns it).

        A match played game by game (the browser worker's) keeps one result
        up to date this way instead of recounting every game.
        """
        self.records.append(g)
        colour_of = (0, 1) if g["a_is_red"] else (1, 0)  # colour of A, of B
        for side in (0, 1):
            colour = colour_of[side]
            row = self.by_colour[side][colour]
            if g["result"] == "draw":
                row[2] += 1
            elif g["result"] == ("red", "yellow")[colour]:
                row[0] += 1
            else:
                row[1] += 1
            self.times[side].extend(g["times"][colour])

    def wld(self, side):
        """``(wins, losses, draws)`` of side 0 (A) or 1 (B) over both colours."""
        red, yellow = self.by_colour[side]
        return tuple(red[i] + yellow[i] for i in range(3))

    @property
    def decisive(self):
        """Games that did not end in a draw."""
        return self.wld(0)[0] + self.wld(1)[0]

    def leader(self):
        """0 if A won more games, 1 if B did, None on a tie."""
        wa, wb = self.wld(0)[0], self.wld(1)[0]
        return None if wa == wb else (0 if wa > wb else 1)

    def win_rate(self, side):
        """Share of the decisive games won by ``side`` (0.5 if none was decisive)."""
        n = self.decisive
        return self.wld(side)[0] / n if n else 0.5

    def p_value(self, side=None):
        """One-sided binomial p-value of ``side`` (default: the leader) being better than 50%."""
        if side is None:
            side = self.leader()
            if side is None:
                side = 0
        return binomial_p_value(self.wld(side)[0], self.decisive)

    def to_dict(self):
        """Plain data (the ``--json`` output)."""
        sides = []
        for side, spec in ((0, self.a), (1, self.b)):
            w, l, d = self.wld(side)
            red, yellow = self.by_colour[side]
            sides.append({
                "spec": spec, "wins": w, "losses": l, "draws": d,
                "as_red": {"wins": red[0], "losses": red[1], "draws": red[2]},
                "as_yellow": {"wins": yellow[0], "losses": yellow[1], "draws": yellow[2]},
                "win_rate_decisive": self.win_rate(side),
                "p_value": self.p_value(side),
                "time_per_move": time_summary(self.times[side]),
            })
        return {
            "games": self.games, "seed": self.seed, "alternate": self.alternate,
            "opening_plies": self.opening_plies, "decisive": self.decisive,
            "leader": None if self.leader() is None else sides[self.leader()]["spec"],
            "p_value": self.p_value(), "elapsed": self.elapsed, "players": sides,
            "games_played": [{"moves": "".join(str(c + 1) for c in g["moves"]),
                              "result": g["result"], "a_is_red": g["a_is_red"]}
                             for g in self.records],
        }


def run_match(a, b, games, seed=0, jobs=1, alternate=False, opening_plies=0, progress=None):
    """Play ``games`` games of A against B and return a :class:`MatchResult`.

    A is red unless ``alternate`` (then A is red in even-numbered games).
    ``opening_plies`` random moves start every game (0: the empty board).
    ``jobs`` > 1 plays games in that many processes (CPython only);
    ``progress(done, total)`` is called after every game.

    :raises PlayerSpecError: a bad spec (checked before any game starts).
    :raises MatchSetupError: ``games`` < 1, ``jobs`` < 1 or ``opening_plies`` out of 0..6.
    """
    if games < 1:
        raise MatchSetupError("the number of games must be at least 1, got %d" % games)
    if jobs < 1:
        raise MatchSetupError("the number of jobs must be at least 1, got %d" % jobs)
    if not 0 <= opening_plies <= 6:
        # 7 random plies could already contain a win
        raise MatchSetupError("opening plies must be 0..6, got %d" % opening_plies)
    a = normalise_spec(a)
    b = normalise_spec(b)
    todo = [(a, b, seed, i, alternate, opening_plies) for i in range(games)]
    start = time.perf_counter()
    records = play_jobs(_play_indexed, todo, jobs, progress)
    return MatchResult(a, b, games, seed, alternate, opening_plies, records,
                       time.perf_counter() - start)


def play_jobs(play, todo, jobs=1, progress=None) -> list:
    """``play(job)`` for every job of ``todo`` (a game's picklable arguments), here or in
    ``jobs`` processes (CPython only), in the order they finish; ``progress(done, total)``
    after each.  7x6's matches and other boards' (connect4.commands.variantmatch) share it."""
    records = []
    if jobs == 1 or len(todo) == 1:
        for job in todo:
            records.append(play(job))
            if progress:
                progress(len(records), len(todo))
        return records
    # only parallel matches need it (and the browser worker cannot fork)
    import multiprocessing

    with multiprocessing.Pool(min(jobs, len(todo))) as pool:
        for record in pool.imap_unordered(play, todo):
            records.append(record)
            if progress:
                progress(len(records), len(todo))
    return records


class ProgressBar:
    """A one-line progress bar on a terminal stream; draws only after ``delay`` seconds."""

    def __init__(self, label="", stream=None, delay=1.0, width=30):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.delay = delay
        self.width = width
        self.start = time.perf_counter()
        self.drawn = False

    def __call__(self, done, total):
        elapsed = time.perf_counter() - self.start
        if elapsed < self.delay and done < total:
            return
        filled = self.width * done // total
        eta = elapsed / done * (total - done) if done else 0.0
        self.stream.write("\r%s[%s%s] %d/%d  %.0fs left " % (
            self.label, "#" * filled, "." * (self.width - filled), done, total, eta))
        if done == total:
            self.stream.write("\n")
        self.stream.flush()
        self.drawn = True


def format_match(m):
    """A human-readable report of a match (the arena command's output)."""
    lines = []
    colours = "alternating colours" if m.alternate else "%s is red" % m.a
    opening = ", %d random opening plies" % m.opening_plies if m.opening_plies else ""
    lines.append("%d games, %s%s, seed %s (%.1f s)" % (m.games, colours, opening, m.seed, m.elapsed))
    name_w = max(len(m.a), len(m.b), 6)
    lines.append("%-*s  %5s %5s %5s   %-11s %-11s  %8s %8s %8s" % (
        name_w, "player", "W", "L", "D", "as red", "as yellow", "mean ms", "p95 ms", "max ms"))
    for side, spec in ((0, m.a), (1, m.b)):
        w, l, d = m.wld(side)
        red, yellow = m.by_colour[side]
        t = time_summary(m.times[side])
        lines.append("%-*s  %5d %5d %5d   %-11s %-11s  %8.1f %8.1f %8.1f" % (
            name_w, spec, w, l, d, "%d-%d-%d" % tuple(red), "%d-%d-%d" % tuple(yellow),
            t["mean"] * 1000, t["p95"] * 1000, t["max"] * 1000))
    side = m.leader()
    if side is None:
        lines.append("decisive games: %d; neither side won more (%s)"
                     % (m.decisive, p_is(m.p_value(0))))
    else:
        lines.append("decisive games: %d; %s won %.1f%% of them; one-sided binomial %s"
                     % (m.decisive, (m.a, m.b)[side], 100 * m.win_rate(side), p_is(m.p_value())))
    return "\n".join(lines)


def p_is(p):
    """``"p = 0.0625"``, or ``"p < 1e-6"`` (not ``"p = < 1e-6"``) for a sentence.

    >>> p_is(0.0625), p_is(3e-9)
    ('p = 0.0625', 'p < 1e-6')
    """
    text = format_p(p)
    return "p " + text if text.startswith("<") else "p = " + text


def format_p(p):
    """A p-value for a table: 3 significant digits, or ``< 1e-6``."""
    if p < 1e-6:
        return "< 1e-6"
    return "%.3g" % p
