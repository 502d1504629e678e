/* Starts the light AI worker (static/mpy-worker.js) for static/ai_client.py:
 * window.c4LightWorker.adopt(onmessage, onerror) starts it and returns it;
 * its messages reach the handlers from the next task on, in order.
 *
 * Started when PyScript says the page's MicroPython is ready to run main.py
 * ("mpy:ready": micropython.wasm and the page's files are downloaded, so
 * the worker finds the wasm in the HTTP cache), or when the page's Python
 * adopts it, whichever comes first.  Measured with first_visit.py (level 6,
 * interleaved, 2+2 runs, shared machine at load 5): phone first reply
 * 3.77-4.06 s instead of 4.10-4.24 s (Chrome throttles the page's thread,
 * not the worker's, so the worker boots while main.py builds the board),
 * desktop 1.23-1.35 s instead of 1.30-1.42 s, board clickable 0.70-0.87 s
 * against 0.70-0.80 s.  An earlier version started it as soon as
 * micropython.wasm had downloaded: it booted beside the page's whole start
 * and made the board clickable 0.3-0.4 s later.  Nothing here throws
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
    if (worker !== null) return; // started, or refused (said once)
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

// Started as the page's MicroPython is ready to run main.py (its files are
// fetched, micropython.wasm is in the HTTP cache): the worker boots while
// the page's Python builds the board, not after.
document.addEventListener("mpy:ready", start, { once: true, capture: true });

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
