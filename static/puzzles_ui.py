"""The Puzzles mode's panel: its own board, prompt, buttons and progress (DOM only).

Runs on the page's main thread (MicroPython).  What a move means, the words,
the progress and the daily puzzle are decided in connect4.puzzles.mode; this
module fetches the set when the mode first opens (never before), reads the
clicks and keys, draws, and plays the opponent's reply after a short pause.
"""

import asyncio
import json

from pyscript import fetch, window
from pyscript.ffi import create_proxy

from connect4.puzzles.mistakes import game_mistakes
from connect4.puzzles.mode import REPLY_MS, STORAGE_KEY, PuzzleMode, practice_sides
from dom import el, make


class PuzzlesPanel:
    """The Puzzles mode beside the game: opened by its button, a link or a review."""

    def __init__(self, page):
        self.page = page
        self.mode = PuzzleMode(page.store.get(STORAGE_KEY))
        self.open = False
        self.loading = None      # the fetch of the set, while it runs
        self.hinted = None
        self.timer = None
        self.tried = None        # a wrong column, shown a moment before it is taken back
        self._reply = create_proxy(self.on_reply)
        self._take_back = create_proxy(self.on_take_back)
        board = el("puzzle-board")
        self.cols = []
        for c in range(7):
            b = make("button", "col", parent=board)
            b.type = "button"
            b.setAttribute("data-col", str(c))
            b.setAttribute("aria-label", "Puzzle column %d" % (c + 1))
            for _ in range(6):
                make("span", "cell", parent=b)
            self.cols.append(b)
        on = page.events.on
        for b in self.cols:
            on(b, "click", lambda ev: self.click(int(str(ev.currentTarget.getAttribute("data-col")))))
        for id_, fn in (("puzzles-open", lambda ev: self.show(self.mode.open_next)),
                        ("puzzles-close", self.close), ("puzzle-hint", self.on_hint),
                        ("puzzle-solution", self.on_solution),
                        ("puzzle-next", lambda ev: self.show(self.mode.open_next)),
                        ("puzzle-daily", lambda ev: self.show(self.open_daily)),
                        ("review-practise", self.on_practise)):
            on(el(id_), "click", fn)

    # -- opening ----------------------------------------------------------------
    def from_link(self, params):
        """``?puzzle=ID`` (also in the embed): open that puzzle; else, the mode
        was open before a reload: its last puzzle again."""
        if "puzzle" in params:
            text = params["puzzle"]
            self.show(lambda: self.mode.open_id(text))
        elif self.mode.reopen():
            last = self.mode.progress.last
            self.show(lambda: self.mode.open_id(last))

    def show(self, then):
        """Open the mode, load the set the first time, then call ``then()``."""
        self.open = True
        el("puzzles").hidden = False
        if self.mode.puzzles is None:
            if self.loading is None:
                self.loading = asyncio.create_task(self._load(then))
            self.render()
            return
        self._cancel_reply()
        then()
        self.changed()
        el("puzzles-title").focus()

    async def _load(self, then):
        url = str(el("puzzles").getAttribute("data-src"))
        try:
            res = await fetch(url)
            if not res.ok:
                raise OSError("HTTP %s" % res.status)
            text = await res.text()
        except Exception as e:  # offline (a JsException from fetch) or an HTTP error
            window.console.warn("the puzzle set could not be fetched: %s" % e)
            self.mode.failed(str(e) or "no connection")
            self.loading = None
            self.render()
            return
        self.loading = None
        if self.mode.load(str(text)):
            then()
        self.changed()
        window.c4PuzzleReadyAt = window.performance.now()  # for bench_puzzles_page.py
        el("puzzles-title").focus()

    def open_daily(self):
        d = window.Date.new()
        return self.mode.open_daily("%04d-%02d-%02d" % (d.getFullYear(), d.getMonth() + 1,
                                                        d.getDate()))

    def close(self, ev=None):
        self._cancel_reply()
        self.open = False
        self.mode.close()
        self.page.store.set(STORAGE_KEY, self.mode.save())
        el("puzzles").hidden = True
        el("puzzles-open").focus()

    def on_practise(self, ev):
        """Every mistake and blunder of the review on screen, as puzzles (its scores:
        no new search)."""
        r = self.page.review.model
        g = self.page.game
        sides = (practice_sides(g.settings.red, g.settings.yellow)
                 if r.moves == g.board.notation() else ("red", "yellow"))
        found = game_mistakes(r.moves, [x for x in r.records if x is not None], sides)
        self.page.review.on_close()
        self.show(lambda: self.mode.start_practice(found))

    # -- playing ------------------------------------------------------------------
    def click(self, col):
        if not self.open or self.timer is not None:
            return
        self.hinted = None
        playable = self.mode.board().can_play(col)
        answer = self.mode.click(col)
        if answer.get("reply") is not None:
            self.timer = window.setTimeout(self._reply, REPLY_MS)
        elif not answer["ok"] and playable and self.mode.attempt and not self.mode.attempt.solved:
            # the wrong disc drops, then goes back out: what it lets happen is said
            self.tried = col
            self.timer = window.setTimeout(self._take_back, REPLY_MS)
        self.changed()

    def on_take_back(self, *args):
        self.timer = None
        self.tried = None
        self.render()

    def on_reply(self, *args):
        self.timer = None
        self.mode.play_reply()
        self.changed()

    def _cancel_reply(self):
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
            if self.tried is None:
                self.mode.play_reply()
            self.tried = None

    def on_hint(self, ev):
        self.hinted = self.mode.hint()
        self.changed()

    def on_solution(self, ev):
        self._cancel_reply()
        self.mode.show_solution()
        self.changed()

    def on_key(self, ev):
        key = str(ev.key)
        tag = str(ev.target.tagName) if ev.target else ""
        if tag in ("INPUT", "SELECT", "TEXTAREA") or ev.ctrlKey or ev.metaKey or ev.altKey:
            return
        if len(key) == 1 and key in "1234567":
            ev.preventDefault()
            self.click(int(key) - 1)
        elif key == "Escape":
            self.close()

    # -- drawing --------------------------------------------------------------------
    def changed(self):
        self.page.store.set(STORAGE_KEY, self.mode.save())
        self.render()

    def render(self):
        m = self.mode
        box = el("puzzles")
        a = m.attempt
        state = ("loading" if self.loading is not None else "error" if m.error
                 else "none" if a is None else "solved" if a.solved
                 else "trying" if self.tried is not None
                 else "replying" if self.timer is not None
                 else "wrong" if m.status.endswith("Try again") else "ready")
        box.setAttribute("data-state", state)
        box.setAttribute("data-puzzle", str(a.puzzle.id) if a and a.puzzle else "")
        el("puzzle-status").textContent = m.status
        el("puzzle-progress").textContent = m.progress_text()
        el("puzzle-about").textContent = m.about()
        el("puzzle-disc").className = "chip " + ("red" if m.side() == 0 else "yellow")
        link = el("puzzle-link")
        query = m.link_query()
        link.hidden = not query
        link.setAttribute("href", query or "#")
        b = m.board()
        if self.tried is not None:
            b.play(self.tried)
        playable = state in ("ready", "wrong")
        for c in range(7):
            col = self.cols[c]
            col.setAttribute("aria-disabled", "false" if playable and b.can_play(c) else "true")
            col.classList.toggle("hinted", c == self.hinted)
            cells = col.querySelectorAll(".cell")
            for r in range(6):
                v = b.cell(c, r)
                cells.item(5 - r).className = "cell" + (" red" if v == 0 else " yellow" if v == 1
                                                        else "") + (
                    " tried" if c == self.tried and r == b.height(c) - 1 else "")
        for id_ in ("puzzle-hint", "puzzle-solution"):
            el(id_).disabled = not playable
        el("puzzle-next").disabled = m.puzzles is None
        el("puzzle-daily").disabled = m.puzzles is None
        box.setAttribute("data-progress", json.dumps(m.progress.solved_count()))
