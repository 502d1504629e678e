/* Starts the light AI worker (static/mpy-worker.js) while the page itself
 * is still booting, so that the first AI move does not wait for the page's
 * Python to be ready first (on a slow phone that is seconds).
 *
 * It waits for the page's own MicroPython download (micropython.wasm, which
 * PyScript fetches for the main thread) to finish, so the worker gets that
 * file from the HTTP cache instead of downloading it a second time
 * alongside; after FALLBACK_MS it starts anyway.  static/ai_client.py
 * adopts the worker with window.c4LightWorker.adopt(onmessage, onerror):
 * messages that came before are delivered then, in order.  Nothing here
 * throws (MicroPython cannot catch a JavaScript exception).
 */
const FALLBACK_MS = 3000;
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

try {
    const wanted = (e) => e.name.endsWith("/micropython.wasm");
    if (performance.getEntriesByType("resource").some(wanted)) start();
    else {
        new PerformanceObserver((list, obs) => {
            if (list.getEntries().some(wanted)) { obs.disconnect(); start(); }
        }).observe({ type: "resource" });
        setTimeout(start, FALLBACK_MS);
    }
} catch (_) {
    start();
}

window.c4LightWorker = {
    /** The worker (null if it could not start); its messages go to the handlers from now on. */
    adopt(onmessage, onerror) {
        try {
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
