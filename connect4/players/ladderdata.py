"""Each level's measured strength: what ``connect4 ladder`` writes, the README and the page read.

The ladder command (:mod:`connect4.commands.ladder`) turns its matches into
plain figures per level (:func:`level_figures`), saved as
``connect4/data/ladder.json``; the README's table of levels
(:func:`readme_table`, put between its markers by :func:`replace_block`)
and the page's level cards (:mod:`connect4.page.modes.about.levelcards`) are made from
those figures, never typed by hand.

>>> replace_block("a\\n<!-- ladder: begin -->\\nold\\n<!-- ladder: end -->\\nb", "new")
'a\\n<!-- ladder: begin -->\\nnew\\n<!-- ladder: end -->\\nb'
"""

from connect4.players.ladderfit import ANCHOR, fit_ratings, ladder_matches

BEGIN = "<!-- ladder: begin -->"
END = "<!-- ladder: end -->"


def _score(m, versus):
    """A match's figures from side A's view (A is the level, B the level below or random)."""
    wins, losses, draws = m.wld(0)
    return {"versus": versus, "games": m.games, "wins": wins, "losses": losses, "draws": draws,
            "win_rate": m.win_rate(0), "p_value": m.p_value(0)}


def _score_b(m, versus):
    """A match's figures from side B's view (B a level, A ``perfect``)."""
    losses, wins, draws = m.wld(0)
    return {"versus": versus, "games": m.games, "wins": wins, "losses": losses, "draws": draws,
            "win_rate": m.win_rate(1), "p_value": m.p_value(1)}


def level_figures(result, plies):
    """Plain figures per level from a ladder run (see ``run_ladder``).

    Per level: number, label, spec, time per move (mean and p95, ms), the
    match against the level below from the empty board (``below``) and with
    ``plies`` random opening plies (``below_openings``), and the one against
    ``random`` (``random``), the one against the level two below from the
    empty board (``two_below``, ``--ratings`` only), and the level's games against ``perfect`` as red
    (``perfect``, from the level's side); ``None`` where not played.
    """
    rungs = result["rungs"]
    out = []
    for i, (label, spec) in enumerate(rungs):
        t = result["times"][spec]
        out.append({"level": i + 1, "label": label, "spec": spec,
                    "ms_mean": round(t["mean"] * 1000, 1) if t["moves"] else None,
                    "ms_p95": round(t["p95"] * 1000, 1) if t["moves"] else None,
                    "below": None, "below_openings": None, "two_below": None, "random": None,
                    "perfect": None,
                    "opening_plies": plies})
    for row in result["neighbours"]:
        fig = out[row["upper"] - 1]
        fig["below"] = _score(row["empty"], row["lower"])
        if row["openings"] is not None:
            fig["below_openings"] = _score(row["openings"], row["lower"])
    for row in result.get("two_below", ()):
        out[row["upper"] - 1]["two_below"] = _score(row["match"], row["lower"])
    for row in result["versus_random"]:
        out[row["level"] - 1]["random"] = _score(row["match"], "random")
    top = next((i + 1 for i, (_, spec) in enumerate(rungs) if spec.split(":")[0] == "perfect"), None)
    for row in result.get("versus_perfect", ()):
        out[row["level"] - 1]["perfect"] = _score_b(row["match"], top)
    return out


def _p(p):
    return "p < 1e-6" if p < 1e-6 else "p = %.2g" % p


def _cell(score, missing="not played"):
    if score is None:
        return missing
    return "%d-%d-%d, %d%%, %s" % (score["wins"], score["losses"], score["draws"],
                                   int(100 * score["win_rate"] + 0.5), _p(score["p_value"]))


def readme_table(figures, date, command):
    """The README's table of levels (markdown) with the date and command that measured it."""
    plies = figures[0]["opening_plies"] if figures else 0
    games = next((f["below"]["games"] for f in figures if f["below"]), 0)
    lines = ["Measured on %s with `%s` (%d games a match, colours alternating; W-L-D of the "
             "level against the one below, its share of the decisive games and the one-sided "
             "binomial p-value; time per move in CPython on a shared 2-core machine):"
             % (date, command, games), "",
             "| level | spec | rating | beats the level below, empty board | with %d random "
             "opening plies | ms per move (mean, p95) |" % plies,
             "|---|---|---|---|---|---|"]
    for f in figures:
        ms = ("%.1f, %.1f" % (f["ms_mean"], f["ms_p95"])) if f["ms_mean"] is not None else "-"
        below = _cell(f["below"]) if f["level"] > 1 else "(vs random) " + _cell(f["random"])
        openings = "-" if f["level"] == 1 else _cell(f["below_openings"], "(book: empty board only)")
        rating = ("%.0f ± %.0f" % (f["rating"], f["rating_se"])
                  if f.get("rating") is not None else "-")
        lines.append("| %d %s | `%s` | %s | %s | %s | %s |" % (
            f["level"], f["label"], f["spec"], rating, below, openings, ms))
    if any(f.get("rating") is not None for f in figures):
        lines[0] = lines[0][:-2] + "; ratings: %s):" % METHOD
    return "\n".join(lines)


def replace_block(text, block):
    """``text`` with what lies between the ladder markers replaced by ``block``.

    :raises ValueError: the markers are missing or out of order.
    """
    start = text.find(BEGIN)
    end = text.find(END)
    if start < 0 or end < start:
        raise ValueError("no '%s' ... '%s' block to replace" % (BEGIN, END))
    return text[:start + len(BEGIN)] + "\n" + block + "\n" + text[end:]


#: How the ratings were fitted, in words (saved beside them, shown under the README's table).
METHOD = ("Bradley-Terry (Elo) maximum-likelihood fit over every game of the run, a draw half "
          "a win, a quarter of a virtual draw per pair played; level %d = %d; +- one standard "
          "error from the Fisher information" % (ANCHOR[0], ANCHOR[1]))


def add_ratings(figures):
    """Fit the ratings of ``figures``' games; put ``rating`` and ``rating_se`` in each level's
    figures, and return ``{"method", "random"}`` (the random player's rating)."""
    fit = fit_ratings(ladder_matches(figures))
    for f in figures:
        r = fit.get(f["level"])
        f["rating"] = round(r["rating"], 1) if r else None
        f["rating_se"] = round(r["se"], 1) if r else None
    rnd = fit.get("random")
    return {"method": METHOD,
            "random": {"rating": round(rnd["rating"], 1), "rating_se": round(rnd["se"], 1)}
            if rnd else None}


def ratings_text(figures, ratings):
    """The ratings as the command prints them: one line per level."""
    lines = ["Ratings (%s):" % ratings["method"]]
    for f in figures:
        if f.get("rating") is not None:
            lines.append("  level %d %-9s %6.0f +- %3.0f" % (f["level"], f["label"], f["rating"],
                                                             f["rating_se"]))
    if ratings.get("random"):
        lines.append("  random          %6.0f +- %3.0f" % (ratings["random"]["rating"],
                                                          ratings["random"]["rating_se"]))
    return "\n".join(lines)
