"""What one hint helper worker costs in memory.

    python3 tests/benchmarks/bench_helper_memory.py [--pos 126153276475] [--seconds 10]

A helper (``static/worker_hints.py``) is one more ``static/ai-worker.js``
that runs column searches of a hint (without the 12-disc database since
issue 52's sixth session; ``--with-data`` loads it first, as helpers did
before).  This starts such a worker beside the page's own
(``worker_driver.START_JS``), once the page's own worker has loaded the
full engine, makes it do what a helper does (a ``hint-task`` of
``--pos``, cancelled after ``--seconds`` so its table fills), and prints its
WebAssembly heap (static/worker.py's ``memory`` request) at each step and
the tab's total (PSS of Chromium's renderer processes, where the page and
its workers run) before the worker started and after it stopped searching.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))

from harness import Guard, Server, launch_options, new_context  # noqa: E402
from site_helpers import wait_full_engine, wait_ready  # noqa: E402
from soak_browser import mib, renderers_pss  # noqa: E402
from worker_driver import START_JS  # noqa: E402

from build import build_site  # noqa: E402

#: The helper's steps, in the page: boot, database, a column search cut short.
_HELPER_JS = """
async ([pos, ms, withData]) => {
  await (""" + START_JS + """)();
  const ask = window.c4bench.ask;
  const mem = async (id) => (await ask({ op: 'memory', id })).result.wasm_bytes;
  const out = { booted: await mem(1) };
  if (withData) {
    const data = await ask({ op: 'hint-data', id: 2 });
    if (!data.ok) throw new Error('hint-data: ' + data.error);
  }
  out.data = await mem(3);
  const task = ask({ op: 'hint-task', id: 4, pos, column: 3, phase: 'wdl', low: -18, high: 18 });
  await new Promise(r => setTimeout(r, ms));
  await ask({ op: 'cancel', id: 5, target: 4 });
  out.task = await task;
  out.searched = await mem(6);
  return out;
}
"""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pos", default="126153276475",
                    help="the hint position whose column 4 the helper searches")
    ap.add_argument("--seconds", type=float, default=10.0,
                    help="how long it searches before the cancel")
    ap.add_argument("--with-data", action="store_true",
                    help="load the 12-disc database first (helpers before issue 52's sixth session)")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        server = Server(build_site(Path(tmp) / "dist"))
        guard = Guard()
        with sync_playwright() as p:
            browser = p.chromium.launch(**launch_options())
            page = new_context(browser, guard).new_page()
            page.set_default_timeout(0)
            page.goto(server.url + "?red=human&yellow=human")
            wait_ready(page)
            wait_full_engine(page)  # the page's own worker has all it loads unasked
            time.sleep(2)
            before = renderers_pss()
            r = page.evaluate(_HELPER_JS, [args.pos, int(args.seconds * 1000), args.with_data])
            after = renderers_pss()
            browser.close()
        server.stop()
    print("one helper (a worker doing a helper's work), WebAssembly heap: booted %s, "
          "%s %s, after %.0f s of a column search %s (its answer: %s)"
          % (mib(r["booted"]), "with the 12-disc database" if args.with_data else "no database",
             mib(r["data"]), args.seconds, mib(r["searched"]),
             r["task"].get("kind") or r["task"].get("result")))
    print("tab total (renderer PSS): %s before it started, %s after its search: %s more"
          % (mib(before), mib(after), mib(None if None in (before, after) else after - before)))
    print("console errors: %d, requests off loopback: %d" % (len(guard.errors), len(guard.offsite)))
    return 1 if guard.errors or guard.offsite else 0


if __name__ == "__main__":
    sys.exit(main())
