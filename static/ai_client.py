"""The page's side of the AI workers: start, route, supervise (DOM and browser calls only).

connect4.page.ai.router decides who answers and when the full engine loads; workerwatch when to
replace a worker.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import bridge

from connect4.page.ai import router, workerwatch
from connect4.page.ai.aistate import AiState
from connect4.page.ai.router import FULL, LIGHT


def _read(text, which):
    """A worker's message (JSON text) as a dict; None, said in the console, if it is not one."""
    try:
        msg = json.loads(text)
    except ValueError as e:
        window.console.error("the %s worker sent something unreadable: %s" % (which, e))
        return None
    return msg if isinstance(msg, dict) else None


def now_ms():
    return window.performance.now()


#: How often the page asks connect4.page.ai.router whether the full engine should load (ms).
POLICY_EVERY_MS = 250


class AI:
    """The AI workers: JSON requests out, replies to ``on_reply``; ``on_state()`` when their
    requests were lost (asked again), ``on_change()`` when readiness or loading changed."""

    def __init__(self, on_reply, on_state, on_change, levels, embed):
        self.on_reply = on_reply
        self.on_state = on_state
        self.on_change = on_change
        self.router = router.Router(now_ms, router.light_specs(levels), embed=embed,
                                      openings=router.openings_of(levels))
        #: Called as the full engine's download progresses (the page draws its line).
        self.on_loading = None
        #: Readiness, loading and the last failure, as the page's state reads them.
        self.status = AiState(self.router)
        self.worker = None  # the full engine
        self.light = None
        self.booted = False
        self.watch = workerwatch.Watch(now_ms)
        self._msg = create_proxy(self._on_message)
        self._err = create_proxy(self._on_error)
        self._light_msg = create_proxy(self._on_light_message)
        self._light_err = create_proxy(self._on_light_error)
        #: Failures for requests no worker will answer, given from the next task.
        self._refused = []
        self._refuse = create_proxy(self._answer_refused)
        # static/worker-start.js defines it; absent if that script was blocked
        starter = getattr(window, "c4LightWorker", None)
        if starter:
            self.light = starter.adopt(self._light_msg, self._light_err)
        if self.light:
            self.router.light_started()
        else:
            self.router.light_failed()
        if embed:
            self._touched = create_proxy(self._on_touch)
            for kind in ("pointerdown", "keydown"):
                document.addEventListener(kind, self._touched, True)

    def _on_touch(self, ev):
        self.router.interacted = True

    def check_policy(self) -> bool:
        """Start the full engine once its policy says so (every POLICY_EVERY_MS, from the
        effect runner's ``every``); False once it started: no need to ask again."""
        if self.router.should_start_full():
            self.start(notify=False)
        return self.router.full == router.OFF

    def start(self, notify=True):
        """Start (or replace) the full engine; ``notify`` tells the page its requests are gone."""
        if self.worker is not None:
            bridge.stop_worker(self.worker)
        self.booted = False
        self.router.full_started()
        window.c4FullStartAt = window.performance.now()  # for tests and tools
        self.watch.heard()
        self.worker = bridge.start_worker("./static/ai-worker.js", self._msg, self._err)
        if notify:
            self.on_state()
        else:
            self.on_change()

    def _post(self, pairs):
        for which, req in pairs:
            if which == router.NOBODY:
                # answered from the next task, as a worker would (the caller
                # is still recording what it asked)
                self._refused.append(router.unavailable_reply(req, self.status.error))
                window.queueMicrotask(self._refuse)
                continue
            worker = self.light if which == LIGHT else self.worker
            if worker is not None:
                bridge.post(worker, json.dumps(req))

    def _answer_refused(self, *args):
        while self._refused:
            self.on_reply(self._refused.pop(0))

    def send(self, req):
        """Post a request to whichever worker answers it (or keep it for the full engine)."""
        self._post(self.router.route(req))
        if self.router.needs_full() and self.router.full == router.OFF:
            self.start(notify=False)

    def check(self, busy):
        """The watchdog's tick: ping a busy full engine, replace a silent one."""
        action = self.watch.check(self.router.full == router.READY,
                                  self.router.held_by(FULL) > 0)
        if action == workerwatch.REPLACE:
            self.crashed(self.watch.silence_text())
        elif action == workerwatch.PING:
            bridge.post(self.worker, json.dumps({"op": "ping", "id": 0}))

    # -- the light worker ------------------------------------------------------------
    def _on_light_message(self, text):
        msg = _read(text, "light")
        if msg is None:
            return
        event = msg.get("event")
        if event == "ready":
            self.router.light_ready()
            window.c4LightReadyAt = window.performance.now()
            self.on_change()
        elif event == "boot-error":
            self._light_failed()
        elif self.router.is_crash(msg):
            self._light_failed()
        else:
            if self.router.answered(LIGHT, msg):
                self._retire_light()
            self.on_reply(msg)

    def _on_light_error(self, text):
        self._light_failed()

    def _light_failed(self):
        """The light worker broke: the full engine answers what it held."""
        self.light = _stopped(self.light)
        self._post(self.router.light_failed())
        if self.router.full == router.OFF:
            self.start(notify=False)
        self.on_change()

    def _retire_light(self):
        self.light = _stopped(self.light)
        self.router.light_retired()

    # -- the full engine ---------------------------------------------------------------
    def _on_message(self, text):
        self.watch.heard()
        msg = _read(text, "full")
        if msg is None:
            return
        event = msg.get("event")
        if event == "loading":
            self.router.progress(msg.get("loaded"), msg.get("total"))
            if self.on_loading is not None:
                self.on_loading()  # a drawing only: nothing to ask, no timer to restart
        elif event == "ready":
            self.booted = True
            self.status.error = None
            self.boot_ms = msg.get("boot_ms")
            self._post(self.router.full_ready())
            window.c4AiReadyAt = window.performance.now()
            if self.router.light_retirable():
                self._retire_light()
            self.on_change()
        elif event == "boot-error":
            self._full_failed(workerwatch.boot_error_text(msg.get("error")))
        else:
            if self.router.answered(FULL, msg) and self.light is not None:
                self._retire_light()
            self.on_reply(msg)

    def _on_error(self, text):
        if not self.booted:
            # Its script or Pyodide could not be loaded (offline without a
            # cache, blocked): starting again would fail the same way.
            self._stop()
            self._full_failed(workerwatch.start_failure_text(text))
            return
        # An uncaught error killed a running worker.
        self.crashed(text)

    def _full_failed(self, text):
        self.status.error = text
        # levels 1-6 play on; what waited for the engine fails now, with the reason
        for _, req in self.router.full_failed():
            self.on_reply(router.unavailable_reply(req, text))
        self.on_state()

    def _stop(self):
        self.worker = _stopped(self.worker)

    def crashed(self, why):
        """The full engine failed: replace it (the page asks the AI again once it is ready), or
        stop it for good with a sentence; human play goes on either way."""
        restart, text = self.watch.crashed(why, running=self.worker is not None)
        self.router.full_lost()
        if not restart:
            self._stop()
            self._full_failed(text)
            return
        self.status.notice = text
        self.start()


def _stopped(worker):
    """Stop ``worker`` if one runs; ``None``, what the client then holds."""
    if worker is not None:
        bridge.stop_worker(worker)
