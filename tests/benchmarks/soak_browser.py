"""Soak: many AI-vs-AI games in the real page, the AI worker's memory at start and end.

    python3 tests/benchmarks/soak_browser.py [--games 100] [--warmup 6]

Builds the site into a temporary folder, serves it on 127.0.0.1 and drives
Chromium with every request off loopback aborted.  After ``--warmup`` games
(every level of the rotation has then built its tables once) it reads the
worker's memory (static/worker.py's ``memory`` request: WebAssembly heap
bytes, objects tracked by Python's collector, after a full collection) and
the page's JS heap, plays ``--games`` more, reads them again, and prints a
table every 10 games.  Console errors are counted; a growing heap is the
finding.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from faults import CAPTURE_WORKERS, ask_worker  # noqa: E402
from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import wait_ai, wait_ready  # noqa: E402
from build import build_site  # noqa: E402
from soak import DEFAULT_PAIRS, memory, play_games  # noqa: E402


def mib(n):
    return "-" if n is None else "%.1f MiB" % (n / 1048576)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--warmup", type=int, default=len(DEFAULT_PAIRS))
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build_site(Path(tmp) / "dist")
        server = Server(site)
        guard = Guard()
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            ctx = new_context(browser, guard)
            ctx.add_init_script(CAPTURE_WORKERS)
            page = ctx.new_page()
            page.goto(server.url + "?red=level1&yellow=level2")
            wait_ready(page)
            t0 = time.perf_counter()
            wait_ai(page)
            boot = memory(page)
            print("AI ready: worker wasm heap %s, %d gc objects, page JS heap %s"
                  % (mib(boot["wasm_bytes"]), boot["gc_objects"], mib(boot["page_js_heap"])),
                  flush=True)
            # the perfect player's first move: loads the opening book and its
            # 16 MiB table, the biggest thing the worker ever holds
            reply = ask_worker(page, {"op": "think", "id": "test-perfect", "pos": "",
                                      "spec": "perfect", "seed": 1}, timeout=120000)
            assert reply["ok"], reply
            perfect = memory(page)
            print("perfect player loaded (its first move: %s): worker wasm heap %s, %d gc objects, "
                  "page JS heap %s" % (reply["result"].get("info"), mib(perfect["wasm_bytes"]),
                                       perfect["gc_objects"], mib(perfect["page_js_heap"])),
                  flush=True)
            play_games(page, args.warmup)
            start = memory(page)
            print("after %d warm-up games: worker wasm heap %s, %d gc objects, page JS heap %s"
                  % (args.warmup, mib(start["wasm_bytes"]), start["gc_objects"],
                     mib(start["page_js_heap"])), flush=True)
            results = {}
            rows = []

            def on_game(i, row):
                results[row[1]] = results.get(row[1], 0) + 1
                if (i + 1) % 10 == 0:
                    m = memory(page)
                    rows.append((i + 1, m))
                    print("game %3d: wasm %s, gc objects %d, page JS heap %s, %.0f s so far"
                          % (i + 1, mib(m["wasm_bytes"]), m["gc_objects"],
                             mib(m["page_js_heap"]), time.perf_counter() - t0), flush=True)

            games = play_games(page, args.games, on_game=on_game)
            end = memory(page)
            browser.close()
        server.stop()
    moves = sum(len(g[2]) for g in games)
    print()
    print("| figure | AI ready | perfect loaded | start (after warm-up) | end | growth start-end |")
    print("|---|---|---|---|---|---|")
    print("| worker WebAssembly heap | %s | %s | %s | %s | %s |" % (
        mib(boot["wasm_bytes"]), mib(perfect["wasm_bytes"]), mib(start["wasm_bytes"]),
        mib(end["wasm_bytes"]), mib(end["wasm_bytes"] - start["wasm_bytes"])))
    print("| objects tracked by Python's gc | %d | %d | %d | %d | %+d |" % (
        boot["gc_objects"], perfect["gc_objects"], start["gc_objects"], end["gc_objects"],
        end["gc_objects"] - start["gc_objects"]))
    print("| page JS heap (used) | %s | %s | %s | %s | %s |" % (
        mib(boot["page_js_heap"]), mib(perfect["page_js_heap"]), mib(start["page_js_heap"]),
        mib(end["page_js_heap"]), mib(end["page_js_heap"] - start["page_js_heap"])))
    print()
    print("%d games soaked (+%d warm-up), %d AI moves, results %r, %.0f s; "
          "console errors: %d, requests off loopback: %d"
          % (len(games), args.warmup, moves, results, time.perf_counter() - t0,
             len(guard.errors), len(guard.offsite)))
    for e in guard.errors[:10]:
        print("  " + e)
    return 1 if guard.errors or guard.offsite else 0


if __name__ == "__main__":
    sys.exit(main())
