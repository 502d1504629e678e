/* Keys pressed while the page starts: the board is drawn before its Python
 * runs (about 0.3-0.6 s here), and a digit pressed meanwhile was lost.  This
 * keeps them in window.c4EarlyKeys ([key, target's tag, modified] each)
 * until static/main.py takes them, once the board takes clicks (body
 * data-ready), and plays the digits among them (connect4/page/kernel/keys.py
 * early_actions).  A same-origin module: no inline script (the CSP). */
window.c4EarlyKeys = [];
document.addEventListener("keydown", (ev) => {
    const kept = window.c4EarlyKeys;
    if (!kept || document.body.hasAttribute("data-ready") || kept.length >= 20) return;
    const t = ev.target;
    kept.push([String(ev.key), t && t.tagName ? String(t.tagName) : "",
               Boolean(ev.ctrlKey || ev.metaKey || ev.altKey)]);
}, true);
