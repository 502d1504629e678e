"""Does the phone profile's CPU throttling reach a worker?  A hint timed at each rate.

    python3 tests/benchmarks/bench_worker_throttle.py [--rates 1,4,1,4] [--pos 173356637437663]
                                                      [--via cdp|cgroup]

The browser benchmarks' phone profile slows the CPU through the DevTools
protocol (``Emulation.setCPUThrottlingRate``, 4x).  This builds the site,
opens it in headless Chromium and, at each rate in turn, starts a fresh AI
worker (``worker_driver.START_JS``: a fresh table, nothing pondered) and
times one hint in it, then a fixed busy loop on the page's main thread.
If the hint's time does not follow the rate while the loop's does, the
profile cannot stand for a phone in the hint figures (issue 52): those
need a real device, or CPython's figures scaled.  ``--via cgroup`` slows every thread of the
browser instead (``slow_cpu.SlowCPU``: root and cgroup v1), which reaches the workers.
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(Path(__file__).parent))

import bench_hints  # noqa: E402
import slow_cpu  # noqa: E402
from worker_driver import START_JS  # noqa: E402

#: A fresh worker each time, one hint timed, then the main thread's own loop.
_JS = """async ([pos, id]) => {
  if (window.c4bench) window.c4bench.worker.terminate();
  await (""" + START_JS + """)();
  const t = performance.now();
  const m = await window.c4bench.ask({ op: 'hint', id, pos, helpers: 0 });
  const hint = performance.now() - t;
  const t1 = performance.now();
  let x = 0;
  for (let i = 0; i < 3e7; i++) x += i;
  return [hint, performance.now() - t1, m.ok, x > 0];
}"""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rates", default="1,4,1,4", help="throttling rates, in turn")
    ap.add_argument("--pos", default="173356637437663", help="the hint's position")
    ap.add_argument("--via", choices=("cdp", "cgroup"), default="cdp",
                    help="the DevTools protocol's throttling, or a cgroup per browser thread")
    args = ap.parse_args(argv)
    if args.via == "cgroup" and (why := slow_cpu.problem()):
        ap.error("--via cgroup: " + why)
    for _, page in bench_hints.browser_pages(["throttle"]):
        cdp = page.context.new_cdp_session(page)
        for i, rate in enumerate(float(r) for r in args.rates.split(",")):
            if args.via == "cdp":
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            with slow_cpu.slowed(rate if args.via == "cgroup" else None):
                hint, loop, ok, _ = page.evaluate(_JS, [args.pos, i + 1])
            print("rate %g: the hint in a worker %.0f ms%s, the main thread's loop %.0f ms"
                  % (rate, hint, "" if ok else " (failed)", loop), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
