"""How soon a cancel reaches the levels on other boards: the worst gap between two yields of a
level's search, in nodes and in ms, in CPython and (``--pyodide``) in Pyodide under Node.js, for
the working tree and (``--before REV``) a revision, side by side.

The worker steps a search and lets a cancel in at each yield (static/worker.py, ``_drive``), so
the worst gap is the worst wait for a cancel.  Per case, seeded positions of random games
(tests/runtimes/variant_yield_gaps.py), two runs: "worker" (the yields the worker sees, the
player's clock thinning them to one per 50 ms) and "search" (every yield the search makes, a
clock always due).  ``--browser``: in Chromium, the page's full engine (a worker of its own,
tests/benchmarks/worker_driver.py) asked the strongest level's move on 10x8 and cancelled
after a while, the wall time from the cancel to its reply ("cancelled" replies only), beside
7x6's minimax 8 plies deep cancelled the same way (the control).  Otherwise times are CPU time
(CPython's process time, Node's ``process.cpuUsage`` under Pyodide), so that a shared
machine's waits for a core are left out.  Run:

    python3 tests/benchmarks/bench_variant_yields.py [--pyodide] [--before REV] [--count 6]
    python3 tests/benchmarks/bench_variant_yields.py --browser [--before REV] [--count 6]
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: (width, height, connect, popout, level, positions)
CASES = ((10, 8, 4, False, "perfect", 6), (9, 6, 5, False, "perfect", 6),
         (7, 6, 4, True, "perfect", 6), (10, 8, 4, False, "level6", 6))


def sources(rev) -> dict:
    """``{path: text}`` of the package's Python files at ``rev`` (``None``: the working tree)."""
    if rev is None:
        return {str(p.relative_to(ROOT)): p.read_text()
                for p in sorted((ROOT / "connect4").rglob("*.py"))}
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, "connect4/"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    return {n: subprocess.run(["git", "show", "%s:%s" % (rev, n)], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout for n in names if n.endswith(".py")}


def run(interp, rev, cases) -> dict:
    """``{(board, level, run): (worst nodes, worst ms)}`` under ``interp`` for ``rev``."""
    wanted = {k: v for k, v in sources(rev).items()
              if k.startswith(("connect4/variants/", "connect4/players/__init__",
                               "connect4/players/base")) or k.count("/") == 1}
    text = "SOURCES = %r\nCASES = %r\n" % (wanted, cases)
    text += (ROOT / "tests/runtimes/variant_yield_gaps.py").read_text()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(text)
    try:
        if interp == "cpython":
            cmd = [sys.executable, f.name]
        else:
            cmd = [shutil.which("node"), "tests/runtimes/run.mjs", interp, f.name]
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                              env={"PATH": "/usr/bin:/bin"})
    finally:
        Path(f.name).unlink()
    if proc.returncode:
        raise SystemExit("%s failed: %s" % (interp, proc.stderr[-2000:]))
    out = {}
    for line in proc.stdout.splitlines():
        board, level, what, _moves, nodes, ms, _total = line.split("|")
        out[(board, level, what)] = (int(nodes), float(ms))
    return out


#: The browser's run: a warm-up move, then per position the strongest level's move on 10x8
#: cancelled after DELAYS[i] ms; the ms from each cancel to its reply ("cancelled").
CANCEL_JS = """
async ([positions, delays]) => {
  await (START)();
  const { worker, ask } = window.c4bench;
  const sleep = (ms) => new Promise(r => setTimeout(r, ms));
  await ask({ op: 'vthink', id: 1, size: '10x8', moves: '45', spec: 'level1', seed: 0 });
  const out = { variant: [], seven: [] };
  let id = 2;
  const cancel = async (req, delay) => {
    const reply = ask(req);
    await sleep(delay);
    const t = performance.now();
    worker.postMessage(JSON.stringify({ op: 'cancel', id: id++, target: req.id }));
    const m = await reply;
    return [performance.now() - t, m.ok ? 'answered' : m.kind || m.error];
  };
  for (let i = 0; i < positions.length; i++) {
    out.variant.push(await cancel({ op: 'vthink', id: id++, size: '10x8', moves: positions[i],
                                    spec: 'perfect', seed: i }, delays[i]));
    // the control: 7x6's minimax 8 plies deep (it yields once a 50 ms slice)
    out.seven.push(await cancel({ op: 'think', id: id++, pos: '44', spec: 'minimax:depth=8',
                                  seed: i }, delays[i]));
  }
  worker.terminate();
  return out;
}
"""


def site_of(rev) -> Path:
    """A built site of the working tree, or of ``rev`` (exported with node_modules beside it)."""
    out = Path(tempfile.mkdtemp())
    if rev is None:
        subprocess.run([sys.executable, "build.py", "build"], cwd=ROOT, check=True,
                       capture_output=True)
        shutil.copytree(ROOT / "dist", out / "dist")
        return out / "dist"
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(out)], input=archive, check=True)
    shutil.copytree(ROOT / "node_modules", out / "node_modules")
    subprocess.run([sys.executable, "build.py", "build"], cwd=out, check=True, capture_output=True)
    return out / "dist"


def browser_cancels(rev, count) -> list:
    """``[(ms from the cancel to its reply, what the reply was)]`` in Chromium for ``rev``."""
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "browser"),
                    str(ROOT / "tests" / "benchmarks")]
    from harness import Guard, Server, launch_options, new_context
    from playwright.sync_api import sync_playwright
    from site_helpers import wait_ready
    from worker_driver import START_JS

    sys.path.insert(0, str(ROOT))
    from connect4.rng import Rng
    from connect4.variants.game import VariantGame
    from connect4.variants.geometry import Geometry

    rng, positions = Rng("cancel"), []
    while len(positions) < count:
        game = VariantGame(Geometry(10, 8))
        for _ in range(2 + int(rng.random() * 16)):
            if not game.is_over():
                game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            positions.append(game.text())
    delays = [150 + (i * 173) % 900 for i in range(count)]
    server = Server(site_of(rev))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            ctx = new_context(browser, Guard())
            page = ctx.new_page()
            page.set_default_timeout(0)
            page.goto(server.url + "?red=human&yellow=human")
            wait_ready(page)
            got = page.evaluate(CANCEL_JS.replace("START", START_JS), [positions, delays])
            browser.close()
    finally:
        server.stop()
    return got


def main_browser(args):
    columns = []
    for rev in ([args.before] if args.before else []) + [None]:
        got = browser_cancels(rev, args.count or 10)
        print("ran: Chromium", rev or "now", json.dumps(got), file=sys.stderr, flush=True)
        for what in ("variant", "seven"):
            columns.append(("%s, %s" % (rev or "now", "10x8 strongest" if what == "variant"
                                        else "7x6 minimax 8 (control)"), got[what]))
    print("| cancelled | " + " | ".join(label for label, _ in columns) + " |")
    print("|---|" + "---|" * len(columns))
    for name, pick in (("worst ms", max), ("median ms", lambda v: sorted(v)[len(v) // 2])):
        print("| %s | %s |" % (name, " | ".join(
            "%.0f" % pick([ms for ms, w in got if w == "cancelled"] or [0]) for _, got in columns)))
    print("| replies | %s |" % " | ".join(
        ", ".join(sorted({"%d %s" % (sum(1 for _, w in got if w == k), k) for _, k in got}))
        for _, got in columns))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pyodide", action="store_true", help="run it under Pyodide too")
    parser.add_argument("--before", help="a revision to compare (e.g. main)")
    parser.add_argument("--count", type=int, help="positions per case (default 6; 10 in Chromium)")
    parser.add_argument("--browser", action="store_true", help="cancels in Chromium instead")
    args = parser.parse_args()
    if args.browser:
        return main_browser(args)
    cases = tuple(c[:5] + (args.count or c[5],) for c in CASES)
    columns = []
    for interp in ["cpython"] + (["pyodide"] if args.pyodide else []):
        for rev in ([args.before] if args.before else []) + [None]:
            label = "%s %s" % ("CPython" if interp == "cpython" else "Pyodide", rev or "now")
            columns.append((label, run(interp, rev, cases)))
            print("ran:", label, file=sys.stderr, flush=True)
    print("| board | level | yields | " + " | ".join(
        "%s: nodes | ms" % label for label, _ in columns) + " |")
    print("|---|---|---|" + "---|---|" * len(columns))
    for key in columns[0][1]:
        board, level, what = key
        cells = ["{:,} | {:.0f}".format(*got[key]) for _, got in columns]
        print("| %s | %s | %s | %s |" % (board, "7 (strongest)" if level == "perfect" else level[5:],
                                         what, " | ".join(cells)))


if __name__ == "__main__":
    main()
