"""Re-run the five write-ups' experiments and write ``REPRODUCTION.md``.

One module per write-up (:mod:`.williams`, :mod:`.coleman`, :mod:`.cardenas`,
:mod:`.gibson`, :mod:`.mcts`), each with the same shape: ``section(runner)``
plays the text's matches (or times the text's searches) with the text's own
set-up - who plays red, depths, versions - and returns Markdown with the
text's numbers beside ours (or says that the text's numbers could not be
had), the one-sided binomial p-value of every match and, where the text had a
plot, a PNG beside the report; ``work(plan, quick)`` counts its games and
timed moves for the progress bar; ``NOTES`` are its differences of set-up and
reading for the closing table.  What they share is :mod:`.core`.

Game counts are smaller than the texts' (100 or 1000 games a cell would
take hours in CPython): :data:`.core.FULL` and :data:`.core.QUICK` say how many
per cell, by the deepest search in the match, and the report says which plan
ran.  Every game is reproducible from the seed (see :mod:`connect4.arena`),
whatever the number of processes.
"""

import os
import sys
import time

from connect4.reproduce import cardenas, coleman, gibson, mcts, williams
from connect4.reproduce.core import FULL, QUICK, Runner

#: The write-ups, in report order, by the name the command line takes.
MODULES = {"williams": williams, "coleman": coleman, "cardenas": cardenas,
           "gibson": gibson, "mcts": mcts}
SECTIONS = tuple(MODULES)


def planned_work(names, quick):
    """Units of work (games and timed moves) the sections will do, for the progress bar."""
    plan = QUICK if quick else FULL
    return sum(MODULES[n].work(plan, quick) for n in names)


def reproduce(names=SECTIONS, quick=False, jobs=1, seed=2026, out_path="REPRODUCTION.md",
              stream=None):
    """Run the named sections and write the report to ``out_path``; returns its text."""
    names = [n for n in SECTIONS if n in names]
    out_dir = os.path.dirname(os.path.abspath(out_path))
    runner = Runner(quick=quick, jobs=jobs, seed=seed, stream=stream, out_dir=out_dir)
    runner.total = max(1, planned_work(names, quick))
    parts = []
    timings = []
    for name in names:
        t0 = time.perf_counter()
        parts.append(MODULES[name].section(runner))
        timings.append((name, time.perf_counter() - t0))
    head = [
        "# The write-ups' experiments, re-run",
        "",
        "Written by `python3 -m connect4 reproduce%s%s` (seed %d, %d process%s) in %.0f s "
        "(%s) on CPython %s.  Plan: **%s** - games per match cell by the deepest search "
        "in it: %s.  Every game is reproducible from the seed; times are CPU or wall time "
        "on a shared 2-core machine and vary." % (
            " --quick" if quick else "", "" if len(names) == len(SECTIONS) else " " + " ".join(names),
            seed, jobs, "" if jobs == 1 else "es", time.perf_counter() - runner.started,
            ", ".join("%s %.0f s" % t for t in timings), sys.version.split()[0],
            "quick" if quick else "full",
            ", ".join("depth %d: %d" % (d, runner.plan[d]) for d in sorted(runner.plan))),
        "",
    ]
    notes = [row for name in names for row in MODULES[name].NOTES]
    rows = [row for name in names if hasattr(MODULES[name], "agreement")
            for row in MODULES[name].agreement(runner)]
    text = "\n".join(head + parts + agreement_section(rows)
                     + [closing_note(runner.differences, notes)]) + "\n"
    with open(out_path, "w") as f:
        f.write(text)
    return text


def closing_note(differences=(), notes=()):
    """The differences from the texts that remain, each with its cause.

    ``differences``: ``(where, text, ours, cause)`` of the re-run cells that
    disagree; ``notes``: ``(where, difference, cause)`` of set-up and reading.
    """
    return "\n".join([
        "## Differences that remain, and their causes",
        "",
        "Every re-run cell whose direction disagrees with the text (from the tables above), "
        "then the differences of set-up and reading:",
        "",
        "| Where | Difference | Cause |",
        "|---|---|---|"]
        + ["| %s | text %s, ours %s | %s |" % d for d in differences]
        + ["| %s | %s | %s |" % n for n in notes] + [""])


def agreement_section(rows):
    """Markdown lines of "Agreement with the texts": how often each player's moves and values
    equal a literal reading of its text (``rows`` from each section's ``agreement(runner)``:
    ``(player spec, reading, sample, measure, result)``)."""
    if not rows:
        return []
    return (["## Agreement with the texts", "",
             "Each player beside a literal reading of its text (`connect4/reproduce/reading_*.py`: "
             "plain code that follows the text's own code or words step by step, checked in "
             "the tests against the text's program where it has one).  Measured by "
             "`python3 -m connect4 reproduce NAME` (the sample is drawn from the run's seed).",
             "",
             "| Player | Compared with | Sample | Measure | Result |",
             "|---|---|---|---|---|"]
            + ["| `%s` | %s | %s | %s | %s |" % ((r[0].strip("`"),) + tuple(r[1:]))
               for r in rows] + [""])
