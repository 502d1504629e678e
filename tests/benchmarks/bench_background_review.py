"""How much the background review delays an AI reply (issue 45: by at most 50 ms).

    python3 tests/benchmarks/bench_background_review.py [--samples 30] [--level level5]
        [--no-page] [--no-worker] [--no-cpython]

The background review (connect4.page.modes.backreview.backreview) runs in the full
engine while it is idle; any other request cancels it first, so an AI's move
waits for the slice of search under way: 1024 positions
(connect4.worker.review.BACKGROUND_SLICE_NODES; the full review's 8192).
Three measures, each printed with and without the background review:

- ``page``: the built site in Chromium (headless), the page itself.  A long
  game to review is put in its IndexedDB store before a reload, so the
  background review runs whenever the human is to move; the human plays
  ``--samples`` moves against ``--level`` (each a moment after the AI's reply,
  once the background request has been posted), and an init script wrapping
  ``Worker`` notes, for each of the AI's moves, the time from the page's
  ``think`` message to its reply (``rtt``) and the think's own time in the
  worker (its ``wall``): the delay is ``rtt - wall``, the time the request
  waited (the first think, which makes the player, is left out).  Without: a
  fresh context with nothing stored.
- ``worker``: a second full engine in the same browser (tests/benchmarks/
  worker_driver.py), reviewing a position 16-20 plies deep (no 12-disc
  database: its searches are the long ones) in slices of 1024; 300 ms in, the
  AI is asked as the page asks it (the review cancelled first, then the
  think), ``rtt - wall`` as above.  Without: the same thinks, nothing running;
  and for comparison, the same with the full review's slices of 8192.
- ``cpython``: each review step's CPU time (between two yields of the
  review's steps: a slice of search, a probe's end or a move judged) over a
  few random games, slices of 1024 against 8192 positions; Pyodide is 2.5-4
  times slower (connect4.worker.review's measurement, and this one's worker
  line against it).  CPU time, not the clock: a loaded machine's
  descheduling is not the slice's.

Each line gives the median, p95 and max in ms, and the machine's load average.
"""

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from worker_driver import START_JS  # noqa: E402

from connect4.board import Board  # noqa: E402
from connect4.solver import Solver  # noqa: E402
from connect4.worker.review import BACKGROUND_SLICE_NODES, SLICE_NODES, ReviewRun  # noqa: E402

#: The page's Worker wrapped: each think's round trip and its time in the worker, and the
#: time of the last background review posted (window.__c4bench).
WRAP_WORKER_JS = """
(() => {
  const Real = window.Worker;
  const bench = window.__c4bench = { thinks: [], background: 0 };
  window.Worker = function (url, options) {
    const w = new Real(url, options);
    const sent = {};
    const post = w.postMessage.bind(w);
    w.postMessage = (text) => {
      try {
        const m = JSON.parse(text);
        if (m.op === "think") sent[m.id] = performance.now();
        if (m.op === "review" && m.background) bench.background = performance.now();
      } catch (_) { /* not JSON: not ours */ }
      post(text);
    };
    w.addEventListener("message", (ev) => {
      try {
        const m = JSON.parse(ev.data);
        if (m.id in sent && !m.progress) {
          const rtt = performance.now() - sent[m.id];
          delete sent[m.id];
          if (m.ok && m.result && typeof m.result.wall === "number") {
            bench.thinks.push({ rtt, wall: m.result.wall * 1000 });
          }
        }
      } catch (_) { /* not JSON: not ours */ }
    });
    return w;
  };
  window.Worker.prototype = Real.prototype;
})();
"""

#: Put one game record (JSON) into the page's IndexedDB store "games" (static/idb.js's layout).
STORE_JS = """(text) => new Promise((resolve, reject) => {
  const req = indexedDB.open("connect4");
  req.onupgradeneeded = () => {
    req.result.createObjectStore("games", { keyPath: "id" });
    req.result.createObjectStore("bank", { keyPath: "key" });
  };
  req.onsuccess = () => {
    const db = req.result;
    const tx = db.transaction("games", "readwrite");
    for (const rec of JSON.parse(text)) tx.objectStore("games").put(rec);
    tx.oncomplete = () => { db.close(); resolve(true); };
    tx.onabort = () => reject(tx.error);
  };
  req.onerror = () => reject(req.error);
})"""

#: The worker measure: thinks alone, then each 300 ms into a background review.
WORKER_JS = """
async ([positions, reviews, spec, slices]) => {
  await (""" + START_JS + """)();
  const { ask, worker } = window.c4bench;
  let id = 1;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const think = async (pos, seed) => {
    const t0 = performance.now();
    const m = await ask({ op: "think", id: id++, pos, spec, seed });
    return { rtt: performance.now() - t0, wall: m.result.wall * 1000 };
  };
  const out = { without: [] };
  await think(positions[0], 0);  // the player is made on its first think: not measured
  for (let i = 0; i < positions.length; i++) {
    out.without.push(await think(positions[i], i));
    await sleep(300);
  }
  for (const slice of slices) {
    out[slice] = [];
    for (let i = 0; i < positions.length; i++) {
      const rid = id++;
      const review = ask({ op: "review", id: rid, pos: reviews[i], slice, background: true });
      await sleep(300);
      worker.postMessage(JSON.stringify({ op: "cancel", id: 0, target: rid }));  // as the page does
      out[slice].push(await think(positions[i], i));
      await review;
    }
  }
  worker.terminate();
  return out;
}
"""


def pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def line(name, values):
    if not values:
        return "| %s | 0 | - | - | - |" % name
    return "| %s | %d | %.1f | %.1f | %.1f |" % (name, len(values), statistics.median(values),
                                                 pct(values, 95), max(values))


def random_game(rng, plies):
    """A random game of ``plies`` moves that is not over, as notation."""
    while True:
        board = Board()
        while board.ply < plies and not board.is_over():
            board.play(rng.choice([c for c in range(7) if board.can_play(c)]))
        if board.ply == plies and not board.is_over():
            return board.notation()


# -- cpython: each slice's time -----------------------------------------------------------
def cpython_slices(games, nodes):
    """``{slice: [ms of each step]}`` over ``games`` (one solver per size, its opening book
    read before, as the worker's long-lived one)."""
    out = {}
    for size in (BACKGROUND_SLICE_NODES, SLICE_NODES):
        times = out[size] = []
        solver = Solver(table_size_log2=20)
        solver.analyze(Board.from_notation("44"))  # the book is read on its first use
        for pos in games:
            run = ReviewRun({"pos": pos, "slice": size, "nodes": nodes}, solver)
            steps = run.steps()
            last = time.process_time()
            while True:
                try:
                    next(steps)
                except StopIteration:
                    break
                now = time.process_time()
                times.append((now - last) * 1000)
                last = now
    return out


# -- the browser --------------------------------------------------------------------------
def browse(fn):
    """Run ``fn(browser, url)`` with Chromium and the built site served."""
    from harness import Server, launch_options
    from playwright.sync_api import sync_playwright

    from build import build_site

    dist = build_site(Path(tempfile.mkdtemp()) / "dist")
    server = Server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            try:
                return fn(browser, server.url)
            finally:
                browser.close()
    finally:
        server.stop()


def worker_measure(browser, url, samples, spec):
    from harness import Guard, new_context
    from site_helpers import wait_ready

    rng = random.Random(45)
    positions = [random_game(rng, rng.randrange(4, 20)) for _ in range(samples)]
    reviews = [random_game(rng, rng.randrange(16, 21)) for _ in range(samples)]
    ctx = new_context(browser, Guard())
    page = ctx.new_page()
    page.set_default_timeout(0)
    page.goto(url + "?red=human&yellow=human")
    wait_ready(page)
    res = page.evaluate(WORKER_JS, [positions, reviews, spec, [BACKGROUND_SLICE_NODES, SLICE_NODES]])
    ctx.close()
    return {k: [t["rtt"] - t["wall"] for t in v] for k, v in res.items()}


def page_measure(browser, url, samples, level, stored):
    """The delays (rtt - wall, ms) of the AI's thinks in the page, ``stored``: game records
    put in IndexedDB before the reload (a background review to run), or none."""
    from harness import Guard, new_context
    from site_helpers import wait_ai, wait_full_engine, wait_position, wait_ready

    ctx = new_context(browser, Guard())
    ctx.add_init_script(WRAP_WORKER_JS)
    page = ctx.new_page()
    page.set_default_timeout(0)
    page.goto(url + "?red=human&yellow=human")
    wait_ready(page)
    if stored:
        page.evaluate(STORE_JS, json.dumps(stored))
    page.goto(url + "?red=human&yellow=" + level)
    wait_ready(page)
    wait_full_engine(page)
    order = [3, 2, 4, 1, 5, 0, 6]
    thinks = 0
    while thinks < samples + 1:  # the first makes the player: not measured
        ply = len(page.get_attribute("#board", "data-position") or "")
        if page.get_attribute("#board", "data-result"):
            page.click("#play-again")
            wait_position(page, "p === ''")
            continue
        if stored:  # the background request out, and its search under way
            page.wait_for_function("window.__c4bench.background > 0")
            page.wait_for_function("performance.now() - window.__c4bench.background > 300")
        else:
            time.sleep(0.3)  # as long as the other run waits
        cols = page.evaluate("() => [...document.querySelectorAll('#board .col')].map("
                             "(b) => b.getAttribute('aria-disabled') !== 'true')")
        col = next(c for c in order if cols[c])
        page.evaluate("window.__c4bench.background = 0")
        page.locator('#board .col[data-col="%d"]' % col).click()
        wait_position(page, "p.length >= %d || document.getElementById('board').dataset.result"
                      % (ply + 2))
        wait_ai(page)
        thinks = page.evaluate("window.__c4bench.thinks.length")
    res = page.evaluate("window.__c4bench.thinks")
    reviewed = page.get_attribute("body", "data-reviewed")
    ctx.close()
    return [t["rtt"] - t["wall"] for t in res[1:]], reviewed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--samples", type=int, default=30)
    ap.add_argument("--level", default="level5")
    ap.add_argument("--games", type=int, default=4, help="games of the CPython measure")
    ap.add_argument("--nodes", type=int, default=100_000,
                    help="the CPython measure's bound per move (slices do not depend on it)")
    for name in ("page", "worker", "cpython"):
        ap.add_argument("--no-" + name, action="store_true")
    args = ap.parse_args(argv)
    print("load average: %.2f %.2f %.2f" % os.getloadavg())
    print("| measure | samples | median ms | p95 ms | max ms |")
    print("|---|---|---|---|---|", flush=True)
    if not (args.no_page and args.no_worker):
        def both(browser, url):
            out = {}
            if not args.no_page:
                rng = random.Random(46)
                stored = [{"id": "bench-%d" % i, "day": 20000, "moves": random_game(rng, 30),
                           "red": "human", "yellow": "level5", "human": ["red"], "result": "draw",
                           "reviewed": 0, "records": []} for i in range(3)]
                # interleaved (without, with, with, without): the machine's load falls on both
                half = (args.samples + 1) // 2
                runs = [(s, page_measure(browser, url, half, args.level, s))
                        for s in ([], stored, stored, [])]
                out["page"] = [sum((r[0] for s, r in runs if bool(s) == w), []) for w in (False, True)]
                out["judged"] = [r[1] for s, r in runs if s]
            if not args.no_worker:
                out["worker"] = worker_measure(browser, url, args.samples, args.level)
            return out

        res = browse(both)
        if "page" in res:
            without, with_ = res["page"]
            print(line("page: AI reply's wait, without the background review", without))
            print(line("page: AI reply's wait, with it (games judged: %s)" % "+".join(
                str(j) for j in res["judged"]), with_))
        if "worker" in res:
            print(line("worker: think's wait, nothing else running", res["worker"]["without"]))
            for size in (BACKGROUND_SLICE_NODES, SLICE_NODES):
                print(line("worker: think's wait, a review in slices of %d cancelled first" % size,
                           res["worker"][str(size)]))
    if not args.no_cpython:
        rng = random.Random(27)
        games = [random_game(rng, 24) for _ in range(args.games)]
        for size, times in cpython_slices(games, args.nodes).items():
            print(line("cpython: one step of the review (CPU), slices of %d positions" % size,
                       times))
    print("load average: %.2f %.2f %.2f" % os.getloadavg(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
