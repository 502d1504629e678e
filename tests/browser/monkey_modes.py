"""A monkey across every mode of the page (issue 54): seeded random actions over the
whole page, invariants checked from the page's state after every one.

Used by tests/browser/test_monkey.py (a short run) and tests/benchmarks/bench_monkey.py
(the long runs).  The actions: a click on any visible button, card or menu of the page
(the game's, the review's, the puzzles', the set-up's, the line's, Threats, Why? and
Play it out, the coach's choices, the opening trainer's, Storm's, a race's, the
training card's and its mixes, other boards', the match's: whatever the mode shows),
a key, a link opened in the middle of a mode, a reload, the full engine's worker
killed (tests/browser/faults.py), the network cut and back.  Playwright drives them
(a reload ends any script in the page), one round trip each.

The page's state is read through ``window.c4State()`` (connect4.page.kernel.snapshot), which
the page exposes only when an init script set ``window.c4WantState`` before it
started.  After every action:

- one mode shown, and no mode's slice open or waiting while another shows (``stray``);
- the board drawn (``#board`` or another board's ``#vboard``, its ``data-position``)
  is the one the state says the mode shows;
- no open request and no timer of a mode that is not shown;
- no console error or page error (the harness's Guard);
- after a reload: the game and players of the page or of its address (written at most
  every 120 ms: a reload sooner opens the older address, a link); after a restart (the
  page opened with no link: the saved state alone decides): the same game (its moves,
  or more if an AI was to move) and players, and the same mode for the modes a reload
  keeps (the game, a review, other boards).

Between actions the monkey waits only on the page's signals (``body[data-ready]``
after a load, ``window.c4State``), never on a number of seconds.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

from faults import CAPTURE_WORKERS, inject_faults, post_to_worker
from site_helpers import PAGE_TIMEOUT_MS, wait_ready

from connect4.page.kernel.persist import PUZZLES_KEY, review_key

#: The page's own saved review (the monkey plays the page, not an embed).
REVIEW_KEY = review_key(False)

#: Before the page's scripts: ask the page to expose its state summary.
WANT_STATE_JS = "window.c4WantState = true;"

#: Links opened in the middle of whatever shows: every mode's, and a few refused ones.
LINKS = (
    "?red=human&yellow=level1",
    "?pos=4453&red=human&yellow=level2",
    "?pos=44536&review=1",
    "?pos=4455667&review=1&ply=3",
    "?puzzle=1",
    "?train=red",
    "?train=yellow",
    "?size=8x7",
    "?variant=popout",
    "?variant=five",
    "?size=6x5&moves=334",
    "?race=12345",
    "?mix=tz.2-5",
    "?size=3x99",
    "?train=blue",
    "?pos=4444444",
)

#: Keys pressed (Playwright's real key events, on whatever has the focus).
KEYS = ("1", "2", "3", "4", "5", "6", "7", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
        "Home", "End", "Escape", "Enter", " ", "Tab", "Control+z", "Control+y", "h", "n")

#: Logged by Chromium, not the page, for a request it failed while the network is cut
#: (the step it was cut in and the next: tests/browser/test_offline.py's list).
OFFLINE_NOISE = ("ERR_INTERNET_DISCONNECTED", "Failed to load resource",
                 "An unknown error occurred when fetching the script")

#: Logged only for a download the cut network failed, whenever the log comes (a loaded
#: machine delivers it a step or two late; once counted after "online" on 2026-11-29):
#: Chromium's own line, and Emscripten's four for the light worker's micropython.wasm
#: (static/mpy-worker.js; the page plays on with the full engine).  That worker downloads
#: the wasm the page has just downloaded, from the HTTP cache in a browser (one request
#: of it for a first visit and a reload, measured), from the network here (Playwright's
#: routes turn the HTTP cache off), so a cut just after a load, before the service worker
#: holds the site (a first visit: static/offline.js), failed it.
CUT_NOISE = ("net::ERR_INTERNET_DISCONNECTED", "wasm streaming compile failed: TypeError: "
             "Failed to fetch", "falling back to ArrayBuffer instantiation",
             "failed to asynchronously prepare wasm: NetworkError",
             "Aborted(NetworkError: Failed to execute 'send' on 'XMLHttpRequest'")

#: Controls never clicked: the clipboard's (headless has no permission to write it).
DENY = ("copy-link",)

#: One random control of the page clicked, or one menu's option chosen: ``[r1, r2,
#: deny, skip]`` (two random numbers, ids never clicked, option values never chosen).
CLICK_JS = """([r1, r2, deny, skip]) => {
    const els = [...document.querySelectorAll("button, select, summary")].filter(
        (e) => e.checkVisibility() && !e.disabled && !deny.includes(e.id));
    if (!els.length) return "nothing to click";
    const e = els[Math.floor(r1 * els.length)];
    const name = e.tagName.toLowerCase() + "#" + (e.id || e.textContent.trim().slice(0, 24));
    if (e.tagName === "SELECT") {
        const opts = [...e.options].filter((o) => !o.disabled && !skip.includes(o.value));
        if (!opts.length) return name;
        e.value = opts[Math.floor(r2 * opts.length)].value;
        e.dispatchEvent(new Event("change", { bubbles: true }));
        return name + "=" + e.value;
    }
    e.click();
    return name;
}"""

#: The state summary and the board the page draws where the state says it is.
READ_JS = """() => {
    const s = JSON.parse(window.c4State());
    const b = document.getElementById(s.boardId);
    s.drawn = b ? (b.dataset.position ?? null) : null;
    return s;
}"""

#: Quiet: nothing in flight and no AI thinking (what "settle" waits for, bounded).
QUIET_JS = """() => { if (!window.c4State) return false;
    const s = JSON.parse(window.c4State());
    return Object.keys(s.requests).length === 0 && !s.thinking; }"""

#: The longest "settle" waits for the workers' answers (then the monkey goes on).
SETTLE_MS = 2000

#: The modes a reload opens again (the rest start on the game).
KEPT_BY_RELOAD = ("game", "review", "boards")

#: Every kind of action and its weight; ``kinds`` of :class:`Monkey` may drop some.
WEIGHTS = {"click": 60, "key": 18, "settle": 5, "link": 4, "reload": 2, "restart": 2, "offline": 3,
           "kill": 2}


@dataclass
class Report:
    """What a run did and found."""

    seed: int
    actions: int = 0
    counts: dict = field(default_factory=dict)
    modes: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    seconds: float = 0.0
    kind_seconds: dict = field(default_factory=dict)

    def line(self) -> str:
        return ("seed %d: %d actions in %.1f s, %d invariant failures, %d console errors; "
                "modes seen %r; actions %r; seconds by action %r"
                % (self.seed, self.actions, self.seconds, len(self.failures), len(self.errors),
                   self.modes, self.counts,
                   {k: round(v, 1) for k, v in self.kind_seconds.items()}))


class Monkey:
    """One run in a fresh page of ``context`` (made with harness.new_context)."""

    def __init__(self, context, url, guard, seed, skip=(), kinds=None, stop_at_first=True):
        self.context, self.url, self.guard = context, url, guard
        self.rnd = random.Random(seed)
        self.report = Report(seed)
        self.skip = list(skip)
        self.weights = {k: w for k, w in WEIGHTS.items() if kinds is None or k in kinds}
        self.stop_at_first = stop_at_first
        self.offline = self.was_offline = False
        self.cut = False  # the network was cut once in this run
        self.seen = 0  # the Guard's errors already checked
        self.arms = 0
        self.history = []  # the actions so far, for a failure's report
        context.add_init_script(WANT_STATE_JS)
        if "kill" in self.weights:
            context.add_init_script(CAPTURE_WORKERS)
            inject_faults(context)
        self.page = context.new_page()

    # -- the page's signals ------------------------------------------------------------
    def loaded(self):
        wait_ready(self.page, timeout=PAGE_TIMEOUT_MS * 3)
        self.page.wait_for_function("() => typeof window.c4State === 'function'",
                                    timeout=PAGE_TIMEOUT_MS)

    def read(self) -> dict:
        return self.page.evaluate(READ_JS)

    # -- the run -----------------------------------------------------------------------
    def run(self, actions: int, first: str = "?red=human&yellow=level1", every=0,
            progress=None) -> Report:
        """``actions`` actions from the link ``first``; ``progress(report)`` every ``every``."""
        t0 = time.monotonic()
        self.page.goto(self.url + first)
        self.loaded()
        self.check(0, "start", self.read())
        kinds, weights = list(self.weights), list(self.weights.values())
        for step in range(1, actions + 1):
            kind = self.rnd.choices(kinds, weights)[0]
            t = time.monotonic()
            what = getattr(self, "do_" + kind)()
            self.report.kind_seconds[kind] = (self.report.kind_seconds.get(kind, 0.0)
                                              + time.monotonic() - t)
            self.report.actions = step
            self.report.counts[kind] = self.report.counts.get(kind, 0) + 1
            self.history.append("%d %s" % (step, what if isinstance(what, str) else kind))
            s = what if isinstance(what, dict) else self.read()
            self.report.modes[s["mode"]] = self.report.modes.get(s["mode"], 0) + 1
            self.check(step, what if isinstance(what, str) else kind, s)
            if self.report.failures and self.stop_at_first:
                break
            if every and progress is not None and step % every == 0:
                self.report.seconds = time.monotonic() - t0
                progress(self.report)
        if self.offline:
            self.context.set_offline(False)
        self.report.seconds = time.monotonic() - t0
        return self.report

    def check(self, step, what, s):
        """The invariants, from the page's state ``s`` (:data:`READ_JS`)."""
        bad = []
        if s["stray"]:
            bad.append("slices open while %s shows: %r" % (s["mode"], s["stray"]))
        if s["board"] is not None and s["drawn"] != s["board"]:
            bad.append("the board drawn (#%s) is %r, the %s's is %r"
                       % (s["boardId"], s["drawn"], s["mode"], s["board"]))
        stray = {m: n for m, n in s["requests"].items() if m not in ("", s["mode"])}
        if stray:
            bad.append("requests of modes not shown (%s shows): %r" % (s["mode"], stray))
        timers = {n: m for n, m in s["timers"].items() if m not in ("", s["mode"])}
        if timers:
            bad.append("timers of modes not shown (%s shows): %r" % (s["mode"], timers))
        errors = self.guard.errors[self.seen:]
        if self.offline or self.was_offline:  # Chromium's own log of the requests it failed
            errors = [e for e in errors if not any(k in e for k in OFFLINE_NOISE)]
        if self.cut:
            errors = [e for e in errors if not any(k in e for k in CUT_NOISE)]
        self.guard.errors[self.seen:] = errors
        self.seen = len(self.guard.errors)
        self.was_offline = self.offline
        self.report.errors.extend(errors)
        bad.extend("console: %s" % e for e in errors)
        for b in bad:
            self.fail("step %d (%s): %s" % (step, what, b))

    def fail(self, words):
        """A broken invariant, with the actions that led to it."""
        self.report.failures.append(words + "\n    after: " + ", ".join(self.history[-12:]))

    # -- the actions -------------------------------------------------------------------
    def do_click(self):
        return self.page.evaluate(CLICK_JS, [self.rnd.random(), self.rnd.random(),
                                             list(DENY), self.skip])

    def do_key(self):
        key = self.rnd.choice(KEYS)
        self.page.keyboard.press(key)
        return "key " + key

    def do_settle(self):
        """Let the workers answer: wait until nothing is in flight (bounded, not a failure)."""
        try:
            self.page.wait_for_function(QUIET_JS, timeout=SETTLE_MS, polling=100)
        except Exception:  # still busy (a match, a long search): the monkey goes on
            return "settle (busy)"
        return "settle"

    def online(self):
        if self.offline:
            self.context.set_offline(False)
            self.offline, self.was_offline = False, True

    def do_link(self):
        self.online()  # a load needs the server (the service worker may not hold the site yet)
        link = self.rnd.choice(LINKS)
        self.page.goto(self.url + link)
        self.loaded()
        return "link " + link

    def do_reload(self):
        self.online()
        before = self.read()
        # The address is written at most every 120 ms (static/bridge.js: Chromium drops
        # history changes beyond 200 in 10 s); a reload sooner opens the address's link,
        # which wins over the saved game, as any link does.
        query = parse_qs(urlsplit(self.page.url).query, keep_blank_values=True)  # "?pos=": empty
        self.page.reload()
        self.loaded()
        after = self.read()
        linked = query.get("pos", [None])[-1]
        games = {before["game"]} | ({linked} if linked is not None else set())
        # where the AI is to move (in the saved game or the address's, the players now in
        # effect) it may have answered since, and not as before (seed 47: a level 2's reply)
        if not any(after["game"] == g or (after["players"][len(g) % 2] != "human"
                                          and after["game"].startswith(g)) for g in games):
            self.fail("reload: the game %r (address %r) came back as %r"
                      % (before["game"], self.page.url, after["game"]))
        for i, colour in enumerate(("red", "yellow")):
            if after["players"][i] not in (before["players"][i], query.get(colour, [None])[-1]):
                self.fail("reload: %s's player %r came back as %r"
                          % (colour, before["players"][i], after["players"][i]))
        return after

    def do_restart(self):
        """The page opened again with no link: the saved state alone decides, so the same
        game, players and (for the modes a reload keeps) mode come back."""
        self.online()
        before = self.read()
        # what decides the mode at start, for a failure's message
        saved = self.page.evaluate("[location.search, localStorage.getItem('%s'), "
                                   "localStorage.getItem('%s')]" % (PUZZLES_KEY, REVIEW_KEY))
        self.page.goto(self.url)
        self.loaded()
        after = self.read()
        ai_to_move = before["players"][len(before["game"]) % 2] != "human"
        if not (after["game"] == before["game"]
                or (ai_to_move and after["game"].startswith(before["game"]))):
            self.fail("restart: the game %r came back as %r" % (before["game"], after["game"]))
        if after["players"] != before["players"]:
            self.fail("restart: players %r came back as %r"
                      % (before["players"], after["players"]))
        # a mode left or reopened before its bundle came, or whose bundle failed (offline), is
        # not saved as open (nothing of it to keep yet): the game comes back; and while any
        # bundle loads, what waits for it (a reload's ?mix= link: the puzzles) may open after
        # the read and be saved before the page goes (seed 32: the game came back as the puzzles)
        kept = before["mode"] in KEPT_BY_RELOAD and not before["unready"]
        if kept and after["mode"] != before["mode"]:
            self.fail("restart: the %s came back as the %s (address %r, saved puzzles %.120r, "
                      "review %.80r)" % (before["mode"], after["mode"], saved[0], saved[1], saved[2]))
        return after

    def do_offline(self):
        self.was_offline = self.cut = True
        self.offline = not self.offline
        self.context.set_offline(self.offline)
        return "offline" if self.offline else "online"

    def do_kill(self):
        """The full engine's next search kills its worker (an uncaught error in it)."""
        if not self.page.evaluate("window.c4AiReadyAt !== undefined"):
            return "kill (no full engine yet)"
        self.arms += 1
        self.report.counts["kill armed"] = self.arms
        post_to_worker(self.page, {"op": "arm", "id": "test-arm-%d" % self.arms, "mode": "kill"})
        return "kill"


def slow_options(site_dir) -> list:
    """Menu values the monkey never chooses: the ``perfect`` levels (minutes per early move
    while the opening book does not cover the openings: slow, not stuck)."""
    from pathlib import Path

    data = json.loads((Path(site_dir) / "static" / "players.json").read_text())
    return ["level%d" % lv["level"] for lv in data["levels"] if lv["spec"].startswith("perfect")]
