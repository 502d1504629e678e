"""What every write-up's section shares: the run's plan, matches, verdicts, timings, plots.

A section (one module per write-up in this package) plays the text's matches
through a :class:`Runner` (one progress bar for the whole run, the run's seed
and processes), states each result beside the text's with :func:`describe`
and :func:`agreement`, and draws its plot with :func:`plot`.  matplotlib is
imported only in :func:`plot` (CPython side, optional).
"""

import os
import random
import time

from connect4.arena import ProgressBar, binomial_p_value, format_p, p_is, run_match
from connect4.board import Board
from connect4.players.registry import make_player

#: Games per match cell by the deepest search in it (full run): the texts'
#: 100 where CPython can afford it in the 30-minute budget.
FULL = {0: 100, 1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 50}
#: The same for ``--quick``.
QUICK = {0: 20, 1: 20, 2: 20, 3: 10, 4: 8, 5: 4, 6: 2}


class Runner:
    """Plays matches and times searches for the sections; one progress bar for all."""

    def __init__(self, quick=False, jobs=1, seed=0, stream=None, out_dir="."):
        self.plan = QUICK if quick else FULL
        self.quick = quick
        self.jobs = jobs
        self.seed = seed
        self.out_dir = out_dir
        self.done = 0
        self.total = 1
        self.bar = ProgressBar("reproduce ", stream=stream, delay=0.0) if stream else None
        self.started = time.perf_counter()
        #: rows of the closing table: (where, text, ours, cause)
        self.differences = []
        self._once = {}

    def once(self, name, measure):
        """``measure(self)``, computed the first time ``name`` is asked in this run: a
        section's own table and the closing agreement section read the same figures."""
        if name not in self._once:
            self._once[name] = measure(self)
        return self._once[name]

    def games_for(self, depth):
        """Games per cell for a match whose deepest search is ``depth``."""
        return self.plan[min(max(depth, 0), 6)]

    def tick(self, n=1):
        """Count ``n`` units of work done and redraw the bar."""
        self.done += n
        if self.bar:
            self.bar(min(self.done, self.total), self.total)

    def match(self, red, blue, games, alternate=False, opening_plies=0):
        """Play a match (A = ``red`` unless alternating) with the run's seed and jobs."""
        base = self.done

        def progress(done, _total):
            self.done = base
            self.tick(done)

        return run_match(red, blue, games, seed=self.seed, jobs=self.jobs, alternate=alternate,
                         opening_plies=opening_plies, progress=progress)

    def paired(self, a, b, games):
        """``a`` against ``b``, colours alternating, 2 random opening plies per pair of games.

        Two deterministic players would otherwise replay one game; each
        opening is played from both sides.  Returns ``(match, (w, l, d) of
        a, p)`` with the one-sided binomial p of the side with more wins.
        """
        m = self.match(a, b, games, alternate=True, opening_plies=2)
        w, l, d = m.wld(0)
        return m, (w, l, d), format_p(binomial_p_value(max(w, l), w + l))


def distinct_games(match):
    """``[(moves in notation, result, times played)]`` of a match, commonest first."""
    seen = {}
    for g in match.records:
        key = ("".join(str(c + 1) for c in g["moves"]), g["result"])
        seen[key] = seen.get(key, 0) + 1
    return sorted(((k[0], k[1], n) for k, n in seen.items()), key=lambda t: -t[2])


def wld(t):
    """``"W-L-D"`` of a triple."""
    return "%d-%d-%d" % tuple(t)


def rate_and_p(red_wld):
    """(leader ``"red"``/``"blue"``/``None``, win rate of the decisive games, one-sided p)."""
    w, l, _ = red_wld
    lead = None if w == l else ("red" if w > l else "blue")
    n = w + l
    top = max(w, l)
    return lead, (top / n if n else 0.5), binomial_p_value(top, n)


def agreement(text, ours):
    """Whether our result agrees in direction with the text's, as a short verdict."""
    t_lead, _, t_p = rate_and_p(text)
    o_lead, _, o_p = rate_and_p(ours)
    if t_p < 0.05:
        if o_lead == t_lead and o_p < 0.05:
            return "yes"
        if o_lead == t_lead:
            return "same side, not significant"
        return "**no**"
    if o_p >= 0.05:
        return "yes (neither significant)"
    return "**no** (ours significant)"


def describe(red_wld):
    """``"74.0% Red, p = 1e-6"`` from red's W-L-D."""
    lead, rate, p = rate_and_p(red_wld)
    if lead is None:
        return "even, %s" % p_is(p)
    return "%.1f%% %s, %s" % (100 * rate, "Red" if lead == "red" else "Blue", p_is(p))


def sample_positions(n, seed, low=4, high=24):
    """``n`` positions from seeded random games, ``low``-``high`` discs, none decided."""
    rng = random.Random("positions:%s" % seed)
    out = []
    while len(out) < n:
        board = Board()
        ok = True
        for _ in range(rng.randrange(low, high + 1)):
            board.play(rng.choice(board.legal_moves()))
            if board.is_over():
                ok = False
                break
        if ok and not any(board.is_winning_move(c) for c in board.legal_moves()):
            out.append(board)
    return out


def position_count(quick):
    """Positions a timing table uses."""
    return 12 if quick else 30


def time_moves(runner, spec, positions):
    """(mean ms, mean nodes, columns) of one move of ``spec`` on each position (CPU time)."""
    ms = []
    nodes = []
    cols = []
    for i, board in enumerate(positions):
        player = make_player(spec, seed=i)
        t0 = time.process_time()
        r = player.choose(board)
        ms.append((time.process_time() - t0) * 1000)
        nodes.append(r.nodes)
        cols.append(r.column)
        runner.tick()
    return sum(ms) / len(ms), sum(nodes) / len(nodes), cols


#: The report's pictures, relative to its folder.
IMAGES = "docs/images"


def plot(runner, name, alt, draw):
    """Draw a figure with ``draw(ax)`` into ``docs/images/REPRODUCTION-<name>.png`` under the
    report's folder (the report stays at the root where the write-ups' readers look for it;
    its pictures sit with the other documents' images).

    Returns the Markdown lines that show it, none where matplotlib is missing.
    """
    try:
        # optional: the report is written without its plots where matplotlib is missing
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # after use("Agg"): no display needed
    except ImportError:
        return []
    filename = "%s/REPRODUCTION-%s.png" % (IMAGES, name)
    os.makedirs(os.path.join(runner.out_dir, IMAGES), exist_ok=True)
    fig, ax = plt.subplots(figsize=(7, 4))
    draw(ax)
    fig.tight_layout()
    fig.savefig(os.path.join(runner.out_dir, filename), dpi=100)
    plt.close(fig)
    return ["![%s](%s)" % (alt, filename), ""]


#: Where the text's own numbers were looked for, for the sections without them.
SEARCHED = (
    "the text's tables are not quoted in this project's issues (#4 and #15 quote its "
    "algorithm only), and the stored copies of public pages, documentation and code that "
    "could be searched for this report (queries on the write-up's title, authors, "
    "constants and tables) do not hold the write-up")


def no_text_numbers(experiments):
    """The sentence a section without the text's tables opens with."""
    return ("**The text's tables: not available.**  %s; so no table of the text stands beside "
            "ours and none is made up.  What the text does state in numbers is checked first; "
            "then %s, re-run on the text's algorithm." % (
                SEARCHED[0].upper() + SEARCHED[1:], experiments))


def stated(rows):
    """Markdown lines of a table: what the text states, the value it gives, ours."""
    return (["### What the text states, checked on our player", "",
             "| The text states | text | ours |", "|---|---|---|"]
            + ["| %s | %s | %s |" % row for row in rows] + [""])
