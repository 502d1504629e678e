"""The "Why?" panel's view: the sentences, the rules drawn on the board, the lines, Play it out (DOM only)."""


from connect4.page import dom
from connect4.page.dom import View, buttons, card, draw_marks, el, key_action, make, marks_layer
from connect4.page.modes.why import asking, playout, whymode, whytext  # noqa: F401 (asking: AFTER)


class WhyView(View):
    """The panel's card under the board and the marks' layer on it."""

    def __init__(self, page):
        View.__init__(self, page, "static/why.css")
        self.layer, self.legend = marks_layer("why-marks", "Rules on the board", "why-legend", "why-legend")
        box, head = card("why", "why", "Why?", whymode.TITLE, "hint-key", "card-head")  # under the board
        self.lead = make("p", "why-lead muted", None, box)
        self.text = make("div", "why-text", None, box, attrs={"aria-live": "polite"})
        self.reasons = make("ul", "why-reasons", None, box, attrs={"aria-label": "Why these moves lose"})
        nav = make("p", "why-nav", None, box)
        self.branch = make("span", "why-branch", None, nav)
        self.play = make("p", "why-play-text", None, box, attrs={"aria-live": "polite"})
        row = make("p", "why-buttons", None, box)
        buttons(page.events.on, (
            ("why-prev", "Previous line", nav, lambda ev: page.update(playout.step, -1)),
            ("why-next", "Next line", nav, lambda ev: page.update(playout.step, 1)),
            ("why-play", "Play it out", row, lambda ev: page.update(playout.play_out), "primary"),
            ("why-back", "Back to the explanation", row, lambda ev: page.update(playout.stop_play)),
            ("why-close", "Close", head, lambda ev: page.update(whymode.close))))
        link = make("a", "why-rules", whytext.RULES_LINK, box)
        link.href = whytext.RULES_URL
        link.target = "_blank"
        link.rel = "noopener"
        self.box = box

    def click(self, col):
        """A column of the board while the panel is open (Play it out's moves)."""
        self.page.update(playout.click, col)

    def on_key(self, ev) -> bool:
        """A key while the panel is open (connect4.page.kernel.keys.why_key); True if it was the panel's."""
        action = key_action(ev, whytext.why_key)
        if action is None:
            return False
        if action[0] == "close":
            self.page.update(whymode.close)
        elif action[0] == "step":
            self.page.update(playout.step, action[1])
        else:
            self.click(action[1])
        return True

    # -- drawing, after the page's own ----------------------------------------------------
    def render(self, animate=False):
        state = self.page.state
        w = state.why
        self.box.hidden = not w.open
        body = dom.document.body
        if not w.open:
            if self.drawn.pop("marks", None) is not None:
                self.layer.replaceChildren()
                self.legend.replaceChildren()
                el("board").removeAttribute("data-why")
            self.layer.hidden = self.legend.hidden = True
            self.box.setAttribute("data-state", "closed")
            return
        body.classList.add("why-open")
        board = self.page.board
        for c in board.cols:
            c.classList.remove("better", "keeps")
        board.render(playout.shown(state), False, True)
        why = w.why or {}
        # the explained side, or the best-play account's (its claim: "red wins"...)
        side = why.get("side") or (why.get("bestplay") or "").split(" ")[0]
        self.box.setAttribute("data-state", _state(w))
        self.draw_marks(w, side)
        self.draw_text(w, why)
        words = playout.playout_words(w)
        note = playout.play_note(w)  # why Play it out is off, when it is
        self.play.textContent = words or note
        el("turn-text").textContent = whytext.turn_line(why.get("claim"), w.result is None, words,
                                                        why.get("bestplay"))
        # the explained side's colour; in Play it out, the side to move
        el("turn").className = "turn " + (side if side and not w.playing else
                                          ("red" if playout.board(w).turn == 0 else "yellow"))
        self.play.hidden = not (w.playing or note)

    def draw_marks(self, w, side):
        branch = playout.shown_branch(w) if not w.playing else None
        rules = playout.marks(w)
        threat = branch.get("threat") if branch else None
        key = (w.pos, w.branch, w.playing, repr(rules), threat)
        if not self.changed("marks", key):
            return
        draw_marks(self.layer, self.legend, whytext.marks(rules, side, threat), whytext.legend_items(rules))
        el("board").setAttribute("data-why", " ".join(r["rule"] for r in rules))

    def draw_text(self, w, why):
        key = (w.pos, w.branch, w.asked, w.error, repr(w.result is None), w.lead)
        if not self.changed("text", key):
            return
        self.lead.textContent = w.lead or ""
        self.lead.hidden = not w.lead
        self.text.replaceChildren()
        if w.error:
            make("p", "why-error", w.error, self.text).setAttribute("role", "alert")
        elif w.result is None:
            make("p", "muted", "Looking for why…", self.text)
        else:
            lines = why.get("text") or []
            make("p", "why-claim", lines[0] if lines else "", self.text)
            branch = playout.shown_branch(w)
            if branch is not None:
                make("p", "why-sentence", branch["text"], self.text)
            elif len(lines) > 1:
                for line in lines[1:]:
                    make("p", "why-sentence", line, self.text)
        self.reasons.replaceChildren()
        for cols, sentence in playout.reasons(w):
            make("li", None, whytext.reason_line(cols, sentence), self.reasons)
        self.reasons.hidden = not playout.reasons(w)
        self.branch.textContent = whytext.branch_line(w.branch, len(w.branches()))


def _state(w) -> str:
    # what the panel shows, for the tests: asking, shown, failed, playing, stopped
    if w.error and not w.playing:
        return "failed"
    if w.result is None:
        return "asking"
    if w.playing:
        return "stopped" if w.stopped is not None else "playing"
    return "shown"


view = WhyView  # made once its bundle is in (static/main.py's build_view)
