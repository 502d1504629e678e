"""The levels' ratings on one Elo scale: a Bradley-Terry fit over the ladder's games.

Every game the ladder plays (:mod:`connect4.commands.ladder`) counts: each
level against the one below (from the empty board and with random
openings) and against the one two below (from the empty board), each level
against ``random``, and ``perfect`` against each level.  A draw counts half
a win to each side.  The model is Elo's: player ``a`` scores against ``b``
with the chance ``1 / (1 + 10 ** ((r_b - r_a) / 400))``; the ratings are
those that make the games most likely (Newton's method on the
log-likelihood), with a quarter of a **virtual draw** added to every pair
that played (the kind of prior Rémi Coulom's BayesElo uses): without it a
level that won every game (``perfect``) would have an infinite rating.  The
prior pulls lopsided pairs together a little: on synthetic ladders of known
strengths shaped like ours (100 games a pair, gaps up to 1,600 points), the
top level came out 26 points low on average, and 93% of the ratings lay
within two standard errors of the truth (tests/players/test_ladderfit.py;
one whole virtual draw: 90 points low, 81%).  The scale is
anchored at :data:`ANCHOR` (level 1 = 800).

The uncertainty is the standard error from the Fisher information: the
inverse of the log-likelihood's curvature at the fit, with the anchor held
fixed, so a level's ``se`` is how well its distance from level 1 is known
(about 68% of repeated ladders would land within one ``se``, 95% within
two).  Pure Python (no numpy); CPython, at ``connect4 ladder`` time.

>>> fit = fit_ratings([(1, "random", 30, 10, 0), (2, 1, 20, 20, 0)])
>>> [(p, round(f["rating"]), round(f["se"])) for p, f in fit.items()]
[(1, 800, 0), ('random', 611, 63), (2, 800, 55)]
"""

import math

#: The anchored player and its rating: level 1 (the Beginner) is 800.
ANCHOR = (1, 800.0)
#: Virtual draws added to every pair that played (the fit's prior).
VIRTUAL_DRAWS = 0.25
#: Elo points per natural-log unit of odds.
_ELO = 400.0 / math.log(10)


def expected(r_a, r_b):
    """The score ``a`` expects against ``b`` (a win 1, a draw 1/2) on the Elo scale.

    >>> expected(1500, 1500), round(expected(1900, 1500), 3)
    (0.5, 0.909)
    """
    return 1.0 / (1.0 + 10.0 ** ((r_b - r_a) / 400.0))


def _pairs(matches):
    """``{(a, b): [score of a, games]}`` with the virtual draws, and the players in order."""
    pairs, players = {}, []
    for a, b, wins, losses, draws in matches:
        for p in (a, b):
            if p not in players:
                players.append(p)
        key = (a, b)
        row = pairs.setdefault(key, [0.5 * VIRTUAL_DRAWS, float(VIRTUAL_DRAWS)])
        row[0] += wins + 0.5 * draws
        row[1] += wins + losses + draws
    return pairs, players


def _solve(a, b):
    """``x`` with ``a x = b`` (Gauss-Jordan with partial pivoting; ``a`` is small)."""
    n = len(b)
    m = [list(row) + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def _inverse(a):
    n = len(a)
    cols = [_solve(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def fit_ratings(matches, anchor=ANCHOR, iterations=100):
    """Every player's rating and its standard error, from ``matches``.

    :param matches: ``(a, b, wins of a, losses of a, draws)`` per match (a
        pair may come more than once); ``a`` and ``b`` are any hashable names.
    :returns: ``{player: {"rating", "se", "games"}}`` (Elo points; the
        anchor's ``se`` is 0).
    :raises ValueError: the anchor played no game.
    """
    pairs, players = _pairs(matches)
    if anchor[0] not in players:
        raise ValueError("the anchor %r played no game" % (anchor[0],))
    free = [p for p in players if p != anchor[0]]
    index = {p: i for i, p in enumerate(free)}
    theta = {p: 0.0 for p in players}  # natural units: rating / _ELO, anchor at 0
    for _ in range(iterations):
        grad, info = _derivatives(pairs, theta, index)
        step = _solve(info, grad)
        for p, i in index.items():
            theta[p] += max(-2.0, min(2.0, step[i]))  # damped: far starts converge too
        if max((abs(s) for s in step), default=0.0) < 1e-10:
            break
    _, info = _derivatives(pairs, theta, index)
    cov = _inverse(info) if free else []
    games = {p: 0 for p in players}
    for (a, b), (_, n) in pairs.items():
        games[a] += n - VIRTUAL_DRAWS
        games[b] += n - VIRTUAL_DRAWS
    out = {}
    for p in players:
        se = math.sqrt(cov[index[p]][index[p]]) * _ELO if p in index else 0.0
        out[p] = {"rating": anchor[1] + theta[p] * _ELO, "se": se, "games": int(games[p])}
    return out


def _derivatives(pairs, theta, index):
    """The log-likelihood's gradient and its negated Hessian (the Fisher information)."""
    n = len(index)
    grad = [0.0] * n
    info = [[0.0] * n for _ in range(n)]
    for (a, b), (score, games) in pairs.items():
        p = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
        g = score - games * p
        w = games * p * (1.0 - p)
        ia, ib = index.get(a), index.get(b)
        if ia is not None:
            grad[ia] += g
            info[ia][ia] += w
        if ib is not None:
            grad[ib] -= g
            info[ib][ib] += w
        if ia is not None and ib is not None:
            info[ia][ib] -= w
            info[ib][ia] -= w
    return grad, info


def ladder_matches(figures):
    """The fit's matches from the ladder's per-level figures (``ladderdata.level_figures``).

    Levels are named by number, the random player ``"random"``.
    """
    out = []
    for f in figures:
        for key in ("below", "below_openings", "two_below", "random", "perfect"):
            s = f.get(key)
            if s:
                out.append((f["level"], s["versus"], s["wins"], s["losses"], s["draws"]))
    return out
