"""Soak: many AI-vs-AI games in the real page, the AI worker's memory at start and end.

    python3 tests/benchmarks/soak_browser.py [--games 100] [--warmup 6]

Builds the site into a temporary folder, serves it on 127.0.0.1 and drives
Chromium with every request off loopback aborted.  After ``--warmup`` games
(every level of the rotation has then built its tables once) it reads the
worker's memory (static/worker.py's ``memory`` request: WebAssembly heap
bytes, objects tracked by Python's collector, after a full collection) and
the page's JS heap, plays ``--games`` more, reads them again, and prints a
table every 10 games.  Console errors are counted; a growing heap is the
finding.  The tab's total memory is the proportional set size (PSS, from
/proc: shared pages split between the processes that map them) of
Chromium's renderer processes, where the page and its workers run; it is
read at start, with the perfect player loaded, with the hint solver
loaded too (a second 16 MiB table), and at the end.
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
from site_helpers import wait_full_engine, wait_ready  # noqa: E402
from soak import DEFAULT_PAIRS, memory, play_games  # noqa: E402

from build import build_site  # noqa: E402


def mib(n):
    return "-" if n is None else "%.1f MiB" % (n / 1048576)


def renderers_pss():
    """Bytes of PSS of every Chromium renderer process on this machine
    (Linux; ``None`` elsewhere).  The soak's browser is the only one running
    when this is measured, with one tab."""
    total, found = 0, False
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            # Chromium rewrites its processes' titles: one string, not argv
            cmd = (proc / "cmdline").read_bytes()
            if b"--type=renderer" not in cmd or b"--extension-process" in cmd:
                continue
            for line in (proc / "smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1]) * 1024
                    found = True
        except OSError:  # gone, or not ours
            continue
    return total if found else None


def snapshot(page):
    """The worker's and the page's memory figures, and the tab's PSS."""
    m = memory(page)
    m["tab_pss"] = renderers_pss()
    return m


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
            page.goto(server.url + "?red=human&yellow=human")
            wait_ready(page)
            t0 = time.perf_counter()
            wait_full_engine(page)
            boot = snapshot(page)
            print("AI ready: worker wasm heap %s, %d gc objects, page JS heap %s"
                  % (mib(boot["wasm_bytes"]), boot["gc_objects"], mib(boot["page_js_heap"])),
                  flush=True)
            # the perfect player's first move: loads the opening book and its
            # 16 MiB table, the biggest thing the worker ever holds
            reply = ask_worker(page, {"op": "think", "id": "test-perfect", "pos": "",
                                      "spec": "perfect", "seed": 1}, timeout=120000)
            assert reply["ok"], reply
            perfect = snapshot(page)
            print("perfect player loaded (its first move: %s): worker wasm heap %s, %d gc objects, "
                  "page JS heap %s" % (reply["result"].get("info"), mib(perfect["wasm_bytes"]),
                                       perfect["gc_objects"], mib(perfect["page_js_heap"])),
                  flush=True)
            # the hint display's solver: its own table (a late position: fast)
            reply = ask_worker(page, {"op": "hint", "id": "test-hint",
                                      "pos": "444444333333555555"}, timeout=120000)
            assert reply["ok"], reply
            hints = snapshot(page)
            print("hint solver loaded too: worker wasm heap %s, tab PSS %s"
                  % (mib(hints["wasm_bytes"]), mib(hints["tab_pss"])), flush=True)
            play_games(page, args.warmup)
            start = snapshot(page)
            print("after %d warm-up games: worker wasm heap %s, %d gc objects, page JS heap %s"
                  % (args.warmup, mib(start["wasm_bytes"]), start["gc_objects"],
                     mib(start["page_js_heap"])), flush=True)
            results = {}
            rows = []

            def on_game(i, row):
                results[row[1]] = results.get(row[1], 0) + 1
                if (i + 1) % 10 == 0:
                    m = snapshot(page)
                    rows.append((i + 1, m))
                    print("game %3d: wasm %s, gc objects %d, page JS heap %s, tab PSS %s, "
                          "%.0f s so far"
                          % (i + 1, mib(m["wasm_bytes"]), m["gc_objects"],
                             mib(m["page_js_heap"]), mib(m["tab_pss"]),
                             time.perf_counter() - t0), flush=True)

            games = play_games(page, args.games, on_game=on_game)
            end = snapshot(page)
            browser.close()
        server.stop()
    moves = sum(len(g[2]) for g in games)
    print()
    print("| figure | AI ready | perfect loaded | + hint solver | start (after warm-up) | end "
          "| growth start-end |")
    print("|---|---|---|---|---|---|---|")
    snaps = (boot, perfect, hints, start, end)

    def row(label, key, fmt=mib, diff=mib):
        values = [snap[key] for snap in snaps]
        growth = None if None in (end[key], start[key]) else end[key] - start[key]
        print("| %s | %s | %s |" % (label, " | ".join(map(fmt, values)),
                                    "-" if growth is None else diff(growth)))

    row("worker WebAssembly heap", "wasm_bytes")
    row("objects tracked by Python's gc", "gc_objects", str, "%+d".__mod__)
    row("page JS heap (used)", "page_js_heap")
    row("tab total (renderer PSS)", "tab_pss")
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
