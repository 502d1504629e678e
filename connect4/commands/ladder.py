"""Play every difficulty level against its neighbours, against random, and under perfect.

For each pair of neighbouring levels, two N-game matches with alternating
colours: one from the empty board, as a player meets the levels, and one
with random openings (each opening played from both sides), which samples
more of the game.  The top pair (the last level against ``perfect``) is
played from the empty board only: random openings leave the solver's
opening book.  Then every level against ``random``; and, when the solver
is on the ladder, ``perfect`` as red against every other level from the
empty board.  Prints the tables as markdown, writes them to ``--markdown``
if given, the per-level figures the page's level cards show to
``--levels-json``, with ``--ratings`` each level's rating on one Elo scale
(a Bradley-Terry fit over all these games, :mod:`connect4.players.ladderfit`;
``--from-json`` refits a saved run without playing), and plots win rate and time per move by level to
``--out`` (matplotlib, CPython only).  ``--check`` makes the exit status 1
when a level fails to beat the one below it (either way of opening) or
``random`` with p <= 0.05, or ``perfect`` fails to win a game.  With
``--size 8x7``, ``--variant five`` or ``--variant popout``, each level of that
board plays the one below (connect4.commands.variantmatch).
"""

import datetime
import json
import os
import sys

from connect4.arena import ProgressBar, format_p, p_is, run_match, time_summary
from connect4.commands import fail, parse_count
from connect4.commands.boardoptions import add_board_arguments, wants_variant
from connect4.commands.ladderplot import plot
from connect4.errors import PlayerSpecError
from connect4.page.modes.match.significance import significant
from connect4.players.ladder import LEVELS
from connect4.players.ladderdata import add_ratings, level_figures, ratings_text, readme_table, replace_block
from connect4.players.registry import make_player, normalise_spec


def beats(m):
    """True if side A of match ``m`` won more games with a one-sided p <= ALPHA (the page's test too)."""
    return m.leader() == 0 and significant(m.p_value(0))


def _is_perfect(spec):
    return spec.split(":")[0] == "perfect"


def _has_book():
    """True if the book makes perfect's first two moves instant as either colour
    (the ladder plays perfect as red, and both colours against the top level).

    A partial book (a few solved positions) loads but does not help from the
    empty board, where a game would start with solves of hours.
    """
    solver = make_player("perfect").solver
    return solver.covers_opening(0) and solver.covers_opening(1)


def add_arguments(parser):
    """Register the ``ladder`` options."""
    parser.add_argument("--games", "-n", default="100", metavar="N",
                        help="games per neighbour match and per match against random (default 100)")
    parser.add_argument("--perfect-games", default=None, metavar="N",
                        help="games of perfect (as red) against each level; 0 skips (default 10 "
                             "when the opening book covers red's opening, else 0: early moves "
                             "are then searches of minutes in CPython, so ask for them explicitly, "
                             "under PyPy)")
    parser.add_argument("--seed", default="0", metavar="S", help="seed (default 0)")
    parser.add_argument("--jobs", "-j", default=None, metavar="K",
                        help="processes to play games in (default: every core)")
    parser.add_argument("--opening-plies", default="2", metavar="K",
                        help="random opening moves of the neighbour and random matches, 0-6 (default 2)")
    parser.add_argument("--spec", action="append", metavar="SPEC",
                        help="measure these specs, in this order, instead of the ladder (repeatable)")
    parser.add_argument("--out", default=None, metavar="PATH",
                        help="where to write the plot (default ladder.png); '' for none")
    parser.add_argument("--markdown", default=None, metavar="PATH", help="also write the tables here")
    parser.add_argument("--levels-json", default=None, metavar="PATH",
                        help="write each level's measured strength and time per move here "
                             "(connect4/data/ladder.json: the page's level cards)")
    parser.add_argument("--readme", default=None, metavar="PATH",
                        help="rewrite the levels table between the ladder markers of this file "
                             "(README.md)")
    parser.add_argument("--ratings", action="store_true",
                        help="print every level's Elo rating +- its standard error; "
                             "--levels-json and --readme default to %s, README.md" % DATA)
    parser.add_argument("--from-json", default=None, metavar="PATH",
                        help="refit the games saved in this --levels-json file, play none")
    parser.add_argument("--json", action="store_true", help="print the results as JSON instead")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 unless every level beats the one below with p <= 0.05")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bars")
    add_board_arguments(parser, "the levels")


#: Where ``--ratings`` writes the levels' figures by default (the page's level cards).
DATA = "connect4/data/ladder.json"


def _rungs(args):
    if args.spec:
        return [("spec %d" % (i + 1), normalise_spec(s)) for i, s in enumerate(args.spec)]
    return [(lv.label, lv.spec) for lv in LEVELS]  # as the page names them


def run_ladder(rungs, games, perfect_games, seed, jobs, plies, quiet=True, skips=False):
    """Play the ladder's matches; returns plain data (see ``--json``).

    ``skips``: also each level against the one two below, from the empty
    board (``--ratings``: it ties the fit's chain together).
    """
    def bar(label):
        if quiet or not sys.stderr.isatty():
            return None
        return ProgressBar(label + " ")

    def done(label, m):
        # one line per match, also when stderr is a log file rather than a terminal
        if not quiet:
            print("%s: %s %d-%d-%d, %s (%.0f s)" % (
                label, m.a, *m.wld(0), p_is(m.p_value(0)), m.elapsed), file=sys.stderr)

    times = {spec: [] for _, spec in rungs}

    def match(upper, lower, plies, label):
        m = run_match(upper, lower, games, seed=seed, jobs=jobs, alternate=True,
                      opening_plies=plies, progress=bar(label))
        times[upper].extend(m.times[0])
        times[lower].extend(m.times[1])
        done(label, m)
        return m

    neighbours = []
    for i in range(1, len(rungs)):
        upper, lower = rungs[i][1], rungs[i - 1][1]
        if _is_perfect(upper) and not perfect_games:
            continue  # no book: every early move a search of minutes
        row = {"upper": i + 1, "lower": i,
               "empty": match(upper, lower, 0, "level %d vs %d, empty board" % (i + 1, i)),
               "openings": None}
        # the solver's book covers the empty board's lines, not random openings
        if plies and not _is_perfect(upper):
            row["openings"] = match(upper, lower, plies, "level %d vs %d, %d random plies"
                                    % (i + 1, i, plies))
        neighbours.append(row)
    two_below = []
    for i in range(2, len(rungs) if skips else 0):
        if not _is_perfect(rungs[i][1]):
            two_below.append({"upper": i + 1, "lower": i - 1, "match": match(
                rungs[i][1], rungs[i - 2][1], 0, "level %d vs %d, empty board" % (i + 1, i - 1))})
    versus_random = []
    for i, (_, spec) in enumerate(rungs):
        if _is_perfect(spec):
            continue
        m = run_match(spec, "random", games, seed=seed, jobs=jobs, alternate=True,
                      opening_plies=plies, progress=bar("%d vs random" % (i + 1)))
        times[spec].extend(m.times[0])
        done("level %d vs random" % (i + 1), m)
        versus_random.append({"level": i + 1, "match": m})
    versus_perfect = []
    perfect = next((spec for _, spec in rungs if _is_perfect(spec)), None)
    if perfect and perfect_games:
        for i, (_, spec) in enumerate(rungs):
            if _is_perfect(spec):
                continue
            m = run_match(perfect, spec, perfect_games, seed=seed, jobs=jobs,
                          alternate=False, opening_plies=0,
                          progress=bar("perfect vs %d" % (i + 1)))
            times[perfect].extend(m.times[0])
            times[spec].extend(m.times[1])
            done("perfect vs level %d" % (i + 1), m)
            versus_perfect.append({"level": i + 1, "match": m})
    return {"rungs": rungs, "neighbours": neighbours, "two_below": two_below,
            "versus_random": versus_random,
            "versus_perfect": versus_perfect,
            "times": {spec: time_summary(t) for spec, t in times.items()}}


def _wld(m, side):
    return "%d-%d-%d" % m.wld(side)


def markdown(result, games, perfect_games, seed, plies):
    """The ladder's tables as markdown."""
    rungs = result["rungs"]
    out = []
    out.append("Levels, each played with the time per move measured over all of its games "
               "(CPython %s, wall time, games run in parallel on a shared machine):"
               % sys.version.split()[0])
    out.append("")
    out.append("| Level | Label | Spec | Mean ms/move | p95 ms | Max ms |")
    out.append("|---|---|---|---|---|---|")
    for i, (label, spec) in enumerate(rungs):
        t = result["times"][spec]
        if not t["moves"]:
            out.append("| %d | %s | `%s` | not played | | |" % (i + 1, label, spec))
            continue
        out.append("| %d | %s | `%s` | %.1f | %.1f | %.1f |" % (
            i + 1, label, spec, t["mean"] * 1000, t["p95"] * 1000, t["max"] * 1000))
    out.append("")
    out.append("Each level against the one below: %d games a match, colours alternating, "
               "seed %s; from the empty board (as a player meets the levels) and with %d random "
               "opening plies (each opening played from both sides; not for `perfect`, whose "
               "book covers the empty board's lines).  Win rate is of the decisive games; p is "
               "the exact one-sided binomial p-value of the upper level being better than 50%%."
               % (games, seed, plies))
    out.append("")
    out.append("| Match | Opening | Upper W-L-D | Upper as red | Upper as yellow "
               "| Win rate (decisive) | p-value | Upper better at p<=0.05 |")
    out.append("|---|---|---|---|---|---|---|---|")
    for row in result["neighbours"]:
        for key, opening in (("empty", "empty board"), ("openings", "%d random plies" % plies)):
            m = row[key]
            if m is None:
                continue
            out.append("| %d vs %d | %s | %s | %s | %s | %.1f%% | %s | %s |" % (
                row["upper"], row["lower"], opening, _wld(m, 0),
                "%d-%d-%d" % tuple(m.by_colour[0][0]), "%d-%d-%d" % tuple(m.by_colour[0][1]),
                100 * m.win_rate(0), format_p(m.p_value(0)), "yes" if beats(m) else "**no**"))
    out.append("")
    out.append("Each level against `random` (same conditions):")
    out.append("")
    out.append("| Level | W-L-D | Win rate (decisive) | p-value |")
    out.append("|---|---|---|---|")
    for row in result["versus_random"]:
        m = row["match"]
        out.append("| %d | %s | %.1f%% | %s |" % (
            row["level"], _wld(m, 0), 100 * m.win_rate(0), format_p(m.p_value(0))))
    if result["versus_perfect"]:
        out.append("")
        out.append("`perfect` as red against each level, from the empty board, %d games each:"
                   % perfect_games)
        out.append("")
        out.append("| Level | perfect W-L-D | perfect win rate |")
        out.append("|---|---|---|")
        for row in result["versus_perfect"]:
            m = row["match"]
            w = m.wld(0)[0]
            out.append("| %d | %s | %.0f%% |" % (row["level"], _wld(m, 0), 100.0 * w / m.games))
    return "\n".join(out) + "\n"


def _to_json(result):
    def conv(rows, key):
        return [{key: r[key], **r["match"].to_dict()} for r in rows]

    return {
        "levels": [{"level": i + 1, "label": label, "spec": spec, "time_per_move": result["times"][spec]}
                   for i, (label, spec) in enumerate(result["rungs"])],
        "neighbours": [{"upper": r["upper"], "lower": r["lower"],
                        "empty": r["empty"].to_dict(),
                        "openings": r["openings"].to_dict() if r["openings"] else None}
                       for r in result["neighbours"]],
        "versus_random": conv(result["versus_random"], "level"),
        "versus_perfect": conv(result["versus_perfect"], "level"),
    }


def run(args):
    """Run the ladder; 0 on success, 1 if ``--check`` fails, 2 on bad input."""
    if wants_variant(args):
        # another board: its levels' matches (connect4.variants); 7x6 loads none of it
        from connect4.commands import variantmatch
        return variantmatch.run_ladder(args)
    if args.out is None:
        args.out = "ladder.png"  # the default (None tells another board that --out was not given)
    try:
        games = parse_count(args.games, "--games", 1)
        perfect_games = (parse_count(args.perfect_games, "--perfect-games", 0)
                         if args.perfect_games is not None else None)
        seed = parse_count(args.seed, "--seed", -2**63, 2**63)
        jobs = parse_count(args.jobs, "--jobs", 1) if args.jobs is not None else (os.cpu_count() or 1)
        plies = parse_count(args.opening_plies, "--opening-plies", 0, 6)
        rungs = _rungs(args)
    except (ValueError, PlayerSpecError) as exc:
        return fail(str(exc))
    if len(rungs) < 2:
        return fail("a ladder needs at least two levels, got %d" % len(rungs))
    if args.ratings:
        args.levels_json = args.levels_json or DATA
        args.readme = args.readme or "README.md"
    if args.from_json:
        return _refit(args)
    if args.out:
        try:
            import matplotlib  # noqa: F401  (fail before hours of games, not after)
        except ImportError:
            return fail("--out needs matplotlib (pip install matplotlib), or pass --out ''")
    if perfect_games is None:
        perfect_games = 10
        if any(_is_perfect(spec) for _, spec in rungs) and not _has_book():
            # past the book's end every early move is a search of minutes
            print("note: the opening book does not cover red's opening yet, so perfect's games are "
                  "skipped (build it with: python build.py book; or ask for them with "
                  "--perfect-games N, slow)", file=sys.stderr)
            perfect_games = 0
    result = run_ladder(rungs, games, perfect_games, seed, jobs, plies, quiet=args.quiet,
                        skips=args.ratings)
    text = markdown(result, games, perfect_games, seed, plies)
    if args.json:
        json.dump(_to_json(result), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    _save_figures(args, result, plies)
    if args.out:
        plot(result, args.out)
        if not args.json:
            print("plot written to %s" % args.out)
    if args.check and not passes(result):
        return 1
    return 0


def _command(args):
    """The command line that measured these figures (for the README)."""
    parts = ["python3 -m connect4 ladder", "-n", args.games, "--seed", args.seed,
             "--opening-plies", args.opening_plies]
    if args.perfect_games is not None:
        parts += ["--perfect-games", args.perfect_games]
    for spec in args.spec or ():
        parts += ["--spec", spec]
    if args.levels_json:
        parts += ["--levels-json", args.levels_json]
    if args.readme:
        parts += ["--readme", args.readme]
    if args.ratings:
        parts += ["--ratings"]
    return " ".join(str(p) for p in parts)


def _save_figures(args, result, plies):
    """Each level's figures to ``--levels-json``, the README's table to ``--readme``."""
    _write(args, level_figures(result, plies), datetime.date.today().isoformat(), _command(args))


def _write(args, figures, date, command):
    ratings = add_ratings(figures) if args.ratings else None
    if ratings:
        print(ratings_text(figures, ratings))
    if args.levels_json:
        data = {"date": date, "command": command, "levels": figures}
        if ratings:
            data["ratings"] = ratings
        with open(args.levels_json, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
    if args.readme:
        with open(args.readme) as f:
            text = f.read()
        table = readme_table(figures, date, command)
        with open(args.readme, "w") as f:
            f.write(replace_block(text, table))


def _refit(args):
    """``--from-json``: the saved run's games fitted again, nothing played."""
    try:
        with open(args.from_json) as f:
            data = json.load(f)
        args.ratings = True
        _write(args, data["levels"], data.get("date", ""), data.get("command", ""))
    except (OSError, ValueError, KeyError) as exc:
        return fail("cannot read %s: %s" % (args.from_json, exc))
    return 0


def passes(result):
    """True if every level beats the one below and random (p <= ALPHA) and perfect wins every game."""
    for row in result["neighbours"]:
        if not all(beats(m) for m in (row["empty"], row["openings"]) if m is not None):
            return False
    if not all(beats(row["match"]) for row in result["versus_random"]):
        return False
    return all(row["match"].wld(0)[0] == row["match"].games for row in result["versus_perfect"])
