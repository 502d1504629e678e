/* Starts the light AI worker (static/mpy-worker.js) for static/ai_client.py:
 * window.c4LightWorker.adopt(onmessage, onerror) starts it and returns it;
 * its messages reach the handlers from the next task on, in order.
 *
 * Started by the page's Python as it sets up, not earlier: measured with
 * first_visit.py (desktop, interleaved), a worker started as soon as
 * micropython.wasm had downloaded booted alongside the page's own Python and
 * made the board clickable 0.3-0.4 s later (0.87-1.07 s instead of
 * 0.60-0.63 s) on this 2-core machine.  By then the wasm is in the HTTP
 * cache: the worker does not download it again.  Nothing here throws
 * (MicroPython cannot catch a JavaScript exception).
 */
const early = [];
let handlers = null;
let worker = null;

const deliver = (kind, text) => {
    if (handlers) handlers[kind](text);
    else early.push([kind, text]);
};

function start() {
    if (worker) return;
    try {
        worker = new Worker(new URL("mpy-worker.js", import.meta.url), { type: "module" });
        worker.onmessage = (ev) => deliver("message", String(ev.data));
        worker.onerror = (ev) => {
            ev.preventDefault();
            deliver("error", String(ev.message || "worker error"));
        };
    } catch (err) {
        worker = false; // refused (policy): the page falls back to the full engine
        deliver("error", String(err && err.message || err));
    }
}

window.c4LightWorker = {
    /** The worker (null if it could not start); its messages go to the handlers from now on. */
    adopt(onmessage, onerror) {
        try {
            start();
            // Delivered from the next task: the caller is still setting up.
            setTimeout(() => {
                handlers = { message: onmessage, error: onerror };
                for (const [kind, text] of early.splice(0)) handlers[kind](text);
            }, 0);
            return worker || null;
        } catch (_) {
            return null;
        }
    },
};
