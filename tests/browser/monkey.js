/* A monkey for the game page: random clicks, keys, undo/redo, new games,
 * player and speed changes, pauses and hints, with the AI running.
 *
 * Used by tests/browser/test_monkey.py through page.evaluate: the actions
 * run inside the page (thousands fit in a minute; one Playwright round trip
 * per action would not), each through the element's real event handlers,
 * and after every action the page is checked:
 *   - #board's data-position equals the move list (#moves) and #notation,
 *   - the discs drawn are exactly those of that position, colour by colour,
 *   - the page never stays "thinking" at one position longer than maxThinkMs.
 * Resolves to a summary; a broken invariant rejects with what was seen.
 */
async ({ seed, actions, maxThinkMs, maxDelayMs, skipPlayers = [], hints = true }) => {
    let s = seed >>> 0;
    const rnd = () => { // mulberry32
        s = (s + 0x6D2B79F5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
    const $ = (id) => document.getElementById(id);
    const board = $("board");
    const cols = [...board.querySelectorAll(".col")];
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

    const key = (k) => {
        const target = document.activeElement || document.body;
        target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
    };
    // Players: human half the time (so clicks play), else any level; speeds:
    // mostly fast ones, so AI-vs-AI games move along.
    const FAVOURITE = { "red-player": "human", "yellow-player": "human", "speed": "instant" };
    const choose = (id) => {
        const sel = $(id);
        const opts = [...sel.options].map((o) => o.value).filter((v) => !skipPlayers.includes(v));
        sel.value = rnd() < 0.5 ? FAVOURITE[id] : pick(opts);
        sel.dispatchEvent(new Event("change", { bubbles: true }));
        return sel.value;
    };
    const press = (id) => { const b = $(id); if (!b.disabled && !b.closest("[hidden]")) b.click(); };

    const ACTIONS = [
        [30, "column", () => { const c = pick(cols); if (!c.disabled) c.click(); }],
        [12, "digit key", () => key(String(1 + Math.floor(rnd() * 7)))],
        [4, "other key", () => key(pick(["8", "0", "a", "Escape", " ", "Tab"]))],
        [8, "arrow key", () => { pick(cols).focus(); key(pick(["ArrowLeft", "ArrowRight", "Home", "End", "ArrowDown", "ArrowUp"])); }],
        [10, "undo", () => press("undo")],
        [7, "redo", () => press("redo")],
        [3, "new game", () => press("new-game")],
        [4, "red player", () => choose("red-player")],
        [5, "yellow player", () => choose("yellow-player")],
        [2, "swap", () => press("swap")],
        [3, "pause", () => press("pause")],
        [2, "speed", () => choose("speed")],
        [hints ? 2 : 0, "hints", () => press("hint")],
        [1, "copy link", () => press("copy-link")],
    ];
    const total = ACTIONS.reduce((a, x) => a + x[0], 0);
    const counts = {};

    const check = (step, what) => {
        const pos = board.dataset.position;
        const moves = [...$("moves").children].map((li) => li.textContent).join("");
        const notation = $("notation").textContent;
        if (pos !== moves || pos !== notation || !/^[1-7]*$/.test(pos)) {
            throw new Error(`step ${step} (${what}): position ${pos} but move list ${moves}, notation ${notation}`);
        }
        const h = [0, 0, 0, 0, 0, 0, 0];
        const want = cols.map(() => []);
        for (let i = 0; i < pos.length; i++) {
            const c = pos.charCodeAt(i) - 49;
            want[c][h[c]++] = i % 2 === 0 ? "red" : "yellow";
        }
        cols.forEach((col, c) => {
            const cells = col.querySelectorAll(".cell"); // top to bottom
            for (let r = 0; r < 6; r++) {
                const cl = cells[5 - r].classList;
                const got = cl.contains("red") ? "red" : cl.contains("yellow") ? "yellow" : undefined;
                if (got !== want[c][r]) {
                    throw new Error(`step ${step} (${what}): position ${pos}, column ${c + 1} row ${r + 1} shows ${got}`);
                }
            }
        });
        return pos;
    };

    const t0 = performance.now();
    let thinkingSince = null;
    let thinkingAt = null;
    let longestThink = 0;
    const positions = new Set();
    let aiMoves = 0;
    let last = check(0, "start");
    for (let step = 1; step <= actions; step++) {
        let x = rnd() * total;
        let act = ACTIONS[0];
        for (const a of ACTIONS) { if ((x -= a[0]) < 0) { act = a; break; } }
        act[2]();
        counts[act[1]] = (counts[act[1]] || 0) + 1;
        const pos = check(step, act[1]);
        positions.add(pos);
        await sleep(rnd() * maxDelayMs);  // not a wait for the page: the monkey's own random pace
        const after = check(step, "AI / timers after " + act[1]);
        if (after.length === last.length + 1 && after.startsWith(last) && act[1] !== "column") aiMoves++;
        last = after;
        positions.add(after);
        const now = performance.now();
        if (document.body.classList.contains("thinking")) {
            // stuck = "thinking" with the position unchanged for too long
            if (thinkingSince === null || after !== thinkingAt) { thinkingSince = now; thinkingAt = after; }
            longestThink = Math.max(longestThink, now - thinkingSince);
            if (now - thinkingSince > maxThinkMs) {
                throw new Error(`step ${step}: "thinking" for ${Math.round(now - thinkingSince)} ms at ${after}`);
            }
        } else {
            thinkingSince = null;
        }
    }
    return { ms: Math.round(performance.now() - t0), counts, positions: [...positions],
             longestThinkMs: Math.round(longestThink), aiMoves };
}
