"""``arena`` and ``ladder`` on another board or variant: matches between its levels, W-L-D and p-values.

A game of a match is reproducible on its own, as on 7x6 (connect4.arena): its
players' seeds and colours come from the match seed and the game's index
(:func:`connect4.arena.game_plan`), its random opening (connect4.variants.match.opening) from the
seed and the pair of games that share it, played by connect4.variants.match.play_game.  A match is a
:class:`connect4.arena.MatchResult`, so its report, JSON and p-value are
the 7x6 arena's; the ladder plays each level against the one below.
"""

import json
import os
import sys
import time

from connect4.arena import (
    MatchResult,
    ProgressBar,
    format_match,
    format_p,
    game_plan,
    p_is,
    play_jobs,
    time_summary,
)
from connect4.commands import fail, parse_count
from connect4.commands.boardoptions import board_choice, refuse_7x6_options
from connect4.commands.variantplay import variant_spec
from connect4.errors import Connect4Error
from connect4.page.modes.match.significance import significant
from connect4.rng import Rng
from connect4.variants.geometry import Geometry
from connect4.variants.levels import level_label, level_specs
from connect4.variants.match import opening, play_game
from connect4.variants.notation import moves_text
from connect4.variants.players import make_variant_player

#: ladder's options that measure 7x6's levels for the page and the README.
LADDER_7X6 = {
    "perfect_games": ("--perfect-games", "the games under perfect need 7x6's opening book"),
    "levels_json": ("--levels-json", "the page's level cards are 7x6's"),
    "readme": ("--readme", "the README's table of levels is 7x6's"),
    "ratings": ("--ratings", "the ratings are fitted on 7x6's ladder"),
    "from_json": ("--from-json", "a saved run is 7x6's ladder"),
    "out": ("--out", "the plot is drawn for 7x6's ladder"),
}


def play_indexed(job) -> dict:
    """Game ``index`` of a match (picklable arguments, for a process pool): the record
    connect4.arena.MatchResult counts, moves as ints (a pop ``~c``)."""
    a, b, (width, height, connect), popout, seed, index, alternate, plies = job
    g = Geometry(width, height, connect)
    swap, red_seed, yellow_seed, _ = game_plan(seed, index, alternate, 0)
    red, yellow = (b, a) if swap else (a, b)
    players = (make_variant_player(red, g, popout, red_seed),
               make_variant_player(yellow, g, popout, yellow_seed))
    pair = index // 2 if alternate else index
    moves = opening(g, popout, plies, Rng("%s:opening:%d" % (seed, pair)))
    times = ([], [])
    game = play_game(players[0], players[1], g, popout, moves, times)
    return {"result": game.result() or "draw", "moves": list(game.moves), "times": [times[0], times[1]],
            "index": index, "a_is_red": not swap}


def variant_match(a, b, choice, games, seed=0, jobs=1, alternate=False, opening_plies=0,
                  progress=None) -> MatchResult:
    """``games`` games of level A against level B on ``choice``'s board (a
    :class:`~connect4.commands.boardoptions.BoardChoice`), as connect4.arena.run_match plays 7x6's."""
    g = choice.geometry
    todo = [(a, b, (g.width, g.height, g.connect), choice.popout, seed, i, alternate, opening_plies)
            for i in range(games)]
    start = time.perf_counter()
    records = play_jobs(play_indexed, todo, jobs, progress)
    return MatchResult(a, b, games, seed, alternate, opening_plies, records, time.perf_counter() - start)


def match_dict(m, choice) -> dict:
    """The match as plain data (``--json``): the 7x6 arena's, the board and the moves' text added."""
    d = m.to_dict()
    d["size"] = choice.geometry.name
    d["connect"] = choice.geometry.connect
    d["popout"] = choice.popout
    for played, record in zip(d["games_played"], m.records):
        played["moves"] = moves_text(record["moves"])
    return d


def _settings(args):
    """(games, seed, jobs, opening plies) of the options; raises Connect4Error."""
    games = parse_count(args.games, "--games", 1)
    seed = parse_count(args.seed, "--seed", -2**63, 2**63)
    jobs = parse_count(args.jobs, "--jobs", 1) if args.jobs is not None else (os.cpu_count() or 1)
    plies = parse_count(args.opening_plies, "--opening-plies", 0, 6)
    return games, seed, jobs, plies


def _bar(args, label):
    if args.quiet or not sys.stderr.isatty():
        return None
    return ProgressBar(label + " ")


def run_arena(args) -> int:
    """``arena`` on another board: the match's report; exit status 2 on bad input."""
    try:
        choice = board_choice(args)
        games, seed, jobs, plies = _settings(args)
        a, b = variant_spec(args.red), variant_spec(args.yellow)
    except Connect4Error as exc:
        return fail(str(exc))
    m = variant_match(a, b, choice, games, seed, jobs, args.alternate, plies,
                      _bar(args, "%s vs %s" % (a, b)))
    if args.json:
        json.dump(match_dict(m, choice), sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    print("%s: %s against %s" % (choice.title, level_label(a, choice.geometry, choice.popout),
                                 level_label(b, choice.geometry, choice.popout)))
    print(format_match(m))
    return 0


def run_ladder(args) -> int:
    """``ladder`` on another board: each level against the one below; 1 if ``--check`` fails."""
    try:
        choice = board_choice(args)
        refuse_7x6_options(args, LADDER_7X6)
        games, seed, jobs, plies = _settings(args)
        rungs = [variant_spec(s) for s in args.spec] if args.spec else level_specs()
    except Connect4Error as exc:
        return fail(str(exc))
    if len(rungs) < 2:
        return fail("a ladder needs at least two levels, got %d" % len(rungs))
    pairs = []
    for lower, upper in zip(rungs, rungs[1:]):
        m = variant_match(upper, lower, choice, games, seed, jobs, True, plies,
                          _bar(args, "%s vs %s" % (upper, lower)))
        if not args.quiet:
            print("%s vs %s: %d-%d-%d, %s (%.0f s)" % ((upper, lower) + m.wld(0) + (
                p_is(m.p_value(0)), m.elapsed)), file=sys.stderr)
        pairs.append(m)
    text = ladder_markdown(pairs, choice, games, seed, plies)
    if args.json:
        json.dump({"size": choice.geometry.name, "connect": choice.geometry.connect,
                   "popout": choice.popout, "pairs": [match_dict(m, choice) for m in pairs]},
                  sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    if args.check and not all(_beats(m) for m in pairs):
        return 1
    return 0


def _beats(m):
    return m.leader() == 0 and significant(m.p_value(0))


def ladder_markdown(pairs, choice, games, seed, plies) -> str:
    """The ladder's table on another board, as markdown."""
    g, pop = choice.geometry, choice.popout
    out = ["Levels on %s, each against the one below: %d games a match, colours alternating, "
           "seed %s, %d random opening drops (each opening played from both sides).  Win rate is of "
           "the decisive games; p is the exact one-sided binomial p-value of the upper level being "
           "better than 50%%; times are per move (CPython %s)." % (
               choice.title, games, seed, plies, sys.version.split()[0]), "",
           "| Upper | Lower | Upper W-L-D | as red | as yellow | Win rate | p-value | "
           "Upper better at p<=0.05 | Upper ms/move | Lower ms/move |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for m in pairs:
        out.append("| %s | %s | %d-%d-%d | %s | %s | %.1f%% | %s | %s | %.1f | %.1f |" % (
            (level_label(m.a, g, pop), level_label(m.b, g, pop)) + m.wld(0) + (
                "%d-%d-%d" % tuple(m.by_colour[0][0]), "%d-%d-%d" % tuple(m.by_colour[0][1]),
                100 * m.win_rate(0), format_p(m.p_value(0)), "yes" if _beats(m) else "**no**",
                1000 * time_summary(m.times[0])["mean"], 1000 * time_summary(m.times[1])["mean"])))
    return "\n".join(out) + "\n"
