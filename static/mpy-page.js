/* The page's MicroPython: PyScript's interpreter module (pyscript.toml's
 * `interpreter`).  It starts the vendored micropython.mjs with the page's
 * Python mounted at /rom: static/page.rom, a read-only file system image
 * (build.py: connect4/site/romfs.py) of the page's modules as bytecode,
 * PyScript's own Python package as bytecode, c4bundle (connect4/bundle.py)
 * and players.json.
 *
 * Why (issue 33): MicroPython reads the image natively, so nothing is
 * unpacked into memory first (the page's bundle was, 40-60 ms on the phone
 * profile); PyScript's package is imported as bytecode instead of compiled
 * from the source PyScript writes at every start; and no module is looked
 * for in the Emscripten file system, where each miss is a JavaScript
 * exception with its stack trace (~150 of them before: each built-in module
 * the page imports, json or asyncio, was tried in the current folder and in
 * /lib first; 207 exceptions -> 49, the rest are PyScript's writes).
 * Measured on the phone profile, 12 visits each alternating with the build
 * before (2026-11-26, the 2-core machine; medians): board clickable 2,137 ->
 * 1,826 ms, level 6's first reply 2,650 -> 2,306 ms, 0.97 -> 0.93 MB.
 *
 * The image comes gzip-compressed (153 -> 87 KB) where the browser has
 * DecompressionStream; index.html preloads it (connect4/site/pagehtml.py).
 */
import { loadMicroPython as load } from "../vendor/micropython/micropython.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const PACKED = typeof DecompressionStream === "function";

/** The image's bytes; a server that sent the .gz already decoded is fine too. */
async function image() {
    const name = PACKED ? "page.rom.gz" : "page.rom";
    const response = await fetch(here(name), { credentials: "same-origin" });
    if (!response.ok) throw new Error(`static/${name}: HTTP ${response.status}`);
    let bytes = new Uint8Array(await response.arrayBuffer());
    if (PACKED && bytes[0] === 0x1f && bytes[1] === 0x8b) {
        const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
        try {
            bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        } catch (err) {
            throw new Error(`static/${name} is damaged (${err.message})`);
        }
    }
    // MicroPython would start without an image it cannot read, and the page fail later;
    // the header is connect4/site/romfs.py's HEADER (a test holds them together)
    if (!(bytes[0] === 0xd2 && bytes[1] === 0xcd && bytes[2] === 0x31)) {
        throw new Error(`static/${name} is not the page's file system image`);
    }
    return bytes;
}

// Asked for as this module is evaluated (the preload has it on the way).
const rom = image();
rom.catch(() => {}); // reported by loadMicroPython below, not as an unhandled rejection

// Before PyScript's own start-up code runs: MicroPython starts in /rom when
// it has an image, but PyScript writes its package into the current folder;
// and modules are searched for in the image only, through connect4/bundle.py's
// overlay (c4bundle.overlay), where the modes' bundles fetched later join the
// image's packages: the page's modules are all there, and the built-in ones
// (json, asyncio) are found after it without a file-system miss.
const SETUP = "import os, sys\nos.chdir('/')\nsys.path[:] = ['/rom']\n"
    + "import c4bundle\nc4bundle.overlay('/rom')\n";

/** Says on the page why it cannot start: without its Python, nothing else
 * would (the board stays "Loading the game...").  index.html has the words. */
function showFailure(err) {
    const box = document.getElementById("boot-failed");
    if (!box) return;
    // a Python traceback's last line is its error
    const lines = String((err && err.message) || err).trim().split("\n");
    box.querySelector(".why").textContent = lines[lines.length - 1];
    box.hidden = false;
}

/** PyScript's call: the vendored loader with the page's image and its wasm
 * (PyScript would name a wasm beside this module). */
export async function loadMicroPython(options) {
    try {
        const mp = await load({
            ...options,
            url: here("../vendor/micropython/micropython.wasm"),
            romfs: await rom,
        });
        mp.runPython(SETUP);
        return mp;
    } catch (err) {
        showFailure(err);
        throw err; // PyScript's own report, in the console
    }
}
