/* The service worker: the whole site, one build at a time, from a cache.
 *
 * build.py puts VERSION (a hash of the precache manifest) and FILES
 * ({path relative to this file: SHA-256 of its content}) in front of this
 * source and writes the result to dist/sw.js, so every build with a changed
 * byte is a new service worker for the browser.
 *
 * Install: every file of FILES goes into the cache named after VERSION (and
 * this registration's scope, so two copies of the site on one origin, e.g.
 * /connect4/ and /connect4-beta/, never touch each other's caches).  A file
 * whose content hash already sits in an older version's cache is copied
 * from there; any other is downloaded (revalidated, so the copy the page
 * has just fetched costs a 304) and its SHA-256 checked: a file that does
 * not match the manifest (a deploy half-way done, a proxy's stale copy)
 * fails the install, and the old version goes on serving, complete.
 *
 * Activate: the new version takes over only when no page of the old one is
 * open (the browser's rule: a page never sees two versions), when a page
 * asks for it ("Use it now"), or when a page that opens while the new
 * version waits is the only page of the site ("take-over-if-alone": the
 * next visit, or a reload, gets the new build whole); older caches of this
 * scope are then deleted (and again whenever a page opens).  Fetch: cache first for every file of FILES (query
 * strings ignored: ?pos=..., ?embed=1 all open index.html), the network for
 * anything else.  No URL here is absolute: the site works under any path.
 */

const SCOPE = self.registration.scope;
const PREFIX = "connect4:" + SCOPE + ":";
const CACHE = PREFIX + VERSION;
/** A synthetic entry of each cache holding its FILES, to reuse unchanged files. */
const MANIFEST_URL = new URL("__precache-manifest__", SCOPE).href;
const INDEX = new URL("index.html", SCOPE).href;
const PARALLEL = 4;

const urlOf = (path) => new URL(path, SCOPE).href;
const KNOWN = new Set(Object.keys(FILES).map(urlOf));

const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (buf) => hex(await crypto.subtle.digest("SHA-256", buf));

/** hash -> [cache name, url] of files already cached by older versions of this scope. */
async function olderFiles() {
    const found = new Map();
    for (const name of await caches.keys()) {
        if (!name.startsWith(PREFIX) || name === CACHE) continue;
        const res = await caches.match(MANIFEST_URL, { cacheName: name });
        if (!res) continue;
        try {
            for (const [path, hash] of Object.entries(await res.json())) {
                if (!found.has(hash)) found.set(hash, [name, urlOf(path)]);
            }
        } catch (_) { /* an unreadable manifest: download those files */ }
    }
    return found;
}

/** A fresh copy of ``url`` whose content hashes to ``hash``, as a storable Response. */
async function download(url, path, hash) {
    for (const mode of ["no-cache", "reload"]) {
        const res = await fetch(new Request(url, { cache: mode, credentials: "same-origin" }));
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
        const body = await res.arrayBuffer();
        if ((await sha256(body)) === hash) {
            return new Response(body, { status: 200, statusText: "OK", headers: res.headers });
        }
        // A stale copy from an HTTP cache on the way: try once more, bypassing caches.
    }
    throw new Error(`${path}: content does not match build ${VERSION} (a deploy in progress?)`);
}

async function precache() {
    const cache = await caches.open(CACHE);
    const older = await olderFiles();
    const todo = Object.entries(FILES);
    let next = 0;
    const lane = async () => {
        while (next < todo.length) {
            const [path, hash] = todo[next++];
            const url = urlOf(path);
            if (await cache.match(url)) continue; // put by an interrupted install of this version
            let res = null;
            const old = older.get(hash);
            if (old) res = await caches.match(old[1], { cacheName: old[0] });
            if (!res) res = await download(url, path, hash);
            await cache.put(url, res);
        }
    };
    await Promise.all(Array.from({ length: PARALLEL }, lane));
    // Written last: an older-file lookup only trusts complete caches.
    await cache.put(MANIFEST_URL, new Response(JSON.stringify(FILES),
        { headers: { "Content-Type": "application/json" } }));
    // A page opened just before this install began may have had the old build
    // delete "older" caches, this one included: fail, to be retried whole.
    if (!(await caches.has(CACHE))) throw new Error(`cache ${CACHE} deleted while installing`);
}

self.addEventListener("install", (event) => {
    event.waitUntil(precache());
});

/** Deletes every cache of this scope but this build's and the on-demand one. */
async function deleteOlderCaches() {
    for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE && name !== ON_DEMAND_CACHE) {
            await caches.delete(name);
        }
    }
}

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        await deleteOlderCaches();
        // First install: take the page that registered us (its later fetches,
        // e.g. the AI worker's, come from this same build's cache).
        await self.clients.claim();
    })());
});

/** Takes over if the page asking is the only one of this site, whichever build it runs. */
async function takeOverIfAlone() {
    const pages = (await self.clients.matchAll({ type: "window", includeUncontrolled: true }))
        .filter((c) => c.url.startsWith(SCOPE));
    if (pages.length <= 1) await self.skipWaiting();
}

// Both are sent to the waiting worker.  The switch is asked for by a page,
// never done while answering a navigation: Chromium activates a new worker
// only once the old one has no fetch in flight, and a stop-gap page that
// refreshes itself to get the new build was sometimes left on screen.
self.addEventListener("message", (event) => {
    if (event.data === "skip-waiting") event.waitUntil(self.skipWaiting());
    else if (event.data === "take-over-if-alone") event.waitUntil(takeOverIfAlone());
});

/** The cache key of a request: its URL without query or fragment; "./" is index.html. */
function keyOf(request) {
    const url = new URL(request.url);
    const key = url.origin + url.pathname;
    return key === SCOPE ? INDEX : key;
}

/** On-demand files (the hint data): not in FILES, cached the first time they
 * are fetched, in a cache of their own that survives new builds (the data is
 * a pinned package's file: its URL names it). */
// (Not puzzles/: the set is small and precached, in FILES, like the modes'
// bundles: opened offline after a visit that never opened Puzzles, issue 42.)
const ON_DEMAND = ["hints/", "docs/"].map((d) => new URL(d, SCOPE).href);
const ON_DEMAND_CACHE = PREFIX + "on-demand";

async function respondOnDemand(request) {
    const key = keyOf(request);
    const cache = await caches.open(ON_DEMAND_CACHE);
    const hit = await cache.match(key);
    if (hit) return hit;
    let res;
    try {
        res = await fetch(request);
    } catch (offline) {
        // The copy the page downloaded before this worker could keep it (hints
        // or a review on the first visit, before the install) is still in the
        // browser's HTTP cache, however old: offline, it beats no data (a
        // review then left 13 of 19 moves unsolved, issue 42).
        res = await fetch(new Request(key, { cache: "only-if-cached", mode: "same-origin" }))
            .catch(() => { throw offline; });
    }
    if (res.ok) await cache.put(key, res.clone());
    return res;
}

async function respond(event) {
    const request = event.request;
    const key = keyOf(request);
    if (KNOWN.has(key)) {
        // caches.match with a cacheName never creates the cache: caches.open
        // would, and an old build's worker still answering an old page after
        // the new build deleted its cache left an empty copy behind.
        // Only while this build's cache exists: a newer build may have deleted it.
        const hit = (await caches.has(CACHE)) ? await caches.match(key, { cacheName: CACHE }) : null;
        if (hit) return hit;
    }
    return fetch(request);
}

self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
    if (ON_DEMAND.some((d) => request.url.startsWith(d))) {
        event.respondWith(respondOnDemand(request));
        return;
    }
    // Anything that is not a file of the site (and not a page) goes to the
    // network as if there were no service worker.
    if (request.mode !== "navigate" && !KNOWN.has(keyOf(request))) return;
    event.respondWith(respond(event));
    // Again on each page opened: Chromium stores V8 and WebAssembly code
    // cache beside a response, in the cache it was read from, opening that
    // cache by name; an old build's page doing so after activate deleted its
    // cache re-creates it, empty (seen on Chromium 150, in most runs of
    // test_offline's "Use it now").  Serving copies (new Response(body))
    // would avoid it but lose the code cache: repeat visit to AI ready
    // 4.05-4.09 s with it, 4.12-4.48 s without (bench_offline.py).
    // Only the active worker answers fetches, and only when no newer build
    // is being installed or waits: its cache is not an old one.
    const reg = self.registration;
    if (request.mode === "navigate" && !reg.installing && !reg.waiting) {
        event.waitUntil(deleteOlderCaches());
    }
});
