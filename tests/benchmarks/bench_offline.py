"""Offline benchmark: bytes on the wire for a first visit, a repeat visit, an update.

    python3 tests/benchmarks/bench_offline.py [--runs 1]

Builds the site into a temporary folder and serves it on 127.0.0.1 with a
server that counts every byte it sends (headers and bodies: what crossed
the network, whatever the browser did with it).  Drives Chromium (Debian's
when installed), every request off loopback aborted.  Prints, per run:

- first visit (a new browser profile): bytes and requests until the board is
  clickable, until the AI is ready, and until the service worker has
  precached the whole site (ready for offline play);
- repeat visit with the server up: bytes the server sent (the game's files
  come from the service worker's cache; the browser's own update check of
  sw.js, a revalidation, is listed apart), times to clickable and AI ready;
- repeat visit with the server stopped: times to clickable and AI ready,
  and one AI move;
- an update: one module of the package changed and the site rebuilt: bytes
  the next visit downloads in the background (the changed files only).
"""

import argparse
import http.server
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from harness import Guard, launch_options  # noqa: E402
from site_helpers import column, play_first_move, position, wait_ai, wait_position, wait_ready  # noqa: E402

from build import (  # noqa: E402
    build_site,
    make_handler,
    write_offline,  # noqa: E402
)

OFFLINE_TIMEOUT_MS = 180000


class CountingServer:
    """A static server that records (path, status, bytes sent) per request."""

    def __init__(self, directory, port=0):
        log = self.log = []
        lock = threading.Lock()
        base = make_handler(directory, quiet=True)

        class Counter:
            def __init__(self, raw, entry):
                self.raw, self.entry = raw, entry

            def write(self, data):
                with lock:
                    self.entry[2] += len(data)
                return self.raw.write(data)

            def __getattr__(self, name):
                return getattr(self.raw, name)

        class Handler(base):
            def setup(self):
                super().setup()
                self._raw = self.wfile

            def handle_one_request(self):
                self.entry = [None, None, 0]
                self.wfile = Counter(self._raw, self.entry)
                super().handle_one_request()
                if self.entry[0] is not None:
                    with lock:
                        log.append(tuple(self.entry))

            def send_response(self, code, message=None):
                self.entry[0] = self.path
                self.entry[1] = code
                super().send_response(code, message)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = "http://127.0.0.1:%d/" % self.port
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def mark(self):
        return len(self.log)

    def since(self, mark):
        return self.log[mark:]

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def total(entries):
    return sum(e[2] for e in entries)


def mb(n):
    return "%.2f MB" % (n / 1e6) if n >= 100000 else "%d bytes" % n


def ms_since_nav(page, name):
    return page.evaluate("window.%s" % name)


def run_once(playwright, site, profile):
    srv = CountingServer(site)
    guard = Guard()
    # A real profile on disk, as a player's browser has: Playwright's usual
    # contexts are incognito, whose memory-only HTTP cache does not keep
    # Pyodide's 9.6 MB wasm, so the precache would download it a second time.
    # No request routing either: Playwright turns the HTTP cache off in a
    # context that routes requests, and the precache relies on it (it
    # revalidates what the page has just downloaded).  Off-site requests are
    # still recorded, and cannot resolve (the launch's host-resolver rules).
    ctx = playwright.chromium.launch_persistent_context(str(profile), **launch_options())
    ctx.on("request", guard.on_request)
    ctx.on("page", guard.watch)
    out = {}
    try:
        # -- first visit --------------------------------------------------------
        page = ctx.new_page()
        m0 = srv.mark()
        page.goto(srv.url + "?red=human&yellow=level1")
        wait_ready(page)
        m1 = srv.mark()
        wait_ai(page)
        m2 = srv.mark()
        page.wait_for_selector("html[data-offline=ready]", state="attached",
                               timeout=OFFLINE_TIMEOUT_MS)
        time.sleep(0.5)
        m3 = srv.mark()
        seen, twice = set(), []
        for path, code, n in srv.log[m0:m3]:
            if path in seen and code == 200:
                twice.append((n, path))
            seen.add(path)
        out["first"] = {
            "twice": sorted(twice, reverse=True),
            "clickable": total(srv.log[m0:m1]), "clickable_n": m1 - m0,
            "ai": total(srv.log[m0:m2]), "ai_n": m2 - m0,
            "precache": total(srv.log[m2:m3]), "precache_n": m3 - m2,
            "precache_304": sum(1 for e in srv.log[m2:m3] if e[1] == 304),
            "all": total(srv.log[m0:m3]), "all_n": m3 - m0,
            "ready_ms": ms_since_nav(page, "c4ReadyAt"), "ai_ms": ms_since_nav(page, "c4AiReadyAt"),
        }
        page.close()

        # -- repeat visit, server up -----------------------------------------------
        m0 = srv.mark()
        page = ctx.new_page()
        play_first_move(page, srv.url + "?red=human&yellow=level1")
        time.sleep(1.0)
        got = srv.since(m0)
        check = [e for e in got if e[0].split("?")[0].endswith("/sw.js")]
        out["repeat"] = {
            "game": total([e for e in got if e not in check]),
            "game_n": len(got) - len(check),
            "check": total(check), "check_codes": [e[1] for e in check],
            "ready_ms": ms_since_nav(page, "c4ReadyAt"), "ai_ms": ms_since_nav(page, "c4AiReadyAt"),
            "paths": sorted({e[0] for e in got if e not in check}),
        }
        page.close()

        # -- repeat visit, server stopped ------------------------------------------------
        port = srv.port
        srv.stop()
        page = ctx.new_page()
        page.goto(srv.url + "?red=human&yellow=level1")
        wait_ready(page)
        wait_ai(page)
        n = len(position(page) or "")   # the game saved by the visit before
        column(page, 4).click()
        wait_position(page, "p.length === %d" % (n + 2))
        out["offline"] = {"ready_ms": ms_since_nav(page, "c4ReadyAt"),
                          "ai_ms": ms_since_nav(page, "c4AiReadyAt"), "ai_move": True}
        page.close()

        # -- an update: one module changed ------------------------------------------------
        mod = site / "connect4" / "players" / "__init__.py"
        mod.write_text(mod.read_text() + "\n# rebuilt\n")
        write_offline(site)
        srv = CountingServer(site, port=port)
        m0 = srv.mark()
        page = ctx.new_page()
        page.goto(srv.url)
        wait_ready(page)
        page.wait_for_selector("html[data-update=ready]", state="attached", timeout=120000)
        got = srv.since(m0)
        out["update"] = {"bytes": total(got), "n": len(got),
                         "paths": sorted({"%s %s" % (e[0], e[1]) for e in got})}
        page.close()
    finally:
        ctx.close()
        srv.stop()
    noise = ("ERR_CONNECTION_REFUSED", "Failed to load resource", "fetching the script")
    errors = [e for e in guard.errors if not any(k in e for k in noise)]
    if guard.offsite or errors:
        print("WARNING: off-site requests %r, page errors %r" % (guard.offsite, errors))
    return out


def report(i, r):
    f, rep, off, up = r["first"], r["repeat"], r["offline"], r["update"]
    print("run %d" % (i + 1))
    print("  first visit:  clickable after %s (%d requests, %.0f ms); AI ready after %s "
          "(%d requests, %.0f ms)" % (mb(f["clickable"]), f["clickable_n"], f["ready_ms"],
                                      mb(f["ai"]), f["ai_n"], f["ai_ms"]))
    print("                precache for offline: +%s in %d requests (%d of them 304 revalidations)"
          " -> first visit total %s in %d requests"
          % (mb(f["precache"]), f["precache_n"], f["precache_304"], mb(f["all"]), f["all_n"]))
    print("                downloaded twice (page, then precache): %s"
          % (", ".join("%s %s" % (p, mb(n)) for n, p in f["twice"]) or "nothing"))
    print("  repeat visit: %s in %d requests for the game %s; clickable %.0f ms, AI ready %.0f ms"
          % (mb(rep["game"]), rep["game_n"], rep["paths"] or "", rep["ready_ms"], rep["ai_ms"]))
    print("                + the browser's update check of sw.js: %s (HTTP %s)"
          % (mb(rep["check"]), ", ".join(map(str, rep["check_codes"])) or "none"))
    print("  server stopped: clickable %.0f ms, AI ready %.0f ms, AI moved: %s"
          % (off["ready_ms"], off["ai_ms"], off["ai_move"]))
    print("  update (one module changed): next visit downloads %s in %d requests: %s"
          % (mb(up["bytes"]), up["n"], ", ".join(up["paths"])))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        built = build_site(Path(tmp) / "dist")
        with sync_playwright() as p:
            for i in range(args.runs):
                site = Path(tmp) / ("run%d" % i)
                shutil.copytree(built, site)
                report(i, run_once(p, site, Path(tmp) / ("profile%d" % i)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
