"""The page's side of the AI worker and of its storage (DOM and browser calls only).

Runs on the page's main thread (MicroPython).  When to replace a worker and
what to tell the player are decided in :mod:`connect4.workerwatch`; this
module starts and stops the worker through static/bridge.js and passes its
messages on.  The AIs run in a plain module worker (``static/ai-worker.js``,
which says why it is not PyScript's worker) that boots Pyodide in the
background: the board is playable by humans long before it is ready.
"""

import json

from pyscript import window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4 import workerwatch


def now_ms():
    return window.performance.now()


class Store:
    """localStorage through the bridge, or a dict for the visit when refused."""

    def __init__(self):
        self.memory = {}
        self.persistent = bool(bridge.storage_ok())

    def get(self, key):
        if self.persistent:
            v = bridge.storage_get(key)
            return None if v is None else str(v)
        return self.memory.get(key)

    def set(self, key, value):
        if self.persistent and bridge.storage_set(key, value):
            return
        self.persistent = False
        self.memory[key] = value


class AI:
    """The Pyodide worker: JSON strings out, JSON replies dispatched to ``on_reply``."""

    def __init__(self, on_reply, on_state):
        self.on_reply = on_reply
        self.on_state = on_state
        self.worker = None
        self.ready = False
        self.error = None
        #: A sentence for the page after a crash (taken by the page once).
        self.notice = None
        self.watch = workerwatch.Watch(now_ms)
        self._msg = create_proxy(self._on_message)
        self._err = create_proxy(self._on_error)
        self.start(notify=False)

    def start(self, notify=True):
        """Start (or replace) the worker; ``notify`` tells the page its state changed."""
        if self.worker is not None:
            bridge.stop_worker(self.worker)
        self.ready = False
        self.booted = False
        self.watch.heard()
        self.worker = bridge.start_worker("./static/ai-worker.js", self._msg, self._err)
        if notify:
            self.on_state()

    def send(self, req):
        if self.worker is not None and self.ready:
            bridge.post(self.worker, json.dumps(req))

    def check(self, busy):
        """The watchdog's tick: ping a busy worker, replace a silent one."""
        action = self.watch.check(self.ready, busy)
        if action == workerwatch.REPLACE:
            self.crashed(self.watch.silence_text())
        elif action == workerwatch.PING:
            self.send({"op": "ping", "id": 0})

    def _on_message(self, text):
        self.watch.heard()
        try:
            msg = json.loads(text)
        except Exception:
            return
        event = msg.get("event")
        if event == "ready":
            self.ready = True
            self.booted = True
            self.error = None
            self.boot_ms = msg.get("boot_ms")
            window.c4AiReadyAt = window.performance.now()
            self.on_state()
        elif event == "boot-error":
            self.ready = False
            self.error = workerwatch.boot_error_text(msg.get("error"))
            self.on_state()
        else:
            self.on_reply(msg)

    def _on_error(self, text):
        if not self.booted:
            # Its script or Pyodide could not be loaded (offline without a
            # cache, blocked): starting again would fail the same way.
            self.ready = False
            self._stop()
            self.error = workerwatch.start_failure_text(text)
            self.on_state()
            return
        # An uncaught error killed a running worker.
        self.crashed(text)

    def _stop(self):
        if self.worker is not None:
            bridge.stop_worker(self.worker)
            self.worker = None

    def crashed(self, why):
        """The worker failed: replace it, so the game goes on from the same
        position (the page re-asks the AI once the new one is ready), or stop
        it for good with a sentence: human play goes on either way."""
        self.ready = False
        restart, text = self.watch.crashed(why, running=self.worker is not None)
        if not restart:
            self._stop()
            self.error = text
            self.on_state()
            return
        self.notice = text
        self.start()
