"""A second AI worker inside a benchmark's page: start it, send it requests.

The benchmarks (``bench_browser.py``, ``bench_hints.py``) time requests in a
worker of their own, started from ``static/ai-worker.js`` beside the page's,
so the page's requests never queue in front of the measured ones.
:data:`START_JS` is a JS expression (an async function) that starts the
worker, waits for its ready event, leaves ``window.c4bench`` with
``worker``, ``ask(request, onProgress)`` (a promise of the reply;
progress messages of that request go to ``onProgress``, else are dropped)
and returns the ready event.  A benchmark's own script calls it first:
``const boot = await (START_JS)();``.  It holds no ``%`` so a script may
format its own numbers with ``%``.
"""

START_JS = """async () => {
  const w = new Worker('./static/ai-worker.js', { type: 'module' });
  const replies = new Map();
  const progress = new Map();
  let ready;
  const readyP = new Promise(r => ready = r);
  w.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.event) { ready(m); return; }
    if (m.progress) {
      const on = progress.get(m.id);
      if (on) on(m.progress);
      return;
    }
    const cb = replies.get(m.id);
    replies.delete(m.id);
    progress.delete(m.id);
    cb(m);
  };
  const boot = await readyP;
  window.c4bench = {
    worker: w,
    ask: (req, onProgress) => new Promise(r => {
      replies.set(req.id, r);
      if (onProgress) progress.set(req.id, onProgress);
      w.postMessage(JSON.stringify(req));
    }),
  };
  return boot;
}"""
