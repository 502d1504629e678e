"""The pause between slices (connect4.worker.yielding): the browser's scheduler where it has one."""

import asyncio
import sys
import types

from own_loop import run

from connect4.worker import yielding


def test_outside_a_browser_it_is_the_loops_own_turn():
    assert run(_await(yielding.pause())) is None


def test_in_pyodide_a_task_of_the_priority_asked(monkeypatch):
    posted = []

    def post_task(callback, priority):  # the browser's scheduler.postTask: a promise
        posted.append((callback, priority))
        return asyncio.sleep(0)

    js = types.ModuleType("js")
    js.scheduler = types.SimpleNamespace(postTask=post_task)
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda f: ("proxy", f)
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setattr(yielding, "_noop", None)

    async def twice():
        await yielding.pause()
        await yielding.pause(yielding.IDLE)

    run(twice())
    assert [p for _, p in posted] == ["user-visible", "background"]
    assert posted[0][0] is posted[1][0] and posted[0][0][0] == "proxy"  # one proxy, kept


def test_without_the_scheduler_it_falls_back(monkeypatch):
    monkeypatch.setitem(sys.modules, "js", types.ModuleType("js"))  # Safari: no scheduler
    assert run(_await(yielding.pause(yielding.IDLE))) is None


async def _await(awaitable):
    return await awaitable
