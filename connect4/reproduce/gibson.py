"""Gibson, alpha-beta on open lines with noise as the difficulty (the ``lines`` player).

The text's experiments: its move scores, and what noise does to strength.
"""

from connect4.board import Board
from connect4.players.base import Clock
from connect4.players.lines import GibsonSearch
from connect4.rng import Rng
from connect4.players.registry import make_player
from connect4.reproduce.core import no_text_numbers, plot, stated

#: Noise levels tried (half-widths on the [-1, 1] scale; one open line is
#: 1/69 = 0.0145 of it).
NOISE_LEVELS = (0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1.0)
#: Positions whose move scores are shown (the text's example is not known here).
POSITIONS = ("", "4")

NOTES = (
    ("Gibson", "ties go to the most central column", "the text does not say"),
)


def games(plan, quick):
    """Games per noise level."""
    return 10 if quick else min(plan[2], 40)


def work(plan, quick):
    """Scored positions and games of this section."""
    return 2 + len(POSITIONS) + len(NOISE_LEVELS) * games(plan, quick)


def statements(runner):
    """The text's depth, noise bounds and win value, checked on our player."""
    deep = make_player("lines:depth=4").choose(Board())
    runner.tick()
    win = make_player("lines:depth=4").choose(Board.from_notation("445566"))
    runner.tick()
    search = GibsonSearch(0.25, Rng(1).uniform, Clock())
    draws = [search.nudge(0.0) for _ in range(10000)]
    return stated([
        ("the UI's \"Depth 4\" looks 5 plies ahead (the root move + 4)", "5",
         "%d" % deep.depth),
        ("noise: uniform in `[-noise, +noise]` on the [-1, 1] scale (10,000 nudges, noise "
         "0.25)", "[-0.25, 0.25]", "[%.4f, %.4f]" % (min(draws), max(draws))),
        ("a win is worth 1: red's four in column 3 from `445566`, noise 0", "1",
         "%s (red plays column %d: every column wins by force, scored 1, and the text does "
         "not prefer the faster win)" % (win.scores[2], win.column + 1)),
    ])


def section(runner):
    """Move scores at the UI's "Depth 4", then noisy against noiseless players."""
    out = ["## Gibson: alpha-beta on open lines with noise (`lines`)", "",
           no_text_numbers("the move scores of the empty board and of `4` (red in the centre) "
                           "at the UI's \"Depth 4\" (the root move + 4 plies), noise 0, on the "
                           "text's [-1, 1] scale, and the effect of noise on strength"), ""]
    out += statements(runner)
    out += ["### Move scores", "", "| Position | " + " | ".join("col %d" % c for c in range(1, 8)) + " | chosen |",
           "|---" * 9 + "|"]
    for notation in POSITIONS:
        r = make_player("lines:depth=4").choose(Board.from_notation(notation))
        out.append("| `%s` | %s | %d |" % (notation or "(empty)", " | ".join(
            "-" if s is None else "%.3f" % s for s in r.scores), r.column + 1))
        runner.tick()
    out += ["", "### Noise against strength", "",
            "`lines:depth=4,noise=x` against `lines:depth=4` (noise 0), colours alternating, "
            "2 random opening plies per pair of games.", "",
            "| noise | Games | noisy W-L-D | noisy share of decisive | p |",
            "|---|---|---|---|---|"]
    shares = []
    for x in NOISE_LEVELS:
        m, (w, l, d), p = runner.paired("lines:depth=4,noise=%s" % x, "lines:depth=4",
                                        games(runner.plan, runner.quick))
        shares.append((w + d / 2.0) / m.games)
        out.append("| %s | %d | %d-%d-%d | %.1f%% | %s |" % (
            x, m.games, w, l, d, 100 * w / (w + l) if w + l else 50.0, p))
    out.append("")

    def draw(ax):
        ax.plot(NOISE_LEVELS, shares, "o-")
        ax.set_xscale("log")
        ax.set_xlabel("noise (half-width, [-1, 1] scale)")
        ax.set_ylabel("score of the noisy player (draw = 1/2)")
        ax.axhline(0.5, color="grey", lw=0.5)

    out.extend(plot(runner, "gibson", "noise against score", draw))
    return "\n".join(out)
