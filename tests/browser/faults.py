"""Test-only ways into the AI worker: fault injection and memory readings.

Nothing here ships.  Faults are added by rewriting the worker's Python
(``static/worker.py``) as Playwright serves it to the page, and reached by
a ``postMessage`` from a script Playwright injects; a link author controls
neither, so no URL can trigger them.

- :data:`CAPTURE_WORKERS` (an init script) keeps every Worker the page
  creates in ``window.__c4workers`` and every reply in ``window.__c4replies``.
- :data:`HOLD_READY` (an init script) holds the workers' "ready" events
  until the test releases them.
- :func:`inject_faults` (a context route) appends :data:`FAULT_PY` to the
  worker's Python: a request ``{"op": "arm", "mode": m}`` makes the next
  ``think`` fail in mode ``m``: ``raise`` (a Python exception escapes the
  request handler: the JS wrapper answers ``kind: "crash"``), ``crash`` (the
  handler answers ``kind: "crash"`` as for an unexpected error such as a
  MemoryError), ``kill`` (an uncaught error in the worker's global scope: the
  page gets the worker's ``error`` event and never an answer), ``hang`` (a
  loop that never yields: the worker goes silent, even to pings).
"""

import itertools
import json

CAPTURE_WORKERS = """
(() => {
  const Real = window.Worker;
  window.__c4workers = [];
  window.__c4replies = {};
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__c4workers.push(this);
      this.addEventListener("message", (ev) => {
        try {
          const m = JSON.parse(ev.data);
          if (m && typeof m.id === "string" && m.id.startsWith("test-")) window.__c4replies[m.id] = m;
        } catch (_) { /* not JSON */ }
      });
    }
  };
})();
"""

#: An init script: every worker's "ready" event is held until the test calls
#: ``window.c4ReleaseWorkers()``, so the page is drawn with no AI ready yet.
HOLD_READY = """
(() => {
  const Real = window.Worker;
  const held = [];
  let holding = true;
  window.c4ReleaseWorkers = () => { holding = false; held.splice(0).forEach((f) => f()); };
  window.Worker = class extends Real {
    set onmessage(fn) {
      super.onmessage = (ev) => {
        if (holding && /"event":\\s*"ready"/.test(String(ev.data))) held.push(() => fn(ev));
        else fn(ev);
      };
    }
    get onmessage() { return super.onmessage; }
  };
})();
"""

FAULT_PY = '''

# ---- appended by tests/browser/faults.py (test only, never shipped) ----
_test_fault = {"mode": None}
_test_real_handle = handle


async def handle(text):
    req = json.loads(text)
    if req.get("op") == "arm":
        _test_fault["mode"] = req.get("mode")
        return reply(req.get("id"), {"armed": req.get("mode")})  # connect4.worker.requests
    mode = _test_fault["mode"]
    if req.get("op") == "think" and mode:
        _test_fault["mode"] = None
        if mode == "raise":
            raise RuntimeError("injected fault (raise)")
        if mode == "crash":
            return json.dumps({"id": req.get("id"), "ok": False, "kind": "crash",
                               "error": "MemoryError: injected fault (crash)"})
        if mode == "kill":
            import js
            from pyodide.ffi import create_once_callable

            def _boom():
                raise RuntimeError("injected fault (kill)")

            js.setTimeout(create_once_callable(_boom), 0)
            await asyncio.Future()  # never answers: the worker dies first
        if mode == "hang":
            while True:  # a search that never yields: only terminate() ends it
                pass
    return await _test_real_handle(text)
'''


def inject_faults(context):
    """Serve the worker's Python with :data:`FAULT_PY` appended, in ``context``."""

    def fulfil(route):
        response = route.fetch()
        route.fulfill(response=response, body=response.text() + FAULT_PY)

    context.route("**/static/worker.py", fulfil)


def post_to_worker(page, message):
    """Send ``message`` (a dict, its ``id`` starting with ``test-``) to the page's newest worker."""
    page.evaluate("(t) => window.__c4workers[window.__c4workers.length - 1].postMessage(t)",
                  json.dumps(message))


def ask_worker(page, message, timeout=30000):
    """Send ``message`` to the newest worker and return its reply (a dict)."""
    rid = message["id"]
    page.evaluate("(id) => { delete window.__c4replies[id]; }", rid)
    post_to_worker(page, message)
    page.wait_for_function("(id) => id in window.__c4replies", arg=rid, timeout=timeout)
    return page.evaluate("(id) => window.__c4replies[id]", rid)


def arm(page, mode):
    """Make the newest worker's next ``think`` fail in ``mode``."""
    reply = ask_worker(page, {"op": "arm", "id": "test-arm", "mode": mode})
    assert reply["ok"] and reply["result"]["armed"] == mode


#: A fresh id for each memory request (replies are kept by id).
_memory_ids = itertools.count(1)


def worker_memory(page):
    """The newest worker's memory figures (see ``static/worker.py``)."""
    reply = ask_worker(page, {"op": "memory", "id": "test-mem-%d" % next(_memory_ids)})
    assert reply["ok"], reply
    return reply["result"]
