"""A slower CPU for the browser's every thread, workers included: a phone profile for hints.

The DevTools protocol's ``Emulation.setCPUThrottlingRate`` slows a page's main thread and
not its workers (``bench_worker_throttle.py``), where the hints run.  :class:`SlowCPU`
puts each thread of the browser's processes (descendants of this process whose name starts
with ``chrom`` or ``headless``) in a CPU cgroup of its own whose quota is a ``factor``-th of
every 10 ms period: each thread runs at most that share of one core, as on a CPU that many
times slower with as many cores.  A thread started later (a worker, a helper) is moved
within ``SCAN_S``.  It needs root and the cgroup v1 ``cpu`` hierarchy (a cgroup v2 one
holds no single threads outside its threaded mode); on any other machine it says why and
the benchmark stops before measuring.
"""

import contextlib
import os
import threading
from pathlib import Path

ROOT = Path("/sys/fs/cgroup/cpu")
PERIOD_US = 10000
#: How often new threads are looked for (s).
SCAN_S = 0.05
_NAMES = ("chrom", "headless")


def problem():
    """None where :class:`SlowCPU` works here, else why not (a sentence)."""
    if not (ROOT / "tasks").exists() or not (ROOT / "cpu.cfs_quota_us").exists():
        return "no cgroup v1 cpu hierarchy at %s" % ROOT
    if not os.access(ROOT, os.W_OK):
        return "%s is not writable (root needed)" % ROOT
    return None


def _children():
    """``{pid: [child pids]}`` of every process."""
    out = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
        except OSError:  # it ended meanwhile
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        out.setdefault(ppid, []).append(int(d.name))
    return out


def browser_threads(root_pid=None):
    """Thread ids of the browser processes under ``root_pid`` (this process by default)."""
    kids = _children()
    todo, tids = [root_pid or os.getpid()], []
    while todo:
        pid = todo.pop()
        todo.extend(kids.get(pid, []))
        try:
            name = Path("/proc/%d/comm" % pid).read_text().strip()
            if name.startswith(_NAMES):
                tids.extend(int(t) for t in os.listdir("/proc/%d/task" % pid))
        except OSError:
            continue
    return tids


def slowed(factor):
    """``SlowCPU(factor)``, or a context that changes nothing when ``factor`` is None."""
    return SlowCPU(factor) if factor else contextlib.nullcontext()


class SlowCPU:
    """While entered, every browser thread under this process runs at ``1/factor`` of a core
    (at most 10 times slower: a quota is at least 1 ms of the 10 ms period)."""

    def __init__(self, factor: float, root_pid=None):
        if factor < 1:
            raise ValueError("a slowdown factor is at least 1, not %r" % factor)
        why = problem()
        if why:
            raise RuntimeError("cannot slow the browser's threads: " + why)
        self.quota = max(1000, int(PERIOD_US / factor))
        self.root_pid = root_pid
        self.group = ROOT / ("c4slow-%d" % os.getpid())
        self.moved = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._scan, daemon=True)

    def __enter__(self):
        self.group.mkdir(exist_ok=True)
        self.move_new()
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        for d in self.group.glob("t*"):
            try:
                for tid in (d / "tasks").read_text().split():
                    (ROOT / "tasks").write_text(tid)  # back where it came from
                d.rmdir()
            except OSError:  # the thread ended or moved meanwhile; its group goes on next use
                pass
        try:
            self.group.rmdir()
        except OSError:
            pass

    def move_new(self) -> int:
        """Move the browser's threads not moved yet; returns how many."""
        count = 0
        for tid in browser_threads(self.root_pid):
            if tid in self.moved:
                continue
            d = self.group / ("t%d" % tid)
            try:
                d.mkdir(exist_ok=True)
                (d / "cpu.cfs_period_us").write_text(str(PERIOD_US))
                (d / "cpu.cfs_quota_us").write_text(str(self.quota))
                (d / "tasks").write_text(str(tid))
            except OSError:  # it ended before it could be moved
                continue
            self.moved.add(tid)
            count += 1
        return count

    def _scan(self):
        while not self._stop.wait(SCAN_S):
            self.move_new()
