/* The page's stored records: IndexedDB, where localStorage's 5 MB may not
 * hold a long history (issue 45, docs/training.md).
 *
 * Database "connect4", two object stores: "games" (a finished game and its
 * review, keyed by "id": connect4.page.modes.backreview.backreview) and "bank" (a
 * mistake bank entry, keyed by "key").  A put writes one record under its
 * own key, so a second tab adds its records and never overwrites another's;
 * a game record's "reviewed" only grows (a tab's older copy never undoes
 * what another tab's review judged).  An import replaces every store and writes
 * the given localStorage parts all or nothing (the parts inside the stores' transaction).
 *
 * Each function resolves with a JSON string, {"ok": true[, "records"]} or
 * {"error": "Name: message"} (QuotaExceededError when the storage is full;
 * InvalidStateError, SecurityError... where IndexedDB is refused, a private
 * window): it never rejects and never throws, because the page's MicroPython
 * cannot catch a JavaScript exception (static/bridge.js says why).  Calls run
 * one after another in the order made.  The page imports this module on its
 * first call (bridge.db, through static/effects.py), not on a first visit.
 */

const NAME = "connect4";
/** Each store's key field. */
const KEYS = { games: "id", bank: "key" };
/** A field whose value a put never lowers, by store. */
const GROWS = { games: "reviewed" };

const words = (e, fallback) =>
    e ? `${e.name || "Error"}: ${e.message || fallback}` : `Error: ${fallback}`;
const answer = (body) => JSON.stringify(body);

let opening = null;

/** The database at ``version`` (its current one if undefined), with every store of KEYS: a
 * database without them (made by an older page, or opened by hand) is upgraded to have them. */
function openAt(version, resolve, reject) {
    const req = indexedDB.open(NAME, version); // no indexedDB: a ReferenceError, a rejection
    req.onupgradeneeded = () => {
        for (const [store, keyPath] of Object.entries(KEYS)) {
            if (!req.result.objectStoreNames.contains(store)) {
                req.result.createObjectStore(store, { keyPath });
            }
        }
    };
    req.onsuccess = () => {
        const db = req.result;
        if (!Object.keys(KEYS).every((store) => db.objectStoreNames.contains(store))) {
            db.close();
            openAt(db.version + 1, resolve, reject);
            return;
        }
        // a newer page in another tab upgrades: this one lets go, opens again next time
        db.onversionchange = () => { db.close(); opening = null; };
        resolve(db);
    };
    req.onerror = (ev) => { ev.preventDefault(); reject(req.error); };
}

/** The open database; rejects if the browser refuses it. */
function open() {
    if (!opening) {
        opening = new Promise((resolve, reject) => openAt(undefined, resolve, reject));
        opening.catch(() => { opening = null; }); // refused now: asked again on the next call
    }
    return opening;
}

/** Run ``work(tx)`` in one transaction over ``stores`` (read-write unless ``mode``):
 * {"ok": true} once it completed, else the error that aborted it (nothing of it written). */
async function transaction(stores, work, mode = "readwrite") {
    let db;
    try {
        db = await open();
    } catch (e) {
        return { error: words(e, "IndexedDB is not available") };
    }
    return new Promise((resolve) => {
        let tx = null;
        try {
            tx = db.transaction(stores, mode);
            tx.oncomplete = () => resolve({ ok: true });
            tx.onabort = () => resolve({ error: words(tx.error, "the write was abandoned") });
            work(tx);
        } catch (e) {
            try { if (tx) tx.abort(); } catch (_) { /* already over */ }
            resolve({ error: words(e, "the write was refused") });
        }
    });
}

let chain = Promise.resolve();

/** ``fn()`` once every call made before it is over; its answer as JSON text. */
function queued(fn) {
    const run = chain.then(fn).catch((e) => ({ error: words(e, "unexpected failure") }));
    chain = run;
    return run.then(answer);
}

/** Put one record (JSON text) into ``store``, under its own key. */
export const put = (store, text) => queued(() => transaction([store], (tx) => {
    const record = JSON.parse(text);
    const os = tx.objectStore(store);
    const field = GROWS[store];
    if (!field) {
        os.put(record);
        return;
    }
    const get = os.get(record[KEYS[store]]);
    get.onsuccess = () => {
        const kept = get.result;
        if (!(kept && Number(kept[field]) > Number(record[field]))) os.put(record);
    };
}));

/** Every record of ``store``: {"ok": true, "records": [...]}. */
export const load = (store) => queued(async () => {
    let records = null;
    const done = await transaction([store], (tx) => {
        const all = tx.objectStore(store).getAll();
        all.onsuccess = () => { records = all.result; };
    }, "readonly");
    return done.error ? done : { ok: true, records };
});

/** An import: every store emptied and filled with ``records`` ({store: [records]}, JSON
 * text) and the localStorage parts ({key: text or null to remove}, JSON text) written, all or
 * nothing: the parts are written inside the stores' transaction, so a part refused (the
 * storage full) aborts it, and a transaction that aborts puts the parts back (issue 54: the
 * parts were written after the stores' commit, and a refused part left the stores replaced). */
export const replace = (records, storage) => queued(async () => {
    const stores = JSON.parse(records);
    const parts = JSON.parse(storage);
    const before = {};
    const putBack = () => {
        try {
            for (const [key, value] of Object.entries(before)) {
                if (value === null) localStorage.removeItem(key);
                else localStorage.setItem(key, value);
            }
        } catch (_) { /* as it was as far as the browser allows */ }
    };
    const done = await transaction(Object.keys(KEYS), (tx) => {
        for (const name of Object.keys(KEYS)) {
            const os = tx.objectStore(name);
            os.clear();
            for (const record of stores[name] || []) os.put(record);
        }
        for (const key of Object.keys(parts)) before[key] = localStorage.getItem(key);
        try {
            for (const [key, value] of Object.entries(parts)) {
                if (value === null) localStorage.removeItem(key);
                else localStorage.setItem(key, value);
            }
        } catch (e) {
            putBack();
            throw e; // the transaction aborts: nothing of the stores is written either
        }
    });
    if (done.error) putBack();
    return done.error ? done : { ok: true };
});
