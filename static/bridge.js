/* The few browser calls the page's MicroPython cannot make safely itself.
 *
 * Measured: in MicroPython 1.28 (PyScript 0.7.31) a JavaScript exception
 * thrown by a call or a property read does not become a Python exception:
 * it aborts the Python code.  Reading window.localStorage throws a
 * SecurityError in a third-party iframe that is refused storage, and
 * postMessage, history.replaceState and new Worker can throw too.  So those
 * calls live here, each catching its errors and answering plainly
 * (null / false), and static/main.py decides what to tell the player.
 * Loaded as a PyScript js_module (a same-origin file, no inline script).
 */

let store = null;
try {
    store = window.localStorage;
    const probe = "connect4.probe";
    store.setItem(probe, "1");
    store.removeItem(probe);
} catch (_) {
    store = null; // refused (third-party frame, privacy mode, disabled)
}

/** True if localStorage works here. */
export const storage_ok = () => store !== null;

/** The stored string, or null (absent, or storage refused). */
export const storage_get = (key) => {
    try { return store ? store.getItem(key) : null; } catch (_) { return null; }
};

/** Store a string; false if the browser refused (quota, policy). */
export const storage_set = (key, value) => {
    try { if (!store) return false; store.setItem(key, value); return true; } catch (_) { return false; }
};

/** Replace the address bar's URL without reloading; false if not allowed. */
export const replace_url = (url) => {
    try { history.replaceState(null, "", url); return true; } catch (_) { return false; }
};

/** Start a module worker; null if the browser refuses (policy, CSP). */
export const start_worker = (url, onmessage, onerror) => {
    try {
        const w = new Worker(url, { type: "module" });
        w.onmessage = (ev) => onmessage(String(ev.data));
        w.onerror = (ev) => { ev.preventDefault(); onerror(String(ev.message || "worker error")); };
        return w;
    } catch (err) {
        onerror(String(err && err.message || err));
        return null;
    }
};

/** Send a string to a worker; false if it could not be sent. */
export const post = (worker, text) => {
    try { worker.postMessage(text); return true; } catch (_) { return false; }
};

/** Stop a worker (never throws). */
export const stop_worker = (worker) => {
    try { worker.terminate(); } catch (_) { /* already gone */ }
};

/** Copy text to the clipboard; resolves to true if it worked. */
export const copy_text = async (text) => {
    try { await navigator.clipboard.writeText(text); return true; } catch (_) { return false; }
};

/** A file's text read as UTF-8, or null if its bytes are not UTF-8 (the progress import:
 * File.text() puts U+FFFD in place of bad bytes; the format is UTF-8, so they refuse it). */
export const file_utf8 = async (file) => {
    const bytes = await file.arrayBuffer();
    try { return new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch (_) { return null; }
};

/** A query string's decoded [key, value] pairs, in order, as JSON (the
 * platform's URLSearchParams does the decoding; connect4.page.links.links reads them). */
export const query_pairs = (search) => JSON.stringify([...new URLSearchParams(search)]);

/** "?k=v&..." from JSON [key, value] pairs.  ":" and "," are legal in a
 * query and left readable, so a link shows its AI ("minimax:depth%3D4"). */
export const build_query = (pairs) =>
    "?" + new URLSearchParams(JSON.parse(pairs)).toString()
        .replace(/%3A/gi, ":").replace(/%2C/gi, ",");

/** The current address without the given query parameters (JSON list of names). */
export const url_without = (names) => {
    const url = new URL(location.href);
    for (const name of JSON.parse(names)) url.searchParams.delete(name);
    return url.pathname + url.search + url.hash;
};

/** True in a frame (a blog's iframe): the page then leaves the address alone. */
export const in_frame = () => {
    try { return window.top !== window.self; } catch (_) { return true; }
};

/** The index the page stored in this history entry (history.state.c4), or -1. */
export const history_index = () => {
    try {
        const s = history.state;
        return s && Number.isInteger(s.c4) && s.c4 >= 0 ? s.c4 : -1;
    } catch (_) { return -1; }
};

// Chromium refuses more than 200 history changes in 10 s ("Throttling
// navigation"), and AIs playing each other at the "instant" speed make
// more: a replace waits until 120 ms after the last write (the last one wins).
let lastWrite = 0;
let waiting = null;
let timer = 0;
// the page's own history.go on its way (its fallback timer), and whom to tell it arrived
let going = 0;
let popped = null;
const arrived = () => {
    clearTimeout(going);
    going = 0;
    if (popped) popped(true);
};
const write = (query, index, push) => {
    try {
        // the address already says it (the page's start, a change undone): no write, so the
        // next real change is not held back (a reload right after it reopened the older link)
        if (!push && location.search === query && history.state && history.state.c4 === index) {
            return true;
        }
    } catch (_) { /* read below again */ }
    lastWrite = Date.now();
    try {
        const url = location.pathname + query + location.hash;
        if (push) history.pushState({ c4: index }, "", url);
        else history.replaceState({ c4: index }, "", url);
        // a throttled change is dropped without an error: the entry says if it was made
        return !!history.state && history.state.c4 === index;
    } catch (_) { return false; }
};

const flush = () => {
    clearTimeout(timer);
    const w = waiting;
    waiting = null;
    if (w) write(w[0], w[1], false);
};

/** Show the query in the address: a new history entry (push) or this one; false if
 * the browser refused it (throttled, or not allowed here). */
export const set_address = (query, index, push) => {
    if (push) { flush(); return write(query, index, true); }
    if (!waiting && Date.now() - lastWrite >= 120) return write(query, index, false);
    if (!waiting) timer = setTimeout(flush, Math.max(0, lastWrite + 120 - Date.now()));
    waiting = [query, index];
    return true;
};

/** history.go(n): Back (-1) or Forward (1), the waiting replace written first; never throws.
 * The browser goes there later, in a task of its own: until its popstate (or, if it never
 * comes, three seconds) the page's own traversal is on its way (``traversing``). */
export const history_go = (n, from) => {
    if (going) return false;
    flush();
    // only from the entry the page believes it is on: Chromium drops history
    // changes beyond 200 in 10 s, and a Back counted from a dropped push went
    // to the entry before the page (about:blank in a test), leaving the page
    const s = history.state;
    if (!s || s.c4 !== from) return false;
    try { history.go(n); } catch (_) { return false; }
    going = setTimeout(arrived, 3000);
    return true;
};

/** True while the page's own Back or Forward has not arrived: a write now would land on the
 * entry being left (two undos at once left the address one move off and an entry's index
 * wrong, and a later Back from the page's first entry left the page). */
export const traversing = () => going !== 0;

/** Call fn(ours) on the browser's Back and Forward (popstate): ``ours`` when it is the page's
 * own history_go arriving (or given up after three seconds).  Through this module, since
 * MicroPython's proxy of window cannot add the listener itself ("Illegal invocation"). */
export const on_popstate = (fn) => {
    popped = fn;
    window.addEventListener("popstate", () => (going ? arrived() : fn(false)));
};

/** A lazy view's stylesheet added to the head (connect4/page/dom.py's ``stylesheet``): resolves once
 * it has loaded or failed (a view unstyled rather than never shown). */
export const stylesheet = (href) => new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.onload = link.onerror = () => resolve();
    link.href = href;
    document.head.appendChild(link);
});

/** The reader's day (days since 1970-01-01 in their time zone) and the time (ms), as JSON:
 * a JavaScript number as large as the time reaches MicroPython cut to 32 bits. */
export const today = () => {
    const d = new Date(), ms = d.getTime();
    return JSON.stringify([Math.floor((ms - d.getTimezoneOffset() * 60000) / 86400000), ms]);
};

/** Offer ``text`` as a file named ``name`` (the progress export): a link the browser downloads. */
export const download = (name, text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: name });
    document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** static/idb.js's ``name`` (the stored records), imported on the first call: its JSON answer. */
let idb = null;
export const db = (name, ...args) => (idb = idb || import("./idb.js")).then((m) => m[name](...args),
    (e) => { idb = null; return JSON.stringify({ error: `${e && e.name}: ${e && e.message}` }); });
