"""The coach in a new player's first game, on a cold first visit: which moves it judged.

Issue 52's target: a cold first visit (new browser context, empty cache, no
service worker; nothing saved, so the coach is on), a move every 3 s against
level 3 from the empty board: every move made after the full engine is in is
judged.  For each build, profile and run the script plays one game: the
"human" is level 2 of the ladder, run here in CPython (``--human``, seeded
``seed + run``: both builds see the same choices as long as the AI answers
the same; a random player lost in 5 to 10 moves, before the engine was in), clicks it
at least 3 s after its previous click and once the AI has answered, and
plays on when the coach stops a mistake.  At the end it reads the coach's
summary and notes, per move, whether it came before the full engine
(``early``), was judged, or was not judged in time (``late``), with the time
of the full engine's take-over (``window.c4AiReadyAt``) and the bytes sent.

Profiles as tests/benchmarks/bench_first_visit.py (phone: CPU 4x slower,
10 Mbit/s: the 21 MB hint data takes 17 s there).

Run: ``python3 tests/benchmarks/bench_coach_first_game.py [--old main] [--runs 2]
[--profiles desktop,phone]``.
"""

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench_first_visit import ARGS, build_commit, build_this, context, load, serve  # noqa: E402

from connect4.board import Board  # noqa: E402
from connect4.players.registry import make_player  # noqa: E402

#: The pause between two of the player's clicks (s).
CADENCE = 3.0
POSITION = "() => document.getElementById('board').dataset.position || ''"
STATE = """() => ({pos: document.getElementById('board').dataset.position || '',
  coach: document.body.dataset.coach || '', over: !!document.querySelector('#coach-card[data-state=summary]'),
  result: document.getElementById('board').dataset.result || '',
  status: (document.getElementById('coach-status') || {}).textContent || '',
  engine: window.c4AiReadyAt === undefined ? null : window.c4AiReadyAt})"""
CLICKABLE = "() => { const b = document.querySelector('#board .col'); return !!b && !b.disabled; }"


def play_game(browser, base, sent, phone, seed, human="level2", level="level3", limit_s=300):
    """One first game; returns its figures."""
    ctx, page = context(browser, phone)
    player = make_player(human, seed=seed)
    moves = []  # (ply, time from navigation, engine in by then)
    late = []  # the moves the coach said it could not judge
    try:
        sent[0] = 0
        t0 = time.perf_counter()
        page.goto("%s/index.html?red=human&yellow=%s" % (base, level))
        page.wait_for_function(CLICKABLE, timeout=180000)
        last = 0.0
        while time.perf_counter() - t0 < limit_s:
            s = page.evaluate(STATE)
            if s["result"] or s["over"]:
                break
            if s["coach"] == "stopped":
                page.click("#coach-on")
                page.wait_for_function("document.body.dataset.coach !== 'stopped'")
                continue
            pos = s["pos"]
            if len(pos) % 2 or s["coach"]:  # the AI's turn, or the move still checked
                page.wait_for_timeout(50)
                continue
            if "could not judge" in s["status"] and moves and moves[-1][0] not in late:
                late.append(moves[-1][0])
            wait = last + CADENCE - time.perf_counter()
            if wait > 0:
                page.wait_for_timeout(wait * 1000)
            col = player.choose(Board.from_notation(pos)).column
            last = time.perf_counter()
            engine = page.evaluate("window.c4AiReadyAt !== undefined")
            page.click('#board .col[data-col="%d"]' % col)
            moves.append((len(pos) + 1, last - t0, engine))
            page.wait_for_function("(%s)() !== %r" % (POSITION, pos), timeout=60000)
        try:  # an older build shows no summary when it judged nothing
            page.wait_for_selector("#coach-card[data-state=summary]", timeout=30000)
            summary = page.text_content("#coach-summary")
        except PlaywrightTimeout:
            summary = "(no summary)"
        ready = page.evaluate("window.c4AiReadyAt")
        return {"moves": moves, "summary": summary, "engine_ms": ready, "MB": sent[0] / 1e6,
                "late": late,
                "pos": page.evaluate(POSITION)}
    finally:
        ctx.close()


def judged_counts(game):
    """``(after the engine, judged of them, early, late)`` from the summary's words."""
    text = game["summary"]
    m = re.search(r"on (\d+) of (\d+) moves", text)
    judged = int(m.group(2)) if m else 0
    late = re.search(r"(\d+) not judged in time", text)
    late = int(late.group(1)) if late else 0
    e = re.search(r"[Mm]oves? ([\d, and]+) came before", text)
    early = len(re.findall(r"\d+", e.group(1))) if e else 0
    after = [m for m in game["moves"] if m[2]]
    if after and after[-1][0] == len(game["pos"]):  # the player's move ended the game
        after = after[:-1]
    return len(after), judged, early, late


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--old", default="main", help="the older commit (default main)")
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--profiles", default="desktop,phone")
    ap.add_argument("--seed", type=int, default=52)
    ap.add_argument("--human", default="level2", help="the player standing in for the human")
    ap.add_argument("--chromium", default="/usr/bin/chromium" if Path("/usr/bin/chromium").exists()
                    else None)
    a = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        print("building %s and this worktree ..." % a.old, flush=True)
        sites = {"old": build_commit(a.old, tmp), "this": build_this(tmp)}
        servers = {name: serve(d) for name, d in sites.items()}
        try:
            with sync_playwright() as p:
                kw = {"args": ARGS}
                if a.chromium:
                    kw["executable_path"] = a.chromium
                browser = p.chromium.launch(**kw)
                for run in range(a.runs):
                    order = ("old", "this") if run % 2 == 0 else ("this", "old")
                    for profile in a.profiles.split(","):
                        for name in order:
                            _, base, sent = servers[name]
                            la = load()
                            g = play_game(browser, base, sent, profile == "phone", a.seed + run,
                                          a.human)
                            after, judged, early, late = judged_counts(g)
                            print("run %d %-4s %-7s engine in at %.1f s; %d moves (%s), %d after "
                                  "the engine: %d judged, %d not in time; %d before it; %.1f MB "
                                  "(load %.1f); not judged: moves %s\n    %s" % (
                                      run + 1, name, profile, (g["engine_ms"] or 0) / 1000,
                                      len(g["moves"]), g["pos"], after, judged, late, early,
                                      g["MB"], la, g["late"], g["summary"]), flush=True)
                browser.close()
        finally:
            for httpd, _, _ in servers.values():
                httpd.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
