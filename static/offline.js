/* Offline, install and embed, on the page's side (a same-origin module:
 * no inline script, so a strict Content-Security-Policy keeps working).
 *
 * - `?embed=1` (any value but 0): the compact embed view.  The class goes on
 *   <html> (static/main.py owns <body>'s classes); static/embed.css does
 *   the rest.  A link opens the full game, at the same position, in a tab.
 * - Registers ./sw.js (the whole site for offline play, see static/sw.js)
 *   where the browser allows it.  A cross-origin frame refused storage
 *   (Debian's Chromium by default, Safari, strict privacy settings) throws
 *   on navigator.serviceWorker itself: caught, and the game runs from the
 *   network as usual.  On a first visit the registration waits for the AI
 *   worker to be ready, so that the precache revalidates files the page
 *   has just downloaded (304s) instead of racing it for the same 10 MB.
 * - When a new build has been downloaded in the background, says so with a
 *   button that switches to it (the saved game survives the reload).  A
 *   page that opens while a new build waits (the next visit, a reload) asks
 *   it to take over if this is the site's only page, and reloads on it at
 *   once, before the game starts: no page goes on with an old build when
 *   nothing else keeps that build in use.
 *
 * State for tests and tools: <html data-offline="ready|refused|unsupported|
 * file|waiting|error"> and <html data-update="ready"> once a new build waits.
 */

/* PyScript's core opens an IndexedDB store when it loads (@pyscript/core
 * src/fs.js, for its optional local-folder API; this game never uses it).
 * Where storage is refused (a cross-site frame in Chromium, private modes)
 * the open fails and @webreflection/idb-map's error handler re-dispatches
 * the event being dispatched: an uncaught InvalidStateError, plus an
 * unhandled rejection, in the console of every page embedding the game.
 * Here, before core.js runs, the error of those stores' open requests is
 * handled instead: it never reaches idb-map, whose store then never opens
 * (nothing here waits for it).  Every other IndexedDB use is untouched. */
const PYSCRIPT_STORES = /^IDBMap\/@pyscript/;
try {
    const factory = globalThis.IDBFactory && IDBFactory.prototype;
    const open = factory && factory.open;
    if (open) {
        factory.open = function (name, ...rest) {
            const request = open.call(this, name, ...rest);
            if (PYSCRIPT_STORES.test(String(name))) {
                Object.defineProperty(request, "onerror", {
                    configurable: true,
                    get: () => null,
                    set: () => {}, // idb-map's handler: see above
                });
                request.addEventListener("error", (event) => event.preventDefault());
            }
            return request;
        };
    }
} catch (_) { /* no IndexedDB at all: nothing to guard */ }

const root = document.documentElement;
const params = new URLSearchParams(location.search);
const embed = params.has("embed") && params.get("embed") !== "0";
if (embed) root.classList.add("embed");

const setState = (s) => { root.dataset.offline = s; };
const FIRST_VISIT_WAIT_MS = 60000;

/** A small note at the end of the page (created once), with an optional button. */
function note(text, button, onclick) {
    let p = document.getElementById("offline-note");
    if (!p) {
        p = document.createElement("p");
        p.id = "offline-note";
        p.className = "offline-note";
        p.setAttribute("role", "status");
        // At the end of the side panel: never above the board, which must not
        // move while someone plays.
        (document.querySelector(".panel") || document.body).appendChild(p);
    }
    p.replaceChildren(document.createTextNode(text));
    if (button) {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = button;
        b.addEventListener("click", onclick);
        p.append(" ", b);
    }
    p.hidden = false;
}

/** Resolves once the full AI engine is ready (static/ai_client.py sets
 * c4AiReadyAt), or after a while on the main site.  The engine loads after
 * the light worker's first reply (connect4/page/ai/router.py), so the precache
 * never competes with the first move, and revalidates what the engine has
 * just downloaded.  In an embed the engine loads only once the reader plays:
 * a blog reader who never touches the game downloads no precache either. */
const aiReady = () => new Promise((resolve) => {
    const t0 = performance.now();
    const poll = () => (window.c4AiReadyAt !== undefined
        || (!embed && performance.now() - t0 > FIRST_VISIT_WAIT_MS)
        ? resolve() : setTimeout(poll, 250));
    poll();
});

function watchUpdates(sw, reg) {
    let controller = sw.controller;
    const offer = () => {
        if (!reg.waiting || !sw.controller) return;
        root.dataset.update = "ready";
        note("A new version of the game has been downloaded.", "Use it now", () => {
            if (reg.waiting) reg.waiting.postMessage("skip-waiting");
            else location.reload();
        });
    };
    const follow = (w) => w && w.addEventListener("statechange", () => w.state === "installed" && offer());
    offer();
    follow(reg.installing); // the browser's update check may have started before this ran
    reg.addEventListener("updatefound", () => follow(reg.installing));
    // A new build took over (this page asked, or another tab did): this
    // page's files belong to the old one, so load the new build whole.  (A
    // first install taking this page over, from no controller, is no change
    // of build.)
    sw.addEventListener("controllerchange", () => {
        const before = controller;
        controller = sw.controller;
        if (before) location.reload();
    });
}

async function setup() {
    let sw;
    try {
        sw = navigator.serviceWorker; // throws SecurityError where refused
    } catch (_) {
        return setState("refused");
    }
    if (!sw) return setState(location.protocol === "file:" ? "file" : "unsupported");
    try {
        let reg;
        const first = !sw.controller;
        if (!first) {
            // A repeat visit: the browser itself checks sw.js for a new build.
            reg = await sw.getRegistration();
        } else {
            // Where service workers are refused (a third-party frame) this
            // already throws: say so now, not after the engine has loaded.
            await sw.getRegistration();
            setState("waiting");
            await aiReady();
            reg = await sw.register("./sw.js", { updateViaCache: "none" });
        }
        if (reg) {
            watchUpdates(sw, reg);
            if (!first && reg.waiting) reg.waiting.postMessage("take-over-if-alone");
        }
        await sw.ready;
        setState("ready");
        if (first && !embed) {
            note("Saved for offline play: this page now works without a network, and your "
                + "browser can install it as an app.");
        }
    } catch (err) {
        // Refused (a third-party frame: NotSupportedError "The user denied
        // permission to use Service Worker" in Chromium; private modes) or
        // failed (offline on a first visit): the game itself is not affected.
        window.c4OfflineError = String(err && err.message || err);
        const name = String(err && err.name);
        setState(name === "SecurityError" || name === "NotSupportedError" ? "refused" : "error");
    }
}

function embedLink() {
    const top = document.querySelector(".top");
    if (!top) return;
    const a = document.createElement("a");
    a.className = "embed-open";
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = "Full game ↗";
    // The game as it stands here: position and players (the page keeps its
    // share query on the board), marked so that the main site asks before it
    // replaces a game in progress there (connect4/page/links/linkask.py).
    const update = () => {
        const board = document.getElementById("board");
        const share = board ? board.dataset.share || "" : "";
        a.href = "./" + (share ? share + "&from=embed" : "");
    };
    update();
    a.addEventListener("pointerdown", update);
    a.addEventListener("focus", update);
    a.addEventListener("click", update);
    top.appendChild(a);
}

if (embed) embedLink();
setup();
