"""Storm's and the race's card: clock, score, prompt, the end, the board's puzzle, keys (DOM only).

Signals for tests, on ``#storm``: ``data-state``, ``data-kind``, ``data-score``, ``data-puzzle``,
``data-feedback``, ``data-failed``.
"""


from connect4.page import dom
from connect4.page.dom import PuzzleScreen, apply_controls, buttons, card, el, make
from connect4.page.kernel import modes
from connect4.page.modes.game import pagetext
from connect4.page.modes.storm import stormrun


class StormView(PuzzleScreen):
    def __init__(self, page):
        PuzzleScreen.__init__(self, page, "static/storm.css", stormrun.click, modes.close)
        box, head = card("storm", "storm", "Storm", stormrun.TITLE, "puzzles", "review-head")
        self.title = el(stormrun.TITLE)
        on, update = page.events.on, page.update
        figures = make("p", "storm-figures", None, box)
        self.clock = make("span", "storm-clock", None, figures, "storm-clock", attrs={"role": "timer"})
        self.score = make("span", "storm-score", None, figures)
        self.combo = make("span", "storm-combo", None, figures)
        self.friend = make("p", "storm-friend", None, box)
        self.said = make("p", "storm-said", None, box)
        self.status = make("p", "storm-status", None, box, "storm-status")
        self.rules = make("p", "storm-rules muted", None, box)
        self.best = make("p", "storm-best muted", None, box)
        self.end = make("div", "storm-end", None, box)
        self.result = make("p", "storm-result", None, self.end, stormrun.RESULT)
        self.result.tabIndex = -1
        self.failed_head = make("h3", None, "The puzzles you missed", self.end)
        self.failed = make("ol", "storm-failed", None, self.end, "storm-failed")
        share = make("p", "storm-share", None, self.end)
        label = make("label", None, "Your result as a link: send it to a friend", share)
        label.setAttribute("for", "storm-link")
        self.link = make("input", None, None, share, "storm-link")
        self.link.type = "text"
        self.link.readOnly = True
        self.share = share
        row = make("p", "storm-buttons", None, self.end)
        back = lambda ev: update(modes.close)  # noqa: E731
        buttons(on, (("storm-close", "Back to the game", head, back),
                     ("storm-copy", pagetext.copy_button(False), share, self.on_copy),
                     ("storm-replay", "Replay the failures", row, lambda ev: update(stormrun.replay),
                      "primary"),
                     ("storm-again", "Again", row, lambda ev: update(stormrun.again)),
                     ("storm-back", "Back to the game", row, back)))
        self.copy = el("storm-copy")
        make("p", "storm-keys muted key-help", "Keys: 1-7 drop a disc, Esc back to the game.", box)
        self.box = box

    def on_copy(self, ev):
        self.link.select()
        dom.bridge.copy_text(str(self.link.value))
        self.copy.textContent = pagetext.copy_button(True)
        self.page.announce("Your result's link is copied.")

    def _set(self, key, node, text):
        # only what changed: render runs on every event, and 4 times a second in a run
        if self.changed(key, text):
            node.textContent = text

    def _attr(self, name, value):
        if self.changed(name, value):
            self.box.setAttribute(name, value)

    def render(self, animate=False):
        st = self.page.state
        play = st.training.run
        if st.mode not in (modes.STORM, modes.RACE) or play is None:
            self.box.hidden = True
            self._attr("data-state", "closed")
            return
        self.box.hidden = False
        phase = play.phase()
        storm = play.kind == stormrun.STORM
        self.page.board.render(stormrun.StormBoard(play), False, True)
        words, side = stormrun.turn_chip(play)
        el("turn-text").textContent = words
        el("turn").className = "turn " + ("no-disc" if side is None else ("red", "yellow")[side])
        self._attr("data-state", phase)
        self._attr("data-kind", play.kind)
        self._attr("data-score", str(play.score()))
        pid = play.current_id()
        self._attr("data-puzzle", "" if pid is None else str(pid))
        self._attr("data-feedback", play.feedback or "")
        self._attr("data-failed", ",".join(str(i) for i in play.result["failed"])
                   if play.result is not None else "")
        self._set("title", self.title, "Puzzle Storm" if storm else "Race " + play.seed)
        self._set("clock", self.clock, stormrun.clock_text(play, st.clock()))
        self._set("score", self.score, "%d solved" % play.score())
        run = play.run
        self._set("combo", self.combo, ("combo %d" % run.combo) if storm and run is not None else (
            "puzzle %d of %d" % (min(run.index + 1, len(run.ids)), len(run.ids)) if run is not None else ""))
        self._set("friend", self.friend, stormrun.friend_words(play.friend) if play.friend else "")
        self.friend.hidden = not play.friend
        self._set("status", self.status, stormrun.status(play) if phase != stormrun.OVER else "")
        self.status.hidden = phase == stormrun.OVER
        self._set("said", self.said, play.said)
        self.said.hidden = not play.said or phase == stormrun.OVER
        self._set("rules", self.rules, stormrun.rules_words(play))
        self.rules.hidden = phase == stormrun.OVER
        self.best.hidden = not storm or phase == stormrun.OVER
        if storm and self.changed("saved", st.storm_saved or ""):
            self.best.textContent = stormrun.best_words(st)
        self.end.hidden = phase not in (stormrun.OVER, stormrun.ERROR)
        self._render_end(st, play, phase)

    def _render_end(self, st, play, phase):
        over = phase == stormrun.OVER
        self._set("result", self.result, stormrun.end_words(play) if over else "")
        self.result.hidden = not over
        rows = stormrun.failures(st) if over else []
        key = tuple(r[0] for r in rows)
        if self.changed("failed", key):
            self.failed.replaceChildren()
            for pid, words in rows:
                a = make("a", None, "#%d · %s" % (pid, words), make("li", None, None, self.failed))
                a.href = "?puzzle=%d" % pid
        self.failed.hidden = self.failed_head.hidden = not rows
        query = play.result.get("query") if over else None
        self.share.hidden = query is None
        if query is not None and self.changed("link", query):
            self.link.value = str(dom.window.location.href).split("?")[0].split("#")[0] + query
            self.copy.textContent = pagetext.copy_button(False)
        again = "Retry" if phase == stormrun.ERROR else ("Again" if play.kind == stormrun.STORM
                                                          else "New race")
        apply_controls({
            "storm-replay": {"disabled": False, "hidden": not rows},
            "storm-again": {"disabled": False, "text": again},
            "storm-back": {"disabled": False},
            "storm-copy": {"disabled": False},
        })


view = StormView  # made once its bundle is in (static/main.py's build_view)
