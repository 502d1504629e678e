"""bench_midgame.py's ``--browser`` runs: its positions in the page's own hint worker.

``cold``: each position's hint in turn, the worker alone and with the machine's helpers, its
table warm from the position before.  ``in_game``: in game order, each earlier hint followed
by the player's thinking time (the worker ponders).  Against an AI (``--every 2``, the
positions' AIs known) each position gets a fresh worker, which plays the AI's moves of its
game (``think``, checked against the game's), so its forecast of the AI's next reply sees the
AI's dice as the page's worker would; once with the hint request naming the AI and once
without (its replies centre first), the two in alternating order (``ab``: also with and
without a request field).  The first game is played once more before all, untimed.  Wall
seconds throughout; every answer is checked against CPython's.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))

import bench_hints  # noqa: E402
import slow_cpu  # noqa: E402
from worker_driver import START_JS  # noqa: E402

#: Per game ``[pos, ai, forecast, fields]``: its earlier hints from ``from`` discs, each followed
#: by ``think`` ms in which the worker ponders, then the position's own hint timed.  With ``ai``
#: (``[spec, seed]``) a fresh worker plays the AI's moves from the start, and ``forecast``
#: names it in the hint requests; ``fields`` go into every hint request.
_IN_GAME_JS = """
async ([games, from, think, every, helpers]) => {
  const timedHint = __TIMED_HINT__;
  let id = 1, ask = null, missed = 0;
  const start = async () => {
    if (window.c4bench) window.c4bench.worker.terminate();
    await (__START__)();
    ask = window.c4bench.ask;
    await ask({ op: 'hint-data', id: id++ });
  };
  const hint = (pos, extra, fields) => Object.assign({ op: 'hint', id: id++, pos,
    helpers: helpers[0], helpers_after: helpers[1] }, fields, extra);
  const out = [];
  for (const [pos, ai, forecast, fields] of games) {
    if (ask === null || ai) await start();
    for (let n = ai ? 0 : from; n < pos.length; n++) {
      if (ai && (pos.length - n) % 2) {  // the AI's move, as the page asks it
        const m = await ask({ op: 'think', id: id++, pos: pos.slice(0, n), spec: ai[0],
                              seed: ai[1] });
        if (!m.ok || m.result.column !== Number(pos[n]) - 1) missed++;
        continue;
      }
      if (n < from || (pos.length - n) % every) continue;
      await ask(hint(pos.slice(0, n), every === 2 ? { ponder: 'replies',
                                                      ai: forecast ? ai[0] : undefined } : {},
                     fields));
      await new Promise(r => setTimeout(r, think));  // the player thinks: the worker ponders
    }
    const [ms, wdlMs, m] = await timedHint(ask, hint(pos, {}, fields));
    out.push([ms, wdlMs, m.ok ? m.result.scores : m.error]);
  }
  window.c4bench.worker.terminate();
  return [out, missed];
}
"""


def in_game(positions, cpython, think, every, helpers, ais, report, warm_from, both=True,
            ab=None, slow=None):
    """``--browser --in-game``: hints in game order, ``think`` seconds after each (pondering),
    the worker alone or with ``helpers`` (bench_hints' ``COUNT[@SECONDS]``, ``auto`` as the
    page); with ``ais`` (position -> its AI's ``(spec, seed)``) and ``every`` 2, with and without the
    AI's forecast replies (``both`` False: with them only); the earlier hints from
    ``warm_from`` discs; with ``ab`` (``{field: value}``) each of those with and without these
    fields in every hint request; with ``slow`` every browser thread that many times slower
    (slow_cpu.SlowCPU: a phone profile).  The positions whose scores differ from CPython's."""
    script = _IN_GAME_JS.replace("__START__", START_JS).replace(
        "__TIMED_HINT__", bench_hints.TIMED_HINT_JS)
    forecasts = ([True, False] if both else [True]) if every == 2 and ais else [False]
    variants = [(forecast, fields) for forecast in forecasts for fields in ([{}, ab] if ab else [{}])]
    games = []
    for i, pos in enumerate(positions):
        ai = list(ais[pos]) if pos in ais and every == 2 else None
        order = variants if i % 2 == 0 else variants[::-1]  # neither always on a warmer machine
        games += [[pos, ai, forecast, fields] for forecast, fields in order]
    h = bench_hints.parse_helpers(helpers)
    # the first game once more before all, untimed: a page's first helper compiles Pyodide's
    # WebAssembly for seconds, beside the pondering (3444337434431: 9.6-10.4 s first, 0.05 s
    # in a later game), which would fall on whichever variant comes first
    for _, page in bench_hints.browser_pages(["in game"]):
        with slow_cpu.slowed(slow):
            res, missed = page.evaluate(script, [games[:1] + games, warm_from, int(think * 1000),
                                                 every, list(h)])
    res = res[1:]
    if missed:
        print("THE WORKER'S AI PLAYED %d MOVES OTHER THAN ITS GAME'S" % missed)
    scores = {r["pos"]: r["scores"] for r in cpython}
    cpu = {r["pos"]: r["exact"] for r in cpython}
    wrong = [(g[0], r[2]) for g, r in zip(games, res) if r[2] != scores[g[0]]]
    for forecast, fields in variants:
        rows = [{"pos": g[0], "exact": r[0] / 1000, "wdl": r[1] / 1000, "nodes": 0}
                for g, r in zip(games, res) if g[2] == forecast and g[3] == fields]
        report("worker, helpers %s, in game, %g s to think after each hint%s%s%s%s (wall seconds)" % (
            bench_hints.helpers_label(h), think, ", every browser thread %gx slower" % slow if slow else "",
            ", the player's turns only" if every == 2 else "",
            ", the AI's replies forecast" if forecast else "",
            "".join(", %s=%s" % kv for kv in fields.items())), rows)
        print("\nslowest in the worker (wall s), beside CPython's CPU s: " + ", ".join(
            "%s %.2f (%.2f)" % (r["pos"], r["exact"], cpu[r["pos"]])
            for r in sorted(rows, key=lambda r: -r["exact"])[:6]))
    for pos, got in wrong:
        print("WORKER DIFFERS at %s: %s, CPython %s" % (pos, got, scores[pos]))
    return wrong + [("the AI's moves", missed)] * bool(missed)


def cold(positions, cpython, report):
    """The same positions in the page's hint worker; the positions whose scores differ."""
    scores = {r["pos"]: r["scores"] for r in cpython}
    wrong = []
    for (_, helpers), res in bench_hints.browser_run({"midgame": positions}, [(0, None),
                                                                               (None, None)]):
        rows = [{"pos": pos, "exact": row[0] / 1000, "wdl": row[1] / 1000, "nodes": 0}
                for pos, row in zip(positions, res["out"])]
        wrong += [(pos, row[2]) for pos, row in zip(positions, res["out"])
                  if row[2] != scores[pos]]
        report("worker, helpers %s (wall seconds; nodes not counted)"
               % bench_hints.helpers_label(helpers), rows)
    for pos, got in wrong:
        print("WORKER DIFFERS at %s: %s, CPython %s" % (pos, got, scores[pos]))
    return wrong
