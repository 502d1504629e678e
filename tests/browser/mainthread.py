"""The page's own work on its main thread, measured in CPU time from Chrome's trace.

A long task's wall time grows when the machine is loaded beyond its cores: the
renderer is taken off the CPU in the middle of a task, and PerformanceObserver's
``longtask`` entries (wall time) then report 60-130 ms for work of 20 ms.  The
trace's ``RunTask`` events carry both the wall time (``dur``) and the thread's
CPU time (``tdur``); the tests assert on the CPU time, which is the page's work
whatever else the machine runs, and print both.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

#: ``toplevel`` holds the scheduler's RunTask events; metadata names the threads.
CATEGORIES = ["toplevel", "__metadata"]
#: The renderer's main thread, where the page's JavaScript and MicroPython run.
MAIN_THREAD = "CrRendererMain"


@dataclass
class Task:
    """One task the renderer's main thread ran: wall and CPU time, in ms."""

    wall_ms: float
    cpu_ms: float


@dataclass
class MainThreadTasks:
    """The main thread's tasks recorded while the ``traced`` block ran."""

    tasks: list[Task] = field(default_factory=list)

    def longest_cpu(self) -> Task:
        """The task with the most CPU time (a zero task when none was recorded)."""
        return max(self.tasks, key=lambda t: t.cpu_ms, default=Task(0.0, 0.0))

    def longest_wall(self) -> Task:
        """The task with the longest wall time (what a PerformanceObserver sees)."""
        return max(self.tasks, key=lambda t: t.wall_ms, default=Task(0.0, 0.0))

    def summary(self) -> str:
        """One line for the test's output: both measures, so a reader sees the load's share."""
        cpu, wall = self.longest_cpu(), self.longest_wall()
        return ("%d main-thread tasks; most CPU %.1f ms (wall %.1f ms); longest wall %.1f ms "
                "(CPU %.1f ms)" % (len(self.tasks), cpu.cpu_ms, cpu.wall_ms, wall.wall_ms,
                                   wall.cpu_ms))


def main_thread_tasks(trace: dict) -> list[Task]:
    """The RunTask events of every renderer main thread in a Chrome trace."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    mains = {(e["pid"], e["tid"]) for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"
             and e.get("args", {}).get("name") == MAIN_THREAD}
    return [Task(e["dur"] / 1000.0, e.get("tdur", e["dur"]) / 1000.0) for e in events
            if e.get("ph") == "X" and e.get("name") in ("ThreadControllerImpl::RunTask", "RunTask")
            and (e.get("pid"), e.get("tid")) in mains and "dur" in e]


#: Browsers recording now (a browser records one trace at a time).
_RECORDING: set[int] = set()


def start(page) -> None:
    """Start recording the tasks of ``page``'s browser.

    A recording a failed test left running is dropped first, so one failure
    does not fail every later test that measures.
    """
    browser = page.context.browser
    if id(browser) in _RECORDING:
        browser.stop_tracing()
    browser.start_tracing(page=page, categories=CATEGORIES)
    _RECORDING.add(id(browser))


def stop(page) -> MainThreadTasks:
    """Stop the recording :func:`start` began; the main thread's tasks meanwhile."""
    browser = page.context.browser
    _RECORDING.discard(id(browser))
    return MainThreadTasks(main_thread_tasks(json.loads(browser.stop_tracing())))


@contextmanager
def traced(page) -> Iterator[MainThreadTasks]:
    """Record the main thread's tasks of ``page``'s browser while the block runs."""
    start(page)
    result = MainThreadTasks()
    try:
        yield result
    finally:
        result.tasks = stop(page).tasks
