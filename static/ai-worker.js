/* The AI worker: starts Pyodide and passes JSON strings to and from
 * static/worker.py (c4worker.py in the worker's file system).
 *
 * Why a plain module worker and not PyScript's <script type="py" worker>:
 * measured in Debian's Chromium inside a cross-origin iframe (third-party
 * storage refused, as on many readers' blogs), PyScript 0.7.31 always opens an
 * IndexedDB package cache while starting Pyodide (polyscript's IDBMapSync in
 * interpreter/pyodide.js; packages_cache = "never" only clears that cache, it
 * still opens it), the open fails with "UnknownError: The user denied
 * permission to access the database" and the worker never boots.  This file
 * never touches IndexedDB and boots there.  It is also a same-origin script
 * (PyScript builds its workers from blob: URLs, which a strict
 * Content-Security-Policy would have to allow) and can be terminated and
 * replaced at will (a new PyScript worker under the old name hung, see
 * ../shared/BROWSER-NOTES.md).
 *
 * Protocol: every message either way is a JSON string.  Out of band, the
 * worker posts {"event": "ready", "boot_ms": n} or {"event": "boot-error",
 * "error": "..."}, while booting {"event": "loading", "loaded", "total"}
 * (bytes downloaded so far), and a running hint posts {"id", "progress"}
 * reports.  Requests arriving during boot wait in a queue.
 */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const t0 = performance.now();
const site = new URL("../", import.meta.url);
const queue = [];
let handle = null;

const send = (text) => postMessage(text);

/* Download progress for the page's progress bar: every fetch this worker
 * makes (Pyodide's wasm and standard library, the package) is counted as its
 * body streams in, and the module scripts Pyodide imports (not fetches) are
 * added from resource timing as they finish.  The total comes from
 * worker-files.json ("bytes", written by build.py). */
let loaded = 0;
let total = 0;
let lastReport = 0;
let booting = true;
const report = (force) => {
    const now = performance.now();
    if (!booting) return;
    // at most 4 a second: each one wakes the page's main thread
    if (!force && now - lastReport < 250) return;
    lastReport = now;
    send(JSON.stringify({ event: "loading", loaded, total }));
};
const plainFetch = self.fetch.bind(self);
self.fetch = async (...args) => {
    const res = await plainFetch(...args);
    if (!res.ok || !res.body) return res;
    const counter = new TransformStream({
        transform(chunk, controller) {
            loaded += chunk.byteLength;
            report(false);
            controller.enqueue(chunk);
        },
    });
    // Same status and headers (application/wasm keeps streaming compilation).
    return new Response(res.body.pipeThrough(counter),
        { status: res.status, statusText: res.statusText, headers: res.headers });
};
try {
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
            if (e.initiatorType === "script" || e.name.endsWith(".mjs")) loaded += e.encodedBodySize || 0;
        }
        report(true);
    }).observe({ type: "resource", buffered: true });
} catch (_) { /* no resource timing in this worker: the bar just counts fetches */ }
const serve = async (text) => {
    try {
        send(await handle(text));
    } catch (err) {
        // handle() answers every error itself; this is the interpreter failing.
        let id = null;
        try { id = JSON.parse(text).id; } catch (_) { /* not JSON: no id */ }
        send(JSON.stringify({ id, ok: false, kind: "crash", error: String(err) }));
    }
};

onmessage = (ev) => (handle ? serve(ev.data) : queue.push(ev.data));

/* The boot failed: said once, as {"event": "boot-error"}; the page answers what waited for
 * the engine with the reason and levels 1-6 play on (static/ai_client.py). */
const bootFailed = (err) => {
    if (!booting) return;
    booting = false;
    send(JSON.stringify({ event: "boot-error", error: String(err && err.message || err) }));
};
/* The network cut while Pyodide downloads (issue 54's monkey: offline before the service
 * worker held the site): loadPyodide starts its three downloads at once (the lock file, the
 * standard library, the wasm) and awaits them later, so each failed fetch was an uncaught
 * "TypeError: Failed to fetch" in the page's console, and loadPyodide itself never settled:
 * no boot-error, and hints or a review waited for an engine that never came.  Until it has
 * booted, such a rejection is the boot's failure (the first one said, the others quiet). */
addEventListener("unhandledrejection", (ev) => {
    if (handle) return; // booted: not a boot's download
    ev.preventDefault();
    bootFailed(ev.reason);
});

const fetchBytes = async (url) => {
    const res = await fetch(new URL(url, site));
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
};

try {
    const [py, manifest] = await Promise.all([
        loadPyodide({ indexURL: new URL("vendor/pyodide/", site).href }),
        plainFetch(new URL("static/worker-files.json", site)).then((r) => r.json()).then((m) => {
            total = m.bytes || 0;
            report(true);
            return m;
        }),
    ]);
    const home = "/home/pyodide/";
    const install = async (files) => {
        const entries = Object.entries(files);
        const blobs = await Promise.all(entries.map(([url]) => fetchBytes(url)));
        entries.forEach(([, dest], i) => {
            const path = home + dest.replace(/^\.\//, "");
            py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
            py.FS.writeFile(path, blobs[i]);
        });
    };
    await install(manifest.files);
    py.runPython(`import sys\nif ${JSON.stringify(home)} not in sys.path: sys.path.insert(0, ${JSON.stringify(home)})`);
    const mod = py.pyimport("c4worker");
    mod.progress_sink = send;  // partial hint results go straight to the page
    // files fetched on first use ("Why?": connect4.worker.why.ready awaits this)
    py.pyimport("connect4.worker.why").load = (name) => install((manifest.lazy || {})[name] || {});
    if (!booting) throw new Error("the boot had failed");  // said once, never "ready" after
    handle = mod.handle;
    booting = false;
    send(JSON.stringify({ event: "ready", boot_ms: Math.round(performance.now() - t0) }));
    for (const text of queue.splice(0)) serve(text);
} catch (err) {
    bootFailed(err);
}
