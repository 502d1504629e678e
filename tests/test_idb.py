"""static/idb.js where there is no IndexedDB (Node.js, as a browser that refuses it): every
call answers with the error's name and message, in JSON, and never rejects or throws."""

import json
import shutil
import subprocess

from shared_data import ROOT

_SCRIPT = """
const idb = await import(process.argv[1]);
const out = [await idb.put("games", JSON.stringify({id: "a"})), await idb.load("games"),
             await idb.replace(JSON.stringify({games: []}), JSON.stringify({k: "v"})),
             await idb.put("games", "not JSON")];
console.log(JSON.stringify(out));
"""


def test_without_indexeddb_every_call_answers_its_error():
    node = shutil.which("node")
    assert node, "Node.js is needed (see README)"
    proc = subprocess.run([node, "--no-warnings", "--input-type=module", "-e", _SCRIPT,
                           str(ROOT / "static" / "idb.js")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    answers = [json.loads(a) for a in json.loads(proc.stdout)]
    assert answers == [{"error": "ReferenceError: indexedDB is not defined"}] * 4


#: A small IndexedDB and localStorage for Node.js: a transaction applies its writes after the
#: step that made them unless aborted; the localStorage refuses one key (the storage full).
_FAKE = """
const data = {games: new Map([["old", {id: "old"}]]), bank: new Map()};
const local = new Map([["connect4.a", "before"]]);
globalThis.localStorage = {
    getItem: (k) => (local.has(k) ? local.get(k) : null),
    setItem(k, v) {
        if (k === "connect4.full") { const e = new Error("full"); e.name = "QuotaExceededError"; throw e; }
        local.set(k, String(v));
    },
    removeItem: (k) => local.delete(k),
};
const db = {version: 1, objectStoreNames: {contains: () => true}, close() {}, transaction() {
    const ops = [];
    const tx = {aborted: false, error: null, abort() {
        tx.aborted = true; tx.error = {name: "AbortError", message: "aborted"};
        setTimeout(() => tx.onabort && tx.onabort());
    }, objectStore: (n) => ({clear: () => ops.push(() => data[n].clear()),
                              put: (r) => ops.push(() => data[n].set(r.id ?? r.key, r))})};
    setTimeout(() => { if (!tx.aborted) { ops.forEach((f) => f()); tx.oncomplete(); } });
    return tx;
}};
globalThis.indexedDB = {open() {
    const req = {};
    setTimeout(() => { req.result = db; req.onsuccess(); });
    return req;
}};
const idb = await import(process.argv[1]);
const state = () => [[...data.games.keys()], local.get("connect4.a"), local.has("connect4.full")];
const ok = await idb.replace(JSON.stringify({games: [{id: "new"}]}), JSON.stringify({"connect4.a": "after"}));
const first = state();
const refused = await idb.replace(JSON.stringify({games: [{id: "newer"}]}),
                                  JSON.stringify({"connect4.a": "again", "connect4.full": "x"}));
console.log(JSON.stringify([ok, first, refused, state()]));
"""


def test_an_import_is_stored_all_or_nothing():
    """Issue 54: the parts were written after the stores' transaction had committed, so a
    part the browser refused (its storage full) left the stores replaced and the page said
    nothing was changed.  Now a refused part aborts the stores' transaction."""
    node = shutil.which("node")
    assert node, "Node.js is needed (see README)"
    proc = subprocess.run([node, "--no-warnings", "--input-type=module", "-e", _FAKE,
                           str(ROOT / "static" / "idb.js")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    ok, first, refused, after = [json.loads(a) if isinstance(a, str) else a
                                 for a in json.loads(proc.stdout)]
    assert ok == {"ok": True} and first == [["new"], "after", False]
    assert refused == {"error": "QuotaExceededError: full"}
    assert after == first  # nothing of the refused import: neither the stores nor the parts
