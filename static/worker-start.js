/* Starts the light AI worker (static/mpy-worker.js) as the page loads, for
 * static/ai_client.py: window.c4LightWorker.adopt(onmessage, onerror)
 * returns it; its messages reach the handlers from the next task on, in order
 * (those that came before are kept until then).
 *
 * Started here, not by the page's Python: the worker cannot start while the
 * main thread runs PyScript's and the page's start-up (one long task), so a
 * worker made by the page's Python booted only once the board was clickable,
 * and a phone player's first move waited for it.  Measured (issue 33,
 * instrumented copies of the built site, 4 interleaved runs on the 2-core
 * machine, medians; 2026-11-26): phone profile, level 6's first reply
 * 2,724 -> 2,318 ms (the worker ready at the board's first click instead of
 * 310 ms after it); desktop, 420 -> 534 ms to a clickable board and 818 ->
 * 929 ms to the reply, as both compete for this machine's two cores (still
 * well inside issue 33's desktop figures: 0.82 and 1.43 s before it).  The
 * worker fetches micropython.wasm after the page's own request of it, from
 * the HTTP cache.  Nothing here throws (MicroPython cannot catch a
 * JavaScript exception).
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

start();
