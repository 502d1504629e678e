"""The one effect runner: an update's effects carried out, then the one save and the drawing."""

import asyncio
import json

import c4bundle
from pyscript import fetch, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.page.dom import SHEETS, el
from connect4.page.kernel import inflight, lazymodes, loop, persist, registry


class Effects:
    """Runs updates for ``page`` (static/main.py's Page: ``state``, ``ai``, ``render``...)."""

    def __init__(self, page, store):
        self.page = page
        self.saver = persist.Saver(store, persist.keys(page.state.embed))
        self.timers = {}  # name: (handle, mode)
        self.ticks = {}   # name: the proxy the browser calls

    def update(self, fn, *args):
        """Run the update ``fn(state, out, *args)`` and carry out its effects."""
        self.run(loop.run(self.page.state, fn, *args))

    def run(self, out):
        page, state = self.page, self.page.state
        effects = out.effects
        i = 0
        while i < len(effects):  # a 0 ms timer's update adds its effects to the same list
            e = effects[i]
            i += 1
            kind = e[0]
            if kind == "post":
                page.ai.send(e[1])
            elif kind == "cancel":
                page.ai.send(inflight.cancel_message(e[1]))
            elif kind == "timer":
                if e[2] == 0:  # now, before drawing (the AI's search runs while we draw)
                    self._stop(e[1])
                    effects.extend(loop.run(state, loop.on_timer, e[1]).effects)
                else:
                    self._start(e[1], e[2], e[3])
            elif kind == "stop":
                self._stop(e[1])
            elif kind == "fetch":
                asyncio.create_task(self._fetch(e[1]))
            elif kind == "get":
                asyncio.create_task(self._get(e[1], e[2], e[3]))
            elif kind.startswith("db-"):  # called now: idb.js runs the calls in this order
                args = e[1:2] if kind == "db-load" else e[1:3]
                asyncio.create_task(self._db(e, bridge.db(kind[3:], *args)))
            elif kind == "download":
                bridge.download(e[1], e[2])
            elif kind == "record":
                page.counters.record(state.game.game_id, e[1])
            elif registry.named(kind) is not None:  # what a reply did, for the mode's view
                view = page.views.get(kind)
                if view is not None:
                    view.taken(e[1])
        for name in [n for n, (_, mode) in self.timers.items()
                     if mode is not None and mode != state.mode]:
            self._stop(name)  # a mode's timers end with it
        self.saver.save(state)
        if out.changed or out.draw:
            page.render(out.animate)
        if out.announce:
            el("announce").textContent = out.announce
        for e in out.of("focus"):
            node = el(e[1])
            if node is not None:
                node.focus()
        if out.crash is not None:
            page.ai.crashed(out.crash)  # the new worker's readiness calls back
        if out.of("reload"):  # an import is stored: the page starts again from it
            window.location.reload()

    def every(self, ms, fn):
        """Call ``fn()`` every ``ms`` (the workers' watchdog, the full engine's start) until
        it returns False."""
        key = object()  # its own, whatever else comes and goes in self.ticks

        def tick(*args):
            # a call after the clear does nothing: Playwright's clock can make one (a test's
            # run_for beside its own real-time timer fired the full engine's start twice)
            if key in self.ticks and fn() is False:
                window.clearInterval(self.ticks.pop(key)[1])

        proxy = create_proxy(tick)
        self.ticks[key] = (proxy, window.setInterval(proxy, ms))  # the proxy lives while it runs

    # -- timers: each comes back as the event loop.on_timer(name) ----------------------
    def _start(self, name, ms, mode):
        self._stop(name)
        tick = self.ticks.get(name)
        if tick is None:
            tick = self.ticks[name] = create_proxy(lambda *a, n=name: self._fired(n))
        self.timers[name] = (window.setTimeout(tick, ms), mode)

    def _stop(self, name):
        t = self.timers.pop(name, None)
        if t is not None:
            window.clearTimeout(t[0])

    def _fired(self, name):
        if self.timers.pop(name, None) is not None:
            self.update(loop.on_timer, name)

    # -- the one loader of the modes fetched on first use ------------------------------
    async def _fetch(self, name):
        try:
            c4bundle.install_blob(await (await _response(lazymodes.bundle_url(name))).bytearray())
        except Exception as e:  # offline (a JsException), an HTTP error, a damaged bundle
            window.console.warn("the %s mode could not be fetched: %s" % (name, e))
            self.update(lazymodes.failed, name, lazymodes.failure_words(e.args))
            return
        try:
            self.page.build_view(name)
        except Exception as e:  # the mode's own code: not the connection
            window.console.error("the %s mode failed to start: %s: %s" % (name, type(e).__name__, e))
            self.update(lazymodes.failed, name, str(e), True)
            return
        while SHEETS:  # the view's stylesheets in first: it never shows unstyled
            await SHEETS.pop()
        self.update(lazymodes.loaded, name)

    def expose_state(self):
        """Tests only: the page's state in a line as ``window.c4State()``, once its bundle
        (static/mode-snapshot.bundle) is in."""
        asyncio.create_task(self._expose_state())

    async def _expose_state(self):
        c4bundle.install_blob(await (await _response(lazymodes.bundle_url("snapshot"))).bytearray())
        from connect4.page.kernel import snapshot
        window.c4State = create_proxy(lambda: snapshot.summary_json(self.page.state, self.timers))

    async def _get(self, url, ok, failed):
        try:
            text = str(await (await _response(url)).text())
        except Exception as e:  # offline (a JsException from fetch) or an HTTP error
            window.console.warn("%s could not be fetched: %s" % (url, e))
            self.update(failed, lazymodes.failure_words(e.args))
            return
        self.update(ok, text)

    async def _db(self, e, call):
        """The stored records' answer (static/idb.js's JSON: it never raises), then its update."""
        res = json.loads(str(await call))
        error = res.get("error")
        if e[0] == "db-put":
            if error:
                self._put_failed(e[1], error)
            elif e[3] is not None:
                self.update(e[3])
        elif error:
            self.update(e[-1], error)
        elif e[0] == "db-load":
            self.update(e[2], res["records"])
        else:
            self.update(e[3])

    def _put_failed(self, store, words):
        # in the bundle of each mode that puts (the training's, the background review's)
        from connect4.page.kernel import records
        self.update(records.put_failed, store, words)


async def _response(url):
    """The response for ``url``; an HTTP error raises as a refused fetch does."""
    res = await fetch(url)
    if not res.ok:
        raise OSError("HTTP %s" % res.status)
    return res
