"""A cold first visit, this build against an older commit's, on a desktop and a throttled phone.

Issue 33's figures: for each build, profile and AI level, a new browser
context (empty cache, no service worker) loads the page, clicks column 4 as
soon as the board takes clicks, and notes

- ``click``: navigation to a clickable board (s),
- ``reply``: navigation to the AI's first reply on the board (s),
- ``MB``: bytes the server sent until that reply,
- the phases inside (page time, ms, from resource timing and the page's
  own marks): PyScript's core chunk requested (``core``), micropython.wasm
  (``wasm``) and the page's Python (``python``) downloaded, the board
  clickable (``shown``), the click received (``tap``), the light worker
  ready (``light``), the reply drawn (``drawn``);

then, once per build and profile, the bytes an idle embed (``?embed=1``, the
reader does nothing for 10 s) downloads.  Builds alternate run by run (the
older first in odd runs), each figure beside the machine's load average,
and the closing table gives medians and the ratios this / older.

The click is a raw mouse event at column 4's centre, sent as soon as the
board takes clicks, as a player's tap: Playwright's ``locator.click`` first
waits for the element to be stable over two animation frames and hit-tests
it, and on the phone profile the page received that click 320-400 ms after
the board took clicks (measured 2026-11-26), time the old figures of this
benchmark counted in the reply.  ``--locator-click`` measures that way.

Profiles: desktop (no throttling) and phone (CPU 4x slower, 10 Mbit/s down,
5 up, 40 ms latency: Chrome DevTools Protocol emulation, as
``../shared/tools/first_visit.py``).

Run: ``python3 tests/benchmarks/bench_first_visit.py [--old 489f676] [--runs 3]
[--levels level6,level7] [--no-embed]``.  The older commit is taken with
``git archive`` into a temporary folder and built there with its own
build.py (node_modules linked); this worktree is built into another.
"""

import argparse
import functools
import http.server
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
CLICKABLE = "() => { const b = document.querySelector('#board .col'); return !!b && !b.disabled; }"
#: Column 4's centre (viewport pixels) once the board takes clicks, else false.
CLICKABLE_AT = """() => { const b = document.querySelector('#board .col[data-col="3"]');
  if (!b || b.disabled) return false;
  const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"""
MOVED = "() => (document.getElementById('board').dataset.position || '').length >= 2"
#: Page-time marks: the reply (first two discs) and resource timing's phases.
MARKS = """
document.addEventListener("DOMContentLoaded", () => {
  const board = document.getElementById("board");
  new MutationObserver(() => {
    if (window.__reply === undefined && (board.dataset.position || "").length >= 2)
      window.__reply = performance.now();
  }).observe(board, { attributes: true, attributeFilter: ["data-position"] });
  document.addEventListener("click", () => {
    if (window.__tap === undefined) window.__tap = performance.now();
  }, true);
  new MutationObserver(() => {
    const b = document.querySelector("#board .col");
    if (window.__click === undefined && b && !b.disabled) window.__click = performance.now();
  }).observe(board, { attributes: true, subtree: true, attributeFilter: ["disabled"] });
});
"""
PHASES = """() => {
  const r = performance.getEntriesByType("resource");
  const at = (re, key) => { const e = r.find((x) => re.test(x.name)); return e ? Math.round(e[key]) : null; };
  return {
    core: at(/pyscript\\/core-[^/]*\\.js$/, "startTime"),
    wasm: at(/micropython\\.wasm$/, "responseEnd"),
    python: Math.max(at(/page\\.(bundle|rom|rom\\.gz)$/, "responseEnd") || 0,
                     at(/static\\/main\\.py$/, "responseEnd") || 0,
                     at(/static\\/boot\\.py$/, "responseEnd") || 0) || null,
    shown: Math.round(window.__click || 0),
    tap: Math.round(window.__tap || 0) || null,
    light: Math.round(window.c4LightReadyAt || 0) || null,
    drawn: Math.round(window.__reply || 0),
  };
}"""


class Counter(http.server.SimpleHTTPRequestHandler):
    """Serves a folder and counts the bytes of the bodies it sends."""

    sent = [0]
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        with self.lock:
            self.sent[0] += len(data)
        try:
            outputfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass


def serve(root):
    """``(server, base URL, byte counter)`` for ``root``."""
    handler = type("Handler", (Counter,), {"sent": [0]})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                            functools.partial(handler, directory=str(root)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:%d" % httpd.server_address[1], handler.sent


def build_commit(commit, into):
    """The site of ``commit`` built by its own build.py (git archive, node_modules linked)."""
    src = Path(into) / "src"
    src.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive.stdout, check=True)
    lock = src / "package-lock.json"
    if lock.read_bytes() != (ROOT / "package-lock.json").read_bytes():
        raise SystemExit("%s vendors other runtimes (package-lock.json differs): "
                         "not comparable with this node_modules" % commit)
    # The copy shares this worktree's node_modules (a link): its build.py must
    # never run `npm ci` there, which it does when the lock file looks newer
    # than the install (git archive dates files at the commit).
    os.utime(lock, (0, 0))
    os.symlink(ROOT / "node_modules", src / "node_modules")
    subprocess.run([sys.executable, "build.py", "build"], cwd=src, check=True,
                   stdout=subprocess.DEVNULL)
    return src / "dist"


def build_this(into):
    """This worktree's site, built into a folder of its own."""
    out = Path(into) / "this"
    subprocess.run([sys.executable, "-c", "import sys; from connect4.site.builder import "
                    "build_site; build_site(sys.argv[1])", str(out)], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return out


def load():
    """The one-minute load average (the machine is shared)."""
    return os.getloadavg()[0]


def context(browser, phone):
    ctx = browser.new_context(viewport={"width": 390, "height": 844} if phone
                              else {"width": 1280, "height": 800}, service_workers="block")
    page = ctx.new_page()
    if phone:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40, "downloadThroughput": 10e6 / 8,
            "uploadThroughput": 5e6 / 8})
    return ctx, page


def first_reply(browser, base, sent, level, phone, locator_click=False):
    """One cold visit: clickable and reply (s from navigation), MB, phases (ms)."""
    ctx, page = context(browser, phone)
    try:
        page.add_init_script(MARKS)
        sent[0] = 0
        t0 = time.perf_counter()
        page.goto("%s/index.html?red=human&yellow=%s" % (base, level))
        at = page.wait_for_function(CLICKABLE_AT, timeout=180000).json_value()
        clickable = time.perf_counter() - t0
        if locator_click:
            page.locator('#board .col[data-col="3"]').click()
        else:
            page.mouse.click(at[0], at[1])
        page.wait_for_function(MOVED, timeout=300000)
        reply = time.perf_counter() - t0
        mb = sent[0] / 1e6
        return {"click": clickable, "reply": reply, "MB": mb, **page.evaluate(PHASES)}
    finally:
        ctx.close()


def embed_idle(browser, base, sent, phone):
    """MB an idle embed downloads in 10 s."""
    ctx, page = context(browser, phone)
    try:
        sent[0] = 0
        page.goto("%s/index.html?embed=1&red=human&yellow=level3" % base)
        page.wait_for_timeout(10000)
        return sent[0] / 1e6
    finally:
        ctx.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--old", default="489f676", help="the older commit (default 489f676)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--levels", default="level6,level7")
    ap.add_argument("--no-embed", action="store_true")
    ap.add_argument("--locator-click", action="store_true",
                    help="click with Playwright's locator (its checks first), as before 2026-11-26")
    ap.add_argument("--chromium", default="/usr/bin/chromium" if Path("/usr/bin/chromium").exists()
                    else None)
    a = ap.parse_args(argv)
    levels = a.levels.split(",")
    rows = {}  # (build, profile, level) -> [figures]
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
                    for profile in ("desktop", "phone"):
                        for level in levels:
                            for name in order:
                                _, base, sent = servers[name]
                                la = load()
                                f = first_reply(browser, base, sent, level, profile == "phone",
                                                a.locator_click)
                                f["load"] = la
                                rows.setdefault((name, profile, level), []).append(f)
                                print("run %d %-4s %-7s %s: clickable %.2f s, reply %.2f s, "
                                      "%.2f MB (load %.1f) phases %s" % (
                                          run + 1, name, profile, level, f["click"], f["reply"],
                                          f["MB"], la, {k: f[k] for k in ("core", "wasm", "python",
                                                                          "tap", "light", "drawn")}),
                                      flush=True)
                if not a.no_embed:
                    for profile in ("desktop", "phone"):
                        for name in ("old", "this"):
                            _, base, sent = servers[name]
                            la = load()
                            mb = embed_idle(browser, base, sent, profile == "phone")
                            rows.setdefault((name, profile, "embed"), []).append({"MB": mb})
                            print("%-4s %-7s idle embed 10 s: %.3f MB (load %.1f)"
                                  % (name, profile, mb, la), flush=True)
                browser.close()
        finally:
            for httpd, _, _ in servers.values():
                httpd.shutdown()
    report(rows, levels, a.old)
    return 0


def _median(values):
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def report(rows, levels, old):
    """Medians per build and the ratios this / older."""
    med = {k: {f: _median([x[f] for x in v]) for f in v[0]} for k, v in rows.items()}
    print("\nmedians (s; MB; load average), this build / %s:" % old)
    print("| profile | level | figure | %s | this | ratio |" % old)
    print("|---|---|---|---|---|---|")
    for profile in ("desktop", "phone"):
        for level in levels + ["embed"]:
            if ("old", profile, level) not in med:
                continue
            o, t = med[("old", profile, level)], med[("this", profile, level)]
            for fig in ("click", "reply", "MB"):
                if fig in o:
                    print("| %s | %s | %s | %.2f | %.2f | %.2f |"
                          % (profile, level, fig, o[fig], t[fig], t[fig] / o[fig]))
            if "load" in o:
                print("| %s | %s | load | %.1f | %.1f | |" % (profile, level, o["load"], t["load"]))
    print("\nphases (ms from navigation, medians): core chunk requested, micropython.wasm in, "
          "page Python in, clickable, click received, light worker ready, reply")
    for key in sorted(med):
        m = med[key]
        if "core" in m:
            print("%-4s %-7s %s: %s" % (key + (", ".join(
                "%s %s" % (f, "-" if m[f] is None else round(m[f]))
                for f in ("core", "wasm", "python", "shown", "tap", "light", "drawn")),)))


if __name__ == "__main__":
    sys.exit(main())
