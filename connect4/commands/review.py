"""Review a game: every move judged by the perfect solver.

MOVES is the game in column notation (4453...), or, without it, one game
per line on stdin (the first field of each line, as solve reads them).  For
every move: the exact score of the position before it and the score the
played move keeps (for its player, Pascal Pons' convention), and a verdict:
best (keeps the score), slower (the same result: a slower win or a faster
loss), mistake (a win becomes a draw, or a draw a loss), blunder (a win
becomes a loss), with the columns that kept more; then a line per player.  --json prints
{"moves": [{"ply", "column", "score", "kept", "verdict", "better"}, ...]}
(one object a line for several games); a mistake's or a blunder's also has
"reason": {"text", "kind", "claim", "line", "proof"} (analyze --why's).  A move whose positions need more
than --nodes positions searched is reported unsolved: a count, not seconds,
so a game's review is the same on any machine, however loaded.  Colour is used on a terminal that
shows it; NO_COLOR=1 turns it off.
"""

import json
import sys

from connect4.arena import ProgressBar
from connect4.board import COLOUR_NAMES, RED, YELLOW, parse_position
from connect4.commands import fail
from connect4.commands.boardoptions import add_7x6_only_arguments, other_board_message
from connect4.commands.terminal import paint, wants_colour
from connect4.errors import Connect4Error
from connect4.review.chart import chart_points, chart_svg
from connect4.review.game import Bound, review_steps
from connect4.review.verdicts import TURNING, mover, summary
from connect4.scores import describe_score
from connect4.search_driver import drive
from connect4.solver import Solver
from connect4.solver.hintdata import PACKAGE, shared_hint_data

#: The keys of a move in ``--json``, in this order.
JSON_KEYS = ("ply", "column", "score", "kept", "verdict", "better")
#: Positions a move may search by default: a terminal can wait (CPython
#: searches about 80,000-150,000 a second here, so 20-40 s; the slowest move of
#: 6 random games took 0.8 million, 8 s, on a loaded 2-core machine).
DEFAULT_NODES = 3_000_000
#: A bounded search looks at its count this often (positions): where it
#: pauses, and so the count, is the same on every machine.
_SLICE_NODES = 8192
#: ANSI SGR codes of the verdicts (not the discs' red and yellow).
_VERDICT_SGR = {"best": "32", "mistake": "1;35", "blunder": "1;7;35", "unsolved": "2"}


#: Why review takes no other board.
REVIEW_7X6 = ("the review judges moves with 7x6's solver and database (a position of "
              "another board: analyze MOVES --size WxH)")


def add_arguments(parser):
    """Register the ``review`` options."""
    parser.add_argument("moves", nargs="?", metavar="MOVES",
                        help="the game in column notation, e.g. 4453 (default: one game a line "
                             "on stdin)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--plot", metavar="FILE.png",
                        help="draw the evaluation chart into a PNG (matplotlib)")
    parser.add_argument("--svg", metavar="FILE.svg",
                        help="write the evaluation chart as SVG (the page's drawing)")
    parser.add_argument("--from", dest="first", type=int, default=0, metavar="N",
                        help="judge only the moves after the first N")
    parser.add_argument("--nodes", type=int, default=DEFAULT_NODES, metavar="N",
                        help="a move not solved within N positions searched is reported "
                             "unsolved (default %d; 0: no bound)" % DEFAULT_NODES)
    parser.add_argument("--no-book", action="store_true", help="do not use the opening book")
    parser.add_argument("--no-hint-data", action="store_true",
                        help="do not use the 12-disc database (bitbully-databases)")
    parser.add_argument("--colour", "--color", choices=("auto", "always", "never"),
                        default="auto", help="colour: auto (a terminal without NO_COLOR), "
                                             "always or never")
    add_7x6_only_arguments(parser, REVIEW_7X6)


def _games(args):
    """``[(line number or None, text)]``: the argument, else stdin's lines."""
    if args.moves is not None:
        return [(None, args.moves)]
    games = []
    for lineno, line in enumerate(sys.stdin, 1):
        fields = line.split()
        if fields:
            games.append((lineno, fields[0]))
    return games


def _score_words(score, ply):
    if score is None:
        return "unsolved"
    return "%s %s" % ("%+d" % score if score else "0", describe_score(score, ply))


def _result(board):
    if board.is_won():
        return "%s won with move %d" % (COLOUR_NAMES[1 - board.turn], board.ply)
    return "a draw" if board.is_full() else "unfinished, %s to move" % COLOUR_NAMES[board.turn]


def _spans(numbers) -> str:
    """``[2, 3, 4, 7]`` -> ``"2-4, 7"``."""
    out = []
    for n in numbers:
        if out and out[-1][1] == n - 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return ", ".join(str(a) if a == b else "%d-%d" % (a, b) for a, b in out)


def unsolved_note(records, nodes, data_missing) -> str | None:
    """The one line that names the moves not judged (None when every move was),
    with what would judge them: the database when it is missing, else a larger bound."""
    plies = [r["ply"] for r in records if r["verdict"] == "unsolved"]
    if not plies:
        return None
    fix = ("the 12-disc database makes openings exact: pip install %s" % PACKAGE if data_missing
           else "a larger --nodes (or 0, no bound) judges them")
    return "%s %s not solved within %s searched each; %s" % (
        "move" if len(plies) == 1 else "moves", _spans(plies),
        "1 position" if nodes == 1 else "{:,} positions".format(nodes), fix)


def format_table(records, colour=False) -> list:
    """The review as lines of text, one per move, under a heading."""
    lines = ["move  player  column  before           kept             verdict   better"]
    for r in records:
        who = mover(r["ply"])
        before = _score_words(r["score"], r["ply"] - 1)
        kept = _score_words(r["kept"], r["ply"] - 1)
        better = "" if not r["better"] else " ".join(str(c) for c in r["better"])
        verdict = "%-8s" % r["verdict"]
        if colour and r["verdict"] in _VERDICT_SGR:
            verdict = "\033[%sm%s\033[0m" % (_VERDICT_SGR[r["verdict"]], verdict)
        lines.append(("%4d  %s  %6d  %-15s  %-15s  %s  %s" % (
            r["ply"], paint("%-6s" % who, RED if who == "red" else YELLOW, colour),
            r["column"], before, kept, verdict, better)).rstrip())
    return lines


def plot_chart(records, path, title) -> None:
    """The evaluation chart into a PNG with matplotlib (Agg backend)."""
    import matplotlib  # an optional dependency, needed only for --plot
    matplotlib.use("Agg")  # before pyplot's import, which picks a backend
    import matplotlib.pyplot as plt  # after use("Agg"): no display needed

    points = chart_points(records)
    fig, ax = plt.subplots(figsize=(9, 3.2))
    ax.axhspan(0, 1.08, color="#e8384f", alpha=0.10, lw=0)
    ax.axhspan(-1.08, 0, color="#ffc93c", alpha=0.15, lw=0)
    ax.axhline(0, color="grey", lw=0.8, ls="--")
    known = [p for p in points if p["y"] is not None]
    ax.plot([p["ply"] for p in known], [p["y"] for p in known], color="grey", lw=1, zorder=1)
    colours = {"red": "#e8384f", "yellow": "#f0b400", "draw": "#9aa0ad"}
    for p in known:
        ax.scatter(p["ply"], p["y"], s=36, color=colours[p["side"]], edgecolor="black",
                   linewidth=0.5, zorder=2)
        if p["mark"]:
            ax.scatter(p["ply"], p["y"], s=160, facecolor="none", edgecolor="black",
                       linewidth=2.0 if p["mark"] == "blunder" else 1.0, zorder=3)
            ax.annotate("??" if p["mark"] == "blunder" else "?", (p["ply"], p["y"]),
                        xytext=(0, 9 if p["y"] >= 0 else -17), textcoords="offset points",
                        ha="center", fontweight="bold")
    for p in points:
        if p["y"] is None:
            ax.scatter(p["ply"], 0, s=36, facecolor="none", edgecolor="black", linestyle=":")
    ax.set_ylim(-1.15, 1.15)
    ax.set_xlim(0.5, max(len(points), 1) + 0.5)
    ax.set_yticks([-0.75, 0, 0.75], ["yellow wins", "draw", "red wins"])
    ax.xaxis.get_major_locator().set_params(integer=True)  # moves, not 2.5
    ax.set_xlabel("move")
    ax.set_title(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def mistake_reason(solver, board, record) -> dict:
    """The reason of a mistake or a blunder of the game ``board`` (connect4.explain.mistakes)."""
    from connect4.explain.mistakes import reason_for  # only for --json's mistakes

    before = parse_position(board.notation()[:record["ply"] - 1])
    keeps = sorted(record["keeps"] or record["better"] or [], key=lambda c: abs(c - 4))
    best = (keeps[0] - 1, record["score"]) if keeps else None
    reason = reason_for(solver, before, record["column"] - 1, -record["kept"], best)
    reason.pop("cells", None)
    return reason


def run(args):
    """Review each game; exit status 2 on a bad argument, 1 if a line of stdin was bad."""
    message = other_board_message(args, "review", REVIEW_7X6)
    if message:
        return fail(message)
    games = _games(args)
    if (args.plot or args.svg) and len(games) != 1:
        return fail("--plot and --svg draw one game, and %d were given" % len(games))
    data, problem = (None, None) if args.no_hint_data else shared_hint_data()
    solver = Solver(book=not args.no_book, hint_data=data)
    for note in (solver.book_problem, problem):
        if note:
            print("note: %s" % note, file=sys.stderr)
    colour = args.colour == "always" or (args.colour == "auto" and wants_colour(sys.stdout))
    bad = 0
    for lineno, text in games:
        try:
            board = parse_position(text)
        except Connect4Error as exc:
            if lineno is None:
                return fail(str(exc))
            bad += 1
            print("line %d: %s" % (lineno, exc), file=sys.stderr, flush=True)
            continue
        solver.reset()
        bound = Bound(nodes=args.nodes) if args.nodes > 0 else None
        steps = review_steps(board.moves, solver, bound, first=args.first,
                             slice_nodes=_SLICE_NODES if bound else None)
        bar = ProgressBar("reviewing ") if sys.stderr.isatty() else None
        records = drive(steps, on_step=(lambda s, bar=bar: bar(s["done"], s["total"])) if bar else None)
        if args.json:
            moves = [{k: r[k] for k in JSON_KEYS} for r in records]
            for r, out in zip(records, moves):
                if r["verdict"] in TURNING:
                    out["reason"] = mistake_reason(solver, board, r)
            print(json.dumps({"moves": moves}), flush=True)
        else:
            if len(games) > 1:
                print()
            print("game %s: %s" % (board.notation() or "(no moves)", _result(board)))
            for line in format_table(records, colour):
                print(line)
            for side in COLOUR_NAMES:
                line = summary(records, side)
                print(paint(side, RED if side == "red" else YELLOW, colour) + line[len(side):],
                      flush=True)
        note = unsolved_note(records, args.nodes, data is None and not args.no_hint_data)
        if note:
            print("note: %s" % note, file=sys.stderr, flush=True)
        if args.plot:
            plot_chart(records, args.plot, "Review of %s" % (board.notation()[:60] or "(no moves)"))
        if args.svg:
            with open(args.svg, "w") as out:
                out.write(chart_svg(records) + "\n")
    return 1 if bad else 0
