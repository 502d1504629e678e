/* The light AI worker: MicroPython (the interpreter the page has already
 * downloaded) with the ladder's players, answering the first moves within a
 * second or two while the full engine (Pyodide, static/ai-worker.js) is not
 * loaded; connect4/page/ai/router.py decides who answers what.
 *
 * Same protocol as ai-worker.js (JSON strings both ways, {"event": "ready"}
 * or {"event": "boot-error"} once).  connect4/worker/stepserver.py does the work;
 * a search runs in slices of ~50 ms and this file lets the message queue in
 * between slices (a MessageChannel tick: a cancel or a newer move gets in
 * within one slice, and the page's pings are answered).
 * Its Python comes in one request (static/light-worker.bundle, written by
 * build.py: the modules as MicroPython bytecode and light.json, the specs it
 * plays), unpacked by connect4/bundle.py (as c4bundle.py): on a phone's
 * latency, one round trip instead of twenty, and no compiling at boot.
 */
import { loadMicroPython } from "../vendor/micropython/micropython.mjs";

const t0 = performance.now();
const site = new URL("../", import.meta.url);
const queue = [];
let server = null;
let stepping = false;

const send = (text) => postMessage(text);
const sendAll = (lines) => { for (const line of String(lines).split("\n")) if (line) send(line); };

const tick = new MessageChannel();
tick.port1.onmessage = () => {
    try {
        sendAll(server.step());
    } catch (err) {
        send(JSON.stringify({ id: null, ok: false, kind: "crash", error: String(err) }));
    }
    if (server.busy) tick.port2.postMessage(0);
    else stepping = false;
};

const serve = (text) => {
    try {
        sendAll(server.submit(text));
    } catch (err) {
        let id = null;
        try { id = JSON.parse(text).id; } catch (_) { /* not JSON */ }
        send(JSON.stringify({ id, ok: false, kind: "crash", error: String(err) }));
        return;
    }
    if (server.busy && !stepping) {
        stepping = true;
        tick.port2.postMessage(0);
    }
};

onmessage = (ev) => (server ? serve(String(ev.data)) : queue.push(String(ev.data)));

try {
    const fetchOk = (path) => fetch(new URL(path, site)).then((r) => {
        if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
        return r.arrayBuffer();
    });
    // The interpreter first, then the bundle: this worker starts as the page
    // loads (static/worker-start.js), and its 46 KB fetched beside the page's
    // micropython.wasm delayed the wasm (and the clickable board) by about as
    // much (1,054 -> 1,008 ms on the phone profile, medians of 5); the
    // worker is still ready before the board.
    const mp = await loadMicroPython({ url: new URL("vendor/micropython/micropython.wasm", site).href });
    const [bundle, unpacker] = await Promise.all([
        fetchOk("static/light-worker.bundle"),
        fetchOk("connect4/bundle.py"),
    ]);
    mp.FS.writeFile("/c4bundle.py", new Uint8Array(unpacker));
    mp.FS.writeFile("/light-worker.bundle", new Uint8Array(bundle));
    mp.runPython("import sys\nif '/' not in sys.path: sys.path.insert(0, '/')\n"
        + "import json, c4bundle\nc4bundle.install('/light-worker.bundle', '/')\n"
        + "with open('/light.json') as f:\n    _light = json.load(f)\n"
        + "from connect4.worker.stepserver import StepServer\n"
        + "_server = StepServer(_light['specs'], _light.get('openings'))\n"
        + "def submit(text):\n    return '\\n'.join(_server.submit(text))\n"
        + "def step():\n    return '\\n'.join(_server.step())\n"
        + "def busy():\n    return _server.busy\n");
    const main = mp.globals;
    const submit = main.get("submit");
    const step = main.get("step");
    const busy = main.get("busy");
    server = { submit, step, get busy() { return Boolean(busy()); } };
    send(JSON.stringify({ event: "ready", boot_ms: Math.round(performance.now() - t0), engine: "light" }));
    for (const text of queue.splice(0)) serve(text);
} catch (err) {
    send(JSON.stringify({ event: "boot-error", error: String(err && err.message || err) }));
}
