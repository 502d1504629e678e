"""The light worker's first reply, then the full engine loading behind it, in Chromium.

For each run (a new browser context: empty cache, no service worker) it prints
when the board was ready, when the light worker (MicroPython) was ready, when
its first reply came (the player clicks column 4 at once; yellow is the level
given), when the full engine (Pyodide) had loaded behind it, and the page's
longest main-thread tasks (Long Tasks API) from the click to the engine's
readiness: the hand-over must not make the page stutter.

Run: ``python3 tests/benchmarks/bench_handover.py [DIST] [--level level6] [--runs 3]``.
Figures on a shared, loaded machine are noisy: compare runs taken together.
"""

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from site_helpers import wait_full_engine  # noqa: E402

GAPMETER = ROOT / "tests" / "browser" / "gapmeter.js"
MOVED = "() => document.getElementById('board').dataset.position.length >= 2"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root):
    handler = functools.partial(_Quiet, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:%d" % httpd.server_address[1]


def one_run(browser, base, level):
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.add_init_script(path=str(GAPMETER))
        page.goto("%s/index.html?red=human&yellow=%s" % (base, level))
        page.wait_for_function("() => { const b = document.querySelector('#board .col');"
                               " return !!b && !b.disabled; }", timeout=120000)
        t_click = page.evaluate("performance.now()")
        page.get_by_role("button", name="Column 4", exact=True).click()
        page.wait_for_function(MOVED, timeout=120000)
        t_reply = page.evaluate("performance.now()")
        wait_full_engine(page, timeout=180000)
        page.wait_for_timeout(300)
        return page.evaluate("""([t, r]) => ({
            page: window.c4ReadyAt, light: window.c4LightReadyAt, reply: r,
            engine: window.c4AiReadyAt,
            tasks: window.__longTasks.filter(([s]) => s >= t).map(([, d]) => Math.round(d))})""",
                             [t_click, t_reply])
    finally:
        ctx.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dist", nargs="?", default=str(ROOT / "dist"))
    ap.add_argument("--level", default="level6")
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    httpd, base = serve(Path(a.dist).resolve())
    try:
        with sync_playwright() as p:
            kw = {"args": ["--no-sandbox", "--disable-background-networking"]}
            if Path("/usr/bin/chromium").exists():
                kw["executable_path"] = "/usr/bin/chromium"
            browser = p.chromium.launch(**kw)
            for r in range(a.runs):
                f = one_run(browser, base, a.level)
                print("run %d: board %.2f s, light worker %.2f s, first reply (%s) %.2f s, "
                      "full engine %.2f s; main-thread tasks over 50 ms after the click: %s"
                      % (r + 1, f["page"] / 1e3, f["light"] / 1e3, a.level, f["reply"] / 1e3,
                         f["engine"] / 1e3, f["tasks"] or "none"), flush=True)
            browser.close()
    finally:
        httpd.shutdown()


if __name__ == "__main__":
    main()
